/**
 * The result. Two players and solo: the final series' winner first; the score is series wins.
 * Hot Pepper: the playoff winner first, the loser second, the third by season points.
 */
import type { Outcome } from '../../engine/types';
import type { HlState } from './state';

export function outcome(s: HlState): Outcome | null {
  if (s.phase !== 'over') return null;
  const m = s.match;
  if (s.opt.mode === 'hotPepper') {
    const [a = 0, b = 1] = m.pair;
    const runnerUp = m.champion === a ? b : a;
    const rank = [0, 1, 2].map((i) => (i === m.champion ? 1 : i === runnerUp ? 2 : 3));
    const scores = m.seasonPoints.slice(0, 3);
    return {
      rank,
      scores,
      breakdown: scores.map((v) => [{ msg: 'hl.score.points', value: v }]),
      msg: 'hl.outcome.hotPepper',
    };
  }
  const seats = s.seats;
  const scores = m.wins.slice(0, seats);
  const rank = Array.from({ length: seats }, (_, i) => (i === m.champion ? 1 : 2));
  return {
    rank,
    scores,
    breakdown: scores.map((v) => [{ msg: 'hl.score.ws', value: v }]),
    msg: 'hl.outcome',
  };
}
