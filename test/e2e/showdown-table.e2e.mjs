// Showdown at the table: two people play a whole advanced game at the tablet's edges with the
// gesture, the two tablet sizes taking turns decision by decision: every decision on screen
// with nothing to scroll, nothing of a closed edge's hand in the page (checked at every
// decision by playAtEdges), every control finger-sized, and at most 1.1 taps a decision
// counting every reveal (measured: 1.00, docs/games/showdown.md "At the table"). Passing the
// tablet, a big hand of strategy cards still overflows at 1180x820 (CI, 2026-11-29): that
// test waits on branch showdown-pass-fit until the hand fits (issue 23). Screenshots go to /tmp (SD_SHOTS overrides the folder), never into the repo.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, optionSelect, useBrowser } from './app.mjs';
import { measureTargets } from './lib.mjs';
import { playAtEdges } from './table.mjs';

const SHOTS = process.env.SD_SHOTS ?? '/tmp/sd-shots';
const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];
/** The bar for taps a decision at the edges, reveals counted (measured 1.00). */
const TAPS_BAR = 1.1;

/** Starts a two-person advanced game, shared as `mode` says. */
async function startTwo(page, mode) {
  await page.getByTestId('new-showdown').click();
  await page.getByTestId('start-game').waitFor();
  await optionSelect(page, 'Rules').selectOption('advanced');
  const choice = page.getByTestId('table-choice');
  assert.match(await choice.innerText(), /Hands at each edge/);
  await choice
    .getByRole('radio', { name: mode === 'edges' ? /Hands at each edge/ : /Pass/ })
    .check();
  await page.getByTestId('start-game').click();
  await page.waitForURL(/\/play\//);
}

async function results(page) {
  await page.getByRole('button', { name: 'See results' }).click();
  const table = page.getByTestId('results');
  await table.waitFor();
  return table;
}

describe('Showdown at the table', () => {
  const chrome = useBrowser();

  test(
    'two people at the edges play a whole game with the gesture',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await startTwo(page, 'edges');
      await page.locator('.edge').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/edges-1180x820.png` });
      const r = await playAtEdges(page, 'showdown', { sizes: SIZES });
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.ok(r.decisions > 60, `a whole game (${r.decisions} decisions)`);
      const per = r.taps / r.decisions;
      assert.ok(
        per <= TAPS_BAR,
        `${per.toFixed(2)} taps a decision (${r.taps} for ${r.decisions})`,
      );
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const { tooSmall } = await measureTargets(page);
        assert.deepEqual(tooSmall, [], `targets under 48 px at ${size.width}x${size.height}`);
      }
      const table = await results(page);
      assert.equal(await table.locator('tbody tr').count(), 2);
      await closeClean(app);
    },
  );
});
