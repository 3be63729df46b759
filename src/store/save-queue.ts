/**
 * The save queue: the app plays moves in memory at once and hands each resulting session
 * here; the queue writes them in order, one transaction each, and reports whether the game
 * on screen is saved. A failed write keeps its place and is retried; nothing is dropped.
 */
import type { Session } from '../engine/session';
import { classifyError, type SaveErrorKind } from './errors';
import type { AnySession, GameStore } from './games';

/** Saved; writes pending; or the last write failed (the game is only in memory). */
export type SaveStatus = 'saved' | 'saving' | 'not-saved';

/** What the app shows: the status, how many writes wait, and why the last one failed. */
export interface SaveState {
  readonly status: SaveStatus;
  readonly pending: number;
  readonly error: SaveErrorKind | null;
}

/** Where the queue writes: the game store, or a stand-in in tests. */
export type SaveTarget = Pick<GameStore, 'appendMove' | 'undoMoves'> & { recover?: () => void };

/** Runs `fn` after `ms`; returns a cancel function. Injected so tests control time. */
export type Schedule = (fn: () => void, ms: number) => () => void;

/** Retry timing and hooks. */
export interface SaveQueueOptions {
  /** Wait before retrying a failed write (ms, default 10 s as tldraw does). */
  retryMs?: number;
  schedule?: Schedule;
  /** Every failed write, for logging. */
  onError?: (error: unknown) => void;
}

/** Writes a game's moves in order in the background and reports the save status. */
export interface SaveQueue {
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

  function getState(): SaveState {
    const status = error ? 'not-saved' : ops.length > 0 ? 'saving' : 'saved';
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

  const write = (op: Op) =>
    op.kind === 'append'
      ? target.appendMove(op.gameId, op.session)
      : target.undoMoves(op.gameId, op.session);

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

  function failed(e: unknown) {
    error = classifyError(e);
    opts.onError?.(e);
    if (error === 'connection') target.recover?.();
    emit();
    if (!disposed && !cancelRetry) {
      cancelRetry = schedule(() => {
        cancelRetry = null;
        void kick();
      }, retryMs);
    }
  }

  function enqueue(op: Op) {
    ops.push(op);
    emit();
    // While a retry is scheduled, wait for it: writing again at every tap would only fail again.
    if (!cancelRetry) void kick();
  }

  return {
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
