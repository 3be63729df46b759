/**
 * The heuristic's strategy cards: a card that changes the result is played when the new
 * result is better for its side (a Fielding check weighed by its chance), a steal when the
 * runner is safe at least 65% of the time; every other card (stat changes, IP, draws,
 * discards) favours whoever may play it, so it is played at once.
 */
import type { SeatId } from '../../../engine/types';
import { chartResult, strat } from '../content';
import { clampSwing } from '../rules/atbat';
import { groupFielding, stealOdds } from '../rules/cards';
import { battingSeat } from '../rules/lineup';
import type { ShowdownAction, ShowdownView } from '../state';
import type { Result } from '../types';

/** Rough run value of each result for the batting team. */
const WORTH: Readonly<Record<Result, number>> = {
  SO: 0,
  PU: 0,
  GB: 0,
  FB: 0.02,
  BB: 0.33,
  '1B': 0.45,
  '1B+': 0.5,
  '2B': 0.75,
  '3B': 1,
  HR: 1.4,
};

const chance = (n: number) => Math.min(1, Math.max(0, n / 20));

/** How much a card is worth to this seat now (0 or less: keep it). */
export function cardWorth(v: ShowdownView, seat: SeatId, a: ShowdownAction): number {
  if (a.t !== 'card') return 0;
  const e = strat(a.c).effect;
  const sign = seat === battingSeat(v) ? 1 : -1;
  const ab = v.ab;
  const now = ab?.result;
  if (e.k === 'steal') {
    const { arm, speed } = stealOdds(v, a.b ?? 0);
    // Safe when d20 + Arm (+5) <= Speed.
    return chance(speed - arm - (a.b === 1 ? 5 : 0)) >= 0.65 ? 0.3 : 0;
  }
  if (!ab || !now) return 0.5;
  if (e.k === 'shift')
    return sign * (WORTH[chartResult(ab.chart, clampSwing(ab.swing + e.n))] - WORTH[now]);
  if (e.k === 'become') return sign * (WORTH[e.r] - WORTH[now]);
  if (e.k === 'check') {
    // Passes on d20 >= 21 - Fielding.
    const pass = chance(20 - (21 - groupFielding(v, e.group)) + 1);
    const p = e.when === 'pass' ? pass : 1 - pass;
    return p * sign * (WORTH[e.r] - WORTH[now]);
  }
  return 0.5;
}

/** The best card worth playing, or pass. */
export function cardChoice(v: ShowdownView, seat: SeatId, actions: ShowdownAction[]) {
  let top: ShowdownAction = { t: 'pass' };
  let topWorth = 0.05;
  for (const a of actions) {
    const w = cardWorth(v, seat, a);
    if (w > topWorth) [top, topWorth] = [a, w];
  }
  return top;
}
