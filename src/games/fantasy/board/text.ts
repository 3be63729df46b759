/**
 * The board's own words (headings, hints, badges), in English here and in French in
 * text.fr.ts; the exports pick the active language (`localized`), so the board re-renders
 * on a change of language. The game's catalog (messages.ts) holds prompts and action
 * labels, reached through `say`.
 */
import { localized } from '../../../ui/language';
import type { Side, Tier, Track } from '../types';
import { BASE_WORD_FR, SIDE_WORD_FR, TIER_WORD_FR, TRACK_WORD_FR, TXT_FR } from './text.fr';
import { counted } from '../../../engine/messages';

export const TIER_WORD_EN: Readonly<Record<Tier, string>> = {
  rookie: 'Rookie',
  pro: 'Pro',
  specialist: 'Specialist',
  allStar: 'All-Star',
  hallOfFame: 'Hall of Fame',
};

export const SIDE_WORD_EN: Readonly<Record<Side, string>> = { good: 'Good', evil: 'Evil' };

export const TRACK_WORD_EN: Readonly<Record<Track, string>> = {
  red: 'Red',
  blue: 'Blue',
  green: 'Green',
  yellow: 'Yellow',
  purple: 'Purple',
};

/** The four bases, in the order the month's weeks are played. */
export const BASE_WORD_EN = ['1st', '2nd', '3rd', 'Home'] as const;

