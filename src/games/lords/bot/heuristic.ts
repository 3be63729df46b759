/**
 * The heuristic bot, from its own view and legal actions: spend OPS on wins (the main source
 * of VP, one a win), play events whose plain value helps it or hurts the leader, buy media
 * (two cubes make 3 VP, far cheaper than cash), turn every pair into VP, bid and upgrade
 * within a cash reserve, and never borrow unless nothing else is legal. It answers an offer
 * made to it by its worth (bot/trade.ts); its own offers are the module's `initiative`.
 */
import type { Rng } from '../../../engine/rng';
import type { SeatId } from '../../../engine/types';
import { actionCard } from '../content/deck';
import { teamCard } from '../content/teams';
import { FARM_SYSTEM } from '../content/charts';
import { LEGEND_CARDS } from '../content/expansions';
import type { LordsAction, LordsView } from '../state';
import type { Effect } from '../types';
import { answerOffer } from './trade';

type View = LordsView;

/** Rough VP value of an effect landing on an owner (positive: good for him). */
export function effectValue(e: Effect): number {
  switch (e.k) {
    case 'wins':
      return e.n;
    case 'losses':
      return -0.5 * e.n;
    case 'money':
      return e.amount / 2_500;
    case 'media':
      return 1.2 * e.n;
    case 'vp':
      return e.n;
    case 'stars':
      return 2 * e.n;
    case 'injury':
      return -1.5 * e.phases;
    case 'heal':
      return 1.5;
    case 'payoutDrm':
      return 0.4 * e.n;
    case 'csDrm':
      return 0.3 * e.n;
    case 'retireDrm':
      return 0.3 * e.n;
    case 'roll': {
      const p = e.on.length / 10;
      const yes = e.then.reduce((t, x) => t + effectValue(x), 0);
      const no = (e.otherwise ?? []).reduce((t, x) => t + effectValue(x), 0);
      return p * yes + (1 - p) * no;
    }
    case 'per':
      return 1.5 * e.each.reduce((t, x) => t + effectValue(x), 0);
    case 'ml':
      return e.to === 'cut' ? -2 * e.n : 0;
    case 'keepCards':
    case 'drawCards':
      return 0.5 * e.n;
    default:
      return 0;
  }
}

/** The plain value of playing a card's event on `target`, for the bot's seat. */
function eventValue(view: View, seat: SeatId, card: string, target: SeatId, off: boolean): number {
  const c = actionCard(card);
  if (c === undefined) return 0;
  const side = off ? c.offSeason : c.inSeason;
  const v = side.effects.reduce((t, e) => t + effectValue(e), 0);
  if (target === seat) return v;
  // Hurting someone is worth more when he leads.
  const lead = view.owners[target]?.vp ?? 0;
  const mine = view.owners[seat]?.vp ?? 0;
  return -v * (lead >= mine ? 0.8 : 0.5);
}

/**
 * 12.2: a Legends card is used once a phase, so its bonus or action is taken only when worth
 * more than this (what keeping the choice open for the phase is worth).
 */
const LEGEND_KEEP = 0.5;

function opsValue(view: View, seat: SeatId, a: Extract<LordsAction, { t: 'ops' }>): number {
  const o = view.owners[seat];
  const legend = a.legend === undefined ? undefined : legendCard(a.legend);
  const ops = (actionCard(a.card)?.ops ?? 0) + (legend?.opsBonus.n ?? 0);
  if (o === undefined) return 0;
  return plainOpsValue(o, seat, a, ops) - (legend ? LEGEND_KEEP : 0);
}

/** The plain value of an OPS play of `ops` points. */
function plainOpsValue(
  o: View['owners'][number],
  seat: SeatId,
  a: Extract<LordsAction, { t: 'ops' }>,
  ops: number,
): number {
  switch (a.use) {
    case 'superstar':
      return 2 * ops + o.ml.ss - 1;
    case 'allStar':
      return ops + o.ml.as - 1;
    case 'managerCard':
      return ops + (o.fm - 2) / 2;
    case 'money':
      return ops / 5;
    case 'losses':
      return a.target === seat ? -ops : 0.5 * ops;
    case 'journeymen':
      return a.target === seat ? -ops : 0.3 * ops;
  }
}

