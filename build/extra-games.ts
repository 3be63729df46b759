import type { Plugin } from 'vite';

const ID = 'virtual:dugout-extra-games';

/**
 * `virtual:dugout-extra-games`: the games an e2e build adds to the shelf (the engine's
 * test fixtures, `vite build --mode e2e`), and nothing in any other build, so no test code
 * can reach the shipped app.
 */
export function extraGames(mode: string): Plugin {
  return {
    name: 'dugout-extra-games',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      return mode === 'e2e'
        ? `export { E2E_GAMES as EXTRA_GAMES } from '/test/fixtures/app-entries.ts';`
        : 'export const EXTRA_GAMES = [];';
    },
  };
}
