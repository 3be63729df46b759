/**
 * Showdown vocabulary: the words of the MLB Showdown tournament rules as types. Plain JSON
 * only (no classes, no Maps), so cards, teams and states can be stored and hashed.
 */

/** The eight positions in the field, in scorebook order (C = 2 ... RF = 9). */
export const POSITIONS = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const;
export type Position = (typeof POSITIONS)[number];

/** What a card may print as a position: a field position, OF (LF/CF/RF), or "-" (none). */
export const CARD_POSITIONS = [...POSITIONS, 'OF', '-'] as const;
export type CardPosition = (typeof CARD_POSITIONS)[number];

/** Swing results, as printed on the charts. */
export const RESULTS = ['SO', 'PU', 'GB', 'FB', 'BB', '1B', '1B+', '2B', '3B', 'HR'] as const;
export type Result = (typeof RESULTS)[number];
/** The four kinds of out; in the basic game they are all the same. */
export const OUTS: readonly Result[] = ['SO', 'PU', 'GB', 'FB'];

/**
 * One character per result for charts written compactly (20 characters, row 1 first):
 * K strikeout, P popup, G ground ball, F fly ball, W walk, 1 single, + single+, 2 double,
 * 3 triple, H homer.
 */
export const CHART_CODES: Readonly<Record<string, Result>> = {
  K: 'SO',
  P: 'PU',
  G: 'GB',
  F: 'FB',
  W: 'BB',
  '1': '1B',
  '+': '1B+',
  '2': '2B',
  '3': '3B',
  H: 'HR',
};

/** Bats left, right or switch; pitchers throw left (LHP) or right (RHP). */
export const BATS = ['L', 'R', 'S'] as const;
export type Bats = (typeof BATS)[number];
export const THROWS = ['L', 'R'] as const;
export type Throws = (typeof THROWS)[number];

/** Speed letters and the numbers they group (§SPEED); all pitchers are C (10). */
export const SPEED_OF = { A: 20, B: 15, C: 10 } as const;
export type SpeedLetter = keyof typeof SPEED_OF;

export const PITCHER_ROLES = ['starter', 'reliever', 'closer'] as const;
export type PitcherRole = (typeof PITCHER_ROLES)[number];

/** The home team's league preference: AL rules give both teams a designated hitter. */
export const LEAGUES = ['AL', 'NL'] as const;
export type League = (typeof LEAGUES)[number];

/**
 * Rules levels, all offered in meta.options: basic (pitch and swing), advanced (strategy
 * cards, Fielding, steals) and expert (the advanced game with the expert sections).
 */
export const LEVELS = ['basic', 'advanced', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

/** The two halves of an inning: the visitors bat in the top, the home team in the bottom. */
export const HALVES = ['top', 'bottom'] as const;
export type Half = 0 | 1;

export const BASES = ['first', 'second', 'third'] as const;

export type PlayerId = string;
export type TeamId = string;

/** A position a hitter qualifies at, with its Fielding (for C: the catcher's Arm). */
export interface Slot {
  readonly pos: CardPosition;
  readonly fld: number;
}

/** A fielder or other hitter. */
export interface HitterCard {
  readonly id: PlayerId;
  readonly kind: 'hitter';
  readonly name: string;
  readonly points: number;
  readonly onBase: number;
  readonly speed: number;
  readonly bats: Bats;
  readonly slots: readonly Slot[];
  /** 20 chart codes (see CHART_CODES), row 1 first. */
  readonly chart: string;
}

/** A starter, reliever or closer. */
export interface PitcherCard {
  readonly id: PlayerId;
  readonly kind: 'pitcher';
  readonly name: string;
  readonly points: number;
  readonly role: PitcherRole;
  readonly control: number;
  readonly ip: number;
  readonly throws: Throws;
  readonly chart: string;
}

export type PlayerCard = HitterCard | PitcherCard;

/** A batting-order entry of a written lineup: the player and where he plays (or DH). */
export interface LineupSpot {
  readonly p: PlayerId;
  readonly pos: Position | 'DH';
}

/** A roster entry; only fielders and other hitters may be backups. */
export interface RosterEntry {
  readonly p: PlayerId;
  readonly backup?: true;
}

/** A team as built under TEAM CONSTRUCTION RULES. */
export interface Team {
  readonly id: TeamId;
  readonly name: string;
  /** AL or NL rules when this team is at home. */
  readonly league: League;
  readonly roster: readonly RosterEntry[];
  /** The 4 starters in rotation order. */
  readonly rotation: readonly PlayerId[];
  /** The written AL batting order: 8 fielders and a DH (the pitcher does not bat). */
  readonly lineup: readonly LineupSpot[];
  /** Strategy deck and sideboard (card names), when the team has them. */
  readonly deck?: readonly string[];
  readonly sideboard?: readonly string[];
}

/** Strategy card kinds (§STRATEGY CARDS): offense (red), defense (blue), utility (white). */
export const STRAT_TYPES = ['offense', 'defense', 'utility'] as const;
export type StratType = (typeof STRAT_TYPES)[number];

/** The at-bat steps where strategy cards are played (§COMPLETE AT-BAT SEQUENCE 4, 6, 8). */
export const WINDOWS = ['before', 'on', 'after'] as const;
export type Window = (typeof WINDOWS)[number];

/** What an "on a …" card waits for: one result, or any out or any hit. */
export type OnWhat = Result | 'out' | 'hit';
/** What an "after a …" card waits for (an intentional walk is not a result: expert). */
export type AfterWhat = 'hit' | 'out' | 'walk';

/** When a card is played: the line under its name. */
export type Timing =
  | { readonly w: 'before' }
  | { readonly w: 'on'; readonly on: OnWhat }
  | { readonly w: 'after'; readonly after: AfterWhat };

/** Players a Fielding check adds up: the infield (1B, 2B, 3B, SS) or the outfield. */
export type FieldGroup = 'infield' | 'outfield';

/**
 * The closed set of strategy effects. `stat`: On-Base or Control ± n for the batter or the
 * pitcher, for the at-bat or (keep) while he stays in the game; `swing`: ± n to the swing
 * this at-bat; `shift`: the swing moves n rows and is read again (1..20); `become`: the
 * result becomes r; `check`: a Fielding check, the result becomes r if it passes (or
 * fails); `steal`: a runner tries to steal; `draw`: the player draws n; `discard`: the
 * other manager discards n at random; `ip`: the pitcher's IP ± n.
 */
export type Effect =
  | {
      readonly k: 'stat';
      readonly who: 'batter' | 'pitcher';
      readonly stat: 'onBase' | 'control';
      readonly n: number;
      readonly keep: boolean;
    }
  | { readonly k: 'swing'; readonly n: number }
  | { readonly k: 'shift'; readonly n: number }
  | { readonly k: 'become'; readonly r: Result }
  | {
      readonly k: 'check';
      readonly group: FieldGroup;
      readonly when: 'pass' | 'fail';
      readonly r: Result;
    }
  | { readonly k: 'steal' }
  | { readonly k: 'draw'; readonly n: number }
  | { readonly k: 'discard'; readonly n: number }
  | { readonly k: 'ip'; readonly n: number };

/** A strategy card: its name (unique), kind, timing and effect; its text is generated. */
export interface StratCard {
  readonly name: string;
  readonly type: StratType;
  readonly timing: Timing;
  readonly effect: Effect;
}
