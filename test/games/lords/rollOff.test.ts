/**
 * Roll-offs of tied owners, each roll in its own media window (LoB 7.3): standing places
 * (6.2.1.1 NOTE, A8), free-agent bids (6.2.4b, A24) and Phenom bonuses (8.2). Media here
 * are held only by an owner outside the tie, so every other owner is skipped in the windows
 * (windows.ts skipIdle) and the outsider's media decide the roll-off whatever the dice say.
 */
import { describe, expect, it, vi } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { SeatId } from '../../../src/engine/types';
import type { LordsAction, LordsState, Window } from '../../../src/games/lords/state';
import { FO_DRM } from '../../../src/games/lords/content/charts';
import { advance, applyAction } from '../../../src/games/lords/rules/flow';
import { promptsOf } from '../../../src/games/lords/rules/moves';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { tiebreakDrm } from '../../../src/games/lords/rules/postseason';
import { nextAuction } from '../../../src/games/lords/rules/freeAgency';
import { endPhase } from '../../../src/games/lords/rules/turn';
import { invariants } from '../../../src/games/lords/invariants';
import { ctxFor, seated } from './helpers';
import type { Teams } from './fixtures/teams';

// The standing cases are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

type RollWindow = Extract<Window, { k: 'roll' }>;

let n = 0;
let said: string[] = [];
const act = (s: LordsState, seat: SeatId, a: LordsAction) => {
  const { ctx, lines } = makeCtx(parseSeed(`ro-${n++}`), n);

  const next = applyAction(s, seat, a, ctx);
  said.push(...lines.map((l) => l.msg));
  return next;
};

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
const rollWindow = (s: LordsState): RollWindow => {
  const w = s.window;
  if (w?.k !== 'roll') throw new Error('no roll window');
  return w;
};

/** `seat`'s media, all others none; `media` for everybody when given. */
const mediaTo = (s: LordsState, seat: SeatId, media = 15): LordsState =>
  withOwner(s, seat, { ...ownerAt(s, seat), media });

/**
 * Answers the open roll windows until none is open (`once`: until this one closes): the
 * outsider `by` spends `boost(w)` media (0: lets it stand); anyone else asked lets it stand.
 */
function answer(
  s: LordsState,
  by: SeatId,
  boost: (w: RollWindow) => number,
  once = false,
): LordsState {
  const id = s.window?.id;
  let next = s;
  for (let guard = 0; next.window?.k === 'roll' && guard < 40; guard++) {
    const w = rollWindow(next);
    if (once && w.id !== id) break;
    const seat = w.queue[0] ?? 0;
    const spend = seat === by ? boost(w) : 0;
    next = act(next, seat, spend === 0 ? { t: 'respond' } : { t: 'media', by: spend });
  }
  return next;
}

