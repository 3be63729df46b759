/**
 * The live facts a seat's view carries (`ShowdownLive`), worked out from public parts of
 * the state only: the series record, fatigue and the throw's chances.
 */
import type { ShowdownLive, ShowdownView } from '../state';
import { throwOutChance } from './expert';
import { fatigue } from './lineup';
import { seriesWins } from './series';

export function liveOf(v: ShowdownView): ShowdownLive {
  return {
    wins: v.series ? seriesWins(v.series) : null,
    fatigue: v.sides.map((side) => {
      const line = side.pitchers[side.pitchers.length - 1];
      return line ? fatigue(line, v.inning) : 0;
    }),
    throwOut: v.bases.map((_, b) => throwOutChance(v, b)),
  };
}
