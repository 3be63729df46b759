import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/engine/options';
import { playGame } from '../../../src/engine/play';
import { fantasyModule } from '../../../src/games/fantasy';

// Thousands of seeded random games over every player count and variant, each move checked
// against the game's invariants (six characters per roster after the draft, Win cards
// conserved, tracks never negative, one card per slot, ...). The full property run
// (properties*.test.ts) adds the costlier action, replay and leak checks on fewer games.
const VARIANTS: Record<string, Record<string, boolean | string>> = {
  base: {},
  events: { events: true },
  'wild card by choice, 4 months': { wildCardChoice: true, months: '4' },
  'no Aliens, leftovers to discard, 5 months': {
    noAliens: true,
    faLeftovers: 'discard',
    months: '5',
  },
  'more wins + events': { moreWins: true, events: true },
  'solo, automated Robot': { robotPicks: 'auto' },
};
const GAMES = 110;

describe('fantasy: random games keep every invariant', () => {
  let total = 0;
  for (let seats = 1; seats <= 5; seats++) {
    for (const [name, given] of Object.entries(VARIANTS)) {
      const usable = Object.fromEntries(
        Object.entries(given).filter(([key]) => {
          const spec = fantasyModule.meta.options.find((o) => o.key === key);
          return !spec?.seats || spec.seats.includes(seats);
        }),
      );
      if (name.startsWith('solo') && seats !== 1) continue;
      it(`${seats} seat(s), ${name}: ${GAMES} games`, () => {
        const options = parseOptions(fantasyModule.meta, seats, usable);
        for (let i = 0; i < GAMES; i++) {
          const r = playGame(fantasyModule, {
            seed: `fuzz-${seats}-${name}-${i}`,
            seats,
            options,
            bots: [],
            outOfTurn: 0.05,
          });
          expect(r.error, `game ${i}`).toBeNull();
          expect(r.invariantBreaks, `game ${i}`).toEqual([]);
          expect(r.outcome?.rank, `game ${i}`).toHaveLength(seats);
        }
        total += GAMES;
      });
    }
  }
  it('covered thousands of games', () => {
    expect(total).toBeGreaterThanOrEqual(2500);
  });
});
