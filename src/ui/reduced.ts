/**
 * Reduced motion as the app decides it: the Settings choice the shell writes on <html>
 * (`data-motion`: 'on' reduces, 'off' moves in full, 'system' or none follows the device's
 * prefers-reduced-motion). CSS reads the same attribute (tokens.css).
 */

/** Whether motion is reduced now: then every animation shows its end state at once. */
export function motionReduced(): boolean {
  if (typeof document === 'undefined') return true;
  const setting = document.documentElement.dataset.motion;
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
