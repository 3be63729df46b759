/**
 * The OPS actions of an in-season turn (LoB 5.3.2-5.3.8): what a card played for OPS yields.
 * The action loop itself (whose turn, pass, the per-owner action cards) is the turn module.
 */
import { must } from '../../../engine/types';
import { CYCLE, MANAGER_CHART, MONEY_PER_OP, type CycleHit } from '../content/charts';
import type { MlCounts, SeasonPhase, Stars } from '../types';

/**
 * Wins from an OPS card with Superstars or All-Stars (LoB 5.3.2, A23): the first player
 * multiplies (SS 2x, AS 1x), each other healthy one adds 1.
 */
export function starWins(ops: number, type: 'ss' | 'as', healthyCount: number): number {
  must(healthyCount >= 1, type === 'ss' ? 'no-superstar' : 'no-all-star', '5.3.2');
  return ops * (type === 'ss' ? 2 : 1) + (healthyCount - 1);
}

/** Wins from an OPS card with the manager's Card rating (LoB 5.3.3). */
export const managerCardWins = (ops: number, fm: Stars): number => ops + MANAGER_CHART[fm].card;

/** The Manager/Team column (LoB 5.3.4): wins (+) or losses (-), no OPS card. */
export const managerTeam = (fm: Stars): number => MANAGER_CHART[fm].team;

/** Money from an OPS card (LoB 5.3.5): $500 per OP, never in the late season. */
export function opsMoney(ops: number, phase: SeasonPhase): number {
  must(
    phase !== 'ls',
    'no-money-in-ls',
    '5.3.5',
    'OPS for money may not be taken in the late season',
  );
  return ops * MONEY_PER_OP;
}

/**
 * Forcing Journeymen on an opponent (LoB 5.3.7): he adds one Journeyman per OP and cuts as
 * many non-Journeymen as he can, choosing which (`cuts`, best first by default: none given
 * means Regulars first, then All-Stars, then Superstars).
 */
export function forceJourneymen(ml: MlCounts, ops: number, cuts?: Partial<MlCounts>): MlCounts {
  const nonJm = ml.ss + ml.as + ml.reg;
  const n = Math.min(ops, nonJm);
  const chosen = cuts ?? defaultCuts(ml, n);
  const ss = chosen.ss ?? 0;
  const as = chosen.as ?? 0;
  const reg = chosen.reg ?? 0;
  must(ss + as + reg === n, 'cut-count', '5.3.7', `cut ${n} non-Journeymen`);
  must(ss <= ml.ss && as <= ml.as && reg <= ml.reg, 'cut-missing-player', '5.3.7');
  return { ss: ml.ss - ss, as: ml.as - as, reg: ml.reg - reg, jm: ml.jm + n };
}

function defaultCuts(ml: MlCounts, n: number): Partial<MlCounts> {
  const reg = Math.min(n, ml.reg);
  const as = Math.min(n - reg, ml.as);
  return { reg, as, ss: n - reg - as };
}

/** A Cycle purchase (LoB 5.3.8): its cost and how the drawn cards must be placed. */
export function cycleSpec(hit: CycleHit, discount = 0) {
  const c = CYCLE[hit];
  return { ...c, cost: Math.max(0, c.cost - discount) };
}

/** Whether a Cycle placement is complete: exactly `play` played, `discard` discarded, `keep` kept. */
export function cyclePlacementOk(
  hit: CycleHit,
  placed: { play: number; discard: number; keep: number },
): boolean {
  const c = CYCLE[hit];
  if (hit === 'single') return placed.play + placed.discard === 1 && placed.keep === 0;
  return placed.play === c.play && placed.discard === c.discard && placed.keep === c.keep;
}
