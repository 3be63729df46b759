/** How good a state is for a seat, in [0, 1]: the match, then the mini-game on the board. */
import type { SeatId } from '../../../engine/types';
import type { HlState, Side } from '../state';

const BASE_VALUE = [0.35, 0.55, 0.75];

/** Expected runs on the board: runs, runners by base, threatened hits not yet carried out. */
export function boardValue(sd: Side): number {
  let v = sd.runs;
  sd.bases.forEach((b, i) => (v += b ? (BASE_VALUE[i] ?? 0) + (b === 'fast' ? 0.1 : 0) : 0));
  for (const r of sd.threat?.results ?? [])
    v += 0.6 * (r === 'HR' ? 1.6 : r === '3B' ? 1.1 : r === '2B' ? 0.8 : 0.5);
  return v;
}

export function evaluate(s: HlState, seat: SeatId): number {
  const me = s.sides.findIndex((sd) => sd.seat === seat);
  if (me < 0) return 0.5;
  if (s.phase === 'over') return s.match.champion === me ? 1 : 0;
  const m = s.match;
  const others = s.sides.map((_, i) => i).filter((i) => i !== me);
  const seriesEdge =
    (m.wins[me] ?? 0) -
    Math.max(...others.map((i) => m.wins[i] ?? 0)) +
    ((m.points[me] ?? 0) - Math.max(...others.map((i) => m.points[i] ?? 0))) / 4;
  let gameEdge = 0;
  if (s.phase === 'play' && s.game.players.includes(me)) {
    const mine = boardValue(s.sides[me] as Side);
    const best = Math.max(
      ...s.game.players.filter((i) => i !== me).map((i) => boardValue(s.sides[i] as Side)),
    );
    gameEdge = mine - best;
  }
  const x = seriesEdge * 0.8 + gameEdge * 0.3;
  return 1 / (1 + Math.exp(-x));
}
