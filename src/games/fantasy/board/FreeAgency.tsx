/**
 * §2 Free Agency: the face-up pool, and for the manager choosing, what they drew with
 * Recruit or signed (then they give one of theirs back from their hand). In Waiver Order.
 */
import { zoneSize } from '../../../engine/hidden';
import { SeatChip } from '../../../ui/components/SeatChip';
import { CardBack } from '../../../ui/components/GameCard';
import { CardRow } from './CardRow';
import type { BoardModel } from './model';
import { TXT } from './text';
import { PassButton } from './Tray';
import './panels.css';

export function FreeAgencyPanel({ model }: { model: BoardModel }) {
  const v = model.view;
  const drawn = v.drawn;
  const hidden = drawn.n !== undefined;
  return (
    <section class="ffb-panel" aria-label={TXT.faTitle}>
      <ol class="ffb-turnstrip" aria-label={TXT.waiverOrder}>
        {v.order.map((m, i) => {
          const p = model.people[m];
          const at = v.fa?.at ?? 0;
          const state = i < at ? 'done' : i === at ? 'now' : 'later';
          return (
            <li key={m} class={`ffb-turnstrip__one ffb-turnstrip__one--${state}`}>
              {p && <SeatChip name={p.name} color={p.color} active={state === 'now'} />}
              <span class="ffb-turnstrip__state">{TXT.turnState[state]}</span>
            </li>
          );
        })}
      </ol>
      <CardRow title={TXT.faPool} ids={v.pool.cards} empty={TXT.none} />
      <PassButton model={model} />
      {!hidden && drawn.cards.length > 0 && (
        <CardRow title={v.fa?.step === 'keep' ? TXT.faDrawn : TXT.faSigned} ids={drawn.cards} />
      )}
      {hidden && zoneSize(drawn) > 0 && (
        <div class="ffb-rowwrap">
          <h3 class="ffb-rowwrap__title">{TXT.faDrawn}</h3>
          <div class="ffb-backs">
            {Array.from({ length: zoneSize(drawn) }, (_, i) => (
              <CardBack key={i} label={TXT.faceDown(TXT.faDrawn)} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
