/**
 * The Infield Board: the Win cards at the bases (two per base with More Wins, the second
 * upside down) or at the playoff games, the Event card and the decks on the mound.
 */
import { zoneSize } from '../../../engine/hidden';
import type { FantasyView } from '../state';
import { BaseDiamond } from './Icons';
import type { Column } from './model';
import { TXT } from './text';
import { EventBanner, WinCard } from './WinCard';
import './infield.css';

export function Infield({
  view,
  columns,
  bases,
}: {
  view: FantasyView;
  columns: readonly Column[];
  /** Regular Season columns are bases (drawn with a diamond); playoff columns are games. */
  bases: boolean;
}) {
  const event = view.event.cards[0];
  return (
    <section class="ffb-infield" aria-label="Infield">
      <div class="ffb-mound">
        {event && <EventBanner id={event} />}
        <p class="ffb-decks num">
          <span>{TXT.winDeck(zoneSize(view.winDeck))}</span>
          <span>{TXT.charDeck(zoneSize(view.charDeck))}</span>
          <span>{TXT.discardPile(zoneSize(view.discard))}</span>
        </p>
      </div>
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
                <WinCard key={s.slot} id={s.id} turned={s.turned} current={c.current} />
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
