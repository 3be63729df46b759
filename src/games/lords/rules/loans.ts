/**
 * Loans (LoB 2.5): a $5,000 slot and a $10,000 slot, both may be out; one new loan a phase,
 * at any time (another owner's turn included); 10% interest at each in-season payout;
 * repayment of principal plus current interest (A21); penalties at year and game end.
 */
import { must } from '../../../engine/types';
import { INTEREST_PERCENT, type LoanSize } from '../content/charts';
import type { Loans, Owner } from '../state';
import { addMoney, cash } from './owner';
import { editOwner } from './copy';

/** Outstanding principal. */
export const owed = (l: Loans): number => l.small + l.large;

/** Interest due at a payout (LoB 2.5.1): `percent` of each outstanding loan. */
export function interestDue(l: Loans, percent: number = INTEREST_PERCENT): number {
  return Math.round((owed(l) * percent) / 100);
}

/** Whether an owner may take a loan of this size now (LoB 2.5, 2.5.2). */
export function canBorrow(o: Owner, size: LoanSize, phaseIndex: number): boolean {
  if (o.loanPhase === phaseIndex) return false;
  return size === 5_000 ? o.loans.small === 0 : o.loans.large === 0;
}

/** Takes a loan (LoB 2.5): the slot fills and the cash arrives. */
export function borrow(o: Owner, size: LoanSize, phaseIndex: number): Owner {
  must(o.loanPhase !== phaseIndex, 'one-loan-a-phase', '2.5.2');
  must(
    size === 5_000 ? o.loans.small === 0 : o.loans.large === 0,
    'loan-slot-taken',
    '2.5',
    `$${size}`,
  );
  const loans: Loans =
    size === 5_000
      ? { small: 5_000, large: o.loans.large }
      : { small: o.loans.small, large: 10_000 };
  return editOwner(addMoney(o, size), { loans, loanPhase: phaseIndex });
}

/**
 * Repays principal in a slot (LoB 2.5.3, A21): the principal plus the current interest on the
 * loan as it stands ("he still pays the higher interest rate before the reduction"): $5,000
 * costs $5,500; a $10,000 loan is paid down to $5,000 for $6,000 or in full for $11,000.
 */
export function repay(
  o: Owner,
  slot: 'small' | 'large',
  amount: 5_000 | 10_000,
  percent: number = INTEREST_PERCENT,
): Owner {
  // 2.5.3: a $5,000 loan is repaid whole; the $10,000 one in full or down to $5,000.
  must(
    amount === 5_000 || (amount === 10_000 && slot === 'large'),
    'bad-repayment',
    '2.5.3',
    '$5,000 of either loan, or the $10,000 loan in full',
  );
  const out = o.loans[slot];
  must(out >= amount, 'nothing-to-repay', '2.5.3', `$${out} outstanding in the ${slot} slot`);
  const price = amount + Math.round((out * percent) / 100);
  must(cash(o) >= price, 'cannot-afford', '2.5.3', `repaying costs $${price}`);
  const left = out - amount;
  const loans: Loans =
    slot === 'small'
      ? { small: 0, large: o.loans.large }
      : { small: o.loans.small, large: left === 5_000 ? 5_000 : 0 };
  return editOwner(addMoney(o, -price), { loans });
}

/**
 * An in-season cost the owner cannot meet (LoB 2.5.5): he pays what he can, then takes the
 * smallest loan that covers the rest if one is allowed; if none is, there is no further
 * effect. Returns the owner after paying and whether a loan was taken.
 */
export function payInSeason(o: Owner, cost: number, phaseIndex: number): Owner {
  if (cash(o) >= cost) return addMoney(o, -cost);
  for (const size of [5_000, 10_000] as const) {
    if (canBorrow(o, size, phaseIndex) && cash(o) + size >= cost) {
      return addMoney(borrow(o, size, phaseIndex), -cost);
    }
  }
  // No loan covers it: he pays what he can, borrowing whatever remains available.
  for (const size of [10_000, 5_000] as const) {
    if (canBorrow(o, size, phaseIndex)) {
      const b = borrow(o, size, phaseIndex);
      return addMoney(b, -Math.min(cost, cash(b)));
    }
  }
  return addMoney(o, -cash(o));
}

/** End of a year (LoB 2.5.4.1): no money counts toward VP while a loan is outstanding. */
export const cashCounts = (o: Owner): boolean => owed(o.loans) === 0;

/** End of the game (LoB 2.5.4.2): 1 VP per $1,000 still owed. */
export const loanPenaltyVp = (o: Owner): number => Math.ceil(owed(o.loans) / 1_000);