export const TXT_EN = {
  month: (m: number, of: number) => `Month ${m} of ${of}`,
  week: (w: number) => `Week ${w}`,
  draftTitle: 'Live Draft',
  draftHand: (n: number) => `The hand you hold (${counted('en', n, 'card', 'cards')})`,
  kept: (n: number) => `Kept so far (${n} of 7)`,
  discardTitle: 'Discard one character',
  faTitle: 'Free Agency',
  faPool: 'Free Agent pool',
  faDrawn: 'Drawn with Recruit',
  faSigned: 'Signed: give one back',
  setTitle: 'Set your roster',
  setHint: 'Tap a character, then the glowing base. The last two go to the bench.',
  howDraft: 'Tap the character you keep, then Keep.',
  howDiscard: 'Tap the character to discard, then Discard.',
  howRobot: 'Tap one of the highlighted Robot characters for its next game.',
  howPlayoff: 'Tap a character, then the glowing game.',
  howFaChoose: 'Tap a Free Agent to sign (or a Recruit character in your hand), or Pass.',
  howFaKeep: 'Tap the drawn character you keep.',
  howFaRelease: 'Tap the character from your hand you give back to the pool.',
  setDone: 'Your roster is set. Waiting for the other managers.',
  robotTitle: "The Robot's lineup",
  magicTitle: (w: string) => `${w} battle: magic window`,
  magicWaiting: (name: string) => `${name} may use magic now.`,
  magicYours: 'Your turn for magic: tap a bench card to flip it, or pass.',
  abilityStep: (n: number) => `Step ${n}`,
  abilityHint: (name: string) => `${name}: make your choice below.`,
  chooseCard: 'Choose a card',
  chooseOther: 'Choose',
  lineup: 'Your lineup',
  bench: 'Bench (magic)',
  benchSlot: 'Bench',
  benchAuto: 'The two characters left after the lineup go here, face down.',
  usedBadge: 'Used',
  none: 'None',
  draftEmpty: 'Waiting for the next hand to be passed.',
  used: 'Used this month',
  hand: 'Your hand',
  handN: (n: number) => `Your hand (${n})`,
  roster: 'Your roster',
  emptySlot: 'Empty',
  upsideDown: 'Upside down',
  upright: 'Upright',
  placeHere: 'Play here',
  turned: 'Upside-down card',
  mound: 'On the mound',
  event: 'Event',
  winDeck: (n: number) => `Win deck: ${n}`,
  charDeck: (n: number) => `Character deck: ${n}`,
  discardPile: (n: number) => `Discard pile: ${n}`,
  needs: 'Adds up',
  statTrack: 'Stat Track',
  banners: 'Stat Track banners',
  standings: 'Standings',
  wins: 'Wins',
  waiver: 'Waiver',
  turn: 'Turn',
  ready: 'Ready',
  deciding: 'Choosing',
  bonusNow: 'Bonus if the season ended now',
  chart: 'End of season bonus Wins by place',
  rivals: 'The other managers',
  table: 'The managers',
  handBacks: 'Hand',
  draftBacks: 'Draft hand',
  lockedWc: 'Sits out until game 5',
  outPile: 'Played',
  details: 'Details',
  cancel: 'Cancel',
  close: 'Close',
  allMoves: 'All moves as a list',
  selected: (name: string) => `${name} selected`,
  tapCard: 'Tap a highlighted card to choose it.',
  total: 'total',
  leads: 'leads',
  tiedNobody: 'Tied: nobody wins yet',
  contests: 'Contests',
  effects: 'In effect this week',
  justice: 'Justice: Evil characters cannot win',
  hibernate: 'Hibernate: no more magic this week',
  focus: (names: string) => `Focus: only ${names} may move on the Stat Track`,
  berzerk: (name: string, stat: string, n: number) => `Berzerk: ${name} adds ${stat} ${n}`,
  fxPlus: (card: string) => `${card}: +1 to each stat`,
  fxAdd: (card: string, from: string) => `${card}: adds the stats of ${from}`,
  fxZero: (card: string, stat: string) => `${card}: ${stat} is zero`,
  benched: 'Sent to the bench',
  wcTitle: 'Wild Card Game',
  csTitle: 'Championship Series',
  matchups: 'Characters game by game',
  homeField: 'Home field',
  away: 'Away',
  gameN: (n: number) => `Game ${n}`,
  nextGame: (n: number) => `Next: game ${n}`,
  firstToFour: 'Best of seven: first to 4 Wins',
  seasonLine: (w: number, b: number, t: number) =>
    `${counted('en', w, 'Win', 'Wins')} + ${b} bonus = ${t}`,
  overTitle: 'Final',
  champion: 'Ultimate Champion',
  runnerUp: 'Runner-up',
  soloOut: 'The Robot and the Deck made the Championship Series.',
  cardLabel: (name: string, extra: string) => `${name}. ${extra}`,
  faceDown: (whose: string) => `${whose}: face-down card`,
  count: (n: number) => `${n}`,
  played: 'Played',
  nextSlot: 'Next to fill',
  battle: "This week's battle",
  yourMove: 'Your move',
  keptBacks: 'Kept',
  chartNote: 'A peg needs at least 1 point; tied managers both take the place.',
  manager: 'Manager',
  seriesResult: (w: number, l: number) => `Won the series ${w}-${l}`,
  seriesScore: (h: number, a: number) => `Series: home ${h}, away ${a}`,
  waiverOrder: 'Waiver Order',
  robotCan: 'Robot characters sharing a stat with the Win card',
  robotCannot: 'Other Robot characters',
  yourMagic: 'Your magic',
  turnOrder: 'Turn Order for magic',
  turnState: { done: 'Had a chance', now: 'Deciding', later: 'Waiting' },
  waitingFor: (names: string) => `Waiting for ${names}.`,
  now: 'Now',
  lastWeek: 'Last week',
  lastWeekOf: (month: number, base: string) => `Last week: the ${base} battle of month ${month}`,
  /** After the winner's chip (mark and name). */
  lastWon: (win: string, card: string, score: string) => `wins ${win} with ${card}, ${score}.`,
  lastTie: (win: string, score: string) =>
    `Nobody wins ${win}: tied, ${score}. It goes back under the Win deck.`,
  scoreTo: ' to ',
} as const;

export const TIER_WORD = localized({ en: TIER_WORD_EN, fr: TIER_WORD_FR });
export const SIDE_WORD = localized({ en: SIDE_WORD_EN, fr: SIDE_WORD_FR });
export const TRACK_WORD = localized({ en: TRACK_WORD_EN, fr: TRACK_WORD_FR });
export const BASE_WORD = localized({ en: BASE_WORD_EN, fr: BASE_WORD_FR });
export const TXT = localized({ en: TXT_EN, fr: TXT_FR });
