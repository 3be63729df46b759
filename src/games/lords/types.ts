/** Lords of Baseball v6.25: the game's vocabulary and the types of its content. */

/** Major-league player types, best first (LoB 3.1.2). */
export const ML_TYPES = ['ss', 'as', 'reg', 'jm'] as const;
export type MlType = (typeof ML_TYPES)[number];

/** Farm-system player types, best first (LoB 3.2.1). */
export const FS_TYPES = ['phenom', 'prospect', 'utility'] as const;
export type FsType = (typeof FS_TYPES)[number];

/** Counts of major-leaguers by type; 25 at the end of every phase (LoB 2.4.1). */
export type MlCounts = Readonly<Record<MlType, number>>;
/** Counts of farm players by type; 15 at the end of every phase (LoB 2.4.1). */
export type FsCounts = Readonly<Record<FsType, number>>;

export const ML_SIZE = 25;
export const FS_SIZE = 15;

/** Star ratings of the front office, farm system and field manager (LoB 3.1-3.3). */
export const STARS = [1, 2, 3, 4, 5] as const;
export type Stars = (typeof STARS)[number];

/** In-season phases and the games each decides (LoB 5.4). */
export const SEASON_PHASES = ['es', 'ms', 'ls'] as const;
export type SeasonPhase = (typeof SEASON_PHASES)[number];

/** Every phase of a year (LoB 2.1); 'cs' is played only when a pennant is won. */
export const YEAR_PHASES = ['off', 'es', 'ms', 'ls', 'cs'] as const;
export type YearPhase = (typeof YEAR_PHASES)[number];

/** Per-seat data, indexed by seat id. */
export type BySeat<T> = readonly T[];

/** Event colours on action cards (LoB 5.3.1): green self, red attack, blue either. */
export const COLORS = ['green', 'red', 'blue'] as const;
export type EventColor = (typeof COLORS)[number];

/** Who an effect lands on, relative to the card's target or the table (LoB 5.3.12). */
export const REACH = ['target', 'table', 'left', 'right', 'others'] as const;
export type Reach = (typeof REACH)[number];

/**
 * What a card event, community event, trade-impact row or expansion card does: a closed set
 * of typed effects, so every text on a card is something the rules core can carry out.
 * Amounts are signed; `who` defaults to the card's target.
 */
export type Effect =
  | { readonly k: 'wins'; readonly n: number; readonly who?: Reach }
  | { readonly k: 'losses'; readonly n: number; readonly who?: Reach }
  | { readonly k: 'money'; readonly amount: number; readonly who?: Reach }
  | { readonly k: 'media'; readonly n: number; readonly who?: Reach }
  | { readonly k: 'vp'; readonly n: number; readonly who?: Reach }
  | { readonly k: 'stars'; readonly part: 'fo' | 'fs' | 'fm'; readonly n: number }
  | { readonly k: 'ml'; readonly from: MlType; readonly to: MlType | 'cut'; readonly n: number }
  | { readonly k: 'fs'; readonly from: FsType; readonly to: FsType; readonly n: number }
  /** A SS or AS misses `phases` in-season phases (this one counts when played in-season). */
  | {
      readonly k: 'injury';
      readonly type: 'ss' | 'as';
      readonly phases: number;
      readonly who?: Reach;
    }
  /** An injured SS or AS of the target returns at once. */
  | { readonly k: 'heal' }
  /** Roll a d10 (each owner reached rolls); on `on` apply `then`, else `otherwise` (LoB 5.4). */
  | {
      readonly k: 'roll';
      readonly on: readonly number[];
      readonly then: readonly Effect[];
      readonly otherwise?: readonly Effect[];
      readonly who?: Reach;
    }
  /** For each SS (or AS) an owner reached holds, apply `each` once (cards hitting all SS). */
  | {
      readonly k: 'per';
      readonly type: 'ss' | 'as';
      readonly each: readonly Effect[];
      readonly who?: Reach;
    }
  /** Played on a die roll just made, in its media window: add `n` (the CS included). */
  | { readonly k: 'rollMod'; readonly n: number }
  /** Played on a die roll just made, in its media window: roll it again (the CS included). */
  | { readonly k: 'reroll' }
  /** The owner collects the payout media bonus this year without counting as media (10.5). */
  | { readonly k: 'nationalMedia' }
  | { readonly k: 'payoutDrm'; readonly n: number; readonly who?: Reach }
  | { readonly k: 'retireDrm'; readonly n: number; readonly who?: Reach }
  | { readonly k: 'csDrm'; readonly n: number }
  | { readonly k: 'pennantTarget'; readonly n: number }
  | { readonly k: 'tradeImpact' }
  | { readonly k: 'freeAgent'; readonly type: 'ss' | 'as' }
  | { readonly k: 'keepCards'; readonly n: number }
  | { readonly k: 'drawCards'; readonly n: number }
  | { readonly k: 'strike' };

