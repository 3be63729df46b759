/**
 * The charts of Lords of Baseball v6.25. Tables the rulebook prints are copied verbatim and
 * cite their section; charts it names without printing (payout, wins for 1st place, manager,
 * promotion, retirement, trade impact, tie-breaker) are ours, recorded in docs/games/lords.md.
 */
import type { FsCounts, MlCounts, MlType, SeasonPhase, Stars, TeamCard } from '../types';

/** Starting funds (LoB 1.0, 3.0). */
export const STARTING_FUNDS = 42_000;
/** Games already decided per team: 45 wins and 45 losses (LoB 5.4, 5.5). */
export const BASE_WINS = 45;
/** Games to be decided per in-season phase (LoB 5.4). */
export const GAMES: Readonly<Record<SeasonPhase, number>> = { es: 23, ms: 24, ls: 25 };
/** Game lengths in years (LoB 2.1). */
export const GAME_LENGTHS = { basic: 3, tournament: 5, extraInning: 7 } as const;

/** Journeyman bands used by RD, the CS, end-of-year VP and final scoring (LoB 5.2). */
export const JM_BANDS = [
  [20, 25],
  [16, 19],
  [13, 15],
  [10, 12],
  [7, 9],
  [0, 6],
] as const;
/** Index into JM_BANDS for a journeyman count (0 is 20-25, 5 is 0-6). */
export function jmBand(jm: number): number {
  const i = JM_BANDS.findIndex(([lo, hi]) => jm >= lo && jm <= hi);
  return i < 0 ? 0 : i;
}

/** Roster Depth chart (LoB 5.2): signed wins (+) or losses (-) per phase, and tiebreak DRM. */
export const ROSTER_DEPTH: readonly {
  readonly es: number;
  readonly ms: number;
  readonly ls: number;
  readonly drm: number;
}[] = [
  { es: -6, ms: -7, ls: -8, drm: -3 },
  { es: -4, ms: -5, ls: -6, drm: -2 },
  { es: -2, ms: -3, ls: -4, drm: -1 },
  { es: 1, ms: 2, ls: 2, drm: 1 },
  { es: 2, ms: 3, ls: 3, drm: 2 },
  { es: 3, ms: 4, ls: 4, drm: 3 },
];

/** Farm System chart (LoB 8.1): cost and starting composition; `phenom` is also the cap. */
export const FARM_SYSTEM: Readonly<Record<Stars, { readonly cost: number } & FsCounts>> = {
  5: { cost: 9_500, phenom: 4, prospect: 5, utility: 6 },
  4: { cost: 7_500, phenom: 3, prospect: 4, utility: 8 },
  3: { cost: 5_000, phenom: 2, prospect: 3, utility: 10 },
  2: { cost: 2_000, phenom: 0, prospect: 3, utility: 12 },
  1: { cost: 1_000, phenom: 0, prospect: 1, utility: 14 },
};

/** Field manager salary: $1,000 a star (LoB 3.3). */
export const FM_PER_STAR = 1_000;
/** Front office salary a star, paid at setup (in the team card) and every off-season. */
export const FO_PER_STAR = 2_000;

/** Salaries (LoB 7.2): SS and AS per player; Regulars and Journeymen as flat totals. */
export const SALARY = { ss: 5_000, as: 3_000, regFlat: 5_000, jmFlat: 3_000 } as const;

/** Player salaries of a roster (LoB 7.2: Regulars and Journeymen as flat totals). */
export function rosterSalary(r: MlCounts): number {
  return (
    r.ss * SALARY.ss +
    r.as * SALARY.as +
    (r.reg > 0 ? SALARY.regFlat : 0) +
    (r.jm > 0 ? SALARY.jmFlat : 0)
  );
}

/**
 * A Front Office & Team Roster card (LoB 3.1): its cost is its front office salary plus the
 * roster's first-year salaries (LoB 7.2), so setup and every later off-season price a roster
 * alike.
 */
