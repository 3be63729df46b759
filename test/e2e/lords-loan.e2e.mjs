// Lords of Baseball at the edges, two people and a normal bot: during one person's season
// decision the other opens his side with a tap (it stays open), closes it with a tap on its
// button, opens it again with a tap on its strip and takes a loan from it (LoB 2.5: at any
// time, also during another owner's turn). The side then turns face down by itself (the
// decision is still the other's) and the loan shows on his mat on the shared table.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { closeClean, openApp, useBrowser } from './app.mjs';
import { startTableGame } from './lords-steps.mjs';
import { assertEdgesPrivate, playAtEdges } from './table.mjs';

const SHOTS = process.env.LORDS_SHOTS ?? '/tmp/lords-shots';
mkdirSync(SHOTS, { recursive: true });
const SIZES = [{ width: 1180, height: 820 }];

describe('Lords of Baseball: a loan from your side', () => {
  const chrome = useBrowser();

  test(
    "at the edges a loan is taken during another owner's turn (LoB 2.5); a tap opens a side, a tap closes it",
    { timeout: 280_000 },
    async () => {
      const app = await openApp(chrome.browser, SIZES[0]);
      const { page } = app;
      await startTableGame(page, 'edges');
      await page.locator('.edge').first().waitFor();
      // Past the set-up, to a decision of one person while the other waits.
      let idle = null;
      for (let i = 0; i < 400 && idle === null; i++) {
        const edges = await page.evaluate(() =>
          [...document.querySelectorAll('.edge')].map((e) => ({
            seat: Number(e.getAttribute('data-seat')),
            deciding: e.classList.contains('edge--deciding'),
          })),
        );
        const year = await page.locator('.lords--season').count();
        const other = edges.find((e) => !e.deciding);
        if (year > 0 && other && edges.some((e) => e.deciding)) idle = other.seat;
        else await playAtEdges(page, 'lords', { maxDecisions: 1, fit: false });
      }
      assert.notEqual(idle, null, 'no season decision of one person while the other waits');
      const edge = page.locator(`.edge[data-seat="${idle}"]`);
      const state = async () =>
        /edge--(open|closed|public)/.exec(await edge.getAttribute('class'))?.[1];
      // A tap (press and lift, a pointer's) on a control of the side: its button or its strip.
      const tap = async (locator) => {
        const box = await locator.boundingBox();
        assert.ok(box, 'the side is on screen');
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      };
      const toggle = edge.locator('.edge__toggle');
      // Left open by his own last decision: a tap on its button turns it face down.
      if ((await state()) === 'open') await tap(toggle);
      await edge.locator('.edge__board').waitFor({ state: 'detached' });
      // A tap on the button opens the side, and it stays open; a tap on it again closes it.
      await tap(toggle);
      await edge.locator('.edge__board').waitFor();
      await page.waitForTimeout(400);
      assert.equal(await state(), 'open', 'a tap keeps the side open');
      await tap(toggle);
      await edge.locator('.edge__board').waitFor({ state: 'detached' });
      assert.equal(await state(), 'closed', 'a tap on its button closes the side');
      await assertEdgesPrivate(page);
      // A quick tap on the strip opens it too; he takes a loan while the other decides.
      await tap(edge.locator('.edge__words'));
      await edge.locator('.edge__board').waitFor();
      // His loans as the shared table shows them on his mat, before and after.
      const mat = page.locator(
        `.lords-near[data-seat="${idle}"] .lords-mat, .lords-far[data-seat="${idle}"] .lords-mat`,
      );
      const loansShown = async () => (await mat.innerText()).match(/Loans\s*(.*)/)?.[1] ?? '';
      const owedBefore = await loansShown();
      const loan = edge.locator('[data-action*=\'"t":"loan"\']').first();
      await loan.waitFor();
      const before = Number(await page.locator('.play').getAttribute('data-moves'));
      await loan.click();
      await page.waitForFunction(
        (n) => Number(document.querySelector('.play')?.getAttribute('data-moves')) > n,
        before,
      );
      // The decision is still the other's: the side turns face down by itself, and the loan is
      // on his mat on the shared table.
      await edge.locator('.edge__board').waitFor({ state: 'detached' });
      assert.equal(await state(), 'closed');
      assert.notEqual(await loansShown(), owedBefore, 'the loan is not on his mat');
      await page.screenshot({ path: `${SHOTS}/edges-loan-${SIZES[0].width}.png` });
      await assertEdgesPrivate(page);
      await closeClean(app);
    },
  );
});
