/**
 * The board's and the rules reference's words in French (text.ts holds the English and picks
 * the active language), with the action and community cards' texts. Team, city and card
 * names stay as printed; Superstar and All-Star stay as the game prints them; money is
 * written as in Quebec, 3 000 $. The terms are the coach's (coach.fr.ts) and the catalog's.
 */
import type { Words } from '../../../ui/language';
import { COMMUNITY_TEXT_FR } from '../content/community.fr';
import { DECK_TEXT_FR } from '../content/deck.fr';
import { EXTRA_INNINGS_TEXT_FR, LEGEND_ACTION_TEXT_FR } from '../content/expansions.fr';
import type {
  CYCLE_WORD_EN,
  FS_SHORT_EN,
  FS_WORD_EN,
  LEGEND_ON_WORD_EN,
  LEGEND_TYPE_WORD_EN,
  ML_SHORT_EN,
  ML_WORD_EN,
  OPS_WORD_EN,
  OWNER_ACTION_WORD_EN,
  PHASE_WORD_EN,
  PROMOTE_WORD_EN,
  ROLL_WORD_EN,
  STEP_WORD_EN,
  TXT_EN,
} from './text';

/** Money as Quebec writes it: 1 500 $ (no-break spaces, so it never wraps). */
const money = (n: number): string => `${n.toLocaleString('fr-FR').replace(/\s/g, '\u00a0')}\u00a0$`;
const plural = (n: number, one: string, many = `${one}s`) => `${n}\u00a0${n <= 1 ? one : many}`;

export const PHASE_WORD_FR: Words<typeof PHASE_WORD_EN> = {
  off: 'Intersaison',
  es: 'Début de saison',
  ms: 'Milieu de saison',
  ls: 'Fin de saison',
};

export const ML_WORD_FR: Words<typeof ML_WORD_EN> = {
  ss: 'Superstars',
  as: 'All-Stars',
  reg: 'Titulaires',
  jm: 'Joueurs de complément',
};

export const ML_SHORT_FR: Words<typeof ML_SHORT_EN> = {
  ss: 'SS',
  as: 'AS',
  reg: 'TIT',
  jm: 'COMP',
};

export const FS_WORD_FR: Words<typeof FS_WORD_EN> = {
  phenom: 'Phénomènes',
  prospect: 'Espoirs',
  utility: 'Joueurs d’utilité',
};

export const FS_SHORT_FR: Words<typeof FS_SHORT_EN> = {
  phenom: 'PHÉN',
  prospect: 'ESP',
  utility: 'UTIL',
};

export const STEP_WORD_FR: Words<typeof STEP_WORD_EN> = {
  setup: 'mise en place des organisations',
  redraw: 'remplacement d’une carte obligatoire',
  freeAgency: 'agents libres',
  claims: 'réclamations de phénomènes',
  draft: 'repêchage amateur',
  upgrades: 'améliorations et baisses',
  salaries: 'salaires',
  media: 'achat de médias',
  turnOrder: 'ordre de jeu',
  promo: 'défausse promotionnelle',
  offCards: 'cartes d’intersaison',
  pennantRoll: 'objectif du fanion',
  season: 'tours de jeu',
  payout: 'recettes',
  leftovers: 'cartes restantes',
  pennant: 'fanion',
  cs: 'Série de championnat',
  vpMedia: 'points de victoire',
  retirement: 'retraites',
  over: 'scores finaux',
};

export const ROLL_WORD_FR: Words<typeof ROLL_WORD_EN> = {
  pennantTarget: 'Objectif du fanion',
  payout: 'Jet des recettes',
  phenom: 'Phénomène vers les majeures',
  prospect: 'Espoir vers phénomène',
  retirement: 'Jet des retraites',
  cs: 'Jet de la Série de championnat',
  tiebreak: 'Bris d’égalité pour le fanion',
  orderRolloff: 'Jet pour choisir qui commence',
  standingTie: 'Départage du classement',
  bidTie: 'Départage des enchères à égalité',
  claimTie: 'Départage des primes du phénomène',
  effect: 'Jet de la carte',
  allStar: 'Jet du Match des étoiles',
  draft: 'Jet du repêchage amateur',
};

export const OWNER_ACTION_WORD_FR: Words<typeof OWNER_ACTION_WORD_EN> = {
  superstar: 'Superstar',
  allStar: 'All-Star',
  managerCard: 'Gérant/Carte',
  managerTeam: 'Gérant/Équipe',
  cycle: 'Cycle',
  tradeChart: 'Table des échanges',
};

export const OPS_WORD_FR: Words<typeof OPS_WORD_EN> = {
  superstar: 'Victoires avec les Superstars',
  allStar: 'Victoires avec les All-Stars',
  managerCard: 'Victoires avec le gérant',
  money: 'Argent (500\u00a0$ par OP)',
  losses: 'Défaites pour',
  journeymen: 'Joueurs de complément pour',
};

