import { describe, expect, it } from 'vitest';
import { applyRetirement, topBidders } from '../../../src/games/lords/rules/retirement';

describe('§6.2.4 retirement rolls (decision)', () => {
  it('John rolls a 4: his Superstar becomes a free agent and 5 Regulars retire', () => {
    const out = applyRetirement({ ss: 1, as: 2, reg: 12, jm: 10 }, 4);
    expect(out.toFreeAgency).toEqual(['ss']);
    expect(out.retired).toBe(5);
    expect(out.ml).toEqual({ ss: 0, as: 2, reg: 7, jm: 10 });
  });
  it('exemptions: no Superstar, no Superstar clause; a free agent signed this year stays', () => {
    expect(applyRetirement({ ss: 0, as: 2, reg: 3, jm: 20 }, 4)).toMatchObject({
      toFreeAgency: [],
      retired: 3,
    });
    expect(applyRetirement({ ss: 1, as: 2, reg: 12, jm: 10 }, 4, 1).toFreeAgency).toEqual([]);
  });
  it('payments come with the worst rows', () => {
    expect(applyRetirement({ ss: 1, as: 1, reg: 10, jm: 13 }, 0).pay).toBe(2_000);
  });
});

describe('§6.2.4b free agency (A24)', () => {
  it('John $2,000, Derek $6,000, Joe $7,500: Joe wins', () => {
    expect(topBidders([2_000, 6_000, 7_500])).toEqual([2]);
  });
  it('ties go to the roll-off; no bids at all: nobody, the player leaves the game', () => {
    expect(topBidders([3_000, null, 3_000])).toEqual([0, 2]);
    expect(topBidders([0, null, 0])).toEqual([0, 2]);
    expect(topBidders([null, null])).toEqual([]);
  });
});
