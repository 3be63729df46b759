/**
 * The GameModule contract: what every game in Dugout provides to the engine.
 * Everything here is plain JSON data; no classes, functions or Maps inside state,
 * actions or views, so they can be stored, hashed, exported and sent to a worker.
 */
import type { Rng } from './rng';
import type { Universe } from './deal';

/** A seat at the table, numbered from 0 in seat order (clockwise). */
export type SeatId = number;

/** Who sits in a seat. Bots carry a level; humans may carry a saved profile id. */
export interface Seat {
  name: string;
  kind: 'human' | 'bot';
  level?: BotLevel;
  color?: string;
  profileId?: string;
}

export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** JSON values: what state, actions and views are made of. */
export type Json =
  null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };

/**
 * Who must decide now.
 * - `turn`: the seat acts (one seat, in turn).
 * - `secret`: several seats choose at once; nobody sees another's choice until all have chosen.
 * - `response`: the seat may respond or pass (cancel cards, strategy cards, media on a roll).
 * `msg` is a message key (with `args`) telling the seat what is being asked.
 */
export interface Prompt {
  seat: SeatId;
  kind: PromptKind;
  msg: string;
  args?: MsgArgs;
}
export const PROMPT_KINDS = ['turn', 'secret', 'response'] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

/**
 * A message used as another message's argument: its key is looked up in the same catalog,
 * so words the rules fill in (a result, a base, a die's skill) read in the reader's language.
 */
export interface MsgRef {
  readonly msg: string;
  readonly args?: MsgArgs;
}

/** One argument: a number, a name as printed, a message, or a list of these (read as a list). */
export type MsgArg = string | number | MsgRef | readonly (string | number | MsgRef)[];

/**
 * Arguments of a message. Keys starting with `seat` hold a SeatId (or a list of them), shown
 * as that seat's name. Plain strings are shown as they are: names of fictional people, teams
 * and cards, and codes ("1B", "6-1"); words of the language go in as a MsgRef.
 */
export type MsgArgs = Readonly<Record<string, MsgArg>>;

/**
 * One line of the game log: a message key and its arguments.
 * `to` lists the seats allowed to read a private line; a public line has no `to`.
 */
export interface LogLine {
  msg: string;
  args?: MsgArgs;
  to?: readonly SeatId[];
}

/** A selectable option (variant) of a game, as its rulebook offers it. */
export type OptionSpec =
  | {
      key: string;
      kind: 'boolean';
      label: string;
      help?: string;
      default: boolean;
      seats?: readonly number[];
    }
  | {
      key: string;
      kind: 'choice';
      label: string;
      help?: string;
      default: string;
      choices: readonly { value: string; label: string }[];
      seats?: readonly number[];
    }
  | {
      /**
       * Free text (a built team as JSON, say), set by a game's own screens: the generic
       * new-game form does not show it. `validate` returns the problem, or null when the
       * value is fine; it sees every option, so it can depend on another one.
       */
      key: string;
      kind: 'text';
      label: string;
      help?: string;
      default: string;
      validate?(value: string, options: Options): string | null;
      seats?: readonly number[];
    };

/** The rulebook a game follows, shown on every screen of that game. */
export interface Credit {
  rulebook: string;
  designers: string;
  publisher?: string;
}

export interface GameMeta {
  id: string;
  title: string;
  credit: Credit;
  minSeats: number;
  maxSeats: number;
  options: readonly OptionSpec[];
  /** Rules version; stored with every game so that old saves keep their rules. */
  rulesVersion: number;
}

export type Options = Readonly<Record<string, boolean | string>>;

/**
 * What a game's scores count, worded by the app ("456 VP", "3 trophies", "4 games"): a closed
 * list, so the shell words a result (results, history) without loading the game's catalog.
 */
export const SCORE_UNITS = ['trophies', 'vp', 'points', 'wins', 'runs', 'games'] as const;
export type ScoreUnit = (typeof SCORE_UNITS)[number];

/** A labelled part of a score (a message key and its arguments) and what it adds. */
export interface OutcomePart {
  msg: string;
  args?: MsgArgs;
  value: number;
}

/** A fact that tells the game beside the score (a series result, last season's wins), with its own parts if any. */
export interface OutcomeNote {
  msg: string;
  args?: MsgArgs;
  parts?: readonly OutcomePart[];
}