export function teamCardOf(
  id: string,
  city: string,
  name: string,
  fo: Stars,
  roster: MlCounts,
): TeamCard {
  return { id, city, name, fo, roster, cost: fo * FO_PER_STAR + rosterSalary(roster) };
}

/** Manager chart (decision): both columns are stars - 2 (LoB 5.3.3 4★ = 2, 5.3.4 5★ = 3). */
export const MANAGER_CHART: Readonly<
  Record<Stars, { readonly card: number; readonly team: number }>
> = {
  1: { card: -1, team: -1 },
  2: { card: 0, team: 0 },
  3: { card: 1, team: 1 },
  4: { card: 2, team: 2 },
  5: { card: 3, team: 3 },
};

/** Championship Series DRM (LoB 6.2.2): momentum by late-season wins. */
export function momentumDrm(lsWins: number): number {
  if (lsWins <= 12) return -1;
  if (lsWins <= 17) return 0;
  if (lsWins <= 21) return 1;
  return 2;
}
/** Championship Series DRM (LoB 6.2.2): manager stars. */
export const CS_MANAGER_DRM: Readonly<Record<Stars, number>> = { 1: -1, 2: 0, 3: 1, 4: 2, 5: 3 };
/** Championship Series DRM (LoB 6.2.2): team makeup, by JM band (same as the RD tiebreak DRM). */
export const CS_TEAM_DRM = [-3, -2, -1, 1, 2, 3] as const;

/** Championship chart (LoB 6.2.2): lowest modified roll of each row, VP and money. */
export const CHAMPIONSHIP: readonly {
  readonly min: number;
  readonly result: string;
  readonly won: boolean;
  readonly vp: number;
  readonly money: number;
}[] = [
  { min: 12, result: 'win in 4', won: true, vp: 7, money: 6_000 },
  { min: 11, result: 'win in 5', won: true, vp: 5, money: 6_000 },
  { min: 10, result: 'win in 6', won: true, vp: 4, money: 6_000 },
  { min: 7, result: 'win in 7', won: true, vp: 3, money: 6_000 },
  { min: 6, result: 'lose in 7', won: false, vp: 1, money: 3_000 },
  { min: 5, result: 'lose in 6', won: false, vp: 0, money: 3_000 },
  { min: 4, result: 'lose in 5', won: false, vp: -1, money: 3_000 },
  { min: -Infinity, result: 'lose in 4', won: false, vp: -5, money: 3_000 },
];
/** Non-pennant teams with a winning record at the end of the regular season (LoB 6.2.2). */
export const WINNING_RECORD_BONUS = 1_500;

/** End-of-year VP (LoB 6.2.3). */
export const WINNING_SEASON_VP: Readonly<Record<Stars, number>> = { 5: 1, 4: 3, 3: 5, 2: 7, 1: 9 };
/** Ranking VP (LoB 6.2.3): pennant winner (or first), 2nd, 3rd, 4th. */
export const RANK_VP = [5, 3, 1, 0] as const;
export const ROSTER_VP = { ss: 6, as: 4, phenom: 2 } as const;
/** Journeyman VP by JM band (LoB 6.2.3). */
export const JM_VP = [-2, -1, 0, 1, 2, 4] as const;
/** 3 VP for each two media cubes discarded (LoB 6.2.3). */
export const MEDIA_VP_PER_PAIR = 3;
/** 1 VP per $10,000 on hand (LoB 6.2.3). */
export const CASH_PER_VP = 10_000;

/** Luxury tax (LoB 6.2.5): [threshold, below, at or above] for year 1 and later years. */
export const LUXURY_TAX = {
  firstLast: { threshold: 10, year1: [2_000, 7_500], later: [4_000, 10_000] },
  secondThird: { threshold: 5, year1: [1_000, 3_000], later: [2_000, 6_000] },
} as const;
/** Two-player luxury tax (LoB 13.1): first place gives second place. */
export const LUXURY_TAX_2P = {
  threshold: 10,
  year1: [
    { money: 2_000, vp: 0 },
    { money: 5_000, vp: 0 },
  ],
  later: [
    { money: 7_500, vp: 0 },
    { money: 10_000, vp: 3 },
  ],
} as const;

