import { useState } from 'preact/hooks';
import { card } from '../content';
import type { BoxView } from '../state';
import type { BoardModel } from './model';
import { BOX } from './text';

const BAT_COLS = ['ab', 'h', 'r', 'rbi', 'bb', 'k'] as const;
const ARM_COLS = ['ip', 'h', 'r', 'bb', 'k'] as const;

/**
 * The box score, folded under the line score: per team its batters (AB, H, R, RBI, BB, K)
 * and pitchers (IP, H, R, BB, K), for this game or, in a series, all its games so far.
 * The numbers are the view's live fact `box` (rules/box.ts).
 */
export function BoxScore({ model }: { model: BoardModel }) {
  const box = model.view.live?.box;
  const [whole, setWhole] = useState(false);
  if (!box) return null;
  const shown: BoxView = whole && box.series ? box.series : box.game;
  return (
    <details class="sd-box">
      <summary>{BOX.title}</summary>
      {box.series && (
        <div class="sd-box__scope" role="group" aria-label={BOX.scope}>
          <button type="button" aria-pressed={!whole} onClick={() => setWhole(false)}>
            {BOX.game}
          </button>
          <button type="button" aria-pressed={whole} onClick={() => setWhole(true)}>
            {BOX.series}
          </button>
        </div>
      )}
      {model.teams.map((t) => (
        <div key={t.seat} class="sd-box__team">
          <table class="sd-box__table" aria-label={BOX.batting(t.name)}>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                {BAT_COLS.map((k) => (
                  <th key={k} scope="col" class="num">
                    <abbr title={BOX.bat[k][1]}>{BOX.bat[k][0]}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(shown.bat[t.seat] ?? []).map((l) => (
                <tr key={l.p}>
                  <th scope="row">{card(l.p).name}</th>
                  {BAT_COLS.map((k) => (
                    <td key={k} class="num">
                      {l[k]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <table class="sd-box__table" aria-label={BOX.pitching(t.name)}>
            <thead>
              <tr>
                <th scope="col">{BOX.pitchers}</th>
                {ARM_COLS.map((k) => (
                  <th key={k} scope="col" class="num">
                    <abbr title={BOX.arm[k][1]}>{BOX.arm[k][0]}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(shown.arm[t.seat] ?? []).map((l) => (
                <tr key={l.p}>
                  <th scope="row">{card(l.p).name}</th>
                  {ARM_COLS.map((k) => (
                    <td key={k} class="num">
                      {l[k]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </details>
  );
}
