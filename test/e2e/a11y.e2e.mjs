// Accessibility: axe-core on every screen, in both themes and both orientations, with the
// handoff cover and boards mid-game included: no serious or critical violation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { baseUrl, launchBrowser } from './lib.mjs';
import { holdToReveal, homeHeading, playMoves, playToEnd, startGame } from './app.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations on the page as it is now, one line per node. */
async function violations(page, screen) {
  // Run through the DevTools protocol, so the strict CSP (no inline script) is untouched.
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.slice(0, 4).map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`),
      );
  });
  return found.map((line) => `${screen}: ${line}`);
}

const RESULTS = ['SO', 'PU', 'GB', 'FB', 'BB', '1B', '1Bp', '2B', '3B', 'HR'];

/**
 * Showdown's highlighted (hit) chart row for every result, drawn in the real chart's card
 * and in view: which row is hit depends on the game, so each is drawn here in turn.
 */
async function chartRows(page) {
  return page.evaluate(async (results) => {
    const host = document.querySelector('.sd-chart')?.parentElement;
    if (!host) return ['showdown chart: no chart on the board'];
    const bad = [];
    for (const r of results) {
      const ol = document.createElement('ol');
      ol.className = 'sd-chart';
      ol.id = 'chart-probe';
      ol.innerHTML = `<li class="sd-chart__row sd-chart__row--hit"><span class="sd-chart__n">7</span><span class="sd-chart__r sd-r--${r}">${r}</span></li>`;
      host.appendChild(ol);
      ol.scrollIntoView({ block: 'center' });
      const found = await window.axe.run('#chart-probe', { runOnly: ['color-contrast'] });
      ol.remove();
      for (const v of found.violations) bad.push(`hit chart row ${r}: ${v.id}`);
    }
    return bad;
  }, RESULTS);
}

const COMBOS = [
  { colorScheme: 'light', viewport: { width: 1180, height: 820 } },
  { colorScheme: 'dark', viewport: { width: 820, height: 1180 } },
  { colorScheme: 'dark', viewport: { width: 1180, height: 820 } },
  { colorScheme: 'light', viewport: { width: 820, height: 1180 } },
];

describe('accessibility (axe-core)', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  for (const { colorScheme, viewport } of COMBOS) {
    const where = `${colorScheme} ${viewport.width}x${viewport.height}`;
    test(`every screen, ${where}: no serious or critical violation`, async () => {
      const context = await browser.newContext({ colorScheme, viewport });
      const page = await context.newPage();
      const found = [];
      const check = async (screen) => found.push(...(await violations(page, screen)));
      try {
        await page.goto(baseUrl());
        await homeHeading(page).waitFor();
        await check('home');
        for (const path of [
          '/settings',
          '/profiles',
          '/history',
          '/rules/fantasy',
          '/rules/showdown',
        ]) {
          await page.goto(new URL(path, baseUrl()).href);
          await page.locator('h1').first().waitFor();
          await check(path);
        }
        await page.goto(baseUrl());
        await page.getByTestId('new-fantasy').click();
        await page.getByTestId('start-game').waitFor();
        await check('new game');

        // Fantasy mid-game against a bot; then the handoff cover between two people.
        await page.goto(baseUrl());
        await startGame(page, 'fantasy', ['human', 'normal']);
        await playMoves(page, 2);
        await check('fantasy board');
        await page.goto(baseUrl());
        await startGame(page, 'fixture-sealed-bid', ['human', 'human']);
        await page.getByTestId('handoff').waitFor();
        await check('handoff cover');
        await holdToReveal(page);
        await page.goto(baseUrl());
        await startGame(page, 'showdown', ['human', 'normal']);
        await playMoves(page, 3);
        await check('showdown board');
        found.push(...(await chartRows(page)));

        // A short game to its results, then history and its replay.
        await page.goto(baseUrl());
        await startGame(page, 'fixture-sealed-bid', ['human', 'easy']);
        await playToEnd(page);
        await page.getByTestId('finale').waitFor();
        await check('end-of-game celebration');
        await page.getByRole('button', { name: 'See results' }).click();
        await page.getByTestId('results').waitFor();
        await check('results');
        await page.goto(new URL('/history', baseUrl()).href);
        await page.getByTestId('history-game').first().waitFor();
        await check('history (a game)');
        await page.getByTestId('history-game').first().getByRole('link').click();
        await page.getByRole('button', { name: 'First' }).waitFor();
        await check('replay');
      } finally {
        await context.close();
      }
      assert.deepEqual(found, []);
    });
  }
});
