/** Les mots de la légende du plateau (codes du tableau, positions, marques, abréviations). */
import type { Words } from '../../../ui/language';
import type { LEGEND_EN } from './legend-text';

export const LEGEND_FR: Words<typeof LEGEND_EN> = {
  title: 'tableaux, terrain et feuille de match',
  code: (code: string, name: string) => `${code}\u202f: ${name}`,
  chartMeaning: 'Une ligne du tableau d’une carte\u202f: le résultat de l’élan sur ces nombres.',
  position: {
    P: 'Lanceur',
    C: 'Receveur',
    '1B': 'Premier but',
    '2B': 'Deuxième but',
    '3B': 'Troisième but',
    SS: 'Arrêt-court',
    LF: 'Champ gauche',
    CF: 'Champ centre',
    RF: 'Champ droit',
  },
  positionMeaning: 'La position d’un joueur en défense, sur le terrain et sur sa carte.',
  fielding: 'Défense à une position (+2, −1)',
  fieldingMeaning:
    'S’ajoute aux relais et aux doubles jeux\u202f; pour un receveur, son Bras contre les vols.',
  hands: 'Frappe et lance\u202f: G à gauche, D à droite, A des deux côtés',
  batter: 'Le frappeur à côté du marbre',
  batterMeaning: 'Dessiné du côté du marbre où il frappe contre ce lanceur.',
  emergency: 'Joueur d’urgence',
  abbr: (short: string, long: string) => `${short}\u202f: ${long}`,
};
