/** The state of a Highlights 2045 match, its actions and its view. Plain JSON throughout. */
import type { View, Zone } from '../../engine/hidden';
import type { Result, Speed, TeamId, TwoPlayerMode } from './types';

/** A base: empty, or a runner token of a speed. Index 0 is first base. */
export type Base = Speed | null;

/** Hits waiting on a Home Plate until the next immediate action (step 4). */
export interface Threat {
  /** The card whose Hit Box threatens. */
  card: string;
  results: Result[];
  speed: Speed;
  /** Hit & Run: runners move one base more, ignoring speed. */
  hitAndRun: boolean;
  /** Error: gloves work only after a Natural Check. */
  error: boolean;
  /** Contact: a glove turns every threatened hit into a single. */
  contact: boolean;
}

/** Hits promised to the next card by the action of card `by`. */
export interface Bonus {
  by: string;
  r: Result;
}

/** Token bookkeeping for the invariants: batters placed = runners on base + crossed + removed. */
export interface Tally {
  placed: number;
  crossed: number;
  removed: number;
}

/** Pre-game: On Deck decision, then the optional card set aside, then ready. */
export type Prep = 'deck' | 'stash' | 'ready';

/** One team at the table: a seat's, or the solo AI's (seat null). */
export interface Side {
  seat: number | null;
  team: TeamId | null;
  lineup: Zone;
  hand: Zone;
  onDeck: Zone;
  inPlay: Zone;
  dugout: Zone;
  minors: Zone;
  /** Cards removed from the game (Replace, Error!): public. */
  out: Zone;
  /** Extra innings: the card chosen face down. */
  pick: Zone;
  /** The 15 cards of the roster, public (each purchase is); empty for the solo AI. */
  roster: string[];
  runs: number;
  bases: Base[];
  threat: Threat | null;
  tally: Tally;
  /** Cards played this mini-game. */
  played: number;
  /** Hits added to the next card played after card `by` (Rally Cap 146, 150). */
  nextHits: Bonus[];
  /** Hits added to the next card played after card `by` if it is a Natural (Teamwork). */
  nextIfNatural: Bonus[];
  /** Hits and marks waiting for this card's Hit Box (Gambler, cloned Error/Contact/Hit & Run). */
  boost: Result[];
  mods: ('hitAndRun' | 'error' | 'contact')[];
  prep: Prep;
}

/** A stage of the match. */
export type PartKind = 'buyOnly' | 'season' | 'ws' | 'exhibition' | 'hpSeason' | 'playoff';
export interface Part {
  kind: PartKind;
  /** Games (or buy rounds) in the part; a series ends early at `need` wins. */
  games: number;
  need: number;
  buy: boolean;
}

export interface Match {
  plan: Part[];
  at: number;
  /** Games (or buy-only rounds) played in the current part. */
  played: number;
  /** Wins per side in the current part. */
  wins: number[];
  /** Season wins per side (2-player), for the World Series home field. */
  seasonWins: number[];
  /** World Series: the side at home in games 1-2 and 6-7. */
  leader: number;
  /** Season home team of game 1 (2-player), drawn at random. */
  firstHome: number;
  /** Hot Pepper: points this part; the order P1, P2, P3 (side indexes). */
  points: number[];
  seasonPoints: number[];
  order: number[];
  /** Hot Pepper playoff: [home, other]. */
  pair: number[];
  champion: number;
}

/** What continues once an immediate action is over. */
export type Then = 'turn' | 'save' | 'extraHome' | 'extraVisitor';

/** A decision the rules wait for, inside an immediate action or at the end of a mini-game. */
export type Pending =
  | { k: 'cancel'; side: number; target: number; sets: number[][] }
  | { k: 'remove'; side: number; target: number; sets: number[][] }
  | { k: 'clone'; side: number; options: string[] }
  | { k: 'minors'; side: number; options: string[] }
  | { k: 'save'; side: number; options: SaveFrom[] };
export type SaveFrom = 'none' | 'onDeck' | 'lineup';

export interface MiniGame {
  /** The sides playing (two, or the three of a Hot Pepper game). */
  players: number[];
  /** Home side (2-player and solo); -1 in Hot Pepper. */
  home: number;
  /** Side of each play slot, in order. */
  seq: number[];
  at: number;
  /** ia: an immediate action under way; next: the next card; play, save, pick: a seat decides. */
  step: 'ia' | 'next' | 'play' | 'save' | 'pick' | 'done';
  /** The winner once done (-1: none, Hot Pepper). */
  winner: number;
  then: Then;
  /** Extra innings rounds played. */
  extra: number;
  /** The card whose immediate action is being resolved, and the side it acts against. */
  card: string;
  opp: number | null;
}

export interface BuyRound {
  order: number[];
  at: number;
  revenue: number[];
  spent: number;
}

export type Phase = 'prep' | 'play' | 'buy' | 'over';

export interface HlOptions {
  mode: 'solo' | TwoPlayerMode | 'hotPepper';
  /** Solo: buy rounds before the World Series. Hot Pepper: 3 exhibition games or 3 buy rounds. */
  buyRounds: number;
  exhibition: boolean;
  expansions: string[];
}

export interface HlState {
  seats: number;
  opt: HlOptions;
  phase: Phase;
  sides: Side[];
  fa: Zone;
  row: Zone;
  match: Match;
  game: MiniGame;
  pending: Pending | null;
  buy: BuyRound | null;
  /** Every mini-game's result: the part, the runs by side and the winner (-1: a tie). */
  results: { part: PartKind; runs: number[]; winner: number; home: number }[];
}

export type HlAction =
  | { t: 'deck'; to: 'keep' | 'discard' | 'top' }
  | { t: 'stash'; card: string | null }
  | { t: 'play'; card: string }
  | { t: 'pinch'; card: string; from: 'onDeck' | 'lineup' }
  | { t: 'choose'; i: number }
  | { t: 'pick'; card: string }
  | { t: 'buy'; card: string; send: string }
  | { t: 'endBuy' };

export type HlView = View<HlState>;
