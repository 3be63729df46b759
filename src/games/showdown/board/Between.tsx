/**
 * Between two games of a series (§STRATEGY DECKS): the holder's deck and sideboard by
 * name and count; pick a deck card and a sideboard card to swap them, then say you are
 * ready. Drawn only from the holder's own view and actions: the other manager's deck and
 * sideboard are Zones this view cannot see.
 */
import { useState } from 'preact/hooks';
import type { SeatId } from '../../../engine/types';
import type { ShowdownAction, ShowdownView } from '../state';
import type { Acts } from './Actions';
import { BETWEEN } from './text';
import './between.css';

const T = BETWEEN;

/** Names with their counts, in name order. */
function counted(cards: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

export function Between({
  view,
  seat,
  actions,
  acts,
  names,
}: {
  view: ShowdownView;
  seat: SeatId;
  actions: readonly ShowdownAction[];
  acts: Acts;
  /** The managers' names, by seat. */
  names: readonly string[];
}) {
  const [out, setOut] = useState<string | null>(null);
  const [inn, setIn] = useState<string | null>(null);
  const mine = view.cards?.[seat];
  const ready = actions.find((a) => a.t === 'pass');
  const swap = actions.find((a) => a.t === 'swap' && a.out === out && a.in === inn);
  const n = (view.series?.game ?? 1) + 1;
  const [a = 0, b = 0] = view.live?.wins ?? [];
  const list = (
    title: string,
    cards: readonly string[],
    picked: string | null,
    pick: (c: string) => void,
  ) => (
    <div class="sd-between__list" role="group" aria-label={title}>
      <h4>
        {title} ({cards.length})
      </h4>
      <ul>
        {counted(cards).map(([c, k]) => (
          <li key={c}>
            <button
              type="button"
              class={`sd-between__card${picked === c ? ' sd-between__card--picked' : ''}`}
              aria-pressed={picked === c}
              onClick={() => pick(c)}
            >
              <span>{c}</span>
              <span class="num">×{k}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <section class="sd-actions sd-between" aria-label={T.title(n)}>
      <h3>
        {T.title(n)} · {T.series(names, a, b)}
      </h3>
      {mine?.side && (
        <>
          <p class="sd-between__help">{T.help}</p>
          <div class="sd-between__lists">
            {list(T.deck, mine.deck.cards, out, setOut)}
            {list(T.side, mine.side.cards, inn, setIn)}
          </div>
        </>
      )}
      <div class="sd-buttons">
        {mine?.side && (
          <button
            type="button"
            disabled={!swap}
            onClick={() => {
              if (!swap) return;
              acts.act(swap);
              setOut(null);
              setIn(null);
            }}
          >
            {T.swap}
          </button>
        )}
        {ready && (
          <button
            type="button"
            class="button-primary sd-pass"
            data-action={JSON.stringify(ready)}
            onClick={() => acts.act(ready)}
          >
            {acts.label(ready)}
          </button>
        )}
      </div>
    </section>
  );
}
