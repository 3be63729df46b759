/**
 * npm run bench [-- <game ...>] [--seconds S] [--json]
 * Per game: the cost of apply, actions and view; full random playouts (moves per second);
 * and search-bot iterations per second from a two-player position. Targets (Node 20 on two
 * cores): 140,000 random moves per second, 5,000 search iterations per second.
 */
import { parseArgs } from 'node:util';
import { mctsSearch } from '../src/engine/bots';
import { defaultOptions } from '../src/engine/options';
import { playGame } from '../src/engine/play';
import { makeCtx, type Table } from '../src/engine/session';
import type { SeatId } from '../src/engine/types';
import type { AnyModule } from '../src/games/registry';
import { allModuleIds, loadModule } from './game-modules';

const TARGET_MOVES = 140_000;
const TARGET_ITERATIONS = 5_000;

interface Row {
  game: string;
  applyUs: number;
  actionsUs: number;
  viewUs: number;
  movesPerSecond: number;
  searchIterationsPerSecond: number;
}

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

/** Microseconds per call of `fn` over the samples, repeated for about `ms`. */
function timePerCall<T>(items: T[], ms: number, fn: (item: T) => void): number {
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (const item of items) fn(item);
    calls += items.length;
  }
  return ((performance.now() - start) * 1000) / calls;
}

function bench(module: AnyModule, seconds: number): Row {
  const seats = Math.min(Math.max(2, module.meta.minSeats), module.meta.maxSeats);
  const options = defaultOptions(module.meta);
  const items = samples(module, seats);
  const slice = (seconds * 1000) / 5;
  const applyUs = timePerCall(items, slice, ({ table, seat, action }) => {
    module.apply(table.g, seat, action, makeCtx(table.rng, table.seq + 1).ctx);
  });
  const actionsUs = timePerCall(items, slice, ({ table, seat }) => module.actions(table.g, seat));
  const viewUs = timePerCall(items, slice, ({ table, seat }) => module.view(table.g, seat));
  let moves = 0;
  let start = performance.now();
  for (let i = 0; performance.now() - start < slice; i++) {
    moves += playGame(module, {
      seed: `bench-${i}`,
      seats,
      options,
      bots: [],
      checkInvariants: false,
    }).moves.length;
  }
  const movesPerSecond = moves / ((performance.now() - start) / 1000);
  // Search from the positions where seat 0 decides with more than one choice.
  const positions = items
    .filter((s) => s.seat === 0 && module.actions(s.table.g, 0).length > 1)
    .slice(0, 20);
  let iterations = 0;
  start = performance.now();
  while (positions.length && performance.now() - start < slice) {
    for (const p of positions) {
      const req = {
        view: module.view(p.table.g, 0),
        seat: 0,
        actions: module.actions(p.table.g, 0),
        seats,
        options,
        seed: `bench-${iterations}`,
      };
      iterations += mctsSearch(module, req, { kind: 'mcts', iterations: 200 }).iterations;
    }
  }
  const searchIterationsPerSecond = iterations / ((performance.now() - start) / 1000);
  return { game: module.id, applyUs, actionsUs, viewUs, movesPerSecond, searchIterationsPerSecond };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      seconds: { type: 'string', default: '5' },
      json: { type: 'boolean', default: false },
    },
  });
  const ids = positionals.length ? positionals : allModuleIds();
  const rows: Row[] = [];
  for (const id of ids) rows.push(bench(await loadModule(id), Number(values.seconds)));
  if (values.json) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  const f = (x: number, d = 1) => x.toFixed(d).padStart(10);
  console.log(
    `${'game'.padEnd(22)}${'apply µs'.padStart(10)}${'actions µs'.padStart(11)}${'view µs'.padStart(10)}${'moves/s'.padStart(12)}${'search it/s'.padStart(13)}`,
  );
  for (const r of rows) {
    const ok =
      r.movesPerSecond >= TARGET_MOVES && r.searchIterationsPerSecond >= TARGET_ITERATIONS
        ? ''
        : '  below target';
    console.log(
      `${r.game.padEnd(22)}${f(r.applyUs, 2)} ${f(r.actionsUs, 2)}${f(r.viewUs, 2)}${f(r.movesPerSecond, 0).padStart(12)}${f(r.searchIterationsPerSecond, 0).padStart(13)}${ok}`,
    );
  }
  console.log(
    `targets: ${TARGET_MOVES} random moves/s, ${TARGET_ITERATIONS} search iterations/s (two players)`,
  );
}

void main();
