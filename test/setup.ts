import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { applyLanguage } from '../src/app/i18n';

// The shell's catalogs load lazily (the app's entry waits for the first): tests read English.
await applyLanguage('en');

// testing-library's auto-cleanup needs a global afterEach; register it for DOM tests.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/preact');
    cleanup();
  }
});
