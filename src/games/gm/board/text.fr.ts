/**
 * The board's and the rules reference's words in French (text.ts holds the English and picks
 * the active language). Player, club and manager names and the clubs' logos stay as printed;
 * money is written as in Quebec, 3 M$.
 */
import type { Words } from '../../../ui/language';
import { SKILL_NAMES_FR } from '../content/skills.fr';
import type { Ability, Bonus } from '../types';
import type {
  LOGO_WORD_EN,
  MANAGER_TEXT_EN,
  PHASE_TITLE_EN,
  POS_WORD_EN,
  SKILL_WORD_EN,
  TXT_EN,
} from './text';

export const SKILL_WORD_FR: Words<typeof SKILL_WORD_EN> = SKILL_NAMES_FR;

export const LOGO_WORD_FR: Words<typeof LOGO_WORD_EN> = {
  owls: 'Owls',
  hawks: 'Hawks',
  mules: 'Mules',
  kings: 'Kings',
  foxes: 'Foxes',
  comets: 'Comets',
};

export const POS_WORD_FR: Words<typeof POS_WORD_EN> = {
  P: 'Lanceur',
  C: 'Receveur',
  '1B': 'Premier but',
  '2B': 'Deuxième but',
  '3B': 'Troisième but',
  SS: 'Arrêt-court',
  LF: 'Champ gauche',
  CF: 'Champ centre',
  RF: 'Champ droit',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n <= 1 ? one : many}`;
const money = (n: number) => `${n}\u00a0M$`;

/** A Team card's win bonus as a sentence. */
export function bonusTextFr(b: Bonus): string {
  const cond = ((): string => {
    switch (b.k) {
      case 'pitchers':
        return `${b.n}+ lanceurs dans l’effectif actif`;
      case 'allStars':
        return `${b.n}+ étoiles dans l’effectif actif`;
      case 'logo':
        return `${b.n}+ joueurs ${LOGO_WORD_FR[b.logo]} dans l’effectif actif`;
      case 'positions':
        return `${b.n}+ positions différentes dans l’effectif actif`;
      case 'scorers':
        return `${b.n}+ joueurs qui comptent`;
      case 'maxed':
        return `${b.n}+ joueurs au maximum de victoires`;
      case 'cash':
        return `${money(b.n)}+ non engagés au décompte`;
      case 'skill':
        return `${b.n}+ dés ${SKILL_WORD_FR[b.skill]} sur des joueurs`;
      case 'prospects':
        return `${b.n}+ anciens espoirs dans l’effectif actif`;
    }
  })();
  return `${cond}\u202f: +${plural(b.wins, 'victoire')}`;
}

export const MANAGER_TEXT_FR: Words<typeof MANAGER_TEXT_EN> = {
  extraTeam: 'Lancez un dé d’équipe de plus à chaque saison.',
  extraLeague: 'Mettez un dé de plus dans le Stade (il compte pour savoir qui lance en premier).',
  tiebreak: 'Gagne une égalité de victoires avant qu’on compare l’argent.',
  freeRaise: 'Le premier joueur gardé à chaque arbitrage ne coûte pas le 1 M$ de plus.',
  prospectWins: '+1 victoire par joueur qui compte et qui est arrivé comme espoir.',
  pitchWins: '+1 victoire par lanceur qui compte.',
  allStarWins: '+1 victoire par étoile qui compte.',
  maxWins: '+1 victoire par joueur au maximum de victoires.',
  doubleDuty: 'Le meilleur deuxième joueur à une position autre que lanceur compte aussi.',
  holder: 'Aucun pouvoir, mais garde quatre dés.',
  discount: 'Les joueurs au salaire de 3 M$ ou plus coûtent 1 M$ de moins à engager.',
  fullHouse: '+2 victoires quand les cinq joueurs actifs comptent.',
};

/** A player card's ability as a sentence. */
export function abilityTextFr(a: Ability): string {
  switch (a.k) {
    case 'perSkill':
      return `+${a.n} par dé ${SKILL_WORD_FR[a.skill]} sur cette carte.`;
    case 'perAllStar':
      return `+${a.n} par autre étoile dans votre effectif.`;
    case 'withLogo':
      return `+${a.n} avec un autre joueur ${LOGO_WORD_FR[a.logo]}.`;
    case 'withPos':
      return `+${a.n} avec un autre ${a.pos} dans votre effectif.`;
    case 'extraDie':
      return `Un dé ${a.dice === 'team' ? 'd’équipe' : 'de ligue'} de plus avec un autre joueur ${LOGO_WORD_FR[a.logo]}.`;
    case 'signDiscount':
      return `Coûte ${money(a.n)} de moins à engager avec un joueur ${LOGO_WORD_FR[a.logo]} dans votre effectif.`;
    case 'signDie':
      return `À l’engagement\u202f: un dé ${SKILL_WORD_FR[a.skill]} gratuit sur sa case.`;
  }
}

export const PHASE_TITLE_FR: Words<typeof PHASE_TITLE_EN> = {
  choose: 'Choisissez votre équipe',
  draft: '1 Repêchage des agents libres',
  team: '2 Dés d’équipe',
  league: '3 Repêchage des dés de ligue',
  final: 'Avant le décompte',
  arb: '5 Arbitrage',
  over: 'Dynastie',
};

export const TXT_FR: Words<typeof TXT_EN> = {
  season: (n: number) => `Saison ${n}`,
  colon: ' :',
  die: (skill: string) => `Dé ${skill}`,
  goal: (n: number) => `${plural(n, 'trophée')} pour une dynastie`,
  budget: 'Budget',
  committed: 'Engagé',
  free: 'Libre',
  noBudget: '—',
  money,
  wins: (n: number) => plural(n, 'victoire'),
  trophies: (n: number) => plural(n, 'trophée'),
  roster: (n: number) => `Effectif actif (${n} sur 5)`,
  minors: 'Ligues mineures',
  manager: 'Gérant',
  team: 'Équipe',
  held: 'Dés gardés',
  hand: 'Votre main de repêchage',
  handOf: (n: number) => `${plural(n, 'carte')} en main`,
  sign: 'Engager',
  decline: 'Refuser',
  cost: (n: number) => `coûte ${money(n)}`,
  prospect: 'Espoir',
  allStar: 'Étoile',
  teamDice: 'Dés d’équipe',
  leagueDice: 'Dés de ligue',
  base: 'Base',
  max: 'Max',
  salary: 'Salaire',
  open: 'case libre',
  matched: 'correspond',
  turned: 'tourné : ne correspond pas',
  yourDice: 'Vos dés d’équipe',
  stadium: 'Le Stade',
  stadiumEmpty: 'Le Stade est vide.',
  picking: (name: string) => `${name} choisit maintenant`,
  rolledBy: (name: string) => `${name} a lancé et choisit en premier`,
  pickDie: 'Choisissez un dé, puis une case au contour pointillé',
  discardDie: (face: string) => `Prendre le dé ${face} et le défausser`,
  toManager: 'Garder sur le gérant',
  ready: 'Prêt pour le décompte',
  waiting: 'En attente des autres directeurs généraux.',
  chosen: (name: string, sign: boolean) =>
    sign ? `Vous engagez ${name} quand tout le monde aura choisi.` : `Vous refusez ${name}.`,
  keep: 'Garder (+1 M$)',
  keepFree: 'Garder (gratuit)',
  cut: 'Libérer',
  kept: 'Gardé',
  score: 'Score de la saison si elle finissait maintenant',
  now: 'maintenant',
  inSeason: (n: number) => `à la saison ${n}`,
  finalScore: 'Saison décisive',
  seasonScored: (n: number) => `Décompte de la saison ${n}`,
  champion: (name: string, season: number, wins: number) =>
    `${name} remporte la saison ${season} avec ${plural(wins, 'victoire')}\u202f!`,
  deadHeat: (season: number) =>
    `La saison ${season} finit à égalité parfaite\u202f: pas de trophée.`,
  dynasty: (name: string) => `${name} bâtit une dynastie\u202f!`,
  rivals: 'La ligue',
  choosePlay: (team: string) => `Jouer les ${team}`,
  asManager: 'Côté gérant',
  asTeam: 'Côté équipe',
  slots: (n: number) => plural(n, 'case de dé', 'cases de dé'),
  allMoves: 'Tous les coups',
  table: 'La table',
  met: 'rempli :',
  bonuses: 'Bonus de victoires',
  none: 'Pas encore de joueurs.',
  details: 'voir toute la carte',
  line: { max: 'Max', base: 'Base', empty: 'Cases libres', bench: 'Ne compte pas' },
};
