import { describe, expect, it } from 'vitest';
import {
  depthVp,
  finalBonuses,
  luxuryTax,
  placesBy,
  rankVp,
  splitPlaces,
  twoPlayerRankVp,
  yearVp,
} from '../../../src/games/lords/rules/scoring';

describe('§6.2.3 end-of-year VP', () => {
  it('adds wins, stars, winning season by FO, rank, roster, Journeymen and cash', () => {
    const { parts, total } = yearVp({
      wins: 98,
      losses: 64,
      fo: 3,
      fs: 4,
      fm: 2,
      ss: 1,
      as: 3,
      phenom: 2,
      jm: 11,
      cash: 25_000,
      cashCounts: true,
      rankVp: 3,
    });
    expect(parts).toEqual({
      wins: 98,
      stars: 9,
      winningSeason: 5,
      rank: 3,
      roster: 6 + 12 + 4,
      journeymen: 1,
      cash: 2,
    });
    expect(total).toBe(98 + 9 + 5 + 3 + 22 + 1 + 2);
  });
  it('§2.5.4: no cash VP with a loan outstanding; no winning-season VP at .500', () => {
    const { parts } = yearVp({
      wins: 81,
      losses: 81,
      fo: 1,
      fs: 1,
      fm: 1,
      ss: 0,
      as: 0,
      phenom: 0,
      jm: 22,
      cash: 40_000,
      cashCounts: false,
      rankVp: 0,
    });
    expect(parts.cash).toBe(0);
    expect(parts.winningSeason).toBe(0);
    expect(parts.journeymen).toBe(-2);
  });
});

describe('§2.1 standings (A7, A8)', () => {
  it('with a pennant: 5, 3, 1, 0', () => {
    expect(rankVp([2, 0, 1, 3], true, 4)).toEqual([3, 1, 5, 0]);
  });
  it('no pennant (100 needed; Matt 98, Jeff 92, Jennifer 91, Diana 90): Matt 3, Jeff 1, Jennifer 0, Diana 0', () => {
    expect(rankVp([0, 1, 2, 3], false, 4)).toEqual([3, 1, 0, 0]);
  });
  it('option split: two tied for 2nd and 3rd share (3 + 1) / 2', () => {
    expect(splitPlaces([1, 2], true)).toBe(2);
  });
  it('§13.3: a 7-win gap puts the trailer in 3rd place (1 VP)', () => {
    expect(twoPlayerRankVp(99, 92, true)).toEqual([5, 1]);
    expect(twoPlayerRankVp(90, 93, false)).toEqual([3, 3]);
    expect(twoPlayerRankVp(80, 90, true)).toEqual([0, 5]);
  });
});

describe('§6.2.5 luxury tax (A25)', () => {
  it('year 1: 1st leads last by 12 VP pays $7,500; 2nd leads 3rd by 4 pays $1,000', () => {
    expect(luxuryTax([0, 1, 2, 3], [140, 131, 127, 126], 1)).toEqual([
      { from: 0, to: 3, money: 7_500, vp: 0 },
      { from: 1, to: 2, money: 1_000, vp: 0 },
    ]);
  });
  it('later years: $4,000/$10,000 and $2,000/$6,000', () => {
    expect(luxuryTax([0, 1, 2, 3], [140, 137, 132, 131], 2)).toEqual([
      { from: 0, to: 3, money: 4_000, vp: 0 },
      { from: 1, to: 2, money: 6_000, vp: 0 },
    ]);
  });
  it('three players skip 2nd to 3rd', () => {
    expect(luxuryTax([2, 0, 1], [120, 110, 130], 1)).toEqual([
      { from: 2, to: 1, money: 7_500, vp: 0 },
    ]);
  });
  it('§13.1: two players; a gap of exactly 10 uses the greater row, later years move 3 VP', () => {
    expect(luxuryTax([1, 0], [100, 105], 1)).toEqual([{ from: 1, to: 0, money: 2_000, vp: 0 }]);
    expect(luxuryTax([1, 0], [100, 110], 3)).toEqual([{ from: 1, to: 0, money: 10_000, vp: 3 }]);
  });
});

describe('§9 final scoring', () => {
  it('places share on ties', () => {
    expect(placesBy([3, 9, 9, 1])).toEqual([2, 0, 0, 3]);
  });
  it('money 15/10/5, pennants 5/3 (none without a pennant), depth: start 13-15, finish 7-9 gives +5', () => {
    expect(depthVp(14, 8)).toBe(5);
    const b = finalBonuses(
      [30_000, 50_000, 10_000, 20_000],
      [1, 2, 0, 0],
      [14, 4, 22, 11],
      [8, 4, 22, 11],
    );
    expect(b.map((x) => x.money)).toEqual([10, 15, 0, 5]);
    expect(b.map((x) => x.pennants)).toEqual([3, 5, 0, 0]);
    expect(b.map((x) => x.depth)).toEqual([5, 1, -4, 0]);
  });
});

describe('§9 reading: ties for most money and for pennants (decision)', () => {
  it('each tied owner scores the shared place in full; the next scores the place after them', () => {
    const b = finalBonuses(
      [9_000, 9_000, 3_000, 1_000],
      [1, 1, 0, 0],
      [14, 14, 14, 14],
      [14, 14, 14, 14],
    );
    // 15, 15, then 5 (third most: two owners have more), then nothing.
    expect(b.map((x) => x.money)).toEqual([15, 15, 5, 0]);
    // 5 each for most pennants; nobody is second (an owner with none scores none).
    expect(b.map((x) => x.pennants)).toEqual([5, 5, 0, 0]);
  });
  it('three tied for most pennants score 5 each; level at none, nobody scores', () => {
    const b = finalBonuses([1, 2, 3], [2, 2, 2], [14, 14, 14], [14, 14, 14]);
    expect(b.map((x) => x.pennants)).toEqual([5, 5, 5]);
    const none = finalBonuses([1, 2, 3], [0, 0, 0], [14, 14, 14], [14, 14, 14]);
    expect(none.map((x) => x.pennants)).toEqual([0, 0, 0]);
  });
});
