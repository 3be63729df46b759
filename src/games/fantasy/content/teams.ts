/** The five Team Cards: original, fictional franchises, one per manager. */
import type { TeamId } from '../types';

export interface TeamCard {
  id: TeamId;
  name: string;
  /** Colour of the team's pegs, tokens and Wizard mini. */
  color: string;
  wizard: string;
}

export const TEAM_CARDS: Readonly<Record<TeamId, TeamCard>> = {
  emberfall: {
    id: 'emberfall',
    name: 'Emberfall Wyverns',
    color: 'crimson',
    wizard: 'Magus Cindervane',
  },
  tidewater: {
    id: 'tidewater',
    name: 'Tidewater Krakens',
    color: 'navy',
    wizard: 'Archmage Saltbrine',
  },
  thornwood: {
    id: 'thornwood',
    name: 'Thornwood Treants',
    color: 'forest',
    wizard: 'Druid Mossbeard',
  },
  sunspire: {
    id: 'sunspire',
    name: 'Sunspire Griffins',
    color: 'gold',
    wizard: 'Sorceress Dawnquill',
  },
  gloomhollow: {
    id: 'gloomhollow',
    name: 'Gloomhollow Banshees',
    color: 'violet',
    wizard: 'Warlock Nightcairn',
  },
};
