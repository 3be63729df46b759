/**
 * The simulator's games and report (scripts/sim.ts prints them): whole games headless, bots
 * rotated round the table game by game. Same arguments, same report, timings aside
 * (`movesPerSecond`, `elapsedMs`); test/games/same-games.test.ts holds it to that.
 */
import { defaultOptions, parseOptions } from '../src/engine/options';
import { playGame } from '../src/engine/play';
import type { BotConfig, BotKind } from '../src/engine/bots';
import type { AnyModule } from '../src/games/registry';

export const BOT_KINDS: readonly BotKind[] = ['random', 'heuristic', 'mcts'];

/** What to simulate: the simulator's command-line arguments, parsed. */
export interface SimArgs {
  games: number;
  seed: string;
  bots: readonly BotKind[];
  /** Seats at the table; the game's two (or its minimum) when absent. */
  players?: number;
  /** Options over the game's defaults (`--opt key=value`). */
  opts?: Readonly<Record<string, boolean | string>>;
  /** Search iterations of an mcts bot. */
  iterations: number;
  /** Chance a seat without a prompt takes an out-of-turn action (`--out-of-turn`). */
  outOfTurn: number;
}

/** Plays the games (under `rulesVersion`, the module's current when absent) and reports. */
export function simulate(module: AnyModule, args: SimArgs, rulesVersion?: number) {
  const { games, bots: botKinds } = args;
  const players = args.players ?? Math.min(Math.max(2, module.meta.minSeats), module.meta.maxSeats);
  const options = parseOptions(module.meta, players, {
    ...defaultOptions(module.meta),
    ...args.opts,
  });
  const config = (kind: BotKind): BotConfig =>
    kind === 'mcts' ? { kind, iterations: args.iterations } : { kind };

  const winsBySeat = Array<number>(players).fill(0);
  const winsByBot: Record<string, number> = {};
  const failures: { seed: string; error: string }[] = [];
  let errors = 0;
  let invariantBreaks = 0;
  let totalMoves = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const seed = `${args.seed}-${i}`;
    // Rotate the bots round the table each game, so wins by bot are not wins by seat.
    const kinds = Array.from(
      { length: players },
      (_, s) => botKinds[(s + i) % botKinds.length] as BotKind,
    );
    const r = playGame(module, {
      seed,
      seats: players,
      options,
      bots: kinds.map(config),
      outOfTurn: args.outOfTurn,
      rulesVersion,
    });
    totalMoves += r.moves.length;
    if (r.error) {
      errors++;
      failures.push({ seed, error: r.error });
    }
    if (r.invariantBreaks.length) {
      invariantBreaks++;
      failures.push({ seed, error: r.invariantBreaks.join('; ') });
    }
    if (!r.outcome) continue;
    const winners = r.outcome.rank.flatMap((rank, s) => (rank === 1 ? [s] : []));
    for (const s of winners) {
      winsBySeat[s] = (winsBySeat[s] ?? 0) + 1 / winners.length;
      const kind = kinds[s] as string;
      winsByBot[kind] = (winsByBot[kind] ?? 0) + 1 / winners.length;
    }
  }
  const elapsedMs = performance.now() - started;
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    game: module.id,
    games,
    seed: args.seed,
    players,
    bots: botKinds,
    options,
    errors,
    invariantBreaks,
    meanMoves: round(totalMoves / Math.max(1, games)),
    winsBySeat: winsBySeat.map(round),
    winsByBot: Object.fromEntries(Object.entries(winsByBot).map(([k, v]) => [k, round(v)])),
    failures: failures.slice(0, 10),
    movesPerSecond: Math.round(totalMoves / (elapsedMs / 1000)),
    elapsedMs: Math.round(elapsedMs),
  };
}

export type SimReport = ReturnType<typeof simulate>;
