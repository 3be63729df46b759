/**
 * Roll-offs of owners level on wins for their places (LoB 6.2.1.1 NOTE, A8), each roll in its
 * own media window (7.3). Media here are held only by an owner outside the tie, so every other
 * owner is skipped in the windows (windows.ts skipIdle) and the outsider's media decide the
 * roll-off whatever the dice say. Bids and claims: rollOffBids.test.ts.
 *
 * Under rules version 3 (saves made before issue 27) the window asks every owner with media,
 * the roller first; version 4 asks the roller's left neighbour first, the roller last, and an
 * owner outside the tie only if he asked to be asked about other owners' rolls
 * (`rollAsk.rivals`; rules/rollStakes.ts, docs/games/lords.md "Who is asked about a die
 * roll?"). Each case is run under the version it describes.
 */
import { describe, expect, it, vi } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { LordsState } from '../../../src/games/lords/state';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { promptsOf } from '../../../src/games/lords/rules/moves';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { tiebreakDrm } from '../../../src/games/lords/rules/postseason';
import { invariants } from '../../../src/games/lords/invariants';
import { seated } from './helpers';
import type { Teams } from './fixtures/teams';
import {
  act,
  answer,
  asksRivals,
  makeLevel,
  mediaTo,
  rollWindow,
  said,
  wonAlone,
} from './rollOffHelpers';

// The cases are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

/**
 * Every owner finishes his leftovers; under rules version 2 owners with an empty hand are not
 * asked (decision 5.6.4-5, no tap without a decision), so one "done" may end the step.
 */
const keepAll = (s: LordsState): LordsState => {
  let next = s;
  for (let k = next.waiting[0]; next.step === 'leftovers' && k !== undefined; k = next.waiting[0])
    next = act(next, k, { t: 'keep', card: null });
  return next;
};

/** The end of a late season at four seats, none at the pennant (100): these decided wins. */
function yearEnd(rules: 3 | 4, wins: number[], split = false): LordsState {
  const teams = ['comets', 'quarrymen', 'foxhounds', 'mudcats'];
  const base = seated(teams, 'ls', 3);
  let s: LordsState = {
    ...base,
    rules,
    opts: { ...base.opts, standingTies: split ? 'split' : 'rolloff' },
    step: 'leftovers',
    pennantTarget: 100,
    waiting: [0, 1, 2, 3],
  };
  // Seats 1 and 2 have the same roster and manager: the same tie-breaker DRM.
  const o1 = ownerAt(s, 1);
  wins.forEach((w, k) => {
    const o = ownerAt(s, k);
    const same = k === 2 ? { ml: o1.ml, fm: o1.fm } : {};
    s = withOwner(s, k, {
      ...o,
      ...same,
      seasonW: w,
      seasonL: 72 - w,
      lsWins: 15,
      media: 0,
      hand: zone<string>([k], []),
    });
  });
  return s;
}

/** Leftovers kept by nobody, no media pairs: the year is scored. */
function score(s: LordsState): LordsState {
  let next = s;
  next = keepAll(next);
  for (const k of [0, 1, 2, 3]) next = act(next, k, { t: 'convertMedia', pairs: 0 });
  return next;
}

/** Seat 3 holds media; under version 4 he also asked to be asked about other owners' rolls. */
const seat3Asked = (rules: 3 | 4): LordsState => {
  const s = mediaTo(yearEnd(rules, [50, 48, 48, 40]), 3);
  return rules === 3 ? s : asksRivals(s, 3);
};

