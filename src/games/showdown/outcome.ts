/**
 * The result. One game: most runs wins; the breakdown is the runs of each inning that scored
 * (an inning without a run adds nothing). A series: games won, with each game's score as a
 * note ("Game 2: won 10-6").
 */
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
    unit: 'runs',
    breakdown: s.sides.map((d) =>
      d.line.flatMap((value, i) =>
        value ? [{ msg: 'showdown.bd.inning', args: { n: i + 1 }, value }] : [],
      ),
    ),
    // The game ends in the middle of a half only on a walk-off.
    msg: s.half === 1 && s.outs < 3 ? 'showdown.end.walkoff' : 'showdown.end.final',
  };
}

/** A series: games won; each game is a note with its score, won or lost. */
function seriesOutcome(series: Series): Outcome {
  const scores = seriesWins(series);
  const [a = 0, b = 0] = scores;
  return {
    rank: a > b ? [1, 2] : [2, 1],
    scores,
    unit: 'games',
    notes: [0, 1].map((seat) =>
      series.games.map((game, i) => {
        const mine = game.runs[seat] ?? 0;
        const theirs = game.runs[1 - seat] ?? 0;
        return {
          msg: mine > theirs ? 'showdown.bd.gameWon' : 'showdown.bd.gameLost',
          args: { n: i + 1, runs: mine, opp: theirs },
        };
      }),
    ),
    msg: 'showdown.end.series',
  };
}
