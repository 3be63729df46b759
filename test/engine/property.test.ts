// Every registered game and every engine fixture, at every seat count it allows, split into
// shards (property-shards.ts); this file runs every run no other shard names. Real games add
// their own, longer runs over their variants in their own test folders.
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { allModules, describeShard, shardOf } from './property-shards';

describeShard('rest');

it('every shard a run falls in has its test file, so no run is left out', async () => {
  const files = new Set(readdirSync(new URL('.', import.meta.url)));
  for (const module of await allModules()) {
    for (let seats = module.meta.minSeats; seats <= module.meta.maxSeats; seats++) {
      const shard = shardOf(module.id, seats);
      const file = shard === 'rest' ? 'property.test.ts' : `property-${shard}.test.ts`;
      expect(files.has(file), `${module.id} at ${seats}: ${file}`).toBe(true);
    }
  }
});
