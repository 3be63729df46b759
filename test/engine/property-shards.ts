/**
 * The engine property run of every module at every seat count, split into shards (one test
 * file each) so the longest runs go to different workers instead of one file holding the
 * unit suite's wall time. `shardOf` names each run's shard; any module or seat count it does
 * not name (a new game, a fixture, a module in progress) falls to 'rest', so a run is never
 * left out.
 */
import { describe, it } from 'vitest';
import { defaultOptions } from '../../src/engine/options';
import type { GameModule } from '../../src/engine/types';
import { GAMES } from '../../src/games/registry';
import { IN_PROGRESS } from '../../scripts/game-modules';
import { FIXTURE_GAMES } from '../fixtures/games/index';
import { expectProperties } from '../helpers/properties';

export type Shard = 'rest' | 'fantasy' | 'gm' | 'lords' | 'lords-4';

/** The shard of one run (a module at a seat count). */
export function shardOf(id: string, seats: number): Shard {
  if (id === 'fantasy' || id === 'gm') return id;
  if (id === 'lords') return seats >= 4 ? 'lords-4' : 'lords';
  return 'rest';
}

/** Every module the property run covers: the fixtures, the shelf and modules in progress. */
export async function allModules(): Promise<GameModule<unknown, unknown, unknown>[]> {
  const modules = [...(FIXTURE_GAMES as unknown as GameModule<unknown, unknown, unknown>[])];
  for (const entry of GAMES) modules.push(await entry.load());
  for (const load of Object.values(IN_PROGRESS)) modules.push(await load());
  return modules;
}

/** The runs of one shard: random games of each module at each seat count it allows. */
export function describeShard(shard: Shard): void {
  describe(`engine properties of every module (${shard})`, async () => {
    for (const module of await allModules()) {
      for (let seats = module.meta.minSeats; seats <= module.meta.maxSeats; seats++) {
        if (shardOf(module.id, seats) !== shard) continue;
        // Long games (six GMs, five managers) take tens of seconds on a loaded 2-core
        // machine; the limit only stops a hang, it is not a speed budget.
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
}
