/**
 * The app's game storage: create, append a move, undo, load, list, delete, export, import.
 * Every write is one read-write transaction, so a crash loses at most the move in flight.
 */
import { Dexie, type Table } from 'dexie';
import { stateHash } from '../engine/hash';
import {
  atCheckpoint,
  createSession,
  promptSeats,
  replay,
  type Session,
  type Snapshot,
} from '../engine/session';
import { formatMessage } from '../engine/messages';
import type { GameModule, Options, Seat } from '../engine/types';
import type { DugoutDb, GameRow, GameStatus, MoveRow, SnapshotRow } from './db';
import { StoreError, describeError, isQuotaError } from './errors';
import type { GameFile, ImportResult, ParsedGameFile, ReplayedGame } from './game-file';

// The file format (and its validators) loads only when a game is exported or imported,
// which keeps it out of the first screen's chunk.
const gameFile = () => import('./game-file');
import { addResult } from './profiles';

/** Any game's module, as the store handles them all alike. */
export type AnyModule = GameModule<unknown, unknown, unknown>;
/** A session of any game. */
export type AnySession = Session<unknown, unknown>;
/** Finds a game's module by id; may load its chunk. Undefined: no such game in this app. */
export type ModuleResolver = (
  gameType: string,
) => AnyModule | undefined | Promise<AnyModule | undefined>;

/** Snapshot at the first checkpoint at least this many moves after the previous snapshot. */
export const SNAPSHOT_EVERY = 50;

/** What a new game is made of; the title defaults to the module's. */
export interface NewGame {
  gameType: string;
  seats: readonly Seat[];
  options: Options;
  seed: string;
  title?: string;
}

/** Tuning and test hooks for createGameStore. */
export interface GameStoreOptions {
  snapshotEvery?: number;
  now?: () => number;
  newId?: () => string;
  /** How long a save waits for another language's catalog before writing without it. */
  catalogWaitMs?: number;
}

/** A save never waits longer than this on a catalog chunk (a slow disk, a broken cache). */
const CATALOG_WAIT_MS = 2000;

/** The app's game storage functions. */
export interface GameStore {
  /** Stores a new game (no moves yet) and returns its id. */
  createGame(init: NewGame): Promise<string>;
  /**
   * Saves the session's last move (seq = session.table.seq) with the game row and, at a
   * checkpoint every `snapshotEvery` moves, a snapshot. `rev` is the game's revision this
   * write follows (from `openGame` or the previous write); the new one is returned. A
   * different stored revision means another tab changed the game: StoreError 'stale',
   * nothing written. Saving the same move twice (a retry after a write that did commit)
   * is a no-op; a gap or a different move throws 'out-of-sequence'.
   */
  appendMove<S, A>(gameId: string, session: Session<S, A>, rev: number): Promise<number>;
  /**
   * After an undo: removes the moves (and snapshots) past session.table.seq, under the same
   * revision check as appendMove; returns the new revision.
   */
  undoMoves<S, A>(gameId: string, session: Session<S, A>, rev: number): Promise<number>;
  /** The game's session: latest snapshot plus replay of the later moves. */
  loadGame(id: string): Promise<AnySession>;
  /** The session and the revision it was read at, for a table that will write to it. */
  openGame(id: string): Promise<{ session: AnySession; rev: number }>;
  getGame(id: string): Promise<GameRow | undefined>;
  /** Games, most recently played first. */
  listGames(filter?: { status?: GameStatus }): Promise<GameRow[]>;
  deleteGame(id: string): Promise<void>;
  /** The game as a JSON-serialisable file. */
  exportGame(id: string): Promise<GameFile>;
  /**
   * The file of a game as a table holds it in memory, for when storage cannot give it (site
   * data cleared, the database gone): the rescue of a game that is no longer saved.
   */
  exportSession(id: string, title: string, session: AnySession): Promise<GameFile>;
  /** Validates and replays a file, then writes it as a new game; never overwrites. */
  importGame(input: unknown): Promise<ImportResult>;
  /** Drops a lost connection so the next write reopens it. */
  recover(): void;
}

type Catalog = Readonly<Record<string, string>>;

/**
 * Each module's catalogs in the other languages it has (merged over English), once loaded:
 * the continue card's progress is written in every language, so it reads in the one the
 * player has chosen, whichever was active when the game was saved. The loaders are the
 * game's lazy chunks (cached offline by the service worker); a failed load leaves English.
 */
