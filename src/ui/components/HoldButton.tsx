import { useEffect, useRef, useState } from 'preact/hooks';
import './HoldButton.css';

/**
 * Press and hold (pointer, or Space/Enter held) for `ms` to confirm; releasing early cancels
 * and, given `tooShortLabel`, says so (a quick tap is the usual first try).
 */
export function HoldButton({
  label,
  holdingLabel,
  tooShortLabel,
  onHeld,
  ms = 700,
}: {
  label: string;
  holdingLabel: string;
  tooShortLabel?: string;
  onHeld: () => void;
  ms?: number;
}) {
  const [holding, setHolding] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = () => {
    if (timer.current) {
      clearTimeout(timer.current);
      setTooShort(true);
    }
    timer.current = null;
    setHolding(false);
  };
  const start = () => {
    if (timer.current) return;
    setTooShort(false);
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setHolding(false);
      onHeld();
    }, ms);
  };
  useEffect(() => stop, []);
  return (
    <button
      type="button"
      class={`hold-button${holding ? ' hold-button--holding' : ''}`}
      data-testid="hold-to-reveal"
      onPointerDown={(e) => {
        (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
        start();
      }}
      onPointerUp={stop}
      onPointerCancel={stop}
      onPointerLeave={stop}
      onContextMenu={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
          e.preventDefault();
          start();
        }
      }}
      onKeyUp={(e) => {
        if (e.key === ' ' || e.key === 'Enter') stop();
      }}
    >
      <span class="hold-button__fill" aria-hidden="true" />
      <span class="hold-button__label" aria-live="polite">
        {holding ? holdingLabel : tooShort && tooShortLabel ? tooShortLabel : label}
      </span>
    </button>
  );
}
