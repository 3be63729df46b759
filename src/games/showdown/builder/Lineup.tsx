import { findCard } from '../content';
import { POSITIONS, type Position } from '../types';
import type { EditorModel } from './model';
import { BT } from './text';

/** Up and down buttons for one place in an ordered list. */
function Move({
  what,
  first,
  last,
  onMove,
}: {
  what: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <span class="sb-move">
      <button
        type="button"
        aria-label={BT.moveUp(what)}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <button
        type="button"
        aria-label={BT.moveDown(what)}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </span>
  );
}

const nameOf = (p: string) => findCard(p)?.name ?? p;

/** The written AL batting order: 9 spots, each a hitter and his position (or DH). */
export function LineupEditor({ model }: { model: EditorModel }) {
  const d = model.draft.value;
  const hitters = d.roster.filter((e) => findCard(e.p)?.kind === 'hitter');
  return (
    <section class="sb-panel" aria-labelledby="sb-lineup-h">
      <div class="sb-panel__head">
        <h2 id="sb-lineup-h">{BT.lineup}</h2>
        <button type="button" onClick={() => model.quickLineup()}>
          {BT.quick}
        </button>
      </div>
      <p class="muted">{BT.lineupHelp}</p>
      <ol class="sb-order" data-testid="lineup">
        {d.lineup.map((s, i) => (
          <li key={i} class="sb-order__row">
            <span class="sb-order__n num" aria-hidden="true">
              {i + 1}
            </span>
            <label>
              <span class="visually-hidden">{`${BT.spot(i + 1)}: ${BT.player}`}</span>
              <select value={s.p} onChange={(e) => model.setSpot(i, { p: e.currentTarget.value })}>
                <option value="">{BT.nobody}</option>
                {hitters.map((e) => (
                  <option key={e.p} value={e.p}>
                    {nameOf(e.p)}
                    {e.backup ? ` (${BT.backup})` : ''}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span class="visually-hidden">{`${BT.spot(i + 1)}: ${BT.position}`}</span>
              <select
                value={s.pos}
                onChange={(e) => model.setSpot(i, { pos: e.currentTarget.value as Position })}
              >
                <option value="">{BT.nobody}</option>
                {[...POSITIONS, 'DH'].map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </label>
            <Move
              what={BT.spot(i + 1)}
              first={i === 0}
              last={i === d.lineup.length - 1}
              onMove={(by) => model.moveSpot(i, by)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The 4 starters in the order they pitch a series. */
export function RotationEditor({ model }: { model: EditorModel }) {
  const d = model.draft.value;
  const starters = d.roster.filter((e) => {
    const c = findCard(e.p);
    return c?.kind === 'pitcher' && c.role === 'starter';
  });
  return (
    <section class="sb-panel" aria-labelledby="sb-rotation-h">
      <h2 id="sb-rotation-h">{BT.rotation}</h2>
      <ol class="sb-order" data-testid="rotation">
        {d.rotation.map((p, i) => (
          <li key={i} class="sb-order__row">
            <span class="sb-order__n num" aria-hidden="true">
              {i + 1}
            </span>
            <label>
              <span class="visually-hidden">{BT.rotationPlace(i + 1)}</span>
              <select value={p} onChange={(e) => model.setRotation(i, e.currentTarget.value)}>
                <option value="">{BT.nobody}</option>
                {starters.map((e) => (
                  <option key={e.p} value={e.p}>
                    {nameOf(e.p)}
                  </option>
                ))}
              </select>
            </label>
            <Move
              what={BT.rotationPlace(i + 1)}
              first={i === 0}
              last={i === d.rotation.length - 1}
              onMove={(by) => model.moveRotation(i, by)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
