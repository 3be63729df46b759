/** Driving the app as a player does: start a game, pass the device, play, read results. */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { baseUrl, launchBrowser, recordForeignRequests, recordPageProblems } from './lib.mjs';

/** The home screen's heading, there once the app has started. */
export const homeHeading = (page) => page.getByRole('heading', { level: 1, name: 'Dugout' });

/** A describe block's Chromium: launched before its tests, closed after them. */
export function useBrowser() {
  const held = { browser: null };
  before(async () => {
    held.browser = await launchBrowser();
  });
  after(async () => {
    await held.browser?.close();
  });
  return held;
}

/**
 * A fresh context at `viewport` on the home screen, watched for requests that leave the
 * preview server and for page errors and CSP violations (checked by `closeClean`).
 */
export async function openApp(browser, viewport) {
  const context = await browser.newContext({ viewport });
  const foreign = recordForeignRequests(context);
  const problems = await recordPageProblems(context);
  const page = await context.newPage();
  await page.goto(baseUrl());
  await homeHeading(page).waitFor();
  return { context, page, foreign, problems };
}

/** The run broke no CSP rule, threw nothing and asked nothing of another server; closes. */
export async function closeClean({ context, page, foreign, problems }) {
  assert.deepEqual(await problems.cspViolations(page), []);
  assert.deepEqual(problems.errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
}

/**
 * Starts a game from the shelf. `seats` lists 'human' or a bot level per seat; `options`
 * maps an option's label on the new-game form to the value to pick; `table` how two people
 * share the tablet ('pass': the handoff cover, the default here; 'edges': a hand at each edge).
 */
export async function startGame(
  page,
  gameId,
  seats = ['human', 'human'],
  options = {},
  { table = 'pass' } = {},
) {
  await page.getByTestId(`new-${gameId}`).click();
  await page.getByTestId('start-game').waitFor();
  for (const [label, value] of Object.entries(options))
    await optionSelect(page, label).selectOption(value);
  const rows = page.locator('.seat-row');
  while ((await rows.count()) < seats.length)
    await page.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, kind] of seats.entries()) {
    await rows.nth(i).locator('select').nth(1).selectOption(kind);
  }
  const choice = page.getByTestId('table-choice').getByRole('radio', {
    name: table === 'edges' ? /Hands at each edge/ : /Pass the tablet/,
  });
  if (await choice.count()) await choice.check();
  await page.getByTestId('start-game').click();
  await page.waitForURL(/\/play\//);
}

/** Press and hold the reveal control of the handoff cover. */
export async function holdToReveal(page) {
  const box = await page.getByTestId('hold-to-reveal').boundingBox();
  assert.ok(box, 'the hold-to-reveal control is on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Held until the cover goes (its timer fires at 700 ms): a fixed wait lost the race on a
  // busy machine, where the release was handled before the late timer and nothing revealed.
  await page.getByTestId('hold-to-reveal').waitFor({ state: 'detached', timeout: 5000 });
  await page.mouse.up();
}

/**
 * After a page (re)loads a game: waits until either the handoff cover or the table's save
 * status is on screen (the game loads from IndexedDB after the load event), and reveals the
 * table if it is covered.
 */
export async function revealIfCovered(page) {
  const cover = page.getByTestId('handoff');
  await cover.or(page.getByTestId('save-status')).first().waitFor();
  if (await cover.isVisible()) await holdToReveal(page);
}

/** The name on the handoff cover ("Pass to <name>"). */
export async function handoffName(page) {
  const text = await page.getByTestId('handoff').getByRole('heading', { level: 1 }).innerText();
  return text.replace(/^Pass to /, '');
}

/** No card face and no private zone of anyone is in the DOM (checked at every handoff). */
export async function assertNothingPrivate(page) {
  assert.equal(await page.locator('[data-card]').count(), 0, 'a card face is in the DOM');
  assert.equal(await page.locator('[data-zone="hand"]').count(), 0, 'a hand is in the DOM');
}

/** Sets bot speed in Settings. */
export async function setBotSpeed(page, label) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: label, exact: true }).check();
  await page.getByRole('link', { name: 'Home' }).click();
}

/**
 * Makes `n` moves through the board's `[data-action]` controls (every legal move of the seat
 * holding the device), revealing at each handoff with a privacy check.
 */
