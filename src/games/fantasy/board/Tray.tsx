import { charInfo } from '../content';
import type { BoardModel } from './model';
import { useTap } from './tap';
import { TXT } from './text';
import './tray.css';

/**
 * The move tray: while a card is selected, a bar floats at the bottom of the screen with
 * the card's legal actions, its details and Cancel, wherever on the table the card was.
 */
export function Tray() {
  const tap = useTap();
  const sel = tap.selected;
  if (!sel) return null;
  const mine = tap.byCard.get(sel) ?? [];
  return (
    <div class="ffb-tray" role="region" aria-label={TXT.yourMove}>
      <span class="ffb-tray__sel">{TXT.selected(charInfo(sel).card.name)}</span>
      {mine.map((a, i) => (
        <button
          key={i}
          type="button"
          class="button-primary"
          data-action={JSON.stringify(a)}
          onClick={() => tap.act(a)}
        >
          {tap.label(a)}
        </button>
      ))}
      <button type="button" onClick={() => tap.details(sel)}>
        {TXT.details}
      </button>
      <button type="button" onClick={() => tap.card(sel)}>
        {TXT.cancel}
      </button>
    </div>
  );
}

/** Pass, where the step allows it (Free Agency, the magic window). */
export function PassButton({ model }: { model: BoardModel }) {
  const tap = useTap();
  return (
    <>
      {model.loose
        .filter((a) => a.t === 'pass')
        .map((a, i) => (
          <button
            key={i}
            type="button"
            class="ffb-pass"
            data-action={JSON.stringify(a)}
            onClick={() => tap.act(a)}
          >
            {tap.label(a)}
          </button>
        ))}
    </>
  );
}

/** Every legal action as a button: the fallback that keeps every move reachable. */
export function AllMoves({ model }: { model: BoardModel }) {
  const tap = useTap();
  const all = [...[...model.byCard.values()].flat(), ...model.loose];
  if (all.length === 0) return null;
  return (
    <details class="ffb-allmoves">
      <summary>
        {TXT.allMoves} <span class="num">({all.length})</span>
      </summary>
      <div class="ffb-allmoves__list">
        {all.map((a, i) => (
          <button key={i} type="button" data-action={JSON.stringify(a)} onClick={() => tap.act(a)}>
            {tap.label(a)}
          </button>
        ))}
      </div>
    </details>
  );
}
