import type { ComponentChildren } from 'preact';
import './GameCard.css';

/**
 * A card face with the shared anatomy: name and type on top, the deciding numbers large in
 * the corners, the ability or chart at the bottom. Carries data-card (its content id) for tests.
 */
export function CardFace({
  id,
  name,
  type,
  corner,
  children,
  selected = false,
  onClick,
  label,
}: {
  id: string;
  name: string;
  type?: string;
  corner?: string | number;
  children?: ComponentChildren;
  selected?: boolean;
  onClick?: () => void;
  label?: string;
}) {
  const body = (
    <>
      <span class="card__top">
        <span class="card__name">{name}</span>
        {type && <span class="card__type">{type}</span>}
      </span>
      {corner !== undefined && <span class="card__corner num">{corner}</span>}
      {children && <span class="card__body">{children}</span>}
    </>
  );
  const cls = `card card--face${selected ? ' card--selected' : ''}`;
  return onClick ? (
    <button
      type="button"
      class={cls}
      data-card={id}
      onClick={onClick}
      aria-pressed={selected}
      aria-label={label}
    >
      {body}
    </button>
  ) : (
    <div class={cls} data-card={id} aria-label={label}>
      {body}
    </div>
  );
}

/** A face-down card: the game's shared back, with no content id anywhere. */
export function CardBack({ label }: { label: string }) {
  return <div class="card card--back" role="img" aria-label={label} />;
}
