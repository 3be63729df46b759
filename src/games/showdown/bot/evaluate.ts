/**
 * The value of a state for a seat in [0, 1]: a win probability from the run difference,
 * scaled by the half-innings left (a lead means more as the game runs out).
 */
import type { SeatId } from '../../../engine/types';
import type { ShowdownState } from '../state';

export function evaluate(s: ShowdownState, seat: SeatId): number {
  const mine = s.sides[seat]?.runs ?? 0;
  const theirs = s.sides[1 - seat]?.runs ?? 0;
  if (s.phase === 'over') return mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
  const halvesLeft = Math.max(1, 18 - (2 * (s.inning - 1) + s.half));
  return 1 / (1 + Math.exp((-1.6 * (mine - theirs)) / Math.sqrt(halvesLeft)));
}
