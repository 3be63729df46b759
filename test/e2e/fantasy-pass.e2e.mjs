// Fantasy Fantasy Baseball passing the tablet: two people play a whole season (three months,
// the playoffs), the two tablet sizes taking turns decision by decision: every decision on
// screen with nothing to scroll, every cover hiding both hands.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, useBrowser } from './app.mjs';
import { SIZES, assertTwoResults, startTwo } from './fantasy-table.mjs';
import { playPassing } from './table.mjs';

describe('Fantasy Fantasy Baseball passing the tablet', () => {
  const chrome = useBrowser();

  test('every cover hides both hands, every decision fits', { timeout: 900_000 }, async () => {
    const app = await openApp(chrome.browser, SIZES[1]);
    const { page } = app;
    await startTwo(page, 'pass');
    const r = await playPassing(page, 'fantasy', { sizes: SIZES });
    assert.deepEqual(r.problems, [], 'a decision needed a scroll');
    assert.ok(r.decisions > 50, `a whole season (${r.decisions} decisions)`);
    assert.ok(r.covers > 10, 'the device was passed');
    await assertTwoResults(page);
    await closeClean(app);
  });
});
