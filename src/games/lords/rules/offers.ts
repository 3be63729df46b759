/**
 * Owner-to-owner offers (LoB 5.7.1, 7.3): made, countered, refused, withdrawn and accepted.
 * An offer to one owner is between those two: its terms are hidden from the rest of the table
 * (a Hidden value seen by its maker and partner), its log lines are theirs, and the game waits
 * for the partner's answer (promptsOf). Only an accepted trade is announced to the table, with
 * what changed hands: rosters, media and picks are public. An offer to the whole table (the
 * 5.3.11 auction) is public and waits for nobody.
 */
import { hidden } from '../../../engine/hidden';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { moneyArg } from '../money';
import type { Bundle, LordsAction, LordsState, Offer, Terms } from '../state';
import { FS_TYPES, ML_TYPES } from '../types';
import { oweCuts } from './cuts';
import { ownerAt, withOwner } from './owner';
import { checkCanGive, settle } from './trade';
import { skipLocked } from './windows';
import { editRoll, editState } from './copy';

/** The offer to one owner that the game now waits on: the oldest still open. */
export function pendingOffer(s: { readonly offers: readonly Offer[] }): Offer | undefined {
  return s.offers.find((o) => o.to !== null);
}

/** Who may read what is said about an offer: its two owners, or everyone for a table offer. */
const partiesOf = (from: SeatId, to: SeatId | null): readonly SeatId[] | undefined =>
  to === null ? undefined : [from, to];

const isEmpty = (b: Bundle) =>
  b.money === 0 &&
  b.media === 0 &&
  b.picks.length === 0 &&
  ML_TYPES.every((t) => !b.ml[t]) &&
  FS_TYPES.every((t) => !b.fs[t]);

const NO_TERMS: Terms = {
  give: { money: 0, ml: {}, fs: {}, media: 0, picks: [] },
  get: { money: 0, ml: {}, fs: {}, media: 0, picks: [] },
  managers: false,
};

/** Adds an offer (checked: a partner, something to trade, goods the maker holds). */
function addOffer(s: LordsState, from: SeatId, to: SeatId | null, terms: Terms): LordsState {
  must(s.step !== 'over', 'game-over', '9');
  must(to === null || (to !== from && to >= 0 && to < s.seats), 'bad-trade-partner', '5.7.1');
  must(
    !(isEmpty(terms.give) && isEmpty(terms.get) && !terms.managers),
    'empty-offer',
    '5.3.11',
    'an offer puts something on the table',
  );
  checkCanGive(ownerAt(s, from), terms.give, from);
  // 5.3.11: an offer to one owner asks for players, media and picks he holds (all public);
  // his money may be hidden (2.3.2), so it is checked when he accepts.
  if (to !== null) checkCanGive(ownerAt(s, to), { ...terms.get, money: 0 }, to);
  const window = s.window?.k === 'roll' ? s.window.id : null;
  const offer: Offer = {
    id: s.nextId,
    from,
    to,
    terms: hidden(to === null ? 'all' : [from, to], terms, NO_TERMS),
    window,
  };
  // The record of this phase's offers forgets earlier phases.
  const offered = [
    ...s.offered.filter((m) => m.phase === s.phaseIndex),
    { from, to, phase: s.phaseIndex },
  ];
  return editState(s, { offers: [...s.offers, offer], offered, nextId: s.nextId + 1 });
}

/** Offers a trade to one owner or the table (LoB 5.7.1): the giver must hold what he offers. */
export function makeOffer(
  s: LordsState,
  seat: SeatId,
  a: Extract<LordsAction, { t: 'offer' }>,
  ctx: RulesCtx,
): LordsState {
  const next = addOffer(s, seat, a.to, { give: a.give, get: a.get, managers: a.managers });
  if (a.to === null) ctx.log('lords.offerTable', { seat });
  else ctx.log('lords.offer', { seat, seatTo: a.to }, partiesOf(seat, a.to));
  return next;
}

/** The offer `id`, which `seat` may answer (made to him, or to the table by another). */
function answerable(s: LordsState, seat: SeatId, id: number): Offer {
  const offer = s.offers.find((o) => o.id === id);
  must(offer !== undefined, 'no-such-offer', '5.7.1');
  must(offer.from !== seat && (offer.to === null || offer.to === seat), 'not-your-offer', '5.7.1');
  return offer;
}

