/**
 * A team's emblem as numbers, from its id: a shape, its initials and colours. The same id
 * always gives the same emblem; an original drawing, never a real club's mark.
 */
import { seeded } from './seeded';
import type { TeamColors } from './portrait-spec';

export const LOGO_SHAPES = ['circle', 'shield', 'diamond', 'hexagon', 'pennant'] as const;
export type LogoShape = (typeof LOGO_SHAPES)[number];

export interface LogoSpec {
  shape: LogoShape;
  initials: string;
  colors: TeamColors;
  /** A thin ring inside the edge (true) or a soft inner field (false). */
  ring: boolean;
}

/** Up to two initials: the first letters of the name's first two words ("Harbor Gulls": HG). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w].find((ch) => /\p{L}/u.test(ch)) ?? '');
  return letters.join('').toUpperCase();
}

/** The emblem of a team, by its id and name. */
export function logoSpec(id: string, name: string, colors: TeamColors): LogoSpec {
  const rng = seeded(`logo:${id}`);
  return {
    shape: rng.pick(LOGO_SHAPES),
    initials: initialsOf(name),
    colors,
    ring: rng.int(2) === 0,
  };
}

/** The outline of each shape in a 40 x 40 box. */
export const LOGO_PATHS: Record<LogoShape, string> = {
  circle: 'M20 2 A18 18 0 1 1 19.9 2 Z',
  shield: 'M4 4 H36 V20 C36 30 28 36 20 39 C12 36 4 30 4 20 Z',
  diamond: 'M20 1 L39 20 L20 39 L1 20 Z',
  hexagon: 'M11 3 H29 L38 20 L29 37 H11 L2 20 Z',
  pennant: 'M3 6 L38 20 L3 34 Z',
};