export async function playMoves(page, n) {
  for (let made = 0; made < n;) {
    const state = await page.evaluate(() => {
      if (document.querySelector('[data-testid="handoff"]')) return 'handoff';
      const moves = [...document.querySelectorAll('[data-action]')];
      if (moves.length === 0) return 'waiting';
      moves[0].click();
      return 'acted';
    });
    if (state === 'handoff') {
      await assertNothingPrivate(page);
      await holdToReveal(page);
    } else if (state === 'acted') made++;
    else await page.waitForTimeout(50);
  }
}

/**
 * One step of play, run in the page: the handoff cover, the end, or one legal move from
 * the board's `[data-action]` controls (passing when allowed, so response windows stay short).
 */
const stepInPage = () => {
  if (document.querySelector('[data-testid="handoff"]')) return 'handoff';
  if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'See results'))
    return 'over';
  const moves = [...document.querySelectorAll('[data-action]')];
  if (moves.length === 0) return 'waiting';
  const pass = moves.find((b) => JSON.parse(b.getAttribute('data-action') ?? '{}').t === 'pass');
  (pass ?? moves[0]).click();
  return 'acted';
};

/**
 * Plays the game on screen to its end through the UI, checking at every handoff that no
 * card face or hand is in the DOM and after it that at most one hand is. Returns the names
 * on the covers, in order.
 */
export async function playToEnd(page, { maxSteps = 5000 } = {}) {
  const covers = [];
  for (let i = 0; i < maxSteps; i++) {
    const state = await page.evaluate(stepInPage);
    if (state === 'over') return covers;
    if (state === 'handoff') {
      await assertNothingPrivate(page);
      covers.push(await handoffName(page));
      await holdToReveal(page);
      await page.locator('.play').waitFor();
      assert.ok((await page.locator('[data-zone="hand"]').count()) <= 1, 'two hands in the DOM');
    } else if (state === 'waiting') {
      await page.waitForTimeout(50);
    }
  }
  throw new Error(`no end after ${maxSteps} steps`);
}

/**
 * One step of play for a person against bots, run in the page: like `stepInPage`, but it
 * presses "Skip to my turn" whenever the app offers it, and reports the board's step (its
 * `sd--<phase>` class, when there is one) for each move made.
 */
const skipStepInPage = () => {
  const buttons = [...document.querySelectorAll('button')];
  if (document.querySelector('[data-testid="handoff"]')) return { state: 'handoff' };
  if (buttons.some((b) => b.textContent === 'See results')) return { state: 'over' };
  const moves = [...document.querySelectorAll('[data-action]')];
  if (moves.length === 0) {
    buttons.find((b) => b.textContent === 'Skip to my turn')?.click();
    return { state: 'waiting' };
  }
  const board = document.querySelector('[class*="sd--"]');
  const phase = board ? (/sd--(\w+)/.exec(board.className)?.[1] ?? '') : '';
  const pass = moves.find((b) => JSON.parse(b.getAttribute('data-action') ?? '{}').t === 'pass');
  (pass ?? moves[0]).click();
  return { state: 'acted', phase };
};

/**
 * Plays a game against bots to its end through the `[data-action]` controls, skipping the
 * bots ahead; returns the handoff covers seen and the board steps the person acted in.
 */
export async function playToEndSkipping(page, { maxSteps = 5000 } = {}) {
  const covers = [];
  const phases = new Set();
  for (let i = 0; i < maxSteps; i++) {
    const { state, phase } = await page.evaluate(skipStepInPage);
    if (state === 'over') return { covers, phases: [...phases] };
    if (phase) phases.add(phase);
    if (state === 'handoff') {
      await assertNothingPrivate(page);
      covers.push(await handoffName(page));
      await holdToReveal(page);
    } else if (state === 'waiting') {
      await page.waitForTimeout(30);
    }
  }
  throw new Error(`no end after ${maxSteps} steps`);
}

/** Settings: a person whose only response is to pass is not asked; then back home. */
export async function skipNoLegalResponses(page) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: /Skip players with no legal response/ }).check();
  await page.getByRole('link', { name: 'Home' }).click();
}

/** The new-game form's select for the option labelled `label`. */
export function optionSelect(page, label) {
  return page
    .locator('.select-row')
    .filter({ has: page.locator('span', { hasText: new RegExp(`^${label}$`) }) })
    .locator('select');
}

/** Makes `n` of the person's moves (passing when allowed), skipping the bots ahead meanwhile. */
export async function playMovesSkipping(page, n) {
  for (let made = 0; made < n;) {
    const { state } = await page.evaluate(skipStepInPage);
    if (state === 'over') return;
    if (state === 'acted') made++;
    else if (state === 'handoff') {
      await assertNothingPrivate(page);
      await holdToReveal(page);
    } else await page.waitForTimeout(30);
  }
}
