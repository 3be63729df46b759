/** Determinization: a full state consistent with what one seat may know, for search bots. */
import { dealUnseen, unseenCards } from './deal';
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
  return determinizer(module, view, seat, seats, options)(rng);
}

/**
 * `determinize` for many samples of one view: what the seat cannot see is worked out once,
 * and each call only shuffles and deals it (same draws, same samples).
 */
export function determinizer<S, V>(
  module: GameModule<S, unknown, V>,
  view: V,
  seat: SeatId,
  seats: number,
  options: Options,
): (rng: Rng) => S {
  const unseen = unseenCards(view, seat, module.universe?.(view, seats, options) ?? []);
  return (rng) => {
    const base = dealUnseen<S>(view, unseen, rng);
    return module.determinize
      ? module.determinize({ view, seat, seats, options, rng, base })
      : base;
  };
}
