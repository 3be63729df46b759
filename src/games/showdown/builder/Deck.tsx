import { STRATEGY } from '../content';
import { STRAT } from '../board/text';
import { StratFace } from '../board/StratFace';
import type { Pile } from './draft';
import type { EditorModel } from './model';
import { BT } from './text';

/** − count + for one card in one pile. */
function Stepper({
  model,
  pile,
  name,
  n,
  total,
}: {
  model: EditorModel;
  pile: Pile;
  name: string;
  n: number;
  total: number;
}) {
  const word = pile === 'deck' ? BT.deck : BT.sideboard;
  return (
    <span class="sb-stepper" data-pile={pile}>
      <span class="sb-stepper__label">{word}</span>
      <button
        type="button"
        aria-label={BT.fewer(word.toLowerCase(), name)}
        disabled={n === 0}
        onClick={() => model.removeCard(pile, name)}
      >
        −
      </button>
      <span class="sb-stepper__n num" aria-label={`${word}: ${name}`}>
        {n}
      </span>
      <button
        type="button"
        aria-label={BT.more(word.toLowerCase(), name)}
        disabled={total >= 4}
        onClick={() => model.addCard(pile, name)}
      >
        +
      </button>
    </span>
  );
}

const countIn = (list: readonly string[]) => {
  const m = new Map<string, number>();
  for (const n of list) m.set(n, (m.get(n) ?? 0) + 1);
  return m;
};

/** Every strategy card with its text, and its copies in the deck and in the sideboard. */
export function DeckEditor({ model }: { model: EditorModel }) {
  const d = model.draft.value;
  const deck = countIn(d.deck);
  const side = countIn(d.sideboard);
  return (
    <section class="sb-panel" aria-labelledby="sb-deck-h">
      <div class="sb-panel__head">
        <h2 id="sb-deck-h">{BT.tabs.deck}</h2>
        <p class="sb-deck-counts num">
          <span>{BT.deckCount(d.deck.length)}</span>
          <span>{BT.sideCount(d.sideboard.length)}</span>
        </p>
      </div>
      <p class="muted">{BT.copiesNote}</p>
      <ul class="sb-cards" data-testid="deck-editor">
        {STRATEGY.map((s) => {
          const inDeck = deck.get(s.name) ?? 0;
          const inSide = side.get(s.name) ?? 0;
          return (
            <li key={s.name} class="sb-card" data-strat={s.name}>
              <StratFace name={s.name} />
              <p class="sb-card__text">{STRAT.text(s)}</p>
              <div class="sb-card__steps">
                <Stepper
                  model={model}
                  pile="deck"
                  name={s.name}
                  n={inDeck}
                  total={inDeck + inSide}
                />
                <Stepper
                  model={model}
                  pile="sideboard"
                  name={s.name}
                  n={inSide}
                  total={inDeck + inSide}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
