import { describe, expect, it } from 'vitest';
import {
  borrow,
  cashCounts,
  interestDue,
  loanPenaltyVp,
  payInSeason,
  repay,
} from '../../../src/games/lords/rules/loans';
import { dispatch } from '../../../src/engine/session';
import { lordsModule, type LordsAction, type LordsState } from '../../../src/games/lords';
import { doneUpgrades, newYear } from '../../../src/games/lords/rules/offseasonFlow';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { setupCost, setupLoan } from '../../../src/games/lords/rules/setup';
import { refusalCode } from '../../helpers/refusal';
import { newGame, playUntil, state, type Game } from './board/table';
import { ctxFor, owner, seated } from './helpers';

const withCash = (money: number) => {
  const o = owner();
  return { ...o, money: { ...o.money, value: money }, loanPhase: null };
};

describe('§2.5 loans', () => {
  it('§2.5: $5,000 and $10,000 slots, both may be out, one new loan a phase', () => {
    const a = borrow(withCash(0), 5_000, 3);
    expect(a.money.value).toBe(5_000);
    expect(() => borrow(a, 10_000, 3)).toThrow(
      expect.objectContaining({ code: 'one-loan-a-phase', section: '2.5.2' }),
    );
    const b = borrow(a, 10_000, 4);
    expect(b.loans).toEqual({ small: 5_000, large: 10_000 });
    expect(() => borrow(b, 5_000, 5)).toThrow(expect.objectContaining({ code: 'loan-slot-taken' }));
  });

  it('§2.5.1 (A3): 10% of each loan at a payout: $500 and $1,000', () => {
    expect(interestDue({ small: 5_000, large: 0 })).toBe(500);
    expect(interestDue({ small: 5_000, large: 10_000 })).toBe(1_500);
  });

  it('§2.5.3 (A21): paying $6,000 reduces a $10,000 loan to $5,000', () => {
    const o = { ...withCash(7_000), loans: { small: 0 as const, large: 10_000 as const } };
    const after = repay(o, 'large', 5_000);
    expect(after.loans.large).toBe(5_000);
    expect(after.money.value).toBe(1_000);
  });

  it('§2.5.3 (A21): a $5,000 loan costs $5,500, a $10,000 loan $11,000; pay off then borrow again in a phase', () => {
    const o = {
      ...withCash(20_000),
      loans: { small: 5_000 as const, large: 10_000 as const },
      loanPhase: 7,
    };
    const paid = repay(repay(o, 'small', 5_000), 'large', 10_000);
    expect(paid.money.value).toBe(20_000 - 5_500 - 11_000);
    expect(paid.loans).toEqual({ small: 0, large: 0 });
    // A new loan in the same phase is still refused: one new loan a phase (A21).
    expect(() => borrow(paid, 5_000, 7)).toThrow(
      expect.objectContaining({ code: 'one-loan-a-phase' }),
    );
    expect(() => repay(paid, 'small', 5_000)).toThrow(
      expect.objectContaining({ code: 'nothing-to-repay' }),
    );
  });

  it('§2.5.4: no cash VP with a loan out; -1 VP per $1,000 at the end of the game', () => {
    const o = { ...withCash(30_000), loans: { small: 5_000 as const, large: 0 as const } };
    expect(cashCounts(o)).toBe(false);
    expect(loanPenaltyVp(o)).toBe(5);
    expect(cashCounts(withCash(30_000))).toBe(true);
  });

  it('§2.5.5: in-season, an owner short of cash pays what he can and borrows the rest; never below $0', () => {
    const a = payInSeason(withCash(1_000), 3_000, 2);
    expect(a.loans.small).toBe(5_000);
    expect(a.money.value).toBe(3_000);
    const full = { ...withCash(1_000), loans: { small: 5_000 as const, large: 10_000 as const } };
    const b = payInSeason(full, 3_000, 2);
    expect(b.money.value).toBe(0);
    expect(b.loans).toEqual(full.loans);
  });
});

describe('§2.5.5 reading: which loan a forced payment takes in-season (decision)', () => {
  it('the smallest loan that covers what he cannot pay', () => {
    const a = payInSeason(withCash(3_000), 7_000, 2);
    expect(a.loans).toEqual({ small: 5_000, large: 0 });
    expect(a.money.value).toBe(1_000);
    const b = payInSeason(withCash(1_000), 9_000, 2);
    expect(b.loans).toEqual({ small: 0, large: 10_000 });
    expect(b.money.value).toBe(2_000);
  });

  it('none covers it: the largest loan open, then he pays all he has', () => {
    const a = payInSeason(withCash(1_000), 20_000, 2);
    expect(a.loans).toEqual({ small: 0, large: 10_000 });
    expect(a.money.value).toBe(0);
    const small = { ...withCash(1_000), loans: { small: 0 as const, large: 10_000 as const } };
    const b = payInSeason(small, 20_000, 2);
    expect(b.loans).toEqual({ small: 5_000, large: 10_000 });
    expect(b.money.value).toBe(0);
  });
});

