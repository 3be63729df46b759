/**
 * What `npm run bench` measures for one game: each figure as fixed units of work, so every
 * round repeats the same work and the baseline can run between the units.
 */
import { readFileSync } from 'node:fs';
import { mctsSearch } from '../src/engine/bots';
import { defaultOptions } from '../src/engine/options';
import { playGame } from '../src/engine/play';
import { makeCtx, type Table } from '../src/engine/session';
import type { SeatId } from '../src/engine/types';
import type { AnyModule } from '../src/games/registry';

/** The figures of one game, in print order. */
export const FIGURES = ['apply', 'actions', 'view', 'playout', 'search'] as const;
export type Figure = (typeof FIGURES)[number];

/**
 * A figure's work, as a list of units (a pass over the samples, a game, a search) that each
 * return how much they did (calls, moves, iterations). `unit(k)` does the k-th unit; the
 * harness times each one and runs the baseline between them.
 */
export interface Figured {
  /** How many distinct units there are (Infinity: as many as asked). */
  readonly distinct: number;
  unit(k: number): number;
}

/** Search iterations per position: the bench's search is 200-iteration searches. */
const SEARCH_ITERATIONS = 200;

/** Collects (state, seat, action) samples from a few random games. */
function samples(module: AnyModule, seats: number) {
  const out: { table: Table<unknown>; seat: SeatId; action: unknown }[] = [];
  for (let i = 0; i < 5; i++) {
    playGame(module, {
      seed: `bench-sample-${i}`,
      seats,
      options: defaultOptions(module.meta),
      bots: [],
      onMove: (table, seat, action) => out.push({ table, seat, action }),
    });
  }
  return out;
}

/** One pass of `fn` over the items: a unit of the call figures. */
function pass<T>(items: readonly T[], fn: (item: T) => void): Figured {
  return {
    distinct: Infinity,
    unit: () => {
      for (const item of items) fn(item);
      return items.length;
    },
  };
}

/**
 * The figures of one game at two seats (or its minimum), over samples from five random
 * games: apply, actions and view are calls over every sampled move; a playout unit is one
 * whole random game through `step` with no invariant checks (seeds bench-0, bench-1, ...);
 * a search unit is one 200-iteration search from one of the first 20 sampled positions
 * where seat 0 decides among several actions.
 */
export function gameFigures(module: AnyModule): Record<Figure, Figured> {
  const seats = Math.min(Math.max(2, module.meta.minSeats), module.meta.maxSeats);
  const options = defaultOptions(module.meta);
  const items = samples(module, seats);
  const positions = items
    .filter((s) => s.seat === 0 && module.actions(s.table.g, 0).length > 1)
    .slice(0, 20);
  return {
    apply: pass(items, ({ table, seat, action }) => {
      module.apply(table.g, seat, action, makeCtx(table.rng, table.seq + 1).ctx);
    }),
    actions: pass(items, ({ table, seat }) => module.actions(table.g, seat)),
    view: pass(items, ({ table, seat }) => module.view(table.g, seat)),
    playout: {
      distinct: Infinity,
      unit: (k) =>
        playGame(module, { seed: `bench-${k}`, seats, options, bots: [], checkInvariants: false })
          .moves.length,
    },
    search: {
      distinct: positions.length,
      unit: (k) => {
        const p = positions[k] as (typeof positions)[number];
        const req = {
          view: module.view(p.table.g, 0),
          seat: 0,
          actions: module.actions(p.table.g, 0),
          seats,
          options,
          seed: `bench-${k}`,
        };
        return mctsSearch(module, req, { kind: 'mcts', iterations: SEARCH_ITERATIONS }).iterations;
      },
    },
  };
}

/**
 * Milliseconds this thread has spent runnable but waiting for a core (Linux
 * /proc/thread-self/schedstat), or null elsewhere: time another process took from the bench.
 */
export function runQueueWaitMs(): number | null {
  try {
    const fields = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ');
    return Number(fields[1]) / 1e6;
  } catch {
    return null;
  }
}
