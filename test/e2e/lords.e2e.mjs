// Lords of Baseball through the UI: two people and a bot, the basic 3-year game with hidden
// money, from the home screen to the final scores and the results. At every handoff nothing
// private is in the DOM; after each reveal only the holder's hand is, and during the season
// only the holder's own money (none at a cut, decided on the table's view). Player 1 takes a loan and offers Player 2 a trade; the
// tablet goes to Player 2 under the cover, and he accepts it. The longest wait for the bot between two
// decisions of a person is measured and printed. With E2E_SHOTS=<dir> it saves screenshots
// of the setup, the season turn, a roll window, a roll's result, the trade screen, the
// year-end summary, the upgrades, a bid (free agency or claims) and the final scores at
// 1180x820 and 820x1180 (for review; keep them outside the repository).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { closeClean, openApp, setBotSpeed, useBrowser } from './app.mjs';
import { reveal, stepInPage } from './lords-steps.mjs';

const SHOTS = process.env.E2E_SHOTS ?? '';
/** The bot's level (LORDS_BOT=easy|normal|hard), to measure how long each keeps people waiting. */
const BOT = process.env.LORDS_BOT ?? 'normal';
/** LORDS_UNTIL_YEAR=n stops when year n begins (to measure a slower bot within the time limit). */
const UNTIL_YEAR = Number(process.env.LORDS_UNTIL_YEAR ?? 0);
const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];

/** Opens the trade composer, puts $1,000 against one of the partner's Regulars, and sends. */
async function offerTrade(page) {
  await page.getByRole('button', { name: 'Trade', exact: true }).click();
  const trade = page.getByTestId('trade');
  await trade.waitFor();
  await trade.getByRole('button', { name: 'Player 2' }).click();
  const sides = trade.locator('fieldset');
  await sides.nth(0).getByRole('button', { name: 'Money +' }).click();
  await sides.nth(0).getByRole('button', { name: 'Money +' }).click();
  await sides.nth(1).getByRole('button', { name: 'Regulars +' }).click();
  return trade;
}

async function shoot(page, name) {
  if (!SHOTS) return;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SHOTS, `lords-${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(SIZES[0]);
}

describe('Lords of Baseball', () => {
  const chrome = useBrowser();

  test(
    'two people and a bot play the basic game to the final scores, privately',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      if (SHOTS) mkdirSync(SHOTS, { recursive: true });
      await setBotSpeed(page, 'Fast');
      await startGameWithHiddenMoney(page);
      const started = Date.now();
      const covers = [];
      const shot = new Set();
      let loanTaken = false;
      let offered = false;
      let accepted = false;
      let over = false;
      let waitFrom = null;
      let longestWait = 0;
      let decisions = 0;
      const shots = ['setup', 'season', 'upgrades', 'vpMedia', 'freeAgency', 'claims'];
      for (let i = 0; i < 20_000 && !over; i++) {
        const pause = {
          steps: SHOTS ? shots.filter((x) => !shot.has(x)) : [],
          roll: SHOTS !== '' && !shot.has('roll'),
          result: SHOTS !== '' && !shot.has('result'),
          tradeFor: offered ? null : 'Player 1',
        };
        const now = await page.evaluate(stepInPage, {
          pause,
          loanFor: loanTaken ? null : 'Player 1',
        });
        if (now.state === 'waiting') {
          waitFrom ??= Date.now();
          await page.waitForTimeout(20);
          continue;
        }
        if (waitFrom !== null) longestWait = Math.max(longestWait, Date.now() - waitFrom);
        waitFrom = null;
        if (now.state === 'over') over = true;
        else if (now.state === 'handoff') {
          assert.equal(now.cards, 0, 'a card face is in the DOM under the cover');
          assert.equal(now.hands, 0, 'a hand is in the DOM under the cover');
          assert.equal(now.money, 0, 'money is in the DOM under the cover');
          covers.push(now.name);
          await reveal(page);
        } else {
          assert.ok(now.hands <= 1, 'two hands in the DOM');
          // A cut is decided on the table's view, where nobody's money shows.
          if (now.step === 'season')
            assert.equal(
              now.money,
              now.cut ? 0 : 1,
              'with hidden money the holder sees only his own money, and only on his own view',
            );
          if (UNTIL_YEAR > 0 && now.year >= UNTIL_YEAR) break;
          if (now.acted) {
            decisions++;
            if (now.acted === 'loan') loanTaken = true;
            // Player 2 accepts Player 1's offer (a bot's offers are answered too).
            if (now.acted === 'accept' && now.holder === 'Player 2') accepted = true;
            continue;
          }
          const name =
            now.roll && pause.roll ? 'roll' : now.result && pause.result ? 'result' : now.step;
          if (
            pause.steps.includes(now.step) ||
            (now.roll && pause.roll) ||
            (now.result && pause.result)
          ) {
            shot.add(name);
            await shoot(page, name === 'vpMedia' ? 'summary' : name);
            continue;
          }
          if (pause.tradeFor === now.holder) {
            const trade = await offerTrade(page);
            await shoot(page, 'trade');
            await trade.getByRole('button', { name: 'Send the offer' }).click();
            // The game waits on Player 2's answer: the tablet goes to him under the cover.
            await page.getByTestId('handoff').waitFor();
            offered = true;
            continue;
          }
          assert.fail(`no decision was offered at ${now.step}`);
        }
      }
      const took = Date.now() - started;
      console.log(
        `lords e2e: ${over ? 'game over' : `stopped at year ${UNTIL_YEAR}`} in ${Math.round(took / 1000)} s; ${decisions} decisions, ${covers.length} handoffs; longest wait for the ${BOT} bot ${longestWait} ms`,
      );
      if (UNTIL_YEAR > 0) return closeClean(app);
      assert.ok(over, 'the game reached its end');
      assert.ok(loanTaken, 'Player 1 took a loan');
      assert.ok(offered && accepted, 'the trade was offered and accepted');
      assert.ok(
        covers.includes('Player 1') && covers.includes('Player 2'),
        'both people were handed the device',
      );
      assert.ok(!covers.some((c) => c.startsWith('Bot')), 'a bot was handed the device');
      await page.getByTestId('final-summary').waitFor();
      await shoot(page, 'final');
      await page.getByRole('button', { name: 'See results' }).click();
      await page.getByTestId('results').waitFor();
      assert.equal(await page.getByTestId('results').locator('tbody tr').count(), 3);
      await closeClean(app);
    },
  );
});

/** The new-game form with three seats (two people, a bot), the hidden-money option on, passing. */
async function startGameWithHiddenMoney(page) {
  await page.getByTestId('new-lords').click();
  await page.getByTestId('start-game').waitFor();
  const rows = page.locator('.seat-row');
  while ((await rows.count()) < 3) await page.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, kind] of ['human', 'human', BOT].entries())
    await rows.nth(i).locator('select').nth(1).selectOption(kind);
  const money = page.getByRole('checkbox', { name: /Hidden money/ });
  if (!(await money.isChecked())) await money.check();
  // Passing the tablet: this test checks what the handoff cover hides.
  await page
    .getByTestId('table-choice')
    .getByRole('radio', { name: /Pass the tablet/ })
    .check();
  await page.getByTestId('start-game').click();
  await page.waitForURL(/\/play\//);
}
