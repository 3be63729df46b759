/** Shared set-up for storage tests: fresh databases, a store over the dice game, injected failures. */
import { Dexie, type DBCore, type DBCoreMutateRequest, type DBCoreMutateResponse } from 'dexie';
import { createSession, type Session } from '../../src/engine/session';
import { DugoutDb, type DbEvents } from '../../src/store/db';
import { createGameStore, type GameStoreOptions } from '../../src/store/games';
import {
  createSavedGames,
  type AnyModule,
  type ModuleResolver,
  type SavedGames,
} from '../../src/app/saved-games';
import { TWO_SEATS, diceGame, type DiceAction, type DiceState } from './test-game';

let counter = 0;
/** A database name no other test uses. */
export const uniqueName = (label = 'db') =>
  `test-${label}-${++counter}-${Math.random().toString(36).slice(2)}`;

export const resolver = (id: string): AnyModule | undefined =>
  id === 'dice' ? diceGame : undefined;

/** Saved games (the app's session layer) over a game store of `db`. */
export const savedGames = (
  db: DugoutDb,
  modules: ModuleResolver = resolver,
  opts: GameStoreOptions = {},
): SavedGames => createSavedGames(createGameStore(db, opts), modules);

/**
 * A fresh database and its saved games, as the app plays them into the store; `clock` ticks
 * one millisecond per call.
 */
export function setup(opts: GameStoreOptions & { events?: DbEvents } = {}) {
  const db = new DugoutDb(uniqueName(), opts.events);
  const failures = injectFailures(db);
  let t = 1_700_000_000_000;
  const store = savedGames(db, resolver, { now: () => ++t, ...opts });
  return { db, store, failures };
}

export const DICE_INIT = {
  gameType: 'dice',
  seats: TWO_SEATS,
  options: { length: '30' },
  seed: 'seed-1',
};

/** Creates a game in the store and the matching in-memory session. */
export async function newGame(
  store: ReturnType<typeof setup>['store'],
  init: { seed?: string; length?: number } = {},
): Promise<{ id: string; session: Session<DiceState, DiceAction> }> {
  const full = {
    ...DICE_INIT,
    seed: init.seed ?? DICE_INIT.seed,
    options: { length: String(init.length ?? 30) },
  };
  const id = await store.createGame(full);
  return { id, session: createSession(diceGame, full) };
}

/**
 * Writes one game as a single tab does: each write names the revision the previous one
 * returned (0 for a new game, or `rev` as the tab opened it).
 */
export function writer(
  store: Pick<ReturnType<typeof setup>['store'], 'appendMove' | 'undoMoves'>,
  id: string,
  rev = 0,
) {
  const w = {
    rev,
    async append(s: Session<DiceState, DiceAction>) {
      w.rev = await store.appendMove(id, s, w.rev);
    },
    async undo(s: Session<DiceState, DiceAction>) {
      w.rev = await store.undoMoves(id, s, w.rev);
    },
  };
  return w;
}

/** Row counts of the game tables, to show that a refused operation changed nothing. */
export async function counts(db: DugoutDb) {
  return {
    games: await db.games.count(),
    moves: await db.moves.count(),
    snapshots: await db.snapshots.count(),
  };
}

/**
 * A DBCore middleware that makes every write to one table reject, as IndexedDB does when a
 * put fails mid-transaction. Set `table` (and optionally `error`) to start, null to stop.
 */
export function injectFailures(db: Dexie) {
  const state: { table: string | null; error: () => unknown; hits: number } = {
    table: null,
    error: () => new Dexie.AbortError('injected failure'),
    hits: 0,
  };
  db.use({
    stack: 'dbcore',
    name: 'test-failures',
    create(down: DBCore): DBCore {
      return {
        ...down,
        table(name: string) {
          const table = down.table(name);
          return {
            ...table,
            mutate(req: DBCoreMutateRequest): Promise<DBCoreMutateResponse> {
              if (state.table !== name) return table.mutate(req);
              state.hits++;
              return Promise.reject(state.error());
            },
          };
        },
      };
    },
  });
  return state;
}

/** An AbortError whose inner error is a QuotaExceededError, as Chrome and Dexie report a full disk. */
export function quotaAbort(): Error {
  return new Dexie.AbortError(
    'transaction aborted',
    new DOMException('disk full', 'QuotaExceededError'),
  );
}

/** Opens a raw IndexedDB database at `version`, running `upgrade` when it is created or raised. */
export function openRaw(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase, tx: IDBTransaction) => void = () => undefined,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, version);
    req.onupgradeneeded = () => {
      if (req.transaction) upgrade(req.result, req.transaction);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}
