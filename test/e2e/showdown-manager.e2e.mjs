// Managing in Showdown, as the table game's players expect (issue 12): a person against a
// bot at the advanced level changes his batting order and who plays where before the first
// pitch, sends up a pinch hitter and then chooses where his fielders play, and plays the
// nine innings through the board's controls. The taps are counted: a window stops for him
// only when he has a real choice (docs/games/showdown.md, "The flow at the table").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, holdToReveal, openApp, setBotSpeed, startGame, useBrowser } from './app.mjs';

/**
 * One of the person's steps, in the page: the end, nothing to do yet, or one tap. The
 * person plays a strategy card when he may (as a manager holding cards would), otherwise
 * passes, otherwise makes the one decision asked (a relief pitcher). `plan` names the moves
 * this test makes on purpose: a pinch hitter once, then a change of positions.
 */
const stepInPage = (plan) => {
  if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'See results'))
    return { state: 'over' };
  if (document.querySelector('[data-testid="handoff"]')) return { state: 'handoff' };
  const table = document.querySelector('.play__table');
  const moves = [...(table?.querySelectorAll('[data-action]') ?? [])];
  const steps = [...(table?.querySelectorAll('[data-step]') ?? [])];
  if (moves.length === 0 && steps.length === 0) return { state: 'waiting' };
  const of = (b) => JSON.parse(b.getAttribute('data-action') ?? '{}');
  const kinds = [...new Set(moves.map((b) => of(b).t))];
  const onlyPass = kinds.length === 1 && kinds[0] === 'pass' && steps.length === 0;
  const group = (name) =>
    [...(table?.querySelectorAll('[role="group"]') ?? [])].find(
      (g) => g.getAttribute('aria-label') === name,
    );
  // A two-step choice (first the spot or fielder, then the other): both taps count.
  const twoStep = (name) => {
    const g = group(name);
    const first = g?.querySelector('[data-step]');
    if (!first) return null;
    first.click();
    return { state: 'acted', taps: 1, kind: 'step', onlyPass };
  };
  // The substitution window shows one kind of change at a time: a tab opens another kind.
  const tab = (kind) => {
    const t = table?.querySelector(`[data-kind-tab="${kind}"][aria-pressed="false"]`);
    if (!t) return null;
    t.click();
    return { state: 'acted', taps: 1, kind: 'tab', onlyPass: false };
  };
  if (plan.pinch) {
    const opened = tab('pinch');
    if (opened) return opened;
  }
  if (plan.field) {
    const opened = tab('field');
    if (opened) return opened;
  }
  if (plan.pinch && kinds.includes('pinch')) {
    moves.find((b) => of(b).t === 'pinch').click();
    return { state: 'acted', taps: 1, kind: 'pinch', onlyPass };
  }
  if (plan.field && (kinds.includes('field') || group('Positions: swap two fielders'))) {
    const last = moves.find((b) => of(b).t === 'field');
    if (last) {
      last.click();
      return { state: 'acted', taps: 1, kind: 'field', onlyPass };
    }
    const step = twoStep('Positions: swap two fielders');
    if (step) return step;
  }
  const card = moves.find((b) => of(b).t === 'card');
  const pass = moves.find((b) => of(b).t === 'pass');
  const pick = card ?? pass ?? moves[0];
  if (!pick) return { state: 'waiting' };
  pick.click();
  return { state: 'acted', taps: 1, kind: of(pick).t, onlyPass };
};

/** Plate appearances in the box score (AB + BB: the advanced game has no sacrifice). */
const plateAppearances = () => {
  let n = 0;
  for (const table of document.querySelectorAll('.sd-box__table')) {
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
    const ab = heads.indexOf('AB');
    const bb = heads.indexOf('BB');
    if (ab < 0) continue;
    for (const row of table.querySelectorAll('tbody tr')) {
      const cells = [...row.children].map((c) => Number(c.textContent));
      n += (cells[ab] ?? 0) + (cells[bb] ?? 0);
    }
  }
  return n;
};

