import { describe, expect, it } from 'vitest';
import {
  cyclePlacementOk,
  cycleSpec,
  forceJourneymen,
  managerCardWins,
  managerTeam,
  opsMoney,
  starWins,
} from '../../../src/games/lords/rules/actions';

describe('§5.3.2 OPS with Superstars or All-Stars (A23)', () => {
  it('three All-Stars with a 3-OPS card make 5 wins', () => {
    expect(starWins(3, 'as', 3)).toBe(5);
  });
  it('a Superstar doubles: two Superstars with a 4 make 9', () => {
    expect(starWins(4, 'ss', 2)).toBe(9);
  });
  it('no healthy player of the kind, no action', () => {
    expect(() => starWins(3, 'ss', 0)).toThrow(
      expect.objectContaining({ code: 'no-superstar', section: '5.3.2' }),
    );
  });
});

describe('§5.3.3-5.3.4 manager', () => {
  it('a 4★ manager (Card rating 2) with a 3 OP card wins 5', () => {
    expect(managerCardWins(3, 4)).toBe(5);
  });
  it('Manager/Team with a 5★ manager wins 3; a 1★ manager loses 1', () => {
    expect(managerTeam(5)).toBe(3);
    expect(managerTeam(1)).toBe(-1);
  });
});

describe('§5.3.5 OPS for money', () => {
  it('a 4 OPS card earns $2,000 in the ES or MS and is refused in the LS', () => {
    expect(opsMoney(4, 'es')).toBe(2_000);
    expect(opsMoney(4, 'ms')).toBe(2_000);
    expect(() => opsMoney(4, 'ls')).toThrow(
      expect.objectContaining({ code: 'no-money-in-ls', section: '5.3.5' }),
    );
  });
});

describe('§5.3.7 forcing Journeymen', () => {
  it('4 OPS: B adds 4 Journeymen and cuts 4 non-Journeymen of his choice', () => {
    const ml = { ss: 1, as: 3, reg: 10, jm: 11 };
    expect(forceJourneymen(ml, 4, { reg: 3, as: 1 })).toEqual({ ss: 1, as: 2, reg: 7, jm: 15 });
    expect(forceJourneymen(ml, 4)).toEqual({ ss: 1, as: 3, reg: 6, jm: 15 });
  });
  it('with fewer non-Journeymen than OPS he cuts as many as he can', () => {
    expect(forceJourneymen({ ss: 0, as: 1, reg: 2, jm: 22 }, 4)).toEqual({
      ss: 0,
      as: 0,
      reg: 0,
      jm: 25,
    });
  });
  it('a choice of cuts that does not add up is refused', () => {
    expect(() => forceJourneymen({ ss: 1, as: 3, reg: 10, jm: 11 }, 4, { reg: 2 })).toThrow(
      expect.objectContaining({ code: 'cut-count' }),
    );
  });
});

describe('§5.3.8 hitting for the cycle (A22)', () => {
  it('a home run costs $4,000: draw 4, play 1, discard 1, keep 2', () => {
    expect(cycleSpec('homeRun')).toEqual({ cost: 4_000, draw: 4, play: 1, discard: 1, keep: 2 });
    expect(cyclePlacementOk('homeRun', { play: 1, discard: 1, keep: 2 })).toBe(true);
    expect(cyclePlacementOk('homeRun', { play: 1, discard: 0, keep: 3 })).toBe(false);
  });
  it('a single is played or discarded; a double plays one and discards one; a triple keeps one', () => {
    expect(cyclePlacementOk('single', { play: 0, discard: 1, keep: 0 })).toBe(true);
    expect(cyclePlacementOk('double', { play: 1, discard: 1, keep: 0 })).toBe(true);
    expect(cyclePlacementOk('triple', { play: 1, discard: 1, keep: 1 })).toBe(true);
    expect(cycleSpec('triple').cost).toBe(3_000);
  });
});
