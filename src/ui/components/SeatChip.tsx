import { useContext } from 'preact/hooks';
import { SeatMarksContext } from './seat-marks';
import './SeatChip.css';

/**
 * A seat shown by its colour AND its mark and name, never by colour alone; a bot says so.
 * The mark is unique at the table (`SeatMarksContext`, set by the screen showing it).
 */
export function SeatChip({
  name,
  color,
  active = false,
}: {
  name: string;
  color: number;
  active?: boolean;
}) {
  const known = useContext(SeatMarksContext).get(name);
  const mark = known?.mark ?? name.trim().slice(0, 1).toUpperCase();
  return (
    <span class={`seat-chip seat-chip--${color}${active ? ' seat-chip--active' : ''}`}>
      <span
        class={`seat-chip__dot${mark.length > 1 ? ' seat-chip__dot--two' : ''}`}
        aria-hidden="true"
      >
        {mark}
      </span>
      <span class="seat-chip__name">{name}</span>
      {known?.bot && (
        <span class="seat-chip__bot" title={known.bot}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <rect
              x="2.5"
              y="5"
              width="11"
              height="8"
              rx="2"
              fill="none"
              stroke="currentColor"
              stroke-width="1.5"
            />
            <path
              d="M8 5V2.5M6 9h.01M10 9h.01"
              stroke="currentColor"
              stroke-width="2"
              stroke-linecap="round"
            />
          </svg>
          <span class="visually-hidden">({known.bot})</span>
        </span>
      )}
    </span>
  );
}
