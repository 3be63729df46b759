import { describe, expect, it } from 'vitest';
import { payout, payoutRow } from '../../../src/games/lords/rules/payout';

describe('§6.1 payout (decision)', () => {
  it('a d10 with card DRMs, clamped to the chart', () => {
    expect(payoutRow(1, 0).money).toBe(5_000);
    expect(payoutRow(9, 2).money).toBe(15_000);
    expect(payoutRow(2, -3).money).toBe(5_000);
  });
  it("an owner with his own media adds the row's media bonus; so does National Media (10.5)", () => {
    expect(payout(7, false, false)).toBe(11_000);
    expect(payout(7, true, false)).toBe(12_000);
    expect(payout(7, false, true)).toBe(12_000);
    expect(payout(2, true, false)).toBe(6_000);
  });
});
