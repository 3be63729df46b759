// You're the GM!'s guided first game played to its end, in English and in French, at every
// bot speed, by a learner who taps only what the coach rings (test/e2e/coach-run.mjs): the
// ringed control is on screen at each decision, the two tablet sizes taking turns, and the
// game reaches its results. The issue's stall (season 2's League Dice Draft: "Try: Draft
// the Speed die for your Manager", nothing ringed, the hold button below the fold) fails here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, useBrowser } from './app.mjs';
import { followCoachToEnd } from './coach-run.mjs';

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];

/** Settings, in English: the bot speed and the language, then home. */
async function settle(page, speed, lang) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: speed, exact: true }).check();
  if (lang === 'fr') await page.getByRole('radio', { name: 'Français', exact: true }).check();
  await page.getByRole('link', { name: /^(Home|Accueil)$/ }).click();
}

const WORDS = {
  en: { suggests: /Try: /, welcome: /Welcome to/ },
  fr: { suggests: /Essayez\s?: /, welcome: /Bienvenue/ },
};

describe("You're the GM!: the guided first game to its end", () => {
  const chrome = useBrowser();
  for (const lang of ['en', 'fr'])
    for (const speed of ['Fast', 'Normal', 'Step (tap for each move)'])
      if (
        (process.env.LEARN_ONLY ?? `${lang} ${speed}`)
          .split(',')
          .some((o) => `${lang} ${speed}`.startsWith(o))
      )
        test(
          `${lang}, bots at ${speed.split(' ')[0].toLowerCase()} speed`,
          { timeout: 900_000 },
          async () => {
            const app = await openApp(chrome.browser, SIZES[0]);
            const { page } = app;
            await settle(page, speed, lang);
            await page.getByTestId('learn-gm').click();
            await page.waitForURL(/\/play\//);
            const coach = page.getByTestId('coach');
            await coach.waitFor();
            assert.match(await coach.innerText(), WORDS[lang].welcome);
            const r = await followCoachToEnd(page, {
              sizes: SIZES,
              suggests: WORDS[lang].suggests,
            });
            // C2: the learner who follows the coach decides 52 times and wins the dynasty.
            assert.equal(r.decisions, 52, `${r.decisions} decisions`);
            await page.getByTestId('see-results').click();
            await page.getByTestId('results').waitFor();
            await closeClean(app);
          },
        );
});
