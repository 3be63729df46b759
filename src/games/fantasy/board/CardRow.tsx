/**
 * A titled row of faces on one line, each sharing the width (seven fit an 820 px portrait
 * screen). A long row of choices (the Free Agent pool, the Discard Pile for Dig, the Robot's
 * hand) shows in pages of a fixed size, with a button to the next page: the row never wraps
 * and never scrolls.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { CardSize } from './CharCard';
import { Face } from './Face';
import { TXT } from './text';
import './row.css';

/** The most choices a row shows at once; more go on further pages. */
export const PAGE = 6;

export function CardRow({
  title,
  ids,
  badge,
  empty,
  size = 'compact',
  text = false,
  pageSize = Infinity,
  extra,
  inert = false,
}: {
  title: string;
  ids: readonly string[];
  /** A tag per card ("Used"), or none. */
  badge?: (id: string) => string | undefined;
  /** Shown when the row has no card (omit to hide an empty row). */
  empty?: string;
  size?: CardSize;
  /** Print each ability's text on its card. */
  text?: boolean;
  pageSize?: number;
  /** A control beside the title (Pass). */
  extra?: ComponentChildren;
  /** For reading only: the cards' moves are offered elsewhere (the table part). */
  inert?: boolean;
}) {
  const [page, setPage] = useState(0);
  if (ids.length === 0 && !empty && !extra) return null;
  const pages = Math.max(1, Math.ceil(ids.length / pageSize));
  const at = Math.min(page, pages - 1);
  const shown = pages > 1 ? ids.slice(at * pageSize, (at + 1) * pageSize) : ids;
  const others = ids.filter((id) => !shown.includes(id));
  return (
    <div class={`ffb-rowwrap ffb-rowwrap--${size}`}>
      <div class="ffb-rowwrap__head">
        <h3 class="ffb-rowwrap__title">
          {title}
          {pages > 1 && <span class="ffb-rowwrap__page"> {TXT.pageOf(at + 1, pages)}</span>}
        </h3>
        {pages > 1 && (
          <button
            type="button"
            class="ffb-rowwrap__more"
            data-holds={others.join(' ')}
            aria-label={TXT.nextPage}
            onClick={() => setPage((at + 1) % pages)}
          >
            {TXT.more(others.length)}
          </button>
        )}
        {extra}
      </div>
      {ids.length === 0 ? (
        empty && <p class={`ffb-rowwrap__empty ffb-rowwrap__empty--${size}`}>{empty}</p>
      ) : (
        <ul class={`ffb-row ffb-row--${size} ffb-row--n${shown.length}`}>
          {shown.map((id) => (
            <li key={id}>
              <Face id={id} size={size} badge={badge?.(id)} text={text} inert={inert} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
