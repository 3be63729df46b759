/**
 * ACHETER DES JOUEURS / ENVOYER DES JOUEURS EN MINORS LEAGUES: revenue from In Play, the
 * lowest revenue buys first, the Buy Row refilled at once, each purchase on top of the Lineup
 * and one In Play card to the Minor Leagues for it, so the roster stays at 15.
 */
import type { RulesCtx } from '../../../engine/types';
import { drawTop, putTop } from '../../../engine/zones';
import { card } from '../content';
import type { HlState, Side } from '../state';
import { clearTable, drawOne, take, teamName, toInPlay } from './cards';

/** A side's revenue: the green circles of its In Play cards. */
export const revenueOf = (sd: Side): number =>
  sd.inPlay.cards.reduce((a, c) => a + card(c).revenue, 0);

/**
 * Opens a buy round for `buyers`: lowest revenue first; equal revenue: `first` (the mini-game's
 * loser) before the other, else at random (Hot Pepper, buy-only rounds).
 */
export function startBuy(s: HlState, buyers: number[], first: number, ctx: RulesCtx): void {
  const revenue = s.sides.map(revenueOf);
  const rank = new Map(ctx.rng.shuffle(buyers).map((b, k) => [b, k]));
  const order = [...buyers].sort(
    (a, b) =>
      (revenue[a] ?? 0) - (revenue[b] ?? 0) ||
      (a === first ? -1 : b === first ? 1 : 0) ||
      (rank.get(a) ?? 0) - (rank.get(b) ?? 0),
  );
  s.buy = { order, at: 0, revenue, spent: 0 };
  s.phase = 'buy';
  ctx.log('hl.buyRound', {
    order: order.map((b) => `${teamName(s, b)} (${revenue[b] ?? 0})`).join(', '),
  });
  skipIfStuck(s, ctx);
}

/** A buy-only round: each seat draws 6 to In Play, then buys with their revenue. */
export function buyOnlyRound(s: HlState, ctx: RulesCtx): void {
  const buyers = s.sides.flatMap((sd, i) => (sd.seat === null ? [] : [i]));
  for (const i of buyers) {
    const sd = s.sides[i] as Side;
    for (let k = 0; k < 6; k++) {
      const id = drawOne(sd, ctx, teamName(s, i));
      if (id !== null) toInPlay(sd, id);
    }
  }
  startBuy(s, buyers, -1, ctx);
}

/** The buyer now, or null once everyone has bought. */
export const buyerOf = (s: HlState): number | null =>
  s.buy && s.buy.at < s.buy.order.length ? (s.buy.order[s.buy.at] ?? null) : null;

/** Money the current buyer has left. */
export const moneyLeft = (s: HlState): number => {
  const b = buyerOf(s);
  return b === null || !s.buy ? 0 : (s.buy.revenue[b] ?? 0) - s.buy.spent;
};

/** Whether the current buyer can buy anything at all. */
export function canBuy(s: HlState): boolean {
  const b = buyerOf(s);
  if (b === null) return false;
  const money = moneyLeft(s);
  return (
    (s.sides[b] as Side).inPlay.cards.length > 0 && s.row.cards.some((c) => card(c).cost <= money)
  );
}

/** Buys row card `id`, sending In Play card `send` to the Minor Leagues. */
export function buyCard(s: HlState, id: string, send: string, ctx: RulesCtx): void {
  const b = buyerOf(s) as number;
  const sd = s.sides[b] as Side;
  const at = s.row.cards.indexOf(id);
  const [refill, fa] = drawTop(s.fa);
  s.fa = fa;
  const cards = s.row.cards.slice();
  if (refill[0] !== undefined) cards[at] = refill[0];
  else cards.splice(at, 1);
  s.row = { ...s.row, cards };
  sd.lineup = putTop(sd.lineup, [id], 'all');
  sd.inPlay = take(sd.inPlay, send)[0];
  sd.minors = putTop(sd.minors, [send]);
  sd.roster = [...sd.roster.filter((c) => c !== send), id];
  if (s.buy) s.buy.spent += card(id).cost;
  ctx.log('hl.bought', {
    team: teamName(s, b),
    card: card(id).name,
    cost: card(id).cost,
    sent: card(send).name,
  });
  skipIfStuck(s, ctx);
}

/** The buyer is done: its In Play cards go to the Dugout and the next buyer's turn comes. */
export function endBuy(s: HlState, ctx: RulesCtx): void {
  const b = buyerOf(s);
  if (b === null || !s.buy) return;
  clearTable(s.sides[b] as Side);
  ctx.log('hl.buyDone', { team: teamName(s, b) });
  s.buy.at++;
  s.buy.spent = 0;
  skipIfStuck(s, ctx);
}

/** A buyer who cannot afford anything is done at once. */
function skipIfStuck(s: HlState, ctx: RulesCtx): void {
  if (buyerOf(s) !== null && !canBuy(s)) endBuy(s, ctx);
}
