/** Player strength for the bot, from the same formula as the point values. */
import { card } from '../content';
import { hitterStrength, pitcherStrength } from '../content/strength';
import type { PlayerId } from '../types';

/** Offensive strength of a hitter or the run value a pitcher saves (pitchers bat at 0). */
export function strengthOf(id: PlayerId): number {
  const c = card(id);
  return c.kind === 'hitter' ? hitterStrength(c) : pitcherStrength(c);
}
