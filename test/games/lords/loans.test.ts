import { describe, expect, it } from 'vitest';
import {
  borrow,
  cashCounts,
  interestDue,
  loanPenaltyVp,
  payInSeason,
  repay,
} from '../../../src/games/lords/rules/loans';
import { owner } from './helpers';

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
