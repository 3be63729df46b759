/**
 * Schema migrations, after pinafore's database test: write an old version's fixture with plain
 * IndexedDB, open it with today's DugoutDb, check all 40 games survive and still load, add 20
 * and read back 60. A schema bump needs only a new fixture in FIXTURES.
 */
import { describe, expect, it } from 'vitest';
import { DugoutDb } from '../../src/store/db';
import { createProfileStore } from '../../src/store/profiles';
import { createSettingsStore } from '../../src/store/settings';
import { createTeamStore } from '../../src/store/teams';
import { readLayout, writeFixture, type SchemaFixture } from './fixtures/fixture';
import { v1 } from './fixtures/v1';
import { v2 } from './fixtures/v2';
import { DICE_INIT, openRaw, savedGames, uniqueName, writer } from './helpers';
import { diceGame, play } from './test-game';
import { createSession } from '../../src/engine/session';

/** Every schema version ever shipped, oldest first; the last is the current one. */
const FIXTURES: readonly SchemaFixture[] = [v1, v2];
const CURRENT = FIXTURES[FIXTURES.length - 1] ?? v2;

describe.each(FIXTURES)('a database saved by schema v$version', (fixture) => {
  it('opens with every game intact, loads them, then takes 20 more (60 in all)', async () => {
    const name = uniqueName(`v${fixture.version}`);
    await writeFixture(name, fixture);
    const old = fixture.rows();
    const oldGames = old.games as readonly { id: string; moveCount: number; title: string }[];
    expect(oldGames).toHaveLength(40);

    const db = new DugoutDb(name);
    const store = savedGames(db);
    const listed = await store.listGames();
    expect(listed.map((g) => g.id).sort()).toEqual(oldGames.map((g) => g.id).sort());
    for (const game of oldGames) {
      const row = await store.getGame(game.id);
      expect(row).toMatchObject({ title: game.title, moveCount: game.moveCount });
      const session = await store.loadGame(game.id);
      expect(session.table.seq).toBe(game.moveCount);
    }
    // Profiles and settings survive too.
    expect(await createProfileStore(db).listProfiles()).toHaveLength(old.profiles?.length ?? 0);
    expect((await createSettingsStore(db).getSettings()).theme).toBe('dark');
    // Built teams (v2 on): kept as saved; a v1 database gets an empty table.
    const teams = await createTeamStore(db).listTeams('showdown');
    expect(teams.map((team) => team.id)).toEqual(
      ((old.teams ?? []) as { id: string }[]).map((team) => team.id).reverse(),
    );

    for (let i = 0; i < 20; i++) {
      const init = { ...DICE_INIT, seed: `new-${i}` };
      const id = await store.createGame(init);
      const w = writer(store, id);
      await play(createSession(diceGame, init), 3, (s) => w.append(s));
    }
    expect(await store.listGames()).toHaveLength(60);
    expect(await store.listGames({ status: 'active' })).toHaveLength(60);
    db.close();
  });
});

describe('schema fixtures', () => {
  it('the newest fixture has the layout DugoutDb creates today', async () => {
    const name = uniqueName('layout');
    const db = new DugoutDb(name);
    await db.open();
    db.close();
    const raw = await openRaw(name, CURRENT.nativeVersion);
    expect(raw.version).toBe(CURRENT.nativeVersion);
    expect(readLayout(raw)).toEqual(CURRENT.layout);
    raw.close();
  });

  it('a database from a newer app (higher version) still opens, without a VersionError', async () => {
    const name = uniqueName('newer');
    // A later schema: same stores plus one this code has never heard of.
    const newer: SchemaFixture = {
      ...CURRENT,
      version: CURRENT.version + 1,
      nativeVersion: CURRENT.nativeVersion + 10,
      layout: { ...CURRENT.layout, futureTable: { keyPath: 'id', indexes: {} } },
    };
    await writeFixture(name, newer);
    const db = new DugoutDb(name);
    await expect(db.open()).resolves.toBe(db);
    const store = savedGames(db);
    expect(await store.listGames()).toHaveLength(40);
    db.close();
  });
});
