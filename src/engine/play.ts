/**
 * Plays whole games headless: every seat driven by a bot from its own view. Used by the
 * simulator, the property test and the benchmarks.
 */
import { chooseAction, type BotConfig } from './bots';
import { makeRng, parseSeed } from './rng';
import { startTable, step, type Table } from './session';
import type { GameModule, Options, Outcome, Prompt, Seat, SeatId } from './types';

export interface PlayConfig {
  seed: string;
  seats: number;
  options: Options;
  /** One bot per seat. */
  bots: readonly BotConfig[];
  /** Chance, at each move, that a seat without a prompt takes one of its out-of-turn actions. */
  outOfTurn?: number;
  /** A game longer than this counts as a failure (a rules loop). */
  maxMoves?: number;
  /** Check the game's invariants after every move. */
  checkInvariants?: boolean;
  /** The rules version to play under (a saved game's); the module's current one when absent. */
  rulesVersion?: number;
  /** Called after every move (for property checks). */
  onMove?: (before: Table<unknown>, seat: SeatId, action: unknown, after: Table<unknown>) => void;
}

export interface PlayResult {
  moves: { seat: SeatId; action: unknown }[];
  outcome: Outcome | null;
  error: string | null;
  invariantBreaks: string[];
  table: Table<unknown>;
}

const RANDOM: BotConfig = { kind: 'random' };

/** Plays one game to its end (or to the first error) and reports what happened. */
export function playGame<S, A, V>(module: GameModule<S, A, V>, cfg: PlayConfig): PlayResult {
  const rng = makeRng(parseSeed(`play:${cfg.seed}`));
  const maxMoves = cfg.maxMoves ?? 100_000;
  const moves: { seat: SeatId; action: unknown }[] = [];
  const invariantBreaks: string[] = [];
  let table: Table<S> | null = null;
  try {
    const seats: Seat[] = [];
    for (let i = 0; i < cfg.seats; i++) seats.push({ name: `Seat ${i + 1}`, kind: 'bot' });
    table = startTable(module, {
      seed: cfg.seed,
      seats,
      options: cfg.options,
      rulesVersion: cfg.rulesVersion,
    }).table;
    let prompts: readonly Prompt[] = module.prompts(table.g);
    for (;;) {
      if (prompts.length === 0) break;
      if (moves.length >= maxMoves) throw new Error(`no end after ${maxMoves} moves`);
      let seat = (prompts[rng.int(prompts.length)] as { seat: SeatId }).seat;
      let actions = module.actions(table.g, seat);
      if (cfg.outOfTurn && rng.next() < cfg.outOfTurn) {
        const idle = [...Array(cfg.seats).keys()].filter((s) => !prompts.some((p) => p.seat === s));
        const other = idle.length ? rng.pick(idle) : null;
        const extra = other === null ? [] : module.actions(table.g, other);
        if (other !== null && extra.length) [seat, actions] = [other, extra];
      }
      if (actions.length === 0)
        throw new Error(`seat ${seat} holds a prompt but has no legal action`);
      const bot: BotConfig = cfg.bots[seat] ?? RANDOM;
      // Random play needs neither the view nor a bot of its own: the game's generator will do.
      const action: A =
        bot.kind === 'random'
          ? rng.pick(actions)
          : chooseAction(
              module,
              {
                view: module.view(table.g, seat),
                seat,
                actions,
                seats: cfg.seats,
                options: cfg.options,
                seed: `${cfg.seed}:${moves.length}`,
              },
              bot,
            );
      const before = table;
      table = step(module, table, seat, action).table;
      prompts = module.prompts(table.g);
      moves.push({ seat, action });
      cfg.onMove?.(before, seat, action, table);
      if (cfg.checkInvariants !== false && module.invariants) {
        for (const broken of module.invariants(table.g))
          invariantBreaks.push(`move ${moves.length}: ${broken}`);
        if (invariantBreaks.length) break;
      }
    }
    return { moves, outcome: module.outcome(table.g), error: null, invariantBreaks, table };
  } catch (e) {
    const error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    return {
      moves,
      outcome: null,
      error,
      invariantBreaks,
      table: table ?? { g: null, rng: [0, 0, 0, 0], seq: 0 },
    };
  }
}
