/**
 * Sessions: a game's seed, seats, options and moves, the table state they replay to, the
 * log, and undo back to the last checkpoint. Pure functions over plain data.
 */
import { makeRng, parseSeed, type Rng, type RngState } from './rng';
import { canonicalJson, stateHash } from './hash';
import {
  RulesError,
  type GameModule,
  type LogLine,
  type MsgArgs,
  type Options,
  type Prompt,
  type RulesCtx,
  type Seat,
  type SeatId,
} from './types';

/** The whole table: the game's state plus the random generator's state and the move count. */
export interface Table<S> {
  readonly g: S;
  readonly rng: RngState;
  readonly seq: number;
}

/** Why a move is a checkpoint that undo never crosses. */
export type Checkpoint = 'random' | 'reveal' | 'handoff' | 'end';

export interface MoveRecord<A> {
  readonly seat: SeatId;
  readonly action: A;
  /** Null when the move may be undone. */
  readonly checkpoint: Checkpoint | null;
}

/** A log line stamped with the move that wrote it (0: setup). */
export interface LogEntry extends LogLine {
  readonly seq: number;
}

/** What a new game is made of. */
export interface GameInit {
  readonly seed: string;
  readonly seats: readonly Seat[];
  readonly options: Options;
}

export interface Session<S, A> {
  readonly module: GameModule<S, A, unknown>;
  readonly init: GameInit;
  readonly table: Table<S>;
  readonly moves: readonly MoveRecord<A>[];
  readonly log: readonly LogEntry[];
  /** Tables before each undoable move since the last checkpoint, oldest first. */
  readonly undoable: readonly { table: Table<S>; logLength: number }[];
}

/**
 * The RulesCtx of one move: a copy of the generator, the log lines written, whether the
 * rule revealed something. A class: one is made per move, and closures cost more.
 */
class MoveCtx implements RulesCtx {
  readonly lines: LogEntry[] = [];
  revealed = false;
  constructor(
    readonly rng: Rng,
    private readonly seq: number,
  ) {}
  log(msg: string, args?: MsgArgs, to?: readonly SeatId[]) {
    // Plain assignments: object spreads here cost more than most rules do.
    const line: { seq: number; msg: string; args?: MsgArgs; to?: readonly SeatId[] } = {
      seq: this.seq,
      msg,
    };
    if (args) line.args = args;
    if (to) line.to = to;
    this.lines.push(line);
  }
  reveal() {
    this.revealed = true;
  }
}

/** A RulesCtx over a copy of the generator; `wasRevealed` reports whether the rule revealed. */
export function makeCtx(rngState: RngState, seq: number) {
  const ctx = new MoveCtx(makeRng(rngState), seq);
  return { ctx, rng: ctx.rng, lines: ctx.lines, wasRevealed: () => ctx.revealed };
}

// The prompts of the last state `step` asked about: the state a move leads to is the one the
// next move starts from, so a playout asks about each state twice. States are immutable.
let memoModule: unknown = null;
let memoState: unknown = null;
let memoPrompts: readonly Prompt[] = [];

function promptsOf<S>(module: GameModule<S, unknown, unknown>, g: S): readonly Prompt[] {
  if (g !== memoState || module !== memoModule) {
    memoPrompts = module.prompts(g);
    memoModule = module;
    memoState = g;
  }
  return memoPrompts;
}

/** Whether `seat` holds one of the prompts (a loop: step runs once per playout move). */
function holds(prompts: readonly Prompt[], seat: SeatId): boolean {
  for (const p of prompts) if (p.seat === seat) return true;
  return false;
}

const samePromptSeats = (a: readonly Prompt[], b: readonly Prompt[]) =>
  a.length === b.length && a.every((p, i) => p.seat === b[i]?.seat);

/** Starts a game: the opening table and its setup log. */
export function startTable<S>(module: GameModule<S, unknown, unknown>, init: GameInit) {
  const { ctx, rng, lines } = makeCtx(parseSeed(init.seed), 0);
  const g = module.setup(ctx, init.seats.length, init.options);
  return { table: { g, rng: rng.state(), seq: 0 } as Table<S>, log: lines };
}

/** The seats holding a prompt in a state. */
export function promptSeats<S>(module: GameModule<S, unknown, unknown>, g: S): SeatId[] {
  return [...new Set(module.prompts(g).map((p) => p.seat))];
}

/**
 * Applies one move to a table. The game's `apply` refuses illegal actions with a RulesError;
 * with `strict`, an action the game does not list is refused too (a module bug otherwise).
 * Also returns the prompts after the move (shared: not to be changed).
 */
