// Lords of Baseball at the table: two people and a normal bot play the basic game (its first
// DECISIONS decisions: the set-up, the off-season and the season's turns, rolls and windows;
// a whole game takes longer than the runner's 300 s a file on a shared machine, and
// scripts/table-taps.mjs measures whole games), at the tablet's edges and passing it, the two
// tablet sizes (1180x820, 820x1180) taking turns decision by decision. At every decision the
// decision, its controls and the deciding hand are on screen with nothing to scroll
// (fitProblemsInPage); at the edges nothing of a closed side is in the page, and the taps a
// decision costs stay within the bar docs/games/lords.md gives ("At the table", measured by
// scripts/table-taps.mjs). The loan from a side during the other's turn: lords-loan.e2e.mjs.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { closeClean, openApp, useBrowser } from './app.mjs';
import { startTableGame } from './lords-steps.mjs';
import { measureTargets } from './lib.mjs';
import { playAtEdges, playPassing } from './table.mjs';

const SHOTS = process.env.LORDS_SHOTS ?? '/tmp/lords-shots';
mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];
/** Taps a decision at the edges, counting each tap that opens a side (docs: "At the table"). */
const TAPS_BAR = 1.5;
/** Decisions played in each mode (LORDS_DECISIONS overrides; a whole game is about 310). */
const DECISIONS = Number(process.env.LORDS_DECISIONS ?? 40);

describe('Lords of Baseball at the table', () => {
  const chrome = useBrowser();

  test(
    'two people and a bot at the edges: every decision fits, a tap opens a side',
    { timeout: 280_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await startTableGame(page, 'edges');
      await page.locator('.edge').first().waitFor();
      const r = await playAtEdges(page, 'lords', { sizes: SIZES, maxDecisions: DECISIONS });
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.equal(r.decisions, DECISIONS);
      const per = r.taps / r.decisions;
      assert.ok(
        per <= TAPS_BAR,
        `${per.toFixed(2)} taps a decision (${r.taps} for ${r.decisions})`,
      );
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/edges-${size.width}.png` });
        const { tooSmall } = await measureTargets(page);
        assert.deepEqual(tooSmall, [], `targets under 48 px at ${size.width}x${size.height}`);
      }
      await closeClean(app);
    },
  );

  test(
    'two people and a bot passing the tablet: every decision fits',
    { timeout: 280_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await startTableGame(page, 'pass');
      const r = await playPassing(page, 'lords', { sizes: SIZES, maxDecisions: DECISIONS });
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.equal(r.decisions, DECISIONS);
      assert.ok(r.covers > 2, 'the tablet was passed');
      await page.setViewportSize(SIZES[1]);
      await page.screenshot({ path: `${SHOTS}/pass-820.png` });
      await closeClean(app);
    },
  );
});
