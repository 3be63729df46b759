/** The game store: atomic moves, snapshots, loading, undo, lists and deletion. */
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine/hash';
import {
  atCheckpoint,
  createSession,
  dispatch,
  replay,
  sessionHash,
  undo,
} from '../../src/engine/session';
import type { AnyModule } from '../../src/app/saved-games';
import { counts, newGame, savedGames, setup, writer } from './helpers';
import { diceGame, nextMove, play } from './test-game';

describe('appendMove', () => {
  it('saves each move with the game row, so a loaded game equals the one in memory', async () => {
    const { store } = setup();
    const { id, session } = await newGame(store);
    const w = writer(store, id);
    const after = await play(session, 12, (s) => w.append(s));
    const row = await store.getGame(id);
    expect(row).toMatchObject({ moveCount: 12, status: 'active', whoseTurn: [after.table.g.turn] });
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(after));
  });

  it('is atomic: a write failing mid-transaction leaves neither the move nor the row changed', async () => {
    const { db, store, failures } = setup();
    const { id, session } = await newGame(store);
    const w = writer(store, id);
    const before = await play(session, 5, (s) => w.append(s));
    const rowBefore = await store.getGame(id);
    const countsBefore = await counts(db);

    // The move is put first; the game row update then fails inside the same transaction.
    failures.table = 'games';
    const { seat, action } = nextMove(before);
    const next = dispatch(before, seat, action);
    await expect(w.append(next)).rejects.toThrow('injected failure');
    expect(failures.hits).toBe(1);
    failures.table = null;

    expect(await counts(db)).toEqual(countsBefore);
    expect(await db.moves.get([id, 6])).toBeUndefined();
    expect(await store.getGame(id)).toEqual(rowBefore);
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(before));

    // The game stayed in memory: the same move saves once storage works again.
    await w.append(next);
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(next));
  });

  it('a failed snapshot write takes the move down with it', async () => {
    const { db, store, failures } = setup({ snapshotEvery: 5 });
    const { id, session } = await newGame(store);
    const w = writer(store, id);
    let s = await play(session, 4, (x) => w.append(x));
    failures.table = 'snapshots';
    // Play until a move that would write a snapshot fails.
    for (;;) {
      const { seat, action } = nextMove(s);
      const next = dispatch(s, seat, action);
      const failed = await w.append(next).then(
        () => false,
        () => true,
      );
      if (failed) break;
      s = next;
    }
    failures.table = null;
    expect(await db.snapshots.count()).toBe(0);
    expect((await store.getGame(id))?.moveCount).toBe(s.table.seq);
  });

  it('a retry of a write that did commit is a no-op; a gap or a different move is refused', async () => {
    const { store } = setup();
    const { id, session } = await newGame(store);
    const w = writer(store, id);
    const s2 = await play(session, 2, (s) => w.append(s));
    const s3 = await play(s2, 1);
    // The write commits but its reply is lost: the retry names the revision before it.
    expect(await store.appendMove(id, s3, 2)).toBe(3);
    expect(await store.appendMove(id, s3, 2)).toBe(3);
    expect((await store.getGame(id))?.moveCount).toBe(3);
    w.rev = 3;

    const s5 = await play(s3, 2);
    await expect(w.append(s5)).rejects.toMatchObject({ code: 'out-of-sequence' });
    // Another third move than the saved one (which was 'end').
    expect(s3.moves[2]?.action).toEqual({ t: 'end' });
    const other = dispatch(replay(diceGame, s3.init, s3.moves.slice(0, 2)), 0, { t: 'roll' });
    await expect(store.appendMove(id, other, 2)).rejects.toMatchObject({ code: 'stale' });
    await expect(w.append(other)).rejects.toMatchObject({ code: 'out-of-sequence' });
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(s3));
    await expect(store.appendMove('nope', s3, 0)).rejects.toMatchObject({
      code: 'game-not-found',
    });
  });

  it('counts a finished game once in the profiles of its seats', async () => {
    const { db, store } = setup();
    await db.profiles.add({ id: 'p-ada', name: 'Ada', color: 'red', records: {}, createdAt: 0 });
    const { id, session } = await newGame(store);
    const w = writer(store, id);
    const end = await play(session, 30, (s) => w.append(s));
    await store.appendMove(id, end, w.rev - 1); // a retry of the last write
    const row = await store.getGame(id);
    expect(row).toMatchObject({ status: 'finished', whoseTurn: [], moveCount: 30 });
    expect(row?.outcome).toEqual(diceGame.outcome(end.table.g));
    const won = row?.outcome?.rank[0] === 1 ? 1 : 0;
    expect((await db.profiles.get('p-ada'))?.records).toEqual({ dice: { played: 1, won } });
  });
});