/**
 * What passing is worth. In the season, little (a card is worth playing). In the extended
 * off-season (11.1) a card kept is worth its season use (about 2.5 wins as OPS), and the
 * hand keeps 6 for the three phases: only an off-season event worth more is played.
 */
function passValue(off: boolean, hand: number): number {
  if (!off) return 0.2;
  return hand <= 6 ? 99 : 2.5;
}

/** A Legends card's extra action (12.2): its effects, on itself or on a rival as an event. */
function legendValue(view: View, seat: SeatId, a: Extract<LordsAction, { t: 'legend' }>): number {
  const card = legendCard(a.card);
  if (card === undefined) return -1;
  const v = card.action.effects.reduce((t, e) => t + effectValue(e), 0);
  if (a.target === seat) return v - LEGEND_KEEP;
  const lead = view.owners[a.target]?.vp ?? 0;
  const mine = view.owners[seat]?.vp ?? 0;
  return -v * (lead >= mine ? 0.8 : 0.5) - LEGEND_KEEP;
}

const legendCard = (id: string) => LEGEND_CARDS.find((c) => c.id === id);

function setupValue(a: Extract<LordsAction, { t: 'team' }>): number {
  const t = teamCard(a.team);
  if (t === undefined) return -99;
  const cost = t.cost + FARM_SYSTEM[a.fs].cost + a.fm * 1_000;
  const short = Math.max(0, cost - 42_000);
  return (
    t.roster.ss * 6 +
    t.roster.as * 4 +
    t.fo * 2 +
    a.fs * 1.5 +
    a.fm * 2 -
    short / 1_500 -
    t.roster.jm / 4
  );
}

function best<T>(xs: readonly T[], score: (x: T) => number): T | undefined {
  let out: T | undefined;
  let top = -Infinity;
  for (const x of xs) {
    const v = score(x);
    if (v > top) {
      top = v;
      out = x;
    }
  }
  return out;
}

