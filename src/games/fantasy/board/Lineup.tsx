/**
 * The seat's lineup: one slot per base (or playoff game), each under its Win card. The next
 * open slot is where a tapped character goes (placements are made in base order). In the
 * playoffs the other side's character for each game shows beside the seat's own: face down
 * until revealed, so home sees away's game 1 before choosing.
 */
import type { View } from '../../../engine/hidden';
import { zoneSize } from '../../../engine/hidden';
import { CardBack } from '../../../ui/components/GameCard';
import type { Mgr } from '../state';
import { Face } from './Face';
import { type BoardModel, nextOpen, orientOf } from './model';
import { TXT } from './text';
import { WinCard } from './WinCard';

export function Lineup({
  model,
  m,
  wins,
}: {
  model: BoardModel;
  m: number;
  /** Draw each column's Win card above the slot (setting the lineup). */
  wins: boolean;
}) {
  const v = model.view;
  const g = v.mgrs[m];
  if (!g) return null;
  const columns = model.columns;
  const placing = [...model.byCard.values()].some((l) => l.some((a) => a.t === 'place'));
  const open = placing ? nextOpen(g, columns.length) : -1;
  const rival = model.stage === 'playoffs' ? rivalOf(model, m) : null;
  return (
    <ol
      class={`ffb-cols ffb-lineup${wins ? ' ffb-lineup--wins' : ''}`}
      aria-label={TXT.lineup}
      style={{ '--cols': columns.length }}
    >
      {columns.map((col, i) => {
        // The seat always sees its own slots.
        const id = g.slots[i]?.cards[0];
        const turned = orientOf(g, i) === 1;
        const cls = `ffb-slot${col.current ? ' ffb-slot--current' : ''}${i === open ? ' ffb-slot--next' : ''}`;
        const mine = id ? (
          <Face id={id} size="chip" badge={turned ? TXT.upsideDown : undefined} />
        ) : (
          <div class={`ffb-slot__empty${i === open ? ' ffb-slot__empty--next' : ''}`}>
            {i === open ? TXT.nextSlot : TXT.emptySlot}
          </div>
        );
        return (
          <li key={col.label} class={cls}>
            <span class="ffb-slot__label">
              {col.label}
              {col.current && <span class="ffb-base__now">{TXT.now}</span>}
            </span>
            {wins &&
              col.spots.map((s) =>
                s.id ? (
                  <WinCard key={s.slot} id={s.id} turned={s.turned} compact />
                ) : (
                  <div key={s.slot} class="ffb-win ffb-win--empty">
                    {TXT.played}
                  </div>
                ),
              )}
            {rival ? (
              <div class="ffb-slot__vs">
                <RivalSlot g={rival.g} name={rival.name} i={i} label={col.label} />
                {mine}
              </div>
            ) : (
              mine
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The other side of a playoff game (Wild Card or Championship Series). */
function rivalOf(model: BoardModel, m: number): { g: View<Mgr>; name: string } | null {
  const po = model.view.po;
  if (!po) return null;
  const wc = model.view.phase === 'wc';
  const pair = wc ? po.queue.slice(0, 2) : [po.home, po.away];
  const o = pair.find((x) => x !== m && x >= 0);
  const g = o === undefined ? undefined : model.view.mgrs[o];
  return g && o !== undefined ? { g, name: model.people[o]?.name ?? '' } : null;
}

function RivalSlot({
  g,
  name,
  i,
  label,
}: {
  g: View<Mgr>;
  name: string;
  i: number;
  label: string;
}) {
  const z = g.slots[i];
  const id = z && z.n === undefined ? z.cards[0] : undefined;
  return (
    <div class="ffb-slot__rival">
      <span class="visually-hidden">{name}</span>
      {id ? (
        <Face id={id} size="chip" />
      ) : z && zoneSize(z) > 0 ? (
        <CardBack label={TXT.faceDown(`${name}, ${label}`)} />
      ) : (
        <span class="ffb-matchup__empty">{TXT.emptySlot}</span>
      )}
    </div>
  );
}
