/** Les mots de la légende du plateau (marques des cartes, coureurs, Hits). */
import type { Words } from '../../../ui/language';
import type { LEGEND_EN } from './legend-text';

export const LEGEND_FR: Words<typeof LEGEND_EN> = {
  title: 'cartes et stades',
  kind: (kind: string) => `${kind}\u202f: un type de carte`,
  kindMeaning: 'Certaines actions immédiates ne touchent qu’un type (Fastball, Curve, Spit Ball).',
  letter: (letter: string, name: string) =>
    `${letter}\u202f: action immédiate ${name.toLowerCase()}`,
  cost: 'Coût (losange rouge, en haut à gauche)',
  costMeaning: 'Ce que coûte la carte lors d’un round d’achat.',
  revenue: 'Revenu (cercle vert, en haut à droite)',
  revenueMeaning: 'Ce que la carte rapporte pour acheter quand elle est jouée.',
  hit: (code: string, name: string) => `${code}\u202f: ${name}`,
  hitMeaning:
    'Les Hit Boxes au pied d’une carte\u202f: les Hits qu’elle met « en sursis » quand elle est jouée.',
  speed: (name: string) => `${name}\u202f: la vitesse de la carte`,
  speedMeaning: 'La vitesse des Base Runners que ses Hits mettent sur base.',
  runner: (mark: string, name: string) => `${mark}\u202f: un Base Runner ${name} sur base`,
  batter: 'Un Hit « en sursis » au marbre',
  batterMeaning: 'Il entre à la prochaine carte jouée, sauf si une action l’annule.',
  pinch: 'PH\u202f: Pinch Hitter',
  pinchMeaning: 'La carte peut être jouée de votre main en Pinch Hitting.',
  games: 'Mini-jeux gagnés (pleins) sur ceux qu’il faut',
  runs: 'Points marqués dans ce mini-jeu',
  runsMeaning: 'Le grand nombre, et une case par point.',
};
