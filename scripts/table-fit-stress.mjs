// How close each decision at the edges comes to not fitting, and whether it still fits with
// the game's longest words: random play finds a tall hand only now and then (CI met one of
// You're the GM! and one of Fantasy that a dozen runs here never dealt), so this looks for
// the margin instead of waiting for the hand.
//
//   npm run build && node scripts/table-fit-stress.mjs gm|fantasy [--games N] [--lang fr] [--shots]
//
// At every decision of two people at the edges (the sizes 1180x820 and 820x1180 taking turns,
// as in the e2e), it prints:
// - "over": how many pixels each open side's content stands taller than its room (its board
//   scrolls, so something is cut: the decision's own controls must not be);
// - "longest": the fit problems (test/e2e/table.mjs, clipping judged) once every card name and
//   ability text in the deciding hand is replaced by the longest of its kind in the game's
//   content, in the language played (scripts/longest-words.ts), the words put back after.
// Then a line per game: decisions, how many stood taller than their room (the most pixels),
// and how many failed with the longest words. Uses the production build in dist/. With
// --shots, a decision more than 8 px taller than its room is screenshot to
// /tmp/table-fit-stress-<game>-<decision>-<W>x<H>.png.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, launchBrowser, startPreview } from '../test/e2e/lib.mjs';
import { setBotSpeed, startGame } from '../test/e2e/app.mjs';
import { fitProblemsInPage, playAtEdges, settle } from '../test/e2e/table.mjs';

const args = process.argv.slice(2);
const game = args[0] ?? 'gm';
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const games = Number(opt('games', '1'));
const lang = opt('lang', 'en');
const shots = args.includes('--shots');
/** The selector of each element holding a card's words, and the longest text it may hold. */
const words = JSON.parse(
  execFileSync('npx', ['tsx', join(ROOT, 'scripts', 'longest-words.ts'), game, lang], {
    encoding: 'utf8',
  }),
);

const SEATS = { gm: ['human', 'human', 'normal', 'normal'] };
const sizes = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];

/** How far each open side's content stands taller than its room, in the page. */
const overInPage = () =>
  [...document.querySelectorAll('.edge:not(.edge--closed)')].map((e) => {
    const board = e.querySelector('.edge__board');
    return {
      side: e.getAttribute('data-edge'),
      deciding: e.classList.contains('edge--deciding'),
      over: board ? board.scrollHeight - board.clientHeight : 0,
    };
  });

/** The fit problems with the longest words in the deciding hand; the words are put back. */
const longestInPage = ([words, fit]) => {
  const problems = new Function(`return (${fit})`)();
  const changed = [];
  for (const [selector, text] of Object.entries(words))
    for (const el of document.querySelectorAll(`.edge--deciding [data-zone="hand"] ${selector}`)) {
      changed.push([el, el.textContent]);
      el.textContent = text;
    }
  const seen = problems(true);
  for (const [el, text] of changed) el.textContent = text;
  return seen;
};

const server = await startPreview({ outDir: join(ROOT, 'dist'), timeoutMs: 120_000 });
const browser = await launchBrowser();
try {
  for (let g = 0; g < games; g++) {
    const page = await browser.newPage({ viewport: sizes[0] });
    await page.goto(server.url);
    // Set up in English (the helpers read its labels), then played in the language asked.
    await setBotSpeed(page, 'Fast');
    await startGame(page, game, SEATS[game] ?? ['human', 'human'], {}, { table: 'edges' });
    if (lang === 'fr') {
      const at = page.url();
      await page.goto(server.url);
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('radio', { name: 'Français', exact: true }).check();
      await page.goto(at);
      await page.locator('.edge').first().waitFor();
    }
    let taller = 0;
    let most = 0;
    let failed = 0;
    const seen = new Set();
    const onDecision = async (n) => {
      if (seen.has(n)) return;
      seen.add(n);
      await settle(page);
      const at = page.viewportSize();
      const where = `decision ${n} (${at?.width}x${at?.height})`;
      const sides = await page.evaluate(overInPage);
      // One pixel is rounding (a side anchored at its hand measures one taller), not a cut.
      const over = sides.filter((s) => s.over > 1);
      if (over.length) {
        taller++;
        most = Math.max(most, ...over.map((s) => s.over));
        const list = over.map((s) => `${s.side}${s.deciding ? ' (deciding)' : ''} ${s.over} px`);
        console.log(`  ${where}: over ${list.join(', ')}`);
        if (shots && Math.max(...over.map((s) => s.over)) > 8) {
          const path = `/tmp/table-fit-stress-${game}-${n}-${at?.width}x${at?.height}.png`;
          await page.screenshot({ path });
          console.log(`    -> ${path}`);
        }
      }
      if (Object.keys(words).length === 0) return;
      const problems = await page.evaluate(longestInPage, [words, fitProblemsInPage.toString()]);
      if (problems.length) {
        failed++;
        console.log(`  ${where}: longest: ${problems.slice(0, 3).join('; ')}`);
      }
    };
    // The end of the game, in French too (playAtEdges looks for the English words itself).
    const over = () => page.getByRole('button', { name: 'Voir les résultats' }).isVisible();
    const r = await playAtEdges(page, game, { sizes, onDecision, fit: false, until: over });
    console.log(
      `${game} (${lang}) game ${g + 1}: ${r.decisions} decisions, ${taller} taller than their ` +
        `room (at most ${most} px), ${failed} not fitting with the longest words`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
