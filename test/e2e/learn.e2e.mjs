// The guided first game, from the home screen: "Learn to play" starts a real game against a
// bot with the coach beside the board. At each of the learner's decisions the coach says why
// and rings the control to tap (for Fantasy and Highlights the card first, for You're the GM!
// the die first, then the move; for Lords of Baseball the team and its stars, a bid stepped
// up, a card, then the move); following it
// plays the game on; "Coach off" turns it off for good. With LEARN_SHOTS=<dir> it saves
// screenshots at 1180x820 and 820x1180 (for review; keep them outside the repository).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { closeClean, openApp, revealIfCovered, setBotSpeed, useBrowser } from './app.mjs';

const SHOTS = process.env.LEARN_SHOTS ?? '';

/**
 * Follows the coach for `n` of the learner's decisions; returns the move counts seen. With
 * LEARN_SHOTS, screenshots at the decisions numbered in `shotsAt` (0: the first).
 */
async function followCoach(page, n, shotName, shotsAt = [0]) {
  const coach = page.getByTestId('coach');
  const ring = page.locator('.play__table .coach-target');
  const seen = [];
  for (let made = 0; made < n;) {
    await coach.waitFor();
    await ring.first().waitFor();
    const before = Number(await page.locator('.play').getAttribute('data-moves'));
    assert.match(await coach.innerText(), /Try: /, 'the coach names the move');
    if (shotsAt.includes(made) && SHOTS) {
      for (const size of [
        { width: 1180, height: 820 },
        { width: 820, height: 1180 },
      ]) {
        await page.setViewportSize(size);
        const at = made === 0 ? '' : `-${made}`;
        await page.screenshot({ path: join(SHOTS, `${shotName}${at}-${size.width}.png`) });
      }
    }
    const isMove = (await ring.first().getAttribute('data-action')) !== null;
    await ring.first().click();
    if (!isMove) continue; // a card tapped: its own buttons show, and the ring moves there
    await page.waitForFunction(
      (b) => Number(document.querySelector('.play')?.getAttribute('data-moves')) > b,
      before,
    );
    seen.push(before);
    made++;
  }
  return seen;
}

describe('the guided first game', () => {
  const chrome = useBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });

  // You're the GM! and Highlights go on past the draft and the first cards: to the first
  // Team die (picked up, then placed) and a card played into threatened hits. Lords goes from
  // its setup (team, then stars) through the first off-season's discards and bid.
  for (const [id, shot, n, shotsAt] of [
    ['showdown', 'learn-showdown', 4, [0]],
    ['fantasy', 'learn-fantasy', 4, [0]],
    ['gm', 'learn-gm', 9, [0, 6]],
    ['highlights', 'learn-highlights', 6, [0, 3]],
    ['lords', 'learn-lords', 8, [0, 2]],
  ]) {
    test(`${id}: the coach points at each move and says why; it can be turned off`, async () => {
      const app = await openApp(chrome.browser, { width: 1180, height: 820 });
      const { page } = app;
      await setBotSpeed(page, 'Fast');
      await page.getByTestId(`learn-${id}`).click();
      await page.waitForURL(/\/play\//);
      await revealIfCovered(page);
      const coach = page.getByTestId('coach');
      await coach.waitFor();
      assert.match(await coach.innerText(), /Welcome to/);
      const seen = await followCoach(page, n, shot, shotsAt);
      assert.equal(seen.length, n);
      await coach.getByRole('button', { name: 'Coach off' }).click();
      await coach.waitFor({ state: 'detached' });
      assert.equal(await page.locator('.coach-target').count(), 0, 'a ring stays on the board');
      await page.reload();
      await revealIfCovered(page);
      await page.getByTestId('save-status').waitFor();
      assert.equal(await coach.count(), 0, 'the coach came back after a reload');
      await closeClean(app);
    });
  }
});
