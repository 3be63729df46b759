// Plays whole games in Chromium as two people at the edges and counts what a decision costs:
//
//   npm run build && node scripts/table-taps.mjs highlights [--games N] [--size 1180x820]
//
// For each game: decisions (moves of the two people), taps (a slide-and-lift gesture, a tap
// that opens an edge and every further tap each count one; passing the tablet with
// `--mode pass`, each held-open cover counts one too), taps per decision, and the decisions
// that would have needed a scroll. Sizes alternate decision by decision when several are
// given (default: 1180x820 and 820x1180). Uses the production build in dist/.
import { join } from 'node:path';
import { ROOT, launchBrowser, startPreview } from '../test/e2e/lib.mjs';
import { optionSelect, setBotSpeed } from '../test/e2e/app.mjs';
import { playAtEdges, playPassing } from '../test/e2e/table.mjs';

const args = process.argv.slice(2);
const game = args[0] ?? 'highlights';
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const games = Number(opt('games', '1'));
/** 'edges' (the default) or 'pass': passing the tablet, with the handoff cover. */
const mode = opt('mode', 'edges');
const sizes = (opt('size', '1180x820,820x1180') ?? '').split(',').map((s) => {
  const [width, height] = s.split('x').map(Number);
  return { width, height };
});
/**
 * The set-up each game is measured with: a two-person World Series for Highlights; for Lords
 * the basic game of two people and a normal bot (bots at "Fast"), money in the open.
 */
const SETUP = {
  highlights: { options: { 'Match length': 'short' } },
  lords: { options: { 'Game length': '3' }, bots: ['normal'] },
};

const server = await startPreview({ outDir: join(ROOT, 'dist') });
const browser = await launchBrowser();
try {
  for (let g = 0; g < games; g++) {
    const page = await browser.newPage({ viewport: sizes[0] });
    await page.goto(server.url);
    const setup = SETUP[game] ?? {};
    if (setup.bots) await setBotSpeed(page, 'Fast');
    await page.getByTestId(`new-${game}`).click();
    await page.getByTestId('start-game').waitFor();
    for (const [label, value] of Object.entries(setup.options ?? {}))
      await optionSelect(page, label).selectOption(value);
    // Bots beside the two people, after them.
    const rows = page.locator('.seat-row');
    for (const [i, level] of (setup.bots ?? []).entries()) {
      while ((await rows.count()) < 3 + i)
        await page.getByRole('button', { name: 'Add a player' }).click();
      await rows
        .nth(2 + i)
        .locator('select')
        .nth(1)
        .selectOption(level);
    }
    await page
      .getByRole('radio', { name: mode === 'pass' ? /Pass the tablet/ : /Hands at each edge/ })
      .check();
    await page.getByTestId('start-game').click();
    await page.waitForURL(/\/play\//);
    const t0 = Date.now();
    const play = mode === 'pass' ? playPassing : playAtEdges;
    let shots = 0;
    // The first few decisions that do not fit, as screenshots to look at.
    const onProblem = async () => {
      if (shots < 3) await page.screenshot({ path: `/tmp/table-taps-fit-${++shots}.png` });
    };
    const r = await play(page, game, { sizes, onProblem }).catch(async (e) => {
      await page.screenshot({ path: '/tmp/table-taps-failed.png' });
      console.error('screenshot of the failure: /tmp/table-taps-failed.png');
      throw e;
    });
    const per = (r.taps / Math.max(1, r.decisions)).toFixed(2);
    const covers = r.covers === undefined ? '' : `, ${r.covers} covers`;
    console.log(
      `${game} (${mode}) game ${g + 1}: ${r.decisions} decisions, ${r.taps} taps${covers}, ` +
        `${per} taps a decision, ${r.problems.length} fit problems ` +
        `(${Math.round((Date.now() - t0) / 1000)} s)`,
    );
    for (const p of r.problems.slice(0, 12)) console.log(`  ${p}`);
    if (shots) console.log(`  the first ${shots} as /tmp/table-taps-fit-<n>.png`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
