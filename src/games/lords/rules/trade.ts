/**
 * Trades (LoB 5.3.11, 5.7): between owners at any time (money, major and farm players, media,
 * managers, draft picks; never VP or cards), and with the Trade Chart once a phase as an
 * action. Rosters need not balance (the 5.3.11 example trades a Phenom for 2 Regulars and a
 * Prospect): holes are filled and the farm balanced at once (roster.ts); an owner over 25
 * cuts players of his choice.
 */
import { must, type SeatId } from '../../../engine/types';
import { TRADE_CHART } from '../content/trade';
import type { Bundle, Owner, Terms } from '../state';
import { FS_TYPES, ML_TYPES, type TradeGood } from '../types';
import { gainMedia, mediaCap } from './media';
import { addFarm, addMl, addMoney, cash, mlTotal } from './owner';
import { normaliseRosters } from './roster';
import { editOwner } from './copy';

/** An empty side of a trade. */
export const NOTHING: Bundle = { money: 0, ml: {}, fs: {}, media: 0, picks: [] };

/** Refuses a side its owner cannot hand over (LoB 5.3.11). */
export function checkCanGive(o: Owner, b: Bundle, seat: SeatId): void {
  must(Number.isInteger(b.money) && b.money >= 0, 'bad-money', '5.3.11');
  must(cash(o) >= b.money, 'cannot-afford', '5.3.11');
  must(
    Number.isInteger(b.media) && b.media >= 0 && b.media <= o.media,
    'not-enough-media',
    '5.3.11',
  );
  for (const t of ML_TYPES)
    must((b.ml[t] ?? 0) >= 0 && (b.ml[t] ?? 0) <= o.ml[t], 'missing-player', '5.3.11', t);
  for (const t of FS_TYPES)
    must((b.fs[t] ?? 0) >= 0 && (b.fs[t] ?? 0) <= o.farm[t], 'missing-player', '5.3.11', t);
  for (const p of b.picks) must(o.picks.includes(p), 'missing-pick', '6.2.6', `pick of seat ${p}`);
  void seat;
}

/** One owner's side after a trade: `out` leaves, `inn` arrives. */
export function exchange(o: Owner, out: Bundle, inn: Bundle): Owner {
  let ml = o.ml;
  let farm = o.farm;
  for (const t of ML_TYPES) ml = addMl(addMl(ml, t, -(out.ml[t] ?? 0)), t, inn.ml[t] ?? 0);
  for (const t of FS_TYPES) farm = addFarm(addFarm(farm, t, -(out.fs[t] ?? 0)), t, inn.fs[t] ?? 0);
  const picks = [...o.picks.filter((p) => !out.picks.includes(p)), ...inn.picks];
  const moved = addMoney(o, inn.money - out.money);
  return gainMedia(editOwner(moved, { ml, farm, picks, media: o.media - out.media }), inn.media);
}

/** Refuses a trade whose media would put the receiver over his cap (A12). */
export function checkMediaRoom(receiver: Owner, inn: Bundle, out: Bundle): void {
  must(receiver.media - out.media + inn.media <= mediaCap(receiver.fo), 'media-cap', '3.1.1');
}

/**
 * Carries out the terms of an accepted offer between `from` and `to` (LoB 5.7.1); managers
 * swap if agreed.
 * Returns both owners (rosters normalised) and how many players each must still cut.
 */
export function settle(
  from: Owner,
  to: Owner,
  offer: Terms,
  fromSeat: SeatId,
  toSeat: SeatId,
): [Owner, Owner, number, number] {
  checkCanGive(from, offer.give, fromSeat);
  checkCanGive(to, offer.get, toSeat);
  checkMediaRoom(to, offer.give, offer.get);
  checkMediaRoom(from, offer.get, offer.give);
  let a = exchange(from, offer.give, offer.get);
  let b = exchange(to, offer.get, offer.give);
  if (offer.managers) {
    a = editOwner(a, { fm: to.fm });
    b = editOwner(b, { fm: from.fm });
  }
  const [na, cutA] = normaliseRosters(a);
  const [nb, cutB] = normaliseRosters(b);
  return [na, nb, cutA, cutB];
}

/** Goods as a bundle, for the Trade Chart. */
function asBundle(goods: readonly TradeGood[]): Bundle {
  let b: Bundle = NOTHING;
  for (const g of goods) {
    if (g.k === 'money') b = { ...b, money: b.money + g.amount };
    else if (g.k === 'media') b = { ...b, media: b.media + g.n };
    else if (g.k === 'ml') b = { ...b, ml: { ...b.ml, [g.type]: (b.ml[g.type] ?? 0) + g.n } };
    else b = { ...b, fs: { ...b.fs, [g.type]: (b.fs[g.type] ?? 0) + g.n } };
  }
  return b;
}

/**
 * A Trade Chart exchange (LoB 5.3.11): the owner gives the row's left side for its right
 * side, or the reverse on a black two-way row. Farm players received replace Utility players
 * (the farm keeps at least one); a farm left short gains Utility players; a major-league hole
 * is filled by a Utility called up as a Journeyman (2.4.3-4), replaced in the farm.
 */
export function tradeWithChart(o: Owner, rowId: string, reverse: boolean): Owner {
  const row = TRADE_CHART.find((r) => r.id === rowId);
  must(row !== undefined, 'no-such-row', '5.3.11', rowId);
  must(!reverse || row.both, 'one-way-row', '5.3.11', 'red arrows go left to right only');
  const give = asBundle(reverse ? row.get : row.give);
  const get = asBundle(reverse ? row.give : row.get);
  checkCanGive(o, give, 0);
  checkMediaRoom(o, get, give);
  const after = exchange(o, give, get);
  must(mlTotal(after.ml) <= mlTotal(o.ml), 'roster-size', '2.4.1');
  const [fixed] = normaliseRosters(after);
  must(fixed.farm.utility >= 1, 'keep-a-utility', '7.1.5', 'the farm must keep a Utility player');
  return fixed;
}
