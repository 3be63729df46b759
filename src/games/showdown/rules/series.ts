/**
 * Series play. A series is best of 3, 5 or 7 games between the same two teams. Each game
 * is set up as §FULL GAME SETUP says: the home team (rolled or chosen for the first game,
 * then alternating), the rotation (rolled or chosen for the first game, then each team's
 * next starter, the fourth followed by the first), AL or NL rules by the home team, the
 * written lineups. Between games each manager in turn may swap strategy cards between his
 * deck and his sideboard (§STRATEGY DECKS: not before the first game), then says he is
 * ready. In the expert game a reliever who pitched in both of the last two games starts
 * the next at 0 IP (§EXPERT INNINGS PITCHED).
 */
import { zone } from '../../../engine/hidden';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { pitcher } from '../content';
import { isEmergencyArm } from '../content/emergency';
import type { Cards, Series, SeriesGame, ShowdownAction, ShowdownState, Side } from '../state';
import type { PlayerId } from '../types';
import type { Mutable } from '../../../engine/copy';
import { copyState } from './copy';
import { beginGame } from './setup';

const DECKS = '§STRATEGY DECKS';
const PASS: ShowdownAction = { t: 'pass' };

/** Games a team must win to take a best-of-`of` series. */
export const winsNeeded = (of: number) => Math.floor(of / 2) + 1;

const winnerOf = (game: SeriesGame): SeatId => ((game.runs[0] ?? 0) > (game.runs[1] ?? 0) ? 0 : 1);

/** Games won by each seat. */
export function seriesWins(series: Series): number[] {
  const w = [0, 0];
  for (const game of series.games) w[winnerOf(game)] = (w[winnerOf(game)] ?? 0) + 1;
  return w;
}

/** The relievers and closers who pitched in the game just played (not emergency arms). */
function reliefArms(side: Side): PlayerId[] {
  return side.pitchers
    .map((l) => l.id)
    .filter((p) => !isEmergencyArm(p) && pitcher(p)?.role !== 'starter');
}

/** Every strategy card back in its deck, which its owner sees to sideboard from. */
function gather(c: Cards, seat: SeatId): Cards {
  const all = [c.deck, c.hand, c.table, c.kept, c.discard].flatMap((z) => z.cards).sort();
  const pool = c.deck.pool;
  return {
    deck: zone([seat], all, pool),
    hand: zone([seat], [], pool),
    table: zone('all', [], pool),
    kept: zone('all', [], pool),
    discard: zone('all', [], pool),
    ...(c.side ? { side: c.side } : {}),
  };
}

/**
 * A game of the series just ended (`g.phase` is 'over'): it is recorded; the series is
 * over when a team has won enough games, otherwise the managers get ready for the next.
 */
export function endSeriesGame(g: Mutable<ShowdownState>, ctx: RulesCtx): void {
  const series = g.series as Series;
  const game: SeriesGame = { home: g.home, runs: g.sides.map((d) => d.runs), innings: g.inning };
  const next: Series = {
    ...series,
    games: [...series.games, game],
    arms: series.arms.map((list, seat) => [...list, reliefArms(g.sides[seat] as Side)]),
  };
  g.series = next;
  const w = seriesWins(next);
  const [a = 0, b = 0] = w;
  const leader: SeatId = a > b ? 0 : 1;
  ctx.log('showdown.log.seriesGame', {
    n: series.game,
    seatWin: winnerOf(game),
    seat0: 0,
    a,
    seat1: 1,
    b,
  });
  if (Math.max(a, b) >= winsNeeded(series.of)) {
    ctx.log('showdown.log.seriesWon', { seat: leader, w: Math.max(a, b), l: Math.min(a, b) });
    return;
  }
  if (g.cards) g.cards = g.cards.map(gather);
  g.mods = [];
  g.ab = null;
  g.phase = 'between';
  g.turn = 0;
  g.passes = 0;
}

/** Between games: ready (pass), or one swap of a deck card for a sideboard card. */
export function betweenActions(s: ShowdownState, seat: SeatId): ShowdownAction[] {
  const out = [PASS];
  const c = s.cards?.[seat];
  if (!c?.side) return out;
  const deck = [...new Set(c.deck.cards)];
  const side = [...new Set(c.side.cards)];
  for (const d of deck) for (const x of side) if (d !== x) out.push({ t: 'swap', out: d, in: x });
  return out;
}

const without = (cards: readonly string[], c: string) => {
  const out = cards.slice();
  out.splice(out.indexOf(c), 1);
  return out;
};

/** A swap: the sideboard still holds 15 cards, and no name is added (§STRATEGY DECKS). */
export function swapCard(
  s: ShowdownState,
  seat: SeatId,
  out: string,
  inn: string,
  ctx: RulesCtx,
): ShowdownState {
  const c = s.cards?.[seat];
  must(s.phase === 'between' && c?.side, 'not-between-games', DECKS);
  must(c.deck.cards.includes(out), 'not-in-deck', DECKS);
  must(c.side.cards.includes(inn), 'not-in-sideboard', DECKS);
  must(out !== inn, 'same-card', DECKS);
  const g = copyState(s);
  const all = (s.cards as readonly Cards[]).slice();
  all[seat] = {
    ...c,
    deck: { ...c.deck, cards: [...without(c.deck.cards, out), inn].sort() },
    side: { ...c.side, cards: [...without(c.side.cards, inn), out].sort() },
  };
  g.cards = all;
  ctx.log('showdown.log.swap', { seat });
  ctx.log('showdown.log.swapSecret', { out, in: inn }, [seat]);
  return g;
}

/** A manager is ready; once both are, the next game is set up and starts. */
export function ready(s: ShowdownState, seat: SeatId, ctx: RulesCtx): ShowdownState {
  if (s.passes + 1 < 2) {
    const g = copyState(s);
    g.passes = s.passes + 1;
    g.turn = 1 - seat;
    return g;
  }
  const series = s.series as Series;
  const n = series.game + 1;
  const last = series.games[series.games.length - 1] as SeriesGame;
  // Home field alternates; both teams move on to their next starters.
  const home: SeatId = 1 - last.home;
  const slot = (series.slot + n - 1) % 4;
  const teams = series.teams.map((t, seat) => {
    const c = s.cards?.[seat];
    return c ? { ...t, deck: c.deck.cards, sideboard: c.side?.cards ?? [] } : t;
  });
  ctx.log('showdown.log.nextGame', { n, of: series.of, seat: home, starter: slot + 1 });
  return beginGame(ctx, s.level, teams, home, slot, { ...series, game: n }, s.stops, s.rules ?? 1);
}
