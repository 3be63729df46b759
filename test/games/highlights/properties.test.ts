import { describe, it } from 'vitest';
import { highlightsModule } from '../../../src/games/highlights';
import { expectProperties } from '../../helpers/properties';

const ALL = {
  rallyCap: true,
  magnaGlove: true,
  robotHitters: true,
  cyborgPitchers: true,
  error: true,
  bigFly: true,
};

// Every mode, with and without the expansions: random games hold the invariants (15-card
// rosters, one runner per base, runs equal runners who crossed home, cards conserved),
// replay, refuse unlisted actions and leak nothing hidden into a seat's view.
const RUNS: {
  name: string;
  seats: number;
  options: Record<string, string | boolean>;
  games: number;
}[] = [
  { name: 'standard', seats: 2, options: {}, games: 6 },
  { name: 'short', seats: 2, options: { variant: 'short' }, games: 6 },
  { name: 'long with every expansion', seats: 2, options: { variant: 'long', ...ALL }, games: 4 },
  {
    name: 'standard with every expansion',
    seats: 2,
    options: { ...ALL, team1: 'orchard', team2: 'comets' },
    games: 6,
  },
  { name: 'solo, 2 buy rounds', seats: 1, options: {}, games: 8 },
  {
    name: 'solo with every expansion, 4 buy rounds',
    seats: 1,
    options: { buyRounds: '4', ...ALL },
    games: 8,
  },
  { name: 'Hot Pepper', seats: 3, options: {}, games: 3 },
  {
    name: 'Hot Pepper from buy rounds, every expansion',
    seats: 3,
    options: { hotPepperStart: 'buy', ...ALL },
    games: 3,
  },
];

describe('Highlights 2045 properties in every mode', () => {
  for (const r of RUNS) {
    it(`${r.name}: random matches hold every property`, () => {
      expectProperties(highlightsModule, {
        games: r.games,
        seed: `hl-${r.name}`,
        seats: r.seats,
        options: r.options,
        sampleEvery: 7,
      });
    });
  }
});
