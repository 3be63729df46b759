/**
 * The holder's lineup: one slot per base (or playoff game), in the same columns as the Win
 * cards above. The next open slot is the target for the selected card's `place` actions:
 * one target, or two with More Wins (upright / upside down).
 */
import type { View } from '../../../engine/hidden';
import type { FantasyAction, Mgr } from '../state';
import { Face } from './Face';
import { type Column, nextOpen, orientOf } from './model';
import { useTap } from './tap';
import { TXT } from './text';

export function Lineup({ g, columns }: { g: View<Mgr>; columns: readonly Column[] }) {
  const tap = useTap();
  const open = nextOpen(g, columns.length);
  const placing = (tap.selected ? (tap.byCard.get(tap.selected) ?? []) : []).filter(
    (a) => a.t === 'place',
  );
  return (
    <ol class="ffb-cols ffb-lineup" aria-label={TXT.lineup} style={{ '--cols': columns.length }}>
      {columns.map((col, i) => {
        // The holder always sees their own slots.
        const id = g.slots[i]?.cards[0];
        const turned = orientOf(g, i) === 1;
        return (
          <li key={col.label} class={`ffb-slot${col.current ? ' ffb-slot--current' : ''}`}>
            <span class="ffb-slot__label">{col.label}</span>
            {id ? (
              <Face id={id} badge={turned ? TXT.upsideDown : undefined} />
            ) : i === open && placing.length > 0 ? (
              <Targets actions={placing} label={col.label} />
            ) : (
              <div class={`ffb-slot__empty${i === open ? ' ffb-slot__empty--next' : ''}`}>
                {i === open ? TXT.nextSlot : TXT.emptySlot}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Targets({ actions, label }: { actions: FantasyAction[]; label: string }) {
  const tap = useTap();
  return (
    <div class="ffb-slot__targets">
      {actions.map((a, i) => (
        <button
          key={i}
          type="button"
          class="ffb-target"
          aria-label={`${tap.label(a)}: ${label}`}
          onClick={() => tap.act(a)}
        >
          {a.t === 'place' && a.o === 1
            ? TXT.upsideDown
            : a.t === 'place' && a.o === 0
              ? TXT.upright
              : TXT.placeHere}
        </button>
      ))}
    </div>
  );
}