export function heuristic(view: View, seat: SeatId, actions: LordsAction[], rng: Rng): LordsAction {
  // Roll preferences (rules version 4) are the person's; the bot keeps the defaults.
  const legal = actions.filter((a) => a.t !== 'loan' && a.t !== 'repay' && a.t !== 'rollAsk');
  if (legal.length === 0) return rng.pick(actions);
  const first = legal[0] as LordsAction;
  const me = view.owners[seat];
  const cash = me?.money.value ?? 0;
  const of = <K extends LordsAction['t']>(t: K) =>
    legal.filter((a) => a.t === t) as Extract<LordsAction, { t: K }>[];

  // 5.7.1: an offer the game waits on is accepted when it is worth it, else refused.
  if (of('reject').length) return answerOffer(view, seat, legal) ?? first;
  if (of('team').length) return best(of('team'), setupValue) ?? first;
  if (of('redraw').length) return of('redraw').find((a) => a.card === null) ?? first;
  if (of('chooseStarter').length) return of('chooseStarter').find((a) => a.seat === seat) ?? first;
  if (of('promo').length) return best(of('promo'), (a) => actionCard(a.card)?.ops ?? 0) ?? first;
  // 8.2: a cut Phenom is worth a claim while $3,000 stays in hand; bonuses stay small.
  if (of('claim').length) return of('claim').find((a) => a.claim === cash - 500 >= 3_000) ?? first;
  if (of('bid').length) {
    const most = view.step === 'claims' ? 1_500 : 6_000;
    const cap = Math.min(most, Math.floor((cash * 0.3) / 500) * 500);
    return best(of('bid'), (a) => (a.amount <= cap ? a.amount : -a.amount)) ?? first;
  }
  // 10.5: the Trade Bait is swapped with the deck for a fresh card.
  if (of('bait').length) return of('bait').find((a) => a.to === null) ?? first;
  if (of('cut').length) {
    const order = ['jm', 'reg', 'as', 'ss'];
    return best(of('cut'), (a) => -order.indexOf(a.type)) ?? first;
  }
  if (of('convertMedia').length) return best(of('convertMedia'), (a) => a.pairs) ?? first;
  if (of('buyMedia').length)
    return best(of('buyMedia'), (a) => (cash - a.n * 1_000 >= 4_000 ? a.n : -a.n)) ?? first;
  if (of('keep').length) return of('keep').find((a) => a.card === null) ?? first;
  if (of('doneUpgrades').length) {
    const ups = of('upgrade');
    if (cash > 15_000) {
      const want = ups.find((a) => a.change.k === 'asToSs' || a.change.k === 'regToAs');
      if (want) return want;
    }
    // 7.1.4: one plain farm attempt of each kind while cash allows (as in-season).
    const roll = of('promote').find((a) => a.drm === 0);
    if (roll && cash > 8_000) return roll;
    return of('doneUpgrades')[0] ?? first;
  }
  if (of('respond').length) {
    // Windows: a cancel card against an event on itself, else let rolls stand.
    const cancels = of('cancel');
    if (cancels.length && view.window?.k === 'event' && view.window.target === seat)
      return cancels[0] ?? first;
    return of('respond')[0] ?? first;
  }
  // It lets its own rolls stand: one tap, rolling and letting stand (rules version 4).
  if (of('roll').length) return of('roll').find((a) => a.stand === true) ?? of('roll')[0] ?? first;
  // 5.3.8: the last drawn card is played as from the hand; others: discard the weakest
  // first, keep the strongest.
  if (of('cyclePlay').length)
    return (
      best(of('cyclePlay'), (a) =>
        a.use === 'event'
          ? eventValue(view, seat, a.card, a.target, false)
          : opsValue(view, seat, { t: 'ops', card: a.card, use: a.use, target: a.target }),
      ) ?? first
    );
  if (of('cyclePlace').length) {
    const ops = (c: string) => actionCard(c)?.ops ?? 0;
    const discards = of('cyclePlace').filter((a) => a.to === 'discard');
    if (discards.length) return best(discards, (a) => -ops(a.card)) ?? first;
    return best(of('cyclePlace'), (a) => ops(a.card)) ?? first;
  }
  if (of('stopPromotion').length) return of('stopPromotion')[0] ?? first;
  if (of('pass').length || of('event').length) {
    const off = view.step === 'offCards';
    type Scored = { a: LordsAction; v: number };
    const options: Scored[] = [];
    for (const a of legal) {
      if (a.t === 'event') options.push({ a, v: eventValue(view, seat, a.card, a.target, off) });
      else if (a.t === 'ops') options.push({ a, v: opsValue(view, seat, a) });
      else if (a.t === 'managerTeam') options.push({ a, v: 3.5 });
      else if (a.t === 'legend') options.push({ a, v: legendValue(view, seat, a) });
      else if (a.t === 'pass') options.push({ a, v: passValue(off, me?.hand.cards.length ?? 0) });
      else if (a.t === 'cycle')
        options.push({ a, v: a.hit === 'single' && cash > 10_000 ? 0.4 : -1 });
      else if (a.t === 'promote') options.push({ a, v: a.drm === 0 && cash > 8_000 ? 0.5 : -1 });
      else if (a.t === 'allStar')
        // 11.2: the money against the injury risk: Superstars are worth sending.
        options.push({
          a,
          v: (a.ss * 2_000 + a.as * 1_000 + a.reg * 500) / 2_500 - 0.5 * (a.ss + a.as),
        });
      else options.push({ a, v: -0.5 });
    }
    return best(options, (x) => x.v + rng.next() * 0.01)?.a ?? first;
  }
  return first;
}
