/** Export and import: a round trip gives the same game; a bad file changes nothing. */
import { describe, expect, it } from 'vitest';
import { sessionHash } from '../../src/engine/session';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_MOVES,
  makeGameFile,
  parseGameFile,
  type GameFile,
} from '../../src/store/game-file';
import { counts, newGame, quotaAbort, setup, writer } from './helpers';
import { play } from './test-game';

/** A store holding one game of `moves` moves, and that game's export file. */
async function exported(moves = 20) {
  const ctx = setup({ snapshotEvery: 5 });
  const { id, session } = await newGame(ctx.store);
  const w = writer(ctx.store, id);
  const mem = await play(session, moves, (s) => w.append(s));
  const file = await ctx.store.exportGame(id);
  return { ...ctx, id, mem, file };
}

describe('exportGame → importGame', () => {
  it.each([0, 7, 20, 30])(
    'gives an identical game after %i moves, as a new game beside the original',
    async (n) => {
      const { db, store, id, mem, file } = await exported(n);
      expect(file).toMatchObject({
        format: 'dugout-game',
        schemaVersion: 1,
        seed: 'seed-1',
        rulesVersion: 1,
      });
      expect(file.moves).toHaveLength(n);

      const result = await store.importGame(JSON.stringify(file));
      if (!result.ok) throw new Error(result.message);
      // The original is still there, so the file's id was taken: the import got a new one.
      expect(result.renamed).toBe(true);
      expect(result.id).not.toBe(id);
      expect(sessionHash(await store.loadGame(result.id))).toBe(sessionHash(mem));
      expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(mem));
      const [a, b] = [await store.getGame(id), await store.getGame(result.id)];
      // Same row but for the id, the import time and where the import put its snapshot.
      // An import is a new game: its write revisions start again.
      const same = { id, updatedAt: 0, snapshotSeq: 0, rev: 0 };
      expect({ ...b, ...same }).toEqual({ ...a, ...same });
      expect(await db.games.count()).toBe(2);
    },
  );

  it('keeps the file id in a database that does not have it, and takes a parsed object too', async () => {
    const { file, mem } = await exported(12);
    const { store } = setup();
    const result = await store.importGame(file);
    expect(result).toEqual({ ok: true, id: file.game.id, renamed: false });
    expect(sessionHash(await store.loadGame(file.game.id))).toBe(sessionHash(mem));
  });

  it('parseGameFile reads what makeGameFile writes', async () => {
    const { db, id, file } = await exported(9);
    const game = await db.games.get(id);
    const moves = await db.moves.toArray();
    if (!game) throw new Error('missing game');
    const made = makeGameFile(game, moves, file.stateHash);
    const parsed = parseGameFile(JSON.stringify(made));
    expect(parsed.ok && parsed.file.moves).toEqual(made.moves);
    expect(parsed.ok && parsed.file.seats).toEqual(made.seats);
  });
});

type Edit = (file: GameFile) => unknown;
const edit =
  (change: (f: Record<string, unknown>) => void): Edit =>
  (file) => {
    const copy = structuredClone(file) as unknown as Record<string, unknown>;
    change(copy);
    return JSON.stringify(copy);
  };

const REJECTIONS: readonly [string, Edit, string, RegExp?][] = [
  ['invalid JSON text', (f) => JSON.stringify(f).slice(0, -3), 'invalid-json'],
  ['a JSON array', () => '[1,2,3]', 'wrong-format'],
  ['another format name', edit((f) => (f.format = 'chess-pgn')), 'wrong-format'],
  [
    'a future schemaVersion',
    edit((f) => (f.schemaVersion = 2)),
    'future-version',
    /newer version of Dugout/,
  ],
  ['schemaVersion 0', edit((f) => (f.schemaVersion = 0)), 'invalid-file'],
  ['seats of the wrong type', edit((f) => (f.seats = 'two')), 'invalid-file', /seats/],
  [
    'a seat number given as text',
    edit((f) => ((f.moves as object[])[3] = { seat: '0', action: {} })),
    'invalid-file',
    /moves\.3\.seat/,
  ],
  [
    'a non-JSON number in an action',
    (f) => JSON.stringify(f).replace('"t":"roll"', '"t":1e999'),
    'invalid-file',
  ],
  ['a file over 5 MB', edit((f) => (f.padding = 'x'.repeat(MAX_IMPORT_BYTES))), 'too-large'],
  [
    'too many moves',
    edit((f) => (f.moves = new Array(MAX_IMPORT_MOVES + 1).fill(0))),
    'too-many-moves',
  ],
  [
    'an unknown game type',
    edit((f) => ((f.game as { gameType: string }).gameType = 'croquet')),
    'unknown-game',
  ],
  ['newer rules', edit((f) => (f.rulesVersion = 2)), 'future-rules', /newer rules/],
  [
    'too many seats',
    edit((f) => (f.seats = new Array(5).fill({ name: 'x', kind: 'bot' }))),
    'invalid-file',
    /2-4 players/,
  ],
  [
    'an illegal move in the middle',
    edit((f) => {
      const moves = f.moves as { seat: number }[];
      const m = moves[10];
      if (m) m.seat = 1 - m.seat; // the other seat plays out of turn
    }),
    'illegal-move',
    /^Move 11 of 20 \(seat \d\) is not legal: .*not-your-move/,
  ],
  [
    'a move after the game is over',
    edit((f) => (f.options = { length: '15' })),
    'illegal-move',
    /^Move 16 /,
  ],
  [
    'a state that does not match its hash',
    edit((f) => (f.stateHash = '0123456789abcdef')),
    'replay-mismatch',
  ],
];

describe('importGame refuses a bad file and changes nothing', () => {
  it.each(REJECTIONS)('%s', async (_name, change, error, message) => {
    const { db, store, file } = await exported(20);
    const before = await counts(db);
    const result = await store.importGame(change(file));
    expect(result).toMatchObject({ ok: false, error });
    if (message && !result.ok) expect(result.message).toMatch(message);
    expect(await counts(db)).toEqual(before);
  });

  it('a failed write (storage full) reports it and leaves nothing half-written', async () => {
    const { db, store, file, failures } = await exported(20);
    const before = await counts(db);
    failures.table = 'moves';
    failures.error = quotaAbort;
    const result = await store.importGame(file);
    expect(result).toMatchObject({ ok: false, error: 'storage-full' });
    failures.table = null;
    expect(await counts(db)).toEqual(before);
  });
});

describe('exportSession (the rescue when storage lost the game)', () => {
  it('makes a file from the game in memory that imports back identical', async () => {
    const { db, store, id, mem } = await exported(17);
    // Site data cleared under the open table: the game is gone from storage.
    await store.deleteGame(id);
    await expect(store.exportGame(id)).rejects.toMatchObject({ code: 'game-not-found' });
    const file = await store.exportSession(id, 'Dice', mem);
    expect(file).toMatchObject({ format: 'dugout-game', seed: 'seed-1' });
    expect(file.moves).toHaveLength(17);
    const result = await store.importGame(JSON.stringify(file));
    if (!result.ok) throw new Error(result.message);
    expect(sessionHash(await store.loadGame(result.id))).toBe(sessionHash(mem));
    expect(await db.games.count()).toBe(1);
  });
});
