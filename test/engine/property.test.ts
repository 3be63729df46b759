import { describe, it } from 'vitest';
import { defaultOptions } from '../../src/engine/options';
import { GAMES } from '../../src/games/registry';
import { FIXTURE_GAMES } from '../fixtures/games/index';
import { expectProperties } from '../helpers/properties';
import type { GameModule } from '../../src/engine/types';
import { IN_PROGRESS } from '../../scripts/game-modules';

// Every registered game and every engine fixture, at every seat count it allows.
// Real games add their own, longer runs over their variants in their own test folders.
const modules: GameModule<unknown, unknown, unknown>[] = [
  ...(FIXTURE_GAMES as unknown as GameModule<unknown, unknown, unknown>[]),
];

describe('engine properties of every module', async () => {
  for (const entry of GAMES) modules.push(await entry.load());
  for (const load of Object.values(IN_PROGRESS)) modules.push(await load());
  for (const module of modules) {
    for (let seats = module.meta.minSeats; seats <= module.meta.maxSeats; seats++) {
      // Long games (six GMs, five managers) take tens of seconds on a loaded 2-core machine;
      // the limit only stops a hang, it is not a speed budget.
      it(`${module.id} with ${seats} seats: random games hold every property`, () => {
        expectProperties(module, {
          games: 40,
          seed: `prop-${seats}`,
          seats,
          options: defaultOptions(module.meta),
        });
      }, 180_000);
    }
  }
});
