// Showdown through the UI: a person against a bot at the advanced level (strategy cards),
// nine innings or more to the results, with the person's hand never shown face up while
// the device is covered.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { baseUrl, launchBrowser, recordForeignRequests, recordPageProblems } from './lib.mjs';
import { homeHeading, playToEnd, setBotSpeed } from './app.mjs';

describe('Showdown', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test(
    'a person plays a bot at the advanced level to the results',
    { timeout: 600_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
      const foreign = recordForeignRequests(context);
      const problems = await recordPageProblems(context);
      const page = await context.newPage();
      await page.goto(baseUrl());
      await homeHeading(page).waitFor();
      await setBotSpeed(page, 'Fast');
      await page.getByTestId('new-showdown').click();
      await page.getByTestId('start-game').waitFor();
      await page
        .locator('.select-row')
        .filter({ has: page.locator('span', { hasText: /^Rules$/ }) })
        .locator('select')
        .selectOption('advanced');
      await page.locator('.seat-row').nth(1).locator('select').nth(1).selectOption('normal');
      await page.getByTestId('start-game').click();
      await page.waitForURL(/\/play\//);
      // The person's strategy hand is theirs: exactly one private zone on screen.
      await page.locator('[data-zone="hand"]').waitFor();
      assert.equal(await page.locator('[data-zone="hand"]').count(), 1);
      const covers = await playToEnd(page, { maxSteps: 20_000 });
      assert.deepEqual(covers, [], 'one person never needs the handoff cover');
      await page.getByRole('button', { name: 'See results' }).click();
      await page.getByTestId('results').waitFor();
      assert.equal(await page.getByTestId('results').locator('tbody tr').count(), 2);
      assert.deepEqual(await problems.cspViolations(page), []);
      assert.deepEqual(problems.errors, []);
      assert.deepEqual(foreign, []);
      await context.close();
    },
  );
});