describe('Managing a Showdown team', () => {
  const chrome = useBrowser();

  test(
    'a person sets his lineup, pinch-hits and places his fielders, and plays nine innings with about one tap an at-bat',
    { timeout: 600_000 },
    async () => {
      const app = await openApp(chrome.browser, { width: 1180, height: 820 });
      const { page } = app;
      await setBotSpeed(page, 'Fast');
      await startGame(page, 'showdown', ['human', 'normal'], { Rules: 'advanced' });
      await page.locator('.sd').waitFor();

      // Before the first pitch: the person's written lineup, changed in two taps each.
      const order = page.getByRole('group', { name: 'Batting order: swap two spots' });
      await order.waitFor();
      const before = await page.locator('.sd-lineup__name').allInnerTexts();
      await order.locator('[data-step]').first().click();
      await order.locator('[data-action]').first().click();
      await page.waitForFunction(
        (was) =>
          [...document.querySelectorAll('.sd-lineup__name')].map((e) => e.textContent).join() !==
          was,
        before.join(),
      );
      // Positions are another kind of change: its tab first.
      await page.locator('[data-kind-tab="field"]').click();
      const places = page.getByRole('group', { name: 'Positions: swap two fielders' });
      await places.locator('[data-step]').first().click();
      await places.locator('[data-action]').first().click();
      let taps = 5;
      await page.locator('[data-action=\'{"t":"pass"}\']').first().click();
      taps++;

      const plan = { pinch: true, field: false };
      const made = { pinch: 0, field: 0, pureSteps: 0 };
      for (let i = 0; i < 20_000; i++) {
        const r = await page.evaluate(stepInPage, plan);
        if (r.state === 'over') break;
        assert.notEqual(r.state, 'handoff', 'one person never needs the handoff cover');
        if (r.state === 'waiting') {
          await page.waitForTimeout(30);
          continue;
        }
        taps += r.taps;
        if (r.onlyPass) made.pureSteps++;
        if (r.kind === 'pinch') {
          made.pinch++;
          plan.pinch = false;
          plan.field = true;
        }
        if (r.kind === 'field') {
          made.field++;
          plan.field = false;
        }
      }
      assert.equal(made.pinch, 1, 'the person sent up a pinch hitter');
      assert.equal(made.field, 1, 'and chose where his fielders play after it');
      assert.equal(made.pureSteps, 0, 'no window stopped the person with only Pass to tap');

      const innings = await page.locator('.sd-score thead th.num').count();
      assert.ok(innings >= 9, `nine innings or more (${innings})`);
      const pa = await page.evaluate(plateAppearances);
      assert.ok(pa >= 51, `both teams' plate appearances: ${pa}`);
      console.log(`managing: ${JSON.stringify({ taps, pa, perAtBat: taps / pa })}`);
      // flow.test.ts bounds the average at one decision an at-bat over 20 games; one game
      // here, with the taps of the changes this test makes on purpose (2 per swap).
      assert.ok(taps / pa <= 1.2, `taps per plate appearance: ${taps}/${pa}`);

      await page.getByRole('button', { name: 'See results' }).click();
      await page.getByTestId('results').waitFor();
      await closeClean(app);
    },
  );

  test(
    'two managers pass the tablet: the cover only before a hand is shown (F6)',
    { timeout: 300_000 },
    async () => {
      const app = await openApp(chrome.browser, { width: 1180, height: 820 });
      const { page } = app;
      await startGame(page, 'showdown', ['human', 'human'], { Rules: 'advanced' });
      await page.locator('.sd').waitFor();
      const seen = { covers: 0, publicDecisions: 0, asked: 0 };
      // The game's seed is random: play on until both kinds of decision have come often enough
      // (a game can bring six covers before its third decision on the table's view).
      for (let i = 0; i < 400 && (seen.covers < 6 || seen.publicDecisions < 3); i++) {
        const r = await page.evaluate(() => {
          if (document.querySelector('[data-testid="handoff"]')) return 'handoff';
          if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'See results'))
            return 'over';
          const hand = document.querySelector('[data-zone="hand"]') !== null;
          const own = document.querySelector('[data-testid="show-own"]') !== null;
          return hand ? 'private' : own ? 'public' : 'waiting';
        });
        if (r === 'over') break;
        if (r === 'handoff') {
          // Nothing private behind the cover; once revealed, a hand is what it was for.
          assert.equal(await page.locator('[data-zone="hand"]').count(), 0);
          await holdToReveal(page);
          await page.locator('[data-zone="hand"]').waitFor();
          seen.covers++;
          continue;
        }
        if (r === 'public') {
          seen.publicDecisions++;
          assert.equal(await page.locator('[data-zone="hand"]').count(), 0);
          if (seen.asked === 0) {
            // The manager asks to see his cards: the cover first, then his hand.
            seen.asked++;
            await page.getByTestId('show-own').click();
            await page.getByTestId('handoff').waitFor();
            continue;
          }
        }
        if (r === 'waiting') {
          await page.waitForTimeout(30);
          continue;
        }
        await page.evaluate(() => {
          const moves = [...document.querySelectorAll('.play__table [data-action]')];
          const of = (b) => JSON.parse(b.getAttribute('data-action') ?? '{}').t;
          (moves.find((b) => of(b) === 'pass') ?? moves[0])?.click();
        });
      }
      assert.ok(
        seen.publicDecisions >= 3,
        `decisions on the table's view: ${seen.publicDecisions}`,
      );
      assert.ok(seen.covers >= 2, `covers before a hand: ${seen.covers}`);
      assert.equal(seen.asked, 1);
      await closeClean(app);
    },
  );
});
