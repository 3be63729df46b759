// Highlights 2045 through the UI. Two people at the tablet's edges play a World Series (three
// buy rounds, then the Series) with the gesture: at most 1.3 taps a decision counting every
// reveal, nothing of a closed edge's hand in the page, every decision on screen with nothing
// to scroll, the two tablet sizes taking turns decision by decision. Two people passing the
// tablet play a short match the same way (every decision fits, every cover hides both hands),
// and one person plays a solo World Series against the AI. Screenshots go to /tmp (HL_SHOTS
// overrides the folder), never into the repo.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, optionSelect, useBrowser } from './app.mjs';
import { measureTargets } from './lib.mjs';
import { playAtEdges, playPassing } from './table.mjs';

const SHOTS = process.env.HL_SHOTS ?? '/tmp/hl-shots';
const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];

/** Starts a two-person game: a World Series after three buy rounds, shared as `mode` says. */
async function startTwo(page, mode) {
  await page.getByTestId('new-highlights').click();
  await page.getByTestId('start-game').waitFor();
  await optionSelect(page, 'Match length').selectOption('short');
  const choice = page.getByTestId('table-choice');
  assert.match(await choice.innerText(), /Hands at each edge/);
  await choice
    .getByRole('radio', { name: mode === 'edges' ? /Hands at each edge/ : /Pass/ })
    .check();
  await page.getByTestId('start-game').click();
  await page.waitForURL(/\/play\//);
}

async function results(page) {
  await page.getByRole('button', { name: 'See results' }).click();
  const table = page.getByTestId('results');
  await table.waitFor();
  return table;
}

describe('Highlights 2045', () => {
  const chrome = useBrowser();

  test(
    'two people at the edges play a World Series with the gesture',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await startTwo(page, 'edges');
      await page.locator('.edge').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/edges-1180x820.png` });
      const r = await playAtEdges(page, 'highlights', { sizes: SIZES });
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.ok(r.ended, `a whole Series (${r.decisions} decisions)`);
      const per = r.taps / r.decisions;
      assert.ok(per <= 1.3, `${per.toFixed(2)} taps a decision (${r.taps} for ${r.decisions})`);
      // Every control of the edges mode is finger-sized at both sizes.
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const { tooSmall } = await measureTargets(page);
        assert.deepEqual(tooSmall, [], `targets under 48 px at ${size.width}x${size.height}`);
      }
      const table = await results(page);
      assert.equal(await table.locator('tbody tr').count(), 2);
      await closeClean(app);
    },
  );

  test(
    'two people passing the tablet: every cover hides both hands, every decision fits',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await startTwo(page, 'pass');
      const r = await playPassing(page, 'highlights', { sizes: SIZES });
      assert.deepEqual(r.problems, [], 'a decision needed a scroll');
      assert.ok(r.covers > 10, 'the device was passed');
      await page.setViewportSize(SIZES[1]);
      await page.screenshot({ path: `${SHOTS}/pass-end-820x1180.png` });
      const table = await results(page);
      assert.equal(await table.locator('tbody tr').count(), 2);
      // The World Series decides: "4 games" for its winner, in the headline and the table.
      const wins = (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) =>
        parseInt(t, 10),
      );
      assert.equal(Math.max(...wins), 4, 'the Series winner has 4 wins');
      assert.ok(
        (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).includes('4 games'),
      );
      await page
        .getByRole('status')
        .filter({ hasText: /wins, 4 games to \d!/ })
        .waitFor();
      await page.screenshot({ path: `${SHOTS}/two-results.png` });
      await closeClean(app);
    },
  );

  test('one person plays a solo World Series against the AI', { timeout: 600_000 }, async () => {
    const app = await openApp(chrome.browser, SIZES[1]);
    const { page } = app;
    await page.getByTestId('new-highlights').click();
    await page.getByTestId('start-game').waitFor();
    await page
      .getByRole('button', { name: /^Remove / })
      .last()
      .click();
    assert.equal(await page.locator('.seat-row').count(), 1);
    // One person: no choice of how to share the tablet.
    assert.equal(await page.getByTestId('table-choice').count(), 0);
    await optionSelect(page, 'Buy rounds before the Series').selectOption('1');
    await page.getByTestId('start-game').click();
    await page.waitForURL(/\/play\//);
    // Buy rounds first: the six cards drawn are laid out In Play, the hand is empty.
    await page.locator('.hl--buy').waitFor();
    assert.equal(await page.locator('[data-zone="hand"]').count(), 0);
    const r = await playPassing(page, 'highlights', { sizes: SIZES });
    assert.deepEqual(r.problems, [], 'a decision needed a scroll');
    assert.equal(r.covers, 0, 'one person never needs the handoff cover');
    const table = await results(page);
    // The person and the AI, each with World Series games won: one of them has four.
    assert.equal(await table.locator('tbody tr').count(), 2);
    assert.equal(await table.locator('tbody tr[data-rival]').count(), 1);
    const games = (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) =>
      parseInt(t, 10),
    );
    assert.equal(Math.max(...games), 4);
    assert.match(
      await page.getByRole('status').innerText(),
      /^Player 1 (wins|loses), \d games? to \d[.!]$/,
    );
    await page.screenshot({ path: `${SHOTS}/solo-results.png` });
    await closeClean(app);
  });
});
