// You're the GM! through the UI: four General Managers (two people and two bots) from the
// home screen to the dynasty, the results and the history. At every handoff nothing
// private is in the DOM; after each reveal only the holder's draft hand is, and the two
// people's hands at the same pick never share a card. With E2E_SHOTS=<dir> it saves a
// screenshot of each step of the season at 1180x820 and at 820x1180, and in the dark theme
// (for review; keep them outside the repository).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  assertNothingPrivate,
  closeClean,
  handoffName,
  holdToReveal,
  openApp,
  setBotSpeed,
  startGame,
  useBrowser,
} from './app.mjs';

const SHOTS = process.env.E2E_SHOTS ?? '';
const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];

/** One step in the page: the cover, the end, or the first of the board's legal moves. */
const stepInPage = () => {
  if (document.querySelector('[data-testid="handoff"]')) return { state: 'handoff' };
  if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'See results'))
    return { state: 'over' };
  const moves = [...document.querySelectorAll('[data-action]')];
  if (moves.length === 0) return { state: 'waiting' };
  moves[0].click();
  return { state: 'acted' };
};

/** The board's step while a person holding the device has a move to make (else null). */
const peekInPage = () => {
  const board = document.querySelector('.gm');
  if (!board || document.querySelector('[data-testid="handoff"]')) return null;
  if (document.querySelectorAll('[data-action]').length === 0) return null;
  return { phase: /gm--(\w+)/.exec(board.className)?.[1] ?? '' };
};

/** What the holder's board shows after a reveal: the step's title and the hand's cards. */
const handInPage = () => ({
  title: document.querySelector('.gm-step__title')?.textContent ?? '',
  hands: document.querySelectorAll('[data-zone="hand"]').length,
  cards: [...document.querySelectorAll('[data-zone="hand"] [data-card]')].map((c) =>
    c.getAttribute('data-card'),
  ),
});

describe("You're the GM!", () => {
  const chrome = useBrowser();

  test(
    'two people and two bots play to a dynasty, privately, then find it in history',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      if (SHOTS) mkdirSync(SHOTS, { recursive: true });
      await setBotSpeed(page, 'Fast');
      await startGame(page, 'gm', ['human', 'human', 'normal', 'normal']);
      const covers = [];
      const hands = new Map(); // pick key -> { holder, cards }
      const shot = new Set();
      let over = false;
      for (let i = 0; i < 20_000 && !over; i++) {
        // Before a person's first move in each step, picture the board at both sizes.
        const now = SHOTS ? await page.evaluate(peekInPage) : null;
        if (now?.phase && !shot.has(now.phase)) {
          shot.add(now.phase);
          for (const size of SIZES) {
            await page.setViewportSize(size);
            await page.screenshot({
              path: join(SHOTS, `gm-${now.phase}-${size.width}.png`),
              fullPage: true,
            });
          }
          await page.setViewportSize(SIZES[0]);
          await page.emulateMedia({ colorScheme: 'dark' });
          await page.screenshot({ path: join(SHOTS, `gm-${now.phase}-dark.png`) });
          await page.emulateMedia({ colorScheme: 'light' });
        }
        const step = await page.evaluate(stepInPage);
        if (step.state === 'over') over = true;
        else if (step.state === 'handoff') {
          await assertNothingPrivate(page);
          const name = await handoffName(page);
          covers.push(name);
          await holdToReveal(page);
          await page.locator('.play').waitFor();
          const seen = await page.evaluate(handInPage);
          assert.ok(seen.hands <= 1, 'two hands in the DOM');
          if (seen.cards.length > 0) {
            const key = `${seen.title}/${seen.cards.length}`;
            const before = hands.get(key);
            if (before && before.holder !== name)
              for (const c of seen.cards)
                assert.ok(!before.cards.includes(c), `${c} was in ${before.holder}'s hand too`);
            hands.set(key, { holder: name, cards: seen.cards });
          }
        } else if (step.state === 'waiting') {
          await page.waitForTimeout(50);
        }
      }
      assert.ok(over, 'the game reached its end');
      assert.ok(
        covers.includes('Player 1') && covers.includes('Player 2'),
        'both people were handed the device',
      );
      assert.ok(!covers.some((c) => c.startsWith('Bot')), 'a bot was handed the device');
      assert.ok(hands.size > 0, 'the draft hands were seen');
      await page
        .getByText(/establishes a dynasty/)
        .first()
        .waitFor();
      if (SHOTS)
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.screenshot({ path: join(SHOTS, `gm-over-${size.width}.png`) });
        }
      await page.getByRole('button', { name: 'See results' }).click();
      await page.getByTestId('results').waitFor();
      assert.equal(await page.getByTestId('results').locator('tbody tr').count(), 4);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, 'gm-results.png') });
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await page.getByTestId('history-game').first().waitFor();
      assert.match(await page.getByTestId('history-game').first().innerText(), /You're the GM!/);
      await closeClean(app);
    },
  );
});
