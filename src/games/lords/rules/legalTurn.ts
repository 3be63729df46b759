/**
 * Direct legality checks of the in-season turn's other actions and of farm attempts, for the
 * legal-action listing (legal.ts, moves.ts): passing (5.3.12), Manager/Team (5.3.4), the
 * Trade Chart (5.3.11), the Cycle and the placing of its cards (5.3.8), and promotion
 * attempts in and out of season (5.3.9, 7.1.4, 8.3, 8.4). Each answers from the conditions
 * the action's rule checks (turn.ts, cycle.ts, promoteFlow.ts, trade.ts), without applying it;
 * test/games/lords/moves.test.ts compares the listing with the trial of every candidate.
 */
import type { SeatId } from '../../../engine/types';
import { TRADE_CHART } from '../content/trade';
import type { LordsState, Owner } from '../state';
import { FS_SIZE, FS_TYPES, ML_TYPES, type FsType, type MlType, type TradeGood } from '../types';
import { cycleSpec } from './actions';
import { eiRule } from './extraInnings';
import { rollPrice } from './farm';
import { mediaCap } from './media';
import { cash, farmTotal } from './owner';
import { mayChangeOwnRecord } from './season';

/** What one side of a Trade Chart row moves, summed by kind. */
interface Side {
  readonly money: number;
  readonly media: number;
  readonly ml: Readonly<Record<MlType, number>>;
  readonly fs: Readonly<Record<FsType, number>>;
}

function sideOf(goods: readonly TradeGood[]): Side {
  const ml: Record<MlType, number> = { ss: 0, as: 0, reg: 0, jm: 0 };
  const fs: Record<FsType, number> = { phenom: 0, prospect: 0, utility: 0 };
  let money = 0;
  let media = 0;
  for (const g of goods) {
    if (g.k === 'money') money += g.amount;
    else if (g.k === 'media') media += g.n;
    else if (g.k === 'ml') ml[g.type] += g.n;
    else fs[g.type] += g.n;
  }
  return { money, media, ml, fs };
}

/** Each row both ways: what the owner gives and gets (reverse only on a two-way row). */
const CHART = new Map(
  TRADE_CHART.map((r) => [
    r.id,
    {
      both: r.both,
      forward: { give: sideOf(r.give), get: sideOf(r.get) },
      back: { give: sideOf(r.get), get: sideOf(r.give) },
    },
  ]),
);

/**
 * Whether `tradeWithChart` (trade.ts) accepts the exchange: the owner has what he gives, the
 * media he gets fit his cap (A12), the majors do not grow (2.4.1), and the farm, filled or
 * trimmed with Utility players, reaches 15 and keeps a Utility (7.1.5).
 */
export function chartTradeOk(o: Owner, rowId: string, reverse: boolean): boolean {
  const row = CHART.get(rowId);
  if (row === undefined || (reverse && !row.both)) return false;
  const { give, get } = reverse ? row.back : row.forward;
  if (cash(o) < give.money || give.media > o.media) return false;
  if (o.media - give.media + get.media > mediaCap(o.fo)) return false;
  let grow = 0;
  for (const t of ML_TYPES) {
    if (give.ml[t] > o.ml[t]) return false;
    grow += get.ml[t] - give.ml[t];
  }
  if (grow > 0) return false;
  const farm: Record<FsType, number> = { ...o.farm };
  for (const t of FS_TYPES) {
    if (give.fs[t] > o.farm[t]) return false;
    farm[t] += get.fs[t] - give.fs[t];
  }
  // normaliseRosters: Utility players fill the farm to 15 or leave it (never below none).
  return farm.utility + FS_SIZE - farmTotal(farm) >= 1;
}

/** Passing (5.3.12): after a card this phase, from the second turn; at once with no card. */
export const passOk = (o: Owner): boolean =>
  o.hand.cards.length === 0 || (o.played > 0 && o.turns > 0);

/** Manager/Team (5.3.4): its action card unused and his own record still open (5.4). */
export const managerTeamOk = (s: LordsState, o: Owner): boolean =>
  s.phase !== 'off' && mayChangeOwnRecord(o, s.phase) && o.actions.cards.includes('managerTeam');

/** The Cycle (5.3.8): its action card unused and the hit paid for in cash. */
export const cycleOk = (s: LordsState, o: Owner, hit: Parameters<typeof cycleSpec>[0]): boolean =>
  o.actions.cards.includes('cycle') &&
  cash(o) >= cycleSpec(hit, eiRule(s, 'cycleDiscount')?.amount).cost;

/**
 * A promotion roll (`promoteRoll`, promoteFlow.ts): a new attempt at the off-season upgrades
 * (his turn in line, nothing open) or as the turn's action (`active`), one of each kind a
 * phase, with a player of the kind (a Prospect made this off-season waits, 7.1.4); or the
 * next roll of his attempt under way while he has rolls left (FS★). The roll is paid in cash.
 */
export function promoteOk(
  s: LordsState,
  seat: SeatId,
  o: Owner,
  active: boolean,
  kind: 'phenom' | 'prospect',
  drm: number,
): boolean {
  if (s.cut !== null || s.bait !== null) return false;
  const p = s.promotion;
  if (p === null) {
    const off = s.step === 'upgrades';
    if (off ? s.waiting[0] !== seat || s.window !== null : !active) return false;
    if (o.tried[kind] || o.farm[kind] <= 0) return false;
    if (off && kind === 'prospect' && o.farm.prospect <= o.upgrades.utilityToProspect) return false;
  } else if (p.seat !== seat || p.kind !== kind || s.window !== null || p.rolls >= o.fs)
    return false;
  if (!(Number.isInteger(drm) && drm >= 0 && drm <= 3)) return false;
  const free = o.fo === 3 && !o.tried.freeRoll;
  return cash(o) >= rollPrice(drm, free, eiRule(s, 'promotionFee')?.amount);
}

/** Keeping the last roll of his attempt (`keepPromotion`): a result, and the player still there. */
export function keepOk(s: LordsState, seat: SeatId, o: Owner): boolean {
  const p = s.promotion;
  return (
    p !== null &&
    p.seat === seat &&
    p.modified !== null &&
    s.window === null &&
    s.cut === null &&
    s.bait === null &&
    o.farm[p.kind] > 0
  );
}

/**
 * Placing a drawn Cycle card (`placeCycleCard`, cycle.ts): discards first, then keeps, within
 * the hit's quotas. The last card is discarded only after a single or when it has no legal
 * play, which the trial answers (`null`).
 */
export function cyclePlaceOk(
  s: LordsState,
  seat: SeatId,
  card: string,
  to: 'discard' | 'keep',
): boolean | null {
  const c = s.cycle;
  if (c === null || c.seat !== seat || s.window !== null || s.effects !== null) return false;
  if (s.cut !== null || s.bait !== null || !c.cards.cards.includes(card)) return false;
  const spec = cycleSpec(c.hit);
  const discard = Math.max(0, spec.discard - c.placed);
  const keep = Math.max(0, spec.keep - Math.max(0, c.placed - spec.discard));
  const left = c.cards.cards.length;
  if (to === 'keep') return left > 1 && discard === 0 && keep > 0;
  if (left > 1) return discard > 0;
  return c.hit === 'single' ? true : null;
}
