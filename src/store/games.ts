/**
 * The app's game storage: create, append a move, undo, read, list, delete, add an imported
 * game. It only stores: the app's session layer (src/app/saved-games.ts) plays the rules and
 * hands it the facts of each move. Every write is one read-write transaction, so a crash
 * loses at most the move in flight.
 */
import { Dexie, type Table } from 'dexie';
import type { Checkpoint } from '../engine/session';
import type { MsgRef, Outcome, Options, Seat, SeatId } from '../engine/types';
import type { DugoutDb, GameRow, GameStatus, MoveRow, SnapshotRow } from './db';
import { StoreError } from './errors';
import { addResult } from './profiles';

/** Snapshot at the first checkpoint at least this many moves after the previous snapshot. */
export const SNAPSHOT_EVERY = 50;

/** Where a game stands after a move, as the session layer read it off the rules. */
export interface GameFacts {
  status: GameStatus;
  /** Seats holding a prompt (empty once over). */
  whoseTurn: SeatId[];
  outcome: Outcome | null;
  /** The game's own words for where it stands (null once over, or if it has none). */
  progress: MsgRef | null;
}

/** A new game's row as the session layer made it (the store adds id, times, counters). */
export interface NewGameRow {
  gameType: string;
  title: string;
  seats: readonly Seat[];
  options: Options;
  seed: string;
  rulesVersion: number;
  facts: GameFacts;
}

/** One move as stored; `seq` counts from 1. */
export interface SavedMove {
  seq: number;
  seat: SeatId;
  action: unknown;
  checkpoint: Checkpoint | null;
}

/** A snapshot's payload: the table and log after the move it is taken at. */
export type SnapshotData = Pick<SnapshotRow, 'table' | 'log'>;

/** Everything stored of one game, read in one transaction so it is consistent. */
export interface StoredGame {
  game: GameRow;
  moves: MoveRow[];
  /** The latest snapshot, if any. */
  snapshot: SnapshotRow | undefined;
}

/** A whole game to add at once (an import): every move replayed and proven beforehand. */
export interface WholeGame {
  /** The id it had where it came from; a taken id gets a new one. */
  id: string;
  row: NewGameRow & { createdAt?: number };
  moves: readonly (Omit<SavedMove, 'seq'> & { at?: number })[];
  /** The latest checkpoint's snapshot, at move `seq` (none before the first). */
  snapshot: (SnapshotData & { seq: number }) | null;
}

/** Tuning and test hooks for createGameStore. */
export interface GameStoreOptions {
  snapshotEvery?: number;
  now?: () => number;
  newId?: () => string;
}

/** The app's game storage functions. */
export interface GameStore {
  /** Stores a new game (no moves yet) and returns its id. */
  createGame(game: NewGameRow): Promise<string>;
  /**
   * Saves a move with the game row's new facts and, when the move is a checkpoint (a
   * `snapshot` is given) `snapshotEvery` moves past the last one, a snapshot. `rev` is the
   * game's revision this write follows (from `readGame` or the previous write); the new one
   * is returned. A different stored revision means another tab changed the game: StoreError
   * 'stale', nothing written. Saving the same move twice (a retry after a write that did
   * commit) is a no-op; a gap or a different move throws 'out-of-sequence'.
   */
  appendMove(
    gameId: string,
    move: SavedMove,
    facts: GameFacts,
    snapshot: SnapshotData | null,
    rev: number,
  ): Promise<number>;
  /**
   * After an undo: removes the moves (and snapshots) past `toSeq`, under the same revision
   * check as appendMove; returns the new revision.
   */
  undoMoves(gameId: string, toSeq: number, facts: GameFacts, rev: number): Promise<number>;
  /** The game's row, moves and latest snapshot. */
  readGame(id: string): Promise<StoredGame>;
  getGame(id: string): Promise<GameRow | undefined>;
  /** Games, most recently played first. */
  listGames(filter?: { status?: GameStatus }): Promise<GameRow[]>;
  deleteGame(id: string): Promise<void>;
  /** Adds a whole game under its id, or a new one if the id is taken; never overwrites. */
  addGame(game: WholeGame): Promise<{ id: string; renamed: boolean }>;
  /** Drops a lost connection so the next write reopens it. */
  recover(): void;
}

/** Whether two stored JSON values are the same (IndexedDB keeps key order, but be sure). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const bb = b as Record<string, unknown>;
  return (
    ka.length === kb.length &&
    ka.every((k) => k in bb && sameJson((a as Record<string, unknown>)[k], bb[k]))
  );
}

/** A row's write revision (rows saved before revisions existed read as 0). */
const revOf = (game: GameRow): number => game.rev ?? 0;