const without = (s: LordsState, id: number): LordsState =>
  editState(s, { offers: s.offers.filter((o) => o.id !== id) });

/** Refuses an offer and offers its maker other terms, in one move (LoB 5.7.1). */
export function counterOffer(
  s: LordsState,
  seat: SeatId,
  a: Extract<LordsAction, { t: 'counter' }>,
  ctx: RulesCtx,
): LordsState {
  const offer = answerable(s, seat, a.offer);
  const next = addOffer(without(s, offer.id), seat, offer.from, {
    give: a.give,
    get: a.get,
    managers: a.managers,
  });
  ctx.log('lords.counter', { seat, seatTo: offer.from }, partiesOf(seat, offer.from));
  return next;
}

/** Refuses (its partner) or withdraws (its maker) an open offer; said only to the two. */
export function dropOffer(
  s: LordsState,
  seat: SeatId,
  id: number,
  how: 'reject' | 'withdraw',
  ctx: RulesCtx,
): LordsState {
  if (how === 'reject') {
    const offer = answerable(s, seat, id);
    ctx.log('lords.refuse', { seat, seatTo: offer.from }, partiesOf(offer.from, offer.to));
    return without(s, id);
  }
  const offer = s.offers.find((o) => o.id === id);
  must(offer !== undefined, 'no-such-offer', '5.7.1');
  must(offer.from === seat, 'not-your-offer', '5.7.1');
  if (offer.to !== null)
    ctx.log('lords.withdraw', { seat, seatTo: offer.to }, partiesOf(seat, offer.to));
  return without(s, id);
}

/** Announces to the table what one side handed over, a line per kind of good. */
function logGoods(ctx: RulesCtx, seat: SeatId, seatTo: SeatId, b: Bundle): void {
  if (b.money > 0) ctx.log('lords.gives.money', { seat, seatTo, amount: moneyArg(b.money) });
  for (const t of ML_TYPES) {
    const n = b.ml[t] ?? 0;
    if (n > 0) ctx.log(`lords.gives.${t}`, { seat, seatTo, n });
  }
  for (const t of FS_TYPES) {
    const n = b.fs[t] ?? 0;
    if (n > 0) ctx.log(`lords.gives.${t}`, { seat, seatTo, n });
  }
  if (b.media > 0) ctx.log('lords.gives.media', { seat, seatTo, n: b.media });
  for (const p of b.picks) ctx.log('lords.gives.pick', { seat, seatTo, seatPick: p });
}

/**
 * Accepts an offer (LoB 5.7.1): the trade is carried out at once and announced to the table;
 * made during the open roll's window, it locks that roll to the two parties (LoB 7.3). A club
 * left over 25 cuts players of its owner's choice (rules/cuts.ts).
 */
export function acceptOffer(s: LordsState, seat: SeatId, id: number, ctx: RulesCtx): LordsState {
  const offer = answerable(s, seat, id);
  const terms = offer.terms.value;
  const [a, b, cutA, cutB] = settle(
    ownerAt(s, offer.from),
    ownerAt(s, seat),
    terms,
    offer.from,
    seat,
  );
  ctx.log('lords.trade', { seat: offer.from, seatTo: seat });
  logGoods(ctx, offer.from, seat, terms.give);
  logGoods(ctx, seat, offer.from, terms.get);
  if (terms.managers) ctx.log('lords.gives.managers', { seat: offer.from, seatTo: seat });
  let next = withOwner(withOwner(s, offer.from, a), seat, b);
  // 2.4.1: a club over 25 after the trade cuts players of its owner's choice.
  next = oweCuts(next, [
    { seat: offer.from, n: cutA, why: 'trade', signed: null },
    { seat, n: cutB, why: 'trade', signed: null },
  ]);
  next = without(next, id);
  const w = next.window;
  if (w !== null && w.k === 'roll' && offer.window === w.id) {
    next = skipLocked(editState(next, { window: editRoll(w, { lockedTo: [offer.from, seat] }) }));
  }
  return next;
}
