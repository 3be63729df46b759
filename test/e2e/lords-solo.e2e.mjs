// Lords of Baseball, one person against two normal bots: the basic 3-year game from the home
// screen to the results, the two tablet sizes (1180x820, 820x1180) taking turns decision by
// decision (issue 27's e2e). At every decision of the person, the decision, its controls and
// his hand are on screen with nothing to scroll (fitProblemsInPage, clipping boxes judged);
// the roll windows that stop him and that he lets stand are counted: at most 15% of his
// decisions (issue 27 item 2; the rules' own count: scripts/lords/roll-passes.ts). The person
// plays as test/e2e/table.mjs's Lords chooser does: mostly lets a roll stand when asked.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closeClean, openApp, setBotSpeed, startGame, useBrowser } from './app.mjs';
import { measureTargets } from './lib.mjs';
import { CHOOSERS, playPassing } from './table.mjs';

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];
/** Issue 27 item 2: roll-window passes, at most this share of the person's decisions. */
const PASS_BAR = 0.15;

describe('Lords of Baseball, one person against two bots', () => {
  const chrome = useBrowser();

  test(
    'a 3-year game: every decision fits, few roll windows stop him',
    { timeout: 600_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await setBotSpeed(page, 'Fast');
      await startGame(page, 'lords', ['human', 'normal', 'normal'], { 'Game length': '3' });
      // Which move the person chose, and whether a roll window asked it (read before the tap).
      const chooser = CHOOSERS.lords;
      const choose = chooser.choose;
      let chosen = null;
      chooser.choose = (list, rnd, o) => {
        const k = choose(list, rnd, o);
        chosen = k >= 0 ? JSON.parse(list[k]) : null;
        return k;
      };
      const counted = new Set();
      let passes = 0;
      const onDecision = async (n) => {
        if (counted.has(n)) return;
        counted.add(n);
        const rollWindow = await page.getByTestId('roll-window').count();
        if (chosen?.t === 'respond' && rollWindow > 0) passes++;
      };
      try {
        const r = await playPassing(page, 'lords', { sizes: SIZES, onDecision, clip: true });
        assert.deepEqual(r.problems, [], 'a decision needed a scroll');
        assert.equal(r.covers, 0, 'no cover with one person at the tablet');
        assert.ok(r.ended, `a whole 3-year game (${r.decisions} decisions)`);
        const share = passes / r.decisions;
        console.log(`lords solo: ${r.decisions} decisions, ${passes} roll-window passes`);
        assert.ok(
          share <= PASS_BAR,
          `${passes} roll-window passes in ${r.decisions} decisions (${(100 * share).toFixed(1)}%)`,
        );
      } finally {
        chooser.choose = choose;
      }
      await page.getByRole('button', { name: 'See results' }).click();
      await page.getByTestId('results').waitFor();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const { tooSmall } = await measureTargets(page);
        assert.deepEqual(tooSmall, [], `targets under 48 px at ${size.width}x${size.height}`);
      }
      await closeClean(app);
    },
  );
});