export function step<S, A>(
  module: GameModule<S, A, unknown>,
  table: Table<S>,
  seat: SeatId,
  action: A,
  strict = false,
) {
  const seq = table.seq + 1;
  const ctx = new MoveCtx(makeRng(table.rng), seq);
  const rng = ctx.rng;
  if (strict) {
    // Key order must not matter: an action may come from a file or another thread.
    const key = canonicalJson(action);
    if (!module.actions(table.g, seat).some((a) => canonicalJson(a) === key)) {
      // Let the game name the rule it breaks; fall back to the generic refusal.
      module.apply(table.g, seat, action, ctx);
      throw new RulesError('not-a-legal-action', 'engine', `seat ${seat} cannot play this now`);
    }
  }
  const g = module.apply(table.g, seat, action, ctx);
  const next: Table<S> = { g, rng: rng.draws > 0 ? rng.state() : table.rng, seq };
  let checkpoint: Checkpoint | null = null;
  const after = promptsOf(module, g);
  if (after.length === 0) checkpoint = 'end';
  else if (rng.draws > 0) checkpoint = 'random';
  else if (ctx.revealed) checkpoint = 'reveal';
  // The decision passed on: the seat held a prompt and no longer does. An out-of-turn move
  // (a loan in another's turn) passes nothing on, unless it changed who must decide.
  else if (!holds(after, seat)) {
    const before = promptsOf(module, table.g);
    if (holds(before, seat) || !samePromptSeats(before, after)) checkpoint = 'handoff';
  }
  return { table: next, log: ctx.lines, checkpoint, prompts: after };
}

export function createSession<S, A>(
  module: GameModule<S, A, unknown>,
  init: GameInit,
): Session<S, A> {
  const { table, log } = startTable(module, init);
  return { module, init, table, moves: [], log, undoable: [] };
}

/** Plays one move. Throws RulesError (and changes nothing) when the move is illegal. */
export function dispatch<S, A>(
  session: Session<S, A>,
  seat: SeatId,
  action: A,
  strict = true,
): Session<S, A> {
  const r = step(session.module, session.table, seat, action, strict);
  const undoable = r.checkpoint
    ? []
    : [...session.undoable, { table: session.table, logLength: session.log.length }];
  return {
    ...session,
    table: r.table,
    moves: [...session.moves, { seat, action, checkpoint: r.checkpoint }],
    log: r.log.length ? [...session.log, ...r.log] : session.log,
    undoable,
  };
}

export function canUndo(session: Session<unknown, unknown>): boolean {
  return session.undoable.length > 0;
}

/** Takes back the last move, never past the last checkpoint. */
export function undo<S, A>(session: Session<S, A>): Session<S, A> {
  const last = session.undoable[session.undoable.length - 1];
  if (!last)
    throw new RulesError('nothing-to-undo', 'engine', 'the last move cannot be taken back');
  return {
    ...session,
    table: last.table,
    moves: session.moves.slice(0, -1),
    log: session.log.slice(0, last.logLength),
    undoable: session.undoable.slice(0, -1),
  };
}

/** A saved point to replay from: the table and log after `table.seq` moves. */
export interface Snapshot<S> {
  readonly table: Table<S>;
  readonly log: readonly LogEntry[];
}

/**
 * Rebuilds a session from its moves, optionally starting at a snapshot taken after
 * `snapshot.table.seq` moves (then `moves` still lists every move from the first).
 */
export function replay<S, A>(
  module: GameModule<S, A, unknown>,
  init: GameInit,
  moves: readonly { seat: SeatId; action: A; checkpoint?: Checkpoint | null }[],
  snapshot?: Snapshot<S>,
): Session<S, A> {
  let table: Table<S>;
  const done: MoveRecord<A>[] = [];
  const log: LogEntry[] = [];
  if (snapshot) {
    if (snapshot.table.seq > moves.length) {
      throw new RangeError(`snapshot at move ${snapshot.table.seq} but only ${moves.length} moves`);
    }
    // Snapshots are taken at checkpoints (atCheckpoint), so nothing before one is undoable.
    for (const m of moves.slice(0, snapshot.table.seq)) {
      done.push({ seat: m.seat, action: m.action, checkpoint: m.checkpoint ?? null });
    }
    table = snapshot.table;
    log.push(...snapshot.log);
  } else {
    const start = startTable(module, init);
    table = start.table;
    log.push(...start.log);
  }
  // Arrays grow in place here (replay is linear in the moves); dispatch copies per move.
  let undoable: { table: Table<S>; logLength: number }[] = [];
  for (let i = table.seq; i < moves.length; i++) {
    const m = moves[i] as { seat: SeatId; action: A };
    const r = step(module, table, m.seat, m.action);
    undoable = r.checkpoint ? [] : [...undoable, { table, logLength: log.length }];
    done.push({ seat: m.seat, action: m.action, checkpoint: r.checkpoint });
    log.push(...r.log);
    table = r.table;
  }
  return { module, init, table, moves: done, log, undoable };
}

/** Whether the session's last move is a checkpoint: the place to take a snapshot. */
export function atCheckpoint(session: Session<unknown, unknown>): boolean {
  return session.undoable.length === 0;
}

/** The log lines a seat (null: the whole table) may read, oldest first. */
export function logFor(log: readonly LogEntry[], seat: SeatId | null): LogEntry[] {
  return log.filter((l) => !l.to || (seat !== null && l.to.includes(seat)));
}

/** A stable hash of the table: equal hashes mean identical replays. */
export function sessionHash(session: Session<unknown, unknown>): string {
  return stateHash(session.table);
}