/** Two-player standings (LoB 13.3): the trailer's place by the win gap (1-5, 6-8, 9+). */
export function twoPlayerPlace(gap: number): 2 | 3 | 4 {
  if (gap <= 5) return 2;
  if (gap <= 8) return 3;
  return 4;
}
/** Two-player media challenge (LoB 13.2): cubes against, by the challenged player's d10. */
export function mediaChallenge(roll: number): 0 | 1 | 2 {
  if (roll <= 5) return 0;
  if (roll <= 8) return 1;
  return 2;
}

/** Final scoring (LoB 9): money 15/10/5, pennants 5/3. */
export const FINAL_MONEY_VP = [15, 10, 5] as const;
export const FINAL_PENNANT_VP = [5, 3] as const;
/** Starting/final depth matrix (LoB 9): [final band][starting band], bands as JM_BANDS. */
export const DEPTH_MATRIX: readonly (readonly number[])[] = [
  [-4, -5, -6, -7, -8, -10],
  [-2, -3, -4, -5, -6, -8],
  [3, 2, -3, -4, -5, -5],
  [5, 4, 3, 0, -2, -3],
  [8, 7, 5, 2, 1, -1],
  [10, 9, 6, 3, 2, 1],
];

/** Loans (LoB 2.5): the two slots, 10% interest at each payout. */
export const LOAN_SIZES = [5_000, 10_000] as const;
export type LoanSize = (typeof LOAN_SIZES)[number];
export const INTEREST_PERCENT = 10;

/** Media (LoB 3.1.1, 7.3): price, purchases per phase, holding cap, FO caps and grants. */
export const MEDIA = { price: 1_000, buyPerPhase: 3, cap: 15 } as const;
export const FO_MEDIA_CAP: Readonly<Record<Stars, number>> = { 5: 15, 4: 15, 3: 15, 2: 2, 1: 1 };
export const FO_MEDIA_GRANT: Readonly<Record<Stars, number>> = { 5: 2, 4: 1, 3: 0, 2: 0, 1: 0 };

/** Promotional phase (LoB 4.1.2): $1,000 per OP discarded. */
export const PROMO_PER_OP = 1_000;
/** OPS for money (LoB 5.3.5): $500 per OP, not in the late season. */
export const MONEY_PER_OP = 500;
/** Cycle (LoB 5.3.8): cost, cards drawn, played, discarded, kept. */
export const CYCLE = {
  single: { cost: 1_000, draw: 1, play: 1, discard: 0, keep: 0 },
  double: { cost: 2_000, draw: 2, play: 1, discard: 1, keep: 0 },
  triple: { cost: 3_000, draw: 3, play: 1, discard: 1, keep: 1 },
  homeRun: { cost: 4_000, draw: 4, play: 1, discard: 1, keep: 2 },
} as const;
export type CycleHit = keyof typeof CYCLE;

/** Farm promotions (LoB 8.3-8.5). */
export const PROMOTION = {
  rollFee: 500,
  drmPrice: 500,
  maxDrm: 3,
  utilityToProspect: 500,
  utilityToProspectMax: 2,
  buyUtility: 1_000,
  phenomClaimFee: 500,
  phenomGraceSeasons: 2,
} as const;

/** Off-season upgrades (LoB 7.1): prices and limits. */
export const UPGRADES = {
  regToAs: 1_000,
  asToSs: 2_000,
  switchPrice: 1_000,
  maxSwitches: 4,
  maxStarChange: 2,
} as const;

/** Keeping and discarding cards at the end of the late season (LoB 5.6.4-5). */
export const LEFTOVER = { discardFee: 1_000, keepFee: 2_000, keepMax: 3 } as const;

/** Hands (LoB 3.5, 7.0). */
export const HAND = { initial: 10, later: 9, compulsoryLimit: 2 } as const;

