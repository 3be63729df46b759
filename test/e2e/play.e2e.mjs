// Pass-and-play through the UI on the engine's fixture games (on the shelf of the e2e build
// only): handoff privacy, bots, results and history, persistence across reloads and kills,
// offline resume, import and export.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import {
  baseUrl,
  launchBrowser,
  launchPersistent,
  measureTargets,
  recordPageProblems,
  waitForServiceWorkerControl,
} from './lib.mjs';
import {
  assertNothingPrivate,
  closeClean,
  handoffName,
  holdToReveal,
  homeHeading,
  openApp,
  playMoves,
  playToEnd,
  revealIfCovered,
  setBotSpeed,
  startGame,
} from './app.mjs';

describe('playing through the UI', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test('two people play a sealed-bid game to the end; no private card at any handoff; it is in history', async () => {
    const app = await openApp(browser, { width: 1180, height: 820 });
    const { page } = app;
    await startGame(page, 'fixture-sealed-bid', ['human', 'human']);

    // First handoff: the other seat's hand is face down once Player 1 holds the device.
    await page.getByTestId('handoff').waitFor();
    await assertNothingPrivate(page);
    assert.equal(await handoffName(page), 'Player 1');
    for (const viewport of [
      { width: 820, height: 1180 },
      { width: 1180, height: 820 },
    ]) {
      await page.setViewportSize(viewport);
      assert.deepEqual((await measureTargets(page)).tooSmall, [], 'handoff targets');
    }
    await holdToReveal(page);
    assert.equal(await page.locator('[data-zone="hand"] [data-card]').count(), 5);
    for (const viewport of [
      { width: 820, height: 1180 },
      { width: 1180, height: 820 },
    ]) {
      await page.setViewportSize(viewport);
      assert.deepEqual((await measureTargets(page)).tooSmall, [], 'play screen targets');
    }
    assert.equal(await page.locator('section[aria-label="hands.1"] [data-card]').count(), 0);

    const handoffs = (await playToEnd(page)).length;
    // Each round one person bids after the other; whoever bid last and bids first next
    // round keeps the device, so a round has at least one handoff.
    assert.ok(handoffs >= 5, `only ${handoffs} handoffs in a 5-round two-person game`);
    // The end's celebration names the winner and is the one step to the results.
    await page.getByTestId('finale').waitFor();
    assert.match(await page.getByTestId('finale-winner').innerText(), /wins|share/);
    assert.equal(await page.getByRole('button', { name: 'See results' }).count(), 1);
    assert.deepEqual((await measureTargets(page)).tooSmall, [], 'celebration targets');
    await page.getByRole('button', { name: 'See results' }).click();
    await page.getByTestId('results').waitFor();
    assert.equal(await page.getByTestId('results').locator('tbody tr').count(), 2);

    await page.getByRole('link', { name: 'History' }).first().click();
    await page.getByTestId('history-game').first().waitFor();
    await page.getByTestId('history-game').first().getByRole('link').click();
    await page.getByRole('button', { name: 'First' }).click();
    assert.match(await page.locator('output').innerText(), /^Move 0 of \d+/);
    await page.getByRole('button', { name: 'Next' }).click();
    assert.match(await page.locator('output').innerText(), /^Move 1 of/);

    await closeClean(app);
  });

  test('a person plays a bot to the end, with the bot thinking in its worker', async () => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    const problems = await recordPageProblems(context);
    const page = await context.newPage();
    await page.goto(baseUrl());
    await homeHeading(page).waitFor();
    await setBotSpeed(page, 'Fast');
    await startGame(page, 'fixture-response', ['human', 'normal']);
    const handoffs = (await playToEnd(page)).length;
    assert.equal(handoffs, 0, 'one person never needs the handoff cover');
    await page.getByRole('button', { name: 'See results' }).click();
    await page.getByTestId('results').waitFor();
    assert.deepEqual(problems.errors, []);
    await context.close();
  });
});

describe('at the edges', () => {
  test('each edge shows its hand face down until its owner presses it', async () => {
    const browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 820, height: 1180 } });
    await page.goto(baseUrl());
    await homeHeading(page).waitFor();
    await startGame(page, 'fixture-response', ['human', 'human'], {}, { table: 'edges' });
    const edges = page.locator('.edge');
    await edges.nth(1).waitFor();
    assert.equal(await page.getByTestId('handoff').count(), 0, 'no cover at the edges');
    // Nobody opened a hand: no card face of a hand and no private zone anywhere.
    assert.equal(await page.locator('[data-zone="hand"]').count(), 0);
    const near = page.getByRole('region', { name: 'Player 1' });
    const box = await near.locator('.edge__bar').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await near.locator('[data-zone="hand"]').waitFor();
    assert.equal(await page.locator('[data-zone="hand"]').count(), 1);
    assert.equal(
      await page.getByRole('region', { name: 'Player 2' }).locator('[data-zone="hand"]').count(),
      0,
    );
    // Held past a tap and lifted where it was pressed: a look, and the hand turns face down.
    await page.waitForTimeout(400);
    await page.mouse.up();
    await near.locator('[data-zone="hand"]').waitFor({ state: 'detached' });
    await browser.close();
  });
});

