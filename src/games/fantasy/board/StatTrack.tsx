/**
 * The Stat Track Board: five coloured rows, each with every manager's peg (seat colour AND
 * initial, and the number), the bonus Wins they would take if the season ended now, and
 * the end-of-season chart for this many managers.
 */
import { useContext } from 'preact/hooks';
import '../../../ui/components/SeatChip.css';
import { SeatMarksContext } from '../../../ui/components/seat-marks';
import { BONUS_CHART, TRACK_OF } from '../content';
import { STATS, TRACKS } from '../types';
import type { BoardModel } from './model';
import { TRACK_WORD, TXT } from './text';
import { bonusNow } from './totals';
import './side.css';

/** A peg cluster: the managers level on one row at one value, drawn as one pill. */
export interface Cluster {
  value: number;
  ms: number[];
  /** Share of the lane (0 left … 1 right), its width in rem, and its line in the row. */
  at: number;
  w: number;
  line: number;
}

/** The lane's width assumed when keeping clusters apart (the narrowest layout's). */
const LANE_REM = 14;

/**
 * Managers level on a row share one pill; pills that would overlap go on separate lines,
 * each on the lowest line where it fits.
 */
export function clusters(values: readonly number[], max: number): Cluster[] {
  const byValue = new Map<number, number[]>();
  values.forEach((v, m) => byValue.set(v, [...(byValue.get(v) ?? []), m]));
  const ends: number[] = [];
  return [...byValue.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([value, ms]) => {
      const w = 0.5 + 2 * ms.length + 0.625 * String(value).length;
      const at = value / max;
      const start = at * (LANE_REM - w);
      let line = ends.findIndex((e) => start >= e);
      if (line < 0) line = ends.push(0) - 1;
      ends[line] = start + w + 0.25;
      return { value, ms, at, w, line };
    });
}

const ORD = ['1st', '2nd', '3rd', '4th', '5th'];

export function StatTrack({ model }: { model: BoardModel }) {
  const ps = model.people;
  // Each peg shows its manager's mark, unique at the table ("P1", "P2"), as the chips do.
  const marks = useContext(SeatMarksContext);
  const mark = (m: number) => {
    const p = ps[m];
    return p ? (marks.get(p.name)?.mark ?? p.initial) : '';
  };
  const dot = (m: number) => `seat-chip__dot${mark(m).length > 1 ? ' seat-chip__dot--two' : ''}`;
  const top = Math.max(0, ...ps.flatMap((p) => p.track));
  const max = Math.max(5, Math.ceil((top + 1) / 5) * 5);
  const bonus = bonusNow(model.view);
  const chart = BONUS_CHART.map((row) => row[ps.length - 2] ?? null);
  return (
    <section class="ffb-panel ffb-side-panel ffb-track" aria-label={TXT.statTrack}>
      <h2>{TXT.statTrack}</h2>
      {TRACKS.map((t, k) => {
        const groups = clusters(
          ps.map((p) => p.track[k] ?? 0),
          max,
        );
        const lines = Math.max(1, ...groups.map((c) => c.line + 1));
        const feeds = STATS.filter((s) => TRACK_OF[s] === t).join('·');
        const said = ps.map((p) => `${p.name} ${p.track[k] ?? 0}`).join(', ');
        return (
          <div
            key={t}
            class="ffb-track__row"
            role="group"
            aria-label={`${TRACK_WORD[t]} row (${feeds}): ${said}`}
          >
            <span class={`ffb-track__name ffb-track--${t}`}>
              {TRACK_WORD[t]}
              <span class="ffb-track__feeds">{feeds}</span>
            </span>
            <div
              class="ffb-track__lane"
              style={{ '--lines': lines, '--max': max }}
              aria-hidden="true"
            >
              {groups.map((c) => (
                <span
                  // Keyed by its first manager, so a peg that moves slides along the lane.
                  key={c.ms[0]}
                  class="ffb-peg"
                  style={{ '--at': c.at, '--line': c.line, '--w': `${c.w}rem` }}
                >
                  {c.ms.map((m) => (
                    <span key={m} class={`seat-chip seat-chip--${ps[m]?.color ?? 1}`}>
                      <span class={dot(m)}>{mark(m)}</span>
                    </span>
                  ))}
                  <span class="num">{c.value}</span>
                </span>
              ))}
            </div>
          </div>
        );
      })}
      {!model.view.season && (
        <p class="ffb-track__bonus">
          {TXT.bonusNow}:{' '}
          {ps.map((p, m) => (
            <span key={p.m} class={`seat-chip seat-chip--${p.color} ffb-track__b`}>
              <span class={dot(p.m)} aria-hidden="true">
                {mark(p.m)}
              </span>
              <span class="visually-hidden">{p.name}</span>
              <span class="num">+{bonus[m] ?? 0}</span>
            </span>
          ))}
        </p>
      )}
      {!model.view.season && (
        <p class="ffb-track__chart">
          {TXT.chart}:{' '}
          {chart
            .map((n, i) => (n === null ? null : `${ORD[i]} ${n}`))
            .filter(Boolean)
            .join(' · ')}
          . {TXT.chartNote}
        </p>
      )}
    </section>
  );
}
