/**
 * A game's guided first game played to its end by a learner who taps only what the coach
 * rings (coach-run.mjs): the ringed control on screen at each decision, the two tablet sizes
 * taking turns, and the game reaching its results (issue 23 item 4). A coach that names a move
 * and rings nothing, or rings it off screen, fails here: GM's stall of season 2's League Dice
 * Draft ("Try: Draft the Speed die for your Manager", the die pressed, nothing ringed) was one.
 * One file per game and language (learn-<game>[-fr].e2e.mjs); the bots at the given speeds,
 * or at the speeds LEARN_SPEEDS lists (`LEARN_SPEEDS=Fast,Normal,Step`).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { closeClean, openApp, useBrowser } from './app.mjs';
import { followCoachToEnd } from './coach-run.mjs';

/** LEARN_SHOTS=<dir>: where a stalled game's screen is saved (outside the repository). */
const SHOTS = process.env.LEARN_SHOTS ?? '';

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];

/** The Settings radios of each pace, in English (the language is changed after). */
const SPEED = { Fast: 'Fast', Normal: 'Normal', Step: 'Step (tap for each move)' };

const WORDS = {
  en: { suggests: /Try: /, welcome: /Welcome to/, name: 'English' },
  fr: { suggests: /Essayez\s?: /, welcome: /Bienvenue/, name: 'Français' },
};

/** Settings, read in English: the bot speed and the language, then home. */
async function settle(page, speed, lang) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: SPEED[speed], exact: true }).check();
  if (lang !== 'en') await page.getByRole('radio', { name: WORDS[lang].name, exact: true }).check();
  await page.getByRole('link', { name: /^(Home|Accueil)$/ }).click();
}

/** Each game's title, as the test names it. */
const TITLES = {
  lords: 'Lords of Baseball',
  gm: "You're the GM!",
  showdown: 'Showdown',
  highlights: 'Highlights 2045',
  fantasy: 'Fantasy Fantasy Baseball',
};

/** `game`'s guided first game to its end in `lang`, the bots at each of `speeds`. */
export function learnToEnd(game, lang, speeds = ['Fast']) {
  const from = process.env.LEARN_SPEEDS?.split(',') ?? speeds;
  const paces = from.filter((s) => s in SPEED);
  describe(`${TITLES[game]}: the guided first game to its end (${lang})`, () => {
    const chrome = useBrowser();
    for (const speed of paces)
      test(`${lang}, bots at ${speed.toLowerCase()} speed`, { timeout: 900_000 }, async () => {
        const app = await openApp(chrome.browser, SIZES[0]);
        const { page } = app;
        await settle(page, speed, lang);
        await page.getByTestId(`learn-${game}`).click();
        await page.waitForURL(/\/play\//);
        const coach = page.getByTestId('coach');
        // At step pace a bot that moves first waits for its tap (Showdown's away team bats
        // first): the learner taps "Next bot move" until the coach speaks.
        const step = page.getByTestId('bot-step');
        await coach.or(step).first().waitFor();
        while (!(await coach.isVisible())) {
          if (await step.isVisible()) await step.click();
          await page.waitForTimeout(50);
        }
        assert.match(await coach.innerText(), WORDS[lang].welcome);
        const r = await followCoachToEnd(page, {
          sizes: SIZES,
          suggests: WORDS[lang].suggests,
        }).catch(async (e) => {
          if (SHOTS)
            await page.screenshot({ path: join(SHOTS, `learn-${game}-${lang}-stall.png`) });
          throw e;
        });
        console.log(`learn ${game} ${lang} ${speed}: ${r.decisions} decisions, ${r.taps} taps`);
        await page.getByTestId('see-results').click();
        await page.getByTestId('results').waitFor();
        await closeClean(app);
      });
  });
}
