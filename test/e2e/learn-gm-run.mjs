/**
 * You're the GM!'s guided first game played to its end by a learner who taps only what the
 * coach rings (coach-run.mjs): the ringed control on screen at each decision, the two tablet
 * sizes taking turns, and the game reaching its results. The stall (season 2's League
 * Dice Draft: "Try: Draft the Speed die for your Manager", the die pressed, nothing ringed)
 * fails here. One file per language (learn-gm.e2e.mjs, learn-gm-fr.e2e.mjs), each within the
 * runner's five minutes; the bots at fast speed, or at the speeds LEARN_SPEEDS lists
 * (`LEARN_SPEEDS=Fast,Normal,Step`; a slower pace runs longer than the runner's limit alone).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, useBrowser } from './app.mjs';
import { followCoachToEnd } from './coach-run.mjs';

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

export function learnGm(lang) {
  const speeds = (process.env.LEARN_SPEEDS ?? 'Fast').split(',').filter((s) => s in SPEED);
  describe(`You're the GM!: the guided first game to its end (${lang})`, () => {
    const chrome = useBrowser();
    for (const speed of speeds)
      test(`${lang}, bots at ${speed.toLowerCase()} speed`, { timeout: 900_000 }, async () => {
        const app = await openApp(chrome.browser, SIZES[0]);
        const { page } = app;
        await settle(page, speed, lang);
        await page.getByTestId('learn-gm').click();
        await page.waitForURL(/\/play\//);
        const coach = page.getByTestId('coach');
        await coach.waitFor();
        assert.match(await coach.innerText(), WORDS[lang].welcome);
        const r = await followCoachToEnd(page, { sizes: SIZES, suggests: WORDS[lang].suggests });
        // C2: following the coach, the learner decides 52 times in the unit test's order. Here
        // the Team Dice are placed by the learner and the bot at once, in an order the pace
        // sets, and each suggestion is seeded by the move count: the count may differ a little,
        // never below three seasons' Team choice, drafts and dice.
        assert.ok(r.decisions >= 40, `${r.decisions} decisions`);
        await page.getByTestId('see-results').click();
        await page.getByTestId('results').waitFor();
        await closeClean(app);
      });
  });
}
