// A die that rolls never delays a decision (issue 24's Tests): Showdown, one person against a
// bot with full motion, whose d20s tumble and land at every at-bat. When the person's next
// decision shows while the dice still move, a real pointer tap on its control (no waiting for
// the page to be still, as a locator's click would) plays its move at once. The page's
// animations run ten times slower (DevTools' playback rate), so the dice's landing lasts long
// enough for the tap to fall inside it whatever the machine's pace; a decision held until the
// motion ends would show as a late move. Short on purpose: a few taps during a roll suffice.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  closeClean,
  openApp,
  setBotSpeed,
  skipNoLegalResponses,
  startGame,
  useBrowser,
} from './app.mjs';
import { CHOOSERS, movesOf } from './table.mjs';

/** Taps made while a die moved after which the test has seen enough. */
const ENOUGH = 3;
/** The animations' pace: the die's landing of 250 ms lasts 2.5 s. */
const SLOW = 0.1;

/** The dice animating now on the board (CSS animations of a `.die`'s face), in the page. */
const diceMoving = () =>
  document
    .getAnimations()
    .filter((a) => a.playState === 'running' && a.effect?.target?.closest?.('.play__table .die'))
    .map((a) => a.animationName ?? 'animation');

describe('Dice in motion', () => {
  const chrome = useBrowser();

  test('a decision is tappable while the dice still roll', { timeout: 120_000 }, async () => {
    const app = await openApp(chrome.browser, { width: 1180, height: 820 });
    const { page } = app;
    await setBotSpeed(page, 'Fast');
    await skipNoLegalResponses(page);
    // Full motion, as the device asks for it (Settings → Motion follows the device).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const devtools = await app.context.newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: SLOW });
    await startGame(page, 'showdown', ['human', 'normal']);
    const board = page.locator('.play__table');
    const { choose, opener } = CHOOSERS.showdown;
    const during = [];
    let decisions = 0;
    for (let i = 0; i < 4000 && during.length < ENOUGH; i++) {
      if (await page.getByRole('button', { name: 'See results' }).isVisible()) break;
      const list = await board
        .locator('[data-action]')
        .evaluateAll((els) => els.map((el) => el.dataset.action));
      if (list.length === 0) {
        if (await board.locator(opener).count()) await board.locator(opener).first().click();
        else await page.waitForTimeout(20);
        continue;
      }
      const control = board.locator('[data-action]').nth(choose(list));
      const before = await movesOf(page);
      const moving = await page.evaluate(diceMoving);
      // What a finger at the control's place reaches: the control, not a die over it.
      const at = await control.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + Math.min(r.height / 2, 24);
        const hit = document.elementFromPoint(x, y);
        return { x, y, hit: hit !== null && (hit === el || el.contains(hit)) };
      });
      assert.ok(at.hit, `decision ${decisions}: something lies over the control (${moving})`);
      await page.mouse.click(at.x, at.y);
      // The tap plays at once: no waiting for the dice to land first.
      await page.waitForFunction(
        (n) => Number(document.querySelector('.play')?.getAttribute('data-moves') ?? 0) > n,
        before,
        { timeout: 5000 },
      );
      decisions++;
      if (moving.length > 0) during.push(moving);
    }
    console.log(`dice motion: ${decisions} decisions, taps during ${JSON.stringify(during)}`);
    assert.ok(
      during.length >= ENOUGH,
      `taps made while a die moved: ${during.length} of ${decisions} decisions`,
    );
    await closeClean(app);
  });
});
