/**
 * One manager's playoff characters, one per game column: face up once revealed, a back while
 * committed face down, empty when not yet placed. Aligned with the Win cards above.
 */
import type { View } from '../../../engine/hidden';
import { zoneSize } from '../../../engine/hidden';
import { CardBack } from '../../../ui/components/GameCard';
import type { Mgr } from '../state';
import { Face } from './Face';
import type { Column, Person } from './model';
import { SeatChip } from '../../../ui/components/SeatChip';
import { TXT } from './text';
import './series.css';

export function Matchup({
  g,
  p,
  columns,
}: {
  g: View<Mgr>;
  p: Person;
  columns: readonly Column[];
}) {
  const name = p.name;
  return (
    <div class="ffb-matchup">
      <SeatChip name={p.name} color={p.color} />
      <ol class="ffb-cols" aria-label={name} style={{ '--cols': columns.length }}>
        {columns.map((col, i) => {
          const z = g.slots[i];
          const id = z && z.n === undefined ? z.cards[0] : undefined;
          return (
            <li key={col.label} class="ffb-matchup__slot">
              {id ? (
                <Face id={id} size="chip" />
              ) : z && zoneSize(z) > 0 ? (
                <CardBack label={TXT.faceDown(`${name}, ${col.label}`)} />
              ) : (
                <span class="ffb-matchup__empty">{TXT.emptySlot}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
