/** The words of the board's key (card marks, stats, bases); French in legend-text.fr.ts. */
import { localized } from '../../../ui/language';
import type { Stat } from '../types';
import { LEGEND_FR } from './legend-text.fr';

export const LEGEND_EN = {
  title: 'characters, stats and Win cards',
  tierMeaning: 'The character’s class, weakest first (the card’s striping).',
  sideMeaning: 'In a Championship Series game, a tie goes to Good over Evil.',
  stat: {
    AVG: 'Batting Average',
    R: 'Runs',
    HR: 'Home Runs',
    RBI: 'Runs Batted In',
    SB: 'Stolen Bases',
    ERA: 'Earned Run Average',
    IP: 'Innings Pitched',
    W: 'Wins',
    K: 'Strikeouts',
    SV: 'Saves',
  } as Readonly<Record<Stat, string>>,
  code: (code: string, name: string) => `${code}: ${name}`,
  hitting: 'A hitting stat (black)',
  pitching: 'A pitching stat (white)',
  base: 'The week: the lit base (1st, 2nd, 3rd, Home)',
  baseMeaning: 'The four weeks of a month are played like running the bases.',
  turned: 'Upside-down Win card',
  turnedMeaning:
    'More Wins (4-5 players): a second game of the week; a character played upside down competes for it.',
};

export const LEGEND = localized({ en: LEGEND_EN, fr: LEGEND_FR });
