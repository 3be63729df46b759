/** Win cards (the stats added up, the cracked Stat Track banners) and the Event card. */
import { Fragment } from 'preact';
import { eventCard, winInfo } from '../content';
import { HITTING } from '../types';
import { TurnIcon } from './Icons';
import { TRACK_WORD, TXT } from './text';
import './win.css';

/** What a screen reader hears for a Win card. */
export function winLabel(id: string, turned = false): string {
  const { card } = winInfo(id);
  const banners = card.banners
    .map((b) => `${b.stat} +${b.steps} on the ${TRACK_WORD[b.track]} row`)
    .join(', ');
  return `Win card ${card.name}${turned ? ` (${TXT.upsideDown})` : ''}: adds ${card.req.join(
    ' + ',
  )}. Stat Track: ${banners}.`;
}

export function WinCard({
  id,
  turned = false,
  current = false,
  compact = false,
}: {
  id: string;
  turned?: boolean;
  current?: boolean;
  /** The stats and banners on as few lines as they take (a lineup's column, a strip). */
  compact?: boolean;
}) {
  const { card } = winInfo(id);
  const cls = `ffb-win${current ? ' ffb-win--current' : ''}${turned ? ' ffb-win--turned' : ''}${
    compact ? ' ffb-win--compact' : ''
  }`;
  return (
    <div class={cls} data-card={id} role="img" aria-label={winLabel(id, turned)}>
      {turned && (
        <span class="ffb-win__turned">
          <TurnIcon />
          {TXT.upsideDown}
        </span>
      )}
      <span class="ffb-win__name">{card.name}</span>
      <span class="ffb-win__req">
        {card.req.map((st, i) => (
          <Fragment key={st}>
            {i > 0 && <span aria-hidden="true">+</span>}
            <span
              class={`ffb-stat ffb-stat--${(HITTING as readonly string[]).includes(st) ? 'hit' : 'pitch'}`}
            >
              <span class="ffb-stat__k">{st}</span>
            </span>
          </Fragment>
        ))}
      </span>
      {!compact && <span class="ffb-win__label">STAT TRACK</span>}
      <span class="ffb-win__banners">
        {card.banners.map((b) => (
          <span key={b.stat} class={`ffb-banner ffb-track--${b.track}`}>
            <span class="ffb-banner__row">{TRACK_WORD[b.track]}</span>
            <span class="ffb-banner__stat num">
              {b.stat} +{b.steps}
            </span>
          </span>
        ))}
      </span>
    </div>
  );
}

/** The month's Event card, face up on the Win deck. */
export function EventBanner({ id }: { id: string }) {
  const ev = eventCard(id);
  return (
    <div class="ffb-event" data-card={id} role="img" aria-label={`Event: ${ev.name}. ${ev.text}`}>
      <span class="ffb-event__tag">{TXT.event}</span>
      <span class="ffb-event__name">{ev.name}</span>
      <span class="ffb-event__text">{ev.text}</span>
    </div>
  );
}
