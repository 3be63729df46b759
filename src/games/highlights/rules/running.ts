/**
 * Base running (SE DEPLACER SUR LES BASES): runners move lead-first by speed, one per base,
 * never passing and held up behind a slower runner; a runner reaching home scores.
 */
import { HIT_BASES, type Result, type Speed } from '../types';
import type { Side } from '../state';

const HOME = 4;

/** Scores one runner: a run and a token off the board. */
function score(side: Side): void {
  side.runs++;
  side.tally.crossed++;
}

/**
 * A hit for `side`: every runner moves lead-first, then the batter (of `speed`) takes the
 * base of the hit. `plus1`: runners move one base more than the hit, whatever their speed
 * (Clutch, Hit & Run). Returns the runs scored.
 */
export function hit(side: Side, result: Result, speed: Speed, plus1 = false): number {
  if (result === 'BB') return walk(side, speed);
  const n = HIT_BASES[result];
  const before = side.runs;
  const bases: (Speed | null)[] = [null, null, null];
  let ahead = HOME + 1; // position of the runner ahead once moved (past home: no block)
  for (let b = 2; b >= 0; b--) {
    const sp = side.bases[b];
    if (!sp) continue;
    const pos = b + 1;
    let to: number;
    if (plus1 || sp === 'fast') to = pos + n + 1;
    else if (sp === 'average' && pos === 2 && n === 1) to = HOME;
    else to = pos + n;
    // No passing: a runner stops behind the one ahead of it still on the bases.
    if (ahead <= HOME - 1) to = Math.min(to, ahead - 1);
    if (to >= HOME) {
      score(side);
      ahead = HOME + 1;
    } else {
      bases[to - 1] = sp;
      ahead = to;
    }
  }
  side.tally.placed++;
  if (n >= HOME) score(side);
  else bases[Math.min(n, ahead - 1) - 1] = speed;
  side.bases = bases;
  return side.runs - before;
}

/** A walk: the batter takes first and pushes runners forward only as far as they are forced. */
export function walk(side: Side, speed: Speed): number {
  const before = side.runs;
  const b = side.bases;
  side.tally.placed++;
  if (b[0]) {
    if (b[1]) {
      if (b[2]) score(side);
      b[2] = b[1];
    }
    b[1] = b[0];
  }
  b[0] = speed;
  return side.runs - before;
}

/** Stolen Base: lead-first, each Fast or Average runner moves up one if the next base is free. */
export function stealBases(side: Side): number {
  const before = side.runs;
  for (let b = 2; b >= 0; b--) {
    const sp = side.bases[b];
    if (sp !== 'fast' && sp !== 'average') continue;
    if (b === 2) {
      side.bases[2] = null;
      score(side); // home is always free (decision §Stolen Base)
    } else if (!side.bases[b + 1]) {
      side.bases[b + 1] = sp;
      side.bases[b] = null;
    }
  }
  return side.runs - before;
}

/** Every runner moves up one base, ignoring speed (Wild Pitch). */
export function advanceAll(side: Side): number {
  const before = side.runs;
  if (side.bases[2]) score(side);
  side.bases = [null, side.bases[0] ?? null, side.bases[1] ?? null];
  return side.runs - before;
}

/** Removes the runners on the given bases (Pick Off, Double Play). */
export function removeRunners(side: Side, bases: readonly number[]): void {
  for (const b of bases) {
    if (side.bases[b]) {
      side.bases[b] = null;
      side.tally.removed++;
    }
  }
}

/** Runners on base, as base indexes, lead runner first. */
export const runnersOf = (side: Side): number[] => [2, 1, 0].filter((b) => side.bases[b]);
