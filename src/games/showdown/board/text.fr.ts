/**
 * The board's words in French (text.ts holds the English and picks the active language).
 * Player and card names stay as printed; result codes (SO, 1B+) are the chart's.
 */
import type { Words } from '../../../ui/language';
import { cardTextFr, timingTextFr } from '../content/strategy.fr';
import type { Effect } from '../types';
import type {
  BETWEEN_EN,
  BOX_EN,
  STRAT_EN,
  RESULT_NAME_EN,
  SEAT_EN,
  STEP_NAME_EN,
  TXT_EN,
  TYPE_NAME_EN,
  WINDOW_NAME_EN,
  XTXT_EN,
} from './text';

export const RESULT_NAME_FR: Words<typeof RESULT_NAME_EN> = {
  SO: 'Retrait sur prises',
  PU: 'Chandelle',
  GB: 'Roulant',
  FB: 'Ballon',
  BB: 'But sur balles',
  '1B': 'Simple',
  '1B+': 'Simple+',
  '2B': 'Double',
  '3B': 'Triple',
  HR: 'Circuit',
};

export const WINDOW_NAME_FR: Words<typeof WINDOW_NAME_EN> = {
  subs: 'Remplacements',
  ibb: 'But sur balles intentionnel ?',
  bunt: 'Amorti sacrifice ?',
  before: 'Avant le lancer',
  on: 'Sur le résultat',
  send: 'Buts de plus ?',
  throw: 'Le relais',
  after: 'Après le jeu',
  relief: 'Faire entrer un releveur',
  backup: 'Remplacer les remplaçants',
  lineup: 'Alignements',
  between: 'Entre les matchs',
  over: 'Match terminé',
};

export const STEP_NAME_FR: Words<typeof STEP_NAME_EN> = {
  subs: 'Changements',
  ibb: 'But int. ?',
  bunt: 'Amorti ?',
  before: 'Avant',
  on: 'Sur le résultat',
  send: 'Buts de plus',
  throw: 'Relais',
  after: 'Après',
};

export const XTXT_FR: Words<typeof XTXT_EN> = {
  ibb: 'Lui accorder un but sur balles',
  walkQ: 'But sur balles intentionnel ?',
  buntQ: 'Amorti sacrifice ?',
  pitchTo: 'Lancer contre lui',
  bunt: 'Amortir',
  swingAway: 'S’élancer',
  send: 'Envoyer',
  throwAt: 'Relayer sur',
  hold: 'Retenir les coureurs',
  toBase: (b: number) => ['vers le 2e', 'vers le 3e', 'vers le marbre'][b] ?? '',
  outChance: (p: number) => `retiré à ${Math.round(p * 100)} %`,
  how: 'Le coureur est retiré quand d20 + la Défense du champ extérieur bat sa Vitesse (+5 vers le marbre, +5 avec 2 retraits).',
  onDeck: 'Au cercle d’attente',
  basesEmpty: 'Buts vides',
  walked: (name: string) => `${name} a reçu un but sur balles intentionnel.`,
  bunted: (name: string) => `${name} a réussi un amorti sacrifice.`,
  walkCalled: (name: string) => `But sur balles intentionnel\u202f: ${name} va au premier but.`,
  buntCalled: (name: string) => `Amorti sacrifice demandé\u202f: ${name} amortit.`,
  noSwing: 'Pas de lancer, pas d’élan',
  emergency: 'Urgence',
  anyPosition: 'Toute position +0',
  emergencyFielder:
    'Joueur d’urgence : +0 à toutes les positions, Vitesse 15, n’a jamais l’avantage.',
  emergencyArm: 'Releveur d’urgence : ML 0, Contrôle 0.',
  pinchRunners: 'Coureurs suppléants',
  replacements: 'Remplacements défensifs',
  backups: 'Les remplaçants sortent avant la 7e : qui le remplace ?',
  dhToField: 'Le frappeur désigné en défense (le lanceur frappe désormais)',
  swapOrder: 'Ordre des frappeurs : échanger deux rangs',
  swapField: 'Positions : échanger deux joueurs',
  startBench: 'Titulaires : titulariser un frappeur du banc',
  firstSpot: 'Quel rang ?',
  secondSpot: 'Échanger avec',
  firstPlace: 'Quel joueur ?',
  secondPlace: 'Échanger sa position avec',
  dhFor: 'Le frappeur désigné remplace',
  doubleSwitches: 'Doubles changements',
  pitchingChanges: 'Changements de lanceur',
  pinchHitters: 'Frappeurs suppléants',
  relievers: 'Releveurs',
  goingOut: 'Qui sort ?',
  comingIn: 'Qui entre ?',
  newPitcher: 'Quel lanceur entre ?',
  runnerOut: 'Quel coureur ?',
  change: 'Changer',
  out: 'Sort',
  in: 'Entre',
  hits: 'CS',
  hitsLong: 'Coups sûrs',
  role: { starter: 'partant', reliever: 'releveur', closer: 'stoppeur' },
};

