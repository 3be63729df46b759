/** The words of the board's key (roster chits, stars, cubes); French in legend-text.fr.ts. */
import { localized } from '../../../ui/language';
import { LEGEND_FR } from './legend-text.fr';

export const LEGEND_EN = {
  title: 'mats and chits',
  chit: (short: string, word: string) => `${short}: ${word}`,
  majorsMeaning: 'A major-league player on the mat’s 25-cell grid.',
  farmMeaning: 'A player in the farm system, on the 15-cell grid.',
  stars: 'Rating: filled stars of five',
  starsMeaning: 'Front office, farm system and field manager are each rated from 1 to 5 stars.',
  cube: 'Media cube',
  cubeMeaning: 'Spent to change die rolls; pairs turn into victory points at the end of the year.',
  hidden: 'Hidden money',
};

export const LEGEND = localized({ en: LEGEND_EN, fr: LEGEND_FR });
