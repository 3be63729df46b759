import { describe, it } from 'vitest';
import { defaultOptions } from '../../src/engine/options';
import { GAMES } from '../../src/games/registry';
import { highlightsModule } from '../../src/games/highlights';
import { FIXTURE_GAMES } from '../fixtures/games/index';
import { expectProperties } from '../helpers/properties';
import type { GameModule } from '../../src/engine/types';

// Every registered game and every engine fixture, at every seat count it allows.
// Real games add their own, longer runs over their variants in their own test folders.
const modules: GameModule<unknown, unknown, unknown>[] = [
  ...(FIXTURE_GAMES as unknown as GameModule<unknown, unknown, unknown>[]),
  highlightsModule as unknown as GameModule<unknown, unknown, unknown>,
];

describe('engine properties of every module', async () => {
  for (const entry of GAMES) modules.push(await entry.load());
  for (const module of modules) {
    for (let seats = module.meta.minSeats; seats <= module.meta.maxSeats; seats++) {
      it(`${module.id} with ${seats} seats: random games hold every property`, () => {
        expectProperties(module, {
          games: 40,
          seed: `prop-${seats}`,
          seats,
          options: defaultOptions(module.meta),
        });
      });
    }
  }
});
