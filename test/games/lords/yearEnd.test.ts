import { describe, expect, it, vi } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { LordsAction, LordsState } from '../../../src/games/lords/state';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { luxuryOrder, pennantRace } from '../../../src/games/lords/rules/yearEnd';
import { luxuryTax } from '../../../src/games/lords/rules/scoring';
import { promptsOf } from '../../../src/games/lords/rules/moves';
import { retirementRolled } from '../../../src/games/lords/rules/retireFlow';
import { invariants } from '../../../src/games/lords/invariants';
import { csDrm, csResult } from '../../../src/games/lords/rules/postseason';
import { openRoll, rollWindow, skipIdle } from '../../../src/games/lords/rules/windows';
import { ctxFor, seated } from './helpers';
import type { Teams } from './fixtures/teams';

// The cases here are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

let n = 0;
const act = (s: LordsState, seat: number, a: LordsAction) =>
  applyAction(s, seat, a, makeCtx(parseSeed(`ye-${n++}`), n).ctx);
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

/** The end of the late season with these decided wins (of 72) and hands. */
function yearEnd(wins: number[], hands: string[][] = wins.map(() => [])): LordsState {
  const teams = ['comets', 'quarrymen', 'foxhounds', 'mudcats'].slice(0, wins.length);
  let s: LordsState = {
    ...seated(teams, 'ls', 3),
    step: 'leftovers',
    pennantTarget: 100,
    waiting: teams.map((_, k) => k),
  };
  wins.forEach((w, k) => {
    s = withOwner(s, k, {
      ...ownerAt(s, k),
      seasonW: w,
      seasonL: 72 - w,
      lsWins: 15,
      hand: zone<string>([k], hands[k] ?? []),
    });
  });
  // The cards in hands come out of the deck, so that every card stays somewhere once.
  const inHands = hands.flat();
  const deck = s.deck.cards.slice();
  for (const c of inHands) deck.splice(deck.indexOf(c), 1);
  return { ...s, deck: { ...s.deck, cards: deck } };
}

function answerWindows(s: LordsState): LordsState {
  let next = s;
  while (next.window !== null && next.window.queue.length > 0)
    next = act(next, next.window.queue[0] ?? 0, { t: 'respond' });
  return next;
}

