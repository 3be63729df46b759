import './SeatChip.css';

/** A seat shown by its colour AND its initial and name, never by colour alone. */
export function SeatChip({
  name,
  color,
  active = false,
}: {
  name: string;
  color: number;
  active?: boolean;
}) {
  return (
    <span class={`seat-chip seat-chip--${color}${active ? ' seat-chip--active' : ''}`}>
      <span class="seat-chip__dot" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span class="seat-chip__name">{name}</span>
    </span>
  );
}
