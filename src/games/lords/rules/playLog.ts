/**
 * The play-by-play of card plays and other moves (issue 27): who played what on whom, for
 * what (LoB 5.3.1-5.3.11, 4.1.4, 2.5, 5.3.10, 7.3), and what changed on each club's mat as it
 * landed. The changes are read off the table before and after (a card's effect, an OPS play,
 * a loan), so every kind of card is told the same way. Under hidden money (2.3.2) an owner's
 * cash never shows in a public line: his gain or cost goes to a line only he reads.
 */
import { ref } from '../../../engine/messages';
import type { MsgArgs, MsgRef, RulesCtx, SeatId } from '../../../engine/types';
import { actionCard } from '../content/deck';
import { TRADE_CHART } from '../content/trade';
import { moneyArg } from '../money';
import type { LordsAction, LordsState, Owner } from '../state';
import type { TradeGood } from '../types';

const title = (id: string, off: boolean): string => {
  const c = actionCard(id);
  return (off ? c?.offSeason.title : c?.inSeason.title) ?? id;
};

/** A count with its noun, signed: "+3 losses", "-1 Superstar" (`lords.good.*`). */
const signed = (good: string, n: number): MsgRef =>
  ref(n > 0 ? 'lords.fx.up' : 'lords.fx.down', {
    what: ref(`lords.good.${good}`, { n: Math.abs(n) }),
  });

const COUNTS = [
  ['w', 'win'],
  ['l', 'loss'],
  ['media', 'media'],
  ['vp', 'vp'],
] as const;

/** What changed on one club's mat that the table sees (money aside, see `moneyChange`). */
export function matChanges(a: Owner, b: Owner, withHand: boolean): MsgRef[] {
  const out: MsgRef[] = [];
  for (const [k, good] of COUNTS) if (b[k] !== a[k]) out.push(signed(good, b[k] - a[k]));
  for (const part of ['fo', 'fs', 'fm'] as const)
    if (b[part] !== a[part])
      out.push(
        ref('lords.fx.stars', { part: ref(`lords.part.${part}`), from: a[part], to: b[part] }),
      );
  for (const t of ['ss', 'as', 'reg', 'jm'] as const)
    if (b.ml[t] !== a.ml[t]) out.push(signed(t, b.ml[t] - a.ml[t]));
  for (const t of ['phenom', 'prospect', 'utility'] as const)
    if (b.farm[t] !== a.farm[t]) out.push(signed(t, b.farm[t] - a.farm[t]));
  const hurt = b.injured.length - a.injured.length;
  if (hurt > 0) out.push(ref('lords.fx.hurt', { n: hurt }));
  if (hurt < 0) out.push(ref('lords.fx.healed', { n: -hurt }));
  for (const roll of ['payout', 'retire', 'cs'] as const) {
    const d = b.drm[roll] - a.drm[roll];
    if (d !== 0) out.push(ref(`lords.fx.drm.${roll}`, { by: d > 0 ? `+${d}` : String(d) }));
  }
  if (b.nationalMedia && !a.nationalMedia) out.push(ref('lords.fx.national'));
  const cards = b.hand.cards.length - a.hand.cards.length;
  if (withHand && cards !== 0) out.push(signed('card', cards));
  return out;
}

/** Whether an owner's money is hidden from the table now (option hiddenMoney, 2.3.2). */
const moneyHidden = (o: Owner): boolean => o.money.$hidden !== 'all';

/**
 * One line per club whose mat changed between `before` and `after`: public changes for all,
 * money in the same line when the table sees it, else in a line for its owner alone.
 */
export function logChanges(
  before: LordsState,
  after: LordsState,
  ctx: RulesCtx,
  withHand = false,
): void {
  after.owners.forEach((b, seat) => {
    const a = before.owners[seat];
    if (a === undefined || a === b) return;
    const changes = matChanges(a, b, withHand);
    const dm = b.money.value - a.money.value;
    const money =
      dm === 0
        ? null
        : ref(dm > 0 ? 'lords.fx.up' : 'lords.fx.down', { what: moneyArg(Math.abs(dm)) });
    const secret = moneyHidden(a);
    if (money !== null && !secret) changes.push(money);
    if (changes.length > 0) ctx.log('lords.fx', { seat, changes });
    if (money !== null && secret) ctx.log('lords.fx', { seat, changes: [money] }, [seat]);
  });
}

