/** The words of the board's key (die faces, slots, trophies); French in legend-text.fr.ts. */
import { localized } from '../../../ui/language';
import type { Skill } from '../types';
import { LEGEND_FR } from './legend-text.fr';

export const LEGEND_EN = {
  title: 'dice, slots and marks',
  /** What each die face's icon shows. */
  shape: {
    hit: 'a bat',
    power: 'a lightning bolt',
    speed: 'two chevrons',
    defense: 'a shield',
    eye: 'a target',
    arm: 'a throwing arc',
  } as Readonly<Record<Skill, string>>,
  face: (word: string, shape: string) => `${word} (${shape})`,
  faceMeaning: 'A die face. The same icon on a player’s die slot asks for that face.',
  open: 'Open die slot',
  openMeaning: 'Any die may go here; a player scores only when all his slots are filled.',
  match: 'Die square in its slot',
  matchMeaning: 'It matches the slot’s icon. With every die matching, the player scores Max Wins.',
  turned: 'Die turned in its slot',
  turnedMeaning: 'It does not match the icon: the player can score, but only his Base Wins.',
  teamDice: 'T: Team dice',
  teamDiceMeaning: 'How many Team dice (blue icons) the player rolls for you each season.',
  leagueDice: 'L: League dice',
  leagueDiceMeaning: 'How many League dice (red icons) he adds to the Stadium each season.',
  positions: 'Positions',
  trophy: 'Trophy',
  trophyMeaning: (goal: number) =>
    `One season won. ${goal === 1 ? 'One trophy establishes' : `${goal} trophies establish`} a dynasty and win the game.`,
  allStar: 'All-Star',
  allStarMeaning: 'Counts for Team win bonuses that ask for All-Stars.',
  logo: 'Team logo',
  colon: ':',
  logoMeaning: 'Printed on each player card; some Team win bonuses count players of a logo.',
};

export const LEGEND = localized({ en: LEGEND_EN, fr: LEGEND_FR });
