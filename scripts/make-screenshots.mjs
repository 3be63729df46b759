// Captures the built app's home screen for the web app manifest and the README, and each
// game's board (and Highlights' result moment: a play's runs bursting over the stadium; the
// end-of-game celebration of games played by bots) at both tablet sizes for docs/screenshots/:
//
//   npm run build && node scripts/make-screenshots.mjs [--only home|boards|moment|finale] && npm run build
//
// (the second build copies the new screenshots into dist/). File names are stable: the
// manifest in vite.config.ts and README.md refer to them. A board is shot at its first
// decision against a normal bot (no cover), light theme, motion reduced; the moment with
// motion, its burst held at its height.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT, launchBrowser, pngSize, startPreview } from '../test/e2e/lib.mjs';
import { holdToReveal, setBotSpeed, startGame } from '../test/e2e/app.mjs';
import { CHOOSERS } from '../test/e2e/table.mjs';

const SHOTS = [
  { file: 'public/screenshots/home-wide-1180x820.png', width: 1180, height: 820 },
  { file: 'public/screenshots/home-narrow-820x1180.png', width: 820, height: 1180 },
];
const README_SHOT = { from: SHOTS[0].file, to: 'docs/screenshots/home-landscape.png' };

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];
/** Each game's board: one person and a normal bot, the new-game form's options by label. */
const BOARDS = [
  { game: 'lords', options: {} },
  { game: 'gm', options: {} },
  { game: 'showdown', options: {} },
  { game: 'highlights', options: { 'Match length': 'short' } },
  { game: 'fantasy', options: {} },
];
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;

const shoot = async (page, file) => {
  const path = join(ROOT, file);
  mkdirSync(dirname(path), { recursive: true });
  const size = pngSize(await page.screenshot({ path, type: 'png' }));
  console.log(`${file}  ${size.width}x${size.height}`);
};

/** A page as the shots see it: 1x, light, no service worker, motion as asked. */
const newPage = (browser, viewport, reducedMotion = 'reduce') =>
  browser.newPage({
    viewport,
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion,
    serviceWorkers: 'block',
  });

/** Starts `game` against a normal bot and waits for the person's first decision. */
async function toBoard(page, url, { game, options }) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await setBotSpeed(page, 'Fast');
  await startGame(page, game, ['human', 'normal'], options);
  const cover = page.getByTestId('handoff');
  const decision = page.locator('.play__table [data-action]').first();
  await cover.or(decision).first().waitFor({ timeout: 60_000 });
  if (await cover.isVisible()) await holdToReveal(page);
  await decision.waitFor({ timeout: 60_000 });
}

/** Each game's board at both sizes: docs/screenshots/<game>-board-<W>x<H>.png. */
async function boards(browser, url) {
  for (const setup of BOARDS) {
    const page = await newPage(browser, SIZES[0]);
    await toBoard(page, url, setup);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => document.fonts.ready);
      await shoot(page, `docs/screenshots/${setup.game}-board-${size.width}x${size.height}.png`);
    }
    await page.close();
  }
}

/**
 * Highlights' result moment: the person plays on (the game's chooser) until a play's runs
 * burst over a stadium; the burst is held at its height and shot at both sizes.
 */
async function highlightsMoment(browser, url) {
  const page = await newPage(browser, SIZES[0], 'no-preference');
  await toBoard(
    page,
    url,
    BOARDS.find((b) => b.game === 'highlights'),
  );
  const { choose, opener } = CHOOSERS.highlights;
  const board = page.locator('.play__table');
  for (let i = 0; i < 3000; i++) {
    const list = await board
      .locator('[data-action]')
      .evaluateAll((els) => els.map((el) => el.dataset.action));
    // Only while the person decides: the bot waits, so the moment stays for its shots.
    const held = await page.evaluate(() => {
      const burst = document.querySelector('.hl-burst');
      const moving = burst?.getAnimations() ?? [];
      for (const a of moving) {
        a.pause();
        a.currentTime = 450;
      }
      return moving.length > 0;
    });
    if (held && list.length) {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await shoot(page, `docs/screenshots/highlights-moment-${size.width}x${size.height}.png`);
      }
      await page.close();
      return;
    }
    if (list.length) await board.locator('[data-action]').nth(choose(list)).click();
    else if (await board.locator(opener).count()) await board.locator(opener).first().click();
    else await page.waitForTimeout(20);
  }
  throw new Error('no run scored in 3000 steps');
}

/** Games played to their end against an easy bot, for the celebration (short ones). */
const FINALES = [
  { game: 'showdown', options: {} },
  { game: 'gm', options: {} },
];

/**
 * The end-of-game celebration: the person plays the game's chooser (test/e2e/table.mjs)
 * against an easy bot to the end, and the celebration is shot at both sizes with its confetti
 * held in mid-flight: docs/screenshots/<game>-finale-<W>x<H>.png.
 */
async function finales(browser, url) {
  for (const setup of FINALES) {
    const page = await newPage(browser, SIZES[0], 'no-preference');
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await setBotSpeed(page, 'Fast');
    await startGame(page, setup.game, ['human', 'easy'], setup.options);
    const { choose, opener } = CHOOSERS[setup.game];
    const board = page.locator('.play__table');
    const finale = page.getByTestId('finale');
    for (let i = 0; !(await finale.isVisible()); i++) {
      if (i > 20_000) throw new Error(`${setup.game} did not end`);
      if (await page.getByTestId('handoff').isVisible()) await holdToReveal(page);
      const list = await board
        .locator('[data-action]')
        .evaluateAll((els) => els.map((el) => el.dataset.action));
      if (list.length) await board.locator('[data-action]').nth(choose(list)).click();
      else if (opener && (await board.locator(opener).count()))
        await board.locator(opener).first().click();
      else await page.waitForTimeout(20);
    }
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => {
        for (const a of document.querySelector('.finale')?.getAnimations({ subtree: true }) ?? []) {
          a.pause();
          a.currentTime = 500;
        }
      });
      await page.evaluate(() => document.fonts.ready);
      await shoot(page, `docs/screenshots/${setup.game}-finale-${size.width}x${size.height}.png`);
    }
    await page.close();
  }
}

// The production build: what people install (no test fixtures on its shelf).
const server = await startPreview({ outDir: join(ROOT, 'dist'), timeoutMs: 120_000 });
const browser = await launchBrowser();
try {
  if (only === null || only === 'boards') await boards(browser, server.url);
  if (only === null || only === 'boards' || only === 'moment')
    await highlightsMoment(browser, server.url);
  if (only === null || only === 'finale') await finales(browser, server.url);
  for (const { file, width, height } of only === null || only === 'home' ? SHOTS : []) {
    const page = await browser.newPage({
      viewport: { width, height },
      deviceScaleFactor: 1,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const path = join(ROOT, file);
    mkdirSync(dirname(path), { recursive: true });
    const png = await page.screenshot({ path, type: 'png' });
    const size = pngSize(png);
    console.log(`${file}  ${size.width}x${size.height}`);
    await page.close();
  }
  if (only === null || only === 'home') {
    mkdirSync(dirname(join(ROOT, README_SHOT.to)), { recursive: true });
    copyFileSync(join(ROOT, README_SHOT.from), join(ROOT, README_SHOT.to));
    console.log(`${README_SHOT.to}  (copy of ${README_SHOT.from})`);
  }
} finally {
  await browser.close();
  await server.stop();
}
