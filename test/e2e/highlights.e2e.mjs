// Highlights 2045 through the UI: two people pass the tablet through a short match (three
// buy-only rounds, then the World Series) to the results, and one person plays a solo World
// Series against the AI. At every handoff no card face and no hand is in the DOM; after it,
// the one hand on screen is the named person's. Screenshots at 1180x820 and 820x1180 go to
// /tmp (HL_SHOTS overrides the folder), never into the repo.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  assertNothingPrivate,
  closeClean,
  handoffName,
  holdToReveal,
  openApp,
  optionSelect,
  useBrowser,
} from './app.mjs';

const SHOTS = process.env.HL_SHOTS ?? '/tmp/hl-shots';

/**
 * One step in the page: the cover, the end, or one tap. A card's own buttons come first
 * when a card is open; else a card the holder may use is tapped (play, set On Deck, pick,
 * buy); else a button of the decision panel.
 */
const stepInPage = () => {
  if (document.querySelector('[data-testid="handoff"]')) return { state: 'handoff' };
  if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'See results'))
    return { state: 'over' };
  const detail = [...document.querySelectorAll('.hl-detail [data-action]')];
  const phase = /hl--(\w+)/.exec(document.querySelector('.hl')?.className ?? '')?.[1] ?? '';
  if (detail.length) {
    detail[0].click();
    return { state: 'acted', phase };
  }
  const cards = [...document.querySelectorAll('button.hl-card--playable')];
  const loose = [...document.querySelectorAll('.hl-decision [data-action]')];
  // Buy rounds end after a purchase or two, so that matches stay short.
  const done = loose.find((b) => JSON.parse(b.getAttribute('data-action') ?? '{}').t === 'endBuy');
  if (done && (cards.length === 0 || Math.random() < 0.5)) {
    done.click();
    return { state: 'acted', phase };
  }
  if (cards.length) {
    cards[0].click();
    return { state: 'tapped', phase };
  }
  if (loose.length === 0) return { state: 'waiting' };
  loose[0].click();
  return { state: 'acted', phase };
};

/** The name on the stadium of the holder (the one with the hand), if any. */
const holderInPage = () =>
  document.querySelector('.hl-stadium--mine .seat-chip__name')?.textContent ?? null;

async function shoot(page, name) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: name.includes('820x1180') });
}

async function playToEnd(page, { maxSteps, shots: takeShots }) {
  let shots = takeShots;
  const covers = [];
  const phases = new Set();
  let acted = 0;
  for (let i = 0; i < maxSteps; i++) {
    const { state, phase } = await page.evaluate(stepInPage);
    if (phase) phases.add(phase);
    if (state === 'over') return { covers, phases: [...phases] };
    if (state === 'handoff') {
      await assertNothingPrivate(page);
      const name = await handoffName(page);
      covers.push(name);
      await holdToReveal(page);
      await page.locator('.hl').waitFor();
      assert.ok((await page.locator('[data-zone="hand"]').count()) <= 1, 'two hands in the DOM');
      const holder = await page.evaluate(holderInPage);
      if (holder !== null) assert.equal(holder, name, 'the hand on screen is not the holder’s');
      if (shots && acted >= 40) {
        await shots();
        shots = null;
      }
    } else if (state === 'acted') {
      acted++;
      if (shots && acted >= 40 && covers.length === 0) {
        await shots();
        shots = null;
      }
    } else if (state === 'waiting') await page.waitForTimeout(40);
  }
  throw new Error(`no end after ${maxSteps} steps`);
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
    'two people play a short match to the World Series results',
    { timeout: 900_000 },
    async () => {
      const app = await openApp(chrome.browser, { width: 1180, height: 820 });
      const { page } = app;
      await page.getByTestId('new-highlights').click();
      await page.getByTestId('start-game').waitFor();
      await optionSelect(page, 'Match length').selectOption('short');
      await page.getByTestId('start-game').click();
      await page.waitForURL(/\/play\//);
      const shots = async () => {
        await shoot(page, 'two-1180x820');
        await page.setViewportSize({ width: 820, height: 1180 });
        // In portrait the decision the holder acts on is on the first screen, above the stadiums.
        const decision = await page.locator('.hl-decision').first().boundingBox();
        assert.ok(decision && decision.y + 48 < 1180, 'the decision is below the fold');
        await shoot(page, 'two-820x1180');
        // A played card opens at full size on a tap.
        await page.locator('.hl-zoom').first().click();
        await page.getByRole('dialog').waitFor();
        await shoot(page, 'two-card-820x1180');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.emulateMedia({ colorScheme: 'dark' });
        await shoot(page, 'two-820x1180-dark');
        await page.setViewportSize({ width: 1180, height: 820 });
        await shoot(page, 'two-1180x820-dark');
        await page.emulateMedia({ colorScheme: 'light' });
      };
      const { covers, phases } = await playToEnd(page, { maxSteps: 20_000, shots });
      assert.ok(covers.length > 10, 'the device was passed');
      assert.deepEqual([...new Set(covers)].sort(), ['Player 1', 'Player 2']);
      for (const p of ['prep', 'play', 'buy']) assert.ok(phases.includes(p), `no ${p} step`);
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
      await shoot(page, 'two-results');
      await closeClean(app);
    },
  );

  test('one person plays a solo World Series against the AI', { timeout: 600_000 }, async () => {
    const app = await openApp(chrome.browser, { width: 820, height: 1180 });
    const { page } = app;
    await page.getByTestId('new-highlights').click();
    await page.getByTestId('start-game').waitFor();
    await page
      .getByRole('button', { name: /^Remove / })
      .last()
      .click();
    assert.equal(await page.locator('.seat-row').count(), 1);
    await optionSelect(page, 'Buy rounds before the Series').selectOption('1');
    await page.getByTestId('start-game').click();
    await page.waitForURL(/\/play\//);
    // Buy rounds first: the six cards drawn are laid out In Play, the hand is empty.
    await page.locator('.hl--buy').waitFor();
    assert.equal(await page.locator('[data-zone="hand"]').count(), 0);
    const shots = async () => {
      await shoot(page, 'solo-820x1180');
      await page.setViewportSize({ width: 1180, height: 820 });
      await shoot(page, 'solo-1180x820');
      await page.setViewportSize({ width: 820, height: 1180 });
    };
    const { covers } = await playToEnd(page, { maxSteps: 20_000, shots });
    assert.deepEqual(covers, [], 'one person never needs the handoff cover');
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
    await shoot(page, 'solo-results');
    await closeClean(app);
  });
});
