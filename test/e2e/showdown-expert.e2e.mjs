// Showdown's expert level through the UI: a person against a bot, from the home screen to
// the results, every move made with the board's `[data-action]` controls (passing when the
// person may), the bot skipped ahead to the person's turn whenever it waits.
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

describe('Showdown at the expert level', () => {
  const chrome = useBrowser();

  test(
    'a person plays a bot through nine innings or more to the results',
    { timeout: 600_000 },
    async () => {
      const app = await openApp(chrome.browser, { width: 1180, height: 820 });
      const { page } = app;
      // The bot waits for a tap, and "Skip to my turn" lets it run to the person's next turn.
      await setBotSpeed(page, 'Step (tap for each move)');
      // Card windows where the person can only pass are passed for them: a shorter run.
      await skipNoLegalResponses(page);
      await startGame(page, 'showdown', ['human', 'normal'], { Rules: 'expert' });
      await page.locator('.sd').waitFor();
      // The expert steps are named in the window bar, and the line score has a hits column.
      assert.ok((await page.locator('.sd-window__steps').innerText()).includes('Walk?'));
      assert.equal(await page.locator('.sd-score thead abbr[title="Hits"]').count(), 1);

      const { covers, phases } = await playToEndSkipping(page, { maxSteps: 20_000 });
      assert.deepEqual(covers, [], 'one person never needs the handoff cover');
      assert.ok(phases.includes('subs'), 'the person decided in the substitution window');
      // F7: the walk is called with the defense's pass in the substitution window.
      assert.ok(!phases.includes('ibb'), 'no separate intentional-walk question');

      // The board's last word: the final line with the winner, the innings in the line score.
      const final = await page.locator('.sd-window__final').innerText();
      assert.match(final, /win, \d+-\d+\./);
      const innings = await page.locator('.sd-score thead th.num').count();
      assert.ok(innings >= 9, `nine innings or more (${innings})`);

      await page.getByRole('button', { name: 'See results' }).click();
      const results = page.getByTestId('results');
      await results.waitFor();
      assert.equal(await results.locator('tbody tr').count(), 2);
      // A final score per team, matching the board's, and the innings each team batted.
      const scores = (await results.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) =>
        parseInt(t, 10),
      );
      assert.equal(scores.length, 2);
      for (const n of scores) assert.ok(Number.isInteger(n) && n >= 0, `a score: ${n}`);
      assert.ok(final.includes(`${Math.max(...scores)}-${Math.min(...scores)}`), final);
      assert.notEqual(scores[0], scores[1], 'baseball has no ties');
      await page.getByText(/^(Final score\.|Won on a walk-off\.)$/).waitFor();
      // Each team's runs by the innings that scored (none without a run), adding up to its score.
      const rows = await results.locator('tbody tr').all();
      for (const [k, row] of rows.entries()) {
        const innings = await row.locator('.breakdown li').allInnerTexts();
        for (const line of innings) assert.match(line, /^Inning \d+: [1-9]\d*$/);
        const runs = innings.reduce((n, line) => n + Number(line.split(': ')[1]), 0);
        assert.equal(runs, scores[k]);
      }
      await closeClean(app);
    },
  );
});
