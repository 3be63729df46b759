// Showdown through the UI: a person against a bot at the advanced level (strategy cards),
// a best-of-3 series to the results: the person gets ready between games (the sideboard
// step) and the results count games won.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  closeClean,
  openApp,
  playToEndSkipping,
  setBotSpeed,
  skipNoLegalResponses,
  startGame,
  useBrowser,
} from './app.mjs';

describe('Showdown', () => {
  const chrome = useBrowser();

  test(
    'a person plays a bot in a best-of-3 advanced series to the results',
    { timeout: 600_000 },
    async () => {
      const app = await openApp(chrome.browser, { width: 1180, height: 820 });
      const { page } = app;
      // The bot waits for a tap, and "Skip to my turn" runs it to the person's next turn;
      // card windows where the person can only pass are passed for them.
      await setBotSpeed(page, 'Step (tap for each move)');
      await skipNoLegalResponses(page);
      await startGame(page, 'showdown', ['human', 'normal'], { Rules: 'advanced', Series: '3' });
      // The person's strategy hand is theirs: exactly one private zone on screen.
      await page.locator('[data-zone="hand"]').waitFor();
      assert.equal(await page.locator('[data-zone="hand"]').count(), 1);
      const { covers, phases } = await playToEndSkipping(page, { maxSteps: 40_000 });
      assert.deepEqual(covers, [], 'one person never needs the handoff cover');
      assert.ok(phases.includes('between'), 'the person got ready between games');
      await page.getByRole('button', { name: 'See results' }).click();
      const results = page.getByTestId('results');
      await results.waitFor();
      assert.equal(await results.locator('tbody tr').count(), 2);
      // A series: games won, two for the winner, each game's score listed.
      await page.getByText('Won the series.').waitFor();
      const wins = (await results.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) =>
        parseInt(t, 10),
      );
      assert.equal(Math.max(...wins), 2);
      await page
        .getByRole('status')
        .filter({ hasText: /wins, 2 games to [01]!/ })
        .waitFor();
      const games = await results.locator('tbody tr').first().locator('.breakdown li').count();
      assert.equal(games, wins[0] + wins[1]);
      await closeClean(app);
    },
  );
});
