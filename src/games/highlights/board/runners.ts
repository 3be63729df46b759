/**
 * Runners as tokens that keep their identity from one view to the next, so each can run from
 * the base it stood on to the one it reached, base by base along the diamond. Inferred from
 * public facts only (the bases and the side's token tally): runners never pass one another
 * (running.ts), so the lead runners are the ones who scored, the batters placed join behind,
 * and a runner removed (Pick Off, Double Play) is the one the survivors do not account for.
 */
import type { Speed } from '../types';

type Bases = readonly (Speed | null)[];
interface Tally {
  placed: number;
  crossed: number;
  removed: number;
}

/** Where a token is: -1 home plate as a batter, 0-2 first to third, 3 home after scoring. */
export type Spot = -1 | 0 | 1 | 2 | 3;

export interface RunnerToken {
  id: number;
  speed: Speed;
  from: Spot;
  to: Spot;
  /** Put out (removed from the bases): it fades where it stood. */
  out: boolean;
}

export interface Runners {
  tokens: RunnerToken[];
  bases: Bases;
  tally: Tally;
  nextId: number;
}

const onBase = (bases: Bases): { base: 0 | 1 | 2; speed: Speed }[] =>
  ([2, 1, 0] as const).flatMap((b) => {
    const speed = bases[b];
    return speed ? [{ base: b, speed }] : [];
  });

/** Tokens standing where the bases say, none moving (a first view, or one not followed). */
function standing(bases: Bases, tally: Tally, firstId: number): Runners {
  const tokens = onBase(bases).map((r, k): RunnerToken => ({
    id: firstId + k,
    speed: r.speed,
    from: r.base,
    to: r.base,
    out: false,
  }));
  return { tokens, bases: [...bases], tally: { ...tally }, nextId: firstId + tokens.length };
}

/** The runners after a change of bases and tally, each token carried from where it was. */
export function followRunners(prev: Runners | null, bases: Bases, tally: Tally): Runners {
  if (!prev) return standing(bases, tally, 1);
  const placed = tally.placed - prev.tally.placed;
  const crossed = tally.crossed - prev.tally.crossed;
  const removed = tally.removed - prev.tally.removed;
  const now = onBase(bases);
  const before = prev.tokens.filter((t) => !t.out && t.to !== 3);
  const fresh = () => standing(bases, tally, prev.nextId);
  if (placed < 0 || crossed < 0 || removed < 0) return fresh();
  if (before.length + placed !== crossed + removed + now.length) return fresh();
  if (placed === 0 && crossed === 0 && removed === 0 && sameBases(prev.bases, bases)) return prev;
  // Lead first: those on base, then the batters placed, who start at home plate.
  let nextId = prev.nextId;
  const queue: { id: number; speed: Speed | null; from: Spot }[] = [
    ...before.map((t) => ({ id: t.id, speed: t.speed, from: t.to })),
    ...Array.from({ length: placed }, () => ({ id: nextId++, speed: null, from: -1 as Spot })),
  ];
  const tokens: RunnerToken[] = [];
  for (const q of queue.slice(0, crossed))
    tokens.push({ id: q.id, speed: q.speed ?? 'average', from: q.from, to: 3, out: false });
  let skips = removed;
  let k = crossed;
  for (const n of now) {
    // The next runner who could stand there: never moved back, same colour (a batter's is new).
    while (k < queue.length) {
      const q = queue[k];
      if (q && q.from <= n.base && (q.speed === null || q.speed === n.speed)) break;
      if (skips === 0 || !q) return fresh();
      tokens.push({ id: q.id, speed: q.speed ?? n.speed, from: q.from, to: q.from, out: true });
      skips--;
      k++;
    }
    const q = queue[k];
    if (!q) return fresh();
    tokens.push({ id: q.id, speed: n.speed, from: q.from, to: n.base, out: false });
    k++;
  }
  for (const q of queue.slice(k))
    tokens.push({ id: q.id, speed: q.speed ?? 'average', from: q.from, to: q.from, out: true });
  return { tokens, bases: [...bases], tally: { ...tally }, nextId };
}

function sameBases(a: Bases, b: Bases): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Points of the 200 x 170 diamond: home plate, first, second, third, home again. */
const SPOTS: Record<Spot, readonly [number, number]> = {
  [-1]: [100, 150],
  0: [160, 90],
  1: [100, 30],
  2: [40, 90],
  3: [100, 150],
};

export const spotXY = (s: Spot): readonly [number, number] => SPOTS[s];

/** The corners a token passes, from where it stood to where it stops (both included). */
export function pathOf(t: RunnerToken): (readonly [number, number])[] {
  const path: (readonly [number, number])[] = [];
  for (let s = t.from; s <= t.to; s++) path.push(SPOTS[s as Spot]);
  return path;
}
