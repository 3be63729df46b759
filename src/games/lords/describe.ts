/** Each action as a short sentence (menus and the log), from the game's catalog. */
import { ref } from '../../engine/messages';
import type { MsgArgs, MsgRef, SeatId } from '../../engine/types';
import { actionCard } from './content/deck';
import { moneyArg } from './money';
import { LEGEND_CARDS } from './content/expansions';
import { teamCard } from './content/teams';
import { TRADE_CHART } from './content/trade';
import type { TradeGood } from './types';
import type { LordsAction, LordsView } from './state';

const cardName = (id: string): string => actionCard(id)?.inSeason.title ?? id;
/**
 * A card by the title of the side the board shows now (LoB 3.5: in the off-season, its
 * off-season event): a card played for its event, discarded, kept, redrawn or cancelled with
 * is named as the person sees it in his hand.
 */
const eventName = (id: string, view: LordsView | undefined): string =>
  (view?.phase === 'off' ? actionCard(id)?.offSeason.title : undefined) ?? cardName(id);
const money = moneyArg;

export function describe(
  a: LordsAction,
  _seat: SeatId,
  view?: LordsView,
): { msg: string; args?: MsgArgs } {
  switch (a.t) {
    case 'team':
      return {
        msg: 'lords.act.team',
        args: { team: teamCard(a.team)?.name ?? a.team, fs: a.fs, fm: a.fm },
      };
    case 'redraw':
      return a.card === null
        ? { msg: 'lords.act.redrawNone' }
        : { msg: 'lords.act.redraw', args: { card: eventName(a.card, view) } };
    case 'promo':
      return { msg: 'lords.act.promo', args: { card: eventName(a.card, view) } };
    case 'bid':
      return a.amount === 0
        ? { msg: 'lords.act.noBid' }
        : { msg: 'lords.act.bid', args: { amount: money(a.amount) } };
    case 'claim':
      return { msg: a.claim ? 'lords.act.claim' : 'lords.act.noClaim' };
    case 'upgrade':
      return 'to' in a.change
        ? { msg: `lords.act.upgrade.${a.change.k}`, args: { to: a.change.to } }
        : a.change.k === 'switch'
          ? { msg: `lords.act.upgrade.switch.${a.change.from}` }
          : { msg: `lords.act.upgrade.${a.change.k}` };
    case 'doneUpgrades':
      return { msg: 'lords.act.doneUpgrades' };
    case 'buyMedia':
      return { msg: 'lords.act.buyMedia', args: { n: a.n } };
    case 'chooseStarter':
      return { msg: 'lords.act.chooseStarter', args: { seat: a.seat } };
    case 'event':
      return { msg: 'lords.act.event', args: { card: eventName(a.card, view), seat: a.target } };
    case 'ops': {
      const args = { card: cardName(a.card), ops: actionCard(a.card)?.ops ?? 0, seat: a.target };
      const legend = a.legend === undefined ? undefined : legendCard(a.legend);
      return legend === undefined
        ? { msg: `lords.act.ops.${a.use}`, args }
        : {
            msg: `lords.act.legendOps.${a.use}`,
            args: { ...args, n: legend.opsBonus.n, legend: legend.name },
          };
    }
    case 'legend': {
      const legend = legendCard(a.card);
      return {
        msg: 'lords.act.legend',
        args: {
          legend: legend?.name ?? a.card,
          action: legend?.action.title ?? '',
          seat: a.target,
        },
      };
    }
    case 'managerTeam':
      return { msg: 'lords.act.managerTeam' };
    case 'cycle':
      return { msg: `lords.act.cycle.${a.hit}` };
    case 'cyclePlace':
      return { msg: `lords.act.cyclePlace.${a.to}`, args: { card: cardName(a.card) } };
    case 'cyclePlay':
      return a.use === 'event'
        ? { msg: 'lords.act.event', args: { card: cardName(a.card), seat: a.target } }
        : {
            msg: `lords.act.ops.${a.use}`,
            args: { card: cardName(a.card), ops: actionCard(a.card)?.ops ?? 0, seat: a.target },
          };
    case 'promote':
      return { msg: `lords.act.promote.${a.kind}`, args: { drm: a.drm } };
    case 'stopPromotion':
      return { msg: 'lords.act.stopPromotion' };
    case 'tradeChart':
      return {
        msg: 'lords.act.tradeChart',
        args: tradeRowArgs(a.row, a.reverse),
      };
    case 'allStar':
      return { msg: 'lords.act.allStar', args: { ss: a.ss, as: a.as, reg: a.reg } };
    case 'pass':
      return { msg: 'lords.act.pass' };
    case 'roll':
      return { msg: a.stand === true ? 'lords.act.rollStand' : 'lords.act.roll' };
    case 'rollAsk':
      return a.kind === 'rivals'
        ? { msg: a.ask ? 'lords.act.askRivals' : 'lords.act.askOwnOnly' }
        : {
            msg: a.ask ? 'lords.act.askAgain' : 'lords.act.askNever',
            args: { kind: ref(`lords.rollKind.${a.kind}`) },
          };
    case 'media':
      return a.by > 0
        ? { msg: 'lords.act.mediaUp', args: { n: a.by } }
        : { msg: 'lords.act.mediaDown', args: { n: -a.by } };
    case 'rollCard':
      return { msg: 'lords.act.rollCard', args: { card: eventName(a.card, view) } };
    case 'challenge':
      return { msg: a.dir > 0 ? 'lords.act.challengeUp' : 'lords.act.challengeDown' };
    case 'respond':
      return { msg: 'lords.act.respond' };
    case 'cancel':
      return { msg: 'lords.act.cancel', args: { card: eventName(a.card, view) } };
    case 'cut':
      return { msg: `lords.act.cut.${a.type}` };
    case 'bait':
      return a.to === null
        ? { msg: 'lords.act.bait.deck' }
        : { msg: 'lords.act.bait.to', args: { seat: a.to } };
    case 'keep':
      return a.card === null
        ? { msg: 'lords.act.keepNone' }
        : { msg: 'lords.act.keep', args: { card: eventName(a.card, view) } };
    case 'convertMedia':
      // Two cubes a pair (A27): counted in cubes, so the words never read "1 pairs".
      return a.pairs === 0
        ? { msg: 'lords.act.convertNone' }
        : { msg: 'lords.act.convertMedia', args: { cubes: a.pairs * 2, vp: a.pairs * 3 } };
    case 'loan':
      return { msg: 'lords.act.loan', args: { amount: money(a.size) } };
    case 'repay':
      return { msg: `lords.act.repay.${a.slot}`, args: { amount: money(a.amount) } };
    case 'offer':
      return a.to === null
        ? { msg: 'lords.act.offerTable' }
        : { msg: 'lords.act.offer', args: { seat: a.to } };
    case 'counter':
      return { msg: 'lords.act.counter', args: { offer: a.offer } };
    case 'accept':
      return { msg: 'lords.act.accept', args: { offer: a.offer } };
    case 'reject':
      return { msg: 'lords.act.reject', args: { offer: a.offer } };
    case 'withdraw':
      return { msg: 'lords.act.withdraw', args: { offer: a.offer } };
  }
}

/** A bundle of the Trade Chart as a list of messages: "1 Regular", "$1000, 2 Prospects". */
function goods(list: readonly TradeGood[]): MsgRef[] {
  return list.map((g) => {
    if (g.k === 'money') return money(g.amount);
    if (g.k === 'media') return ref('lords.good.media', { n: g.n });
    return ref(`lords.good.${g.type}`, { n: g.n });
  });
}

/** What a Trade Chart row gives and gets, the way it is used (LoB 5.3.11). */
function tradeRowArgs(id: string, reverse: boolean): MsgArgs {
  const row = TRADE_CHART.find((r) => r.id === id);
  if (!row) return { give: id, get: '?' };
  return reverse
    ? { give: goods(row.get), get: goods(row.give) }
    : { give: goods(row.give), get: goods(row.get) };
}

const legendCard = (id: string) => LEGEND_CARDS.find((c) => c.id === id);
