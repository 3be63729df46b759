import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/engine/play';
import { gmModule } from '../../../src/games/gm';
import { expectProperties } from '../../helpers/properties';

// Thousands of random games of 2-6 GMs: after every move the invariants hold (money conserved,
// at most five on the Active Roster, every die assigned while a slot is open, every card in
// one place), and every game ends with a dynasty.
const GAMES_PER_COUNT = 500;

describe('gm: random games hold the invariants', () => {
  for (let seats = 2; seats <= 6; seats++) {
    it(`${GAMES_PER_COUNT} games of ${seats} GMs`, () => {
      const problems: string[] = [];
      for (let i = 0; i < GAMES_PER_COUNT && problems.length < 5; i++) {
        const seed = `gm-prop-${seats}-${i}`;
        const r = playGame(gmModule, { seed, seats, options: {}, bots: [], outOfTurn: 0.05 });
        if (r.error) problems.push(`${seed}: ${r.error}`);
        problems.push(...r.invariantBreaks.map((b) => `${seed}: ${b}`));
        const out = r.outcome;
        if (!out) problems.push(`${seed}: no outcome`);
        else if (out.rank.filter((k) => k === 1).length !== 1)
          problems.push(`${seed}: not one winner`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('engine properties (listed actions, refusals, replay, no leak) at 2-6 GMs', () => {
    for (let seats = 2; seats <= 6; seats++)
      expectProperties(gmModule, { games: 4, seed: `gm-engine-${seats}`, seats, options: {} });
  });
});
