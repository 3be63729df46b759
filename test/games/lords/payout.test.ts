import { describe, expect, it } from 'vitest';
import { payout, payoutRow } from '../../../src/games/lords/rules/payout';
import { payoutMedia, payoutRolled } from '../../../src/games/lords/rules/payoutFlow';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { ctxFor, seated } from './helpers';

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

describe('§6.1 the payout step', () => {
  it('roll 5 + 2 DRM with media: $11,000 + $1,000 bonus, less $500 interest on a $5,000 loan; the DRM is spent', () => {
    const base = seated(['comets', 'quarrymen']);
    const o = ownerAt(base, 0);
    const s = {
      ...withOwner(base, 0, {
        ...o,
        media: 1,
        loans: { small: 5_000 as const, large: 0 as const },
        drm: { ...o.drm, payout: 2 },
      }),
      step: 'payout' as const,
      waiting: [0, 1],
    };
    const after = payoutRolled(s, 0, 5, ctxFor());
    const a = ownerAt(after, 0);
    expect(a.money.value - o.money.value).toBe(11_000 + 1_000 - 500);
    expect(a.drm.payout).toBe(0);
    expect(after.step).toBe('media');
    const bought = payoutMedia(after, 0, 2, ctxFor());
    expect(ownerAt(bought, 0).media).toBe(3);
    expect(bought.step).toBe('payout');
    expect(bought.waiting).toEqual([1]);
  });
});
