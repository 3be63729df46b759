/**
 * The board's words and the cards' action texts in French (text.ts holds the English and
 * picks the active language). The vocabulary is the French rulebook's: its game terms stay
 * in English (Lineup, Dugout, On Deck, In Play, Hit Boxes, Base Runner, Single, Glove), its
 * sentences are French (mini-jeu, round d'achat, Hits « en sursis »).
 */
import type { Words } from '../../../ui/language';
import type { Ia, IaLetter, Result } from '../types';
import type { CardWords, TXT_EN } from './text';
import { counted } from '../../../engine/messages';

export const LETTER_NAME_FR: Readonly<Record<IaLetter, string>> = {
  D: 'Défensive',
  O: 'Offensive',
  S: 'Spéciale',
};

/** The rulebook's hit names (kept in English in the French rulebook). */
const HIT_NAME: Readonly<Record<Result, string>> = {
  '1B': 'Single',
  '2B': 'Double',
  '3B': 'Triple',
  HR: 'Homerun',
  BB: 'Walk',
};
const hits = (h: readonly Result[]) => h.map((x) => HIT_NAME[x]).join(' + ');
/** Hits gained: "un Single", or "Single + Double" for several. */
const gained = (h: readonly Result[]) => {
  const [only] = h;
  return h.length === 1 && only ? aHit(only) : hits(h);
};
/** "un Single", "2 Walks": the rulebook's hit names with a French article. */
const aHit = (r: Result) => `un ${HIT_NAME[r]}`;

/** The action's French sentence (the keyword stays the printed one). */
function sentence(ia: Ia): string {
  switch (ia.k) {
    case 'none':
      return 'Pas d’Immediate Action.';
    case 'clutch':
      return `Avec un Base Runner en 2e ou 3e base\u202f: obtenez ${aHit(ia.hit)} tout de suite\u202f; chaque Base Runner avance d’une base de plus.`;
    case 'pitch':
      return `Annulez tous les Hits «\u202fen sursis\u202f» de la dernière carte jouée contre vous si c’est un ${ia.vs}.`;
    case 'doublePlay':
      return 'Retirez jusqu’à 2 Base Runners Slow ou Average.';
    case 'glove':
      return 'Annulez 1 Hit « en sursis ».';
    case 'knuckleball':
      return 'Chaque Hit « en sursis » baisse d’un niveau ; un Single est annulé.';
    case 'leadoff':
      return `Si c’est votre première carte du mini-jeu\u202f: obtenez ${gained(ia.hits)} tout de suite.`;
    case 'pickOff':
      return `Retirez ${ia.n} Base Runner${ia.n > 1 ? 's' : ''}.`;
    case 'quickEye':
      return `Si la dernière carte jouée contre vous est un Cyborg\u202f: obtenez ${aHit(ia.hit)} tout de suite.`;
    case 'stolenBase':
      return 'En commençant par le plus avancé, chaque Base Runner Fast ou Average avance d’une base si elle est libre.';
    case 'walk':
      return 'Chaque Hit « en sursis » devient un Walk.';
    case 'rally':
      return `Si vous êtes mené\u202f: obtenez ${gained(ia.hits)} tout de suite\u202f; rien ne peut les arrêter.`;
    case 'rallyNext':
      return `Si vous êtes mené\u202f: votre prochaine carte ajoute ${gained(ia.hits)} à ses Hit Boxes.`;
    case 'teamworkNext':
      return `Si votre prochaine carte est un Natural, elle ajoute ${aHit(ia.hit)} à ses Hit Boxes.`;
    case 'closer':
      return 'Si vous menez : annulez tous les Hits « en sursis ».';
    case 'hold':
      return 'Si vous êtes mené : annulez tous les Hits « en sursis ».';
    case 'magnaGlove':
      return 'Annulez jusqu’à 2 Hits « en sursis ».';
    case 'teamworkEach':
      return 'Obtenez tout de suite un Single pour chaque Natural joué avant cette carte.';
    case 'teamworkAtLeast':
      return `Si vous avez joué ${counted('fr', ia.n, 'Natural', 'Naturals')} ou plus avant cette carte\u202f: obtenez ${aHit(ia.hit)} tout de suite.`;
    case 'cloning':
      return 'Réutilisez l’Immediate Action d’une de vos cartes In Play.';
    case 'gambler':
      return 'Retournez le Free Agent du dessus ; ajoutez ses Hit Boxes à cette carte ; il repart sous le paquet.';
    case 'replace':
      return 'Ce Robot quitte le jeu ; le Free Agent du dessus rejoint votre équipe In Play et agit.';
    case 'slider':
      return 'Si vous avez joué 2 Cyborgs avant cette carte : annulez tous les Hits « en sursis ».';
    case 'pickOffAll':
      return 'Retirez tous les Base Runners.';
    case 'wildPitch':
      return 'Si la dernière carte jouée contre vous est un Cyborg : tous vos Base Runners avancent d’une base.';
    case 'cyborgOut':
      return 'Si la dernière carte contre vous est un Cyborg et qu’un Check trouve un Robot : il quitte le jeu.';
    case 'error':
      return 'Les Gloves n’arrêtent les Hits de cette carte qu’après un Check qui trouve un Natural.';
    case 'contact':
      return 'Un Glove change les Hits « en sursis » de cette carte en Singles.';
    case 'beanBall':
      return 'Check du type de la dernière carte jouée contre vous : s’il correspond, elle quitte le jeu.';
    case 'gloveCheck':
      return 'Si un Check trouve un Robot : annulez 1 Hit « en sursis ».';
    case 'pinchRunner':
      return 'Tous vos Base Runners deviennent Fast.';
    case 'hitAndRun':
      return 'Sur les Hits de cette carte, les Base Runners avancent d’une base de plus.';
    case 'quickEyeWalks':
      return 'Si la dernière carte jouée contre vous est un Cyborg : obtenez 2 Walks tout de suite.';
    case 'clutchLoaded':
      return 'Buts remplis : obtenez un Homerun tout de suite.';
    case 'sinkerball':
      return 'Si l’adversaire a un Base Runner en 2e ou 3e base : annulez tous les Hits « en sursis ».';
  }
}