describe('§2.5.3 a repayment is $5,000 of either loan or the $10,000 loan in full', () => {
  const both = {
    ...withCash(20_000),
    loans: { small: 5_000 as const, large: 10_000 as const },
  };
  it.each([
    ['small', 7],
    ['small', 10_000],
    ['large', 7_500],
    ['large', -5_000],
  ] as const)('%s slot, $%i: refused, nothing paid', (slot, amount) => {
    expect(refusalCode(() => repay(both, slot, amount as 5_000))).toBe('bad-repayment 2.5.3');
  });

  it('at the door: {"t":"repay","slot":"small","amount":7} is refused and the table unchanged', () => {
    const s0 = seated(['comets', 'quarrymen']);
    const s = withOwner(s0, 0, { ...ownerAt(s0, 0), ...both });
    const a = { t: 'repay', slot: 'small', amount: 7 } as unknown as LordsAction;
    expect(refusalCode(() => lordsModule.apply(s, 0, a, ctxFor()))).toBe('bad-repayment 2.5.3');
    expect(ownerAt(s, 0).loans).toEqual(both.loans);
    const paid = lordsModule.apply(s, 0, { t: 'repay', slot: 'small', amount: 5_000 }, ctxFor());
    expect(ownerAt(paid, 0).loans).toEqual({ small: 0, large: 10_000 });
    expect(ownerAt(paid, 0).money.value).toBe(20_000 - 5_500);
  });
});

describe('§2.5, §7.2 loans across the year boundary', () => {
  /** Seat 0 borrowed in the late season (phase 3) and cannot meet next year's salaries. */
  function nextOffSeason(rules: number): LordsState {
    const s0 = { ...seated(['comets', 'quarrymen'], 'ls', 3), rules, step: 'retirement' as const };
    const broke = {
      ...ownerAt(s0, 0),
      money: { ...ownerAt(s0, 0).money, value: 1_000 },
      loans: { small: 5_000 as const, large: 0 as const },
      loanPhase: 3,
    };
    const s = newYear(withOwner(s0, 0, broke), ctxFor());
    return { ...s, step: 'upgrades', waiting: [0, 1] };
  }

  it('the phase index stays with the late season; the off-season has its own one loan', () => {
    const s = nextOffSeason(3);
    expect(s.phaseIndex).toBe(3);
    expect(ownerAt(s, 0).loanPhase).toBeNull();
    expect(lordsModule.actions(s, 0)).toContainEqual({ t: 'loan', size: 10_000 });
  });

  it('§7.2: short of payroll, he takes that loan (rules version 3)', () => {
    const s = doneUpgrades(doneUpgrades(nextOffSeason(3), 0, ctxFor()), 1, ctxFor());
    expect(ownerAt(s, 0).loans).toEqual({ small: 5_000, large: 10_000 });
    expect(ownerAt(s, 0).loanPhase).toBe(3);
  });

  it('version 2 refused it (the late-season loan used the phase up): old saves keep that', () => {
    const v2 = nextOffSeason(2);
    expect(ownerAt(v2, 0).loanPhase).toBe(3);
    expect(lordsModule.actions(v2, 0)).not.toContainEqual({ t: 'loan', size: 10_000 });
    const s = doneUpgrades(doneUpgrades(v2, 0, ctxFor()), 1, ctxFor());
    expect(ownerAt(s, 0).loans).toEqual({ small: 5_000, large: 0 });
    expect(ownerAt(s, 0).money.value).toBe(0);
  });
});

describe('§2.5.2, §3.4 reading: the set-up loan is the initial off-season’s one loan (decision)', () => {
  const [team, fs, fm] = ['lanterns', 3, 3] as const;
  const setups = (s: Game) =>
    dispatch(dispatch(s, 0, { t: 'team', team, fs, fm }), 1, {
      t: 'team',
      team: 'mudcats',
      fs: 1,
      fm: 1,
    });

  it('an owner who borrowed at set-up takes no loan until the early season; the others may', () => {
    expect(setupLoan(setupCost(team, fs, fm))).toBeGreaterThan(0);
    const g = setups(newGame(2));
    const s = state(g);
    expect(s.phase).toBe('off');
    expect(ownerAt(s, 0).loanPhase).toBe(s.phaseIndex);
    expect(lordsModule.actions(s, 0).filter((a) => a.t === 'loan')).toEqual([]);
    expect(refusalCode(() => dispatch(g, 0, { t: 'loan', size: 5_000 }))).toBe(
      'one-loan-a-phase 2.5.2',
    );
    expect(lordsModule.actions(s, 1)).toContainEqual({ t: 'loan', size: 5_000 });
    const es = playUntil(g, (x) => x.step === 'season');
    expect(lordsModule.actions(state(es), 0)).toContainEqual({ t: 'loan', size: 5_000 });
  });
});