describe('snapshots', () => {
  it('are taken at checkpoints, at least snapshotEvery moves apart, and only the latest is kept', async () => {
    const { db, store } = setup({ snapshotEvery: 10 });
    const { id, session } = await newGame(store, { length: 400 });
    const w = writer(store, id);
    const taken: number[] = [];
    let last = 0;
    await play(session, 150, async (s) => {
      await w.append(s);
      const seq = (await store.getGame(id))?.snapshotSeq ?? 0;
      if (seq !== last) {
        expect(seq).toBe(s.table.seq);
        expect(atCheckpoint(s)).toBe(true);
        expect(seq - last).toBeGreaterThanOrEqual(10);
        taken.push(seq);
        last = seq;
      }
    });
    expect(taken.length).toBeGreaterThanOrEqual(10);
    // Cadence: the first checkpoint once 10 moves have passed (only a bump is not one).
    expect(taken.every((seq, i) => seq - (taken[i - 1] ?? 0) <= 11)).toBe(true);
    expect(await db.snapshots.count()).toBe(1);
    expect((await db.snapshots.toArray())[0]?.seq).toBe(last);
  });

  it('loading = latest snapshot + replay of later moves, equal to a full replay', async () => {
    let applied = 0;
    const counting: AnyModule = {
      ...(diceGame as AnyModule),
      apply(state, seat, action, ctx) {
        applied++;
        return diceGame.apply(state as never, seat, action as never, ctx);
      },
    };
    const { db, store } = setup({ snapshotEvery: 20 });
    const { id, session } = await newGame(store, { length: 400 });
    const w = writer(store, id);
    const mem = await play(session, 137, (s) => w.append(s));
    const loadingStore = savedGames(db, () => counting, { snapshotEvery: 20 });

    applied = 0;
    const loaded = await loadingStore.loadGame(id);
    const snapshotSeq = (await store.getGame(id))?.snapshotSeq ?? 0;
    expect(snapshotSeq).toBeGreaterThan(100);
    expect(applied).toBe(137 - snapshotSeq);

    const moves = await db.moves.where('[gameId+seq]').between([id, 0], [id, Infinity]).toArray();
    const full = replay(diceGame, session.init, moves);
    expect(stateHash(loaded.table)).toBe(stateHash(full.table));
    expect(stateHash(loaded.table)).toBe(stateHash(mem.table));
    expect(loaded.log).toEqual(mem.log);
    expect(loaded.moves).toHaveLength(137);
    // Undo works the same after a load: the same tables since the last checkpoint.
    expect(stateHash(loaded.undoable.map((u) => u.table))).toBe(
      stateHash(mem.undoable.map((u) => u.table)),
    );
  });
});