const translated = new WeakMap<object, Readonly<Record<string, Catalog>>>();
/** Modules whose catalogs were written without one that was late: the next save asks again. */
const late = new WeakSet<object>();

async function loadTranslations(module: AnyModule, waitMs: number): Promise<void> {
  if (translated.has(module) && !late.has(module)) return;
  const out: Record<string, Catalog> = {};
  let missed = false;
  for (const [lang, load] of Object.entries(module.translations ?? {})) {
    if (!load) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<null>((r) => (timer = setTimeout(() => r(null), waitMs)));
    try {
      const catalog = await Promise.race([load(), waited]);
      if (catalog) out[lang] = { ...module.messages, ...catalog };
      else missed = true;
    } catch {
      // English stands in for a catalog that could not load.
    } finally {
      clearTimeout(timer);
    }
  }
  translated.set(module, out);
  if (missed) late.add(module);
  else late.delete(module);
}

/** The row fields that follow from a session's table. */
function summary(session: Session<unknown, unknown>) {
  const { module, table } = session;
  const over = module.prompts(table.g).length === 0;
  const p = over ? undefined : module.progress?.(table.g);
  const names = session.init.seats.map((s) => s.name);
  const say = (catalog: Catalog | undefined, lang = 'en') =>
    p
      ? formatMessage(
          catalog?.[p.msg],
          p.msg,
          p.args,
          (s) => names[s] ?? '',
          (k) => catalog?.[k],
          lang,
        )
      : null;
  const others = Object.entries(translated.get(module) ?? {});
  return {
    status: (over ? 'finished' : 'active') as GameStatus,
    whoseTurn: over ? [] : promptSeats(module, table.g),
    outcome: over ? module.outcome(table.g) : null,
    progress: say(module.messages),
    progressIn:
      p && others.length ? Object.fromEntries(others.map(([l, c]) => [l, say(c, l) ?? ''])) : null,
  };
}

/**
 * The row fields of a session about to be written. The catalogs load here, at the first
 * write, not when a game is opened: opening never waits on another language's chunk.
 */
async function factsOf(session: Session<unknown, unknown>, waitMs: number) {
  await loadTranslations(session.module, waitMs);
  return summary(session);
}

const sameJson = (a: unknown, b: unknown) => stateHash(a) === stateHash(b);

/** A row's write revision (rows saved before revisions existed read as 0). */
const revOf = (game: GameRow): number => game.rev ?? 0;

const staleError = () =>
  new StoreError(
    'stale',
    'This game was changed in another tab or window since it was opened here.',
  );

