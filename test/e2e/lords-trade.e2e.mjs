// Lords of Baseball: a trade offer is private to its two owners. Three people; at his first
// in-season turn Player 1 offers Player 2 $1,000 for a Regular. The tablet goes to Player 2
// under the cover (nothing of the offer under it), he sees the terms and counters; the tablet
// goes back to Player 1, who refuses the counter. Play goes on until Player 3 holds the
// tablet: neither his cover, nor his board, nor his play-by-play shows a word of the offer.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, startGame, useBrowser } from './app.mjs';
import { reveal, stepInPage } from './lords-steps.mjs';

/** Words of the offer's terms and of the lines said only to its two owners. */
const SECRET =
  /\$1,000 for 1 REG|1 REG for \$1,000|offers Player 2|counter-offer|refuses|offer for you/;

/**
 * Plays on with the shared steps, revealing at each cover, until `revealed(name)` (called
 * under each cover with its name, and again once revealed) returns true.
 */
async function playUntilRevealed(page, revealed) {
  for (let i = 0; i < 2_000; i++) {
    const now = await page.evaluate(stepInPage, {
      pause: { steps: [], roll: false, tradeFor: null },
      loanFor: null,
    });
    if (now.state === 'waiting') {
      await page.waitForTimeout(20);
      continue;
    }
    assert.notEqual(now.state, 'over', 'the game ended first');
    if (now.state === 'handoff') {
      await revealed(now.name, false);
      await reveal(page);
      if (await revealed(now.name, true)) return;
    }
  }
  throw new Error('never reached');
}

/** The text of the whole page (the cover's recap, the board, the status lines). */
const pageText = (page) => page.evaluate(() => document.body.innerText);

describe('Lords of Baseball: a private trade offer', () => {
  const chrome = useBrowser();

  test(
    'three people: the offer and its answers never reach the third owner',
    { timeout: 600_000 },
    async () => {
      const app = await openApp(chrome.browser, { width: 1180, height: 820 });
      const { page } = app;
      await startGame(page, 'lords', ['human', 'human', 'human']);
      // Player 1's own in-season turn: the step pauses there for the trade.
      for (let i = 0; ; i++) {
        assert.ok(i < 2_000, "Player 1's in-season turn never came");
        const now = await page.evaluate(stepInPage, {
          pause: { steps: [], roll: false, tradeFor: 'Player 1' },
          loanFor: null,
        });
        if (now.state === 'waiting') {
          await page.waitForTimeout(20);
          continue;
        }
        if (now.state === 'handoff') {
          await reveal(page);
          continue;
        }
        if (now.state === 'deciding' && !now.acted && now.holder === 'Player 1') break;
      }
      await page.getByRole('button', { name: 'Trade', exact: true }).click();
      const trade = page.getByTestId('trade');
      await trade.getByRole('button', { name: 'Player 2' }).click();
      const sides = trade.locator('fieldset');
      await sides.nth(0).getByRole('button', { name: 'Money +' }).click();
      await sides.nth(0).getByRole('button', { name: 'Money +' }).click();
      await sides.nth(1).getByRole('button', { name: 'Regulars +' }).click();
      await trade.getByRole('button', { name: 'Send the offer' }).click();

      // The device goes to Player 2, covered: nothing of the offer under the cover.
      const cover = page.getByTestId('handoff');
      await cover.waitFor();
      assert.equal(await cover.locator('h1').textContent(), 'Pass to Player 2');
      assert.doesNotMatch(await pageText(page), SECRET);
      assert.equal(await page.locator('.lords-answer, .lords-offer').count(), 0);
      await reveal(page);
      const answer = page.locator('.lords-answer');
      await answer.waitFor();
      assert.match(await answer.innerText(), /\$1,000 for 1 REG/);
      await answer.getByRole('button', { name: 'Counter' }).click();
      await trade.getByRole('button', { name: 'Send the offer' }).click();

      // Back to Player 1, covered, who refuses the counter.
      await cover.waitFor();
      assert.equal(await cover.locator('h1').textContent(), 'Pass to Player 1');
      assert.doesNotMatch(await pageText(page), SECRET);
      await reveal(page);
      await answer.waitFor();
      assert.match(await answer.innerText(), /1 REG for \$1,000/);
      await answer.getByRole('button', { name: 'Refuse' }).click();

      // On until Player 3 holds the tablet: his cover, his board and his play-by-play never
      // show the offer.
      await playUntilRevealed(page, async (name, open) => {
        if (name !== 'Player 3') return false;
        assert.doesNotMatch(await pageText(page), SECRET);
        if (!open) return false;
        await page.locator('.lords').waitFor();
        await page.getByRole('button', { name: 'Play-by-play', exact: true }).click();
        assert.doesNotMatch(await pageText(page), SECRET);
        return true;
      });
      await closeClean(app);
    },
  );
});