/** The end of a late season at four seats, none at the pennant (100): these decided wins. */
function yearEnd(wins: number[], split = false): LordsState {
  const teams = ['comets', 'quarrymen', 'foxhounds', 'mudcats'];
  const base = seated(teams, 'ls', 3);
  let s: LordsState = {
    ...base,
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

describe('§6.2.1.1 NOTE, A8: owners level on wins roll off for their places', () => {
  it('95/93/93/85: only the two level owners roll, seat 1 first, in a window', () => {
    let s = yearEnd([50, 48, 48, 40]);
    s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 1 })) };
    said = [];
    s = score(s);
    expect(said).toContain('lords.standingTie');
    expect(s.step).toBe('vpMedia');
    expect(rollWindow(s)).toMatchObject({
      roller: 1,
      purpose: { k: 'standingTie', ranked: [[0], [1, 2], [3]], rolls: [] },
      mediaBy: 'all',
    });
    expect(promptsOf(s)).toEqual([{ seat: 1, kind: 'response', msg: 'lords.prompt.roll' }]);
    // The scoring waits for the roll-off: nobody may convert media meanwhile.
    expect(() => act(s, 0, { t: 'convertMedia', pairs: 0 })).toThrow();
  });

  for (const favoured of [1, 2] as const) {
    it(`7.3: seat 3, outside the tie, spends media on seat ${favoured}'s roll: he takes 2nd`, () => {
      let s = mediaTo(yearEnd([50, 48, 48, 40]), 3);
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

  it('level rolls roll again: the two level owners roll off anew, seat 1 first', () => {
    let s = score(mediaTo(yearEnd([50, 48, 48, 40]), 3));
    const drm = tiebreakDrm(ownerAt(s, 1).ml.jm, ownerAt(s, 1).fm);
    s = answer(s, 3, () => 0, true);
    // Seat 3 passed on seat 1's roll; on seat 2's it makes the rolls level.
    const w = rollWindow(s);
    expect(w).toMatchObject({ roller: 2, purpose: { k: 'standingTie' } });
    const first = (w.purpose.k === 'standingTie' ? w.purpose.rolls[0] : 0) ?? 0;
    const by = first - drm - w.value;
    s = act(s, 3, by === 0 ? { t: 'respond' } : { t: 'media', by });
    expect(rollWindow(s)).toMatchObject({
      roller: 1,
      purpose: { k: 'standingTie', ranked: [[0], [1, 2], [3]], rolls: [] },
    });
  });

  it('no owners level: no roll-off, no roll, the year is scored at once', () => {
    let s = yearEnd([50, 48, 47, 40]);
    s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 2 })) };
    said = [];
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
      const s0 = twin(yearEnd([48, 48, 45, 40], split));
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

/** John (0), Derek (1) and Joe (2), year 2, a Superstar on the market; 1 and 2 share a 3★ FO. */
function market(): LordsState {
  let s: LordsState = { ...seated(['comets', 'quarrymen', 'herons'], 'off', 3), year: 2 };
  for (const k of [0, 1, 2]) {
    const o = ownerAt(s, k);
    s = withOwner(s, k, { ...o, fo: 3, media: 0, money: { ...o.money, value: 20_000 } });
  }
  return nextAuction({ ...s, freeAgents: [{ type: 'ss', from: 0, year: 2 }] });
}

const bids = (s: LordsState, amounts: number[]) =>
  amounts.reduce((t, amount, k) => act(t, k, { t: 'bid', amount }), s);

describe('§6.2.4b, A24: a tie of free-agent bids rolls off (FO DRM)', () => {
  it('$5,000 each for Derek and Joe: Derek rolls first, in a window', () => {
    let s = market();
    s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 1 })) };
    s = bids(s, [0, 5_000, 5_000]);
    expect(rollWindow(s)).toMatchObject({
      roller: 1,
      purpose: { k: 'bidTie', ranked: [[1, 2]], rolls: [] },
      mediaBy: 'all',
    });
    expect(promptsOf(s)).toEqual([{ seat: 1, kind: 'response', msg: 'lords.prompt.roll' }]);
    expect(s.lastBids).toEqual([{}, { ss: 5_000 }, { ss: 5_000 }]);
    expect(() => act(s, 0, { t: 'bid', amount: 500 })).toThrow();
  });

  for (const favoured of [1, 2] as const) {
    it(`7.3: John, outside the tie, spends media on ${favoured === 1 ? 'Derek' : 'Joe'}'s roll: he signs`, () => {
      let s = bids(mediaTo(market(), 0), [0, 5_000, 5_000]);
      s = answer(s, 0, (w) => (w.roller === favoured ? 15 : 0));
      expect(s.window).toBeNull();
      expect(s.cut).toEqual({ seat: favoured, n: 1, why: 'agent', signed: 'ss' });
      expect(ownerAt(s, favoured).contracts).toEqual([{ type: 'ss', salary: 5_000, year: 2 }]);
      expect(ownerAt(s, 3 - favoured).contracts).toEqual([]);
      expect(s.freeAgents).toEqual([]);
    });
  }

  it('level rolls roll again', () => {
    let s = bids(mediaTo(market(), 0), [0, 5_000, 5_000]);
    s = answer(s, 0, () => 0, true);
    const w = rollWindow(s);
    const first = (w.purpose.k === 'bidTie' ? w.purpose.rolls[0] : 0) ?? 0;
    const by = first - FO_DRM[3] - w.value;
    s = act(s, 0, by === 0 ? { t: 'respond' } : { t: 'media', by });
    expect(rollWindow(s)).toMatchObject({
      roller: 1,
      purpose: { k: 'bidTie', ranked: [[1, 2]], rolls: [] },
    });
  });

  it('no tie: the high bid signs at once, no roll', () => {
    const s = bids(mediaTo(market(), 0), [0, 6_000, 5_000]);
    expect(s.window).toBeNull();
    expect(s.closedRolls ?? []).toEqual([]);
    expect(s.cut).toMatchObject({ seat: 1 });
  });
});

