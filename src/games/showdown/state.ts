/**
 * Showdown state, actions and view: plain JSON. Seats are managers; `home` says which
 * seat is the home team. Lineups are public (announced); at the advanced level strategy
 * hands and decks are Zones (hand: its owner; deck: nobody; table, kept and discard pile:
 * everyone), so the view is `redact(state, seat)`.
 */
import type { View, Zone } from '../../engine/hidden';
import type { SeatId } from '../../engine/types';
import type { AfterWhat, Half, Level, PlayerId, Result, RosterEntry, Team, TeamId } from './types';

/** A pitcher who has appeared: innings he has pitched in, runs charged, his current IP. */
export interface PitcherLine {
  readonly id: PlayerId;
  /** Innings in which he has pitched (an inning counts as soon as he pitches or enters in it). */
  readonly inn: number;
  /** The last inning counted in `inn` (0: none yet). */
  readonly last: number;
  /** Runs charged to him. */
  readonly r: number;
  /** His IP now (the card's; the expert rules lower it). */
  readonly ip: number;
}

/** A runner and the pitcher who was pitching when he reached base (charged if he scores). */
export interface Runner {
  readonly p: PlayerId;
  readonly by: PlayerId;
}

/** One team in the game. */
export interface Side {
  readonly team: TeamId;
  /** The team's name and roster (a built team is not in the content: the state carries it). */
  readonly name: string;
  readonly roster: readonly RosterEntry[];
  /** The batting order: 9 slots. */
  readonly order: readonly PlayerId[];
  /** Who plays each of POSITIONS when this team is in the field. */
  readonly field: readonly PlayerId[];
  readonly pitcher: PlayerId;
  /** The designated hitter's slot (-1 without a DH: the pitcher bats). */
  readonly dhSlot: number;
  /** The pitcher's slot in the batting order (-1 with a DH). */
  readonly pSlot: number;
  /** The slot of the next batter. */
  readonly up: number;
  /** Players taken out of the game (they cannot come back). */
  readonly gone: readonly PlayerId[];
  /** Every pitcher who has appeared, in order; the last is pitching now. */
  readonly pitchers: readonly PitcherLine[];
  /** Runs per inning batted (the line score). */
  readonly line: readonly number[];
  readonly runs: number;
  /** Hits (singles to home runs) by this team at the plate, for the line score. */
  readonly hits: number;
  /** The pitcher was pinch-hit for: a reliever must come in when the team takes the field. */
  readonly needP: boolean;
}

/** The last pitch and swing, for the table to show. */
export interface Play {
  readonly batter: PlayerId;
  readonly pitcher: PlayerId;
  /** Pitch total (d20 + Control - fatigue), or null when a pitcher batted (no pitch). */
  readonly pitch: number | null;
  /** Who had the advantage: pitcher or batter. */
  readonly adv: 'pitcher' | 'batter';
  readonly swing: number;
  readonly result: Result;
  readonly runs: number;
  /** Who scored on the play, by name as the log names them (absent in older saves). */
  readonly scorers?: readonly string[];
}

/**
 * `subs`: the substitution window of an at-bat (turn prompts, defense first, closes when
 * both pass back to back). `before`, `on`, `after`: the strategy card windows (advanced;
 * response prompts, same order). `relief`: a team taking the field must bring in a pitcher.
 * `lineup`: before the game, each manager in turn may change his lineup, then says "Play
 * ball" (a pass), the visitors first (§FULL GAME SETUP).
 * `backup`: a team taking the field before the 7th replaces the backups in its lineup (R1).
 * Expert single decisions (turn prompts): `ibb` the defense may walk the batter, `bunt` the
 * offense may bunt (§EXPERT MANAGERIAL OPTIONS; both are made with the passes of the
 * substitution window, decision F7: `bunt` is asked only when the window closed on the
 * defense's pass, and `ibb` only by games saved before F7); `send` the offense sends runners for an
 * extra base, `throw` the defense picks the one it throws at (§EXPERT ADVANCEMENT).
 * `between`: between two games of a series, each manager in turn may swap strategy cards
 * with the sideboard, then says he is ready (§STRATEGY DECKS).
 */
export type Phase =
  | 'lineup'
  | 'subs'
  | 'ibb'
  | 'bunt'
  | 'before'
  | 'on'
  | 'send'
  | 'throw'
  | 'after'
  | 'relief'
  | 'backup'
  | 'between'
  | 'over';

/** One manager's strategy cards (card names; pool `s<seat>`). */
export interface Cards {
  readonly deck: Zone;
  readonly hand: Zone;
  /** Played this at-bat, discarded at its end. */
  readonly table: Zone;
  /** Stat changes with no duration, left on their player while he is in the game. */
  readonly kept: Zone;
  readonly discard: Zone;
  /** The sideboard (its owner), in series play. */
  readonly side?: Zone;
}

