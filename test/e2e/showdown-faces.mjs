import { startGame } from './app.mjs';

/**
 * What Showdown's edges show, read in the page (shared by showdown-edges, -table and -pass):
 * the strategy card faces outside the public places (cards played this at-bat or left on
 * players) by the half they are in, the private zones by half, the halves' names, whether
 * the game is over and whether a handoff cover is up.
 */
export const facesInPage = () => {
  const halves = [...document.querySelectorAll('.edge')];
  const half = (el) => halves.findIndex((h) => h.contains(el));
  const faces = [...document.querySelectorAll('.sd-strat [data-card]')].filter(
    (el) => !el.closest('.sd-table'),
  );
  return {
    over: [...document.querySelectorAll('button')].some((b) => b.textContent === 'See results'),
    handoff: document.querySelector('[data-testid="handoff"]') !== null,
    faces: faces.map((el) => ({ card: el.getAttribute('data-card'), half: half(el) })),
    zones: [...document.querySelectorAll('[data-zone="hand"]')].map(half),
    halves: halves.map((h) => h.getAttribute('aria-label')),
  };
};

/** The line score as it reads now (inning, runs and hits per team); empty before it shows. */
export const lineScoreInPage = () =>
  document.querySelector('.edges__table .sd-score')?.innerText ?? '';

/** The 5th inning or a later one is under way (a reload "mid-game"). */
export const midGame = (score) => /(Top|Bottom) [5-9]th/.test(score);

/**
 * Starts a two-person advanced game, shared as `mode` says ('edges' or 'pass'); the tests
 * prove the mode took (edges on screen, covers counted).
 */
export const startTwo = (page, mode) =>
  startGame(page, 'showdown', ['human', 'human'], { Rules: 'advanced' }, { table: mode });

/** Opens the results from the final screen. */
export async function results(page) {
  await page.getByRole('button', { name: 'See results' }).click();
  const table = page.getByTestId('results');
  await table.waitFor();
  return table;
}
