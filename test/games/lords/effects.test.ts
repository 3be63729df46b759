import { describe, expect, it, vi } from 'vitest';
import { actionCard, COMMUNITY_CARDS } from '../../../src/games/lords/content';
import {
  communityRun,
  resumeWithRoll,
  startRun,
  step,
} from '../../../src/games/lords/rules/effects';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { fitRecord } from '../../../src/games/lords/rules/season';
import type { Effect } from '../../../src/games/lords/types';
import type { LordsState } from '../../../src/games/lords/state';
import { ctxFor, seated } from './helpers';
import type { Teams } from './fixtures/teams';

// The cases here are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

const rng = () => ctxFor('effects').rng;
const effectsOf = (id: string, side: 'inSeason' | 'offSeason' = 'inSeason'): readonly Effect[] =>
  actionCard(id)?.[side].effects ?? [];

/** Runs effects to the end, answering each roll with the next of `rolls`. */
function run(
  s: LordsState,
  by: number,
  target: number,
  effects: readonly Effect[],
  rolls: number[] = [],
): LordsState {
  let [state, r] = step(s, startRun(s, by, target, effects), rng());
  while (r) {
    const roll = rolls.shift();
    if (roll === undefined) throw new Error('more rolls needed');
    [state, r] = step(state, resumeWithRoll(state, r, roll), rng());
  }
  return state;
}

describe('§5.4 a direction card reaches an owner who has passed', () => {
  it('A passed at 16-4 in the ES; B plays Road Trip Blues on himself, rolls 9: A (on his right) ends 15-8', () => {
    const base = seated(['comets', 'quarrymen', 'foxhounds']);
    const s = withOwner(base, 0, { ...ownerAt(base, 0), w: 16, l: 4, passed: true });
    const after = run(s, 1, 1, effectsOf('road-trip'), [9]);
    const a = ownerAt(after, 0);
    expect([a.w, a.l]).toEqual([16, 8]);
    expect(fitRecord(a, 23)).toEqual({ w: 15, l: 8 });
  });
  it('an even roll leaves him alone', () => {
    const s = seated(['comets', 'quarrymen']);
    expect(ownerAt(run(s, 1, 1, effectsOf('road-trip'), [4]), 0).l).toBe(0);
  });
});

describe('§3.1.1 a card reduces a 5★ front office to 3★', () => {
  it('Ownership Scandal: the media stay, the ability changes', () => {
    const base = seated(['lanterns', 'comets'], 'off', 0);
    const s = withOwner(base, 0, { ...ownerAt(base, 0), media: 2 });
    const a = ownerAt(run(s, 1, 0, effectsOf('ownership-scandal', 'offSeason')), 0);
    expect(a.fo).toBe(3);
    expect(a.media).toBe(2);
  });
});

describe('§10.1 Steroids and injuries', () => {
  it('every Superstar rolls, injured ones too: 1-3 out 2 phases and 2 losses, else 2 wins', () => {
    const base = seated(['ironbacks', 'comets']);
    const s = withOwner(base, 0, { ...ownerAt(base, 0), injured: [{ type: 'ss', until: 1 }] });
    const a = ownerAt(run(s, 1, 0, effectsOf('steroids'), [2, 8]), 0);
    expect([a.w, a.l]).toEqual([2, 2]);
    expect(a.injured).toEqual([
      { type: 'ss', until: 1 },
      { type: 'ss', until: 2 },
    ]);
  });
  it('§10.2: with no healthy All-Star, an injury grows longer', () => {
    const base = seated(['mudcats', 'comets']);
    const s = withOwner(base, 0, { ...ownerAt(base, 0), injured: [{ type: 'as', until: 1 }] });
    const a = ownerAt(run(s, 1, 0, effectsOf('holdout')), 0);
    expect(a.injured).toEqual([{ type: 'as', until: 3 }]);
  });
  it('Trainer heals', () => {
    const base = seated(['mudcats', 'comets']);
    const s = withOwner(base, 0, { ...ownerAt(base, 0), injured: [{ type: 'as', until: 2 }] });
    expect(ownerAt(run(s, 0, 0, effectsOf('trainer')), 0).injured).toEqual([]);
  });
  it('League Drug Testing reaches the whole table, passed owners too', () => {
    const base = seated(['ironbacks', 'lanterns']);
    const s = withOwner(base, 1, { ...ownerAt(base, 1), passed: true });
    // Seat 0 (2 SS) rolls 1 and 5; seat 1 (2 SS) rolls 2 and 2.
    const after = run(s, 0, 0, effectsOf('drug-testing'), [1, 5, 2, 2]);
    expect(ownerAt(after, 0).injured).toHaveLength(1);
    expect(ownerAt(after, 1).injured).toHaveLength(2);
  });
});

