import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

// testing-library's auto-cleanup needs a global afterEach; register it for DOM tests.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/preact');
    cleanup();
  }
});