/** A side that no seat plays (the solo game's rivals), named by a message of the game. */
export interface OutcomeRival {
  msg: string;
  args?: MsgArgs;
  rank: number;
  score: number;
  /** The score's parts, as a seat's breakdown. */
  parts?: readonly OutcomePart[];
  notes?: readonly OutcomeNote[];
}

/**
 * A side of a result: a seat id (0, 1, ...) or, for a rival of a solo game, `-1 - i` for
 * `rivals[i]`.
 */
export type OutcomeSide = number;

/**
 * Final result of a game. `rank[i]` is seat i's place (1 = first; ties share a place);
 * `scores[i]` is seat i's score by the game's own measure (what decides the places), counted
 * in `unit`.
 */
export interface Outcome {
  rank: readonly number[];
  scores: readonly number[];
  /** What the scores count; absent: plain numbers. */
  unit?: ScoreUnit;
  /**
   * The head-to-head that decided first place when the scores alone did not (Fantasy's
   * Championship Series, Hot Pepper's playoff): the winner, the loser and the games each won.
   */
  final?: { winner: OutcomeSide; loser: OutcomeSide; won: number; lost: number };
  /** Score breakdown per seat: labelled parts adding up to the score, none of them zero. */
  breakdown?: readonly (readonly OutcomePart[])[];
  /** Per seat, what else tells the game, after the score and its parts. */
  notes?: readonly (readonly OutcomeNote[])[];
  /**
   * The scores over the game (Lords' VP at each year's end): `values[seat][i]` after the i-th
   * round, the rounds named by `msg` with `{ n }` (1, 2, ...), the final score last.
   */
  race?: { msg: string; values: readonly (readonly number[])[] };
  /** Sides no seat plays (the solo game's rivals), with their places and scores. */
  rivals?: readonly OutcomeRival[];
  /** Message key describing how the game ended. */
  msg?: string;
}

/**
 * What a rule function may use while it runs: the random generator (its state lives in
 * the table state; see session.ts) and the log. Whether a move showed anyone something new
 * is read off the containers by the engine (knowledge.ts), not declared by the game.
 */
export interface RulesCtx {
  readonly rng: Rng;
  log(msg: string, args?: MsgArgs, to?: readonly SeatId[]): void;
}

/** A full state consistent with a seat's view, built for a search bot. */
export interface DeterminizeArgs<S, V> {
  view: V;
  seat: SeatId;
  seats: number;
  options: Options;
  rng: Rng;
  /** The generic result: hidden zones refilled with the seat's unseen cards. */
  base: S;
}

