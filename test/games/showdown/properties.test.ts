import { describe, it } from 'vitest';
import { showdownModule } from '../../../src/games/showdown';
import { expectProperties } from '../../helpers/properties';

// The basic level (the only one offered): random games hold every engine property
// (listed actions accepted, unlisted refused, invariants, replay, no leak).
describe('showdown: engine properties, basic game', () => {
  it('AL at home (DH), rolled home team and rotation', () => {
    expectProperties(showdownModule, {
      games: 25,
      seed: 'sd-al',
      seats: 2,
      options: { level: 'basic', team0: 'herons', team1: 'lamplighters', home: '1' },
    });
  });
  it('NL at home (pitchers bat), every team', () => {
    expectProperties(showdownModule, {
      games: 25,
      seed: 'sd-nl',
      seats: 2,
      options: { level: 'basic', team0: 'granites', team1: 'kites', home: '1' },
    });
  });
  it('default options', () => {
    expectProperties(showdownModule, { games: 25, seed: 'sd-default', seats: 2, options: {} });
  });
});

// The advanced level: strategy hands and decks are Zones; another seat's hand and both
// decks must not reach a view, and determinization deals them back from universe().
describe('showdown: engine properties, advanced game', () => {
  it('AL at home, Herons against Lamplighters', () => {
    expectProperties(showdownModule, {
      games: 20,
      seed: 'sd-adv-al',
      seats: 2,
      options: { level: 'advanced', team0: 'herons', team1: 'lamplighters', home: '1' },
      sampleEvery: 7,
    });
  });
  it('NL at home, Granites against Kites, rolled home team', () => {
    expectProperties(showdownModule, {
      games: 20,
      seed: 'sd-adv-nl',
      seats: 2,
      options: { level: 'advanced', team0: 'granites', team1: 'kites' },
      sampleEvery: 7,
    });
  });
});

// The expert level: every expert decision and substitution is a listed action, so random
// games reach double plays, extra bases, calls, pinch runners, double switches and
// emergency players; the invariants accept first base out of position.
describe('showdown: engine properties, expert game', () => {
  it('NL at home (double switches), Kites against Herons', () => {
    expectProperties(showdownModule, {
      games: 20,
      seed: 'sd-exp-nl',
      seats: 2,
      options: { level: 'expert', team0: 'kites', team1: 'herons', home: '1' },
      sampleEvery: 7,
    });
  });
  it('AL at home, Lamplighters against Granites, rolled home team', () => {
    expectProperties(showdownModule, {
      games: 20,
      seed: 'sd-exp-al',
      seats: 2,
      options: { level: 'expert', team0: 'granites', team1: 'lamplighters' },
      sampleEvery: 7,
    });
  });
});

// Series play: games recorded, rotations moving on, sideboard swaps between games (secret:
// the sideboard is in the universe, so determinization deals it back), reliever rest.
describe('showdown: engine properties, series', () => {
  it('best of 3, expert, NL and AL homes alternating', () => {
    expectProperties(showdownModule, {
      games: 6,
      seed: 'sd-series-exp',
      seats: 2,
      options: { level: 'expert', team0: 'kites', team1: 'lamplighters', series: '3' },
      sampleEvery: 23,
    });
  });
  it('best of 3, basic', () => {
    expectProperties(showdownModule, {
      games: 6,
      seed: 'sd-series-basic',
      seats: 2,
      options: { level: 'basic', series: '3' },
    });
  });
});
