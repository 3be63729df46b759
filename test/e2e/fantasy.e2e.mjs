// Fantasy Fantasy Baseball through the UI: a three-manager game (two people and a bot) from
// the home screen to the results and history, and a solo game against the Robot and the Deck.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { baseUrl, recordPageProblems } from './lib.mjs';
import {
  closeClean,
  homeHeading,
  openApp,
  playToEnd,
  setBotSpeed,
  startGame,
  useBrowser,
} from './app.mjs';

describe('Fantasy Fantasy Baseball', () => {
  const chrome = useBrowser();

  test(
    'two people and a bot play a whole season to the results, privately, then find it in history',
    { timeout: 600_000 },
    async () => {
      const app = await openApp(chrome.browser, { width: 1180, height: 820 });
      const { page } = app;
      await setBotSpeed(page, 'Fast');
      await startGame(page, 'fantasy', ['human', 'human', 'normal']);
      const covers = await playToEnd(page);
      assert.ok(
        covers.includes('Player 1') && covers.includes('Player 2'),
        'both people were handed the device',
      );
      assert.ok(!covers.includes('Bot 3'), 'a bot was handed the device');
      await page.getByRole('button', { name: 'See results' }).click();
      await page.getByTestId('results').waitFor();
      assert.equal(await page.getByTestId('results').locator('tbody tr').count(), 3);
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await page.getByTestId('history-game').first().waitFor();
      assert.match(
        await page.getByTestId('history-game').first().innerText(),
        /Fantasy Fantasy Baseball/,
      );
      await closeClean(app);
    },
  );

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