/** All-Star Game (LoB 11.2). */
export const ALL_STAR = { ss: 2_000, as: 1_000, reg: 500, max: 3 } as const;

/** Payout chart (decision): money and media bonus by modified d10 (clamped to 1..10). */
export const PAYOUT: readonly { readonly money: number; readonly mediaBonus: number }[] = [
  { money: 5_000, mediaBonus: 0 },
  { money: 6_000, mediaBonus: 0 },
  { money: 7_000, mediaBonus: 0 },
  { money: 8_000, mediaBonus: 500 },
  { money: 9_000, mediaBonus: 500 },
  { money: 10_000, mediaBonus: 500 },
  { money: 11_000, mediaBonus: 1_000 },
  { money: 12_000, mediaBonus: 1_000 },
  { money: 13_000, mediaBonus: 1_000 },
  { money: 15_000, mediaBonus: 1_500 },
];

/** Wins for 1st Place chart (decision): pennant target by modified d10 (clamped to 1..10). */
export const PENNANT_TARGET = [92, 94, 95, 96, 97, 98, 99, 100, 102, 104] as const;

/** Phenom to Majors chart (decision): what a modified roll makes of the Phenom. */
export type PhenomResult = 'bust' | MlType;
export function phenomToMajors(modified: number): PhenomResult {
  if (modified <= 2) return 'bust';
  if (modified <= 5) return 'jm';
  if (modified <= 7) return 'reg';
  if (modified <= 9) return 'as';
  return 'ss';
}

/** Prospect to Phenom chart (decision): 8+ makes a Phenom, 3-7 no change, 2 or less washes out. */
export type ProspectResult = 'phenom' | 'stays' | 'washout';
export function prospectToPhenom(modified: number): ProspectResult {
  if (modified >= 8) return 'phenom';
  if (modified >= 3) return 'stays';
  return 'washout';
}

/** Retirement/Injury chart (decision), by modified d10; row 0 holds 1 or less, row 10 11+. */
export interface RetirementRow {
  readonly ssToFa: number;
  readonly asToFa: number;
  readonly regRetire: number;
  readonly pay: number;
}
export const RETIREMENT: readonly RetirementRow[] = [
  { ssToFa: 1, asToFa: 1, regRetire: 6, pay: 2_000 },
  { ssToFa: 1, asToFa: 1, regRetire: 5, pay: 1_000 },
  { ssToFa: 1, asToFa: 0, regRetire: 6, pay: 0 },
  { ssToFa: 1, asToFa: 0, regRetire: 5, pay: 0 },
  { ssToFa: 0, asToFa: 1, regRetire: 4, pay: 0 },
  { ssToFa: 0, asToFa: 1, regRetire: 3, pay: 0 },
  { ssToFa: 0, asToFa: 0, regRetire: 4, pay: 0 },
  { ssToFa: 0, asToFa: 0, regRetire: 3, pay: 0 },
  { ssToFa: 0, asToFa: 0, regRetire: 2, pay: 0 },
  { ssToFa: 0, asToFa: 0, regRetire: 1, pay: 0 },
  { ssToFa: 0, asToFa: 0, regRetire: 0, pay: 0 },
];
/** The retirement row for a modified roll (LoB 6.2.4; row 3 is the rulebook's roll of 4). */
export function retirementRow(modified: number): RetirementRow {
  const i = Math.min(10, Math.max(0, modified - 1));
  return RETIREMENT[i] as RetirementRow;
}
/** Front office DRM on retirement rolls and claim/FA roll-offs (decision): stars - 3. */
export const FO_DRM: Readonly<Record<Stars, number>> = { 1: -2, 2: -1, 3: 0, 4: 1, 5: 2 };

/** Trade Impact supplement (decision): wins (+) or losses (-) by d10 for the target. */
export const TRADE_IMPACT = [-3, -2, -2, -1, 0, 1, 1, 2, 3, 4] as const;
