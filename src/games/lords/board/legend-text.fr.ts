/** Les mots de la légende du plateau (jetons d’effectif, étoiles, cubes). */
import type { Words } from '../../../ui/language';
import type { LEGEND_EN } from './legend-text';

export const LEGEND_FR: Words<typeof LEGEND_EN> = {
  title: 'tapis et jetons',
  chit: (short: string, word: string) => `${short}\u202f: ${word}`,
  majorsMeaning: 'Un joueur des majeures, sur la grille de 25 cases du tapis.',
  farmMeaning: 'Un joueur du club-école, sur la grille de 15 cases.',
  stars: 'Note\u202f: étoiles pleines sur cinq',
  starsMeaning: 'La direction, le club-école et le gérant sont notés chacun de 1 à 5 étoiles.',
  cube: 'Cube de média',
  cubeMeaning:
    'Dépensé pour changer un jet de dé\u202f; les paires deviennent des points de victoire en fin d’année.',
  hidden: 'Argent caché',
};
