/**
 * The shared table: where the season stands, last week's result, the Win cards on the bases
 * (with the Free Agent pool, this week's battle or the playoffs), each manager's own area and
 * the Stat Track. Drawn from the table's view in the middle when people sit at the edges, the
 * far person's area turned toward him; beside a seat's own side when one person holds the
 * tablet (`Side`). Read-only: every move is made from a seat's own side.
 */
import type { ComponentChildren } from 'preact';
import { zoneSize } from '../../../engine/hidden';
import { CardRow } from './CardRow';
import { FinalPanel } from './FinalPanel';
import { Headline } from './Headline';
import { Infield } from './Infield';
import { LastWeek } from './LastWeek';
import { ManagerArea } from './Managers';
import type { BoardModel } from './model';
import { SeriesPanel } from './SeriesPanel';
import { StatTrack } from './StatTrack';
import { TXT } from './text';
import { WeekBattle } from './WeekBattle';
import './table.css';

/** The middle of the table at the edges (or the whole board on the table's view). */
export function TablePart({
  model,
  far,
  legend,
}: {
  model: BoardModel;
  far: readonly number[];
  /** The board's key, beside the table's heading. */
  legend: ComponentChildren;
}) {
  const isFar = (m: number) => far.includes(m);
  const people = model.people;
  // The far people's areas at the top, turned; the near person's at the bottom, by his edge.
  const top = people.filter((p) => isFar(p.m));
  const near = people.filter((p) => !isFar(p.m) && p.kind === 'seat' && far.length > 0);
  const middle = people.filter((p) => !top.includes(p) && !near.includes(p));
  return (
    <div class="ffb-table">
      <div class="ffb-table__main">
        {top.map((p) => (
          <ManagerArea key={p.m} model={model} p={p} far />
        ))}
        <Headline model={model} table aside={legend} />
        <LastWeek model={model} />
        <Center model={model} infield />
        {[...middle, ...near].map((p) => (
          <ManagerArea key={p.m} model={model} p={p} />
        ))}
      </div>
      {model.stage !== 'draft' && (
        <aside class="ffb-table__aside">
          <StatTrack model={model} />
        </aside>
      )}
    </div>
  );
}

/**
 * Beside a seat's own side (one person holds the tablet): the rest of the table. The Win
 * cards and this week's battle are on the seat's side already.
 */
export function Side({ model }: { model: BoardModel }) {
  return (
    <aside class="ffb-side" aria-label={TXT.table}>
      <div class="ffb-side__col">
        <LastWeek model={model} />
        <Center model={model} infield={model.stage === 'over'} inOwn />
        {model.people.map((p) => (
          <ManagerArea key={p.m} model={model} p={p} cards={!p.holder} />
        ))}
      </div>
      {model.stage !== 'draft' && <StatTrack model={model} />}
    </aside>
  );
}

/** What is on the table between the managers now. */
function Center({
  model,
  infield,
  inOwn = false,
}: {
  model: BoardModel;
  infield: boolean;
  /** The seat's side beside shows this week's battle and the Free Agent pool. */
  inOwn?: boolean;
}) {
  const v = model.view;
  const series =
    model.stage === 'playoffs' || (model.stage === 'over' && v.po !== null && v.po.home >= 0);
  return (
    <>
      {model.stage === 'over' && <FinalPanel model={model} />}
      {series && <SeriesPanel model={model} />}
      {infield && model.columns.length > 0 && (
        <Infield columns={model.columns} bases={model.stage === 'season'} />
      )}
      {!inOwn && v.phase === 'fa' && (
        <CardRow title={TXT.faPool} ids={v.pool.cards} size="chip" inert empty={TXT.none} />
      )}
      {v.phase === 'fa' && v.drawn.n !== undefined && zoneSize(v.drawn) > 0 && (
        <p class="ffb-table__note">{TXT.faDrawnCount(zoneSize(v.drawn))}</p>
      )}
      {!inOwn && v.phase === 'magic' && <WeekBattle model={model} compact />}
    </>
  );
}
