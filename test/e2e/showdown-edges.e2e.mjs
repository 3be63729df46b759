// Showdown at the tablet's edges, from the keyboard: two people at the advanced level start
// passing the tablet and turn the edges on from the game menu; each edge faces its manager,
// the shared table once in the middle, nothing to scroll. Each manager opens his edge with its
// own button (Enter) and closes it (Escape); at every step no strategy card of a hand shows
// face up unless its owner opened it, and only his hand, in his half. After a few moves a
// reload comes back to the edges (the way the tablet is shared is remembered), face down, no
// cover, at the same move and score.
//
// A whole game at the edges (with the gesture), a reload in its 5th inning, every decision
// fitting the screen and no cover ever: showdown-table.e2e.mjs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, skipNoLegalResponses, startGame, useBrowser } from './app.mjs';
import { facesInPage, lineScoreInPage } from './showdown-faces.mjs';
import { movesOf } from './table.mjs';

const NAMES = ['Player 1', 'Player 2'];

/** In the page: one move in the half labelled `name` (a pass when allowed). */
const actInHalf = (name) => {
  const half = [...document.querySelectorAll('.edge')].find(
    (h) => h.getAttribute('aria-label') === name,
  );
  const moves = [...(half?.querySelectorAll('[data-action]') ?? [])];
  if (moves.length === 0) return false;
  const pass = moves.find((b) => JSON.parse(b.getAttribute('data-action') ?? '{}').t === 'pass');
  (pass ?? moves[0]).click();
  return true;
};

/** Nobody opened a hand: no private zone, no strategy face but the public ones. */
async function assertHandsHidden(page) {
  const seen = await page.evaluate(facesInPage);
  assert.deepEqual(seen.zones, [], 'a hand is open while nobody holds it');
  assert.deepEqual(seen.faces, [], 'a strategy card of a hand is face up');
  return seen;
}

/** Turns the edges on from the game menu (the game started passing the tablet). */
async function edges(page) {
  await page.getByRole('button', { name: 'Game menu' }).click();
  await page.getByRole('menuitem', { name: 'Hands at each edge' }).click();
  await page.locator('.edge').nth(1).waitFor();
}

/** What the steps did: moves made, covers passed, hands held open showing their faces. */
const seenSoFar = { moves: 0, faces: 0 };

/** Whose half to try first: the last to act. */
let next = NAMES[0];

/** At the edges the device never changes hands: no cover may show. */
async function assertNoCover(page) {
  assert.equal(await page.getByTestId('handoff').count(), 0, 'a handoff cover at the edges');
}

/** The line score as it reads now (inning, runs and hits per team). */
const lineScore = (page) => page.evaluate(lineScoreInPage);

/**
 * One step: checks the hands are hidden, then the manager who may act opens their edge (from
 * the keyboard, with its own button), makes one move there and turns it face down if it did
 * not turn by itself. Returns 'over' at the end.
 */
async function step(page) {
  await assertNoCover(page);
  const seen = await assertHandsHidden(page);
  if (seen.over) return 'over';
  for (const name of [next, ...NAMES.filter((n) => n !== next)]) {
    const half = page.getByRole('region', { name });
    const toggle = half.locator('.edge__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await half.locator('[data-zone="hand"]').waitFor();
    const open = await page.evaluate(facesInPage);
    const mine = open.halves.indexOf(name);
    assert.deepEqual(open.zones, [mine], `only ${name}'s hand is open, in their half`);
    for (const f of open.faces) assert.equal(f.half, mine, `${f.card} shows outside its hand`);
    if (open.faces.length > 0) seenSoFar.faces++;
    const acted = await page.evaluate(actInHalf, name);
    // Turned face down by itself once the decision passed; else by its owner.
    await page.waitForTimeout(50);
    if (await half.evaluate((el) => el.classList.contains('edge--open'))) {
      await toggle.focus();
      await page.keyboard.press('Escape');
    }
    await half.locator('[data-zone="hand"]').waitFor({ state: 'detached' });
    if (acted) {
      seenSoFar.moves++;
      next = name;
      return 'acted';
    }
  }
  return 'waiting';
}

describe('Showdown at the edges', () => {
  const chrome = useBrowser();

  test(
    'two people open and close their edges from the keyboard; hands stay hidden; a reload resumes',
    { timeout: 300_000 },
    async () => {
      const app = await openApp(chrome.browser, { width: 820, height: 1180 });
      const { page } = app;
      // Card windows where a manager can only pass are passed for them (fewer handoffs).
      await skipNoLegalResponses(page);
      await startGame(page, 'showdown', ['human', 'human'], { Rules: 'advanced' });
      const url = page.url();
      // The first decision, the lineup, is made on the table's view (F6): no cover for it.
      await page.locator('.sd').waitFor();
      assert.equal(await page.getByTestId('handoff').count(), 0, 'a cover before the lineup');
      await assertHandsHidden(page);
      await edges(page);
      assert.deepEqual(await assertHandsHidden(page).then((s) => s.halves), [...NAMES].reverse());
      // One screen: the shared table once in the middle, each side at its player's edge.
      assert.equal(await page.locator('.edges__table').count(), 1);
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollHeight),
        1180,
        'the edges scroll the page',
      );

      // A few moves from the keyboard, a hand held open showing its cards among them.
      assert.match(await lineScore(page), /Top 1st/);
      for (let i = 0; i < 400 && (seenSoFar.moves < 6 || seenSoFar.faces < 1); i++) {
        if ((await step(page)) === 'over') break;
      }
      assert.ok(seenSoFar.moves >= 6, `moves before the reload: ${seenSoFar.moves}`);
      assert.ok(seenSoFar.faces >= 1, 'a hand held open showed its cards');
      await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
      const before = { score: await lineScore(page), moves: await movesOf(page) };

      await page.reload();
      await page.waitForURL(url);
      // The way the tablet is shared is remembered: the edges come back, face down, no cover.
      await page.locator('.edges__table .sd-score').waitFor();
      await assertNoCover(page);
      await assertHandsHidden(page);
      assert.equal(await lineScore(page), before.score, 'the game resumes at the same score');
      assert.equal(await movesOf(page), before.moves, 'the game resumes at the same move');
      console.log(`at the edges: ${JSON.stringify(seenSoFar)}`);
      await closeClean(app);
    },
  );
});