describe('§6.2.1.1 NOTE, A8: owners level on wins roll off for their places', () => {
  for (const rules of [3, 4] as const)
    it(`rules ${rules}: 95/93/93/85: only the two level owners roll, seat 1 first, in a window asking ${rules === 3 ? 'him first, then every owner with media' : 'seat 2, level with him on his left, first and him last; the settled 1st and 4th not at all'}`, () => {
      let s = yearEnd(rules, [50, 48, 48, 40]);
      s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 1 })) };
      said.length = 0;
      s = score(s);
      expect(said).toContain('lords.standingTie');
      expect(s.step).toBe('vpMedia');
      expect(rollWindow(s)).toMatchObject({
        roller: 1,
        purpose: { k: 'standingTie', ranked: [[0], [1, 2], [3]], rolls: [] },
        mediaBy: 'all',
      });
      const first = rules === 3 ? 1 : 2;
      expect(promptsOf(s)).toEqual([{ seat: first, kind: 'response', msg: 'lords.prompt.roll' }]);
      // The scoring waits for the roll-off: nobody may convert media meanwhile.
      expect(() => act(s, 0, { t: 'convertMedia', pairs: 0 })).toThrow();
      s = act(s, first, { t: 'respond' });
      expect(rollWindow(s).queue).toEqual(rules === 3 ? [2, 3, 0, 1] : [1]);
    });

  it('rules 4: seat 3, outside the tie, keeps his media unasked: the dice alone order 2nd and 3rd', () => {
    // One cube, as his 1★ front office allows at rest (3.1.1): enough to change a roll-off.
    const s = score(mediaTo(yearEnd(4, [50, 48, 48, 40]), 3, 1));
    expect(s.window).toBeNull();
    expect(s.step).toBe('retirement');
    const won = wonAlone(s, [1, 2]);
    expect(s.standing?.places).toEqual([1, won === 1 ? 2 : 3, won === 1 ? 3 : 2, 4]);
    expect(ownerAt(s, 3).media).toBe(1);
    expect(invariants(s)).toEqual([]);
  });

  for (const rules of [3, 4] as const)
    for (const favoured of [1, 2] as const) {
      it(`rules ${rules}: seat 3, outside the tie${rules === 4 ? " and asked about rivals' rolls" : ''}, spends media on seat ${favoured}'s roll: he takes 2nd`, () => {
        let s = seat3Asked(rules);
        s = score(s);
        expect(rollWindow(s).queue[0]).toBe(3);
        s = answer(s, 3, (w) => (w.roller === favoured ? 15 : 0));
        expect(s.step).toBe('retirement');
        expect(s.standing?.places).toEqual([1, favoured === 1 ? 2 : 3, favoured === 1 ? 3 : 2, 4]);
        expect(s.standing?.rolledOff).toEqual([false, true, true, false]);
        expect(ownerAt(s, 3).media).toBe(0);
        expect(invariants(s)).toEqual([]);
      });
    }

  for (const rules of [3, 4] as const)
    it(`rules ${rules}: level rolls roll again: the two level owners roll off anew, seat 1 first`, () => {
      let s = score(seat3Asked(rules));
      const drm = tiebreakDrm(ownerAt(s, 1).ml.jm, ownerAt(s, 1).fm);
      s = answer(s, 3, () => 0, true);
      // Seat 3 passed on seat 1's roll; on seat 2's it makes the rolls level.
      expect(rollWindow(s)).toMatchObject({ roller: 2, purpose: { k: 'standingTie' } });
      s = makeLevel(s, 3, drm);
      expect(rollWindow(s)).toMatchObject({
        roller: 1,
        purpose: { k: 'standingTie', ranked: [[0], [1, 2], [3]], rolls: [] },
      });
    });

  it('no owners level: no roll-off, no roll, the year is scored at once', () => {
    let s = yearEnd(4, [50, 48, 47, 40]);
    s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 2 })) };
    said.length = 0;
    s = score(s);
    expect(said).not.toContain('lords.standingTie');
    expect(s.window).toBeNull();
    expect(s.closedRolls ?? []).toEqual([]);
    expect(s.step).toBe('retirement');
    expect(s.standing).toMatchObject({
      places: [1, 2, 3, 4],
      rolledOff: [false, false, false, false],
    });
  });

  it('option split: 93/93 for 1st without a pennant share 1st and 2nd (3 + 1 VP: 2 each)', () => {
    // Seat 1 is seat 0's twin: their year VP differ only by the standing.
    const twin = (s: LordsState) => withOwner(s, 1, { ...ownerAt(s, 0), hand: ownerAt(s, 1).hand });
    const logged = (split: boolean) => {
      const s0 = twin(yearEnd(4, [48, 48, 45, 40], split));
      const out: number[] = [];
      let s = s0;
      s = keepAll(s);
      for (const k of [0, 1, 2, 3]) {
        const { ctx, lines } = makeCtx(parseSeed(`split-${k}`), k);
        s = applyAction(s, k, { t: 'convertMedia', pairs: 0 }, ctx);
        for (const l of lines)
          if (l.msg === 'lords.yearVp') out[Number(l.args?.seat)] = Number(l.args?.vp);
      }
      return { s, vp: out };
    };
    const split = logged(true);
    const rolled = logged(false);
    expect(split.s.window).toBeNull();
    expect(split.s.step).toBe('retirement');
    expect(split.s.standing).toMatchObject({
      places: [1, 1, 3, 4],
      rolledOff: [false, false, false, false],
    });
    expect(split.vp[0]).toBe(split.vp[1]);
    // Rolled off (nobody holds media: the windows close by themselves), 3 VP and 1 VP.
    expect(Math.abs((rolled.vp[0] ?? 0) - (rolled.vp[1] ?? 0))).toBe(2);
    expect((split.vp[0] ?? 0) * 2).toBe((rolled.vp[0] ?? 0) + (rolled.vp[1] ?? 0));
  });
});
