/**
 * Retirement and free agency (LoB 6.2.4): the roll's row applied with its exemptions, and the
 * blind auction of free agents (A24).
 */
import type { SeatId } from '../../../engine/types';
import { retirementRow } from '../content/charts';
import type { MlCounts } from '../types';

/** What a retirement roll does to a roster (decision: a clause needs a player of its type). */
export interface RetirementOutcome {
  readonly ml: MlCounts;
  readonly toFreeAgency: readonly ('ss' | 'as')[];
  readonly retired: number;
  readonly pay: number;
}

/**
 * Applies the retirement row for a modified roll (LoB 6.2.4a/b): Superstars and All-Stars
 * named go to free agency, Regulars retire. `protectedSs`/`protectedAs` are free agents
 * signed this off-season, who never leave by this roll. The holes are filled later (A5).
 */
export function applyRetirement(
  ml: MlCounts,
  modified: number,
  protectedSs = 0,
  protectedAs = 0,
): RetirementOutcome {
  const row = retirementRow(modified);
  const ss = Math.min(row.ssToFa, Math.max(0, ml.ss - protectedSs));
  const as = Math.min(row.asToFa, Math.max(0, ml.as - protectedAs));
  const reg = Math.min(row.regRetire, ml.reg);
  const toFreeAgency: ('ss' | 'as')[] = [
    ...Array.from({ length: ss }, () => 'ss' as const),
    ...Array.from({ length: as }, () => 'as' as const),
  ];
  return {
    ml: { ...ml, ss: ml.ss - ss, as: ml.as - as, reg: ml.reg - reg },
    toFreeAgency,
    retired: reg,
    pay: row.pay,
  };
}

/**
 * The high bidders of a blind auction (LoB 6.2.4b, 8.2, A24): one wins, several roll off with
 * the FO DRM (rollOff.ts); no bid at all (every bid null) means nobody.
 */
export function topBidders(bids: readonly (number | null)[]): SeatId[] {
  const high = Math.max(-1, ...bids.map((b) => b ?? -1));
  return high < 0 ? [] : bids.flatMap((b, k) => (b === high ? [k] : []));
}
