/**
 * The game state, actions and view: plain JSON. Every card lives in a Zone (engine/hidden.ts)
 * and the only non-card secret (a More Wins orientation) in a Hidden value, so the view is
 * the generic redaction and determinization is generic too.
 */
import type { Hidden, View, Zone } from '../../engine/hidden';
import type { Ability, CharId, EventId, ManagerKind, Phase, TeamId, WinId } from './types';

/** The options, checked and normalised at setup. */
export interface Opts {
  events: boolean;
  /** More Wins is only ever active with 4-5 managers. */
  moreWins: boolean;
  months: number;
  wcChoice: boolean;
  noAliens: boolean;
  /** A1: where the Free Agents nobody took go. */
  leftovers: 'deck' | 'discard';
  /** A13: who picks the Robot's characters (solo). */
  robotPicks: 'human' | 'auto';
  solo: boolean;
}

/** A manager's cards and standing. Managers 0..seats-1 are the seats; solo adds Robot and Deck. */
export interface Mgr {
  kind: ManagerKind;
  team: TeamId;
  /** Roster cards not placed this month (the Robot's unused cards). */
  hand: Zone<CharId>;
  /** One character per base (per Championship game), face down until revealed. */
  slots: readonly Zone<CharId>[];
  /** More Wins: which of the base's two Win cards each character contests (0 upright). */
  orient: readonly Hidden<number>[] | null;
  /** Face-down bench cards whose magic is still unused. */
  bench: Zone<CharId>;
  /** Bench cards flipped face up: magic used this month. */
  used: Zone<CharId>;
  /** The Robot's played pile; characters spent in the Championship Series. */
  out: Zone<CharId>;
  /** The Wild Card character, unavailable until Championship game 5. */
  locked: Zone<CharId>;
  wins: Zone<WinId>;
  /** Pegs on the five Stat Track rows (TRACKS order). */
  track: readonly number[];
}

/** A modifier from a magic ability, on the character that was active when it was used. */
export type Fx =
  | { k: 'add'; card: CharId; from: CharId }
  | { k: 'plus'; card: CharId }
  | { k: 'zero'; card: CharId; stat: number };

/** Berzerk: `n` added to `stat` of the manager's active character from week `from` on. */
export interface Berz {
  m: number;
  stat: number;
  n: number;
  from: number;
}

/** The current week's magic window and effects. */
export interface Week {
  /** Turn Order fixed at the reveal (Translucent acts from the next week). */
  turn: readonly number[];
  at: number;
  /** Hibernate: nobody after the current manager may use magic. */
  stop: boolean;
  focus: readonly number[];
  justice: boolean;
  fx: readonly Fx[];
}

/** A magic ability waiting for its user's choices. `src` is "this card". */
export interface Pending {
  m: number;
  ab: Ability;
  src: CharId;
  step: number;
  /** Fired by Helper (the active card's own ability). */
  helper: boolean;
  /** The first choice of a two-step ability (Abduct slot, Axe opponent, Dig slot). */
  a: number;
  /** Translucent: the new Waiver Order so far. */
  list: readonly number[];
}

/** Free Agency: whose chance it is (index into the Waiver Order) and what they must do. */
export interface Fa {
  at: number;
  step: 'choose' | 'keep' | 'release';
}

/** Regular Season totals, kept when the Win cards are shuffled for the playoffs. */
export interface Season {
  weekly: readonly number[];
  bonus: readonly number[];
  total: readonly number[];
  /** Final Turn Order (most Wins first): breaks seeding ties. */
  turn: readonly number[];
}

/** Wild Card games and the Championship Series. */
export interface Playoffs {
  /** Managers already in the Championship Series. */
  sure: readonly number[];
  /** Wild Card contenders in Waiver Order; the first two play, the winner goes last. */
  queue: readonly number[];
  /** Championship slots the queue plays for. */
  slots: number;
  home: number;
  away: number;
  /** Series wins: [home, away]. */
  score: readonly number[];
  /** 0: games 1-4; 1: games 5-7. */
  set: number;
  /** Next game within the set. */
  game: number;
  champion: number;
  runnerUp: number;
}

