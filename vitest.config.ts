import { defineConfig } from 'vitest/config';
import { extraGames } from './build/extra-games.ts';

// Unit and property tests run in Node; component tests opt into happy-dom with a
// `// @vitest-environment happy-dom` first line. End-to-end tests live in test/e2e and
// run through scripts/e2e.mjs against the built app, not here.
export default defineConfig({
  plugins: [extraGames('e2e')],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    pool: 'threads',
    // Vitest 4.1 runs one worker fewer than the cores it sees: one worker on the CI's two
    // cores. Both: the suite is CPU-bound and its files independent.
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