describe('undoMoves', () => {
  it('removes the trailing moves and brings the row back to the undone state', async () => {
    const { db, store } = setup();
    const { id, session } = await newGame(store);
    const w = writer(store, id);
    let s = await play(session, 2, (x) => w.append(x)); // both pick
    for (const action of [{ t: 'roll' }, { t: 'bump' }] as const) {
      s = dispatch(s, 0, action);
      await w.append(s);
    }
    expect((await store.getGame(id))?.moveCount).toBe(4);

    const back = undo(s);
    await w.undo(back);
    expect(await db.moves.get([id, 4])).toBeUndefined();
    expect((await store.getGame(id))?.moveCount).toBe(3);
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(back));
  });

  it('going back past a snapshot drops it and loads by full replay', async () => {
    const { db, store } = setup({ snapshotEvery: 5 });
    const { id, session } = await newGame(store, { length: 100 });
    const w = writer(store, id);
    const s = await play(session, 40, (x) => w.append(x));
    expect((await store.getGame(id))?.snapshotSeq).toBeGreaterThan(20);
    const earlier = replay(diceGame, s.init, s.moves.slice(0, 12));
    await w.undo(earlier);
    expect(await db.snapshots.count()).toBe(0);
    expect(await store.getGame(id)).toMatchObject({ moveCount: 12, snapshotSeq: 0 });
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(earlier));
  });
});

describe('two tabs on one game (the revision check)', () => {
  it('a stale tab cannot undo the other tab’s saved move: refused, nothing deleted', async () => {
    const { db, store } = setup();
    const { id, session } = await newGame(store);
    const a = writer(store, id);
    const s4 = await play(session, 4, (s) => a.append(s));
    // Tab B opens the game and saves a move.
    const opened = await store.openGame(id);
    expect(opened.rev).toBe(4);
    const b = writer(store, id, opened.rev);
    const s5 = await play(opened.session as typeof s4, 1, (s) => b.append(s));
    const before = await counts(db);
    const row = await store.getGame(id);
    // Tab A, still showing move 4, undoes its last move.
    await expect(a.undo(undo(s4))).rejects.toMatchObject({ code: 'stale' });
    expect(await counts(db)).toEqual(before);
    expect(await store.getGame(id)).toEqual(row);
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(s5));
  });

  it('a stale tab cannot add a move after the other tab undid one', async () => {
    const { store } = setup();
    const { id, session } = await newGame(store);
    const a = writer(store, id);
    const s3 = await play(session, 3, (s) => a.append(s));
    const opened = await store.openGame(id);
    const b = writer(store, id, opened.rev);
    const back = replay(diceGame, s3.init, s3.moves.slice(0, 2));
    await b.undo(back);
    // Tab A still shows 3 moves and plays a 4th on top of them.
    const s4 = await play(s3, 1);
    await expect(a.append(s4)).rejects.toMatchObject({ code: 'stale' });
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(back));
    // Tab B goes on saving; reopened, tab A writes again.
    const b4 = await play(back, 1, (s) => b.append(s));
    const reopened = await store.openGame(id);
    expect(sessionHash(reopened.session)).toBe(sessionHash(b4));
    const again = writer(store, id, reopened.rev);
    await play(reopened.session as typeof s3, 1, (s) => again.append(s));
    expect((await store.getGame(id))?.moveCount).toBe(b4.table.seq + 1);
  });

  it('rows saved before revisions existed read as revision 0', async () => {
    const { db, store } = setup();
    const { id, session } = await newGame(store);
    await db.games.update(id, { rev: undefined });
    expect((await store.openGame(id)).rev).toBe(0);
    await play(session, 1, (s) => writer(store, id).append(s));
    expect((await store.getGame(id))?.rev).toBe(1);
  });
});

