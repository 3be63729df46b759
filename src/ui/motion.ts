/**
 * Motion driven from code (counters, dice faces, the Web Animations API), reduced as the app
 * decides it (reduced.ts: the Settings choice on <html>, else the device's wish).
 */
import { useEffect, useState } from 'preact/hooks';
import { motionReduced } from './reduced';

// In a module of its own so that a die (src/ui/components/Die) loads the check alone.
export { motionReduced };

/** The duration of a counter's step, in ms (a run, a million, a point at a time). */
export const COUNT_STEP_MS = 120;
/** A counter reaches its value in at most this many steps, whatever the jump. */
const MAX_STEPS = 8;

/**
 * A number that counts up to `value` a step at a time; at once with reduced motion, on the
 * first render and when the value goes down. Only what is shown counts: the caller keeps the
 * true value for its accessible name and its decisions.
 */
export function useCountUp(value: number): number {
  const [shown, setShown] = useState(value);
  const instant = value < shown || motionReduced();
  useEffect(() => {
    if (shown === value) return;
    if (instant) {
      setShown(value);
      return;
    }
    const step = Math.max(1, Math.ceil((value - shown) / MAX_STEPS));
    const timer = setTimeout(() => setShown(Math.min(value, shown + step)), COUNT_STEP_MS);
    return () => clearTimeout(timer);
  }, [value, shown, instant]);
  return instant ? value : shown;
}

/**
 * Plays keyframes on an element through the Web Animations API, unless motion is reduced
 * (then nothing runs and the element simply stands in its end state). Returns whether it
 * played. Purely visual: nobody awaits it, and the element's real place never waits for it.
 */
export function playMotion(
  el: Element | null,
  keyframes: Keyframe[],
  duration: number,
  easing = 'cubic-bezier(0.2, 0.8, 0.2, 1)',
): boolean {
  if (!el || motionReduced() || typeof el.animate !== 'function') return false;
  el.animate(keyframes, { duration, easing });
  return true;
}
