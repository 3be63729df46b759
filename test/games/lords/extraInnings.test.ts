import { describe, expect, it } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import { EXTRA_INNINGS_CARDS } from '../../../src/games/lords/content';
import type { LordsState } from '../../../src/games/lords/state';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf } from '../../../src/games/lords/rules/moves';
import { newYear } from '../../../src/games/lords/rules/offseasonFlow';
import { pennantRolled, startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { payoutRolled } from '../../../src/games/lords/rules/payoutFlow';
import { normaliseOpts } from '../../../src/games/lords/rules/setup';
import { newTable } from '../../../src/games/lords/rules/table';
import { csRolled } from '../../../src/games/lords/rules/yearEnd';
import { yearVp } from '../../../src/games/lords/rules/scoring';
import { ctxFor, seated } from './helpers';

let n = 0;
const ctx = () => makeCtx(parseSeed(`ei-${n++}`), n).ctx;

/** The table with this Extra Innings card in play (null: none). */
const withEi = (s: LordsState, id: string | null): LordsState => ({
  ...s,
  extraInnings: { ...s.extraInnings, cards: id === null ? [] : [id] },
});

/** Owner 0 with this much money and patch. */
function rich(s: LordsState, money = 20_000, patch = {}): LordsState {
  const o = ownerAt(s, 0);
  return withOwner(s, 0, { ...o, money: { ...o.money, value: money }, ...patch });
}

describe('§12.1 Extra Innings: the card in play', () => {
  it('is drawn face up before set-up; without the option there is none', () => {
    const logged: string[] = [];
    const c = makeCtx(parseSeed('ei-setup'), 0).ctx;
    const s = newTable(
      { ...c, log: (m) => logged.push(m) },
      3,
      normaliseOpts({ extraInnings: 'keep' }),
    );
    expect(s.step).toBe('setup');
    expect(s.extraInnings.cards).toHaveLength(1);
    expect(s.eiDeck.cards).toHaveLength(EXTRA_INNINGS_CARDS.length - 1);
    expect(logged).toContain('lords.extraInnings');
    const off = newTable(ctxFor(), 3, normaliseOpts({}));
    expect(off.extraInnings.cards).toEqual([]);
  });

  it("'keep' keeps the card all game; 'reshuffle' puts it back and draws again each off-season", () => {
    const kept = newTable(ctxFor('k'), 2, normaliseOpts({ extraInnings: 'keep' }));
    const y2 = newYear({ ...kept, year: 2, phase: 'off' }, ctx());
    expect(y2.extraInnings.cards).toEqual(kept.extraInnings.cards);
    let s = newTable(ctxFor('r'), 2, normaliseOpts({ extraInnings: 'reshuffle' }));
    const seen = new Set<string>();
    for (let y = 2; y < 12; y++) {
      s = newYear({ ...s, year: y, phase: 'off' }, ctx());
      expect(s.extraInnings.cards).toHaveLength(1);
      expect([...s.eiDeck.cards, ...s.extraInnings.cards].sort()).toEqual(
        EXTRA_INNINGS_CARDS.map((c) => c.id).sort(),
      );
      seen.add(s.extraInnings.cards[0] ?? '');
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('§12.1 Extra Innings: each card changes its rule', () => {
  it('Gate Receipts: a payout pays $1,000 more (6.1)', () => {
    const s = { ...seated(['comets', 'quarrymen']), step: 'payout' as const, waiting: [0, 1] };
    const gain = (id: string | null) =>
      ownerAt(payoutRolled(withEi(s, id), 0, 5, ctxFor()), 0).money.value -
      ownerAt(s, 0).money.value;
    expect(gain('gate-receipts') - gain(null)).toBe(1_000);
  });

  it.each([
    ['easy-credit', 250, 5_250],
    ['tight-credit', 1_000, 6_000],
    [null, 500, 5_500],
  ])(
    '%s: interest on a $5,000 loan is $%i a payout, repaying it costs $%i (2.5.1, A21)',
    (id, due, price) => {
      const base = rich(seated(['comets', 'quarrymen']), 20_000, {
        loans: { small: 5_000, large: 0 },
      });
      const s = withEi({ ...base, step: 'payout' as const, waiting: [0, 1] }, id);
      const plain = withEi({ ...base, step: 'payout' as const, waiting: [0, 1] }, 'gate-receipts');
      const paid = ownerAt(payoutRolled(s, 0, 5, ctxFor()), 0).money.value;
      const noInterest = ownerAt(payoutRolled(plain, 0, 5, ctxFor()), 0).money.value - 1_000 + 500;
      expect(noInterest - paid).toBe(due);
      const repaid = applyAction(
        withEi(startPhase(base, 'es', 0, ctxFor()), id),
        0,
        { t: 'repay', slot: 'small', amount: 5_000 },
        ctx(),
      );
      expect(20_000 - ownerAt(repaid, 0).money.value).toBe(price);
    },
  );

  it('Player Development: a farm promotion roll costs $250 (8.3)', () => {
    // A 4★ front office has no free roll (3.1.1), so the fee is paid.
    const base = startPhase(
      rich(seated(['comets', 'quarrymen']), 20_000, { fo: 4 }),
      'es',
      0,
      ctxFor(),
    );
    const cost = (id: string | null) =>
      20_000 -
      ownerAt(
        applyAction(withEi(base, id), 0, { t: 'promote', kind: 'prospect', drm: 1 }, ctx()),
        0,
      ).money.value;
    expect(cost(null)).toBe(1_000);
    expect(cost('player-development')).toBe(750);
  });

  it('Dead-Ball Era: the pennant target is 2 wins lower (4.1.5)', () => {
    const s = { ...seated(['comets', 'quarrymen'], 'off', 0), step: 'pennantRoll' as const };
    const target = (id: string | null) => pennantRolled(withEi(s, id), 8, ctxFor()).pennantTarget;
    expect(target(null)).toBe(100);
    expect(target('dead-ball')).toBe(98);
  });

  it('Card Show: a single costs $500, and is offered with $500 in hand (5.3.8)', () => {
    const base = startPhase(seated(['comets', 'quarrymen']), 'es', 0, ctxFor());
    const s = withEi(rich(base, 600, { hand: zone<string>([0], ['sweep']) }), 'card-show');
    expect(actionsOf(s, 0)).toContainEqual({ t: 'cycle', hit: 'single' });
    expect(actionsOf(withEi(s, null), 0)).not.toContainEqual({ t: 'cycle', hit: 'single' });
    const after = applyAction(s, 0, { t: 'cycle', hit: 'single' }, ctx());
    expect(ownerAt(after, 0).money.value).toBe(100);
  });

  it('Small Markets: a winning season is worth 2 more VP (6.2.3)', () => {
    const facts = {
      wins: 80,
      losses: 60,
      fo: 3 as const,
      fs: 3 as const,
      fm: 3 as const,
      ss: 0,
      as: 0,
      phenom: 0,
      jm: 14,
      cash: 0,
      cashCounts: true,
      rankVp: 0,
    };
    const bonus = { ...facts, winningBonus: 2 };
    expect(yearVp(bonus).parts.winningSeason).toBe(yearVp(facts).parts.winningSeason + 2);
    expect(yearVp({ ...bonus, wins: 60, losses: 80 }).parts.winningSeason).toBe(0);
  });

  it('Roster Freedom: the first two Regular/Journeyman switches of an off-season are free (7.1.5)', () => {
    const s = {
      ...rich(seated(['comets', 'quarrymen'], 'off', 0), 20_000),
      step: 'upgrades' as const,
      waiting: [0, 1],
    };
    let t = withEi(s, 'roster-freedom');
    for (const paid of [0, 0, 1_000]) {
      const before = ownerAt(t, 0).money.value;
      t = applyAction(t, 0, { t: 'upgrade', change: { k: 'switch', from: 'reg' } }, ctx());
      expect(before - ownerAt(t, 0).money.value).toBe(paid);
    }
  });

  it('Prime-Time Series: the Championship Series pays $2,000 more, won or lost (6.2.2)', () => {
    const s = seated(['comets', 'quarrymen'], 'ls', 3);
    for (const roll of [1, 10]) {
      const gain = (id: string | null) =>
        ownerAt(csRolled(withEi(s, id), 0, roll, ctxFor()), 0).money.value -
        ownerAt(s, 0).money.value;
      expect(gain('prime-time') - gain(null)).toBe(2_000);
    }
  });

  it('every card has a rule that one of these tests exercises', () => {
    expect(EXTRA_INNINGS_CARDS.map((c) => c.id).sort()).toEqual(
      [
        'card-show',
        'dead-ball',
        'easy-credit',
        'gate-receipts',
        'player-development',
        'prime-time',
        'roster-freedom',
        'small-markets',
        'tight-credit',
      ].sort(),
    );
  });
});
