/** Les mots de la légende du plateau (faces de dé, cases, trophées). */
import type { Words } from '../../../ui/language';
import type { LEGEND_EN } from './legend-text';

export const LEGEND_FR: Words<typeof LEGEND_EN> = {
  title: 'dés, cases et marques',
  shape: {
    hit: 'une batte',
    power: 'un éclair',
    speed: 'deux chevrons',
    defense: 'un bouclier',
    eye: 'une cible',
    arm: 'un arc de lancer',
  },
  face: (word: string, shape: string) => `${word} (${shape})`,
  faceMeaning: 'Une face de dé. La même icône sur une case de dé d’un joueur demande cette face.',
  open: 'Case de dé libre',
  openMeaning:
    'N’importe quel dé peut y aller\u202f; un joueur ne compte que si toutes ses cases sont remplies.',
  match: 'Dé droit dans sa case',
  matchMeaning:
    'Il correspond à l’icône de la case. Si tous ses dés correspondent, le joueur rapporte son maximum de victoires.',
  turned: 'Dé tourné dans sa case',
  turnedMeaning:
    'Il ne correspond pas à l’icône\u202f: le joueur peut compter, mais seulement ses victoires de base.',
  teamDice: 'T\u202f: dés d’équipe',
  teamDiceMeaning:
    'Combien de dés d’équipe (icônes bleues) le joueur lance pour vous à chaque saison.',
  leagueDice: 'L\u202f: dés de ligue',
  leagueDiceMeaning: 'Combien de dés de ligue (icônes rouges) il ajoute au stade à chaque saison.',
  positions: 'Positions',
  trophy: 'Trophée',
  trophyMeaning: (goal: number) =>
    `Une saison gagnée. ${goal <= 1 ? 'Un trophée bâtit' : `${goal} trophées bâtissent`} une dynastie et gagnent la partie.`,
  allStar: 'Étoile',
  allStarMeaning: 'Compte pour les bonus de victoires d’équipe qui demandent des étoiles.',
  logo: 'Logo d’équipe',
  colon: '\u202f:',
  logoMeaning:
    'Imprimé sur chaque carte de joueur\u202f; certains bonus de victoires d’équipe comptent les joueurs d’un logo.',
};