describe('§6.2.1 the pennant (A7, A9)', () => {
  it('§2.1: 100 needed, 98/92/91/90 on the track: no pennant; Matt 3, Jeff 1, others 0 rank VP', () => {
    let s = yearEnd([53, 47, 46, 45]);
    expect(pennantRace(s)).toEqual([]);
    s = keepAll(s);
    expect(s.step).toBe('vpMedia');
    const before = s.owners.map((o) => o.vp);
    for (const k of [0, 1, 2, 3]) s = act(s, k, { t: 'convertMedia', pairs: 0 });
    expect(s.step).toBe('retirement');
    // Rank VP are inside the year's total: compare Matt's and Jeff's gains net of wins.
    const gain = s.owners.map((o, k) => o.vp - (before[k] ?? 0));
    expect(gain[0]).toBeGreaterThan(0);
    expect(invariants(s)).toEqual([]);
  });

  it('rules 3: a lone winner at the target plays the CS; others with a winning record get $1,500', () => {
    // Version 3's window asks the roller first and last (rules 4: csWindow below).
    let s: LordsState = { ...yearEnd([55, 40, 30]), rules: 3 };
    // Every owner holds a media cube: only the winner is asked about his CS roll (6.2.2).
    s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 1 })) };
    const money = s.owners.map((o) => o.money.value);
    s = keepAll(s);
    expect(s.step).toBe('cs');
    expect(s.window).toMatchObject({ k: 'roll', roller: 0, mediaBy: [0] });
    s = act(s, 0, { t: 'respond' });
    // The others may not touch this roll: the winner answers last again at once.
    expect(s.window).toMatchObject({ k: 'roll', roller: 0, queue: [0] });
    s = answerWindows(s);
    expect(ownerAt(s, 0).pennants).toBe(1);
    expect([3_000, 6_000]).toContain(ownerAt(s, 0).money.value - (money[0] ?? 0));
    // 85-77 is a winning record ($1,500); 75-87 is not.
    expect(ownerAt(s, 1).money.value).toBe((money[1] ?? 0) + 1_500);
    expect(ownerAt(s, 2).money.value).toBe(money[2]);
  });

  it('rules 4: a lone winner at the target plays the CS; others with a winning record get $1,500', () => {
    let s = yearEnd([55, 40, 30]);
    s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 1 })) };
    const money = s.owners.map((o) => o.money.value);
    s = keepAll(s);
    // Whatever the die, nobody but the winner is asked (6.2.2, 7.3): asked or not, by his cube.
    expect([[], [0]]).toContainEqual(s.window?.queue ?? []);
    s = answerWindows(s);
    expect(s.closedRolls?.some((r) => r.purpose === 'cs' && r.roller === 0)).toBe(true);
    expect(ownerAt(s, 0).pennants).toBe(1);
    expect([3_000, 6_000]).toContain(ownerAt(s, 0).money.value - (money[0] ?? 0));
    expect(ownerAt(s, 1).money.value).toBe((money[1] ?? 0) + 1_500);
    expect(ownerAt(s, 2).money.value).toBe(money[2]);
  });

  it('rules 4: the CS roll asks the winner alone, once, when his cube could change the result', () => {
    let s = yearEnd([55, 40, 30]);
    s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 1 })) };
    const o = ownerAt(s, 0);
    const drm = csDrm(o.lsWins, o.fm, o.ml.jm) + o.drm.cs;
    const opened = openRoll(s, { k: 'cs', seat: 0 }, 0, ctxFor().rng, [0]);
    const at = (modified: number) => {
      const w = rollWindow(opened);
      const natural = modified - drm;
      expect(natural).toBeGreaterThanOrEqual(1);
      expect(natural).toBeLessThanOrEqual(10);
      return skipIdle({ ...opened, window: { ...w, natural, value: natural } }).window?.queue;
    };
    // Championship chart: 9 is a win in 7 (3 VP), 10 a win in 6 (4 VP); 7 and 8 both win in 7.
    expect(csResult(9).vp).not.toBe(csResult(10).vp);
    expect(csResult(7).vp).toBe(csResult(8).vp);
    expect(at(9)).toEqual([0]);
    expect(at(7)).toEqual([]);
  });

  it('a tie at the top is rolled off until one owner is left (A9)', () => {
    let s = yearEnd([57, 57, 57]);
    // Media cubes keep the roll-off windows open (owners without a choice are not asked).
    s = { ...s, owners: s.owners.map((o) => ({ ...o, media: 1 })) };
    s = keepAll(s);
    expect(s.step).toBe('pennant');
    let guard = 0;
    while (s.step === 'pennant' && guard++ < 200)
      s = act(s, s.window?.queue[0] ?? 0, { t: 'respond' });
    const winner = s.pennantWinner;
    expect(winner).not.toBeNull();
    // The winner plays the CS. Rules 4 asks him about its roll only when his cube could change
    // the result (7.3): the roll is open for him alone, or it was closed at once.
    const w = s.window;
    if (s.step === 'cs' && w?.k === 'roll')
      expect(w).toMatchObject({ roller: winner, purpose: { k: 'cs' }, queue: [winner] });
    else expect(s.closedRolls?.some((r) => r.purpose === 'cs' && r.roller === winner)).toBe(true);
  });
});

describe('§5.6.4-5 leftover cards', () => {
  it('an owner with no card left is not asked (rules version 2); version 1 asked everyone', () => {
    const s = yearEnd([40, 41, 42], [['slump'], [], ['sweep']]);
    // Seat 0 finishes; seat 1 holds nothing and is passed over; seat 2 is asked.
    const next = act(s, 0, { t: 'keep', card: null });
    expect(next.step).toBe('leftovers');
    expect(next.waiting).toEqual([2]);
    expect(promptsOf(next)).toEqual([expect.objectContaining({ seat: 2 })]);
    // A game saved under version 1 (no `rules` in its state) asks seat 1 too.
    const { rules: _r, ...first } = s;
    expect(act(first, 0, { t: 'keep', card: null }).waiting).toEqual([1, 2]);
  });

  it('keeps two at $2,000 each, discards one at $1,000; compulsory cards resolve first', () => {
    let s = yearEnd([40, 40], [['slump', 'sweep', 'tv-deal', 'stadium-repairs'], []]);
    const start = ownerAt(s, 0).money.value;
    // startLeftovers runs on the way in from the payouts; here the step starts directly,
    // so the compulsory card is still in hand: it may not be kept.
    expect(() => act(s, 0, { t: 'keep', card: 'stadium-repairs' })).toThrow(
      expect.objectContaining({ code: 'compulsory-cannot-be-kept', section: '3.5' }),
    );
    s = act(s, 0, { t: 'keep', card: 'slump' });
    s = act(s, 0, { t: 'keep', card: 'sweep' });
    s = act(s, 0, { t: 'keep', card: null });
    expect(ownerAt(s, 0).hand.cards).toEqual(['slump', 'sweep']);
    expect(start - ownerAt(s, 0).money.value).toBe(4_000 + 2_000);
    expect(invariants(s)).toEqual([]);
  });
});

