/**
 * Expert managerial options (§EXPERT MANAGERIAL OPTIONS, Glossary INTENTIONAL WALK,
 * SACRIFICE BUNT): after substitutions the defense may walk the batter intentionally, then
 * the offense may bunt; either means no pitch and no swing. An intentional walk works like
 * a walk but is not a walk result for strategy cards (R13).
 */
import { must } from '../../../engine/types';
import type { Runner } from '../state';
import { advance, type Advanced, type Bases } from './advance';

const SECTION = '§EXPERT MANAGERIAL OPTIONS';

/** The batter walks: he takes first and forces the runners behind him. */
export function intentionalWalk(bases: Bases, batter: Runner): Advanced {
  return advance(bases, 'BB', batter);
}

/** Whether the offense may bunt: nobody on third, and the batter was not walked. */
export function buntAllowed(bases: Bases, walked: boolean): boolean {
  return !bases[2] && !walked;
}

/**
 * A sacrifice bunt: the batter is out and every runner moves up one base; with two outs
 * the bunt is the third out and nobody moves (R5). Nobody scores (third is empty).
 */
export function sacrificeBunt(
  bases: Bases,
  outs: number,
  walked: boolean,
): { bases: (Runner | null)[]; outs: number; scored: Runner[] } {
  must(!walked, 'walked', SECTION, 'The batter was intentionally walked.');
  must(!bases[2], 'runner-on-third', SECTION, "You can't bunt with a runner on third.");
  return buntAdvance(bases, outs);
}

/**
 * A bunt called when it was allowed, carried out: the batter is out and every runner moves
 * up one base (none on the third out). A runner who reached third after the call (a steal
 * card before the pitch) scores (docs: a bunt is carried out as called).
 */
export function buntAdvance(
  bases: Bases,
  outs: number,
): { bases: (Runner | null)[]; outs: number; scored: Runner[] } {
  if (outs + 1 >= 3) return { bases: bases.slice(), outs: 3, scored: [] };
  const scored = bases[2] ? [bases[2]] : [];
  return { bases: [null, bases[0] ?? null, bases[1] ?? null], outs: outs + 1, scored };
}
