/**
 * The pennant and the Championship Series (LoB 6.2.1, 6.2.2): who reaches the target, the
 * tie-breaker DRM, the CS DRM and the CS result.
 */
import type { SeatId } from '../../../engine/types';
import {
  CHAMPIONSHIP,
  CS_MANAGER_DRM,
  CS_TEAM_DRM,
  ROSTER_DEPTH,
  WINNING_RECORD_BONUS,
  jmBand,
  momentumDrm,
} from '../content/charts';
import type { Stars } from '../types';

/** Owners at or above the pennant target, most wins first (LoB 6.2.1, A9). */
export function pennantContenders(wins: readonly number[], target: number): SeatId[] {
  const top = Math.max(...wins);
  if (top < target) return [];
  return wins
    .map((w, k) => ({ w, k }))
    .filter(({ w }) => w === top)
    .map(({ k }) => k);
}

/** The Tie-Breaker DRM (LoB 6.2.1.1, decision): RD tiebreak DRM plus the CS manager DRM. */
export function tiebreakDrm(jm: number, fm: Stars): number {
  return (ROSTER_DEPTH[jmBand(jm)]?.drm ?? 0) + CS_MANAGER_DRM[fm];
}

/**
 * The order of a pennant tie ladder (A9): lowest tie-breaker DRM first; the first two roll
 * off, the winner meets the next.
 */
export function tieLadder(seats: readonly SeatId[], drm: (s: SeatId) => number): SeatId[] {
  return seats.slice().sort((a, b) => drm(a) - drm(b) || a - b);
}

/** The Championship Series DRM (LoB 6.2.2): momentum + manager + team makeup; a strike uses +1 (A28). */
export function csDrm(lsWins: number, fm: Stars, jm: number, strike = false): number {
  return (strike ? 1 : momentumDrm(lsWins)) + CS_MANAGER_DRM[fm] + (CS_TEAM_DRM[jmBand(jm)] ?? 0);
}

/** The Championship chart row for a modified roll (LoB 6.2.2). */
export function csResult(modified: number) {
  const row = CHAMPIONSHIP.find((r) => modified >= r.min);
  return row ?? { min: -Infinity, result: 'lose in 4', won: false, vp: -5, money: 3_000 };
}

/** $1,500 to each non-pennant team with a winning record (LoB 6.2.2). */
export const winningRecordBonus = (isPennantWinner: boolean, w: number, l: number): number =>
  !isPennantWinner && w > l ? WINNING_RECORD_BONUS : 0;
