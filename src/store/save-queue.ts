/**
 * The save queue: the app plays moves in memory at once and hands each resulting session
 * here; the queue writes them in order, one transaction each, and reports whether the game
 * on screen is saved. A failed write keeps its place and is retried; nothing is dropped.
 * Each write names the game's stored revision it follows (from `open`, then each write's
 * reply), so a game changed in another tab is refused, not overwritten: the queue then
 * says `stale` and stops writing that game until it is opened again.
 */
import type { Session } from '../engine/session';
import { StoreError, classifyError, type SaveErrorKind } from './errors';

/** A session of any game, as the queue holds them all alike. */
export type AnySession = Session<unknown, unknown>;

/**
 * Saved; writes pending; the last write failed (the game is only in memory) and is being
 * retried, `full` when the device is out of storage; or the game changed elsewhere and this
 * queue will not write it again. The play screen shows it as it is.
 */
export type SaveStatus = 'saved' | 'saving' | 'not-saved' | 'full' | 'stale';

/** What the app shows: the status, how many writes wait, and why the last one failed. */
export interface SaveState {
  readonly status: SaveStatus;
  readonly pending: number;
  readonly error: SaveErrorKind | null;
}

/**
 * Where the queue writes: the app's session layer (src/app/saved-games.ts), which reads the
 * facts of the session and hands them to the game store; or a stand-in in tests. Each call
 * names the revision it follows and answers the new one (see GameStore.appendMove).
 */
export interface SaveTarget {
  /** Saves the session's last move. */
  appendMove(gameId: string, session: AnySession, rev: number): Promise<number>;
  /** Removes the saved moves past the session's. */
  undoMoves(gameId: string, session: AnySession, rev: number): Promise<number>;
  /** Drops a lost connection so the next write reopens it. */
  recover?(): void;
}

/** Runs `fn` after `ms`; returns a cancel function. Injected so tests control time. */
export type Schedule = (fn: () => void, ms: number) => () => void;

/** Retry timing and hooks. */
export interface SaveQueueOptions {
  /** Wait before retrying a failed write (ms, default 10 s as tldraw does). */
  retryMs?: number;
  schedule?: Schedule;
  /** Every failed write, for logging. */
  onError?: (error: unknown) => void;
  /** Every write that landed, with the game's new revision (to tell other tabs). */
  onSaved?: (gameId: string, rev: number) => void;
}

/** Writes a game's moves in order in the background and reports the save status. */
export interface SaveQueue {
  /**
   * Writes to `gameId` follow stored revision `rev` (as `openGame` read it). Opening again
   * (a reload after the game changed elsewhere) drops the game's unwritten moves: they
   * were made on a version of the game that is no longer the saved one.
   */
  open(gameId: string, rev: number): void;
  /**
   * The session of the game's last unwritten move or undo (null: all written). A table
   * reopened while writes still fail (a full device) continues from it, not from storage.
   */
  latest(gameId: string): AnySession | null;
  /** Another tab saved `gameId` at revision `rev`; past ours, this queue's game is stale. */
  changedElsewhere(gameId: string, rev: number): void;
  /** Queues saving the session's last move. */
  append<S, A>(gameId: string, session: Session<S, A>): void;
  /** Queues an undo back to session.table.seq; unwritten moves past it are simply dropped. */
  undo<S, A>(gameId: string, session: Session<S, A>): void;
  /** Writes everything now (on visibilitychange → hidden); true when all is saved. */
  flush(): Promise<boolean>;
  getState(): SaveState;
  /** Calls `listener` now and on every change; returns the unsubscribe function. */
  subscribe(listener: (state: SaveState) => void): () => void;
  /** Stops retrying and forgets listeners (flush first to keep pending moves). */
  dispose(): void;
}

interface Op {
  kind: 'append' | 'undo';
  gameId: string;
  session: AnySession;
}

const defaultSchedule: Schedule = (fn, ms) => {
  const handle = setTimeout(fn, ms);
  return () => clearTimeout(handle);
};

