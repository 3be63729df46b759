/**
 * A Highlights card drawn in CSS and SVG: cost (red diamond) and revenue (green circle) in the
 * top corners, name and type (icon and word), the immediate action band with its letter, the
 * Hit Boxes, the speed (colour and word) and the PH mark. Framed by its type, with the
 * player's portrait (art.ts) where the card has room. Carries data-card for tests.
 */
import { Portrait } from '../../../ui/art';
import { useLongPress } from '../../../ui/long-press';
import { card } from '../content';
import { buildOf, colorsOf, roleOf } from './art';
import type { Kind } from '../types';
import { HIT_NAME, KIND_MARK, LETTER_NAME, SPEED_NAME, TXT, iaText, letterOf } from './text';

/** The type emblem: a leaf for Naturals, a bolt-headed square for Robots, a half-ring for Cyborgs. */
export function KindIcon({ kind }: { kind: Kind }) {
  return (
    <svg class={`hl-kind hl-kind--${kind.toLowerCase()}`} viewBox="0 0 20 20" aria-hidden="true">
      {kind === 'Natural' && <path d="M4 16C4 8 9 3 16 3c0 8-4 13-12 13zM4 16l7-7" />}
      {kind === 'Robot' && (
        <>
          <rect x="4" y="6" width="12" height="10" rx="2" />
          <path d="M10 6V2M7 10h1M12 10h1M7 13h6" />
        </>
      )}
      {kind === 'Cyborg' && (
        <>
          <circle cx="10" cy="10" r="6" />
          <path d="M10 4v12M10 10h6" />
        </>
      )}
    </svg>
  );
}

export function HlCard({
  id,
  selected = false,
  playable = false,
  onClick,
  action,
  onZoom,
  compact = false,
}: {
  id: string;
  selected?: boolean;
  playable?: boolean;
  onClick?: () => void;
  /** The move a tap makes (`data-action`), when the tap plays the card at once. */
  action?: string;
  /** Opens the card whole, on a long press: its tap plays it. */
  onZoom?: () => void;
  compact?: boolean;
}) {
  const press = useLongPress(onZoom);
  const c = card(id);
  const ia = iaText(c.ia);
  const letter = letterOf(c.ia);
  const label = TXT.cardLabel({
    name: c.name,
    kind: c.kind,
    cost: c.cost,
    revenue: c.revenue,
    action: ia.key,
    hits: c.hits.map((h) => HIT_NAME[h]).join(' '),
    speed: SPEED_NAME[c.speed],
    ph: c.ph,
  });
  // The whole printed text is heard with the card, even where the face shows only its keyword.
  const fullLabel = ia.key ? `${label}. ${ia.text}` : label;
  const body = (
    <>
      <span class="hl-card__corners">
        <span class="hl-card__cost num" title={TXT.cost}>
          {c.cost}
        </span>
        <span class="hl-card__no num">{String(c.no).padStart(3, '0')}</span>
        <span class="hl-card__rev num" title={TXT.revenue}>
          {c.revenue}
        </span>
      </span>
      {!compact && (
        <span class="hl-card__art" aria-hidden="true">
          <Portrait
            class="hl-card__portrait"
            id={c.id}
            role={roleOf(c)}
            build={buildOf(c)}
            colors={colorsOf(c)}
          />
        </span>
      )}
      <span class="hl-card__name">{c.name}</span>
      <span class={`hl-card__type hl-type--${c.kind.toLowerCase()}`}>
        <KindIcon kind={c.kind} /> {c.kind}
        <span class="visually-hidden"> ({KIND_MARK[c.kind]})</span>
      </span>
      <span class={`hl-card__ia hl-ia--${letter ?? 'none'}`}>
        {letter && (
          <span class={`hl-card__letter hl-letter--${letter}`} title={LETTER_NAME[letter]}>
            {letter}
          </span>
        )}
        <span class="hl-card__key">{ia.key || '—'}</span>
        {!compact && ia.key && <span class="hl-card__text">{ia.text}</span>}
      </span>
      <span class="hl-card__foot">
        <span class="hl-card__hits">
          {c.hits.length === 0 ? (
            <span class="hl-card__nohit">{TXT.noHit}</span>
          ) : (
            c.hits.map((h, i) => (
              <span key={i} class="hl-hitbox num">
                {h}
              </span>
            ))
          )}
        </span>
        <span class="hl-card__marks">
          <span class={`hl-speed hl-speed--${c.speed}`}>{SPEED_NAME[c.speed]}</span>
          {c.ph && <span class="hl-card__ph">{TXT.pinch}</span>}
        </span>
      </span>
    </>
  );
  const cls = `hl-card hl-card--${c.kind.toLowerCase()}${selected ? ' hl-card--selected' : ''}${
    playable ? ' hl-card--playable' : ''
  }${compact ? ' hl-card--compact' : ''}`;
  return onClick ? (
    <button
      type="button"
      class={cls}
      data-card={id}
      data-action={action}
      aria-pressed={action === undefined ? selected : undefined}
      aria-label={fullLabel}
      onClick={onClick}
      {...press}
    >
      {body}
    </button>
  ) : (
    <div class={cls} data-card={id} role="img" aria-label={fullLabel}>
      {body}
    </div>
  );
}

/** A played card in the In Play pile: number, name, type mark, action keyword and Hit Boxes. */
export function HlMini({ id, top = false }: { id: string; top?: boolean }) {
  const c = card(id);
  const ia = iaText(c.ia);
  const letter = letterOf(c.ia);
  return (
    <div
      class={`hl-mini hl-card--${c.kind.toLowerCase()}${top ? ' hl-mini--top' : ''}`}
      data-card={id}
      role="img"
      aria-label={TXT.miniLabel({
        name: c.name,
        kind: c.kind,
        action: ia.key,
        hits: c.hits.map((h) => HIT_NAME[h]).join(' '),
        speed: SPEED_NAME[c.speed],
        revenue: c.revenue,
      })}
    >
      <span class="hl-mini__name">
        <KindIcon kind={c.kind} /> {c.name}
      </span>
      <span class="hl-mini__line">
        {letter && <span class={`hl-card__letter hl-letter--${letter}`}>{letter}</span>}
        <span class="hl-mini__key">{ia.key || '—'}</span>
        <span class="hl-card__rev hl-mini__rev num">{c.revenue}</span>
      </span>
      <span class="hl-card__hits">
        {c.hits.map((h, i) => (
          <span key={i} class="hl-hitbox num">
            {h}
          </span>
        ))}
        <span class={`hl-speed hl-speed--${c.speed}`}>{SPEED_NAME[c.speed]}</span>
      </span>
    </div>
  );
}

/** The one card back of the game (no content id anywhere). */
export function HlBack({ label = TXT.cardBack }: { label?: string }) {
  return (
    <div class="hl-card hl-card--back" role="img" aria-label={label}>
      <svg viewBox="0 0 40 40" aria-hidden="true">
        <path d="M20 4l16 16-16 16L4 20z" />
        <text x="20" y="24" text-anchor="middle">
          45
        </text>
      </svg>
    </div>
  );
}