/** A stat change with no duration (its card is in its owner's `kept` zone). */
export interface Mod {
  readonly p: PlayerId;
  readonly stat: 'onBase' | 'control';
  readonly n: number;
  readonly c: string;
  readonly seat: SeatId;
}

/** The at-bat under way: changes for this at-bat, then the pitch and swing once rolled. */
export interface AtBat {
  readonly ob: number;
  readonly ctl: number;
  readonly sw: number;
  readonly pitch: number | null;
  readonly adv: 'pitcher' | 'batter';
  readonly swing: number;
  /** Whose chart the swing is read on. */
  readonly chart: PlayerId;
  readonly result: Result | null;
  /** What was carried out (for "after a …" cards). */
  readonly done: AfterWhat | null;
  /** Expert: an intentional walk or a sacrifice bunt called instead of the pitch and swing. */
  readonly call: 'ibb' | 'bunt' | null;
  /** Expert: bases (1 second, 2 third) whose runners may try for an extra base. */
  readonly extra: readonly number[];
  /** Expert: the bases of the runners the offense sent. */
  readonly sent: readonly number[];
}

export interface ShowdownState {
  readonly level: Level;
  readonly home: SeatId;
  /** AL rules (the home team's preference): both teams use a designated hitter. */
  readonly dh: boolean;
  readonly inning: number;
  readonly half: Half;
  readonly outs: number;
  /** First, second, third. */
  readonly bases: readonly (Runner | null)[];
  /** By seat. */
  readonly sides: readonly Side[];
  readonly phase: Phase;
  /** The seat deciding now. */
  readonly turn: SeatId;
  /** Passes in a row in the current window. */
  readonly passes: number;
  readonly last: Play | null;
  /**
   * Expert: the intentional walk or sacrifice bunt that was the last play (no pitch, no
   * swing, so `last` is null then); null once another play is made or the half is over.
   */
  readonly called: { readonly kind: 'ibb' | 'bunt'; readonly batter: PlayerId } | null;
  /** Strategy cards by seat (advanced level; null in the basic game). */
  readonly cards: readonly Cards[] | null;
  readonly mods: readonly Mod[];
  readonly ab: AtBat | null;
  /** Series play (null: a single game). */
  readonly series: Series | null;
  /**
   * The defense may have fielders trade positions in this substitution window: its field
   * changed (a substitution, or newcomers placed as it took the field). Absent: no.
   */
  readonly juggle?: boolean;
  /**
   * Expert: the defense passed in this substitution window with "Walk him intentionally"
   * (`{ t: 'ibb' }`): the window closing on the offense's pass walks the batter. Any other
   * move clears it (the batter or the situation changed). Absent: no walk called.
   */
  readonly walk?: boolean;
  /** The rules version the game is played under (absent on version-1 saves; see below). */
  readonly rules?: number;
  /**
   * By seat: this manager stops at every window, also when he may only pass (option
   * `stop<seat>` 'every'). Otherwise a window skips him when pass is all he may do.
   */
  readonly stops: readonly boolean[];
  /** This game's box score (rules/box.ts). */
  readonly box: BoxScore;
  /** A series: the box scores of its finished games added up (null: a single game). */
  readonly seriesBox: BoxScore | null;
}

/** A batter's line in the box score: plate appearances, at-bats, hits, runs, RBI, BB, K. */
export interface BatLine {
  readonly p: PlayerId;
  readonly pa: number;
  readonly ab: number;
  readonly h: number;
  readonly r: number;
  readonly rbi: number;
  readonly bb: number;
  readonly k: number;
}

/** A pitcher's line: outs recorded (IP in thirds), hits, runs charged, BB, K. */
export interface ArmLine {
  readonly p: PlayerId;
  readonly outs: number;
  readonly h: number;
  readonly r: number;
  readonly bb: number;
  readonly k: number;
}

/** By seat, in order of appearance. */
export interface BoxScore {
  readonly bat: readonly (readonly BatLine[])[];
  readonly arm: readonly (readonly ArmLine[])[];
}

/** One finished game of a series. */
export interface SeriesGame {
  readonly home: SeatId;
  /** Runs by seat. */
  readonly runs: readonly number[];
  readonly innings: number;
}

/** A series of games (§FULL GAME SETUP, §INNINGS PITCHED rotations, §STRATEGY DECKS). */
export interface Series {
  /** Best of `of` games. */
  readonly of: number;
  /** The game under way (1 for the first). */
  readonly game: number;
  readonly games: readonly SeriesGame[];
  /** Where both teams were in their rotations in the first game (0 first starters). */
  readonly slot: number;
  /**
   * Both teams, to set each game up (written lineups and rotations); without their decks,
   * which live in the Zones of `cards` so that sideboard swaps stay secret.
   */
  readonly teams: readonly Team[];
  /** Per seat, per game played: the relievers and closers who pitched in it. */
  readonly arms: readonly (readonly (readonly PlayerId[])[])[];
}