/** A save queue writing to `target`. */
export function createSaveQueue(target: SaveTarget, opts: SaveQueueOptions = {}): SaveQueue {
  const retryMs = opts.retryMs ?? 10_000;
  const schedule = opts.schedule ?? defaultSchedule;
  const ops: Op[] = [];
  const listeners = new Set<(state: SaveState) => void>();
  let inFlight: Op | null = null;
  let running: Promise<boolean> | null = null;
  let cancelRetry: (() => void) | null = null;
  let error: SaveErrorKind | null = null;
  let disposed = false;
  let last: SaveState | null = null;
  /** Per game: the stored revision the next write follows. */
  const revs = new Map<string, number>();
  /** Games changed elsewhere: never written again until opened again. */
  const stale = new Set<string>();

  function getState(): SaveState {
    const status: SaveStatus =
      error === 'stale'
        ? 'stale'
        : error === 'quota'
          ? 'full'
          : error
            ? 'not-saved'
            : ops.length > 0
              ? 'saving'
              : 'saved';
    return { status, pending: ops.length, error };
  }

  function emit() {
    const state = getState();
    if (
      last &&
      last.status === state.status &&
      last.pending === state.pending &&
      last.error === state.error
    ) {
      return;
    }
    last = state;
    for (const listener of listeners) listener(state);
  }

  async function write(op: Op): Promise<void> {
    const rev = revs.get(op.gameId);
    if (rev === undefined || stale.has(op.gameId)) {
      throw new StoreError('stale', 'This game is not open for saving here any more.');
    }
    const next =
      op.kind === 'append'
        ? await target.appendMove(op.gameId, op.session, rev)
        : await target.undoMoves(op.gameId, op.session, rev);
    revs.set(op.gameId, next);
    opts.onSaved?.(op.gameId, next);
  }

  async function drain(): Promise<boolean> {
    for (;;) {
      const op = ops[0];
      if (!op || disposed) {
        // Cleared before returning, so an op queued from now on starts a new drain.
        running = null;
        return !op;
      }
      inFlight = op;
      try {
        await write(op);
      } catch (e) {
        inFlight = null;
        running = null;
        failed(e);
        return false;
      }
      inFlight = null;
      ops.splice(ops.indexOf(op), 1);
      error = null;
      emit();
    }
  }

  function kick(): Promise<boolean> {
    // Started in a microtask so `running` is set before drain can clear it.
    running ??= Promise.resolve().then(drain);
    return running;
  }

  /**
   * Writes in the background. drain answers a failed write itself (`failed`); anything
   * else it throws (a listener's bug) is reported as a write error, never dropped.
   */
  function writeOn(): void {
    kick().catch((e: unknown) => {
      running = null;
      opts.onError?.(e);
    });
  }

  function failed(e: unknown) {
    error = classifyError(e);
    opts.onError?.(e);
    if (error === 'connection') target.recover?.();
    if (error === 'stale') {
      // No retry can succeed: the stored game is not the one these moves follow.
      for (const op of ops) stale.add(op.gameId);
      emit();
      return;
    }
    emit();
    if (!disposed && !cancelRetry) {
      cancelRetry = schedule(() => {
        cancelRetry = null;
        writeOn();
      }, retryMs);
    }
  }

  function enqueue(op: Op) {
    ops.push(op);
    emit();
    // While a retry is scheduled, wait for it: writing again at every tap would only fail
    // again; a stale game is never written.
    if (!cancelRetry && error !== 'stale') writeOn();
  }

  return {
    open(gameId, rev) {
      for (let i = ops.length - 1; i >= 0; i--) {
        const op = ops[i];
        if (op && op !== inFlight && op.gameId === gameId) ops.splice(i, 1);
      }
      revs.set(gameId, rev);
      stale.delete(gameId);
      if (error === 'stale' && stale.size === 0) error = null;
      emit();
      if (ops.length > 0 && error === null && !cancelRetry) writeOn();
    },

    latest(gameId) {
      if (stale.has(gameId)) return null;
      return ops.filter((op) => op.gameId === gameId).at(-1)?.session ?? null;
    },

    changedElsewhere(gameId, rev) {
      const ours = revs.get(gameId);
      if (ours === undefined || rev <= ours) return;
      stale.add(gameId);
      error = 'stale';
      emit();
    },

    append(gameId, session) {
      enqueue({ kind: 'append', gameId, session });
    },

    undo(gameId, session) {
      const toSeq = session.table.seq;
      // Unwritten moves past the undo never need writing; the one in flight must finish.
      for (let i = ops.length - 1; i >= 0; i--) {
        const op = ops[i];
        if (op && op !== inFlight && op.gameId === gameId && op.session.table.seq > toSeq) {
          ops.splice(i, 1);
        }
      }
      const lastOp = ops.filter((op) => op.gameId === gameId).at(-1);
      if (lastOp?.kind === 'append' && lastOp.session.table.seq === toSeq) {
        // The queue already ends on this very state: no undo to write.
        emit();
        return;
      }
      enqueue({ kind: 'undo', gameId, session });
    },

    async flush() {
      if (error === 'stale') return false;
      cancelRetry?.();
      cancelRetry = null;
      while (ops.length > 0 && !disposed) {
        if (!(await kick())) return false;
      }
      return ops.length === 0;
    },

    getState,

    subscribe(listener) {
      listeners.add(listener);
      listener(getState());
      return () => listeners.delete(listener);
    },

    dispose() {
      disposed = true;
      cancelRetry?.();
      cancelRetry = null;
      listeners.clear();
    },
  };
}