/** The game functions over one database. */
export function createGameStore(
  db: DugoutDb,
  modules: ModuleResolver,
  opts: GameStoreOptions = {},
): GameStore {
  const snapshotEvery = opts.snapshotEvery ?? SNAPSHOT_EVERY;
  const now = opts.now ?? Date.now;
  const newId = opts.newId ?? (() => crypto.randomUUID());
  const waitMs = opts.catalogWaitMs ?? CATALOG_WAIT_MS;

  /** A game's key range in moves and snapshots, from seq `from` (inclusive) on. */
  const range = <T extends { gameId: string; seq: number }>(
    table: Table<T, [string, number]>,
    gameId: string,
    from = 0,
  ) => table.where('[gameId+seq]').between([gameId, from], [gameId, Dexie.maxKey], true, true);

  async function moduleFor(gameType: string): Promise<AnyModule> {
    const module = await modules(gameType);
    if (!module) throw new StoreError('unknown-game-type', `No game "${gameType}" in this app.`);
    return module;
  }

  /** Everything needed to rebuild a game, read in one transaction so it is consistent. */
  function readStored(id: string) {
    return db.transaction('r', db.games, db.moves, db.snapshots, async () => {
      const game = await db.games.get(id);
      if (!game) throw new StoreError('game-not-found', 'That game is no longer saved.');
      const moves = await range(db.moves, id).toArray();
      const snapshot = game.snapshotSeq > 0 ? await range(db.snapshots, id).last() : undefined;
      return { game, moves, snapshot };
    });
  }

  function rebuild(
    module: AnyModule,
    game: GameRow,
    moves: MoveRow[],
    snapshot: SnapshotRow | undefined,
  ): AnySession {
    if (game.rulesVersion > module.meta.rulesVersion) {
      throw new StoreError(
        'future-rules-version',
        `This game uses newer rules of ${module.meta.title}; update the app to open it.`,
      );
    }
    const init = {
      seed: game.seed,
      seats: game.seats,
      options: game.options,
      rulesVersion: game.rulesVersion,
    };
    const usable: Snapshot<unknown> | undefined =
      snapshot && snapshot.seq <= moves.length ? snapshot : undefined;
    return replay(module, init, moves, usable);
  }

  /** The row of a game as a session holds it, new now (no snapshot, revision 0). */
  function rowOf(id: string, title: string, session: AnySession): GameRow {
    const { module, init, table } = session;
    const at = now();
    return {
      id,
      gameType: module.id,
      title,
      seats: [...init.seats],
      options: init.options,
      seed: init.seed,
      rulesVersion: init.rulesVersion ?? module.meta.rulesVersion,
      createdAt: at,
      updatedAt: at,
      moveCount: table.seq,
      snapshotSeq: 0,
      rev: 0,
      ...summary(session),
    };
  }

  async function openGame(id: string) {
    const { game, moves, snapshot } = await readStored(id);
    const session = rebuild(await moduleFor(game.gameType), game, moves, snapshot);
    return { session, rev: revOf(game) };
  }

  async function writeImport(file: ParsedGameFile, replayed: ReplayedGame) {
    const { session, checkpoint } = replayed;
    const facts = await factsOf(session, waitMs);
    const at = now();
    return db.transaction('rw', db.games, db.moves, db.snapshots, async () => {
      // Never overwrite: a taken id (say, the same backup imported twice) gets a new one.
      const taken = (await db.games.get(file.game.id)) !== undefined;
      const id = taken ? newId() : file.game.id;
      const snapshotSeq = checkpoint.table.seq;
      await db.games.add({
        id,
        gameType: file.game.gameType,
        title: file.game.title,
        seats: file.seats,
        options: file.options,
        seed: file.seed,
        rulesVersion: file.rulesVersion,
        createdAt: file.game.createdAt ?? at,
        updatedAt: at,
        moveCount: session.table.seq,
        snapshotSeq,
        rev: 0,
        ...facts,
      });
      await db.moves.bulkAdd(
        session.moves.map((m, i) => ({
          gameId: id,
          seq: i + 1,
          seat: m.seat,
          action: m.action,
          checkpoint: m.checkpoint,
          at: file.moves[i]?.at ?? at,
        })),
      );
      if (snapshotSeq > 0) {
        await db.snapshots.add({ gameId: id, seq: snapshotSeq, ...snapshotOf(checkpoint) });
      }
      return { id, renamed: taken };
    });
  }

  return {
    async createGame(init) {
      const module = await moduleFor(init.gameType);
      await loadTranslations(module, waitMs);
      const id = newId();
      await db.games.add(rowOf(id, init.title ?? module.meta.title, createSession(module, init)));
      return id;
    },

    async appendMove(gameId, session, rev) {
      const seq = session.table.seq;
      const move = session.moves[seq - 1];
      if (!move || session.moves.length !== seq) {
        throw new StoreError('bad-session', 'The session has no last move to save.');
      }
      // Pure engine work stays outside the transaction, which must not wait on anything else.
      const facts = await factsOf(session, waitMs);
      const snapshot = atCheckpoint(session) ? snapshotOf(session) : null;
      const at = now();
      return db.transaction('rw', [db.games, db.moves, db.snapshots, db.profiles], async () => {
        const game = await db.games.get(gameId);
        if (!game) throw new StoreError('game-not-found', 'That game is no longer saved.');
        const stored = revOf(game);
        if (stored !== rev) {
          // A retry after this very write committed (its reply was lost) finds the revision
          // one on and this move on top; anything else is another tab's doing.
          const last = game.moveCount === seq ? await db.moves.get([gameId, seq]) : undefined;
          const same = last && last.seat === move.seat && sameJson(last.action, move.action);
          if (same && stored === rev + 1) return stored;
          throw staleError();
        }
        if (game.moveCount >= seq) {
          throw new StoreError('out-of-sequence', `Move ${seq} differs from the saved one.`);
        }
        if (game.moveCount !== seq - 1) {
          throw new StoreError('out-of-sequence', `Move ${seq} follows unsaved moves.`);
        }
        const { seat, action, checkpoint } = move;
        await db.moves.add({ gameId, seq, seat, action, checkpoint, at });
        let snapshotSeq = game.snapshotSeq;
        if (snapshot && seq - snapshotSeq >= snapshotEvery) {
          // Only the latest snapshot is kept: each holds the whole log so far, and undo
          // never crosses a checkpoint, so an older one would never be read.
          await range(db.snapshots, gameId).delete();
          await db.snapshots.add({ gameId, seq, ...snapshot });
          snapshotSeq = seq;
        }
        const next = rev + 1;
        await db.games.update(gameId, {
          moveCount: seq,
          updatedAt: at,
          snapshotSeq,
          rev: next,
          ...facts,
        });
        if (game.status === 'active' && facts.outcome) {
          const ids = game.seats.map((s) => s.profileId);
          await addResult(db, game.gameType, ids, facts.outcome.rank);
        }
        return next;
      });
    },

    async undoMoves(gameId, session, rev) {
      const toSeq = session.table.seq;
      const facts = await factsOf(session, waitMs);
      const at = now();
      return db.transaction('rw', db.games, db.moves, db.snapshots, async () => {
        const game = await db.games.get(gameId);
        if (!game) throw new StoreError('game-not-found', 'That game is no longer saved.');
        const stored = revOf(game);
        if (stored !== rev) {
          // As in appendMove: a retry of this undo after it committed is done already.
          if (stored === rev + 1 && game.moveCount === toSeq) return stored;
          throw staleError();
        }
        if (game.moveCount < toSeq) {
          throw new StoreError('out-of-sequence', `Cannot undo to move ${toSeq}: not saved yet.`);
        }
        await range(db.moves, gameId, toSeq + 1).delete();
        await range(db.snapshots, gameId, toSeq + 1).delete();
        const snapshotSeq = game.snapshotSeq > toSeq ? 0 : game.snapshotSeq;
        const next = rev + 1;
        await db.games.update(gameId, {
          moveCount: toSeq,
          updatedAt: at,
          snapshotSeq,
          rev: next,
          ...facts,
        });
        return next;
      });
    },

    loadGame: async (id) => (await openGame(id)).session,

    openGame,

    getGame: (id) => db.games.get(id),

    async listGames(filter = {}) {
      const { status } = filter;
      if (status)
        return (await db.games.where('status').equals(status).sortBy('updatedAt')).reverse();
      return db.games.orderBy('updatedAt').reverse().toArray();
    },

    async deleteGame(id) {
      await db.transaction('rw', db.games, db.moves, db.snapshots, async () => {
        await range(db.moves, id).delete();
        await range(db.snapshots, id).delete();
        await db.games.delete(id);
      });
    },

    async exportGame(id) {
      const { game, moves, snapshot } = await readStored(id);
      const module = await modules(game.gameType);
      // Without the module the file is still complete; it just lacks the check hash.
      const known = module && game.rulesVersion <= module.meta.rulesVersion;
      const hash = known ? stateHash(rebuild(module, game, moves, snapshot).table) : undefined;
      return (await gameFile()).makeGameFile(game, moves, hash);
    },

    async exportSession(id, title, session) {
      const row = rowOf(id, title, session);
      const moves = session.moves.map((m, i) => ({
        gameId: id,
        seq: i + 1,
        ...m,
        at: row.updatedAt,
      }));
      return (await gameFile()).makeGameFile(row, moves, stateHash(session.table));
    },

    async importGame(input) {
      const { parseGameFile, replayGameFile } = await gameFile();
      const parsed = parseGameFile(input);
      if (!parsed.ok) return parsed;
      const { file } = parsed;
      let module: AnyModule | undefined;
      try {
        module = await modules(file.game.gameType);
      } catch (e) {
        return { ok: false, error: 'unknown-game', message: describeError(e) };
      }
      if (!module) {
        const message = `This file is a game of "${file.game.gameType}", which this app does not have.`;
        return { ok: false, error: 'unknown-game', message };
      }
      const replayed = replayGameFile(file, module);
      if (!replayed.ok) return replayed;
      try {
        const { id, renamed } = await writeImport(file, replayed.game);
        return { ok: true, id, renamed };
      } catch (e) {
        return isQuotaError(e)
          ? { ok: false, error: 'storage-full', message: 'The device is out of storage space.' }
          : { ok: false, error: 'write-failed', message: describeError(e) };
      }
    },

    recover: () => db.recover(),
  };
}

/** A session's table and log as a snapshot row's payload. */
function snapshotOf(session: Session<unknown, unknown>): Pick<SnapshotRow, 'table' | 'log'> {
  return { table: session.table, log: [...session.log] };
}
