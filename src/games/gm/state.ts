/**
 * The game state, actions and view: plain JSON. Player cards live in Zones (the draft hands
 * and the chosen card are private to their GM; the deck and face-down discards to nobody;
 * rosters are public), so the view is the generic redaction and determinization is generic.
 */
import type { CardInst, Hidden, View, Zone } from '../../engine/hidden';
import type { Phase, Skill } from './types';

/** A signed player on a roster: its salary tokens and the dice on its slots (null: open). */
export interface Signed extends CardInst {
  readonly id: string;
  /** Dollar tokens on the card ($M). */
  readonly paid: number;
  /** One entry per die slot, left to right. */
  readonly dice: readonly (Skill | null)[];
  /** §5 Arbitration: kept this season (a $1M token added). */
  readonly kept: boolean;
}

/** A GM's secret draft decision until everyone has chosen (§1 Sign or Decline). */
export type Choice = 'sign' | 'decline';

/** One General Manager: cards, money, dice and trophies. */
export interface Gm {
  /** The two Team/Manager cards dealt at setup. */
  offer: readonly string[];
  /** The card played Team side up, and the one Manager side up (null until chosen). */
  team: string | null;
  manager: string | null;
  /** The team budget ($M); uncommitted money plus every token on cards always equals it. */
  budget: number;
  /** Uncommitted money ($M). */
  cash: number;
  /** The Active Roster, left to right (at most five). */
  roster: Zone<Signed>;
  /** Prospects signed this season, waiting for promotion. */
  minors: Zone<Signed>;
  /** Dice held on the Manager's slots (null: open). */
  held: readonly (Skill | null)[];
  /** Team dice rolled and not yet assigned (§2). */
  pool: readonly Skill[];
  /** The draft hand this GM holds now. */
  hand: Zone<string>;
  /** The card chosen this pick, face down until everyone has chosen. */
  pick: Zone<string>;
  choice: Hidden<Choice>;
  trophies: number;
}

/** One scored line of a season: a player's wins, a bonus, or a manager ability. */
export interface ScoreLine {
  /** Player card id, Team bonus index ('bonus0', 'bonus1'), or 'manager'. */
  src: string;
  wins: number;
  /** Why: 'max', 'base', 'empty', 'bench' (another player scores at the position), 'bonus', 'manager'. */
  why: string;
  /** Ability wins included in `wins`. */
  extra: number;
}

/** The last season's result, public once scoring is done. */
export interface SeasonScore {
  season: number;
  wins: readonly number[];
  /** Season champion, or -1 if tied on wins and money (D7). */
  champion: number;
  /** Each GM's score lines of that season (public), shown on the cards during Arbitration. */
  lines: readonly (readonly ScoreLine[])[];
}

export interface GmState {
  seats: number;
  phase: Phase;
  season: number;
  /** Trophies needed for a dynasty: 3 with 2-3 GMs, 2 with 4-6 (Winning the Game). */
  goal: number;
  deck: Zone<string>;
  discard: Zone<string>;
  gms: readonly Gm[];
  /** Secret and simultaneous steps: who has finished this step. */
  done: readonly boolean[];
  /** §3 the dice rolled into the Stadium, not yet drafted. */
  tray: readonly Skill[];
  /** §3 the GM picking now. */
  picker: number;
  /** §3 who contributed most and rolled (picks first). */
  roller: number;
  last: SeasonScore | null;
  /** The deciding season's score lines per GM, kept when the game ends (the outcome's breakdown). */
  final: readonly (readonly ScoreLine[])[] | null;
  /** The GM who established the dynasty (-1 until then). */
  winner: number;
}

/** Where a die goes: a roster card's slot, or a Manager slot (`card: -1`). */
export interface Spot {
  card: number;
  slot: number;
}

/** Every move of the game. */
export type GmAction =
  | { t: 'choose'; team: string }
  | { t: 'sign'; c: string }
  | { t: 'decline'; c: string }
  | { t: 'place'; face: Skill; card: number; slot: number }
  | { t: 'draft'; face: Skill; card: number; slot: number }
  | { t: 'burn'; face: Skill }
  | { t: 'move'; from: number; card: number; slot: number }
  | { t: 'ready' }
  | { t: 'keep'; card: number }
  | { t: 'cut'; card: number };

/** One GM's live facts (see rules/live.ts). */
export interface GmLiveGm {
  /** The season's score lines if it ended now: players (roster order), bonuses, Manager. */
  readonly lines: readonly ScoreLine[];
  readonly wins: number;
  /** Team and League dice this GM brings this season. */
  readonly team: number;
  readonly league: number;
  /** What signing each card of the hand would cost ($M), where the seat sees the hand. */
  readonly costs: readonly number[];
}

/** Facts that take a rule to work out, computed in `view()` so the board needs no rules. */
export interface GmLive {
  readonly gms: readonly GmLiveGm[];
}

/**
 * What a seat sees: the state with every container it may not see redacted, and the live
 * facts worked out from that redacted view.
 */
export type GmView = View<GmState> & { readonly live?: GmLive };
