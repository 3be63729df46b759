import { describe, expect, it } from 'vitest';
import { DRAFT_CARDS } from '../../../src/games/lords/content';
import {
  addDraftees,
  bestOfTwo,
  draftResult,
  draftRolls,
} from '../../../src/games/lords/rules/draft';
import { allStarInjury, allStarMoney } from '../../../src/games/lords/rules/allstar';
import { ctxFor, owner, seated } from './helpers';
import { draftRolled, skipRollless } from '../../../src/games/lords/rules/draftFlow';
import { ownerAt } from '../../../src/games/lords/rules/owner';
import type { LordsState } from '../../../src/games/lords/state';

const deep = DRAFT_CARDS.find((c) => c.id === 'deep-class') ?? DRAFT_CARDS[0];

describe('§6.2.6 the amateur draft', () => {
  it('a traded pick: the receiver rolls twice and keeps the better; the giver takes a 1', () => {
    const giver = owner({ picks: [] });
    const receiver = owner({ picks: [1, 0] });
    expect(draftRolls(giver, 0)).toEqual({ own: false, received: 0, tradedAway: true });
    expect(draftRolls(receiver, 1)).toEqual({ own: true, received: 1, tradedAway: false });
    if (!deep) throw new Error('no draft card');
    expect(bestOfTwo(deep, 2, 10)).toEqual({ phenom: 2, prospect: 0, utility: 0 });
    expect(draftResult(deep, 1)).toEqual({ phenom: 0, prospect: 0, utility: 1 });
  });
  it('draftees take Utility spots; a major-leaguer replaces a Journeyman', () => {
    const o = owner({
      farm: { phenom: 2, prospect: 3, utility: 10 },
      ml: { ss: 1, as: 3, reg: 10, jm: 11 },
    });
    expect(addDraftees(o, { phenom: 1, prospect: 1, utility: 0 }).farm).toEqual({
      phenom: 3,
      prospect: 4,
      utility: 8,
    });
    expect(addDraftees(o, { phenom: 0, prospect: 0, utility: 0, ml: 'as' }).ml).toEqual({
      ss: 1,
      as: 4,
      reg: 10,
      jm: 10,
    });
  });
});

describe('§11.2 the All-Star Game', () => {
  it('1 SS and 2 AS bring $4,000; a lone Regular $500 only without stars', () => {
    expect(
      allStarMoney(owner({ ml: { ss: 1, as: 3, reg: 10, jm: 11 } }), { ss: 1, as: 2, reg: 0 }),
    ).toBe(4_000);
    expect(
      allStarMoney(owner({ ml: { ss: 0, as: 0, reg: 5, jm: 20 } }), { ss: 0, as: 0, reg: 1 }),
    ).toBe(500);
    expect(() =>
      allStarMoney(owner({ ml: { ss: 1, as: 3, reg: 10, jm: 11 } }), { ss: 0, as: 0, reg: 1 }),
    ).toThrow(expect.objectContaining({ code: 'regular-only-without-stars', section: '11.2' }));
    expect(() =>
      allStarMoney(owner({ ml: { ss: 2, as: 3, reg: 9, jm: 11 } }), { ss: 2, as: 2, reg: 0 }),
    ).toThrow(expect.objectContaining({ code: 'three-at-most' }));
  });
  it('a 1 puts him out for the year with no VP; a 2 for the rest of the mid season', () => {
    expect(allStarInjury('ss', 1, 2, 3)).toEqual({ type: 'ss', until: 3, noVp: true });
    expect(allStarInjury('as', 2, 2, 3)).toEqual({ type: 'as', until: 2 });
    expect(allStarInjury('as', 7, 2, 3)).toBeNull();
  });
});

describe('§6.2.6 a full farm (decision)', () => {
  it('a draftee with no room is not signed, Prospects first; the farm keeps a Utility', () => {
    const o = owner({ farm: { phenom: 4, prospect: 10, utility: 1 } });
    expect(addDraftees(o, { phenom: 1, prospect: 1, utility: 0 }).farm).toEqual({
      phenom: 5,
      prospect: 9,
      utility: 1,
    });
  });
});

describe('§6.2.6 the draft in the flow', () => {
  it('A traded his pick to B: A takes the result of a 1 without rolling; B rolls 3 times, keeping the better of the last two', () => {
    const base = seated(['comets', 'quarrymen']);
    let s: LordsState = {
      ...base,
      step: 'draft',
      phase: 'off',
      waiting: [0, 1],
      draftCard: { ...base.draftCard, cards: ['deep-class'] },
      owners: [
        { ...ownerAt(base, 0), picks: [] },
        { ...ownerAt(base, 1), picks: [1, 0] },
      ],
    };
    const farmA = ownerAt(s, 0).farm;
    s = skipRollless(s, ctxFor());
    // Deep class, a 1: one Utility (the farm is full: nothing changes in its counts).
    expect(ownerAt(s, 0).farm).toEqual(farmA);
    expect(ownerAt(s, 0).picks).toEqual([0]);
    expect(s.waiting).toEqual([1]);
    const farmB = ownerAt(s, 1).farm;
    s = draftRolled(s, 1, 5, ctxFor()); // own pick: 2 Prospects
    s = draftRolled(s, 1, 2, ctxFor()); // received pick, first roll: 1 Prospect
    s = draftRolled(s, 1, 10, ctxFor()); // second roll: 2 Phenoms, kept
    expect(ownerAt(s, 1).farm).toEqual({
      phenom: farmB.phenom + 2,
      prospect: farmB.prospect + 2,
      utility: farmB.utility - 4,
    });
    expect(s.step).toBe('upgrades');
  });
});
