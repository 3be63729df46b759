import { describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { bonusFor } from '../../../src/games/fantasy/content';
import { waiverAfter } from '../../../src/games/fantasy/rules/month';
import { qualify, seasonBonus, trackBonus } from '../../../src/games/fantasy/rules/season';
import { turnOrder } from '../../../src/games/fantasy/rules/zones';
import { act, start, toMonth } from './helpers';

const [A, B, C, D] = [0, 1, 2, 3];

describe('§5 Cleanup: Waiver and Turn Order', () => {
  it('§5 CLEANUP: waiver [A,B,C,D] with wins 4,2,2,3 becomes [B,C,D,A]; turn order [A,D,C,B]', () => {
    const order = waiverAfter([A, B, C, D], [4, 2, 2, 3]);
    expect(order).toEqual([B, C, D, A]);
    expect(turnOrder(order)).toEqual([A, D, C, B]);
  });

  it('§5 CLEANUP: tied managers keep their relative order but pass managers with fewer Wins', () => {
    expect(waiverAfter([C, A, B], [1, 1, 0])).toEqual([C, A, B]);
    expect(waiverAfter([C, A, B], [1, 1, 2])).toEqual([A, B, C]);
  });

  it('§5 CLEANUP in play: the order is recomputed and every character returns to hand', () => {
    let s = toMonth(start(2, {}, 'cleanup'));
    for (let guard = 0; s.month === 1 && guard < 200; guard++) {
      const p = fantasyModule.prompts(s)[0];
      if (!p) break;
      const a =
        fantasyModule.actions(s, p.seat).find((x) => x.t === 'pass') ??
        fantasyModule.actions(s, p.seat)[0];
      if (a) s = act(s, p.seat, a);
    }
    expect(s.month).toBe(2);
    for (const g of s.mgrs) {
      expect(g.hand.cards).toHaveLength(6);
      expect(g.bench.cards.length + g.used.cards.length).toBe(0);
    }
  });
});

describe('§End of the Regular Season: Stat Track bonus Wins', () => {
  it('has the rulebook chart (1st 2/2/3/4 ... 5th -/-/-/0)', () => {
    expect([2, 3, 4, 5].map((n) => bonusFor(1, n))).toEqual([2, 2, 3, 4]);
    expect([2, 3, 4, 5].map((n) => bonusFor(2, n))).toEqual([0, 1, 2, 3]);
    expect([3, 4, 5].map((n) => bonusFor(3, n))).toEqual([0, 1, 2]);
    expect([4, 5].map((n) => bonusFor(4, n))).toEqual([0, 1]);
    expect(bonusFor(5, 5)).toBe(0);
  });

  it('3P track points A 5, B 5, C 2 -> A 2, B 2, C 0 (ties friendly, next takes 3rd place)', () => {
    expect(trackBonus([5, 5, 2], 3)).toEqual([2, 2, 0]);
  });

  it('4P A 5, B 5, C 3, D 0 -> A 3, B 3, C 1 (third-place value), D 0 (needs a point)', () => {
    expect(trackBonus([5, 5, 3, 0], 4)).toEqual([3, 3, 1, 0]);
  });

  it('2P A 4, B 0 -> A 2, B 0', () => {
    expect(trackBonus([4, 0], 2)).toEqual([2, 0]);
  });

  it('a manager with 0 points gets nothing even where the place would pay (5P 2nd = 3)', () => {
    expect(trackBonus([4, 0, 0, 0, 0], 5)).toEqual([4, 0, 0, 0, 0]);
  });

  it('sums the five tracks', () => {
    expect(
      seasonBonus([
        [3, 0, 1, 0, 0],
        [1, 0, 1, 0, 0],
      ]),
    ).toEqual([2 + 2, 0 + 2]);
  });
});

describe('§End of the Regular Season / A6: who makes the Championship Series', () => {
  // Waiver order [A, B, C, D]: Turn Order (seeding tie-break) is D, C, B, A.
  it('the two managers with the most Wins, no Wild Card', () => {
    expect(qualify([9, 5, 7, 2], [A, B, C, D], false)).toEqual({
      sure: [A, C],
      queue: [],
      slots: 0,
    });
  });

  it('A6: a tie for the second slot -> Wild Card Game between the tied, in Waiver Order', () => {
    expect(qualify([9, 5, 5, 2], [C, B, A, D], false)).toEqual({
      sure: [A],
      queue: [C, B],
      slots: 1,
    });
  });

  it('A6: three tied for the last slot play sequential Wild Card Games', () => {
    expect(qualify([9, 5, 5, 5], [A, B, C, D], false)).toEqual({
      sure: [A],
      queue: [B, C, D],
      slots: 1,
    });
  });

  it('A6: three tied at the top play for both slots', () => {
    expect(qualify([6, 6, 6, 1], [D, A, B, C], false)).toEqual({
      sure: [],
      queue: [A, B, C],
      slots: 2,
    });
  });

  it('a two-way tie at the top puts both in, no Wild Card', () => {
    expect(qualify([6, 6, 3], [C, A, B], false)).toEqual({ sure: [B, A], queue: [], slots: 0 });
  });

  it('Wild Card by choice: the 2nd and 3rd play one', () => {
    expect(qualify([9, 5, 7, 2], [A, B, C, D], true)).toEqual({
      sure: [A],
      queue: [B, C],
      slots: 1,
    });
  });
});
