/** The result: most runs wins; the breakdown is the line score (runs per inning batted). */
import type { Outcome } from '../../engine/types';
import type { ShowdownState } from './state';

export function outcome(s: ShowdownState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.sides.map((d) => d.runs);
  const [a = 0, b = 0] = scores;
  return {
    rank: a === b ? [1, 1] : a > b ? [1, 2] : [2, 1],
    scores,
    breakdown: s.sides.map((d) =>
      d.line.map((value, i) => ({ msg: 'showdown.bd.inning', args: { n: i + 1 }, value })),
    ),
    // The game ends in the middle of a half only on a walk-off.
    msg: s.half === 1 && s.outs < 3 ? 'showdown.end.walkoff' : 'showdown.end.final',
  };
}
