/** The result: most runs wins; the breakdown is the line score (runs per inning batted). */
import type { Outcome } from '../../engine/types';
import { seriesWins } from './rules/series';
import type { Series, ShowdownState } from './state';

export function outcome(s: ShowdownState): Outcome | null {
  if (s.phase !== 'over') return null;
  if (s.series) return seriesOutcome(s.series);
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

/** A series: games won; the breakdown lists each game (1 for a win) with its score. */
function seriesOutcome(series: Series): Outcome {
  const scores = seriesWins(series);
  const [a = 0, b = 0] = scores;
  return {
    rank: a > b ? [1, 2] : [2, 1],
    scores,
    breakdown: [0, 1].map((seat) =>
      series.games.map((game, i) => {
        const mine = game.runs[seat] ?? 0;
        const theirs = game.runs[1 - seat] ?? 0;
        return {
          msg: 'showdown.bd.game',
          args: { n: i + 1, runs: mine, opp: theirs },
          value: mine > theirs ? 1 : 0,
        };
      }),
    ),
    msg: 'showdown.end.series',
  };
}
