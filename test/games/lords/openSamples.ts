/**
 * Well-formed open-ended moves of a Lords of Baseball table for one seat (the property run's
 * seeds for fuzzing the moves the module does not list, test/helpers/open-moves.ts): the
 * repayments the board offers, an offer to each other owner and to the table of goods both
 * sides hold, a counter to an offer made to the seat, and the answers to open offers.
 */
import type { SeatId } from '../../../src/engine/types';
import type { Bundle, LordsAction, LordsState } from '../../../src/games/lords/state';

const NONE: Bundle = { money: 0, ml: {}, fs: {}, media: 0, picks: [] };

/** A little of what an owner holds: $500, a Journeyman, a Utility, a media cube, his pick. */
function some(s: LordsState, seat: SeatId): Bundle {
  const o = s.owners[seat];
  if (o === undefined) return NONE;
  return {
    money: o.money.value >= 500 ? 500 : 0,
    ml: o.ml.jm > 0 ? { jm: 1 } : {},
    fs: o.farm.utility > 1 ? { utility: 1 } : {},
    media: o.media > 0 ? 1 : 0,
    picks: o.picks.includes(seat) ? [seat] : [],
  };
}

export function lordsOpenMoves(s: LordsState, seat: SeatId): LordsAction[] {
  const me = s.owners[seat];
  if (me === undefined) return [];
  const out: LordsAction[] = [];
  if (me.loans.small > 0) out.push({ t: 'repay', slot: 'small', amount: 5_000 });
  if (me.loans.large >= 5_000) out.push({ t: 'repay', slot: 'large', amount: 5_000 });
  if (me.loans.large === 10_000) out.push({ t: 'repay', slot: 'large', amount: 10_000 });
  const give = some(s, seat);
  for (let to = 0; to < s.seats; to++) {
    if (to === seat) continue;
    out.push({ t: 'offer', to, give, get: some(s, to), managers: to % 2 === 0 });
  }
  out.push({ t: 'offer', to: null, give, get: { ...NONE, money: 1_000 }, managers: false });
  for (const offer of s.offers) {
    if (offer.from === seat) out.push({ t: 'withdraw', offer: offer.id });
    else if (offer.to === null || offer.to === seat) {
      out.push({ t: 'accept', offer: offer.id }, { t: 'reject', offer: offer.id });
      if (offer.to === seat)
        out.push({
          t: 'counter',
          offer: offer.id,
          give,
          get: some(s, offer.from),
          managers: false,
        });
    }
  }
  return out;
}
