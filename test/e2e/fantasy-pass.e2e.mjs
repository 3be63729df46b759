// Fantasy Fantasy Baseball passing the tablet: two people and a bot play a whole season (three
// months, the playoffs) from the home screen to the results and the history, the two tablet
// sizes taking turns decision by decision: every decision on screen with nothing to scroll,
// every cover hiding every hand, at most one hand in the page once it is lifted, only the two
// people handed the tablet, never the bot.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, setBotSpeed, startGame, useBrowser } from './app.mjs';
import { SIZES } from './fantasy-table.mjs';
import { playPassing } from './table.mjs';

describe('Fantasy Fantasy Baseball passing the tablet', () => {
  const chrome = useBrowser();

  test(
    'two people and a bot: every cover hides every hand, every decision fits, then history',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[1]);
      const { page } = app;
      await setBotSpeed(page, 'Fast');
      await startGame(page, 'fantasy', ['human', 'human', 'normal'], {}, { table: 'pass' });
      const r = await playPassing(page, 'fantasy', { sizes: SIZES });
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.ok(r.ended, `a whole season (${r.decisions} decisions)`);
      assert.ok(r.covers > 10, 'the device was passed');
      assert.deepEqual([...new Set(r.names)].sort(), ['Player 1', 'Player 2'], 'handed to');
      await page.getByRole('button', { name: 'See results' }).click();
      const table = page.getByTestId('results');
      await table.waitFor();
      assert.equal(await table.locator('tbody tr').count(), 3);
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await page.getByTestId('history-game').first().waitFor();
      assert.match(
        await page.getByTestId('history-game').first().innerText(),
        /Fantasy Fantasy Baseball/,
      );
      await closeClean(app);
    },
  );
});
