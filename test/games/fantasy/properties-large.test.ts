import { describe, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { expectProperties } from '../../helpers/properties';

// The 4-5 manager half of properties.test.ts (a separate file runs on the other core).
const VARIANTS: Record<string, Record<string, boolean | string>> = {
  base: {},
  'events + Wild Card by choice + 4 months': { events: true, wildCardChoice: true, months: '4' },
  'More Wins + no Aliens + leftovers to discard + 5 months': {
    moreWins: true,
    noAliens: true,
    faLeftovers: 'discard',
    months: '5',
  },
  'More Wins + events': { moreWins: true, events: true },
};

describe('fantasy: engine properties, 4-5 managers', () => {
  for (const seats of [4, 5]) {
    for (const [name, options] of Object.entries(VARIANTS)) {
      it(`${seats} seats, ${name}`, () => {
        expectProperties(fantasyModule, {
          games: 10,
          seed: `ffb-${seats}-${name}`,
          seats,
          options,
        });
      });
    }
  }
});
