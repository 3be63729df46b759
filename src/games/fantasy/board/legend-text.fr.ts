/** Les mots de la légende du plateau (marques des cartes, stats, bases). */
import type { Words } from '../../../ui/language';
import type { LEGEND_EN } from './legend-text';

export const LEGEND_FR: Words<typeof LEGEND_EN> = {
  title: 'personnages, stats et cartes Victoire',
  tierMeaning:
    'La classe du personnage, de la plus faible à la plus forte (les rayures de la carte).',
  sideMeaning: 'Dans un match de la Série de championnat, une égalité va au Bien plutôt qu’au Mal.',
  stat: {
    AVG: 'Moyenne au bâton',
    R: 'Points marqués',
    HR: 'Circuits',
    RBI: 'Points produits',
    SB: 'Buts volés',
    ERA: 'Moyenne de points mérités',
    IP: 'Manches lancées',
    W: 'Victoires',
    K: 'Retraits sur prises',
    SV: 'Sauvetages',
  },
  code: (code: string, name: string) => `${code}\u202f: ${name}`,
  hitting: 'Une stat de frappe (noire)',
  pitching: 'Une stat de lanceur (blanche)',
  base: 'La semaine\u202f: la base allumée (1re, 2e, 3e, Marbre)',
  baseMeaning: 'Les quatre semaines d’un mois se jouent comme on fait le tour des bases.',
  turned: 'Carte Victoire à l’envers',
  turnedMeaning:
    'Plus de victoires (4-5 joueurs)\u202f: un second match de la semaine\u202f; un personnage joué à l’envers le dispute.',
};
