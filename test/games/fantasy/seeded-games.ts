/**
 * Seeded whole games of Fantasy Fantasy Baseball, played by a fixed chooser: the record
 * that shows a change of the rules' code played every game identically (the same listed
 * moves chosen, the same log, the same outcome, the same state after every move).
 * `npx tsx scripts/fantasy/record-seeded.ts` writes them; seeded.test.ts compares.
 */
import { stateHash } from '../../../src/engine/hash';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { startTable, step } from '../../../src/engine/session';
import type { GameModule, LogLine, Options, Outcome, Seat } from '../../../src/engine/types';
import { fantasyModule } from '../../../src/games/fantasy';

/** One game: how it was set up, and what playing it gave. */
export interface SeededGame {
  seed: string;
  seats: number;
  options: Options;
  moves: { seat: number; action: unknown }[];
  /** The state's hash after each move. */
  hashes: string[];
  /** The hash of the whole log. */
  log: string;
  outcome: Outcome | null;
}

/** The games: every seat count, and each option that changes the play. */
export const CASES: readonly { seed: string; seats: number; options: Options }[] = [
  { seed: 'solo', seats: 1, options: {} },
  { seed: 'solo-auto', seats: 1, options: { robotPicks: 'auto', wildCardChoice: true } },
  { seed: 'two', seats: 2, options: { events: true } },
  {
    seed: 'three',
    seats: 3,
    options: { months: '4', faLeftovers: 'discard', wildCardChoice: true },
  },
  { seed: 'four', seats: 4, options: { moreWins: true, noAliens: true } },
  { seed: 'five', seats: 5, options: { events: true, months: '5', moreWins: true } },
];

const MAX_MOVES = 20_000;

/** Plays a case to its end: at each move the first prompted seat takes a seeded listed action. */
export function playSeeded(c: { seed: string; seats: number; options: Options }): SeededGame {
  const module = fantasyModule as unknown as GameModule<unknown, unknown, unknown>;
  const seats: Seat[] = Array.from({ length: c.seats }, (_, i) => ({
    name: `P${i + 1}`,
    kind: 'human',
  }));
  const options = { ...c.options };
  const start = startTable(module, { seed: c.seed, seats, options });
  let table = start.table;
  const log: LogLine[] = [...start.log];
  const rng = makeRng(parseSeed(`${c.seed}:choices`));
  const moves: SeededGame['moves'] = [];
  const hashes: string[] = [];
  for (let i = 0; i < MAX_MOVES; i++) {
    const prompt = module.prompts(table.g)[0];
    if (!prompt) break;
    const actions = module.actions(table.g, prompt.seat);
    const action = actions[rng.int(actions.length)];
    const next = step(module, table, prompt.seat, action);
    table = next.table;
    log.push(...next.log);
    moves.push({ seat: prompt.seat, action });
    hashes.push(stateHash(table));
  }
  return {
    seed: c.seed,
    seats: c.seats,
    options,
    moves,
    hashes,
    log: stateHash(log),
    outcome: module.outcome(table.g),
  };
}