/** A Trade Chart bundle as words. */
function goods(list: readonly TradeGood[]): MsgRef[] {
  return list.map((g) => {
    if (g.k === 'money') return moneyArg(g.amount);
    if (g.k === 'media') return ref('lords.good.media', { n: g.n });
    return ref(`lords.good.${g.type}`, { n: g.n });
  });
}

/** The sentence of a play, before its effect lands (nothing for moves that tell themselves). */
export function logPlay(before: LordsState, seat: SeatId, a: LordsAction, ctx: RulesCtx): void {
  const off = before.phase === 'off';
  const w = before.window;
  switch (a.t) {
    case 'event':
    case 'cyclePlay':
      if (a.t === 'cyclePlay' && a.use !== 'event') {
        logOps(seat, a.card, a.use, a.target, ctx);
        return;
      }
      ctx.log(a.target === seat ? 'lords.play.eventSelf' : 'lords.play.event', {
        seat,
        card: title(a.card, off && a.t === 'event'),
        seatTo: a.target,
      });
      return;
    case 'ops':
      logOps(seat, a.card, a.use, a.target, ctx);
      return;
    case 'managerTeam':
      ctx.log('lords.play.managerTeam', { seat });
      return;
    case 'tradeChart': {
      const row = TRADE_CHART.find((r) => r.id === a.row);
      if (!row) return;
      const [give, get] = a.reverse ? [row.get, row.give] : [row.give, row.get];
      ctx.log('lords.play.tradeChart', { seat, give: goods(give), get: goods(get) });
      return;
    }
    case 'cancel':
      if (w?.k === 'event')
        ctx.log('lords.play.cancel', {
          seat,
          card: title(w.card, off),
          cancel: title(a.card, off),
        });
      return;
    case 'pass':
      if (before.step === 'season') ctx.log('lords.play.pass', { seat });
      return;
    case 'loan':
      ctx.log('lords.play.loan', { seat, amount: moneyArg(a.size) });
      return;
    case 'repay':
      ctx.log('lords.play.repay', { seat, amount: moneyArg(a.amount) });
      return;
    default:
      return;
  }
}

function logOps(seat: SeatId, card: string, use: string, target: SeatId, ctx: RulesCtx): void {
  ctx.log(`lords.play.ops.${use}`, {
    seat,
    card: title(card, false),
    ops: actionCard(card)?.ops ?? 0,
    seatTo: target,
  });
}

/** A change to an open roll (LoB 7.3): media spent, or a re-roll or DRM card played on it. */
export function logRollChange(
  before: LordsState,
  after: LordsState,
  seat: SeatId,
  a: LordsAction,
  ctx: RulesCtx,
): void {
  const w = before.window;
  const v = after.window;
  if (w?.k !== 'roll' || v?.k !== 'roll' || v.id !== w.id) return;
  if (a.t === 'media')
    ctx.log('lords.play.media', { seat, n: Math.abs(a.by), seatTo: w.roller, value: v.value });
  if (a.t === 'rollCard')
    ctx.log('lords.play.rollCard', {
      seat,
      card: title(a.card, false),
      seatTo: w.roller,
      value: v.value,
    });
}

/** Moves whose effect on the mats lands at once and is told by `logChanges`. */
export const TOLD_BY_CHANGES: ReadonlySet<LordsAction['t']> = new Set<LordsAction['t']>([
  'ops',
  'managerTeam',
  'tradeChart',
  'upgrade',
  'convertMedia',
  'cycle',
  'cyclePlay',
  'allStar',
]);

/**
 * A line naming an owner's money (LoB 2.3.2): to the table when his money is seen by all,
 * else to him alone, with `bare` (the line without the amount, or nothing) to the table.
 */
export function sayMoney(
  ctx: RulesCtx,
  o: Owner,
  seat: SeatId,
  full: { msg: string; args: MsgArgs },
  bare: { msg: string; args: MsgArgs } | null,
): void {
  if (!moneyHidden(o)) {
    ctx.log(full.msg, full.args);
    return;
  }
  if (bare) ctx.log(bare.msg, bare.args);
  ctx.log(full.msg, full.args, [seat]);
}