describe('§6.2.4 retirement rolls in the flow', () => {
  it('John (3★ FO) rolls a 4: his Superstar goes to free agency next off-season, 5 Regulars retire, Journeymen fill', () => {
    const base = yearEnd([40, 40]);
    const s = { ...base, step: 'retirement' as const, waiting: [0, 1] };
    const after = retirementRolled(s, 0, 4, makeCtx(parseSeed('r'), 1).ctx);
    // The Comets: 1 SS, 2 AS, 8 REG, 14 JM.
    expect(ownerAt(after, 0).ml).toEqual({ ss: 0, as: 2, reg: 3, jm: 20 });
    expect(after.freeAgents).toEqual([{ type: 'ss', from: 0, year: 2 }]);
    expect(after.waiting).toEqual([1]);
    const done = retirementRolled(
      { ...after, waiting: [1] },
      1,
      11,
      makeCtx(parseSeed('r2'), 2).ctx,
    );
    expect(done.step).toBe('freeAgency');
    expect(done.year).toBe(2);
    expect(done.draftCard.cards).toHaveLength(1);
  });
});

describe('§6.2.2 reading: the $1,500 for a winning record needs a pennant winner (decision)', () => {
  it('100 needed, 98/92/91 on the track: no Championship Series, and no $1,500 to anyone', () => {
    let s = yearEnd([53, 47, 46]);
    const money = s.owners.map((o) => o.money.value);
    s = keepAll(s);
    expect(s.pennantWinner).toBeNull();
    expect(s.step).toBe('vpMedia');
    // 98-64 and 92-70 are winning records: still no money (6.2.1 lists what follows).
    expect(s.owners.map((o) => o.money.value)).toEqual(money);
  });
});

describe('§6.2.5 reading: owners level on VP for the luxury tax (decision)', () => {
  /** Four owners after the year's VP: VP, money and pennants. */
  function scored(vp: number[], money: number[], pennants: number[], rules = 3): LordsState {
    let s: LordsState = { ...seated(['comets', 'quarrymen', 'foxhounds', 'mudcats']), rules };
    vp.forEach((v, k) => {
      const o = ownerAt(s, k);
      s = withOwner(s, k, {
        ...o,
        vp: v,
        money: { ...o.money, value: money[k] ?? 0 },
        pennants: pennants[k] ?? 0,
      });
    });
    return { ...s, starter: 2 };
  }

  it('placed by money, then pennants, as 9 places them: the richer of two level owners pays', () => {
    const s = scored([50, 40, 40, 30], [9_000, 4_000, 6_000, 0], [0, 0, 0, 0]);
    expect(luxuryOrder(s)).toEqual([0, 2, 1, 3]);
    expect(luxuryTax(luxuryOrder(s), [50, 40, 40, 30], 1)).toContainEqual({
      from: 2,
      to: 1,
      money: 1_000,
      vp: 0,
    });
    const pennants = scored([50, 40, 40, 30], [9_000, 5_000, 5_000, 0], [0, 1, 0, 0]);
    expect(luxuryOrder(pennants)).toEqual([0, 1, 2, 3]);
  });

  it('level on VP, money and pennants: clockwise from the starter, as version 2 placed any VP tie', () => {
    const level = scored([50, 40, 40, 30], [9_000, 5_000, 5_000, 0], [0, 0, 0, 0]);
    expect(luxuryOrder(level)).toEqual([0, 2, 1, 3]);
    const v2 = scored([50, 40, 40, 30], [9_000, 9_000, 1_000, 0], [0, 0, 0, 0], 2);
    expect(luxuryOrder(v2)).toEqual([0, 2, 1, 3]);
    expect(luxuryOrder({ ...v2, rules: 3 })).toEqual([0, 1, 2, 3]);
  });
});
