/**
 * The race over a game (Outcome.race): each seat's score after each round as a line in its
 * colour, marked at its end with the seat's mark, so colour is not the only cue; the values
 * as a table for whoever does not read the drawing.
 */
import { useContext } from 'preact/hooks';
import type { MsgArgs, Outcome } from '../../engine/types';
import { SeatMarksContext } from '../../ui/components/seat-marks';
import { t } from '../i18n';

type Say = (k: string, a?: MsgArgs) => string;

const W = 320;
const H = 140;
const PAD = { left: 34, right: 30, top: 10, bottom: 22 };

export function ScoreRace({
  race,
  names,
  colors,
  say,
}: {
  race: NonNullable<Outcome['race']>;
  names: readonly string[];
  colors: readonly number[];
  say: Say;
}) {
  const marks = useContext(SeatMarksContext);
  const rounds = race.values[0]?.length ?? 0;
  if (rounds < 2) return null;
  const all = race.values.flat();
  const [lo, hi] = [Math.min(0, ...all), Math.max(1, ...all)];
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / (rounds - 1);
  const y = (v: number) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const label = (i: number) =>
    i === rounds - 1 ? t('results.race.final') : say(race.msg, { n: i + 1 });
  const mark = (seat: number) => marks?.get(names[seat] ?? '')?.mark ?? String(seat + 1);
  return (
    <figure class="race">
      <figcaption>{t('results.race')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="race-title">
        <title id="race-title">{t('results.race')}</title>
        {[lo, hi].map((v) => (
          <g key={v} class="race__axis">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={PAD.left - 4} y={y(v) + 4} text-anchor="end">
              {v}
            </text>
          </g>
        ))}
        {Array.from({ length: rounds }, (_, i) => (
          <text key={i} class="race__axis" x={x(i)} y={H - 6} text-anchor="middle">
            {label(i)}
          </text>
        ))}
        {race.values.map((line, seat) => {
          const stroke = `var(--seat-${colors[seat] ?? seat + 1}-text)`;
          const last = line.length - 1;
          return (
            <g key={seat} stroke={stroke} fill={stroke}>
              <polyline
                fill="none"
                stroke-width="2"
                points={line.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
              />
              {line.map((v, i) => (
                <circle key={i} cx={x(i)} cy={y(v)} r="3" />
              ))}
              <text x={x(last) + 6} y={y(line[last] ?? 0) + 4} stroke="none">
                {mark(seat)}
              </text>
            </g>
          );
        })}
      </svg>
      <details>
        <summary>{t('results.race.values')}</summary>
        <table class="results">
          <thead>
            <tr>
              <th scope="col">{t('new.seats')}</th>
              {Array.from({ length: rounds }, (_, i) => (
                <th key={i} scope="col">
                  {label(i)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {race.values.map((line, seat) => (
              <tr key={seat}>
                <th scope="row">{names[seat]}</th>
                {line.map((v, i) => (
                  <td key={i} class="num">
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
