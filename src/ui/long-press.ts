/**
 * A long press (or a right click) that opens a card for reading, on a card whose tap plays it:
 * the tap stays one play, and reading the whole card takes a longer touch. The click that ends
 * a long press is swallowed, so reading never plays the card.
 */
import { useRef } from 'preact/hooks';

/** How long a finger rests on a card before it opens for reading. */
export const LONG_PRESS_MS = 550;
/** A finger that moves this far (CSS px) is sliding, not resting. */
const DRIFT_PX = 10;

export function useLongPress(onLong: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  if (!onLong) return {};
  return {
    onPointerDown(e: PointerEvent) {
      fired.current = false;
      clear();
      start.current = { x: e.clientX, y: e.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        fired.current = true;
        onLong();
      }, LONG_PRESS_MS);
    },
    onPointerMove(e: PointerEvent) {
      const s = start.current;
      if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > DRIFT_PX) clear();
    },
    onPointerUp: clear,
    onPointerCancel: clear,
    onPointerLeave: clear,
    onContextMenu(e: Event) {
      e.preventDefault();
      // A touch browser also reports a long press as a context menu: read the card once.
      if (fired.current) return;
      clear();
      fired.current = true;
      onLong();
    },
    onClickCapture(e: Event) {
      if (!fired.current) return;
      fired.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
