/**
 * The Infield Board: the Win cards at the bases (two per base with More Wins, the second
 * upside down) or at the playoff games. The Event and the decks are in the headline.
 */
import { BaseDiamond } from './Icons';
import type { Column } from './model';
import { TXT } from './text';
import { WinCard } from './WinCard';
import './infield.css';

export function Infield({
  columns,
  bases,
}: {
  columns: readonly Column[];
  /** Regular Season columns are bases (drawn with a diamond); playoff columns are games. */
  bases: boolean;
}) {
  return (
    <section class="ffb-infield" aria-label={TXT.winCards}>
      <ol class="ffb-cols ffb-bases" style={{ '--cols': columns.length }}>
        {columns.map((c, i) => (
          <li key={c.label} class={`ffb-base${c.current ? ' ffb-base--current' : ''}`}>
            <h3 class="ffb-base__label">
              {bases && <BaseDiamond base={i} />}
              {c.label}
              {c.current && <span class="ffb-base__now">{bases ? TXT.week(i + 1) : TXT.now}</span>}
            </h3>
            {c.spots.map((s) =>
              s.id ? (
                <WinCard key={s.slot} id={s.id} turned={s.turned} current={c.current} compact />
              ) : (
                <div key={s.slot} class="ffb-win ffb-win--empty">
                  {TXT.played}
                </div>
              ),
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
