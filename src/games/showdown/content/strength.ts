/**
 * The strength formula behind every point value, with constants fitted by simulation
 * (`npx tsx scripts/showdown/measure.ts fit`: heuristic bots, random rosters from the
 * whole card pool). A card's strength is its run value per plate appearance against the
 * average opponent it meets (linear weights of each result, the chance of the advantage
 * from On-Base vs Control); points price the runs a card adds per team game over a
 * replacement-level card, at one rate for hitters and pitchers, so a team's points
 * predict its runs scored and allowed (docs/games/showdown.md, "Content").
 */
import {
  CHART_CODES,
  type HitterCard,
  type PitcherCard,
  type PitcherRole,
  type Result,
} from '../types';

/** Run value of each result over an out (fitted linear weights: runs per half-inning). */
export const RESULT_VALUE: Readonly<Record<Result, number>> = {
  SO: 0,
  PU: 0,
  GB: 0,
  FB: 0,
  BB: 0.388,
  '1B': 0.431,
  '1B+': 0.468,
  '2B': 0.658,
  '3B': 1.065,
  HR: 1.533,
};

/**
 * The average pitcher a hitter faces and the average hitter a pitcher faces, weighted by
 * plate appearances: mean Control (On-Base), mean chart value, and the mean of their
 * product (good pitchers have both, so the product is not the product of the means).
 */
export const AVERAGE_PITCHER = { control: 3.52, value: 0.115, controlValue: 0.394 } as const;
export const AVERAGE_HITTER = { onBase: 9.73, value: 0.466, onBaseValue: 4.57 } as const;

/** Mean run value of a 20-row chart. */
export function chartValue(chart: string): number {
  let v = 0;
  for (const c of chart) v += RESULT_VALUE[CHART_CODES[c] ?? 'SO'];
  return v / 20;
}

/** Chance that the batter has the advantage: d20 + Control must beat On-Base (ties: batter). */
export function batterEdge(onBase: number, control: number): number {
  return Math.min(1, Math.max(0, (onBase - control) / 20));
}

/**
 * Run value per plate appearance of one Speed point over 10 (steals) and of one point of a
 * catcher's Arm (steals thrown out). Other Fielding fitted at about zero, so it is free.
 */
export const SPEED_VALUE = 0.0008;
export const ARM_VALUE = 0.0064;

/**
 * A hitter's strength: expected run value of his plate appearance against the average
 * pitcher, E[p·hitter chart + (1-p)·pitcher chart] with p = (On-Base - Control)/20, plus
 * Speed and, for a catcher, his Arm.
 */
export function hitterStrength(
  h: Pick<HitterCard, 'onBase' | 'chart' | 'slots' | 'speed'>,
): number {
  const a = AVERAGE_PITCHER;
  const v =
    (chartValue(h.chart) * (h.onBase - a.control)) / 20 +
    a.value -
    (h.onBase * a.value - a.controlValue) / 20;
  const arm = Math.max(0, ...h.slots.map((s) => (s.pos === 'C' ? s.fld : 0)));
  return v + SPEED_VALUE * (h.speed - 10) + ARM_VALUE * arm;
}

/** Run value the average hitter gets per plate appearance against this pitcher. */
export function runsAllowed(p: Pick<PitcherCard, 'control' | 'chart'>): number {
  const a = AVERAGE_HITTER;
  return (
    (a.onBaseValue - p.control * a.value) / 20 +
    chartValue(p.chart) * (1 - (a.onBase - p.control) / 20)
  );
}

/** A pitcher's strength: run value per plate appearance saved against a league-average pitcher. */
export function pitcherStrength(p: Pick<PitcherCard, 'control' | 'chart'>): number {
  return LEAGUE_PA_VALUE - runsAllowed(p);
}

/** The league's run value per plate appearance (the average hitter against the average pitcher). */
export const LEAGUE_PA_VALUE = 0.225;

/** Plate appearances a regular hitter gets per game (simulated). */
export const HITTER_PA = 3.79;

/**
 * Plate appearances a pitcher faces per team game, by role and IP (simulated with the
 * heuristic bot: a starter pitches one game in four, about his IP in innings; relievers and
 * closers come in most games for about their IP).
 */
export function pitcherUsage(role: PitcherRole, ip: number): number {
  if (role === 'starter') return 2.4 + 0.59 * ip;
  if (role === 'closer') return 3.58;
  return ip >= 2 ? 3.34 : 2.1;
}

/** Replacement level: the strength of a freely available card (about the pool's worst). */
export const REPLACEMENT_HITTER = 0.15;
export const REPLACEMENT_PITCHER = LEAGUE_PA_VALUE - 0.28;

/** Points per run per team game, and the floor a card costs. */
export const POINTS_PER_RUN = 1150;
const HITTER_FLOOR = 60;
const PITCHER_FLOOR = 30;

const round10 = (x: number) => Math.max(10, Math.round(x / 10) * 10);

/** Point value of a hitter from his strength: the runs he adds per game over replacement. */
export function hitterPoints(strength: number): number {
  return round10(
    HITTER_FLOOR + POINTS_PER_RUN * HITTER_PA * Math.max(0, strength - REPLACEMENT_HITTER),
  );
}

/** Point value of a pitcher from his strength, role and IP (runs saved per team game). */
export function pitcherPoints(strength: number, role: PitcherRole, ip: number): number {
  return round10(
    PITCHER_FLOOR +
      POINTS_PER_RUN * pitcherUsage(role, ip) * Math.max(0, strength - REPLACEMENT_PITCHER),
  );
}
