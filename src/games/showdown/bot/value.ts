/** Player strength for the bot, from the same formula as the point values. */
import { card } from '../content';
import { hitterStrength, pitcherStrength } from '../content/strength';
import type { PlayerId } from '../types';

// Player cards never change, and the search bot's playouts ask for the same few players
// thousands of times a second: each strength is worked out once.
const cache = new Map<PlayerId, number>();

/** Offensive strength of a hitter or the run value a pitcher saves (pitchers bat at 0). */
export function strengthOf(id: PlayerId): number {
  let v = cache.get(id);
  if (v === undefined) {
    const c = card(id);
    v = c.kind === 'hitter' ? hitterStrength(c) : pitcherStrength(c);
    cache.set(id, v);
  }
  return v;
}