describe('listGames and deleteGame', () => {
  it('lists newest first, filters by status, and deletes a game with its moves', async () => {
    const { db, store } = setup();
    const a = await newGame(store, { seed: 'a' });
    const b = await newGame(store, { seed: 'b' });
    const done = await newGame(store, { seed: 'c' });
    const aW = writer(store, a.id);
    const doneW = writer(store, done.id);
    await play(done.session, 30, (s) => doneW.append(s));
    await play(a.session, 2, (s) => aW.append(s));

    expect((await store.listGames()).map((g) => g.id)).toEqual([a.id, done.id, b.id]);
    expect((await store.listGames({ status: 'active' })).map((g) => g.id)).toEqual([a.id, b.id]);
    expect((await store.listGames({ status: 'finished' })).map((g) => g.id)).toEqual([done.id]);

    await store.deleteGame(done.id);
    expect(await counts(db)).toEqual({ games: 2, moves: 2, snapshots: 0 });
    await expect(store.loadGame(done.id)).rejects.toMatchObject({ code: 'game-not-found' });
  });

  it('refuses to create or load a game type the app does not have', async () => {
    const { store } = setup();
    await expect(
      store.createGame({ gameType: 'nope', seats: [], options: {}, seed: 's' }),
    ).rejects.toMatchObject({
      code: 'unknown-game-type',
    });
  });
});

describe('rules versions (docs/architecture.md)', () => {
  it('a saved game is rebuilt and exported under the rules version it was played with', async () => {
    const { db, store } = setup();
    const { id, session } = await newGame(store);
    const w = writer(store, id);
    await play(session, 3, (s) => w.append(s));
    const seen: (number | undefined)[] = [];
    const newer: AnyModule = {
      ...(diceGame as AnyModule),
      meta: { ...diceGame.meta, rulesVersion: diceGame.meta.rulesVersion + 1 },
      setup: (ctx, seats, options, version) => {
        seen.push(version);
        return diceGame.setup(ctx, seats, options as never, version);
      },
    };
    const later = savedGames(db, () => newer);
    const loaded = await later.loadGame(id);
    expect(seen).toEqual([diceGame.meta.rulesVersion]);
    expect(loaded.init.rulesVersion).toBe(diceGame.meta.rulesVersion);
    const file = await later.exportGame(id);
    expect(file.rulesVersion).toBe(diceGame.meta.rulesVersion);
    // A new game under the newer module is set up under its version.
    await later.createGame({ gameType: 'dice', seats: session.init.seats, options: {}, seed: 'n' });
    expect(seen.at(-1)).toBe(newer.meta.rulesVersion);
  });
});

describe('progress on the continue card', () => {
  const withProgress: AnyModule = {
    ...(diceGame as AnyModule),
    progress: (s) => ({ msg: 'dice.where', args: { seat: (s as { turn: number }).turn } }),
    messages: { ...diceGame.messages, 'dice.where': '{seat} to play' },
    translations: {
      fr: () => Promise.reject(new Error('the store never loads a catalog')),
    },
  };

  it('each saved move stores where the game stands as the game’s message; none once over', async () => {
    const { db } = setup();
    const store = savedGames(db, () => withProgress);
    const { id, session: dice } = await newGame(store);
    const session = createSession(withProgress, dice.init) as typeof dice;
    const w = writer(store, id);
    const s2 = await play(session, 2, (s) => w.append(s));
    const row = await store.getGame(id);
    // Worded by the screen that shows it, in its language: the store keeps the message.
    expect(row?.progress).toEqual({ msg: 'dice.where', args: { seat: s2.table.g.turn } });
    expect(row?.progressIn).toBeUndefined();
    await play(s2, 28, (s) => w.append(s));
    expect(await store.getGame(id)).toMatchObject({ status: 'finished', progress: null });
  });

  it('a row saved when the store wrote words keeps its text until its next move', async () => {
    const { db } = setup();
    const store = savedGames(db, () => withProgress);
    const { id, session: dice } = await newGame(store);
    await db.games.update(id, { progress: 'Ada to play', progressIn: { fr: 'à Ada de jouer' } });
    expect(await store.getGame(id)).toMatchObject({
      progress: 'Ada to play',
      progressIn: { fr: 'à Ada de jouer' },
    });
    const session = createSession(withProgress, dice.init) as typeof dice;
    await play(session, 1, (s) => writer(store, id).append(s));
    const row = await store.getGame(id);
    expect(row?.progress).toEqual({ msg: 'dice.where', args: { seat: 0 } });
    expect(row && 'progressIn' in row).toBe(false);
  });
});
