/**
 * A character card drawn in CSS/SVG: name and card number in the sky (blue Good, red Evil),
 * tier and Good/Evil as emblem plus word, the stats it has large, its magic below. Every
 * face carries data-card (its content id); faces hidden from the holder are never drawn.
 */
import { useLongPress } from '../../../ui/long-press';
import { charInfo } from '../content';
import { ABILITY_TEXT } from '../content/abilities';
import { HITTING, STATS } from '../types';
import { SideIcon, TierIcon } from './Icons';
import { SIDE_WORD, TIER_WORD } from './text';
import './card.css';

/**
 * compact: a card in a row of cards; wide: the same on one band, its ability's text beside it
 * (a bench card about to be flipped); full: opened whole; chip: its name on one line.
 */
export type CardSize = 'compact' | 'wide' | 'full' | 'chip';

/** What a screen reader hears for a character: everything printed on it. */
export function cardLabel(id: string, line?: readonly number[]): string {
  const { card, ability } = charInfo(id);
  const stats = statsOf(id, line)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return `${card.name}, ${card.team}, ${card.pos}-${card.num}, ${TIER_WORD[card.tier]}, ${
    SIDE_WORD[card.side]
  }. ${stats}. ${ABILITY_TEXT[ability].name}: ${ABILITY_TEXT[ability].text}`;
}

/** The stats a card has; with a week's line, its values (a stat gained or zeroed shows too). */
function statsOf(id: string, line?: readonly number[]): [string, number][] {
  const printed = charInfo(id).card.stats;
  return STATS.flatMap((k, i): [string, number][] => {
    const was = printed[k] ?? 0;
    const v = line ? (line[i] ?? 0) : was;
    return v > 0 || was > 0 ? [[k, v]] : [];
  });
}

export function CharCard({
  id,
  size = 'compact',
  line,
  selected = false,
  actionable = false,
  badge,
  onTap,
  note,
  action,
  onZoom,
  text = false,
}: {
  id: string;
  size?: CardSize;
  /** This week's stats (Event, magic) instead of the printed ones. */
  line?: readonly number[];
  selected?: boolean;
  /** Has a legal action now (highlighted). */
  actionable?: boolean;
  /** A short tag on the card ("Used", "Upside down"). */
  badge?: string;
  onTap?: () => void;
  /** Extra words for the screen reader (what tapping does). */
  note?: string;
  /** The move a tap makes at once (`data-action`): the card's only one. */
  action?: string;
  /** Opens the card whole on a long press (its tap plays it). */
  onZoom?: () => void;
  /** Prints the ability's text on a compact card too (a bench card about to be flipped). */
  text?: boolean;
}) {
  const press = useLongPress(onZoom);
  const { card } = charInfo(id);
  const cls = [
    'ffb-card',
    `ffb-card--${size}`,
    `ffb-card--${card.side}`,
    `ffb-card--${card.tier}`,
    actionable && 'ffb-card--actionable',
    selected && 'ffb-card--selected',
  ]
    .filter(Boolean)
    .join(' ');
  const label = note ? `${cardLabel(id, line)} ${note}` : cardLabel(id, line);
  const body =
    size === 'chip' ? <ChipBody id={id} /> : <Body id={id} size={size} line={line} text={text} />;
  const tag = badge ? <span class="ffb-card__badge">{badge}</span> : null;
  if (onTap) {
    return (
      // The name is the spoken card (hidden text), the drawn face being aria-hidden: an
      // aria-label would not contain the face's visible words, which voice control reads.
      <button
        type="button"
        class={cls}
        data-card={id}
        data-action={action}
        aria-pressed={actionable && !action ? selected : undefined}
        onClick={onTap}
        {...press}
      >
        <span class="visually-hidden">{label}</span>
        <span class="ffb-card__face" aria-hidden="true">
          {body}
          {tag}
        </span>
      </button>
    );
  }
  return (
    <div class={cls} data-card={id} role="img" aria-label={label}>
      {body}
      {tag}
    </div>
  );
}

function ChipBody({ id }: { id: string }) {
  const { card } = charInfo(id);
  return (
    <>
      <TierIcon tier={card.tier} />
      <span class="ffb-card__chip-name">{card.name}</span>
      <SideIcon side={card.side} />
    </>
  );
}

function Body({
  id,
  size,
  line,
  text,
}: {
  id: string;
  size: CardSize;
  line?: readonly number[];
  text: boolean;
}) {
  const { card, ability } = charInfo(id);
  const printed = card.stats;
  return (
    <>
      <span class="ffb-card__sky">
        <span class="ffb-card__name">{card.name}</span>
        {size === 'full' && <span class="ffb-card__team">{card.team}</span>}
        <span class="ffb-card__num num">
          {card.pos}-{card.num}
        </span>
      </span>
      <span class="ffb-card__marks">
        <span class="ffb-mark ffb-mark--tier">
          <TierIcon tier={card.tier} />
          <span class="ffb-mark__word">{TIER_WORD[card.tier]}</span>
        </span>
        <span class="ffb-mark ffb-mark--side">
          <SideIcon side={card.side} />
          <span class="ffb-mark__word">{SIDE_WORD[card.side]}</span>
        </span>
      </span>
      <span class="ffb-card__stats">
        {statsOf(id, line).map(([k, v]) => {
          const was = printed[k as keyof typeof printed] ?? 0;
          const kind = (HITTING as readonly string[]).includes(k) ? 'hit' : 'pitch';
          return (
            <span
              key={k}
              class={`ffb-stat ffb-stat--${kind}${v !== was ? ' ffb-stat--changed' : ''}`}
            >
              <span class="ffb-stat__k">{k}</span>
              <span class="ffb-stat__v num">{v}</span>
            </span>
          );
        })}
      </span>
      <span class="ffb-card__ability">{ABILITY_TEXT[ability].name}</span>
      {(size === 'full' || size === 'wide' || text) && (
        <span class="ffb-card__ability-text">{ABILITY_TEXT[ability].text}</span>
      )}
    </>
  );
}