describe('§10.4 the compulsory free-agent card', () => {
  it('in-season the Superstar leaves at the next off-season; in the off-season at once', () => {
    const s = seated(['ironbacks', 'comets']);
    const inSeason = run(s, 0, 0, effectsOf('contract-dispute'));
    expect(inSeason.freeAgents).toEqual([{ type: 'ss', from: 0, year: 2 }]);
    expect(ownerAt(inSeason, 0).ml).toEqual({ ss: 1, as: 3, reg: 12, jm: 9 });
    const off = run(
      seated(['ironbacks', 'comets'], 'off', 0),
      0,
      0,
      effectsOf('contract-dispute', 'offSeason'),
    );
    expect(off.freeAgents).toEqual([{ type: 'ss', from: 0, year: 1 }]);
  });
});

describe('§2.5.5 a cost the owner cannot meet', () => {
  it('he pays what he can with a loan; money never goes below zero', () => {
    const base = seated(['comets', 'quarrymen']);
    const s = withOwner(base, 0, {
      ...ownerAt(base, 0),
      money: { ...ownerAt(base, 0).money, value: 500 },
    });
    const a = ownerAt(run(s, 1, 0, effectsOf('bad-contract')), 0);
    expect(a.money.value).toBe(3_500);
    expect(a.loans.small).toBe(5_000);
  });
});

describe('§4.1.3 community events and the pennant target', () => {
  it('a shift before the pennant roll waits for it; after it, moves the target', () => {
    const s = seated(['comets', 'quarrymen'], 'off', 0);
    const parity = COMMUNITY_CARDS.find((c) => c.id === 'parity-push');
    const [before] = step(s, communityRun(s, parity?.effects ?? []), rng());
    expect(before.pennantShift).toBe(-4);
    const [after] = step(
      { ...s, pennantTarget: 100 },
      startRun(s, 0, 0, effectsOf('schedule-change', 'offSeason')),
      rng(),
    );
    expect(after.pennantTarget).toBe(102);
  });
  it('a community event reaches every owner', () => {
    const s = seated(['comets', 'quarrymen', 'foxhounds'], 'off', 0);
    const tv = COMMUNITY_CARDS.find((c) => c.id === 'new-tv-contract');
    const [after] = step(s, communityRun(s, tv?.effects ?? []), rng());
    for (let k = 0; k < 3; k++)
      expect(ownerAt(after, k).money.value).toBe(ownerAt(s, k).money.value + 2_000);
  });
});

describe('§6.2.1.2 and §6.2.2 special cards', () => {
  it('a strike may be played only in the early or mid season', () => {
    expect(
      run(seated(['comets', 'quarrymen'], 'ms', 2), 0, 0, effectsOf('player-strike')).strike,
    ).toBe(true);
    expect(() =>
      run(seated(['comets', 'quarrymen'], 'ls', 3), 0, 0, effectsOf('player-strike')),
    ).toThrow(expect.objectContaining({ code: 'strike-es-ms' }));
  });
  it('re-roll and DRM cards act only on a die roll just made', () => {
    expect(() => run(seated(['comets', 'quarrymen']), 0, 0, effectsOf('jinx'))).toThrow(
      expect.objectContaining({ code: 'roll-card-outside-window', section: '6.2.2' }),
    );
  });
  it("Trade Impact: the target rolls and takes the chart's wins or losses (decision)", () => {
    const s = seated(['comets', 'quarrymen']);
    expect(ownerAt(run(s, 0, 1, effectsOf('blockbuster'), [1]), 1).l).toBe(3);
    expect(ownerAt(run(s, 0, 1, effectsOf('blockbuster'), [10]), 1).w).toBe(4);
  });
  it('off-season card sides never touch the record', () => {
    const s = seated(['comets', 'quarrymen'], 'off', 0);
    expect(() => run(s, 0, 0, [{ k: 'wins', n: 2 }])).toThrow(
      expect.objectContaining({ code: 'no-record-off-season' }),
    );
  });
});
