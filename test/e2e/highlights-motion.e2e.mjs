// Highlights 2045 with full motion: the next decision is tappable while the table still moves
// (issue 24: "motion never delays a decision"). One person plays the AI, whose plays run the
// runners, slide the cards, count the runs up and burst over the stadium just as the person's
// decision shows. The page's animations run ten times slower (DevTools' playback rate), so a
// tap lands while they run whatever the machine's pace, and a decision held until the motion
// ends would show as a late move. Each tap is a real pointer tap at the control's place (no
// waiting for the page to be still, as a locator's click would); it must play its move within
// a moment, and taps made while the board's animations ran must be among them. Under reduced
// motion nothing on the board animates at all.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, optionSelect, useBrowser } from './app.mjs';
import { CHOOSERS, movesOf } from './table.mjs';

const SIZE = { width: 1180, height: 820 };
/** Taps made during motion after which the test has seen enough. */
const ENOUGH = 4;
/** The animations' pace: a burst of 1 s lasts 10 s, a runner's leg 1.5 s. */
const SLOW = 0.1;

/** The board's animations running now (CSS and the Web Animations API), in the page. */
const boardMotion = () =>
  document
    .getAnimations()
    .filter((a) => a.playState === 'running' && a.effect?.target?.closest?.('.play__table'))
    .map((a) => a.effect.target.getAttribute('class') ?? a.effect.target.tagName);

async function startSolo(page) {
  await page.getByTestId('new-highlights').click();
  await page.getByTestId('start-game').waitFor();
  await page
    .getByRole('button', { name: /^Remove / })
    .last()
    .click();
  await optionSelect(page, 'Buy rounds before the Series').selectOption('1');
  await page.getByTestId('start-game').click();
  await page.waitForURL(/\/play\//);
}

/** Taps the centre of the element with a real pointer, whatever is moving over it. */
async function tapAt(page, locator) {
  const box = await locator.boundingBox();
  assert.ok(box, 'the control is on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 2, 24));
}

describe('Highlights 2045 in motion', () => {
  const chrome = useBrowser();

  test('a decision is tappable while the AI’s play still moves', { timeout: 600_000 }, async () => {
    const app = await openApp(chrome.browser, SIZE);
    const { page } = app;
    // Full motion, as the device asks for it (Settings → Motion follows the device).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const devtools = await app.context.newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: SLOW });
    await startSolo(page);
    const board = page.locator('.play__table');
    const { choose, opener } = CHOOSERS.highlights;
    const moving = [];
    let decisions = 0;
    for (let i = 0; i < 6000 && moving.length < ENOUGH; i++) {
      if (await page.getByRole('button', { name: 'See results' }).isVisible()) break;
      const list = await board
        .locator('[data-action]')
        .evaluateAll((els) => els.map((el) => el.dataset.action));
      if (list.length === 0) {
        if (await board.locator(opener).count()) await tapAt(page, board.locator(opener).first());
        else await page.waitForTimeout(20);
        continue;
      }
      const k = choose(list);
      const control = board.locator('[data-action]').nth(k);
      const before = await movesOf(page);
      const running = await page.evaluate(boardMotion);
      // The control is what a finger there reaches: nothing moving lies over it.
      const hit = await control.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(
          r.left + r.width / 2,
          r.top + Math.min(r.height / 2, 24),
        );
        return at !== null && (at === el || el.contains(at));
      });
      assert.ok(hit, `decision ${decisions}: something lies over the control (${running})`);
      await tapAt(page, control);
      // The tap plays at once: no waiting for the motion to end first.
      await page.waitForFunction(
        (n) => Number(document.querySelector('.play')?.getAttribute('data-moves') ?? 0) > n,
        before,
        { timeout: 5000 },
      );
      decisions++;
      if (running.length) moving.push(running);
    }
    assert.ok(
      moving.length >= ENOUGH,
      `taps made while the board moved: ${moving.length} of ${decisions} decisions`,
    );
    await closeClean(app);
  });

  test('under reduced motion the board never animates', { timeout: 300_000 }, async () => {
    const app = await openApp(chrome.browser, SIZE);
    const { page } = app;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await startSolo(page);
    const board = page.locator('.play__table');
    const { choose, opener } = CHOOSERS.highlights;
    let seen = 0;
    for (let i = 0; i < 3000 && seen < 20; i++) {
      const list = await board
        .locator('[data-action]')
        .evaluateAll((els) => els.map((el) => el.dataset.action));
      if (list.length === 0) {
        if (await board.locator(opener).count()) await tapAt(page, board.locator(opener).first());
        else await page.waitForTimeout(20);
        continue;
      }
      assert.deepEqual(await page.evaluate(boardMotion), [], `decision ${seen}: motion`);
      const before = await movesOf(page);
      await tapAt(page, board.locator('[data-action]').nth(choose(list)));
      await page.waitForFunction(
        (n) => Number(document.querySelector('.play')?.getAttribute('data-moves') ?? 0) > n,
        before,
        { timeout: 5000 },
      );
      seen++;
    }
    assert.ok(seen >= 20, `${seen} decisions checked`);
    await closeClean(app);
  });
});
