import type { MsgArgs } from '../../../engine/types';
/** Small shared controls of the Lords board: an action button, a card face, a seat name. */
import type { ComponentChildren } from 'preact';
import type { LordsAction } from '../state';
import { cardFacts } from './model';
import { TXT } from './text';

/** What every control of the board needs to send an action and name things. */
export interface Ctx {
  act(a: LordsAction): void;
  label(a: LordsAction): string;
  name(seat: number): string;
  /** The game's messages, filled. */
  say(key: string, args?: MsgArgs): string;
}

/** A button that sends one listed action; it carries the action as data-action. */
export function ActButton({
  a,
  ctx,
  children,
  primary = false,
  cls = '',
}: {
  a: LordsAction;
  ctx: Ctx;
  children?: ComponentChildren;
  primary?: boolean;
  cls?: string;
}) {
  return (
    <button
      type="button"
      class={`${primary ? 'button-primary ' : ''}lords-act ${cls}`.trim()}
      data-action={JSON.stringify(a)}
      onClick={() => ctx.act(a)}
    >
      {children ?? ctx.label(a)}
    </button>
  );
}

/**
 * An action card's face: OPS in the corner, both events, the colour named as well as shown.
 * `compact` (a card of the hand): the OPS and the title of the side in play only; the chosen
 * card's text is read beside its plays.
 */
export function ActionCardFace({
  id,
  selected = false,
  onClick,
  side = 'both',
  compact = false,
}: {
  id: string;
  selected?: boolean;
  onClick?: () => void;
  side?: 'both' | 'in' | 'off';
  compact?: boolean;
}) {
  const f = cardFacts(id);
  const body = compact ? (
    <>
      <span class="lords-card__top">
        <span class="lords-card__ops num">{TXT.opsCount(f.ops)}</span>
        {f.compulsory && <span class="lords-card__flag">{TXT.compulsory}</span>}
      </span>
      <strong class={`lords-card__title lords-card__event--${side === 'off' ? 'off' : f.color}`}>
        {side === 'off' ? f.offTitle : f.inTitle}
      </strong>
    </>
  ) : (
    <>
      <span class="lords-card__top">
        <span class="lords-card__ops num">{TXT.opsCount(f.ops)}</span>
        {f.compulsory && <span class="lords-card__flag">{TXT.compulsory}</span>}
      </span>
      {side !== 'off' && (
        <span class={`lords-card__event lords-card__event--${f.color}`}>
          <strong>{f.inTitle}</strong>
          <span>{f.inText}</span>
        </span>
      )}
      {side !== 'in' && (
        <span class="lords-card__event lords-card__event--off">
          <strong>{f.offTitle}</strong>
          <span>{f.offText}</span>
        </span>
      )}
    </>
  );
  const cls = `lords-card lords-card--${f.color}${compact ? ' lords-card--compact' : ''}${
    selected ? ' lords-card--selected' : ''
  }`;
  return onClick ? (
    <button type="button" class={cls} data-card={id} aria-pressed={selected} onClick={onClick}>
      {body}
    </button>
  ) : (
    <div class={cls} data-card={id}>
      {body}
    </div>
  );
}
