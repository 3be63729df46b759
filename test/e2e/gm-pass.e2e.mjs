// You're the GM! through the UI, two people passing the tablet and two bots from the home
// screen to the dynasty, then the results and the history, the two tablet sizes taking turns
// decision by decision: every decision fits with nothing to scroll, every cover hides every
// hand, after each reveal only the holder's draft hand is in the page and the two people's
// hands at the same pick never share a card, every control at least 48 px. At the edges:
// gm.e2e.mjs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, setBotSpeed, startGame, useBrowser } from './app.mjs';
import { SIZES, results, stepWatcher } from './gm-steps.mjs';
import { playPassing } from './table.mjs';

/** The holder's own side and draft hand, as the board shows them after a reveal. */
const handInPage = () => ({
  holder: document.querySelector('.gm-own')?.getAttribute('aria-label') ?? '',
  title: document.querySelector('.gm-step__title')?.textContent ?? '',
  hands: document.querySelectorAll('[data-zone="hand"]').length,
  cards: [...document.querySelectorAll('[data-zone="hand"] [data-card]')].map((c) =>
    c.getAttribute('data-card'),
  ),
});

describe("You're the GM! passing the tablet", () => {
  const chrome = useBrowser();

  test(
    'two people passing the tablet: covers hide every hand, each sees only his own, every decision fits',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await setBotSpeed(page, 'Fast');
      await startGame(page, 'gm', ['human', 'human', 'normal', 'normal'], {}, { table: 'pass' });
      const steps = stepWatcher(page, 'pass');
      const hands = new Map(); // a pick (step title / cards left) -> { holder, cards }
      const holders = new Set();
      const onDecision = async (n) => {
        await steps.onDecision(n);
        const seen = await page.evaluate(handInPage);
        holders.add(seen.holder);
        assert.ok(seen.hands <= 1, 'two hands in the page');
        if (seen.cards.length === 0) return;
        const key = `${seen.title}/${seen.cards.length}`;
        const before = hands.get(key);
        if (before && before.holder !== seen.holder)
          for (const c of seen.cards)
            assert.ok(!before.cards.includes(c), `${c} was in ${before.holder}'s hand too`);
        hands.set(key, { holder: seen.holder, cards: seen.cards });
      };
      const r = await playPassing(page, 'gm', { sizes: SIZES, onDecision });
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.ok(r.covers > 4, `the device was passed (${r.covers} covers)`);
      assert.deepEqual([...holders].sort(), ['Player 1', 'Player 2'], 'who decided');
      assert.ok(hands.size > 0, 'the draft hands were seen');
      steps.assertEveryStep();
      assert.deepEqual(steps.small, [], 'targets under 48 px');
      await results(page, 4);
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await page.getByTestId('history-game').first().waitFor();
      assert.match(await page.getByTestId('history-game').first().innerText(), /You're the GM!/);
      await closeClean(app);
    },
  );
});