/**
 * The keyword as printed (`printed`, the English one), with French punctuation; the two
 * keywords that are words rather than names are in French.
 */
function keyword(ia: Ia, printed: string): string {
  if (ia.k === 'rallyNext') return `Rally\u202f: carte suivante ${hits(ia.hits)}`;
  if (ia.k === 'pickOffAll') return 'Pick Off (tous)';
  return printed.replace(': ', '\u202f: ');
}

/** The keyword and the sentence of an immediate action, given its printed keyword. */
export function iaTextFr(ia: Ia, printed: string): { key: string; text: string } {
  return { key: keyword(ia, printed), text: sentence(ia) };
}

export const TXT_FR: Words<typeof TXT_EN> = {
  board: 'Table de Highlights 2045',
  yourHand: 'Votre main',
  theirHand: 'main',
  onDeck: 'On Deck',
  lineup: 'Lineup',
  dugout: 'Dugout',
  minors: 'Minor Leagues',
  minorsShort: 'Minors',
  inPlay: 'In Play',
  out: 'Hors du jeu',
  runs: 'Runs',
  games: 'Mini-jeux',
  home: 'Home',
  visitor: 'Visitor',
  buyRow: 'Buy Row',
  faDeck: 'Free Agents restants',
  yourMove: 'À vous',
  waiting: 'En attente de',
  close: 'Fermer',
  enlarge: 'Voir toute la carte',
  plate: 'Home Plate',
  threatened: 'En sursis',
  series: 'Série',
  points: 'Points',
  cost: 'Coût',
  revenue: 'Revenu',
  pinch: 'PH',
  send: 'Envoyer en Minor Leagues',
  over: 'La partie est terminée',
  cardBack: 'Carte face cachée',
  colon: ' :',
  scoreboard: 'Tableau de marque',
  final: 'terminé',
  nth: (round: boolean, n: number, of: number) => `${round ? 'round' : 'mini-jeu'} ${n} sur ${of}`,
  tapRow: 'Touchez une carte de la Buy Row pour l’acheter.',
  tapHand: 'Touchez une carte de votre main.',
  tapToUse: 'Touchez une carte pour la choisir ; maintenez-la pour la lire en entier.',
  pinchFrom: (from: 'onDeck' | 'lineup') => (from === 'onDeck' ? 'On Deck' : 'Lineup'),
  buyThenSend: (name: string) =>
    `Acheter ${name}\u202f: quelle carte In Play part en Minor Leagues\u202f?`,
  lastPlay: 'Dernier jeu',
  scoredRuns: (n: number) => (n === 1 ? '+1 run' : `+${n} runs`),
  runsWord: (n: number) => (n === 1 ? 'run' : 'runs'),
  onlyYou: 'vous seul la voyez',
  cards: (n: number) => `${n} carte${n > 1 ? 's' : ''}`,
  runnerOn: (speed: string, base: number) =>
    `Base Runner ${speed} en ${['1re', '2e', '3e'][base] ?? ''} base`,
  basesEmpty: 'Bases vides',
  ai: 'IA',
  noHit: 'aucun Hit',
  cardLabel: (c: CardWords & { cost: number; ph: boolean }) =>
    `${c.name}, ${c.kind}, coût ${c.cost}, revenu ${c.revenue}, ${c.action || 'pas d’action'}, Hits ${
      c.hits || 'aucun'
    }, ${c.speed}${c.ph ? ', PH' : ''}`,
  miniLabel: (c: CardWords) =>
    `${c.name}, ${c.kind}, ${c.action || 'pas d’action'}, Hits ${c.hits || 'aucun'}, ${c.speed}, revenu ${c.revenue}`,
};
