/**
 * Following a guided first game's coach to the end, as a learner who taps only what the coach
 * points at: at each of the learner's decisions the ringed control must be on screen (inside
 * the viewport and not covered, with nothing scrolled by the test), and a tap there either
 * makes the move or shows the control that makes it (a card or a die tapped first). A coach
 * that names a move and rings nothing, rings something off screen, or keeps ringing a control
 * whose tap changes nothing, has stalled the game: the run fails and says where.
 *
 * Used by the per-game coach e2e tests (test/e2e/learn-<game>.e2e.mjs); any game with a coach
 * can use it. The only other control it touches is "Next bot move" at the step bot speed.
 */
import assert from 'node:assert/strict';
import { movesOf } from './table.mjs';

/** Where the ring is, read in the page: its box, whether it is hit where it is drawn, its move. */
const ringInPage = () => {
  const coach = document.querySelector('[data-testid="coach"]');
  const rings = [...document.querySelectorAll('.play__table .coach-target')];
  const ring = rings[0];
  const words = coach?.textContent ?? '';
  if (!ring) return { coach: coach !== null, words, ring: null };
  const r = ring.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + Math.min(r.height / 2, 24);
  const inside = r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0;
  const within = r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
  const hit = inside && within ? document.elementFromPoint(x, y) : null;
  const reachable = hit !== null && (hit === ring || ring.contains(hit));
  const cover =
    hit && !reachable ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : '';
  return {
    coach: coach !== null,
    words,
    rings: rings.length,
    ring: {
      x,
      y,
      reachable,
      box: `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`,
      action: ring.getAttribute('data-action'),
      what: (ring.getAttribute('data-action') ?? ring.outerHTML).slice(0, 120),
      why: !(inside && within) ? `outside ${innerWidth}x${innerHeight}` : `under ${cover}`,
    },
    size: `${innerWidth}x${innerHeight}`,
  };
};

/** The end of the game, or the step bot speed holding a bot's move (read in the page). */
const tableInPage = () => ({
  over: document.querySelector('[data-testid="see-results"]') !== null,
  step: document.querySelector('[data-testid="bot-step"]') !== null,
});

/**
 * Follows the coach until the game is over. `sizes` alternate decision by decision (the ring
 * must be on screen at each); `suggests` is the coach's "Try:" word in the active language;
 * `stallMs` how long a named move may go without a ring on screen. Returns the decisions made
 * and the taps spent (a die or card tapped first counts one more).
 */
export async function followCoachToEnd(
  page,
  { sizes = [], suggests = /Try: /, stallMs = 8000, maxDecisions = 400 } = {},
) {
  let decisions = 0;
  let taps = 0;
  let waitedSince = null;
  let outOfReachSince = null;
  let lastTapped = null;
  /** Taps on a ringed move that made no move, by move and control. */
  const missed = new Map();
  for (let i = 0; i < maxDecisions * 50; i++) {
    const table = await page.evaluate(tableInPage);
    if (table.over) return { decisions, taps };
    const seen = await page.evaluate(ringInPage);
    if (!seen.coach || !seen.ring) {
      if (seen.coach) {
        assert.match(seen.words, suggests, 'the coach names a move');
        waitedSince ??= Date.now();
        assert.ok(
          Date.now() - waitedSince < stallMs,
          `move ${await movesOf(page)}: the coach says "${seen.words}" and rings nothing`,
        );
      } else if (table.step) {
        await page.getByTestId('bot-step').click();
      }
      await page.waitForTimeout(50);
      continue;
    }
    waitedSince = null;
    if (sizes.length) {
      const size = sizes[decisions % sizes.length];
      const now = page.viewportSize();
      if (now?.width !== size.width || now?.height !== size.height) {
        await page.setViewportSize(size);
        continue; // read the ring again at the new size
      }
    }
    const before = await movesOf(page);
    // The app scrolls a ring that a redraw or a resize took out of reach back into view, a
    // frame later: a ring out of reach for a second has stalled the game.
    if (!seen.ring.reachable && Date.now() - (outOfReachSince ??= Date.now()) < 1000) {
      await page.waitForTimeout(50);
      continue;
    }
    outOfReachSince = null;
    assert.ok(
      seen.ring.reachable,
      `move ${before} at ${seen.size}: the coach rings ${seen.ring.what} at ${seen.ring.box}, ` +
        `${seen.ring.why} ("${seen.words}")`,
    );
    assert.equal(seen.rings, 1, `move ${before}: ${seen.rings} controls ringed`);
    const key = `${before}:${seen.ring.what}`;
    // A tap that changed nothing is read and tapped again (a bot's simultaneous move may have
    // moved the layout under the finger); a third that changes nothing fails.
    if (key === lastTapped) missed.set(key, (missed.get(key) ?? 0) + 1);
    assert.ok(
      (missed.get(key) ?? 0) < 3,
      `move ${before}: tapping ${seen.ring.what} changed nothing ("${seen.words}")`,
    );
    // A finger's tap where the ring is drawn: no scrolling on the learner's behalf.
    await page.mouse.click(seen.ring.x, seen.ring.y);
    taps++;
    lastTapped = key;
    if (seen.ring.action === null) {
      // A die or card tapped first: its move's control shows and the ring moves there. Wait
      // for the ring to change (a fixed 60 ms lost the race with a slow frame); one that never
      // does is caught as "changed nothing" on the next pass.
      await page
        .waitForFunction(
          ({ what, moves }) => {
            const ring = document.querySelector('.play__table .coach-target');
            const now = ring
              ? (ring.getAttribute('data-action') ?? ring.outerHTML).slice(0, 120)
              : '';
            const seq = Number(document.querySelector('.play')?.getAttribute('data-moves'));
            return now !== what || seq !== moves;
          },
          { what: seen.ring.what, moves: before },
          { timeout: 3000 },
        )
        .catch(() => {});
      continue;
    }
    // The ringed move's tap must make a move. A tap measured before a bot's simultaneous move
    // moved the layout (GM's Team Dice, two files at a time on CI) may land beside it: the ring
    // is read and tapped again, and a third tap that moves nothing fails.
    const moved = await page
      .waitForFunction(
        (b) => Number(document.querySelector('.play')?.getAttribute('data-moves')) > b,
        before,
        { timeout: 10_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!moved) continue; // tapped again above, at most three times
    decisions++;
    lastTapped = null;
  }
  throw new Error(`the guided game did not end within ${maxDecisions} decisions`);
}
