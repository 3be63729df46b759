/**
 * A player's portrait as numbers: a few parametric shapes picked by a seeded generator from
 * the card's id, so the same id always gives the same face and a thousand cards cost no
 * image bytes. Only public card facts go in (id, role, build, team colours).
 */
import { seeded } from './seeded';

/** What the player does on the card: the pose (a bat on the shoulder, a ball, a glove). */
export const ROLES = ['batter', 'pitcher', 'fielder'] as const;
export type Role = (typeof ROLES)[number];

/** What the player is made of: flesh, metal, or both halves. */
export const BUILDS = ['human', 'robot', 'cyborg'] as const;
export type Build = (typeof BUILDS)[number];

/** A team's colours: the cap and jersey, and the trim (brim, letters). */
export interface TeamColors {
  main: string;
  trim: string;
}

export interface PortraitInput {
  /** The card's public id: the seed. */
  id: string;
  role: Role;
  build?: Build;
  colors: TeamColors;
}

/** Skin tones from light to deep, and metals for robots. */
const SKINS = ['#f3d3b5', '#e0ac7e', '#c68a5a', '#9b6440', '#6e4429', '#4a2c1a'] as const;
const METALS = ['#b8c2cc', '#9aa7b3', '#c9b98f', '#8fa3a0'] as const;
const HAIRS = ['#1d1410', '#4a2f1c', '#8c5a2b', '#c9a15a', '#6b6b6b'] as const;

export interface PortraitSpec {
  role: Role;
  build: Build;
  colors: TeamColors;
  skin: string;
  /** The cyborg's metal half (or the robot's whole head). */
  metal: string;
  hair: string;
  /** Head half-width and half-height (viewBox units of 64). */
  headRx: number;
  headRy: number;
  /** Half the distance between the eyes. */
  eyeGap: number;
  /** The mouth: -1 a frown's curve, 0 flat, 1 a smile. */
  mouth: -1 | 0 | 1;
  /** The cap's brim points left (-1) or right (1). */
  brim: -1 | 1;
  /** Hair showing under the cap at the sides, or a beard line. */
  sideburns: boolean;
  beard: boolean;
  /** The pose leans the body a few degrees. */
  lean: number;
}

/** The spec of a portrait: the same input always gives the same spec. */
export function portraitSpec({ id, role, build = 'human', colors }: PortraitInput): PortraitSpec {
  const rng = seeded(`portrait:${id}`);
  const pick = <T>(items: readonly T[]): T => rng.pick(items);
  return {
    role,
    build,
    colors,
    skin: pick(SKINS),
    metal: pick(METALS),
    hair: pick(HAIRS),
    headRx: 10 + rng.int(4),
    headRy: 12 + rng.int(3),
    eyeGap: 4 + rng.int(2),
    mouth: pick([-1, 0, 1, 1] as const),
    brim: pick([-1, 1] as const),
    sideburns: rng.int(2) === 1,
    beard: build !== 'robot' && rng.int(4) === 0,
    lean: rng.int(7) - 3,
  };
}
