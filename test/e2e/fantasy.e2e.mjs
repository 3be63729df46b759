// Fantasy Fantasy Baseball through the UI: a solo game against the Robot and the Deck. Two
// people and a bot passing the tablet to the results and history: fantasy-pass.e2e.mjs; two
// people at the edges: fantasy-edges.e2e.mjs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { baseUrl, recordPageProblems } from './lib.mjs';
import { homeHeading, playToEnd, useBrowser } from './app.mjs';

describe('Fantasy Fantasy Baseball', () => {
  const chrome = useBrowser();

  test(
    'a solo game against the Robot and the Deck is played to the end',
    { timeout: 600_000 },
    async () => {
      const context = await chrome.browser.newContext({ viewport: { width: 820, height: 1180 } });
      const problems = await recordPageProblems(context);
      const page = await context.newPage();
      await page.goto(baseUrl());
      await homeHeading(page).waitFor();
      const rows = page.locator('.seat-row');
      await page.getByTestId('new-fantasy').click();
      await page.getByTestId('start-game').waitFor();
      while ((await rows.count()) > 1)
        await rows
          .last()
          .getByRole('button', { name: /^Remove/ })
          .click();
      await page.getByTestId('start-game').click();
      await page.waitForURL(/\/play\//);
      const covers = await playToEnd(page);
      assert.deepEqual(covers, [], 'one person never needs the handoff cover');
      await page.getByRole('button', { name: 'See results' }).click();
      await page.getByTestId('results').waitFor();
      // Your place among you, the Robot and the Deck: each has a row with its Wins.
      const table = page.getByTestId('results');
      assert.equal(await table.locator('tbody tr').count(), 3);
      const rivals = (await table.locator('tbody tr[data-rival] td:nth-child(2)').allInnerTexts())
        .map((t) => t.trim())
        .sort();
      assert.deepEqual(rivals, ['The Deck', 'The Robot']);
      assert.deepEqual(problems.errors, []);
      await context.close();
    },
  );
});
