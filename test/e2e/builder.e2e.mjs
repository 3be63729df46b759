// The Showdown team builder through the UI: copy a ready-made team, swap a player and fix
// the lineup while the total and the problems follow, save, then play the built team
// against a bot in a full nine-inning expert game from the home screen to the results,
// reloading the page mid-game.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { measureTargets } from './lib.mjs';
import {
  closeClean,
  openApp,
  optionSelect,
  playMovesSkipping,
  playToEndSkipping,
  setBotSpeed,
  skipNoLegalResponses,
  useBrowser,
} from './app.mjs';

const points = async (page) =>
  Number((await page.getByTestId('team-points').innerText()).split(' / ')[0].replace(/,/g, ''));
const problems = (page) => page.getByTestId('team-problems').locator('li').allInnerTexts();
const tab = (page, name) => page.getByRole('tab', { name }).click();

describe('Showdown team builder', () => {
  const chrome = useBrowser();

  test('build a team, then play it against a bot and resume it', { timeout: 300_000 }, async () => {
    const app = await openApp(chrome.browser, { width: 1180, height: 820 });
    const { page } = app;
    // The bot waits for a tap, and "Skip to my turn" lets it run to the person's next turn;
    // card windows where the person can only pass are passed for them.
    await setBotSpeed(page, 'Step (tap for each move)');
    await skipNoLegalResponses(page);

    // Home → the builder → a copy of the Lamplighters, legal as it comes.
    await page.getByTestId('teams-showdown').click();
    await page.getByTestId('team-list').waitFor();
    await page.getByTestId('copy-lamplighters').click();
    await page.waitForURL(/\/teams\/showdown\/[^/]+$/);
    await page.getByTestId('team-legal').waitFor();
    const start = await points(page);
    assert.ok(start > 4000 && start <= 5000, `a ready-made team costs ${start}`);
    await page.getByTestId('team-name').fill('Night Owls');

    // Which player bats first, and at which position.
    await tab(page, 'Lineup and rotation');
    const firstSpot = page.getByTestId('lineup').locator('li').first();
    const goneId = await firstSpot.locator('select').first().inputValue();
    const pos = await firstSpot.locator('select').nth(1).inputValue();
    assert.notEqual(goneId, '');

    // Remove him: the total drops, the team is one short and the lineup has a hole.
    await tab(page, 'Players');
    const roster = page.getByTestId('roster');
    const goneRow = roster.locator(`[data-player="${goneId}"]`);
    const goneName = (await goneRow.locator('.sb-player__name > span').innerText()).trim();
    await goneRow.getByRole('button', { name: `Remove ${goneName}` }).click();
    const afterRemove = await points(page);
    assert.ok(afterRemove < start, 'the total fell');
    assert.ok((await problems(page)).includes('A team has exactly 20 players; this one has 19.'));
    assert.ok(
      (await problems(page)).includes(
        'The written lineup has one player at each position and a DH.',
      ),
    );

    // Add a hitter for the same position (DH: any hitter), cheap enough to stay legal.
    const filters = page.locator('.sb-filters');
    await filters.locator('select').nth(0).selectOption('hitter');
    if (pos !== 'DH') await filters.locator('select').nth(1).selectOption(pos);
    await filters.locator('input[type="number"]').fill(String(5000 - afterRemove));
    const candidate = page
      .getByTestId('player-list')
      .locator('li')
      .filter({ hasNot: page.locator('.sb-player__on') })
      .first();
    const newId = await candidate.getAttribute('data-player');
    const newName = (await candidate.locator('.sb-player__name > span').innerText()).trim();
    assert.ok(newId && newId !== goneId);
    await candidate.getByRole('button', { name: `Add ${newName}`, exact: true }).click();
    const afterAdd = await points(page);
    assert.ok(afterAdd > afterRemove, 'the total rose');
    assert.ok(!(await problems(page)).includes('A team has exactly 20 players; this one has 19.'));

    // Fix the lineup: the new man takes the empty spot (its position was kept).
    await tab(page, 'Lineup and rotation');
    await firstSpot.locator('select').first().selectOption(newId);
    await page.getByTestId('team-legal').waitFor();
    assert.equal(await page.getByTestId('team-problems').count(), 0);

    // Every control is a thumb's size, in landscape and in portrait.
    for (const viewport of [
      { width: 1180, height: 820 },
      { width: 820, height: 1180 },
    ]) {
      await page.setViewportSize(viewport);
      for (const name of ['Players', 'Lineup and rotation', 'Strategy deck']) {
        await tab(page, name);
        const { tooSmall } = await measureTargets(page);
        assert.deepEqual(tooSmall, [], `${name} at ${viewport.width}x${viewport.height}`);
      }
    }
    await page.setViewportSize({ width: 1180, height: 820 });

    await page.getByTestId('save-team').click();
    await page.locator('.sb-status--saved').waitFor();

    // The list shows it ready to play; from there, a new game.
    await page.getByRole('link', { name: 'All teams' }).click();
    const row = page.locator('.sb-saved__row', { hasText: 'Night Owls' });
    await row.getByText('Ready to play').waitFor();

    // "New team" opens an empty team without storing it: leaving at once leaves no draft.
    const rows = await page.locator('.sb-saved__row').count();
    await page.getByTestId('new-team').click();
    await page.waitForURL(/\/teams\/showdown\/new$/);
    await page.getByRole('link', { name: 'All teams' }).click();
    await page.getByTestId('team-list').waitFor();
    assert.equal(await page.locator('.sb-saved__row').count(), rows, 'an empty draft was saved');
    // Filled in one tap; leaving with unsaved changes asks first (refused: it stays).
    await page.getByTestId('new-team').click();
    await page.getByTestId('auto-fill').click();
    await page.getByTestId('team-legal').waitFor();
    const asked = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('link', { name: 'All teams' }).click();
    assert.match(asked.join(), /Leave without saving/);
    assert.match(page.url(), /\/teams\/showdown\/new$/);
    // Saved, it gets its own address and joins the list, ready to play.
    await page.getByTestId('save-team').click();
    await page.waitForURL(/\/teams\/showdown\/(?!new$)[^/]+$/);
    await page.locator('.sb-status--saved').waitFor();
    await page.getByRole('link', { name: 'All teams' }).click();
    await page
      .locator('.sb-saved__row', { hasText: 'My team' })
      .getByText('Ready to play')
      .waitFor();
    assert.equal(await page.locator('.sb-saved__row').count(), rows + 1);
    await page.getByTestId('teams-new-game').click();
    await page.getByTestId('start-game').waitFor();
    await optionSelect(page, 'Rules').selectOption('expert');
    await optionSelect(page, 'Team of the first manager').selectOption({
      label: 'Night Owls (AL rules at home)',
    });
    await page.locator('.seat-row').nth(1).locator('select').nth(1).selectOption('normal');
    await page.getByTestId('start-game').click();
    await page.waitForURL(/\/play\//);
    await page.locator('[data-zone="hand"]').waitFor();

    // Some at-bats through the board's controls; the built team is on the scoreboard.
    await playMovesSkipping(page, 12);
    // The field shows surnames, the batting order full names: the new man is in either.
    const board = page.locator('.play');
    const surname = newName.split(' ').pop();
    const onBoard = async () => {
      const text = await board.innerText();
      assert.match(text, /Night Owls/);
      assert.match(text, new RegExp(surname));
      assert.doesNotMatch(text, new RegExp(goneName));
    };
    await onBoard();

    // Reload: the game comes back from storage with the built team's players.
    const url = page.url();
    await page.reload();
    await page.locator('[data-zone="hand"]').waitFor();
    assert.equal(page.url(), url);
    await onBoard();

    // Played to the end: nine innings or more, and the built team in the results.
    const { covers } = await playToEndSkipping(page, { maxSteps: 20_000 });
    assert.deepEqual(covers, [], 'one person never needs the handoff cover');
    const innings = await page.locator('.sd-score thead th.num').count();
    assert.ok(innings >= 9, `nine innings or more (${innings})`);
    await page.getByRole('button', { name: 'See results' }).click();
    const results = page.getByTestId('results');
    await results.waitFor();
    assert.equal(await results.locator('tbody tr').count(), 2);
    await page.getByText(/^(Final score\.|Won on a walk-off\.)$/).waitFor();

    await closeClean(app);
  });
});
