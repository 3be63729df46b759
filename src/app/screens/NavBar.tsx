import { t } from '../i18n';

/** The links between the shell's screens. */
export function NavBar() {
  return (
    <nav class="nav-bar" aria-label="Dugout">
      <a href="/">{t('nav.home')}</a>
      <a href="/history">{t('nav.history')}</a>
      <a href="/profiles">{t('nav.profiles')}</a>
      <a href="/settings">{t('nav.settings')}</a>
    </nav>
  );
}
