/** The heuristic's card play: no stat card wasted on an at-bat with no pitch; steals only when safe enough. */
import { describe, expect, it } from 'vitest';
import { cardWorth } from '../../../src/games/showdown/bot/cards';
import { stealOdds } from '../../../src/games/showdown/rules/cards';
import { battingSeat } from '../../../src/games/showdown/rules/lineup';
import type { ShowdownState } from '../../../src/games/showdown/state';
import { off, opening, withSide } from './helpers';

describe('the heuristic’s strategy cards', () => {
  it('keeps an On-Base card when the pitcher bats (no pitch is rolled)', () => {
    // The Kites at home play NL rules: the Herons' pitcher bats ninth.
    const s = {
      ...opening({ level: 'advanced', team1: 'kites' }),
      phase: 'before',
    } as ShowdownState;
    const seat = battingSeat(s);
    const card = { t: 'card', c: 'Rally Cap' } as const;
    expect(cardWorth(s, seat, card)).toBeGreaterThan(0);
    const atPitcher = withSide(s, seat, { up: off(s).pSlot });
    expect(atPitcher.sides[seat]?.order[off(atPitcher).up]).toBe(off(s).pitcher);
    expect(cardWorth(atPitcher, seat, card)).toBe(0);
  });
  it('steals only when the runner is safe at least 75% of the time', () => {
    const s0 = opening({ level: 'advanced' });
    const seat = battingSeat(s0);
    const pid = s0.sides[s0.home]?.pitcher ?? '';
    for (const p of ['h047', 'h011']) {
      const s = { ...s0, phase: 'before', bases: [{ p, by: pid }, null, null] } as ShowdownState;
      const { arm, speed } = stealOdds(s, 0);
      const safe = Math.min(1, Math.max(0, (speed - arm) / 20));
      const worth = cardWorth(s, seat, { t: 'card', c: 'Green Light', b: 0 });
      expect(worth > 0).toBe(safe >= 0.75);
    }
  });
});
