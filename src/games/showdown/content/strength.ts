/**
 * The strength formula behind every point value: a player's expected run value per plate
 * appearance against a league-average opponent (linear weights), plus small Fielding and
 * Speed terms for hitters and an innings factor for pitchers. Points are a monotone
 * function of strength, so points predict strength (checked by test/games/showdown).
 */
import { CHART_CODES, type HitterCard, type PitcherCard, type Result } from '../types';

/** Run value of each result relative to an out (weighted on-base weights). */
export const RESULT_VALUE: Readonly<Record<Result, number>> = {
  SO: 0,
  PU: 0,
  GB: 0,
  FB: 0,
  BB: 0.69,
  '1B': 0.89,
  '1B+': 0.95,
  '2B': 1.27,
  '3B': 1.62,
  HR: 2.1,
};

/** The league-average pitcher and hitter every card is measured against. */
export const AVERAGE_PITCHER = { control: 3, chart: 'PPKKKKKGGGGGFFFWW111' } as const;
export const AVERAGE_HITTER = { onBase: 10, chart: 'KKGFWWWW11111+22223H' } as const;

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

/** A hitter's strength: value per plate appearance above average, with Fielding and Speed. */
export function hitterStrength(
  h: Pick<HitterCard, 'onBase' | 'chart' | 'slots' | 'speed'>,
): number {
  const p = batterEdge(h.onBase, AVERAGE_PITCHER.control);
  const v = p * chartValue(h.chart) + (1 - p) * chartValue(AVERAGE_PITCHER.chart);
  const fld = Math.max(0, ...h.slots.map((s) => (s.pos === '-' ? 0 : s.fld)));
  return v + 0.004 * fld + 0.0005 * (h.speed - 10) + 0.002 * (h.slots.length - 1);
}

/** A pitcher's strength: run value per plate appearance saved against the average hitter. */
export function pitcherStrength(p: Pick<PitcherCard, 'control' | 'chart'>): number {
  const e = batterEdge(AVERAGE_HITTER.onBase, p.control);
  const allowed = e * chartValue(AVERAGE_HITTER.chart) + (1 - e) * chartValue(p.chart);
  return 0.7 - allowed;
}

const round10 = (x: number) => Math.max(10, Math.round(x / 10) * 10);

/** Point value of a hitter from his strength. */
export function hitterPoints(strength: number): number {
  return round10(380 + 2600 * (strength - 0.43));
}

/** Point value of a pitcher from his strength and IP (relievers pay for fewer innings). */
export function pitcherPoints(strength: number, ip: number): number {
  return round10((350 + 2000 * (strength - 0.25)) * (0.25 + (0.75 * Math.min(ip, 8)) / 8));
}
