/**
 * Which decisions need the deciding seat's private view (its hand, its On Deck card, its
 * extra-innings draw). Buying (the Buy Row, revenue and In Play are public) and choosing among
 * public things (the other side's threatened hits or runners, one's own In Play pile, one's
 * Minor Leagues) do not: they are made on the table's view, with no cover and no reveal.
 */
import type { SeatId } from '../../engine/types';
import type { HlState } from './state';

const PUBLIC_CHOICES = new Set(['cancel', 'remove', 'clone', 'minors']);

export function privateDecision(s: HlState, seat: SeatId): boolean {
  if (s.phase === 'buy') return false;
  const p = s.pending;
  if (p && PUBLIC_CHOICES.has(p.k) && s.sides[p.side]?.seat === seat) return false;
  return true;
}
