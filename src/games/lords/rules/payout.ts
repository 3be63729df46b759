/**
 * Payouts (LoB 6.1): after ES, MS and LS each owner rolls on the Payout Chart (card DRMs
 * first); an owner with media of his own (or National Media) adds the row's media bonus;
 * loan interest is due (2.5.1).
 */
import { PAYOUT } from '../content/charts';

/** The Payout Chart row for a roll and its DRMs, clamped to the chart (decision). */
export function payoutRow(roll: number, drm: number) {
  const i = Math.min(10, Math.max(1, roll + drm)) - 1;
  return PAYOUT[i] ?? { money: 0, mediaBonus: 0 };
}

/** The cash a payout brings (LoB 6.1). */
export function payout(
  modified: number,
  holdsMedia: boolean,
  nationalMedia: boolean,
  bonus = 0,
): number {
  const row = payoutRow(modified, 0);
  return row.money + (holdsMedia || nationalMedia ? row.mediaBonus : 0) + bonus;
}
