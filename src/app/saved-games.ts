/**
 * The app's session layer over the game store: it plays the rules (rebuilds saved games,
 * replays imports, reads where a game stands after each move) and hands the store plain
 * rows to keep. The store itself runs no rules and formats no words.
 */
import type { GameModule, Options, Seat } from '../engine/types';
import type { GameRow, GameStatus } from '../store/db';
import { StoreError } from '../store/errors';
import type { GameFile, ImportResult } from '../store/game-file';
import type { GameStore } from '../store/games';
import type { AnySession, SaveTarget } from '../store/save-queue';

// Export and import (the file format, its validators, the import's replay) load only when a
// game is exported or imported, which keeps them out of the first screen's chunk.
const gameTransfer = () => import('./game-transfer');
// The rules engine (sessions, replays, where a game stands) loads when a game is created or
// opened: the home screen lists saved games from their rows and runs no rules.
const sessionRows = () => import('./session-rows');

/** Any game's module, as the session layer handles them all alike. */
export type AnyModule = GameModule<unknown, unknown, unknown>;
export type { AnySession };

/** Finds a game's module by id; may load its chunk. Undefined: no such game in this app. */
export type ModuleResolver = (
  gameType: string,
) => AnyModule | undefined | Promise<AnyModule | undefined>;

/** What a new game is made of; the title defaults to the module's. */
export interface NewGame {
  gameType: string;
  seats: readonly Seat[];
  options: Options;
  seed: string;
  title?: string;
}

/** Saved games as sessions: the store's functions with the rules played around them. */
export interface SavedGames extends SaveTarget {
  /** Stores a new game (no moves yet) and returns its id. */
  createGame(init: NewGame): Promise<string>;
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
  recover(): void;
}

/** The session layer over one game store. */
export function createSavedGames(store: GameStore, modules: ModuleResolver): SavedGames {
  async function moduleFor(gameType: string): Promise<AnyModule> {
    const module = await modules(gameType);
    if (!module) throw new StoreError('unknown-game-type', `No game "${gameType}" in this app.`);
    return module;
  }

  async function openGame(id: string) {
    const stored = await store.readGame(id);
    const [module, rows] = await Promise.all([moduleFor(stored.game.gameType), sessionRows()]);
    const session = rows.rebuild(module, stored);
    return { session, rev: stored.game.rev ?? 0 };
  }

  return {
    async createGame(init) {
      const [module, rows] = await Promise.all([moduleFor(init.gameType), sessionRows()]);
      const session = rows.createSession(module, init);
      return store.createGame(rows.newGameRow(init.title ?? module.meta.title, session));
    },

    async appendMove(gameId, session, rev) {
      const seq = session.table.seq;
      const move = session.moves[seq - 1];
      if (!move || session.moves.length !== seq) {
        throw new StoreError('bad-session', 'The session has no last move to save.');
      }
      const rows = await sessionRows();
      const snapshot = rows.atCheckpoint(session)
        ? { table: session.table, log: [...session.log] }
        : null;
      return store.appendMove(gameId, { seq, ...move }, rows.factsOf(session), snapshot, rev);
    },

    async undoMoves(gameId, session, rev) {
      const rows = await sessionRows();
      return store.undoMoves(gameId, session.table.seq, rows.factsOf(session), rev);
    },

    loadGame: async (id) => (await openGame(id)).session,
    openGame,
    getGame: (id) => store.getGame(id),
    listGames: (filter) => store.listGames(filter),
    deleteGame: (id) => store.deleteGame(id),

    async exportGame(id) {
      const stored = await store.readGame(id);
      const [module, transfer] = await Promise.all([modules(stored.game.gameType), gameTransfer()]);
      return transfer.fileOfStored(stored, module);
    },

    exportSession: async (id, title, session) =>
      (await gameTransfer()).fileOfSession(id, title, session),

    importGame: async (input) => (await gameTransfer()).importFile(input, modules, store),

    recover: () => store.recover(),
  };
}
