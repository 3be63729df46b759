/**
 * The seat's draft hand (§1): only its own (the view carries no other), each card with its
 * Sign (at the price it would cost now) and Decline, one tap each; a long press reads a card
 * whole. Once chosen, the pick waits face down for the others, and the hand stays in view
 * without its abilities' lines (the line saying what was chosen takes their room, so a side
 * left open while the others choose still fits its half of a landscape tablet).
 */
import { player } from '../content';
import type { GmAction, GmView } from '../state';
import type { ReadCard } from './CardDialog';
import { PlayerCard } from './PlayerCard';
import { TXT } from './text';

export function DraftHand({
  view: v,
  seat,
  actions,
  act,
  label,
  read,
}: {
  view: GmView;
  seat: number;
  actions: readonly GmAction[];
  act(a: GmAction): void;
  label(a: GmAction): string;
  read(c: ReadCard): void;
}) {
  const me = v.gms[seat];
  if (!me) return null;
  const costs = v.live?.gms[seat]?.costs;
  const chosen = me.pick.cards[0];
  return (
    <section class="gm-hand" data-zone="hand" aria-label={TXT.hand}>
      {chosen && (
        <p class="gm-wait">
          {TXT.chosen(player(chosen).name, me.choice.value === 'sign')} {TXT.waiting}
        </p>
      )}
      <div class="gm-row gm-hand__cards">
        {me.hand.cards.map((c, i) => {
          const sign = actions.find((a) => a.t === 'sign' && a.c === c);
          const decline = actions.find((a) => a.t === 'decline' && a.c === c);
          return (
            <PlayerCard
              key={c}
              id={c}
              cost={costs?.[i]}
              kind="hand"
              brief={chosen !== undefined}
              onRead={() => read({ id: c, paid: costs?.[i] })}
            >
              {sign && (
                <button
                  type="button"
                  class="button-primary"
                  data-action={JSON.stringify(sign)}
                  aria-label={label(sign)}
                  onClick={() => act(sign)}
                >
                  {TXT.sign}
                </button>
              )}
              {decline && (
                <button
                  type="button"
                  data-action={JSON.stringify(decline)}
                  aria-label={label(decline)}
                  onClick={() => act(decline)}
                >
                  {TXT.decline}
                </button>
              )}
            </PlayerCard>
          );
        })}
      </div>
    </section>
  );
}
