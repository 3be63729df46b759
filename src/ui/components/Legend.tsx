/**
 * A board's key: a small "Key" button that opens the list of the marks the board draws
 * (die faces, card types, chits, codes), each with its name and what it means, and closes
 * with the same button, its close button or Escape. The marks are drawn by the game; the
 * words come in the active language.
 */
import type { ComponentChildren } from 'preact';
import { useId, useState } from 'preact/hooks';
import { localized } from '../language';
import './Legend.css';

/** One mark of the board: how it looks, its name, and (if the name is not enough) its meaning. */
export interface LegendEntry {
  mark: ComponentChildren;
  name: string;
  meaning?: string;
}

const WORDS = localized({
  en: { key: 'Key', close: 'Close the key', of: (title: string) => `Key: ${title}` },
  fr: {
    key: 'Légende',
    close: 'Fermer la légende',
    of: (title: string) => `Légende\u202f: ${title}`,
  },
});

export function Legend({
  title,
  entries,
}: {
  /** What the key explains ("the dice", "the cards"), for its heading. */
  title: string;
  entries: readonly LegendEntry[];
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div class="legend" data-testid="legend">
      <button
        type="button"
        class="legend__button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <span class="legend__i" aria-hidden="true">
          ?
        </span>
        {WORDS.key}
      </button>
      {open && (
        <div
          class="legend__panel"
          id={id}
          role="dialog"
          aria-label={WORDS.of(title)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <div class="legend__head">
            <h3 class="legend__title">{WORDS.of(title)}</h3>
            <button type="button" class="legend__close" onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
              <span class="visually-hidden">{WORDS.close}</span>
            </button>
          </div>
          <dl class="legend__list">
            {entries.map((e, i) => (
              <div key={i} class="legend__row">
                <dt>
                  <span class="legend__mark" aria-hidden="true">
                    {e.mark}
                  </span>
                  <span class="legend__name">{e.name}</span>
                </dt>
                {e.meaning && <dd class="legend__meaning">{e.meaning}</dd>}
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