export interface GameModule<S = Json, A = Json, V = Json> {
  id: string;
  meta: GameMeta;
  /**
   * Builds the opening state; shuffles and deals through ctx.rng. `rulesVersion` is the
   * version of the rules the game is played under (`meta.rulesVersion` for a new game, the
   * stored one for a saved or imported game): a module whose rules changed in a way that
   * alters replays keeps the old behaviour for the old version (docs/architecture.md).
   */
  setup(ctx: RulesCtx, seats: number, options: Options, rulesVersion?: number): S;
  /** Who must decide now; empty once the game is over. */
  prompts(state: S): Prompt[];
  /** Every legal action for a seat, including out-of-turn actions of a seat without a prompt. */
  actions(state: S, seat: SeatId): A[];
  /**
   * Open-ended actions the game cannot list (a trade offer's bundle of any goods): the
   * engine's door lets an unlisted action through when this says it is one, and `apply`
   * alone decides, refusing it with its RulesError when illegal.
   */
  open?(action: A): boolean;
  /**
   * Listed actions a seat may take at any time, beside whatever it is asked (a Lords loan):
   * they are no answer to a prompt, so the play model's "skip players with no legal
   * response" does not count them when it looks for a seat whose only response is to pass.
   */
  aside?(action: A): boolean;
  /** Pure and deterministic given ctx.rng; throws RulesError for an illegal action. */
  apply(state: S, seat: SeatId, action: A, ctx: RulesCtx): S;
  /**
   * What a seat (null: the whole table) may know. Most games write
   * `redact(state, seat)` plus public derived facts; see hidden.ts.
   */
  view(state: S, seat: SeatId | null): V;
  outcome(state: S): Outcome | null;
  /**
   * Whether `seat`'s decision now needs its private view (its hand, its secrets); true when
   * absent. When false, the seat's legal actions follow from public facts alone, and a
   * person makes the decision on the table's view with no handoff cover (Showdown's
   * substitution window): the cover is raised only when a hand is about to be shown.
   */
  privateDecision?(state: S, seat: SeatId): boolean;
  /**
   * Whether `seat`'s private decisions go on in one round after the move it just made (a
   * draft's picks, hand after hand, while the others choose): where each person keeps his
   * side at his own edge of the tablet, that side then stays open from one pick to the next
   * instead of turning face down, so the round costs him one reveal. False when absent.
   */
  privateRound?(state: S, seat: SeatId): boolean;
  /**
   * Where the game stands, in a few public words ("Top of the 5th, 3-2"; "Month 2, week
   * 3"), from the game's messages: the continue card on the home screen shows it.
   */
  progress?(state: S): { msg: string; args?: MsgArgs };
  /**
   * The part of the game a state belongs to, for the replay's "jump to" ("Inning 5",
   * "Month 2"): consecutive states with the same chapter are one stop.
   */
  chapter?(state: S): { msg: string; args?: MsgArgs };
  /**
   * Every card that could be in the game now, by pool (content ids or card instances,
   * repeated for copies), read from a seat's view: the generic determinization deals the
   * cards of each pool that the seat cannot see. A deck-builder's pools change by buying, in
   * public, so they come from the view, not from the seats and options alone.
   */
  universe?(view: V, seats: number, options: Options): Universe;
  /** Fills secrets that are not cards (hidden values) in a determinized state. */
  determinize?(args: DeterminizeArgs<S, V>): S;
  /** Names of broken invariants, for the fuzzer. Empty when all hold. */
  invariants?(state: S): string[];
  /**
   * A short sentence describing an action (message key and args), for menus and the log.
   * `view` is the describing seat's view, for naming what is not a seat (a solo automaton).
   */
  describe?(action: A, seat: SeatId, view?: V): { msg: string; args?: MsgArgs };
  /** Heuristic play for this game's bot, from its own view and legal actions. */
  heuristic?(view: V, seat: SeatId, actions: A[], rng: Rng): A;
  /**
   * An open-ended move (`open`) a bot makes of its own accord before it chooses among its
   * listed actions (a Lords trade offer), or undefined. Bots other than the random one ask it
   * first; it must return a move the rules accept. The coach's suggestion never asks it.
   */
  initiative?(view: V, seat: SeatId, actions: readonly A[]): A | undefined;
  /**
   * The search bot's playout policy, on a sampled full state (the sample is the bot's own
   * guess, so reading it is fair); uniform random play when absent.
   */
  playout?(state: S, seat: SeatId, actions: A[], rng: Rng): A;
  /**
   * For a game whose heuristic plays better than a short search can tell actions apart:
   * the hard level keeps the heuristic's action unless the search finds one better by more
   * than this many standard errors (BotConfig.anchor).
   */
  searchAnchor?: number;
  /** Value of a state for a seat in [0, 1], used where a search playout is cut short. */
  evaluate?(state: S, seat: SeatId): number;
  /** The game's message catalog (English), keyed by the keys its logs and prompts use. */
  messages: Readonly<Record<string, string>>;
  /**
   * The catalog in other languages, by language code (`fr`), each loaded lazily (a dynamic
   * import in the game, so it is a chunk of its own and never in the home chunk). A key a
   * translation lacks shows in English.
   */
  translations?: Readonly<Partial<Record<string, () => Promise<Readonly<Record<string, string>>>>>>;
}

/** An illegal action, refused with a code and the rulebook section that forbids it. */
export class RulesError extends Error {
  override readonly name = 'RulesError';
  constructor(
    readonly code: string,
    readonly section: string,
    message?: string,
  ) {
    super(message ?? `${code} (${section})`);
  }
}

/** Throws a RulesError unless `ok`. Reads as the rule: `must(hasCard, 'not-in-hand', '§3.2')`. */
export function must(ok: unknown, code: string, section: string, message?: string): asserts ok {
  if (!ok) throw new RulesError(code, section, message);
}
