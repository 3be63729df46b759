import { useRegisterSW } from 'virtual:pwa-register/preact';
import { t } from './i18n';
import { logFailure } from './log-failure';
import './sw-update.css';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Asks the server for a newer service worker; skipped offline or while one is installing. */
async function checkForUpdate(swUrl: string, registration: ServiceWorkerRegistration) {
  if (!navigator.onLine || registration.installing) return;
  try {
    // Probe first so an unreachable server does not surface as a failed update (vite-pwa docs).
    const response = await fetch(swUrl, { cache: 'no-store' });
    if (response.ok) await registration.update();
  } catch {
    // Offline after all, or the server is down: try again at the next interval.
  }
}

/**
 * Registers the service worker (mount once, at the app root) and offers a waiting update.
 * The bar shows only when `allowed`: between games, never mid-turn, because accepting
 * reloads the page and drops in-memory state (PLATFORM-NOTES rows 10-11).
 */
export function UpdatePrompt({
  allowed,
  beforeUpdate,
  onNeedReload,
}: {
  allowed: boolean;
  /** Writes everything pending first: accepting reloads the page. */
  beforeUpdate?: () => Promise<void>;
  /**
   * The new version took control (accepted here or in another tab): this page runs old
   * code and must reload. Without it the page reloads at once, mid-game or not.
   */
  onNeedReload?: () => void;
}) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedReload,
    onRegisteredSW(swUrl, registration) {
      // Long sessions never navigate, so ask for updates hourly (PLATFORM-NOTES row 9).
      if (registration)
        setInterval(() => {
          checkForUpdate(swUrl, registration).catch(logFailure('the update check'));
        }, UPDATE_CHECK_MS);
    },
  });

  if (!allowed || !needRefresh) return null;
  return (
    <section class="update-bar" aria-label={t('update.region')}>
      <p class="update-bar__text" role="status">
        {t('update.available')}
      </p>
      <div class="update-bar__actions">
        <button
          type="button"
          class="button-primary"
          onClick={() => {
            // Saves that cannot be written keep the bar up: updating would reload past them.
            (beforeUpdate?.() ?? Promise.resolve())
              .then(() => updateServiceWorker(true))
              .catch(logFailure('the update'));
          }}
        >
          {t('update.accept')}
        </button>
        <button type="button" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </button>
      </div>
    </section>
  );
}
