// Shared steps of the Lords of Baseball e2e files: one decision in the page, the reveal.
import assert from 'node:assert/strict';
import { holdToReveal, setBotSpeed } from './app.mjs';

/**
 * One step in the page: the cover (with what is in the DOM under it), the end, a wait, or
 * the holder's decision. A decision is made at once, as a sensible owner would make it
 * (let rolls stand, play a card for OPS, wins first, or its event on himself, pass when
 * allowed, no bids, finish upgrades, buy no media; Player 1 takes one loan), unless `pause`
 * asks the test to look first (a screenshot, the trade).
 */
export const stepInPage = ({ pause, loanFor }) => {
  const cover = document.querySelector('[data-testid="handoff"]');
  if (cover)
    return {
      state: 'handoff',
      name: cover.querySelector('h1')?.textContent?.replace(/^Pass to /, '') ?? '',
      cards: document.querySelectorAll('[data-card]').length,
      hands: document.querySelectorAll('[data-zone="hand"]').length,
      money: document.querySelectorAll('[data-testid="money"]').length,
    };
  if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'See results'))
    return { state: 'over' };
  const board = document.querySelector('.lords');
  if (!board || !document.querySelector('.lords-step__prompt')) return { state: 'waiting' };
  const now = {
    state: 'deciding',
    step: /lords--(\w+)/.exec(board.className)?.[1] ?? '',
    year: Number(
      /Year (\d+)/.exec(document.querySelector('.lords-main__head')?.textContent ?? '')?.[1] ?? 0,
    ),
    holder: document.querySelector('.lords-mat--mine .seat-chip__name')?.textContent ?? '',
    hands: document.querySelectorAll('[data-zone="hand"]').length,
    money: document.querySelectorAll('[data-testid="money"]').length,
    // A cut names a type from a public roster: it is decided on the table's view (private.ts).
    cut: document.querySelector('[data-action^="{\\"t\\":\\"cut\\""]') !== null,
    roll: document.querySelector('[data-testid="roll-window"]') !== null,
    result: document.querySelector('[data-testid="roll-result"]') !== null,
    acted: null,
  };
  if (pause.steps.includes(now.step) || (pause.roll && now.roll)) return now;
  if (pause.result && now.result) return now;
  if (pause.tradeFor === now.holder && now.step === 'season') return now;
  const moves = [...document.querySelectorAll('[data-action]')].map((b) => ({
    b,
    a: JSON.parse(b.getAttribute('data-action') ?? '{}'),
  }));
  const first = (pred) => moves.find((m) => pred(m.a));
  const me = Number(document.querySelector('.lords-mat--mine')?.getAttribute('data-seat'));
  const loan = loanFor === now.holder && now.step === 'season';
  const pick =
    (loan && first((a) => a.t === 'loan' && a.size === 5000)) ||
    first((a) => a.t === 'accept') ||
    first((a) => a.t === 'reject') ||
    first((a) => a.t === 'respond') ||
    first((a) => a.t === 'team') ||
    first((a) => a.t === 'pass') ||
    first((a) => a.t === 'ops' && ['superstar', 'allStar', 'managerCard'].includes(a.use)) ||
    first((a) => a.t === 'managerTeam') ||
    first((a) => a.t === 'ops' && a.use === 'money') ||
    first((a) => (a.t === 'event' || a.t === 'cyclePlay') && a.target === me) ||
    first((a) => a.t === 'cyclePlace') ||
    first((a) => a.t === 'ops' || a.t === 'event' || a.t === 'cyclePlay') ||
    first((a) => a.t === 'bid' && a.amount === 0) ||
    first((a) => a.t === 'doneUpgrades') ||
    first((a) => a.t === 'buyMedia' && a.n === 0) ||
    first((a) => a.t === 'keep' && a.card === null) ||
    first((a) => a.t === 'redraw' && a.card === null) ||
    first((a) => !['loan', 'repay', 'offer', 'withdraw', 'reject'].includes(a.t));
  if (pick) {
    pick.b.click();
    now.acted = pick.a.t;
  }
  return now;
};

/** Press and hold the cover's reveal control until the cover goes. */
export async function reveal(page) {
  await holdToReveal(page);
  await page.locator('.play').waitFor();
}

/** Two people and a normal bot, the basic game, shared as `mode` says. */
export async function startTableGame(page, mode) {
  await setBotSpeed(page, 'Fast');
  await page.getByTestId('new-lords').click();
  await page.getByTestId('start-game').waitFor();
  const rows = page.locator('.seat-row');
  while ((await rows.count()) < 3) await page.getByRole('button', { name: 'Add a player' }).click();
  await rows.nth(2).locator('select').nth(1).selectOption('normal');
  const choice = page.getByTestId('table-choice');
  // Offered for two people with a bot beside them (issue 27 item 7).
  assert.match(await choice.innerText(), /Hands at each edge/);
  await choice
    .getByRole('radio', { name: mode === 'edges' ? /Hands at each edge/ : /Pass/ })
    .check();
  await page.getByTestId('start-game').click();
  await page.waitForURL(/\/play\//);
}
