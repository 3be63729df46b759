// You're the GM! through the UI, two people at the tablet's edges and two bots from the home
// screen to the dynasty, the two tablet sizes (1180x820 and 820x1180) taking turns decision
// by decision: every decision on screen with nothing to scroll, nothing of a closed edge's
// hand in the page (checked before each decision), at most one reveal per person in each
// season's Free Agency Draft (issue 23's bar) and none outside the drafts, one tap a
// decision, every control at least 48 px. Passing the tablet: gm-pass.e2e.mjs. Screenshots of
// the first decision of each step at each size: /tmp/gm-shots (gm-steps.mjs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, setBotSpeed, startGame, useBrowser } from './app.mjs';
import { SIZES, results, stepWatcher } from './gm-steps.mjs';
import { playAtEdges } from './table.mjs';

describe("You're the GM! at the edges", () => {
  const chrome = useBrowser();

  test(
    'two people at the edges and two bots play to a dynasty: one reveal a draft, every decision fits',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await setBotSpeed(page, 'Fast');
      await startGame(page, 'gm', ['human', 'human', 'normal', 'normal'], {}, { table: 'edges' });
      await page.locator('.edge').first().waitFor();
      const steps = stepWatcher(page, 'edges');
      // Across a landscape tablet a draft hand's card keeps each of its rows to one line
      // (Base over Max stand beside the slots, 37 px), whatever its words, tags and slots, so
      // every hand has the same height: a card whose tags and four slots wrapped once pushed
      // a hand out of its half of the screen with both sides up (CI at b13d067).
      const wrapped = [];
      const onDecision = async (n) => {
        await steps.onDecision(n);
        if (page.viewportSize()?.width !== SIZES[0].width) return;
        const rows = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              '.gm--draft .edge--deciding .gm-card--hand :is(.gm-card__meta, .gm-card__play)',
            ),
          ].flatMap((row) => {
            const h = row.getBoundingClientRect().height;
            const card = row.closest('[data-card]')?.getAttribute('data-card');
            return h > 40 ? [`${card} ${row.className} ${Math.round(h)} px`] : [];
          }),
        );
        for (const row of rows) wrapped.push(`decision ${n}: ${row}`);
      };
      const r = await playAtEdges(page, 'gm', { sizes: SIZES, onDecision });
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.deepEqual(wrapped, [], 'a draft card row on two lines');
      assert.ok(r.ended, `a whole game (${r.decisions} decisions)`);
      // Two seasons at least to a dynasty of two trophies (four GMs): a draft a season each.
      assert.ok(r.rounds.size >= 4, `${r.rounds.size} person-drafts counted`);
      assert.ok(r.roundReveals <= 1, `${r.roundReveals} reveals by one person in one draft`);
      // The Team choice, the dice and Arbitration need no reveal: only the drafts do.
      assert.equal(
        r.reveals,
        [...r.rounds.values()].reduce((n, k) => n + k, 0),
      );
      assert.ok(r.taps / r.decisions <= 1.05, `${r.taps} taps for ${r.decisions} decisions`);
      steps.assertEveryStep();
      assert.deepEqual(steps.small, [], 'targets under 48 px');
      await results(page, 4);
      await closeClean(app);
    },
  );
});
