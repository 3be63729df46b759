import { describe, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { expectProperties } from '../../helpers/properties';

// Every player count and every variant: random games hold every engine property
// (listed actions accepted, unlisted refused, invariants, replay, no leak).
const VARIANTS: Record<string, Record<string, boolean | string>> = {
  base: {},
  'events + Wild Card by choice + 4 months': { events: true, wildCardChoice: true, months: '4' },
  'More Wins + no Aliens + leftovers to discard + 5 months': {
    moreWins: true,
    noAliens: true,
    faLeftovers: 'discard',
    months: '5',
  },
};

describe('fantasy: engine properties, 1-3 managers', () => {
  for (const seats of [1, 2, 3]) {
    for (const [name, options] of Object.entries(VARIANTS)) {
      it(`${seats} seat(s), ${name}`, () => {
        expectProperties(fantasyModule, {
          games: 20,
          seed: `ffb-${seats}-${name}`,
          seats,
          options,
        });
      });
    }
  }
  it('solo with the automated Robot and Events', () => {
    expectProperties(fantasyModule, {
      games: 20,
      seed: 'ffb-solo-auto',
      seats: 1,
      options: { robotPicks: 'auto', events: true },
    });
  });
});
