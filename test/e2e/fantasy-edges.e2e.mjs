// Fantasy Fantasy Baseball at the edges: two people play a whole season (three months, the
// playoffs) with a hand at each edge, the two tablet sizes taking turns decision by decision:
// one tap (or one press-slide-lift) a decision, nothing of a closed edge's hand in the page
// (checked before every decision), every decision on screen with nothing to scroll, every
// control at least 48 px. Screenshots go to /tmp (FFB_SHOTS overrides the folder).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, useBrowser } from './app.mjs';
import { EDGE_TAPS_BAR, SIZES, assertTwoResults, startTwo } from './fantasy-table.mjs';
import { measureTargets } from './lib.mjs';
import { playAtEdges } from './table.mjs';

const SHOTS = process.env.FFB_SHOTS ?? '/tmp/ffb-shots';

describe('Fantasy Fantasy Baseball at the edges', () => {
  const chrome = useBrowser();

  test('two people play a season, one tap a decision', { timeout: 900_000 }, async () => {
    const app = await openApp(chrome.browser, SIZES[0]);
    const { page } = app;
    await startTwo(page, 'edges');
    await page.locator('.edge').first().waitFor();
    // The draft: both decide at once, each hand face down at its edge.
    assert.equal(await page.locator('.edge--closed').count(), 2);
    assert.equal(await page.locator('[data-zone="hand"]').count(), 0);
    await page.screenshot({ path: `${SHOTS}/edges-1180x820.png` });
    const r = await playAtEdges(page, 'fantasy', { sizes: SIZES });
    assert.deepEqual(r.problems, [], 'a decision needed a scroll');
    assert.ok(r.ended, `a whole season (${r.decisions} decisions)`);
    const per = r.taps / r.decisions;
    assert.ok(
      per <= EDGE_TAPS_BAR,
      `${per.toFixed(2)} taps a decision (${r.taps} for ${r.decisions})`,
    );
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const { tooSmall } = await measureTargets(page);
      assert.deepEqual(tooSmall, [], `targets under 48 px at ${size.width}x${size.height}`);
    }
    await assertTwoResults(page);
    await closeClean(app);
  });
});
