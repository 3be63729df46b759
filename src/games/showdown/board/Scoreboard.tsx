import { SeatChip } from '../../../ui/components/SeatChip';
import type { BoardModel } from './model';
import { TXT, XTXT } from './text';

/**
 * The line score: runs by inning, runs and hits, the team at bat marked. In extra innings
 * it shows the last nine, as a ballpark's board does (the box score keeps every inning): ten
 * or more columns wrapped the team names and pushed the hand off a landscape screen.
 */
export function Scoreboard({ model }: { model: BoardModel }) {
  const v = model.view;
  const first = Math.max(1, model.innings - 8);
  const cols = Array.from({ length: model.innings - first + 1 }, (_, i) => first + i);
  return (
    <table class="sd-score" aria-label={TXT.scoreboard}>
      <thead>
        <tr>
          <th scope="col" class="sd-score__team">
            {v.phase === 'over' ? TXT.final : TXT.inning(v.half, v.inning)}
          </th>
          {cols.map((n) => (
            <th
              key={n}
              scope="col"
              class={`num${n === v.inning && v.phase !== 'over' ? ' sd-score--now' : ''}`}
            >
              {n}
            </th>
          ))}
          <th scope="col" class="sd-score__total">
            <abbr title={TXT.runsLong}>{TXT.runs}</abbr>
          </th>
          <th scope="col" class="sd-score__hits">
            <abbr title={XTXT.hitsLong}>{XTXT.hits}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {model.teams.map((t) => (
          <tr key={t.seat} class={t.batting ? 'sd-score__row--bat' : undefined}>
            <th scope="row" class="sd-score__team">
              <span class="sd-score__name">
                {t.batting && (
                  <span class="sd-score__bat" aria-label={TXT.atBat} role="img">
                    ▶
                  </span>
                )}
                {t.name}
              </span>
              <SeatChip name={t.manager.name} color={t.manager.color} />
            </th>
            {cols.map((n) => {
              const r = t.line[n - 1];
              return (
                <td key={n} class="num">
                  {r === undefined ? '' : r}
                </td>
              );
            })}
            <td class="num sd-score__total">{t.runs}</td>
            <td class="num sd-score__hits">{t.hits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
