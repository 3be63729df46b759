/**
 * A die that rolls and lands on its face: a new `roll` (any changing key) tumbles it for a
 * moment, showing a few passing faces, then it lands on `value`. With reduced motion it shows
 * `value` at once. Never a control and never in the way: taps go through it while it rolls,
 * and its accessible name is always the face it lands on. A new roll is also heard, on the
 * play screen with the Sound setting on (`SoundContext`).
 */
import type { ComponentChildren } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { motionReduced } from '../reduced';
import { SoundContext } from '../sound';
import './Die.css';

/** Pips of a six-sided die's faces, on a 3 x 3 grid (0..8, row by row). */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};
/** Faces shown while it tumbles, and how long each stays, in ms. */
export const TUMBLE_FACES = 3;
export const TUMBLE_FACE_MS = 70;

/** The last roll each scope drew, and when: a roll is new to a scope once. */
const drawn = new Map<string, { roll: string | number; at: number }>();

/**
 * Whether `roll` just appeared in `scope` (a game's die, e.g. its pitch): new to it, or first
 * drawn there within a tumble's time (the same roll drawn twice at once, at two edges). A
 * roll drawn there before (a part drawn again, an edge opened again) is not.
 */
export function freshRoll(scope: string, roll: string | number): boolean {
  const last = drawn.get(scope);
  const now = Date.now();
  if (last?.roll === roll) return now - last.at < TUMBLE_FACES * TUMBLE_FACE_MS;
  drawn.set(scope, { roll, at: now });
  return true;
}

function Pips({ value }: { value: number }) {
  const pips = PIPS[value] ?? [];
  return (
    <svg class="die__pips" viewBox="0 0 30 30" aria-hidden="true">
      {pips.map((p) => (
        <circle key={p} cx={6 + (p % 3) * 9} cy={6 + Math.floor(p / 3) * 9} r="2.6" />
      ))}
    </svg>
  );
}

export interface DieProps {
  /** The face it lands on. */
  value: number;
  /** Faces numbered 1..sides (6: pips; otherwise the number). */
  sides?: number;
  /** Changes at each new roll (a move number, a count of rolls): the die tumbles again. */
  roll?: string | number;
  /** Its accessible name (by default the face's number). */
  label?: string;
  /** Draws a face in the game's own marks instead of pips or a number. */
  face?: (value: number) => ComponentChildren;
  class?: string;
  /**
   * Where the die shows (see `freshRoll`): set, a roll new there tumbles on the die's first
   * drawing too (a die drawn with the roll that just appeared); unset, only a change of `roll`.
   */
  scope?: string;
}

export function Die({ value, sides = 6, roll, label, face, class: cls, scope }: DieProps) {
  const [fresh] = useState(
    () => scope !== undefined && roll !== undefined && freshRoll(scope, roll),
  );
  const first = useRef(!fresh);
  // A fresh roll tumbles from its first frame (never with reduced motion).
  const tumbles = fresh && !motionReduced();
  const [passing, setPassing] = useState(tumbles ? TUMBLE_FACES : 0);
  const [rolled, setRolled] = useState(tumbles);
  const sound = useContext(SoundContext);
  useEffect(() => {
    // The first drawing shows the face as it is: only a new roll tumbles (or a fresh one).
    if (first.current) {
      first.current = false;
      return;
    }
    if (scope !== undefined && roll !== undefined) freshRoll(scope, roll);
    // A new roll is heard (with the Sound setting on) even where it is not seen tumbling.
    sound?.('roll');
    if (motionReduced()) {
      setPassing(0);
      setRolled(false);
      return;
    }
    setPassing(TUMBLE_FACES);
    setRolled(true);
  }, [roll]);
  useEffect(() => {
    if (passing === 0) return;
    const timer = setTimeout(() => setPassing(passing - 1), TUMBLE_FACE_MS);
    return () => clearTimeout(timer);
  }, [passing]);
  // Faces going by: each a different one from the face it lands on.
  const offset = sides > 1 ? ((passing - 1) % (sides - 1)) + 1 : 0;
  const shown = passing > 0 ? ((value - 1 + offset) % sides) + 1 : value;
  const draw = face ? face(shown) : sides === 6 ? <Pips value={shown} /> : <span>{shown}</span>;
  return (
    <span
      class={`die${passing > 0 ? ' die--rolling' : rolled ? ' die--landing' : ''}${cls ? ` ${cls}` : ''}`}
      role="img"
      aria-label={label ?? String(value)}
      data-face={shown}
    >
      <span
        class="die__face num"
        key={passing > 0 ? 'rolling' : `landed-${String(roll)}`}
        aria-hidden="true"
      >
        {draw}
      </span>
    </span>
  );
}
