/**
 * "Same games before and after" (issue 22): whole games played by the heuristic and random
 * bots, and searches from fixed positions, reduced to what a speed change must not alter:
 * the moves, the log lines, the outcome and the table's hash along the way. Recorded once by
 * `npx tsx scripts/same-games.ts` before a change (test/fixtures/same-games/<game>.json) and
 * compared by test/games/<game>/same-games.test.ts after it.
 *
 * A change of a state's shape changes its hash without changing the game: such a game gives
 * `project`, which renders its table in the shape the fixture was recorded in, and the
 * hashes are taken of that (docs/architecture.md, "Speed").
 *
 * A fixture names the rules version it was recorded under (`rulesVersion`), and its games
 * are played under that version: a new rules version leaves the old fixture proving that
 * games saved under the old rules still play as they did, beside a fixture of the new.
 */
import { mctsSearch } from '../../src/engine/bots';
import { stateHash } from '../../src/engine/hash';
import { defaultOptions, parseOptions } from '../../src/engine/options';
import { playGame } from '../../src/engine/play';
import { startTable, step, type Table } from '../../src/engine/session';
import type { GameModule, Options, Outcome } from '../../src/engine/types';
import type { SimArgs } from '../../scripts/sim-run';

/** One recorded game: who plays, under which options, from which seed. */
export interface GameSpec {
  readonly seed: string;
  readonly seats: number;
  /** Options over the game's defaults. */
  readonly opts: Readonly<Record<string, string | boolean>>;
  readonly bots: 'heuristic' | 'random';
  /** Chance a seat without a prompt takes an out-of-turn action (loans, in Lords). */
  readonly outOfTurn: number;
}

export interface GameRecord extends GameSpec {
  readonly moves: number;
  readonly movesHash: string;
  readonly logHash: string;
  readonly outcome: Outcome | null;
  readonly error: string | null;
  /** The table's hash after every HASH_EVERY moves, then at the end. */
  readonly hashes: readonly string[];
}

/** One recorded search: 60 iterations from a position of a random game, the action chosen. */
export interface SearchRecord {
  readonly seed: string;
  readonly position: number;
  readonly action: string;
}

const HASH_EVERY = 50;
const SEARCH_ITERATIONS = 60;

/** A table in the shape its hashes were recorded in (identity unless the shape changed). */
export type Projection = (table: Table<unknown>) => unknown;
const same: Projection = (t) => t;

type Module = GameModule<unknown, unknown, unknown>;

export const optionsOf = (module: Module, seats: number, opts: GameSpec['opts']): Options =>
  parseOptions(module.meta, seats, { ...defaultOptions(module.meta), ...opts });

/** Plays the spec's game, then replays its moves one by one to read the log and hashes. */
export function recordGame(
  module: Module,
  spec: GameSpec,
  project = same,
  rulesVersion?: number,
): GameRecord {
  const options = optionsOf(module, spec.seats, spec.opts);
  const played = playGame(module, {
    seed: spec.seed,
    seats: spec.seats,
    options,
    rulesVersion,
    bots: Array.from({ length: spec.seats }, () => ({ kind: spec.bots })),
    outOfTurn: spec.outOfTurn,
    checkInvariants: false,
  });
  const seats = Array.from({ length: spec.seats }, (_, i) => ({
    name: `Seat ${i + 1}`,
    kind: 'bot' as const,
  }));
  const start = startTable(module, { seed: spec.seed, seats, options, rulesVersion });
  let table = start.table;
  const log = [...start.log];
  const hashes: string[] = [];
  played.moves.forEach((m, i) => {
    const next = step(module, table, m.seat, m.action);
    table = next.table;
    log.push(...next.log);
    if ((i + 1) % HASH_EVERY === 0) hashes.push(stateHash(project(table)));
  });
  hashes.push(stateHash(project(table)));
  return {
    ...spec,
    moves: played.moves.length,
    movesHash: stateHash(played.moves),
    logHash: stateHash(log),
    outcome: played.outcome,
    error: played.error,
    hashes,
  };
}

/**
 * Searches of seat 0 from `n` positions spread over a random game where it chooses among
 * several actions: the listing, determinization, playouts and evaluation all feed the choice.
 */
export function recordSearches(
  module: Module,
  seed: string,
  n: number,
  rulesVersion?: number,
): SearchRecord[] {
  const seats = Math.min(Math.max(2, module.meta.minSeats), module.meta.maxSeats);
  const options = optionsOf(module, seats, {});
  const positions: Table<unknown>[] = [];
  playGame(module, {
    seed,
    seats,
    options,
    bots: [],
    checkInvariants: false,
    rulesVersion,
    onMove: (before, seat) => {
      if (seat === 0 && module.actions(before.g, 0).length > 1) positions.push(before);
    },
  });
  // n positions spread over the game, not only its opening.
  const spread = Array.from({ length: Math.min(n, positions.length) }, (_, i) =>
    Math.floor((i * positions.length) / n),
  );
  return spread.map((position) => {
    const t = positions[position] as Table<unknown>;
    const { action } = mctsSearch(
      module,
      {
        view: module.view(t.g, 0),
        seat: 0,
        actions: module.actions(t.g, 0),
        seats,
        options,
        seed: `${seed}:${position}`,
      },
      { kind: 'mcts', iterations: SEARCH_ITERATIONS },
    );
    return { seed, position, action: JSON.stringify(action) };
  });
}

/** A game's fixture: its recorded games, searches and simulator reports. */
export interface SameGamesFixture {
  readonly game: string;
  readonly recordedAt: string;
  /** The rules version the games were played under (absent on fixtures from before it). */
  readonly rulesVersion?: number;
  readonly games: readonly GameRecord[];
  readonly searches: readonly SearchRecord[];
  readonly sims: readonly { readonly args: SimArgs; readonly report: object }[];
}
