import { describe, expect, it } from 'vitest';
import {
  graceExpired,
  mayRollAgain,
  phenomCap,
  resolvePhenom,
  resolveProspect,
  rollPrice,
  trackPhenomCap,
} from '../../../src/games/lords/rules/farm';
import { owner } from './helpers';

describe('§8.3 Frank brings a Phenom up (A15)', () => {
  it('two rolls of a 4★ farm: $500 + $1,000 (+2), a 2 → 4 JM; again $500 + $1,500 (+3), a 6 → 9 AS, kept: $3,500', () => {
    const frank = owner({
      fs: 4,
      farm: { phenom: 3, prospect: 4, utility: 8 },
      ml: { ss: 1, as: 3, reg: 10, jm: 11 },
    });
    const first = rollPrice(2, false);
    const second = rollPrice(3, false);
    expect(first + second).toBe(3_500);
    expect(mayRollAgain(4, 1)).toBe(true);
    expect(mayRollAgain(4, 4)).toBe(false);
    const after = resolvePhenom(frank, 6 + 3, 'jm');
    expect(after.ml).toEqual({ ss: 1, as: 4, reg: 10, jm: 10 });
    // The farm adds a Long Shot (a Utility) at no cost and stays at 15.
    expect(after.farm).toEqual({ phenom: 2, prospect: 4, utility: 9 });
  });

  it('more than +3 DRM is refused; A14: the 3★ free roll waives only the fee', () => {
    expect(() => rollPrice(4, false)).toThrow(
      expect.objectContaining({ code: 'drm-at-most-3', section: '8.3' }),
    );
    expect(rollPrice(2, true)).toBe(1_000);
  });

  it('a Phenom who never makes it leaves the game; a Utility takes his farm spot', () => {
    const o = owner({ farm: { phenom: 1, prospect: 3, utility: 11 } });
    const after = resolvePhenom(o, 2, 'jm');
    expect(after.ml).toEqual(o.ml);
    expect(after.farm).toEqual({ phenom: 0, prospect: 3, utility: 12 });
  });
});

describe('§8.4 Prospect to Phenom (A16)', () => {
  it('8+ makes a Phenom, 7 leaves him a Prospect, 2 washes him out', () => {
    const o = owner({ farm: { phenom: 0, prospect: 3, utility: 12 } });
    expect(resolveProspect(o, 8).farm).toEqual({ phenom: 1, prospect: 2, utility: 12 });
    expect(resolveProspect(o, 7).farm).toEqual(o.farm);
    expect(resolveProspect(o, 2).farm).toEqual({ phenom: 0, prospect: 2, utility: 13 });
  });
});

describe('§8.1 the Phenom cap and its grace', () => {
  it('over the cap in the ES (phase 1), he must conform by the end of the MS (phase 2)', () => {
    expect(phenomCap(3)).toBe(2);
    const joe = trackPhenomCap(owner({ fs: 3, farm: { phenom: 3, prospect: 3, utility: 9 } }), 1);
    expect(joe.overCapSince).toBe(1);
    expect(graceExpired(joe, 1)).toBe(false);
    expect(graceExpired(joe, 2)).toBe(true);
    const fixed = trackPhenomCap({ ...joe, farm: { phenom: 2, prospect: 3, utility: 10 } }, 2);
    expect(fixed.overCapSince).toBeNull();
    expect(graceExpired(fixed, 2)).toBe(false);
  });
  it('A17: a farm level change enforces only the Phenom cap', () => {
    const o = trackPhenomCap(owner({ fs: 1, farm: { phenom: 0, prospect: 9, utility: 6 } }), 4);
    expect(o.overCapSince).toBeNull();
  });
});
