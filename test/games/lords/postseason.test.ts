import { describe, expect, it } from 'vitest';
import {
  csDrm,
  csResult,
  pennantContenders,
  tieLadder,
  tiebreakDrm,
  winningRecordBonus,
} from '../../../src/games/lords/rules/postseason';

describe('§6.2.1 the pennant (A9)', () => {
  it('§2.1 example: 100 needed, 98/92/91/90: nobody wins the pennant, no CS', () => {
    expect(pennantContenders([98, 92, 91, 90], 100)).toEqual([]);
  });
  it('equalling the target wins it; ties go to a roll-off', () => {
    expect(pennantContenders([100, 92, 91, 90], 100)).toEqual([0]);
    expect(pennantContenders([101, 101, 91, 101], 100)).toEqual([0, 1, 3]);
  });
  it('the ladder starts with the lowest tie-breaker DRMs', () => {
    const drm = (s: number) => [2, -1, 0, 3][s] ?? 0;
    expect(tieLadder([0, 1, 3], drm)).toEqual([1, 0, 3]);
  });
  it('tie-breaker DRM: RD column plus the manager (decision)', () => {
    expect(tiebreakDrm(8, 4)).toBe(2 + 2);
    expect(tiebreakDrm(22, 1)).toBe(-3 - 1);
  });
});

describe('§6.2.2 the Championship Series', () => {
  it('LS 19 wins (+1), 4★ manager (+2), 8 JM (+2): DRM +5; a 6 makes 11, win in 5: 5 VP, $6,000', () => {
    const drm = csDrm(19, 4, 8);
    expect(drm).toBe(5);
    expect(csResult(6 + drm)).toMatchObject({ result: 'win in 5', won: true, vp: 5, money: 6_000 });
  });
  it('momentum bands: 12 -1, 13 0, 17 0, 18 +1, 22 +2', () => {
    expect([12, 13, 17, 18, 21, 22].map((w) => csDrm(w, 2, 11) - 1)).toEqual([-1, 0, 0, 1, 1, 2]);
  });
  it('A28: a strike season uses +1 in place of momentum', () => {
    expect(csDrm(5, 2, 11, true)).toBe(1 + 0 + 1);
  });
  it('low rolls lose in 4: -5 VP, $3,000', () => {
    expect(csResult(-2)).toMatchObject({ result: 'lose in 4', vp: -5, money: 3_000 });
  });
  it('$1,500 to each non-pennant team with a winning record', () => {
    expect(winningRecordBonus(false, 83, 79)).toBe(1_500);
    expect(winningRecordBonus(true, 101, 61)).toBe(0);
    expect(winningRecordBonus(false, 81, 81)).toBe(0);
  });
});
