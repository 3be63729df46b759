/**
 * MODES DE JEU: the parts of a match (buy-only rounds, the mini-season, the 2-3-2 World
 * Series; solo; Hot Pepper's exhibition, season and playoff), home fields and what follows
 * each mini-game.
 */
import { ref } from '../../../engine/messages';
import type { RulesCtx } from '../../../engine/types';
import type { HlOptions, HlState, Part, Side } from '../state';
import { clearTable, teamName } from './cards';
import { buyOnlyRound, startBuy } from './buy';
import { startMiniGame } from './minigame';

/** The parts of a match for its mode. */
export function planOf(opt: HlOptions): Part[] {
  const buyOnly = (games: number): Part[] =>
    games > 0 ? [{ kind: 'buyOnly', games, need: 0, buy: true }] : [];
  const season: Part = { kind: 'season', games: 3, need: 0, buy: true };
  const ws: Part = { kind: 'ws', games: 7, need: 4, buy: true };
  switch (opt.mode) {
    case 'standard':
      return [season, ws];
    case 'short':
      return [...buyOnly(3), ws];
    case 'long':
      return [...buyOnly(3), season, ws];
    case 'solo':
      return [...buyOnly(opt.buyRounds), ws];
    case 'hotPepper':
      return [
        opt.exhibition
          ? { kind: 'exhibition', games: 3, need: 0, buy: true }
          : (buyOnly(3)[0] as Part),
        { kind: 'hpSeason', games: 6, need: 0, buy: true },
        { kind: 'playoff', games: 3, need: 2, buy: false },
      ];
  }
}

const part = (s: HlState): Part => s.match.plan[s.match.at] as Part;
const humans = (s: HlState): number[] => s.sides.flatMap((sd, i) => (sd.seat === null ? [] : [i]));

/** Whether the current part is over. */
function partDone(s: HlState): boolean {
  const p = part(s);
  if (s.match.played >= p.games) return true;
  return p.need > 0 && s.match.wins.some((w) => w >= p.need);
}

/** World Series homes, 2-3-2: the leader at home in games 1, 2, 6 and 7. */
export const wsHome = (leader: number, other: number, game: number): number =>
  game === 2 || game === 3 || game === 4 ? other : leader;

/** Orders Hot Pepper players by points: most → P1, fewest → P2, the other → P3 (ties at random). */
export function hotPepperOrder(points: readonly number[], ctx: RulesCtx): number[] {
  const byPoints = ctx.rng.shuffle([0, 1, 2]).sort((a, b) => (points[b] ?? 0) - (points[a] ?? 0));
  const [top = 0, mid = 1, low = 2] = byPoints;
  return [top, low, mid];
}

/** Format des Jeux Préliminaires: against each other player, 2 for a win, 1 for a tie. */
export function hotPepperPoints(runs: readonly number[]): number[] {
  return runs.map((r, a) =>
    runs.reduce((sum, o, b) => (a === b ? sum : sum + (r > o ? 2 : r === o ? 1 : 0)), 0),
  );
}

/** Starts the match's first part. */
export function startMatch(s: HlState, ctx: RulesCtx): void {
  s.match.firstHome = ctx.rng.int(2);
  if (s.opt.mode === 'hotPepper') s.match.order = ctx.rng.shuffle([0, 1, 2]);
  startPart(s, ctx);
}

function startPart(s: HlState, ctx: RulesCtx): void {
  const m = s.match;
  m.played = 0;
  m.wins = s.sides.map(() => 0);
  m.points = s.sides.map(() => 0);
  ctx.log('hl.part', { part: ref(`hl.w.part.${part(s).kind}`) });
  startUnit(s, ctx);
}

/** The next game (or buy-only round) of the current part. */
function startUnit(s: HlState, ctx: RulesCtx): void {
  const m = s.match;
  const p = part(s);
  if (p.kind === 'buyOnly') return buyOnlyRound(s, ctx);
  if (p.kind === 'exhibition' || p.kind === 'hpSeason') return startMiniGame(s, m.order, -1, ctx);
  if (p.kind === 'playoff') return startMiniGame(s, m.pair, m.pair[0] ?? 0, ctx);
  let home: number;
  if (s.opt.mode === 'solo') home = 1;
  else if (p.kind === 'season') home = m.played % 2 === 0 ? m.firstHome : 1 - m.firstHome;
  else home = wsHome(m.leader, 1 - m.leader, m.played);
  startMiniGame(s, [0, 1], home, ctx);
}

/** After a mini-game: wins or points, then a buy round unless none follows, then what is next. */
export function afterGame(s: HlState, ctx: RulesCtx): void {
  const m = s.match;
  const g = s.game;
  const p = part(s);
  m.played++;
  if (g.winner >= 0) m.wins[g.winner] = (m.wins[g.winner] ?? 0) + 1;
  if (p.kind === 'season' && g.winner >= 0)
    m.seasonWins[g.winner] = (m.seasonWins[g.winner] ?? 0) + 1;
  if (g.players.length === 3) {
    const pts = hotPepperPoints(s.sides.map((sd) => sd.runs));
    pts.forEach((v, a) => {
      m.points[a] = (m.points[a] ?? 0) + v;
      if (p.kind === 'hpSeason') m.seasonPoints[a] = (m.seasonPoints[a] ?? 0) + v;
    });
    m.order = hotPepperOrder(m.points, ctx);
  }
  const last = m.at === m.plan.length - 1 && partDone(s);
  const buyers = p.buy && !last ? g.players.filter((i) => s.sides[i]?.seat !== null) : [];
  for (const [i, sd] of s.sides.entries()) if (!buyers.includes(i)) clearTable(sd as Side);
  if (buyers.length) {
    const loser = g.players.length === 2 ? (g.players.find((i) => i !== g.winner) ?? -1) : -1;
    return startBuy(s, buyers, loser, ctx);
  }
  next(s, ctx);
}

/** After a buy round. */
export function afterBuy(s: HlState, ctx: RulesCtx): void {
  s.buy = null;
  if (part(s).kind === 'buyOnly') s.match.played++;
  next(s, ctx);
}

/** The next game, or the next part, or the end of the match. */
function next(s: HlState, ctx: RulesCtx): void {
  const m = s.match;
  if (!partDone(s)) return startUnit(s, ctx);
  const done = part(s);
  if (m.at === m.plan.length - 1) return finishMatch(s, ctx);
  m.at++;
  const now = part(s);
  if (now.kind === 'ws') {
    const [a = 0, b = 0] = m.seasonWins;
    m.leader =
      s.opt.mode === 'solo' ? 1 : done.kind === 'season' ? (a > b ? 0 : 1) : ctx.rng.int(2);
    ctx.log('hl.leader', { team: teamName(s, m.leader) });
  }
  if (now.kind === 'hpSeason' && done.kind === 'buyOnly') m.order = ctx.rng.shuffle([0, 1, 2]);
  if (now.kind === 'playoff') {
    const ranked = ctx.rng
      .shuffle([0, 1, 2])
      .sort((x, y) => (m.seasonPoints[y] ?? 0) - (m.seasonPoints[x] ?? 0));
    m.pair = ranked.slice(0, 2);
  }
  startPart(s, ctx);
}

function finishMatch(s: HlState, ctx: RulesCtx): void {
  const m = s.match;
  const best = Math.max(...m.wins);
  m.champion = m.wins.indexOf(best);
  s.phase = 'over';
  for (const sd of s.sides) clearTable(sd);
  ctx.log('hl.champion', { team: teamName(s, m.champion) });
}

export { humans };
