/**
 * The All-Star Game (LoB 11.2, advanced): once in the mid season an owner sends up to three
 * Superstars and All-Stars (or one Regular when he has neither), collects their money at
 * once, then rolls a d10 for each: 1 out for the year (no VP for him, an immediate
 * retirement roll), 2 out for the rest of the mid season.
 */
import { must } from '../../../engine/types';
import { ALL_STAR } from '../content/charts';
import type { Injury, Owner } from '../state';

/** Checks a nomination and returns its money (LoB 11.2). */
export function allStarMoney(o: Owner, n: { ss: number; as: number; reg: number }): number {
  must(!o.allStarDone, 'once-a-year', '11.2');
  must(n.ss >= 0 && n.as >= 0 && n.reg >= 0, 'bad-nomination', '11.2');
  must(n.ss <= o.ml.ss && n.as <= o.ml.as, 'missing-player', '11.2');
  must(n.ss + n.as <= ALL_STAR.max, 'three-at-most', '11.2');
  if (n.reg > 0) {
    must(
      n.reg === 1 && o.ml.ss + o.ml.as === 0 && n.ss + n.as === 0,
      'regular-only-without-stars',
      '11.2',
    );
    must(o.ml.reg >= 1, 'missing-player', '11.2');
  }
  must(n.ss + n.as + n.reg > 0, 'bad-nomination', '11.2');
  return n.ss * ALL_STAR.ss + n.as * ALL_STAR.as + n.reg * ALL_STAR.reg;
}

/** The injury a d10 gives a nominated player (LoB 11.2), given the MS and LS phase indexes. */
export function allStarInjury(
  type: 'ss' | 'as',
  roll: number,
  ms: number,
  ls: number,
): Injury | null {
  if (roll === 1) return { type, until: ls, noVp: true };
  if (roll === 2) return { type, until: ms };
  return null;
}