describe('saved games (Fantasy Fantasy Baseball)', () => {
  test('a killed page loses nothing; the game resumes offline from a cold deep link', async () => {
    const profile = await launchPersistent({ viewport: { width: 1180, height: 820 } });
    try {
      const { context } = profile;
      const page = await context.newPage();
      await page.goto(baseUrl());
      await waitForServiceWorkerControl(page);
      await startGame(page, 'fantasy', ['human', 'human']);
      const url = page.url();
      // Three draft picks: the hands have passed and the device waits for the next person.
      await playMoves(page, 3);
      const cover = page.getByTestId('handoff');
      await cover.waitFor();
      const next = await handoffName(page);
      await holdToReveal(page);
      await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
      const table = await page.locator('.play__table').innerText();
      await page.close({ runBeforeUnload: false });

      await context.setOffline(true);
      const again = await context.newPage();
      await again.goto(url);
      // A fresh page covers the table first: nobody's hand shows until its owner holds it.
      await again.getByTestId('handoff').waitFor();
      await assertNothingPrivate(again);
      assert.equal(await handoffName(again), next);
      await holdToReveal(again);
      await again.locator('[data-zone="hand"]').waitFor();
      assert.equal(await again.locator('.play__table').innerText(), table);
      // Still playable offline, and the move is saved on the device.
      await playMoves(again, 1);
      // The one who picked may hold the next pick too (no cover), or pass the device on.
      await again.waitForTimeout(300);
      if (await again.getByTestId('handoff').isVisible()) await holdToReveal(again);
      await again.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
      assert.notEqual(await again.locator('.play__table').innerText(), table);
      await context.setOffline(false);
    } finally {
      await profile.close();
    }
  });

  test('a corrupt file is refused and changes nothing; an exported game imports back', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(baseUrl());
    await homeHeading(page).waitFor();
    await startGame(page, 'fantasy', ['human', 'normal']);
    await playMoves(page, 1);
    await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();

    await page.getByRole('button', { name: 'Game menu' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export this game' }).click(),
    ]);
    const exported = readFileSync(await download.path(), 'utf8');
    assert.equal(JSON.parse(exported).format, 'dugout-game');
    assert.equal(JSON.parse(exported).game.gameType, 'fantasy');

    await page.goto(baseUrl());
    await homeHeading(page).waitFor();
    const saved = page.getByTestId('continue-game');
    await saved.first().waitFor();
    const count = await saved.count();

    const corrupt = exported.replace('"moves"', '"moves_"').slice(0, -20);
    await page.getByTestId('import-file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(corrupt),
    });
    await page.getByRole('alert').filter({ hasText: 'not imported' }).waitFor();
    await page.reload();
    await saved.first().waitFor();
    assert.equal(await saved.count(), count, 'a refused import changed the saved games');

    await page.getByTestId('import-file').setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    // The game is still saved here, so the file comes in as a copy, and the app says so.
    await page.getByRole('status').filter({ hasText: 'already saved on this device' }).waitFor();
    await page.getByRole('link', { name: 'Open the copy' }).click();
    await page.waitForURL(/\/play\//);
    await page.goto(baseUrl());
    await saved.first().waitFor();
    assert.equal(await saved.count(), count + 1);
    await browser.close();
  });
});

describe('two tabs on one game', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  /** The move count a table shows once its save status reads "Saved" (past any cover). */
  async function savedMoves(page) {
    await revealIfCovered(page);
    await page
      .getByTestId('save-status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
    return Number(await page.locator('.play').getAttribute('data-moves'));
  }

  const staleHeading = (page) =>
    page.getByRole('heading', { name: 'This game changed in another tab or window' });

  test('a stale tab’s undo is refused on real IndexedDB and deletes nothing; tabs hear each other', async () => {
    const app = await openApp(browser, { width: 1180, height: 820 });
    const { context, page: a } = app;
    // The offense picks an approach, then rolls: one person makes two moves in a row.
    await startGame(a, 'fixture-response', ['human', 'human']);
    const url = a.url();
    // Tab A hears nothing from other tabs, so only the store's revision check can stop it.
    await a.addInitScript(() => {
      delete window.BroadcastChannel;
    });
    await a.reload();
    assert.equal(await savedMoves(a), 0);
    await playMoves(a, 1);
    assert.equal(await savedMoves(a), 1);

    const b = await context.newPage();
    await b.goto(url);
    assert.equal(await savedMoves(b), 1);
    await playMoves(b, 1);
    assert.equal(await savedMoves(b), 2);

    // Tab A still shows one move, its own, and takes it back.
    await a.getByRole('button', { name: 'Undo' }).click();
    await staleHeading(a).waitFor();
    await b.reload();
    assert.equal(await savedMoves(b), 2, 'the stale tab’s undo deleted a saved move');

    // A third tab, listening: tab B's next move tells it at once, before it plays.
    const c = await context.newPage();
    await c.goto(url);
    assert.equal(await savedMoves(c), 2);
    await playMoves(b, 1);
    assert.equal(await savedMoves(b), 3);
    await staleHeading(c).waitFor();

    // Reloading brings the saved game back, and play goes on from it.
    await a.getByRole('button', { name: 'Reload the game' }).click();
    assert.equal(await savedMoves(a), 3);
    await playMoves(a, 1);
    assert.equal(await savedMoves(a), 4);
    await closeClean(app);
  });
});
