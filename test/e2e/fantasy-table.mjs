// Shared by the Fantasy table e2e files (fantasy-edges, fantasy-pass): the two tablet sizes,
// the taps bar, starting a two-person season and reading its results.
import assert from 'node:assert/strict';

export const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];
/**
 * Taps a decision at the edges, measured by `node scripts/table-taps.mjs fantasy` (1.00 over
 * whole seasons): every card and control plays at one tap or one gesture, and a decision on
 * public facts needs no reveal.
 */
export const EDGE_TAPS_BAR = 1;

/** Starts the default season for two people, the tablet shared as `mode` says. */
export async function startTwo(page, mode) {
  await page.getByTestId('new-fantasy').click();
  await page.getByTestId('start-game').waitFor();
  assert.equal(await page.locator('.seat-row').count(), 2);
  const choice = page.getByTestId('table-choice');
  assert.match(await choice.innerText(), /Hands at each edge/);
  await choice
    .getByRole('radio', { name: mode === 'edges' ? /Hands at each edge/ : /Pass/ })
    .check();
  await page.getByTestId('start-game').click();
  await page.waitForURL(/\/play\//);
}

/** Opens the results and checks both managers have a row. */
export async function assertTwoResults(page) {
  await page.getByRole('button', { name: 'See results' }).click();
  const table = page.getByTestId('results');
  await table.waitFor();
  assert.equal(await table.locator('tbody tr').count(), 2);
}
