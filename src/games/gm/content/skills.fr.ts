/** The skills' names in French, for the catalog (dice in log lines) and the board. */
import type { Skill } from '../types';

export const SKILL_NAMES_FR: Readonly<Record<Skill, string>> = {
  hit: 'Frappe',
  power: 'Puissance',
  speed: 'Vitesse',
  defense: 'Défense',
  eye: 'Œil',
  arm: 'Bras',
};
