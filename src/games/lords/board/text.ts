/**
 * The board's and the rules reference's own words (the catalog holds the prompts, the log
 * and the action sentences): phases, roster types, the mat's labels, the window titles, the
 * year-end summary and the action and community cards' texts. English here and French in
 * text.fr.ts; the exports pick the active language (`localized`), so the board re-renders on
 * a change of language. Card titles stay as printed in both languages.
 */
import { inLanguage, localized } from '../../../ui/language';
import { COMMUNITY_CARDS } from '../content/community';
import { actionCard } from '../content/deck';
import { EXTRA_INNINGS_CARDS, LEGEND_CARDS } from '../content/expansions';
import type { RollPurpose } from '../state';
import type { FsType, MlType, SeasonPhase } from '../types';
import * as FR from './text.fr';
import { counted } from '../../../engine/messages';

export const PHASE_WORD_EN: Readonly<Record<SeasonPhase | 'off', string>> = {
  off: 'Off-season',
  es: 'Early season',
  ms: 'Mid season',
  ls: 'Late season',
};

export const ML_WORD_EN: Readonly<Record<MlType, string>> = {
  ss: 'Superstars',
  as: 'All-Stars',
  reg: 'Regulars',
  jm: 'Journeymen',
};

export const ML_SHORT_EN: Readonly<Record<MlType, string>> = {
  ss: 'SS',
  as: 'AS',
  reg: 'REG',
  jm: 'JM',
};

export const FS_WORD_EN: Readonly<Record<FsType, string>> = {
  phenom: 'Phenoms',
  prospect: 'Prospects',
  utility: 'Utility',
};

export const FS_SHORT_EN: Readonly<Record<FsType, string>> = {
  phenom: 'PHM',
  prospect: 'PSPT',
  utility: 'UTIL',
};

/** The steps after the late season's payout that close the year (LoB 6.2). */
const YEAR_END_STEPS: readonly string[] = ['leftovers', 'pennant', 'cs', 'vpMedia', 'retirement'];

/** The part of the year a step belongs to, as the board names it. */
export function phaseName(phase: SeasonPhase | 'off', step: string): string {
  if (step === 'over') return TXT.gameOver;
  if (YEAR_END_STEPS.includes(step)) return TXT.yearEnd;
  return PHASE_WORD[phase];
}

/** Whether the year's community event is the current one: drawn after the discard (4.1.3). */
export const inOffSeason = (phase: SeasonPhase | 'off', step: string): boolean =>
  phase === 'off' && (step === 'offCards' || step === 'pennantRoll');

/** Each step of the flow as the board's title names it. */
export const STEP_WORD_EN: Readonly<Record<string, string>> = {
  setup: 'setting up the organisations',
  redraw: 'the compulsory-card redraw',
  freeAgency: 'free agency',
  claims: 'Phenom claims',
  draft: 'the amateur draft',
  upgrades: 'upgrades and downgrades',
  salaries: 'salaries',
  media: 'media purchase',
  turnOrder: 'turn order',
  promo: 'the promotional discard',
  offCards: 'off-season cards',
  pennantRoll: 'the pennant roll',
  season: 'the action loop',
  payout: 'payouts',
  leftovers: 'leftover cards',
  pennant: 'the pennant',
  cs: 'the Championship Series',
  vpMedia: 'victory points',
  retirement: 'retirement rolls',
  over: 'final scores',
};

/** What a die roll decides, as the roll window's title: a word for every purpose. */
export const ROLL_WORD_EN: Readonly<Record<RollPurpose['k'], string>> = {
  pennantTarget: 'Pennant target roll',
  payout: 'Payout roll',
  phenom: 'Phenom to the majors',
  prospect: 'Prospect to Phenom',
  retirement: 'Retirement roll',
  cs: 'Championship Series roll',
  tiebreak: 'Pennant tie-breaker',
  orderRolloff: 'Roll-off for the starter',
  standingTie: 'Standing roll-off',
  bidTie: 'Bid tie roll-off',
  claimTie: 'Phenom bonus tie roll-off',
  effect: 'Card roll',
  allStar: 'All-Star Game roll',
  draft: 'Amateur draft roll',
};