export const PROMOTE_WORD_FR: Words<typeof PROMOTE_WORD_EN> = {
  phenom: 'Faire monter un phénomène dans les majeures',
  prospect: 'Faire d’un espoir un phénomène',
};

export const CYCLE_WORD_FR: Words<typeof CYCLE_WORD_EN> = {
  single: 'Simple',
  double: 'Double',
  triple: 'Triple',
  homeRun: 'Circuit',
};

export const TXT_FR: Words<typeof TXT_EN> = {
  colon: '\u202f:',
  gameOver: 'Partie terminée',
  yearEnd: 'Fin de l’année',
  stepTitle: (part: string, step: string) => `${part}\u202f: ${step}`,
  mediaCount: (n: number) => `${n}\u00a0média${n > 1 ? 's' : ''}`,
  money,
  year: (y: number, of: number) => `Année ${y} sur ${of}`,
  pennant: (n: number | null) =>
    n === null ? 'Fanion\u202f: pas encore tiré' : `Fanion\u202f: ${plural(n, 'victoire')}`,
  stars: (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`,
  starsLabel: (n: number) => plural(n, 'étoile'),
  fo: 'Direction',
  fs: 'Club-école',
  fm: 'Gérant',
  moneyLabel: 'Argent',
  hiddenMoney: 'Caché',
  hiddenMoneyHelp: 'Gardé secret jusqu’aux points de victoire de fin d’année',
  loans: 'Prêts',
  noLoans: 'Aucun prêt',
  loan: (small: number, large: number) =>
    [small > 0 ? money(small) : '', large > 0 ? money(large) : ''].filter(Boolean).join(' + '),
  media: 'Médias',
  vp: 'PV',
  wins: 'Victoires',
  record: 'Cette période',
  season: 'Année',
  majors: 'Effectif des majeures',
  farm: 'Club-école',
  against: 'Joué contre lui cette période',
  againstLine: (events: number, ops: number) => `${plural(events, 'événement')}, ${ops}\u00a0OPS`,
  passed: 'A passé',
  injured: (n: number) => plural(n, 'blessé'),
  actionsLeft: 'Actions restantes',
  hand: (n: number) => `Votre main (${n})`,
  handCount: (n: number) => `${plural(n, 'carte')} en main`,
  event: 'Jouer l’événement sur',
  ops: (n: number) => `Jouer pour ${n}\u00a0OPS`,
  compulsory: 'Obligatoire',
  opsCount: (n: number) => `${n}\u00a0OPS`,
  promote: 'Promotion du club-école',
  drm: (n: number) => `+${n}`,
  cycle: 'Réussir le cycle',
  natural: (n: number) => `résultat ${n}`,
  resultTitle: 'Résultat',
  changeMedia: (name: string, by: number) =>
    `${name} dépense des médias\u202f: ${by > 0 ? '+' : '−'}${Math.abs(by)}`,
  changeCard: (name: string, title: string) => `${name} joue ${title}`,
  changeChallenge: (name: string, by: number) =>
    `Défi médiatique de ${name}\u202f: ${by > 0 ? '+' : by < 0 ? '−' : '±'}${Math.abs(by)}`,
  locked: 'Réservé aux partenaires de l’échange',
  mediaRaise: 'Monter avec les médias',
  mediaLower: 'Baisser avec les médias',
  cards: 'Cartes',
  letStand: 'Laisser tel quel',
  waitingFor: (name: string) => `En attente de ${name}`,
  mainBoard: 'Classement de la ligue',
  pennantWinner: 'Fanion',
  minus: '−',
  plus: '+',
  target: 'Objectif',
  recordLine: (w: number, l: number) => `${w}-${l}`,
  summaryTitle: (y: number) => `Année ${y}\u202f: points de victoire`,
  summaryParts: {
    wins: 'Victoires',
    stars: 'Étoiles (dir. + club-école + gérant)',
    winningSeason: 'Saison gagnante',
    rank: 'Classement',
    roster: 'SS, AS et phénomènes',
    journeymen: 'Profondeur (joueurs de complément)',
    cash: 'Encaisse (1 PV par 10\u00a0000\u00a0$)',
  },
  summaryTotal: 'Cette année',
  summaryNote:
    'Les paires de médias (3\u00a0PV chacune), la Série de championnat et la taxe de luxe s’ajoutent par-dessus\u202f; le total est au tableau.',
  place: (n: number) => (n === 1 ? '1er' : `${n}e`),
  placeTied: (n: number) =>
    `${n === 1 ? '1er' : `${n}e`} ex æquo\u202f: un jet au décompte départage`,
  byRollOff: 'départagé au dé',
  placeVp: (vp: number) => `${vp}\u00a0PV`,
  cashNoLoan: 'aucun tant qu’un prêt court',
  finalTitle: 'Scores finaux',
  finalSumsTitle: 'Le détail des scores',
  finalParts: {
    money$: 'Argent à la fin',
    money: 'Bonus d’argent',
    pennants: 'Bonus de fanions',
    depth: 'Grille de profondeur',
    loans: 'Prêts non remboursés',
    total: 'Total des PV',
  },
  finalNote:
    'Bonus finaux (LoB 9)\u202f: argent 15/10/5\u00a0PV, fanions 5/3\u00a0PV, la grille de profondeur, et 1\u00a0PV perdu par tranche de 1\u00a0000\u00a0$ de prêts non remboursés.',
  trade: 'Échange',
  tradeTitle: 'Proposer un échange',
  tradeTo: 'À',
  tradeGive: 'Vous donnez',
  tradeGet: 'Vous recevez',
  tradeManagers: 'Échanger les gérants',
  tradeSend: 'Envoyer l’offre',
  tradeClose: 'Fermer',
  tradeEmpty: 'Ajoutez quelque chose de chaque côté',
  picks: (name: string) => `Choix de repêchage de ${name}`,
  offersTitle: 'Offres d’échange',
  offerFrom: (from: string, to: string) => `${from} propose à ${to}`,
  offerPending: (from: string, to: string) => `${from} a fait une offre à ${to}`,
  offerSecret: 'Eux seuls voient ce qu’elle contient.',
  answerTitle: 'Une offre d’échange pour vous',
  answerPrivate: 'Seuls vous et le propriétaire qui l’a faite voyez cette offre.',
  cannotAccept:
    'Les règles ne permettent pas cet échange maintenant : refusez ou faites une contre-offre.',
  counterTitle: 'Contre-offre',
  offerGets: 'contre',
  accept: 'Accepter',
  reject: 'Refuser',
  counter: 'Contre-offre',
  withdraw: 'Retirer',
  nothing: 'rien',
  community: 'Événement de la ligue',
  lastCard: 'Dernière carte jouée ou défaussée',
  draftCard: 'Carte du repêchage amateur',
  setupTeam: 'Direction et effectif',
  setupFs: 'Club-école',
  setupFm: 'Gérant',
  setupCost: (n: number) => `Coût ${money(n)}`,
  setupTotal: (n: number, funds: number) =>
    n > funds
      ? `Total ${money(n)}\u202f: ${money(n - funds)} de plus que vos ${money(funds)} de départ, à couvrir par le prêt de départ`
      : `Total ${money(n)} sur vos ${money(funds)} de départ`,
  noTeam: 'Pas encore d’organisation',
  now: (n: number) => `actuellement ${n}★`,
  setupTake: 'Prendre cette organisation',
  bid: 'Enchère',
  bidStep: (d: number) => `${d < 0 ? '−' : '+'}${money(Math.abs(d))}`,
  bidAmount: 'Montant de l’enchère',
  players: 'Joueurs',
  finish: 'Terminer',
  table: 'La table',
  you: 'vous',
  seatOf: (name: string) => `Organisation de ${name}`,
  legends: 'Legends',
  legendUsed: 'utilisée cette période',
  legendBonus: (name: string, n: number) => `Avec ${name}\u202f: ${n} OPS de plus`,
  legendBonusLine: (n: number, on: string) => `Bonus d’OPS\u202f: +${n} sur ${on}`,
  legendAction: 'Action Legends',
  extraInnings: 'Extra Innings',
};

/** An action card's event text in French (a test checks every card has one). */
export function eventTextFr(id: string, side: 'in' | 'off'): string {
  const t = DECK_TEXT_FR[id];
  return (side === 'in' ? t?.in : t?.off) ?? '';
}

/** Legends cards (12.2): the type and what an OPS bonus goes with. */
export const LEGEND_TYPE_WORD_FR: Words<typeof LEGEND_TYPE_WORD_EN> = {
  ss: 'Superstar',
  as: 'All-Star',
};
export const LEGEND_ON_WORD_FR: Words<typeof LEGEND_ON_WORD_EN> = {
  wins: 'les victoires',
  losses: 'les défaites',
  money: 'l’argent',
};

/** An Extra Innings card's text in French (a test checks every card has one). */
export function eiTextFr(id: string): string {
  return EXTRA_INNINGS_TEXT_FR[id] ?? '';
}

/** A Legends card's extra action in French (a test checks every card has one). */
export function legendTextFr(id: string): string {
  return LEGEND_ACTION_TEXT_FR[id] ?? '';
}

/** A community event's text in French (a test checks every card has one). */
export function communityTextFr(id: string): string {
  return COMMUNITY_TEXT_FR[id] ?? '';
}
