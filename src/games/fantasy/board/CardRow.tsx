/** A titled row of the holder's faces; seven fit across an 820 px portrait screen. */
import { Face } from './Face';
import './row.css';

export function CardRow({
  title,
  ids,
  badge,
  empty,
}: {
  title: string;
  ids: readonly string[];
  /** A tag per card ("Used"), or none. */
  badge?: (id: string) => string | undefined;
  /** Shown when the row has no card (omit to hide an empty row). */
  empty?: string;
}) {
  if (ids.length === 0 && !empty) return null;
  return (
    <div class="ffb-rowwrap">
      <h3 class="ffb-rowwrap__title">{title}</h3>
      {ids.length === 0 ? (
        <p class="ffb-rowwrap__empty">{empty}</p>
      ) : (
        <ul class="ffb-row">
          {ids.map((id) => (
            <li key={id}>
              <Face id={id} badge={badge?.(id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
