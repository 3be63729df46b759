/** The words of the board's key (chart codes, positions, marks, abbreviations); French in legend-text.fr.ts. */
import { localized } from '../../../ui/language';
import { LEGEND_FR } from './legend-text.fr';

export const LEGEND_EN = {
  title: 'charts, field and box score',
  code: (code: string, name: string) => `${code}: ${name}`,
  chartMeaning: 'A row of a card’s chart: the swing’s result on those numbers.',
  position: {
    P: 'Pitcher',
    C: 'Catcher',
    '1B': 'First base',
    '2B': 'Second base',
    '3B': 'Third base',
    SS: 'Shortstop',
    LF: 'Left field',
    CF: 'Centre field',
    RF: 'Right field',
  } as Readonly<Record<string, string>>,
  positionMeaning: 'A fielder’s position, on the field and on his card.',
  fielding: 'Fielding at a position (+2, −1)',
  fieldingMeaning: 'Added to throws and double plays; for a catcher, his Arm against steals.',
  hands: 'Bats and throws: L left, R right, S switch',
  batter: 'The batter beside home plate',
  batterMeaning: 'Drawn on the side of the plate he bats from against this pitcher.',
  emergency: 'Emergency player',
  abbr: (short: string, long: string) => `${short}: ${long}`,
};

export const LEGEND = localized({ en: LEGEND_EN, fr: LEGEND_FR });
