// Fantasy Fantasy Baseball through the UI: a three-manager game (two people and a bot) from
// the home screen to the results and history, and a solo game against the Robot and the Deck.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { baseUrl, launchBrowser, recordForeignRequests, recordPageProblems } from './lib.mjs';
import { assertNothingPrivate, handoffName, holdToReveal, setBotSpeed, startGame } from './app.mjs';

const homeHeading = (page) => page.getByRole('heading', { level: 1, name: 'Dugout' });

/**
 * One step of play, run in the page: the handoff cover, the end, or one legal move from
 * the board's list of every legal move (passing when allowed, so magic windows stay short).
 */
const stepInPage = () => {
  if (document.querySelector('[data-testid="handoff"]')) return 'handoff';
  if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'See results'))
    return 'over';
  const moves = [...document.querySelectorAll('[data-action]')];
  if (moves.length === 0) return 'waiting';
  const pass = moves.find((b) => JSON.parse(b.getAttribute('data-action') ?? '{}').t === 'pass');
  (pass ?? moves[0]).click();
  return 'acted';
};

/** Plays the game to its end through the UI; returns the names seen on handoff covers. */
async function playFantasy(page, { maxSteps = 5000 } = {}) {
  const covers = [];
  for (let i = 0; i < maxSteps; i++) {
    const state = await page.evaluate(stepInPage);
    if (state === 'over') return covers;
    if (state === 'handoff') {
      await assertNothingPrivate(page);
      covers.push(await handoffName(page));
      await holdToReveal(page);
      await page.locator('.play').waitFor();
      // Once revealed, exactly one private zone is on screen: the holder's.
      assert.ok((await page.locator('[data-zone="hand"]').count()) <= 1, 'two hands in the DOM');
    } else if (state === 'waiting') {
      await page.waitForTimeout(50);
    }
  }
  throw new Error(`no end after ${maxSteps} steps`);
}

describe('Fantasy Fantasy Baseball', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test(
    'two people and a bot play a whole season to the results, privately, then find it in history',
    { timeout: 600_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
      const foreign = recordForeignRequests(context);
      const problems = await recordPageProblems(context);
      const page = await context.newPage();
      await page.goto(baseUrl());
      await homeHeading(page).waitFor();
      await setBotSpeed(page, 'Fast');
      await startGame(page, 'fantasy', ['human', 'human', 'normal']);
      const covers = await playFantasy(page);
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
      assert.deepEqual(await problems.cspViolations(page), []);
      assert.deepEqual(problems.errors, []);
      assert.deepEqual(foreign, []);
      await context.close();
    },
  );

  test(
    'a solo game against the Robot and the Deck is played to the end',
    { timeout: 600_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
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
      const covers = await playFantasy(page);
      assert.deepEqual(covers, [], 'one person never needs the handoff cover');
      await page.getByRole('button', { name: 'See results' }).click();
      await page.getByTestId('results').waitFor();
      // One seat at the table: your place among you, the Robot and the Deck.
      assert.equal(await page.getByTestId('results').locator('tbody tr').count(), 1);
      assert.deepEqual(problems.errors, []);
      await context.close();
    },
  );
});
