/** Determinization: a full state consistent with what one seat may know, for search bots. */
import { dealHidden } from './deal';
import type { View } from './hidden';
import type { Rng } from './rng';
import type { GameModule, Options, SeatId } from './types';

/**
 * Deals the seat's unseen cards back into the zones hidden from it (generic), then lets
 * the game fill secrets that are not cards. The result never holds the real hidden data.
 */
export function determinize<S, V>(
  module: GameModule<S, unknown, V>,
  view: V,
  seat: SeatId,
  seats: number,
  options: Options,
  rng: Rng,
): S {
  const universe = module.universe?.(view, seats, options) ?? [];
  const base = dealHidden<S>(view as unknown as View<S>, seat, universe, rng);
  return module.determinize ? module.determinize({ view, seat, seats, options, rng, base }) : base;
}