export const OWNER_ACTION_WORD_EN: Readonly<Record<string, string>> = {
  superstar: 'Superstar',
  allStar: 'All-Star',
  managerCard: 'Manager/Card',
  managerTeam: 'Manager/Team',
  cycle: 'Cycle',
  tradeChart: 'Trade Chart',
};

export const OPS_WORD_EN: Readonly<Record<string, string>> = {
  superstar: 'Wins with Superstars',
  allStar: 'Wins with All-Stars',
  managerCard: 'Wins with the manager',
  money: 'Money ($500 an OP)',
  losses: 'Losses on',
  journeymen: 'Journeymen on',
};

/** The two farm promotions (LoB 8.3, 8.4), as the row of +0 to +3 buttons names them. */
export const PROMOTE_WORD_EN: Readonly<Record<'phenom' | 'prospect', string>> = {
  phenom: 'Roll a Phenom for the majors',
  prospect: 'Roll a Prospect to Phenom',
};

export const CYCLE_WORD_EN: Readonly<Record<string, string>> = {
  single: 'Single',
  double: 'Double',
  triple: 'Triple',
  homeRun: 'Home run',
};

const money = (n: number): string => `$${n.toLocaleString('en-US')}`;

export const TXT_EN = {
  /** Before a value, as the language punctuates it. */
  colon: ':',
  gameOver: 'Game over',
  yearEnd: 'End of the year',
  /** The step's title: the part of the year, then the step. */
  stepTitle: (part: string, step: string) => `${part}: ${step}`,
  mediaCount: (n: number) => `${n} media`,
  money,
  year: (y: number, of: number) => `Year ${y} of ${of}`,
  pennant: (n: number | null) =>
    n === null ? 'Pennant: not rolled yet' : `Pennant: ${counted('en', n, 'win', 'wins')}`,
  stars: (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`,
  starsLabel: (n: number) => counted('en', n, 'star', 'stars'),
  fo: 'Front office',
  fs: 'Farm system',
  fm: 'Field manager',
  moneyLabel: 'Money',
  hiddenMoney: 'Hidden',
  hiddenMoneyHelp: 'Kept secret until the year-end victory points',
  loans: 'Loans',
  noLoans: 'No loans',
  loan: (small: number, large: number) =>
    [small > 0 ? money(small) : '', large > 0 ? money(large) : ''].filter(Boolean).join(' + '),
  media: 'Media',
  vp: 'VP',
  wins: 'Wins',
  record: 'This phase',
  season: 'Year',
  majors: 'Major league roster',
  farm: 'Farm system',
  against: 'Played against this phase',
  againstLine: (events: number, ops: number) => `${events} event, ${ops} OPS`,
  passed: 'Passed',
  legends: 'Legends',
  legendUsed: 'used this phase',
  legendBonus: (name: string, n: number) => `With ${name}: ${n} more OPS`,
  legendBonusLine: (n: number, on: string) => `OPS bonus: +${n} on ${on}`,
  legendAction: 'Legends action',
  injured: (n: number) => `${n} injured`,
  actionsLeft: 'Actions left',
  hand: (n: number) => `Your hand (${n})`,
  handCount: (n: number) => `${counted('en', n, 'card', 'cards')} in hand`,
  event: 'Play the event on',
  ops: (n: number) => `Play for ${n} OPS`,
  compulsory: 'Compulsory',
  opsCount: (n: number) => `${n} OPS`,
  promote: 'Farm promotion',
  drm: (n: number) => `+${n}`,
  cycle: 'Hit for the cycle',
  natural: (n: number) => `rolled ${n}`,
  resultTitle: 'Result',
  changeMedia: (name: string, by: number) =>
    `${name} spent media: ${by > 0 ? '+' : '−'}${Math.abs(by)}`,
  changeCard: (name: string, title: string) => `${name} played ${title}`,
  changeChallenge: (name: string, by: number) =>
    `${name}'s media challenge: ${by > 0 ? '+' : by < 0 ? '−' : '±'}${Math.abs(by)}`,
  locked: 'Locked to the trade partners',
  mediaRaise: 'Raise with media',
  mediaLower: 'Lower with media',
  cards: 'Cards',
  letStand: 'Let it stand',
  waitingFor: (name: string) => `Waiting for ${name}`,
  mainBoard: 'League standings',
  pennantWinner: 'Pennant',
  minus: '−',
  plus: '+',
  target: 'Target',
  recordLine: (w: number, l: number) => `${w}-${l}`,
  summaryTitle: (y: number) => `Year ${y}: victory points`,
  summaryParts: {
    wins: 'Wins',
    stars: 'Stars (FO+FS+FM)',
    winningSeason: 'Winning season',
    rank: 'Standing',
    roster: 'SS, AS and Phenoms',
    journeymen: 'Depth (Journeymen)',
    cash: 'Cash ($10,000 a VP)',
  },
  summaryTotal: 'This year',
  summaryNote:
    'Media pairs (3 VP each), the Championship Series and the luxury tax are added on top; the total is on the scoreboard.',
  place: (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`,
  placeTied: (n: number) =>
    `tied ${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}: a roll-off at scoring decides`,
  byRollOff: 'by roll-off',
  placeVp: (vp: number) => `${vp} VP`,
  cashNoLoan: 'none while a loan is out',
  finalTitle: 'Final scores',
  // The summary under the board's 'Final scores' title: not the same words twice (issue 27).
  finalSumsTitle: 'How the scores add up',
  finalParts: {
    money$: 'Money at the end',
    money: 'Money bonus',
    pennants: 'Pennant bonus',
    depth: 'Depth matrix',
    loans: 'Loans still out',
    total: 'Total VP',
  },
  finalNote:
    'Final bonuses (LoB 9): money 15/10/5 VP, pennants 5/3 VP, the depth matrix, and 1 VP lost per $1,000 of loans still out.',
  trade: 'Trade',
  tradeTitle: 'Offer a trade',
  tradeTo: 'To',
  tradeGive: 'You give',
  tradeGet: 'You get',
  tradeManagers: 'Swap field managers',
  tradeSend: 'Send the offer',
  tradeClose: 'Close',
  tradeEmpty: 'Add something to each side',
  picks: (name: string) => `${name}'s draft pick`,
  offersTitle: 'Trade offers',
  offerFrom: (from: string, to: string) => `${from} offers ${to}`,
  offerGets: 'for',
  offerPending: (from: string, to: string) => `${from} has made ${to} an offer`,
  offerSecret: 'Only the two of them see what is in it.',
  answerTitle: 'A trade offer for you',
  answerPrivate: 'Only you and the owner who made it see this offer.',
  cannotAccept: 'The rules do not allow this trade now: refuse or counter.',
  counterTitle: 'Counter-offer',
  accept: 'Accept',
  reject: 'Refuse',
  counter: 'Counter',
  withdraw: 'Withdraw',
  nothing: 'nothing',
  community: 'Community event',
  extraInnings: 'Extra Innings',
  lastCard: 'Last card played or discarded',
  draftCard: 'Amateur Draft card',
  setupTeam: 'Front office & team roster',
  setupFs: 'Farm system',
  setupFm: 'Field manager',
  setupCost: (n: number) => `Cost ${money(n)}`,
  setupTotal: (n: number, funds: number) =>
    n > funds
      ? `Total ${money(n)}: ${money(n - funds)} over the ${money(funds)} you start with, to cover with the set-up loan`
      : `Total ${money(n)} of the ${money(funds)} you start with`,
  noTeam: 'No organisation yet',
  now: (n: number) => `now ${n}★`,
  setupTake: 'Take this organisation',
  bid: 'Bid',
  bidStep: (d: number) => `${d < 0 ? '−' : '+'}${money(Math.abs(d))}`,
  bidAmount: 'Bid amount',
  players: 'Players',
  finish: 'Finish',
  table: 'The table',
  you: 'you',
  seatOf: (name: string) => `${name}'s organisation`,
} as const;

export const PHASE_WORD = localized({ en: PHASE_WORD_EN, fr: FR.PHASE_WORD_FR });
export const ML_WORD = localized({ en: ML_WORD_EN, fr: FR.ML_WORD_FR });
export const ML_SHORT = localized({ en: ML_SHORT_EN, fr: FR.ML_SHORT_FR });
export const FS_WORD = localized({ en: FS_WORD_EN, fr: FR.FS_WORD_FR });
export const FS_SHORT = localized({ en: FS_SHORT_EN, fr: FR.FS_SHORT_FR });
export const STEP_WORD = localized({ en: STEP_WORD_EN, fr: FR.STEP_WORD_FR });
export const ROLL_WORD = localized({ en: ROLL_WORD_EN, fr: FR.ROLL_WORD_FR });
export const OWNER_ACTION_WORD = localized({
  en: OWNER_ACTION_WORD_EN,
  fr: FR.OWNER_ACTION_WORD_FR,
});
export const OPS_WORD = localized({ en: OPS_WORD_EN, fr: FR.OPS_WORD_FR });
export const PROMOTE_WORD = localized({ en: PROMOTE_WORD_EN, fr: FR.PROMOTE_WORD_FR });
export const CYCLE_WORD = localized({ en: CYCLE_WORD_EN, fr: FR.CYCLE_WORD_FR });
export const TXT = localized({ en: TXT_EN, fr: FR.TXT_FR });

/** An action card's event text, in English (the deck's own words). */
export function eventTextEn(id: string, side: 'in' | 'off'): string {
  const c = actionCard(id);
  return (side === 'in' ? c?.inSeason.text : c?.offSeason.text) ?? '';
}

/** A community event's text, in English (the deck's own words). */
export function communityTextEn(id: string): string {
  return COMMUNITY_CARDS.find((c) => c.id === id)?.text ?? '';
}

/** An action card's event text (in-season or off-season side), in the active language. */
export const eventText = (id: string, side: 'in' | 'off'): string =>
  inLanguage({ en: eventTextEn, fr: FR.eventTextFr })(id, side);

/** A community event's text, in the active language. */
export const communityText = (id: string): string =>
  inLanguage({ en: communityTextEn, fr: FR.communityTextFr })(id);

/** Gives a money-like field a short label for bundles ("$2,000, 1 Regular"). */
export function bundleText(
  b: {
    money: number;
    ml: Partial<Record<MlType, number>>;
    fs: Partial<Record<FsType, number>>;
    media: number;
    picks: readonly number[];
  },
  name: (seat: number) => string,
): string {
  const parts: string[] = [];
  if (b.money > 0) parts.push(money(b.money));
  for (const [k, n] of Object.entries(b.ml)) if (n) parts.push(`${n} ${ML_SHORT[k as MlType]}`);
  for (const [k, n] of Object.entries(b.fs)) if (n) parts.push(`${n} ${FS_SHORT[k as FsType]}`);
  if (b.media > 0) parts.push(TXT.mediaCount(b.media));
  for (const p of b.picks) parts.push(TXT.picks(name(p)));
  return parts.length > 0 ? parts.join(', ') : TXT.nothing;
}

/** Legends cards (LoB 12.2): the type and what an OPS bonus goes with. */
export const LEGEND_TYPE_WORD_EN: Readonly<Record<'ss' | 'as', string>> = {
  ss: 'Superstar',
  as: 'All-Star',
};
export const LEGEND_ON_WORD_EN: Readonly<Record<'wins' | 'losses' | 'money', string>> = {
  wins: 'wins',
  losses: 'losses',
  money: 'money',
};
export const LEGEND_TYPE_WORD = localized({ en: LEGEND_TYPE_WORD_EN, fr: FR.LEGEND_TYPE_WORD_FR });
export const LEGEND_ON_WORD = localized({ en: LEGEND_ON_WORD_EN, fr: FR.LEGEND_ON_WORD_FR });

/** An Extra Innings card's text, in the active language. */
export const eiText = (id: string): string =>
  inLanguage({
    en: (x: string) => EXTRA_INNINGS_CARDS.find((c) => c.id === x)?.text ?? '',
    fr: FR.eiTextFr,
  })(id);

/** A Legends card's extra action, in the active language. */
export const legendText = (id: string): string =>
  inLanguage({
    en: (x: string) => LEGEND_CARDS.find((c) => c.id === x)?.action.text ?? '',
    fr: FR.legendTextFr,
  })(id);
