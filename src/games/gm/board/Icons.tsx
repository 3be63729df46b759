/**
 * Original SVG marks: one icon per die face (also printed on die slots) and a small
 * emblem per team logo. Always shown with a word nearby or as a labelled image, never
 * colour alone.
 */
import type { Logo, Skill } from '../types';
import { SKILL_WORD } from './text';

const SKILL_PATH: Readonly<Record<Skill, string>> = {
  // A bat across the face.
  hit: 'M5 19 L17 7 a2.5 2.5 0 0 1 3.5 3.5 L8.5 22.5 Z',
  // A lightning bolt.
  power: 'M14 2 L6 14 H12 L10 22 L19 9 H13 Z',
  // Two chevrons.
  speed: 'M3 5 L10 12 L3 19 H7 L14 12 L7 5 Z M11 5 L18 12 L11 19 H15 L22 12 L15 5 Z',
  // A shield.
  defense: 'M12 2 L20 5 V11 C20 16 16.5 20 12 22 C7.5 20 4 16 4 11 V5 Z',
  // A target (the strike zone).
  eye: 'M12 3 a9 9 0 1 0 0.01 0 Z M12 7 a5 5 0 1 1 -0.01 0 Z M12 10 a2 2 0 1 0 0.01 0 Z',
  // A throwing arc with an arrow head.
  arm: 'M3 18 C6 8 14 5 19 7 L20 4 L23 10 L16 11 L18 9 C14 8 8 10 6 19 Z',
};

export function SkillIcon({ skill, size = 24 }: { skill: Skill; size?: number }) {
  return (
    <svg
      class={`gm-skill gm-skill--${skill}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label={SKILL_WORD[skill]}
    >
      <path d={SKILL_PATH[skill]} fill="currentColor" fill-rule="evenodd" />
    </svg>
  );
}

const LOGO_PATH: Readonly<Record<Logo, string>> = {
  owls: 'M6 6 L9 9 L12 7 L15 9 L18 6 V16 C18 19 15 21 12 21 C9 21 6 19 6 16 Z',
  hawks: 'M2 10 L12 6 L22 10 L16 11 L12 18 L8 11 Z',
  mules: 'M7 3 L10 9 H14 L17 3 L17 12 C17 17 15 21 12 21 C9 21 7 17 7 12 Z',
  kings: 'M4 18 L5 7 L9 11 L12 5 L15 11 L19 7 L20 18 Z',
  foxes: 'M4 4 L10 9 H14 L20 4 L18 14 L12 21 L6 14 Z',
  comets: 'M15 5 a5 5 0 1 1 -0.01 0 Z M11 12 L2 20 L4 16 L2 14 Z',
};

export function LogoMark({ logo, size = 20 }: { logo: Logo; size?: number }) {
  return (
    <svg
      class={`gm-logo gm-logo--${logo}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
    >
      <path d={LOGO_PATH[logo]} fill="currentColor" />
    </svg>
  );
}

/** A star for All-Stars (with the word beside it on the card). */
export function Star({ size = 16 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d="M12 2 L15 9 L22 9.5 L16.5 14 L18.5 21.5 L12 17.5 L5.5 21.5 L7.5 14 L2 9.5 L9 9 Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** A trophy token. */
export function Trophy({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d="M7 3 H17 V6 H21 V8 C21 11 19 13 16.5 13.5 C15.8 15 14.5 16 13 16.3 V19 H16 V21 H8 V19 H11 V16.3 C9.5 16 8.2 15 7.5 13.5 C5 13 3 11 3 8 V6 H7 Z M5 8 C5 9.8 6 11 7 11.4 V8 Z M19 8 H17 V11.4 C18 11 19 9.8 19 8 Z"
        fill="currentColor"
        fill-rule="evenodd"
      />
    </svg>
  );
}
