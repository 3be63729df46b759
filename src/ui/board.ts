/**
 * What every game's board receives and returns, like chessground: a view and that seat's
 * legal actions in, user events out. Boards never receive the game state.
 */
import type { ComponentType } from 'preact';
import type { MsgArgs, Prompt, SeatId } from '../engine/types';
import type { Language } from './language';
import type { LogSound } from './sound';

/** A seat as the table shows it: name and colour (1-6, the design's seat colours). */
export interface SeatInfo {
  name: string;
  color: number;
  kind: 'human' | 'bot';
}

export interface BoardProps<V = unknown, A = unknown> {
  /** What `seat` may know (the table's view when `seat` is null). */
  view: V;
  /** The seat holding the device, or null when nobody's private view is shown. */
  seat: SeatId | null;
  /** Every legal action for `seat` now (empty when it has none or `seat` is null). */
  actions: readonly A[];
  /**
   * Who must decide now and what is asked (public, as the rules say): the holder's own are
   * those with its seat. Boards read them here and never call the rules for them.
   */
  prompts: readonly Prompt[];
  onAction(action: A): void;
  seats: readonly SeatInfo[];
  /** The game's messages, filled and with seat names. */
  say(key: string, args?: MsgArgs): string;
  /**
   * Which part of the board to draw (boards of a `GameUi` with `parts: true` honour it):
   * 'whole' (the default) everything; 'table' the shared, public table only (no hand, no
   * controls), drawn once in the middle when people sit at the tablet's edges; 'seat' the
   * seat's own side only (the decision, its controls, the hand), drawn at its owner's edge
   * with the hand nearest the edge (at the bottom of the part: a finger that opened the
   * edge slides along it); 'backs' the seat's private cards face down, as the table's view
   * counts them, in its closed edge (`seat` is then the edge's owner and `view` the table's).
   */
  part?: BoardPart;
  /**
   * Seats at the tablet's far edge (the edges mode): a board drawing its 'table' part turns
   * their own areas half a turn toward them, so each person reads his side upright.
   */
  far?: readonly SeatId[];
  /**
   * Set when `seat` decides on the table's public view (the game's `privateDecision` said
   * the decision needs nothing private, so no handoff cover was raised): the view holds no
   * private card of `seat`. A board that would show the seat's hand offers a control that
   * calls this, to see it behind the cover.
   */
  onShowOwn?(): void;
}

export type BoardPart = 'whole' | 'table' | 'seat' | 'backs';

export interface RulesProps {
  say(key: string, args?: MsgArgs): string;
}

/** A game's in-app rules reference. */
export type RulesDocument = ComponentType<RulesProps>;

/** A game's screens, loaded lazily with its chunk. */
export interface GameUi<V = unknown, A = unknown> {
  Board: ComponentType<BoardProps<V, A>>;
  /**
   * The in-app rules reference for this game; absent when the game loads it as a chunk of its
   * own (`GameEntry.loadRules`).
   */
  Rules?: RulesDocument;
  /** The Board draws its 'table' and 'seat' parts apart (`BoardProps.part`). */
  parts?: boolean;
  /** The Board draws a closed edge's face-down cards (`part: 'backs'`). */
  backs?: boolean;
  /** The game's sounds for its public play-by-play (a card played, a run, the final out). */
  sound?: LogSound;
  /**
   * The guided first game's coach: a real game on a fixed seed, with a coach beside the board.
   * Not in the game's chunk: the shell loads it (`GameEntry.loadCoach`) for a guided game only
   * and sets it here.
   */
  coach?: Coach<V, A>;
}

/**
 * A game's coach for its guided first game (every game on the shelf should ship one). The
 * learner is seat 0, a person; the other seats are as listed. At each of the learner's
 * decisions the play screen asks the game's heuristic bot for a move, points at its control
 * (`data-action`) and shows `tip`: what the step is and why that move is a good one.
 */
export interface Coach<V = unknown, A = unknown> {
  /** A fixed seed: the same first game for everyone, so the tips read well. */
  seed: string;
  /** Seats after the learner's: bots with their level. */
  others: readonly { level: 'easy' | 'normal' | 'hard' }[];
  /** Options of the guided game (the defaults otherwise). */
  options?: Readonly<Record<string, string | boolean>>;
  /**
   * Opening words, shown before the first decision, in the app's language (`lang`, the
   * active one: the coach holds its words in each language and is given the one to speak).
   */
  welcome(lang: Language): string;
  /**
   * Where to point when the suggested move has no visible `data-action` control of its own
   * (a card to tap first, whose move then shows): a CSS selector within the board.
   */
  point?(suggested: A): string | null;
  /**
   * The board moves on by changing attributes only (which button is pressed, what a button
   * sends), not by adding elements: the note then follows `aria-pressed` and `data-action`
   * changes too (Lords' set-up stars and bid stepper). Off by default: only a game that needs
   * it pays for it. Class changes are followed for every game (a redrawn class drops the ring).
   */
  followsPresses?: boolean;
  /**
   * The move to teach instead of the bot's suggestion (`suggested`, in `actions`), where the
   * bot's is a gamble a learner should not copy (a set-up bought on a loan) or a move the
   * rules make pointless for him; undefined keeps the bot's.
   */
  prefer?(args: {
    view: V;
    seat: SeatId;
    actions: readonly A[];
    suggested: A | undefined;
    /** The bot's pick among some of `actions` (the coach narrows, the bot still judges). */
    pick(among: readonly A[]): A | undefined;
  }): A | undefined;
  /**
   * What the step asks and why the suggested move is good (`suggested` is in `actions`),
   * for the learner's current prompt (`prompt.msg` is the game's message key), in `lang`.
   */
  tip(args: {
    view: V;
    seat: SeatId;
    prompt: Prompt;
    actions: readonly A[];
    suggested: A | undefined;
    lang: Language;
  }): string;
}