/** One Win card's battle as it was resolved: who contested it with what, and who won it. */
export interface Fought {
  win: WinId;
  /** The manager who took the card; null when nobody did (a tie: to the Win deck). */
  winner: number | null;
  entries: readonly { m: number; card: CharId; total: number }[];
}

/** The last week of the Regular Season to be resolved (public): the table's result moment. */
export interface LastWeek {
  month: number;
  week: number;
  battles: readonly Fought[];
}

export interface FantasyState {
  seats: number;
  /** Managers: the seats, or 3 in solo (you, the Robot, the Deck). */
  n: number;
  opt: Opts;
  phase: Phase;
  month: number;
  week: number;
  /** Waiver Order, first (far right) to last; Turn Order is its reverse. */
  order: readonly number[];
  /** Secret phases: who has chosen. */
  done: readonly boolean[];
  charDeck: Zone<CharId>;
  discard: Zone<CharId>;
  pool: Zone<CharId>;
  /** Cards drawn by Recruit or taken in Free Agency, before the give-back. */
  drawn: Zone<CharId>;
  /** Live Draft hands, by the seat holding them. */
  drafts: readonly Zone<CharId>[];
  winDeck: Zone<WinId>;
  /** Win cards by base (More Wins: base * 2 + orientation). */
  bases: readonly Zone<WinId>[];
  /** Playoff Win cards already used. */
  aside: Zone<WinId>;
  eventDeck: Zone<EventId>;
  event: Zone<EventId>;
  mgrs: readonly Mgr[];
  fa: Fa | null;
  wk: Week | null;
  pending: Pending | null;
  berz: readonly Berz[];
  /** Solo: which step the Robot's picks belong to. */
  robotFor: 'rs' | 'wc' | 'cs' | null;
  season: Season | null;
  po: Playoffs | null;
  /** The last resolved week (absent in games saved before it was kept). */
  lastWeek?: LastWeek | null;
}

/** Every move of the game; lineups are built one placement at a time. */
export type FantasyAction =
  | { t: 'pick'; c: CharId }
  | { t: 'discard'; c: CharId }
  | { t: 'sign'; c: CharId }
  | { t: 'recruit'; c: CharId }
  | { t: 'keep'; c: CharId }
  | { t: 'release'; c: CharId }
  | { t: 'pass' }
  | { t: 'place'; c: CharId; o?: number }
  | { t: 'robot'; c: CharId }
  | { t: 'magic'; c: CharId }
  | { t: 'card'; c: CharId }
  | { t: 'win'; i: number }
  | { t: 'slot'; i: number }
  | { t: 'track'; m: number; k: number }
  | { t: 'stat'; m: number; s: number }
  | { t: 'mgr'; m: number };

/** One manager's character in this week's battle for one Win card. */
export interface BattleEntry {
  m: number;
  card: CharId;
  total: number;
  line: readonly number[];
}

/** One Win card of this week's base and who contests it. */
export interface Battle {
  slot: number;
  win: string;
  entries: BattleEntry[];
  /** Who would win if the battle were resolved now (null: nobody, a tie). */
  leader: number | null;
}

/**
 * Public facts that take a rule to work out, worked out by `view()` from what the seat sees
 * so the board shows them without running rules: this week's live battles, and the Stat
 * Track bonus each manager would get if the season ended now.
 */
export interface FantasyLive {
  battles: readonly Battle[];
  bonus: readonly number[];
}

/**
 * What a seat sees: the state with every container it may not see redacted, and the live
 * facts (`view()` always sets them; a state passed where a view is read has none).
 */
export type FantasyView = View<FantasyState> & { readonly live?: FantasyLive };