/** When a card's event may be played. */
export const TIMINGS = ['inSeason', 'anytime'] as const;
export type Timing = (typeof TIMINGS)[number];

/** One side of an action card: a title, a text, and its typed effects. */
export interface CardEvent {
  readonly title: string;
  readonly text: string;
  readonly effects: readonly Effect[];
}

/**
 * An action card of the common deck (LoB 2.2): an OPS value, an in-season event (coloured)
 * and an off-season event. A compulsory card must be played for its event (LoB 3.5).
 */
export interface ActionCard {
  readonly id: string;
  readonly ops: number;
  readonly copies: number;
  readonly color: EventColor;
  readonly timing: Timing;
  readonly compulsory: boolean;
  readonly inSeason: CardEvent;
  readonly offSeason: CardEvent;
  /** Card ids whose event this card cancels when played as a response (LoB 5.3.10). */
  readonly cancels?: readonly string[];
  /** Trade Bait (LoB 10.5): after its event it passes to an owner who has not had it. */
  readonly passes?: boolean;
}

/** A community event of the off-season deck (LoB 4.1.3): resolved for every owner. */
export interface CommunityCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly effects: readonly Effect[];
}

/** The per-owner action cards discarded to mark an action used this phase (LoB 5.3). */
export const OWNER_ACTIONS = [
  'superstar',
  'allStar',
  'managerCard',
  'managerTeam',
  'cycle',
  'tradeChart',
] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

/** A Front Office & Team Roster card (LoB 3.1): a rating, its roster and its price. */
export interface TeamCard {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly fo: Stars;
  readonly roster: MlCounts;
  /** Front office plus first-year roster, paid at setup (LoB 3.0 1.d). */
  readonly cost: number;
}

/** One result of the Amateur Draft card's table (LoB 6.2.6). */
export interface DraftResult {
  readonly phenom: number;
  readonly prospect: number;
  readonly utility: number;
  /** A player who goes straight to the majors (a college star). */
  readonly ml?: MlType;
}

/** An Amateur Draft card: d10 results 1..10 (index 0 is a roll of 1). */
export interface DraftCard {
  readonly id: string;
  readonly title: string;
  readonly results: readonly DraftResult[];
}

/** What can change hands with the Trade Chart (LoB 5.3.11). */
export type TradeGood =
  | { readonly k: 'ml'; readonly type: MlType; readonly n: number }
  | { readonly k: 'fs'; readonly type: FsType; readonly n: number }
  | { readonly k: 'money'; readonly amount: number }
  | { readonly k: 'media'; readonly n: number };

/** A row of the Trade Chart: `give` for `get`; `both` (black arrows) also allows get for give. */
export interface TradeRow {
  readonly id: string;
  readonly give: readonly TradeGood[];
  readonly get: readonly TradeGood[];
  readonly both: boolean;
}

/** An Extra Innings card (LoB 12.1): one rule change for the whole table. */
export interface ExtraInningsCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly rule: ExtraInningsRule;
}

/** The rule changes Extra Innings cards make. */
export type ExtraInningsRule =
  | { readonly k: 'payoutBonus'; readonly amount: number }
  | { readonly k: 'csBonus'; readonly amount: number }
  | { readonly k: 'interest'; readonly percent: number }
  | { readonly k: 'promotionFee'; readonly amount: number }
  | { readonly k: 'pennantShift'; readonly n: number }
  | { readonly k: 'cycleDiscount'; readonly amount: number }
  | { readonly k: 'winningSeasonBonus'; readonly vp: number }
  | { readonly k: 'freeSwitches'; readonly n: number };

/** A Legends and Superstars card (LoB 12.2): an extra action and an OPS option. */
export interface LegendCard {
  readonly id: string;
  readonly type: 'ss' | 'as';
  readonly name: string;
  /** The extra action, taken instead of a normal action, once per phase. */
  readonly action: CardEvent;
  /** Added when the owner plays a card for OPS on an action that uses `on`. */
  readonly opsBonus: { readonly on: 'wins' | 'losses' | 'money'; readonly n: number };
}