export type ShowdownAction =
  | { readonly t: 'pass' }
  /** Pitching change: a reliever or closer replaces the pitcher (§SUBSTITUTIONS). */
  | { readonly t: 'pitcher'; readonly p: PlayerId }
  /** Pinch hitter for the batter coming to the plate (§SUBSTITUTIONS). */
  | { readonly t: 'pinch'; readonly p: PlayerId }
  /** The pitcher a team taking the field must bring in after pinch-hitting for its pitcher. */
  | { readonly t: 'relief'; readonly p: PlayerId }
  /** A strategy card from the hand; `b`: the base of the runner who steals (0 first, 1 second). */
  | { readonly t: 'card'; readonly c: string; readonly b?: number }
  /** Expert: the defense walks the batter intentionally (§EXPERT MANAGERIAL OPTIONS). */
  | { readonly t: 'ibb' }
  /** Expert: the offense calls a sacrifice bunt (§EXPERT MANAGERIAL OPTIONS). */
  | { readonly t: 'bunt' }
  /** Expert: the runners on these bases (1 second, 2 third) try for an extra base. */
  | { readonly t: 'send'; readonly b: readonly number[] }
  /** Expert: the outfield throws at the runner from this base. */
  | { readonly t: 'throw'; readonly b: number }
  /** Between games of a series: the deck's card `out` goes to the sideboard for its `in`. */
  | { readonly t: 'swap'; readonly out: string; readonly in: string }
  /** Expert: a pinch runner `p` for the runner on base `b` (0 first … 2 third). */
  | { readonly t: 'runner'; readonly b: number; readonly p: PlayerId }
  /**
   * Expert: a defensive replacement, `p` for the fielder `out` (§EXPERT SUBSTITUTIONS); in
   * the phase `backup` (any level), a regular `p` for the backup `out` (R1).
   */
  | { readonly t: 'replace'; readonly out: PlayerId; readonly p: PlayerId }
  /**
   * Expert double switch (no DH): reliever `arm` takes the batting spot of fielder `out`,
   * fielder `p` the pitcher's (Glossary DOUBLE SWITCH).
   */
  | { readonly t: 'switch'; readonly out: PlayerId; readonly p: PlayerId; readonly arm: PlayerId }
  /**
   * The DH takes the field for the fielder `out`, who leaves; the pitcher bats in his spot
   * and the team has no DH from then on (§PLAYER POSITIONS).
   */
  | { readonly t: 'dh'; readonly out: PlayerId }
  /** Before the game: batting spots `i` and `j` (0 first) trade places (§FULL GAME SETUP). */
  | { readonly t: 'order'; readonly i: number; readonly j: number }
  /** Before the game: the fielders at positions `i` and `j` (POSITIONS order) trade places. */
  | { readonly t: 'field'; readonly i: number; readonly j: number }
  /** Before the game: bench hitter `p` starts instead of `out` (his spot and position). */
  | { readonly t: 'start'; readonly out: PlayerId; readonly p: PlayerId };

/**
 * Public facts that take a rule to work out, worked out by `view()` so the board shows them
 * without running rules: games won in the series, each seat's pitcher's fatigue (§INNINGS
 * PITCHED), and the chance the outfield's throw beats the runner on each base (§EXPERT
 * ADVANCEMENT).
 */
export interface ShowdownLive {
  /** Games won by seat (null: a single game). */
  readonly wins: readonly number[] | null;
  /** Control lost to fatigue by the pitcher of each seat, now. */
  readonly fatigue: readonly number[];
  /** Per base (first, second, third): the chance a throw at its runner gets him out. */
  readonly throwOut: readonly number[];
  /** The box score of this game and, in a series, of all its games so far. */
  readonly box: { readonly game: BoxView; readonly series: BoxView | null };
}

/** A box score as shown: the pitchers' innings pitched written out ("5.2"). */
export interface BoxView {
  readonly bat: readonly (readonly BatLine[])[];
  readonly arm: readonly (readonly (ArmLine & { readonly ip: string })[])[];
}

/**
 * What a seat sees: the state with every container it may not see redacted, and the live
 * facts (`view()` always sets them; a state passed where a view is read has none).
 */
export type ShowdownView = View<ShowdownState> & { readonly live?: ShowdownLive };

/**
 * The rules version of new games (`meta.rulesVersion`). 2: the expert walk and bunt calls are
 * made with the passes of the substitution window (decision F7). A version-1 game (saved
 * before; `rules` absent) asks them as steps of their own, as it did, so its moves replay to
 * the same game (docs/games/showdown.md, "Rules versions").
 */
export const RULES_VERSION = 2;

/** Expert under version 2: the walk and bunt are called with the window's passes (F7). */
export const callsInWindow = (s: { readonly level: Level; readonly rules?: number }): boolean =>
  s.level === 'expert' && (s.rules ?? 1) >= 2;
