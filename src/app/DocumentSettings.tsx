import { useSignalEffect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { applyLanguage } from './i18n';
import { useServices } from './services';
import { logFailure } from './log-failure';

/** Applies the language, theme and motion settings to the document. */
export function DocumentSettings() {
  const { settings } = useServices();
  // The language: its catalogs, the strings and <html lang>, switched without a reload;
  // under 'auto' it follows the device when the device's preferences change.
  useSignalEffect(() => {
    // A language whose catalog cannot load leaves the one on screen.
    applyLanguage(settings.language.value).catch(logFailure('switching the language'));
  });
  useEffect(() => {
    const follow = () => {
      applyLanguage(settings.language.peek()).catch(logFailure('following the device language'));
    };
    window.addEventListener('languagechange', follow);
    return () => window.removeEventListener('languagechange', follow);
  }, []);
  useSignalEffect(() => {
    const root = document.documentElement;
    const theme = settings.theme.value;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
    root.dataset.motion = settings.motion.value;
  });
  return null;
}
