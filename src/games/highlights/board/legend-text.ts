/** The words of the board's key (card marks, runners, hits); French in legend-text.fr.ts. */
import { localized } from '../../../ui/language';
import { LEGEND_FR } from './legend-text.fr';

export const LEGEND_EN = {
  title: 'cards and stadiums',
  kind: (kind: string) => `${kind}: a card type`,
  kindMeaning: 'Some immediate actions work only against one type (Fastball, Curve, Spit Ball).',
  letter: (letter: string, name: string) => `${letter}: ${name} immediate action`,
  cost: 'Cost (red diamond, top left)',
  costMeaning: 'What the card costs in a buy round.',
  revenue: 'Revenue (green circle, top right)',
  revenueMeaning: 'What the card brings in for buying when it is played.',
  hit: (code: string, name: string) => `${code}: ${name}`,
  hitMeaning: 'The Hit Boxes at the foot of a card: the hits it threatens when played.',
  speed: (name: string) => `${name}: the card’s speed`,
  speedMeaning: 'The speed of the runners its hits put on base.',
  runner: (mark: string, name: string) => `${mark}: a ${name.toLowerCase()} runner on base`,
  batter: 'A threatened hit at home plate',
  batterMeaning: 'It comes in on the next card played, unless an action cancels it.',
  pinch: 'PH: Pinch Hitter',
  pinchMeaning: 'The card can be played from your hand as a Pinch Hitter.',
  games: 'Games won (filled) of those needed',
  runs: 'Runs scored this mini-game',
  runsMeaning: 'The big number, and one square per run.',
};

export const LEGEND = localized({ en: LEGEND_EN, fr: LEGEND_FR });
