// Plays whole games in Chromium as two people at the edges and counts what a decision costs:
//
//   npm run build && node scripts/table-taps.mjs highlights [--games N] [--size 1180x820]
//                                                [--seats human,human,normal] [--opt Label=value]
//                                                [--mode pass|edges] [--shots] [--level basic]
//                                                [--clip]
//
// For each game: decisions (moves of the two people), taps (a slide-and-lift gesture, a tap
// that opens an edge and every further tap each count one; passing the tablet with
// `--mode pass`, each held-open cover counts one too), reveals (closed edges opened; for a
// game whose chooser names rounds, the most one person needed in a round), taps per
// decision, and the decisions that would have needed a scroll. Sizes alternate decision by
// decision when several are given (default: 1180x820 and 820x1180). Uses the production
// build in dist/. The first three decisions that need a scroll are screenshot to
// /tmp/table-taps-<game>-<mode>-fit-<n>.png; with --shots, the first decision of each kind at
// each size too (to look at every one).
import { join } from 'node:path';
import { ROOT, launchBrowser, startPreview } from '../test/e2e/lib.mjs';
import { setBotSpeed, startGame } from '../test/e2e/app.mjs';
import { playAtEdges, playPassing } from '../test/e2e/table.mjs';

const args = process.argv.slice(2);
const game = args[0] ?? 'highlights';
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const games = Number(opt('games', '1'));
/** `--clip`: judge the fit with clipping boxes too (test/e2e/table.mjs, CLIP_CHECKED's games by default). */
const clip = args.includes('--clip') ? true : undefined;
/** 'edges' (the default) or 'pass': passing the tablet, with the handoff cover. */
const mode = opt('mode', 'edges');
/** Screenshots go here, named by game and mode so runs of several games side by side keep theirs. */
const shotPath = `/tmp/table-taps-${game}-${mode}`;
const sizes = (opt('size', '1180x820,820x1180') ?? '').split(',').map((s) => {
  const [width, height] = s.split('x').map(Number);
  return { width, height };
});
/**
 * The set-up each game is measured with: the seats ('human' or a bot level; two people when
 * not given) and the new-game form's options by label (a select's value). A two-person World
 * Series for Highlights; Fantasy's default season (two people, three months); Showdown at the
 * level `--level` names (advanced by default; basic and expert too); You're the GM! with two
 * people and two normal bots (the issue's table); Lords' 3-year basic game of two people and a
 * normal bot, money in the open. `--seats` and `--opt Label=value` override.
 */
const SETUP = {
  highlights: { options: { 'Match length': 'short' } },
  fantasy: {},
  showdown: { options: { Rules: opt('level', 'advanced') } },
  gm: { seats: ['human', 'human', 'normal', 'normal'] },
  lords: { seats: ['human', 'human', 'normal'], options: { 'Game length': '3' } },
};
const extra = args.flatMap((a, i) => (args[i - 1] === '--opt' ? [a.split('=')] : []));
const seatsGiven = (opt('seats', '') ?? '').split(',').filter(Boolean);
const setup = {
  seats: seatsGiven.length ? seatsGiven : (SETUP[game]?.seats ?? ['human', 'human']),
  options: { ...(SETUP[game]?.options ?? {}), ...Object.fromEntries(extra) },
};

/** What kind of decision is on screen: the classes of the board that offers its controls. */
const boardKind = () => {
  const control = document.querySelector(
    '.edge--deciding [data-action], .play__table [data-action]',
  );
  const board = control?.closest('.edge__board > *, .edges__table > *, .play__table > *');
  return board?.className ?? 'none';
};

// A busy machine may take the preview server longer than the default 30 s to answer.
const server = await startPreview({ outDir: join(ROOT, 'dist'), timeoutMs: 120_000 });
const browser = await launchBrowser();
try {
  for (let g = 0; g < games; g++) {
    const page = await browser.newPage({ viewport: sizes[0] });
    await page.goto(server.url);
    // The bots' pace changes no tap: the fast pace only shortens the run.
    await setBotSpeed(page, 'Fast');
    await startGame(page, game, setup.seats, setup.options, { table: mode });
    const t0 = Date.now();
    const play = mode === 'pass' ? playPassing : playAtEdges;
    let shots = 0;
    // The first few decisions that do not fit, as screenshots to look at.
    const onProblem = async () => {
      if (shots < 3) await page.screenshot({ path: `${shotPath}-fit-${++shots}.png` });
    };
    // With --shots: the first decision of each kind (the board's classes) at each size.
    const kinds = new Set();
    const onDecision = async (n) => {
      if (!args.includes('--shots')) return;
      const at = page.viewportSize();
      const kind = await page.evaluate(boardKind);
      const key = `${kind} ${at?.width}x${at?.height}`;
      if (kinds.has(key)) return;
      kinds.add(key);
      const path = `${shotPath}-${String(kinds.size).padStart(2, '0')}-${at?.width}x${at?.height}.png`;
      await page.screenshot({ path });
      console.log(`  decision ${n}: ${key} -> ${path}`);
    };
    const r = await play(page, game, { sizes, onProblem, onDecision, clip }).catch(async (e) => {
      await page.screenshot({ path: `${shotPath}-failed.png` });
      console.error(`screenshot of the failure: ${shotPath}-failed.png`);
      throw e;
    });
    const per = (r.taps / Math.max(1, r.decisions)).toFixed(2);
    const covers = r.covers === undefined ? '' : `, ${r.covers} covers`;
    const reveals =
      r.reveals === undefined
        ? ''
        : `, ${r.reveals} reveals` +
          (r.rounds.size ? ` (at most ${r.roundReveals} a person in a round)` : '');
    console.log(
      `${game} (${mode}) game ${g + 1}: ${r.decisions} decisions, ${r.taps} taps${covers}${reveals}, ` +
        `${per} taps a decision, ${r.problems.length} fit problems ` +
        `(${Math.round((Date.now() - t0) / 1000)} s)`,
    );
    for (const p of r.problems.slice(0, 12)) console.log(`  ${p}`);
    if (shots) console.log(`  the first ${shots} as ${shotPath}-fit-<n>.png`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
