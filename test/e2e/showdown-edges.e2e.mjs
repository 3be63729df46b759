// Showdown at the tablet's edges: two people at the advanced level, each edge facing its
// manager. At every step no strategy card of a hand shows face up unless its owner opened
// it; a reload mid-game resumes at the same inning and score, still hiding the hands; then
// the game is played to the results, from the keyboard (the edge's own button).
//
// At the edges nobody passes the device, so no handoff cover may appear between moves; the
// way the tablet is shared is remembered, so a reload comes back to it. The game starts
// from the home screen and is reloaded once the 5th inning is under way.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, skipNoLegalResponses, startGame, useBrowser } from './app.mjs';

const NAMES = ['Player 1', 'Player 2'];

/**
 * In the page: the strategy card faces outside the public places (cards played this at-bat
 * or left on players), by the half they are in, and the private zones by half.
 */
const facesInPage = () => {
  const halves = [...document.querySelectorAll('.edge')];
  const half = (el) => halves.findIndex((h) => h.contains(el));
  const faces = [...document.querySelectorAll('.sd-strat [data-card]')].filter(
    (el) => !el.closest('.sd-table'),
  );
  return {
    over: [...document.querySelectorAll('button')].some((b) => b.textContent === 'See results'),
    handoff: document.querySelector('[data-testid="handoff"]') !== null,
    faces: faces.map((el) => ({ card: el.getAttribute('data-card'), half: half(el) })),
    zones: [...document.querySelectorAll('[data-zone="hand"]')].map(half),
    halves: halves.map((h) => h.getAttribute('aria-label')),
  };
};

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
const lineScore = (page) => page.locator('.edges__table .sd-score').innerText();

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
    'two people play; hands stay hidden; a reload resumes the game',
    { timeout: 900_000 },
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

      // Four innings and a bit, then a reload in the middle of the game.
      assert.match(await lineScore(page), /Top 1st/);
      const midGame = async () => /(Top|Bottom) [5-9]th/.test(await lineScore(page));
      for (let i = 0; i < 3000 && !(await midGame()); i++) {
        if ((await step(page)) === 'over') break;
      }
      assert.ok(await midGame(), 'the 5th inning is under way');
      await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
      const before = await lineScore(page);
      assert.ok(seenSoFar.moves >= 3, `moves before the reload: ${seenSoFar.moves}`);
      assert.ok(seenSoFar.faces >= 1, 'a hand held open showed its cards');

      await page.reload();
      await page.waitForURL(url);
      // The way the tablet is shared is remembered: the edges come back, face down, no cover.
      await page.locator('.edge').nth(1).waitFor();
      await assertNoCover(page);
      await assertHandsHidden(page);
      assert.equal(await lineScore(page), before, 'the game resumes at the same inning and score');

      let over = false;
      for (let i = 0; i < 6000 && !over; i++) over = (await step(page)) === 'over';
      assert.ok(over, 'the game reached its end');
      console.log(`at the edges: ${JSON.stringify(seenSoFar)}`);
      await page.getByRole('button', { name: 'See results' }).click();
      await page.getByTestId('results').waitFor();
      assert.equal(await page.getByTestId('results').locator('tbody tr').count(), 2);
      await closeClean(app);
    },
  );
});
