/**
 * The Stat Track Board: five coloured rows, each fed by one hitting and one pitching stat,
 * so hitters and pitchers can climb every row. The colour of a Win card's banner is the row
 * of its stat. Pegs start at 0 and stop at the last space.
 */
import { STATS, TRACKS, type Stat, type Track } from '../types';

/** Which row each stat's banners move (red power, blue precision, green legs, ...). */
export const TRACK_OF: Readonly<Record<Stat, Track>> = {
  HR: 'red',
  K: 'red',
  AVG: 'blue',
  ERA: 'blue',
  SB: 'green',
  IP: 'green',
  R: 'yellow',
  W: 'yellow',
  RBI: 'purple',
  SV: 'purple',
};

/** Index of each stat's track in TRACKS, by stat index in STATS. */
export const TRACK_INDEX: readonly number[] = STATS.map((s) => TRACKS.indexOf(TRACK_OF[s]));

/** The last space of a Stat Track row. */
export const TRACK_MAX = 30;

/**
 * End of the Regular Season: bonus Wins by place on a track (rows: 1st..5th) and manager
 * count (columns: 2, 3, 4, 5 managers). null marks a place that cannot exist ("-").
 */
export const BONUS_CHART: readonly (readonly (number | null)[])[] = [
  [2, 2, 3, 4],
  [0, 1, 2, 3],
  [null, 0, 1, 2],
  [null, null, 0, 1],
  [null, null, null, 0],
];

/** Bonus Wins for a place (1-based) with `managers` managers at the table. */
export function bonusFor(place: number, managers: number): number {
  return BONUS_CHART[place - 1]?.[managers - 2] ?? 0;
}
