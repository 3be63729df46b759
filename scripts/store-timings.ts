/**
 * Storage timings, shared by bench-store.ts (fake-indexeddb in Node) and
 * bench-store-browser.ts (real IndexedDB in Chromium, through bench-browser.mjs).
 */
import { dispatch, type Session } from '../src/engine/session';
import type { SeatId } from '../src/engine/types';
import type { SavedGames } from '../src/app/saved-games';

/** A summary of timing samples (ms). */
export interface Timings {
  n: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles of the samples. */
export function summarize(samples: readonly number[]): Timings {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  const total = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted.at(-1) ?? 0,
    mean: sorted.length ? total / sorted.length : 0,
  };
}

/** Chooses the next move of a game (a bot, or a fixed pattern). */
export type MoveChooser<S, A> = (session: Session<S, A>) => { seat: SeatId; action: A };

/** Plays `count` moves, timing each appendMove from call to commit. */
export async function timeAppends<S, A>(
  store: Pick<SavedGames, 'appendMove'>,
  rev: number,
  gameId: string,
  start: Session<S, A>,
  count: number,
  next: MoveChooser<S, A>,
  clock: () => number = () => performance.now(),
): Promise<{ samples: number[]; session: Session<S, A>; rev: number }> {
  const samples: number[] = [];
  let at = rev;
  let session = start;
  for (let i = 0; i < count; i++) {
    const { seat, action } = next(session);
    session = dispatch(session, seat, action);
    const t0 = clock();
    at = await store.appendMove(gameId, session, at);
    samples.push(clock() - t0);
  }
  return { samples, session, rev: at };
}

/** Times loading (resuming) a saved game `runs` times. */
export async function timeLoads(
  store: Pick<SavedGames, 'loadGame'>,
  gameId: string,
  runs: number,
  clock: () => number = () => performance.now(),
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = clock();
    await store.loadGame(gameId);
    samples.push(clock() - t0);
  }
  return samples;
}
