/**
 * Extra bases (§EXPERT ADVANCEMENT, Glossary EXTRA BASES, TRY FOR AN EXTRA BASE): after a
 * single, double or fly ball that is not the third out, runners who would stop (or stay)
 * at second or third may try for one more base. The offense sends any of them, the
 * outfield throws at one of its choice: d20 + its total Fielding must beat the runner's
 * Speed, +5 if he goes home, +5 with two outs (ties go to the runner). Everyone else sent
 * is safe; a runner thrown out at third does not stop a run scoring ahead of him.
 */
import { must } from '../../../engine/types';
import type { Runner } from '../state';
import type { Result } from '../types';
import type { Bases } from './advance';

const SECTION = '§EXPERT ADVANCEMENT';

/**
 * Bases (1 second, 2 third) whose runners may try, given the bases after the result was
 * carried out (basic advancement; before a single+'s steal) and the outs now. The batter
 * never tries (Glossary SINGLE, DOUBLE: the runners do).
 */
export function extraCandidates(
  bases: Bases,
  result: Result,
  outs: number,
  batter: Runner,
): number[] {
  const hit = result === '1B' || result === '1B+' || result === '2B';
  if (!hit && !(result === 'FB' && outs < 3)) return [];
  const out: number[] = [];
  for (const b of [1, 2]) {
    const r = bases[b];
    if (r && r.p !== batter.p) out.push(b);
  }
  return out;
}

/** The target the outfield's roll must beat: Speed, +5 going home, +5 with two outs. */
export function extraTarget(speed: number, home: boolean, outs: number): number {
  return speed + (home ? 5 : 0) + (outs === 2 ? 5 : 0);
}

/** What the attempts did: the bases after them, runners home, outs now, who was thrown out. */
export interface ExtraPlay {
  readonly bases: (Runner | null)[];
  readonly scored: Runner[];
  readonly outs: number;
  readonly out: Runner | null;
}

/** Checks the offense's choice: candidates only, and nobody runs into a runner who stays. */
export function checkSent(
  bases: Bases,
  candidates: readonly number[],
  sent: readonly number[],
): void {
  for (const b of sent) {
    must(candidates.includes(b), 'not-eligible', SECTION);
    must(b === 2 || !bases[b + 1] || sent.includes(b + 1), 'base-taken', SECTION);
  }
  must(new Set(sent).size === sent.length, 'twice', SECTION);
}

/**
 * Carries out the attempts: `sent` are bases (1, 2) of runners trying, `target` the base of
 * the one the outfield throws at (its choice among `sent`), `throwOut` whether its throw
 * beat the target (`extraThrowOut`), `outs` the outs now.
 */
export function extraBases(
  bases: Bases,
  sent: readonly number[],
  target: number,
  throwOut: boolean,
  outs: number,
): ExtraPlay {
  must(sent.includes(target), 'not-sent', SECTION);
  const after = bases.slice();
  const scored: Runner[] = [];
  let out: Runner | null = null;
  for (const b of [2, 1]) {
    if (!sent.includes(b)) continue;
    const r = after[b] as Runner;
    after[b] = null;
    if (b === target && throwOut) out = r;
    else if (b === 2) scored.push(r);
    else after[2] = r;
  }
  return { bases: after, scored, outs: out ? outs + 1 : outs, out };
}

/** The outfield's throw: d20 + Fielding against the target. */
export function extraThrowOut(roll: number, outfield: number, target: number): boolean {
  return roll + outfield > target;
}

/** Single+: the batter takes second without a throw if it is open after all extra bases. */
export function singlePlusSteal(bases: Bases, batter: Runner): (Runner | null)[] {
  const out = bases.slice();
  if (out[0]?.p === batter.p && !out[1]) {
    out[1] = batter;
    out[0] = null;
  }
  return out;
}
