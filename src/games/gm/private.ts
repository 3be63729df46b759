/**
 * Which of a GM's decisions need the deciding seat's private view. Only the Free Agency Draft
 * does (its hand and its face-down pick; docs/games/gm.md, "Hidden information"): the Team
 * choice (D17), the dice, the step before scoring and Arbitration are made on public facts,
 * so they need no cover and no reveal. The draft's picks come hand after hand while the others
 * choose: a person's side stays open from one pick to the next (`privateRound`).
 */
import type { SeatId } from '../../engine/types';
import type { GmState } from './state';

export function privateDecision(s: GmState, _seat: SeatId): boolean {
  return s.phase === 'draft';
}

/** §1: after a pick, the draft goes on with the next hand until no cards are left. */
export function privateRound(s: GmState, _seat: SeatId): boolean {
  return s.phase === 'draft';
}
