// Showdown passing the tablet: two people play a whole advanced game, the two tablet sizes
// taking turns decision by decision: every decision fits with nothing to scroll (a big hand
// folds the cards it cannot play now; the expert call comes before the folded changes; the
// line score keeps the last nine innings), every cover hides both hands. Its own file: a
// whole game beside the edges' game in showdown-table.e2e.mjs went past the runner's per-file
// limit on a busy machine. Screenshots go to /tmp (SD_SHOTS overrides the folder).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, useBrowser } from './app.mjs';
import { results, startTwo } from './showdown-faces.mjs';
import { playPassing } from './table.mjs';

const SHOTS = process.env.SD_SHOTS ?? '/tmp/sd-shots';
const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];

describe('Showdown passing the tablet', () => {
  const chrome = useBrowser();

  test(
    'two people passing the tablet: every cover hides both hands, every decision fits',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await startTwo(page, 'pass');
      const r = await playPassing(page, 'showdown', { sizes: SIZES });
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.ok(r.ended, `a whole game (${r.decisions} decisions)`);
      assert.ok(r.covers > 10, 'the device was passed');
      await page.setViewportSize(SIZES[1]);
      await page.screenshot({ path: `${SHOTS}/pass-end-820x1180.png` });
      const table = await results(page);
      assert.equal(await table.locator('tbody tr').count(), 2);
      await closeClean(app);
    },
  );
});
