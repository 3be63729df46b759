import { useEffect } from 'preact/hooks';
import { logFailure } from './log-failure';

/**
 * Keeps the screen on while a game is shown (Screen Wake Lock). The browser drops the lock
 * when the page is hidden, so it is asked for again on return and on the next tap (iOS needs
 * a user gesture).
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        lock = await navigator.wakeLock.request('screen');
      } catch {
        // Refused (battery saver, no gesture yet): the next tap or return tries again.
      }
    };
    // acquire catches a refusal itself; whatever else goes wrong is logged.
    const onVisible = () => {
      acquire().catch(logFailure('the wake lock'));
    };
    onVisible();
    document.addEventListener('visibilitychange', onVisible);
    document.addEventListener('pointerdown', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('pointerdown', onVisible);
      lock?.release().catch(logFailure('releasing the wake lock'));
    };
  }, [active]);
}
