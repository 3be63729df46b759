import { describe, expect, it } from 'vitest';
import {
  initialChoosers,
  rollOff,
  starterAfter,
  totalStars,
  vpChoosers,
} from '../../../src/games/lords/rules/order';
import { owner } from './helpers';

describe('§4.1.1 initial turn order', () => {
  it('the owner with the fewest total stars chooses', () => {
    const owners = [
      owner({ fo: 3, fs: 3, fm: 3 }),
      owner({ fo: 2, fs: 2, fm: 2 }),
      owner({ fo: 5, fs: 1, fm: 1 }),
    ];
    expect(totalStars(owners[1] ?? owner())).toBe(6);
    expect(initialChoosers(owners)).toEqual([1]);
  });
  it('a tie goes to the lower front office, then a die roll', () => {
    const owners = [
      owner({ fo: 3, fs: 1, fm: 2 }),
      owner({ fo: 2, fs: 2, fm: 2 }),
      owner({ fo: 2, fs: 3, fm: 1 }),
    ];
    expect(initialChoosers(owners)).toEqual([1, 2]);
    const rolls = [4, 4, 9, 2];
    expect(rollOff([1, 2], () => rolls.shift() ?? 1)).toBe(1);
  });
});

describe('§7.4 later turn order', () => {
  it('the owner with the fewest VP chooses; ties roll', () => {
    expect(vpChoosers([owner({ vp: 40 }), owner({ vp: 31 }), owner({ vp: 31 })])).toEqual([1, 2]);
  });
});

describe('§5.1 (A4) in-season starters', () => {
  it('MS and LS start left of the last owner to pass', () => {
    expect(starterAfter(3, 4)).toBe(0);
    expect(starterAfter(1, 3)).toBe(2);
  });
});
