import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/engine/play';
import { fantasyModule } from '../../../src/games/fantasy';

describe('fantasy: the heuristic bot', () => {
  it('beats random play in at least 90% of two-player games', () => {
    let won = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const h = i % 2;
      const bots = [0, 1].map((s) => ({
        kind: s === h ? ('heuristic' as const) : ('random' as const),
      }));
      const r = playGame(fantasyModule, { seed: `bot-${i}`, seats: 2, options: {}, bots });
      expect(r.error).toBeNull();
      if (r.outcome?.rank[h] === 1) won++;
    }
    expect(won / games).toBeGreaterThanOrEqual(0.9);
  });

  it('plays every player count and variant to the end from its own view', () => {
    const cases: [number, Record<string, boolean | string>][] = [
      [1, {}],
      [3, { events: true, wildCardChoice: true }],
      [4, { moreWins: true }],
      [5, { events: true, months: '5' }],
    ];
    for (const [seats, options] of cases) {
      const bots = Array.from({ length: seats }, () => ({ kind: 'heuristic' as const }));
      const r = playGame(fantasyModule, { seed: `bots-${seats}`, seats, options, bots });
      expect(r.error).toBeNull();
      expect(r.invariantBreaks).toEqual([]);
      expect(r.outcome).not.toBeNull();
    }
  });
});
