// Showdown at the table: two people play a whole advanced game at the tablet's edges with the
// gesture, the two tablet sizes taking turns decision by decision: every decision on screen
// with nothing to scroll, nothing of a closed edge's hand in the page (checked at every
// decision by playAtEdges), at every decision no handoff cover and no strategy card face
// outside the one open hand's half, every control finger-sized, and at most 1.1 taps a
// decision counting every reveal (measured: 1.00, docs/games/showdown.md "At the table"). Once
// the 5th inning is under way the page is reloaded: the game comes back at the edges, face
// down, at the same move and score, and is played on to the results. Opening the edges from
// the keyboard and from the game menu: showdown-edges.e2e.mjs; passing the tablet:
// showdown-pass.e2e.mjs.
// Screenshots go to /tmp (SD_SHOTS overrides the folder), never into the repo.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, useBrowser } from './app.mjs';
import { measureTargets } from './lib.mjs';
import { facesInPage, lineScoreInPage, midGame, results, startTwo } from './showdown-faces.mjs';
import { assertEdgesPrivate, movesOf, playAtEdges } from './table.mjs';

const SHOTS = process.env.SD_SHOTS ?? '/tmp/sd-shots';
const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];
/** The bar for taps a decision at the edges, reveals counted (measured 1.00). */
const TAPS_BAR = 1.1;

/** At a decision: no cover at the edges, and strategy faces only in the one open hand's half. */
async function assertOnlyOpenHandShows(page) {
  const seen = await page.evaluate(facesInPage);
  assert.equal(seen.handoff, false, 'a handoff cover at the edges');
  assert.ok(seen.zones.length <= 1, `hands open in halves ${seen.zones}`);
  for (const f of seen.faces)
    assert.ok(seen.zones.includes(f.half), `${f.card} shows outside its hand`);
}

/** Reloads the page and checks the game comes back at the edges, face down, where it was. */
async function reloadAndResume(page) {
  await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
  const before = { score: await page.evaluate(lineScoreInPage), moves: await movesOf(page) };
  const url = page.url();
  await page.reload();
  await page.waitForURL(url);
  await page.locator('.edges__table .sd-score').waitFor();
  assert.equal(await page.locator('.edge').count(), 2, 'the edges came back');
  assert.equal(await page.getByTestId('handoff').count(), 0, 'a cover after the reload');
  await assertEdgesPrivate(page);
  assert.equal(await page.evaluate(lineScoreInPage), before.score, 'resumed at the same score');
  assert.equal(await movesOf(page), before.moves, 'resumed at the same move');
}

describe('Showdown at the table', () => {
  const chrome = useBrowser();

  test(
    'two people at the edges play a whole game with the gesture, reloaded mid-game',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await startTwo(page, 'edges');
      await page.locator('.edge').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/edges-1180x820.png` });
      const onDecision = () => assertOnlyOpenHandShows(page);
      const until = async () => midGame(await page.evaluate(lineScoreInPage));
      const first = await playAtEdges(page, 'showdown', { sizes: SIZES, onDecision, until });
      assert.ok(await until(), 'the 5th inning is under way');
      await reloadAndResume(page);
      const rest = await playAtEdges(page, 'showdown', { sizes: SIZES, onDecision });
      const r = {
        decisions: first.decisions + rest.decisions,
        taps: first.taps + rest.taps,
        problems: [...first.problems, ...rest.problems],
        ended: rest.ended,
      };
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.ok(r.ended, `a whole game (${r.decisions} decisions)`);
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
