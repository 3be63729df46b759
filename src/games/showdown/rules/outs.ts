/**
 * Expert outs (§DIFFERENT KINDS OF OUTS, Glossary DOUBLE PLAY, OUT(GB)): strikeouts,
 * popups and fly balls put the batter out and move nobody here (a fly ball's extra bases
 * are `extraBases`); a ground ball moves the runners on second and third one base, and
 * with a runner on first he is out and the infield throws at the batter. Runners never
 * advance on the third out (R4: a double play that makes it cancels the run).
 */
import type { Runner } from '../state';
import type { Result } from '../types';
import type { Bases } from './advance';

/** What an expert out did: the bases after it, runners home, outs now, the double play. */
export interface OutPlay {
  readonly bases: (Runner | null)[];
  readonly scored: Runner[];
  readonly outs: number;
  /** null: no double-play throw; true: the batter was thrown out too; false: safe at first. */
  readonly dp: boolean | null;
}

/** Whether a result needs the infield's double-play throw (a GB, runner on first, < 2 outs). */
export function needsDoublePlayThrow(bases: Bases, outs: number, result: Result): boolean {
  return result === 'GB' && bases[0] != null && outs < 2;
}

/** The throw at the batter: d20 + the infield's total Fielding must beat his Speed. */
export function doublePlayOut(roll: number, infield: number, speed: number): boolean {
  return roll + infield > speed;
}

/** Runners on second and third move up one base (third scores); first is left as given. */
function groundAdvance(bases: Bases, first: Runner | null): Omit<OutPlay, 'outs' | 'dp'> {
  const scored: Runner[] = bases[2] ? [bases[2]] : [];
  return { bases: [first, null, bases[1] ?? null], scored };
}

/**
 * Carries out an out (SO, PU, GB, FB) with `outs` before it; `batterOut` is the result of
 * the double-play throw and is read only when `needsDoublePlayThrow`.
 */
export function expertOut(
  bases: Bases,
  outs: number,
  result: Result,
  batter: Runner,
  batterOut: boolean,
): OutPlay {
  if (result !== 'GB') return { bases: bases.slice(), scored: [], outs: outs + 1, dp: null };
  if (!bases[0]) {
    if (outs + 1 >= 3) return { bases: bases.slice(), scored: [], outs: 3, dp: null };
    return { ...groundAdvance(bases, null), outs: outs + 1, dp: null };
  }
  // The runner who was on first is always out.
  if (outs + 1 >= 3)
    return { bases: [null, bases[1] ?? null, bases[2] ?? null], scored: [], outs: 3, dp: null };
  if (batterOut) {
    const now = outs + 2;
    if (now >= 3)
      return { bases: [null, bases[1] ?? null, bases[2] ?? null], scored: [], outs: 3, dp: true };
    return { ...groundAdvance(bases, null), outs: now, dp: true };
  }
  return { ...groundAdvance(bases, batter), outs: outs + 1, dp: false };
}
