/**
 * The board's words for one screen per decision: the drawers, the rivals' lines and the final
 * places. English and French (Quebec baseball French, as text.fr.ts).
 */
import { localized } from '../../../ui/language';

const EN = {
  more: (n: number) => `More actions (${n})`,
  moreTitle: 'More actions',
  tradeChart: 'Trade Chart',
  close: 'Close',
  openMat: (name: string) => `Show ${name}'s mat`,
  closeMat: (name: string) => `Hide ${name}'s mat`,
  finalPlace: 'Final place',
};

const FR: typeof EN = {
  more: (n: number) => `Autres actions (${n})`,
  moreTitle: 'Autres actions',
  tradeChart: 'Table des échanges',
  close: 'Fermer',
  openMat: (name: string) => `Voir la fiche de ${name}`,
  closeMat: (name: string) => `Cacher la fiche de ${name}`,
  finalPlace: 'Rang final',
};

export const TT = localized({ en: EN, fr: FR });