export const TYPE_NAME_FR: Words<typeof TYPE_NAME_EN> = {
  offense: 'Attaque',
  defense: 'Défense',
  utility: 'Polyvalente',
};

/** A French ordinal as the scoreboard says it: 1re is for a feminine noun (manche). */
const nth = (n: number) => (n === 1 ? '1re' : `${n}e`);

export const TXT_FR: Words<typeof TXT_EN> = {
  board: 'Table de Showdown',
  colon: ' :',
  scoreboard: 'Tableau de marque',
  runs: 'P',
  runsLong: 'Points',
  team: 'Équipe',
  inning: (half: 0 | 1, n: number) => `${half === 0 ? 'Début' : 'Fin'} de la ${nth(n)}`,
  outs: (n: number) => `${n} ${n <= 1 ? 'retrait' : 'retraits'}`,
  field: 'Le terrain',
  baseName: (b: number) => ['au 1er', 'au 2e', 'au 3e'][b] ?? '',
  atBat: 'Au bâton',
  pitching: 'Au monticule',
  batter: 'Frappeur',
  pitcher: 'Lanceur',
  onBase: 'Sur-base',
  control: 'Contrôle',
  speed: 'Vitesse',
  arm: 'Bras',
  bats: 'Frappe',
  throws: 'Lance',
  hand: { L: 'G', R: 'D', S: 'A' },
  innings: (n: number) => `${n} ${n <= 1 ? 'manche' : 'manches'}`,
  positions: 'Positions',
  points: 'pts',
  ip: 'ML',
  fatigue: 'Fatigue',
  chart: 'Tableau',
  pitch: 'Lancer',
  swing: 'Élan',
  noPitch: 'Pas de lancer',
  advantage: (who: 'pitcher' | 'batter') =>
    who === 'pitcher' ? 'Tableau du lanceur' : 'Tableau du frappeur',
  dice: 'Dernier jet',
  noDice: 'Pas encore de lancer dans cette demi-manche.',
  nowBatting: (name: string) => `${name} au bâton`,
  lastAtBat: (name: string) => `Dernier passage\u202f: ${name}`,
  runsScore: (n: number) => (n === 1 ? '1 point marqué' : `${n} points marqués`),
  scorersScore: (names: readonly string[]) =>
    `${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`} ${names.length === 1 ? 'marque' : 'marquent'}`,
  finalScore: (team: string, w: number, l: number) => `Victoire des ${team}, ${w}-${l}.`,
  window: 'Fenêtre',
  priority: 'À décider',
  yourMove: 'À vous',
  waiting: (name: string) => `En attente de ${name}`,
  playCard: 'Jouer une carte stratégie',
  yourHand: 'Vos cartes stratégie',
  showHand: 'Voir mes cartes',
  deck: 'Paquet',
  discard: 'Défausse',
  onTable: 'Jouées ce passage',
  kept: 'Restées sur les joueurs',
  cards: (n: number) => `${n} ${n <= 1 ? 'carte' : 'cartes'}`,
  backs: (name: string, n: number) =>
    `${name}\u202f: ${n} ${n <= 1 ? 'carte face cachée' : 'cartes face cachée'}`,
  close: 'Fermer',
  lineup: 'Ordre des frappeurs',
  final: 'Final',
  wins: (team: string) => `Victoire des ${team}`,
};

export const BETWEEN_FR: Words<typeof BETWEEN_EN> = {
  title: (n: number) => `Avant le match ${n}`,
  help: 'Une carte contre une : la réserve garde 15 cartes. L’autre manager ne voit pas vos échanges.',
  deck: 'Paquet',
  side: 'Réserve',
  swap: 'Les échanger',
  series: (names: readonly string[], a: number, b: number) =>
    `série\u202f: ${names[0] ?? ''} ${a}, ${names[1] ?? ''} ${b}`,
};

export const BOX_FR: Words<typeof BOX_EN> = {
  title: 'Feuille de match',
  scope: 'Feuille de match de',
  game: 'Ce match',
  series: 'La série',
  batting: (team: string) => `${team} au bâton`,
  pitching: (team: string) => `${team} au monticule`,
  pitchers: 'Lanceurs',
  bat: {
    ab: ['AB', 'Présences au bâton'],
    h: ['CS', 'Coups sûrs'],
    r: ['P', 'Points marqués'],
    rbi: ['PP', 'Points produits'],
    bb: ['BB', 'Buts sur balles'],
    k: ['RB', 'Retraits au bâton'],
  },
  arm: {
    ip: ['ML', 'Manches lancées (tiers après le point)'],
    h: ['CS', 'Coups sûrs accordés'],
    r: ['P', 'Points portés au dossier'],
    bb: ['BB', 'Buts sur balles accordés'],
    k: ['RB', 'Retraits au bâton'],
  },
};

const sign = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

export const STRAT_FR: Words<typeof STRAT_EN> = {
  text: cardTextFr,
  timing: timingTextFr,
  short: (e: Effect): string => {
    switch (e.k) {
      case 'stat':
        return `${e.who === 'batter' ? 'Sur-base' : 'Contrôle'} ${sign(e.n)}${e.keep ? ', durable' : ''}`;
      case 'swing':
        return `Élan ${sign(e.n)}`;
      case 'shift':
        return `Élan ${e.n > 0 ? '+' : '−'}${Math.abs(e.n)} ligne${Math.abs(e.n) === 1 ? '' : 's'}, relire`;
      case 'become':
        return `Devient\u202f: ${RESULT_NAME_FR[e.r].toLowerCase()}`;
      case 'check':
        return `Jet du champ ${e.group === 'infield' ? 'intérieur' : 'extérieur'}\u202f: ${e.when === 'pass' ? 'réussi' : 'raté'}, ${RESULT_NAME_FR[e.r].toLowerCase()}`;
      case 'steal':
        return 'Un coureur vole';
      case 'draw':
        return `Piochez ${e.n}`;
      case 'discard':
        return `L’adversaire défausse ${e.n}`;
      case 'ip':
        return `ML du lanceur ${sign(e.n)}`;
    }
  },
};

export const SEAT_FR: Words<typeof SEAT_EN> = {
  tapToPlay: 'Touchez une carte pour la jouer · appuyez longuement pour la lire',
  holdToRead: 'Appuyez longuement sur une carte pour la lire',
  faceDown: (cards: string) => `${cards} face cachée\u202f: cette décision n’en demande aucune`,
  steals: (name: string, b: number) =>
    `${name} ${['vers le deuxième', 'vers le troisième'][b] ?? ''}`,
  kinds: 'Genre de changement',
  kind: {
    order: 'Ordre',
    field: 'Positions',
    start: 'Banc',
    relief: 'Releveurs',
    pitcher: 'Lanceur',
    pinch: 'Frappeur suppléant',
    runner: 'Coureur suppléant',
    replace: 'Remplacement',
    switch: 'Double changement',
    dh: 'Désigné en défense',
  },
  dugout: (team: string) => `Abri\u202f: ${team}`,
  read: 'La carte entière',
};
