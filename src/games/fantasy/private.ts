/**
 * Which decisions need the deciding manager's private view. The steps of a magic ability
 * whose choices are all public (a Win card to swap, a Stat Track row, a stat of a revealed
 * character, an opponent, a face-up used card) are made on the table's view, with no cover
 * and no reveal; drafting, lineups, Free Agency and flipping a bench card need the hand.
 */
import type { SeatId } from '../../engine/types';
import type { FantasyState } from './state';
import type { Ability } from './types';

/**
 * §Abilities: the abilities whose every choice is a public fact. Dig (the lineup and the
 * Discard Pile), Morph and Shapeshift (one's own face-down cards) and Recruit (the cards
 * drawn) are not.
 */
const PUBLIC_CHOICES: ReadonlySet<Ability> = new Set<Ability>([
  'abduct',
  'axe',
  'berzerk',
  'blessing',
  'bruteForce',
  'flames',
  'meow',
  'revive',
  'translucent',
]);

export function privateDecision(s: FantasyState, seat: SeatId): boolean {
  const p = s.pending;
  if (s.phase === 'magic' && p && p.m === seat && PUBLIC_CHOICES.has(p.ab)) return false;
  return true;
}