/**
 * Joe (0) must cut a Phenom over his cap at the end of the middle season; Derek (1) and Herb
 * (2), both 3★ FO and able to take a Phenom, claim him.
 */
function claimed(bonus: [number, number], joeMedia = 15): LordsState {
  let s: LordsState = { ...seated(['comets', 'quarrymen', 'herons']), phase: 'ms', phaseIndex: 2 };
  for (const k of [0, 1, 2]) {
    const o = ownerAt(s, k);
    const farm = { phenom: 0, prospect: 3, utility: 12 };
    s = withOwner(s, k, { ...o, farm, fo: 3, media: 0, money: { ...o.money, value: 10_000 } });
  }
  const joe = ownerAt(s, 0);
  s = withOwner(s, 0, {
    ...joe,
    media: joeMedia,
    farm: { phenom: 3, prospect: 3, utility: 9 },
    overCapSince: 1,
  });
  s = advance(endPhase(s), ctxFor());
  s = act(s, 1, { t: 'claim', claim: true });
  s = act(s, 2, { t: 'claim', claim: true });
  s = act(s, 1, { t: 'bid', amount: bonus[0] });
  return act(s, 2, { t: 'bid', amount: bonus[1] });
}

describe('§8.2: a tie of Phenom bonuses rolls off (FO DRM)', () => {
  it('$1,000 each: Derek rolls first, in a window', () => {
    const s = claimed([1_000, 1_000]);
    expect(s.step).toBe('claims');
    expect(rollWindow(s)).toMatchObject({
      roller: 1,
      purpose: { k: 'claimTie', ranked: [[1, 2]], rolls: [] },
    });
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'response', msg: 'lords.prompt.roll' }]);
  });

  for (const favoured of [1, 2] as const) {
    it(`7.3: Joe, who cut him, spends media on seat ${favoured}'s roll: he signs the Phenom`, () => {
      const before = claimed([1_000, 1_000]);
      const money = before.owners.map((o) => o.money.value);
      const s = answer(before, 0, (w) => (w.roller === favoured ? 15 : 0));
      expect(s.owners.map((o) => o.farm.phenom)).toEqual(favoured === 1 ? [2, 1, 0] : [2, 0, 1]);
      expect(ownerAt(s, favoured).money.value).toBe((money[favoured] ?? 0) - 1_000);
      expect(ownerAt(s, 3 - favoured).money.value).toBe(money[3 - favoured]);
      expect(s.step).toBe('payout');
    });
  }

  it('level rolls roll again', () => {
    let s = answer(claimed([1_000, 1_000]), 0, () => 0, true);
    const w = rollWindow(s);
    const first = (w.purpose.k === 'claimTie' ? w.purpose.rolls[0] : 0) ?? 0;
    const by = first - FO_DRM[3] - w.value;
    s = act(s, 0, by === 0 ? { t: 'respond' } : { t: 'media', by });
    expect(rollWindow(s)).toMatchObject({
      roller: 1,
      purpose: { k: 'claimTie', ranked: [[1, 2]], rolls: [] },
    });
  });

  it('no tie: the high bonus signs at once, no roll', () => {
    const s = claimed([1_500, 1_000]);
    expect(s.window).toBeNull();
    expect(s.closedRolls ?? []).toEqual([]);
    expect(s.owners.map((o) => o.farm.phenom)).toEqual([2, 1, 0]);
  });
});
