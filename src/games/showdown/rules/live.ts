/**
 * The live facts a seat's view carries (`ShowdownLive`), worked out from public parts of
 * the state only: the series record, fatigue, the throw's chances and the box scores.
 */
import type { BoxScore, BoxView, ShowdownLive, ShowdownView } from '../state';
import { addBox, ipText } from './box';
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
    box: {
      game: boxView(v.box),
      // The game under way counts in the series; between games it is in the total already.
      series: v.seriesBox
        ? boxView(
            v.phase === 'between' || v.phase === 'over' ? v.seriesBox : addBox(v.seriesBox, v.box),
          )
        : null,
    },
  };
}

function boxView(b: BoxScore): BoxView {
  return {
    bat: b.bat,
    arm: b.arm.map((lines) => lines.map((l) => ({ ...l, ip: ipText(l.outs) }))),
  };
}