const staleError = () =>
  new StoreError(
    'stale',
    'This game was changed in another tab or window since it was opened here.',
  );

/** The row fields a move's facts set; `progressIn` of older rows goes (see GameRow). */
const factFields = (facts: GameFacts) => ({ ...facts, progressIn: undefined });

/** The game functions over one database. */
export function createGameStore(db: DugoutDb, opts: GameStoreOptions = {}): GameStore {
  const snapshotEvery = opts.snapshotEvery ?? SNAPSHOT_EVERY;
  const now = opts.now ?? Date.now;
  const newId = opts.newId ?? (() => crypto.randomUUID());

  /** A game's key range in moves and snapshots, from seq `from` (inclusive) on. */
  const range = <T extends { gameId: string; seq: number }>(
    table: Table<T, [string, number]>,
    gameId: string,
    from = 0,
  ) => table.where('[gameId+seq]').between([gameId, from], [gameId, Dexie.maxKey], true, true);

  /** A new game's row, fresh now (no moves read yet, no snapshot, revision 0). */
  function rowOf(id: string, game: NewGameRow, moveCount: number, createdAt?: number): GameRow {
    const at = now();
    const { facts, ...what } = game;
    return {
      id,
      ...what,
      seats: [...game.seats],
      createdAt: createdAt ?? at,
      updatedAt: at,
      moveCount,
      snapshotSeq: 0,
      rev: 0,
      ...facts,
    };
  }

  return {
    async createGame(game) {
      const id = newId();
      await db.games.add(rowOf(id, game, 0));
      return id;
    },

    async appendMove(gameId, move, facts, snapshot, rev) {
      const { seq, seat, action, checkpoint } = move;
      const at = now();
      return db.transaction('rw', [db.games, db.moves, db.snapshots, db.profiles], async () => {
        const game = await db.games.get(gameId);
        if (!game) throw new StoreError('game-not-found', 'That game is no longer saved.');
        const stored = revOf(game);
        if (stored !== rev) {
          // A retry after this very write committed (its reply was lost) finds the revision
          // one on and this move on top; anything else is another tab's doing.
          const last = game.moveCount === seq ? await db.moves.get([gameId, seq]) : undefined;
          const same = last && last.seat === seat && sameJson(last.action, action);
          if (same && stored === rev + 1) return stored;
          throw staleError();
        }
        if (game.moveCount >= seq) {
          throw new StoreError('out-of-sequence', `Move ${seq} differs from the saved one.`);
        }
        if (game.moveCount !== seq - 1) {
          throw new StoreError('out-of-sequence', `Move ${seq} follows unsaved moves.`);
        }
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
          ...factFields(facts),
        });
        if (game.status === 'active' && facts.outcome) {
          const ids = game.seats.map((s) => s.profileId);
          await addResult(db, game.gameType, ids, facts.outcome.rank);
        }
        return next;
      });
    },

    async undoMoves(gameId, toSeq, facts, rev) {
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
          ...factFields(facts),
        });
        return next;
      });
    },

    readGame(id) {
      return db.transaction('r', db.games, db.moves, db.snapshots, async () => {
        const game = await db.games.get(id);
        if (!game) throw new StoreError('game-not-found', 'That game is no longer saved.');
        const moves = await range(db.moves, id).toArray();
        const snapshot = game.snapshotSeq > 0 ? await range(db.snapshots, id).last() : undefined;
        return { game, moves, snapshot };
      });
    },

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

    addGame({ id: wanted, row, moves, snapshot }) {
      return db.transaction('rw', db.games, db.moves, db.snapshots, async () => {
        const taken = (await db.games.get(wanted)) !== undefined;
        const id = taken ? newId() : wanted;
        const game = rowOf(id, row, moves.length, row.createdAt);
        await db.games.add({ ...game, snapshotSeq: snapshot?.seq ?? 0 });
        await db.moves.bulkAdd(
          moves.map((m, i) => ({
            gameId: id,
            seq: i + 1,
            seat: m.seat,
            action: m.action,
            checkpoint: m.checkpoint,
            at: m.at ?? game.updatedAt,
          })),
        );
        if (snapshot) await db.snapshots.add({ gameId: id, ...snapshot });
        return { id, renamed: taken };
      });
    },

    recover: () => db.recover(),
  };
}
