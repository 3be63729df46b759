/**
 * The heuristic bot's trades (LoB 5.7.1), from its own view: it answers an offer made to it by
 * what the trade is worth to its club, and makes two kinds of offer of its own, at most one
 * to each owner a phase: it buys the odd media cube that completes a pair (3 VP a pair at the
 * end of the year), and it sells a Phenom its farm cannot keep (8.1) to an owner with room.
 */
import type { SeatId } from '../../../engine/types';
import type { Bundle, LordsAction, LordsView } from '../state';
import { FS_TYPES, ML_TYPES, type FsType, type MlType } from '../types';
import { phenomCap } from '../rules/farm';
import { mediaCap } from '../rules/media';
import { pendingOffer } from '../rules/offers';

type OwnerV = LordsView['owners'][number];

/** Rough VP worth of one player to a club: stars win games and score at the end of the year. */
const ML_VALUE: Readonly<Record<MlType, number>> = { ss: 8, as: 5, reg: 1.5, jm: 0 };
const FS_VALUE: Readonly<Record<FsType, number>> = { phenom: 2.5, prospect: 0.8, utility: 0 };
/** A Phenom beyond the farm's cap is cut at the end of his grace (8.1): little worth. */
const OVER_CAP_PHENOM = 0.3;
/** Money as the bot counts it elsewhere (effectValue): $2,500 a VP. */
const CASH_PER_POINT = 2_500;
/** Cash the bot keeps in hand for salaries and rolls. */
const RESERVE = 4_000;
/** What a trade must be worth to the bot before it accepts. */
const ACCEPT_AT = 0.5;
/** The prices of the bot's own offers. */
const MEDIA_PRICE = 2_500;
const PHENOM_PRICE = 1_500;

const EMPTY: Bundle = { money: 0, ml: {}, fs: {}, media: 0, picks: [] };

/** Media worth: 3 VP a pair at the year's end, an odd cube a little for rolls. */
const mediaWorth = (n: number) => Math.floor(n / 2) * 3 + (n % 2) * 0.4;

/** A seat's cash as the bot sees it, null when hidden. */
const cashOf = (o: OwnerV): number | null => (o.money.unseen ? null : o.money.value);

/** What a trade is worth to `me`: goods in less goods out, with its farm cap and media pairs. */
export function tradeWorth(
  me: OwnerV,
  partner: OwnerV,
  inn: Bundle,
  out: Bundle,
  managers: boolean,
): number {
  let v = (inn.money - out.money) / CASH_PER_POINT;
  const cash = cashOf(me);
  if (cash !== null && cash - out.money + inn.money < RESERVE && out.money > 0) v -= 2;
  for (const t of ML_TYPES) v += ((inn.ml[t] ?? 0) - (out.ml[t] ?? 0)) * ML_VALUE[t];
  for (const t of FS_TYPES)
    if (t !== 'phenom') v += ((inn.fs[t] ?? 0) - (out.fs[t] ?? 0)) * FS_VALUE[t];
  // Phenoms count in full up to the farm's cap only.
  const cap = phenomCap(me.fs);
  const kept = (n: number) =>
    Math.min(n, cap) * FS_VALUE.phenom + Math.max(0, n - cap) * OVER_CAP_PHENOM;
  const phenoms = me.farm.phenom - (out.fs.phenom ?? 0) + (inn.fs.phenom ?? 0);
  v += kept(phenoms) - kept(me.farm.phenom);
  v += mediaWorth(me.media - out.media + inn.media) - mediaWorth(me.media);
  v += inn.picks.length - out.picks.length;
  if (managers) v += (partner.fm - me.fm) * 2;
  return v;
}

/** Accepts the offer the game waits on when it is worth it to the bot, else refuses it. */
export function answerOffer(
  view: LordsView,
  seat: SeatId,
  actions: readonly LordsAction[],
): LordsAction | undefined {
  const reject = actions.find((a) => a.t === 'reject');
  if (reject?.t !== 'reject') return undefined;
  const offer = view.offers.find((o) => o.id === reject.offer);
  const me = view.owners[seat];
  const partner = offer ? view.owners[offer.from] : undefined;
  const accept = actions.find((a) => a.t === 'accept' && a.offer === reject.offer);
  if (!offer || !me || !partner || !accept || offer.terms.unseen) return reject;
  const t = offer.terms.value;
  return tradeWorth(me, partner, t.give, t.get, t.managers) >= ACCEPT_AT ? accept : reject;
}

/** Whether the bot already made `to` an offer this phase (the table's public record). */
const askedAlready = (view: LordsView, seat: SeatId, to: SeatId) =>
  view.offered.some((m) => m.from === seat && m.to === to && m.phase === view.phaseIndex);

/**
 * An offer the bot makes at its own in-season turn (cards or Manager/Team to play), if
 * one is worth making and not made yet this phase (the module's `initiative`).
 */
export function proposeOffer(
  view: LordsView,
  seat: SeatId,
  actions: readonly LordsAction[],
): LordsAction | undefined {
  const me = view.owners[seat];
  if (!me || pendingOffer(view) !== undefined || view.window !== null) return undefined;
  const turn = ['pass', 'event', 'ops', 'managerTeam'];
  if (view.step !== 'season' || view.active !== seat || !actions.some((a) => turn.includes(a.t)))
    return undefined;
  const cash = cashOf(me) ?? 0;
  const others = view.owners
    .map((_, k) => k)
    .filter((k) => k !== seat && !askedAlready(view, seat, k));
  // The odd cube that completes a pair, from an owner whose own odd cube pairs with nothing.
  if (me.media % 2 === 1 && me.media < mediaCap(me.fo) && cash >= MEDIA_PRICE + RESERVE) {
    const to = others.find((k) => (view.owners[k]?.media ?? 0) % 2 === 1);
    if (to !== undefined)
      return {
        t: 'offer',
        to,
        give: { ...EMPTY, money: MEDIA_PRICE },
        get: { ...EMPTY, media: 1 },
        managers: false,
      };
  }
  // A Phenom over the farm's cap, sold to an owner whose farm has room for him.
  if (me.farm.phenom > phenomCap(me.fs)) {
    const to = others.find((k) => {
      const o = view.owners[k];
      if (!o || o.team === null) return false;
      const cashK = cashOf(o);
      return (
        o.farm.phenom < phenomCap(o.fs) &&
        o.farm.utility > 1 &&
        (cashK === null || cashK >= PHENOM_PRICE + RESERVE)
      );
    });
    if (to !== undefined)
      return {
        t: 'offer',
        to,
        give: { ...EMPTY, fs: { phenom: 1 } },
        get: { ...EMPTY, money: PHENOM_PRICE },
        managers: false,
      };
  }
  return undefined;
}
