/**
 * Sessions: a game's seed, seats, options and moves, the table state they replay to, the
 * log, and undo back to the last checkpoint. Pure functions over plain data.
 */
import { makeRng, parseSeed, type Rng, type RngState } from './rng';
import { canonicalJson, stateHash } from './hash';
import { learners } from './knowledge';
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

/** Why a move is a checkpoint that undo never crosses (see checkpointOf). */
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
  /** The rules version of a saved or imported game; absent: the module's current one. */
  readonly rulesVersion?: number;
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
 * The RulesCtx of one move: a copy of the generator and the log lines written. A class: one
 * is made per move, and closures cost more (tsx wraps each named one it makes).
 */
class MoveCtx implements RulesCtx {
  readonly lines: LogEntry[] = [];
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
}

/** A RulesCtx over a copy of the generator; the caller reads what the rule drew from `rng`. */
export function makeCtx(rngState: RngState, seq: number) {
  const ctx = new MoveCtx(makeRng(rngState), seq);
  return { ctx, rng: ctx.rng, lines: ctx.lines };
}

const samePromptSeats = (a: readonly Prompt[], b: readonly Prompt[]) =>
  a.length === b.length && a.every((p, i) => p.seat === b[i]?.seat);

/** Starts a game: the opening table and its setup log. */
export function startTable<S>(module: GameModule<S, unknown, unknown>, init: GameInit) {
  const { ctx, rng, lines } = makeCtx(parseSeed(init.seed), 0);
  const g = module.setup(
    ctx,
    init.seats.length,
    init.options,
    init.rulesVersion ?? module.meta.rulesVersion,
  );
  return { table: { g, rng: rng.state(), seq: 0 } as Table<S>, log: lines };
}

/** The seats holding a prompt in a state. */
export function promptSeats<S>(module: GameModule<S, unknown, unknown>, g: S): SeatId[] {
  return [...new Set(module.prompts(g).map((p) => p.seat))];
}

/** Whether an action can be a move at all: a plain object (actions are JSON objects). */
const isActionShape = (a: unknown): boolean =>
  typeof a === 'object' && a !== null && !Array.isArray(a);

/**
 * The engine's door for actions from outside (a tap, a file, a worker): anything that is not
 * a listed action is refused with a RulesError, never a TypeError from deep in the rules.
 * The game may name the rule it breaks; otherwise the refusal is the engine's own. An action
 * the game declares open-ended (`GameModule.open`) goes on to `apply`, which judges it.
 */
function checkAtDoor<S, A>(
  module: GameModule<S, A, unknown>,
  table: Table<S>,
  seat: SeatId,
  action: A,
) {
  if (!isActionShape(action))
    throw new RulesError(
      'not-an-action',
      'engine',
      `seat ${seat} sent something that is not a move`,
    );
  // Key order must not matter: an action may come from a file or another thread.
  const key = canonicalJson(action);
  if (module.actions(table.g, seat).some((a) => canonicalJson(a) === key)) return;
  // An open-ended action (a trade offer) cannot be listed: apply alone judges it. It is tried
  // here, so that a malformed one (a field missing, a wrong type) is refused with a
  // RulesError like any other, never a TypeError from deep in the rules.
  const open = module.open?.(action) === true;
  try {
    module.apply(table.g, seat, action, makeCtx(table.rng, table.seq + 1).ctx);
    if (open) return;
  } catch (e) {
    if (e instanceof RulesError) throw e;
    if (open)
      throw new RulesError('malformed-action', 'engine', `seat ${seat} sent a malformed move`);
  }
  throw new RulesError('not-a-legal-action', 'engine', `seat ${seat} cannot play this now`);
}

/**
 * Applies one move to a table: the fast path (playouts, the simulator). The game's `apply`
 * refuses illegal actions with a RulesError; with `strict`, anything it does not list is
 * refused at the door first. `drew` says whether the move used the random generator.
 */
export function step<S, A>(
  module: GameModule<S, A, unknown>,
  table: Table<S>,
  seat: SeatId,
  action: A,
  strict = false,
) {
  if (strict) checkAtDoor(module, table, seat, action);
  const seq = table.seq + 1;
  const ctx = new MoveCtx(makeRng(table.rng), seq);
  const g = module.apply(table.g, seat, action, ctx);
  const drew = ctx.rng.draws > 0;
  const next: Table<S> = { g, rng: drew ? ctx.rng.state() : table.rng, seq };
  return { table: next, log: ctx.lines, drew };
}

/**
 * Why a move is a checkpoint, or null when it may be undone: it ended the game, drew a random
 * number, showed some seat a card or secret it could not see before (read off the
 * containers, see knowledge.ts), or passed the decision to another seat. An out-of-turn move
 * (a loan in another's turn) passes nothing on, unless it changed who must decide.
 */
export function checkpointOf<S>(
  module: GameModule<S, unknown, unknown>,
  before: Table<S>,
  after: Table<S>,
  seat: SeatId,
  drew: boolean,
  seats: number,
): Checkpoint | null {
  const next = module.prompts(after.g);
  if (next.length === 0) return 'end';
  if (drew) return 'random';
  if (learners(before.g, after.g, seats).length > 0) return 'reveal';
  if (!next.some((p) => p.seat === seat)) {
    const prev = module.prompts(before.g);
    if (prev.some((p) => p.seat === seat) || !samePromptSeats(prev, next)) return 'handoff';
  }
  return null;
}

/** One move as a session records it: the new table, its log and its checkpoint. */
export function playMove<S, A>(
  module: GameModule<S, A, unknown>,
  table: Table<S>,
  seat: SeatId,
  action: A,
  seats: number,
  strict = false,
) {
  const r = step(module, table, seat, action, strict);
  const checkpoint = checkpointOf(module, table, r.table, seat, r.drew, seats);
  return { table: r.table, log: r.log, checkpoint };
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
  const r = playMove(
    session.module,
    session.table,
    seat,
    action,
    session.init.seats.length,
    strict,
  );
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
    const r = playMove(module, table, m.seat, m.action, init.seats.length);
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
