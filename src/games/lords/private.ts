/**
 * Which decisions need the deciding owner's private view. His hand and, with the hidden-money
 * option (LoB 2.3.2), his cash are private; rosters, ratings, media, records and VP are public
 * (2.3.1). A decision on public facts only is made on the table's view, with no cover and no
 * reveal: choosing who starts (7.4), a roll only he may make (the pennant, payout, retirement
 * and draft rolls: nothing but the roll is listed), cutting a player (a roster is public),
 * turning media into VP (7.3), and, with money in the open, the set-up, upgrades, media
 * purchases, bids and claims. Everything that may be answered with a card stays private: the
 * roll and cancel windows (7.3, 5.3.10), the season turn, the off-season cards, the
 * promotional discard, the kept cards, the Trade Bait (10.5), and the answer to an offer
 * (its terms are the two owners').
 */
import type { SeatId } from '../../engine/types';
import type { LordsState } from './state';

/** Steps whose only choice is public. */
const PUBLIC_STEPS = new Set([
  'turnOrder',
  'pennantRoll',
  'payout',
  'retirement',
  'draft',
  'vpMedia',
]);
/** Steps whose choices are bounded by the owner's cash: public only when money is. */
const CASH_STEPS = new Set(['setup', 'upgrades', 'media', 'freeAgency', 'claims']);

export function privateDecision(s: LordsState, seat: SeatId): boolean {
  if (s.window !== null || s.bait !== null || s.cycle !== null) return true;
  if (s.offers.some((o) => o.to === seat)) return true;
  // A cut (5.3.7, 2.5.5) names a type of player from a public roster.
  if (s.cut !== null && s.cut.seat === seat) return false;
  if (PUBLIC_STEPS.has(s.step)) return false;
  // 3.0: everyone sets up from the same $42,000, so the set-up is public even with hidden money.
  if (s.step === 'setup') return false;
  return !(CASH_STEPS.has(s.step) && !s.opts.hiddenMoney);
}
