/**
 * What the You're the GM! e2e files share: the two tablet sizes, a watcher that pictures the
 * first decision of each step at each size and measures its controls, and the results.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { measureTargets } from './lib.mjs';

/** Screenshots go here (GM_SHOTS overrides the folder), never into the repo. */
export const SHOTS = process.env.GM_SHOTS ?? '/tmp/gm-shots';

export const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];

/** The step on the table now (the board's phase). */
const phaseInPage = () =>
  /gm--(\w+)/.exec(document.querySelector('.gm')?.className ?? '')?.[1] ?? '';

/**
 * At the first decision of each step at each size: a screenshot (`<mode>-<step>-<width>.png`)
 * and the controls under 48 px, gathered in `small`; `seen` holds `<step>-<width>`.
 */
export function stepWatcher(page, mode) {
  mkdirSync(SHOTS, { recursive: true });
  const seen = new Set();
  const small = [];
  const onDecision = async () => {
    const phase = await page.evaluate(phaseInPage);
    const size = page.viewportSize();
    const key = `${phase}-${size?.width}`;
    if (seen.has(key)) return;
    seen.add(key);
    await page.screenshot({ path: join(SHOTS, `${mode}-${key}.png`) });
    const { tooSmall } = await measureTargets(page);
    for (const t of tooSmall) small.push(`${key}: ${t.element} ${t.width}x${t.height}`);
  };
  /** Every kind of decision was met (and checked to fit) on the way. */
  const assertEveryStep = () => {
    for (const step of ['choose', 'draft', 'team', 'league', 'arb'])
      assert.ok(
        SIZES.some(({ width }) => seen.has(`${step}-${width}`)),
        `no ${step} decision`,
      );
  };
  return { onDecision, small, seen, assertEveryStep };
}

/** The dynasty on the board, then the results with a row per GM. */
export async function results(page, rows) {
  await page
    .getByText(/establishes a dynasty/)
    .first()
    .waitFor();
  await page.getByTestId('see-results').click();
  const table = page.getByTestId('results');
  await table.waitFor();
  assert.equal(await table.locator('tbody tr').count(), rows);
  return table;
}
