/**
 * The words of the board and the printed text of each card: its immediate action as a
 * sentence, the letter (D, O, S) on its action band, speeds, types and the parts of a match.
 * English here and French in text.fr.ts; the exports pick the active language (`localized`).
 * The hits, speeds, types and action keywords are the game's own terms, kept in English in
 * both languages as the French rulebook keeps them (Single, Fast, Natural, Glove).
 */
import { inLanguage, localized } from '../../../ui/language';
import type { Ia, IaLetter, Kind, Result, Speed } from '../types';
import * as FR from './text.fr';
import { counted } from '../../../engine/messages';

export const HIT_NAME: Record<Result, string> = {
  '1B': 'Single',
  '2B': 'Double',
  '3B': 'Triple',
  HR: 'Homerun',
  BB: 'Walk',
};

export const SPEED_NAME: Record<Speed, string> = {
  slow: 'Slow',
  average: 'Average',
  fast: 'Fast',
};

/** One letter per speed, printed on every runner so colour is never alone. */
export const SPEED_MARK: Record<Speed, string> = { slow: 'S', average: 'A', fast: 'F' };

export const KIND_MARK: Record<Kind, string> = { Natural: 'N', Robot: 'R', Cyborg: 'C' };

const hits = (h: readonly Result[]) => h.map((x) => HIT_NAME[x]).join(' + ');

/** The letter printed on a card's action band: Defensive, Offensive or Special. */
export function letterOf(ia: Ia): IaLetter | null {
  switch (ia.k) {
    case 'none':
      return null;
    case 'pitch':
    case 'doublePlay':
    case 'glove':
    case 'knuckleball':
    case 'pickOff':
    case 'walk':
    case 'closer':
    case 'hold':
    case 'magnaGlove':
    case 'slider':
    case 'pickOffAll':
    case 'beanBall':
    case 'gloveCheck':
    case 'sinkerball':
      return 'D';
    case 'cloning':
    case 'replace':
    case 'error':
    case 'contact':
      return 'S';
    default:
      return 'O';
  }
}

export const LETTER_NAME_EN: Record<IaLetter, string> = {
  D: 'Defensive',
  O: 'Offensive',
  S: 'Special',
};

/** The keyword and the sentence printed on a card for its immediate action. */
export function iaTextEn(ia: Ia): { key: string; text: string } {
  switch (ia.k) {
    case 'none':
      return { key: '', text: 'No immediate action.' };
    case 'clutch':
      return {
        key: `Clutch: ${HIT_NAME[ia.hit]}`,
        text: `With a runner on 2nd or 3rd: gain a ${HIT_NAME[ia.hit]} now; every runner moves one base more.`,
      };
    case 'pitch': {
      const name = ia.vs === 'Natural' ? 'Fastball' : ia.vs === 'Robot' ? 'Curve' : 'Spit Ball';
      return {
        key: name,
        text: `Cancel every threatened hit of the last card played against you if it is a ${ia.vs}.`,
      };
    }
    case 'doublePlay':
      return { key: 'Double Play', text: 'Remove up to 2 Slow or Average runners.' };
    case 'glove':
      return { key: 'Glove', text: 'Cancel 1 threatened hit.' };
    case 'knuckleball':
      return {
        key: 'Knuckleball',
        text: 'Every threatened hit drops one level; a Single is cancelled.',
      };
    case 'leadoff':
      return {
        key: `Leadoff: ${hits(ia.hits)}`,
        text: `If this is your first card of the mini-game: gain ${hits(ia.hits)} now.`,
      };
    case 'pickOff':
      return { key: `Pick Off ${ia.n}`, text: `Remove ${ia.n} runner${ia.n > 1 ? 's' : ''}.` };
    case 'quickEye':
      return {
        key: `Quick Eye: ${HIT_NAME[ia.hit]}`,
        text: `If the last card played against you is a Cyborg: gain a ${HIT_NAME[ia.hit]} now.`,
      };
    case 'stolenBase':
      return {
        key: 'Stolen Base',
        text: 'Lead runner first, each Fast or Average runner moves up one base if it is free.',
      };
    case 'walk':
      return { key: 'Walk', text: 'Every threatened hit becomes a Walk.' };
    case 'rally':
      return {
        key: `Rally: ${hits(ia.hits)}`,
        text: `If you are behind: gain ${hits(ia.hits)} now; they cannot be stopped.`,
      };
    case 'rallyNext':
      return {
        key: `Rally: next card ${hits(ia.hits)}`,
        text: `If you are behind: your next card adds ${hits(ia.hits)} to its Hit Boxes.`,
      };
    case 'teamworkNext':
      return {
        key: `Teamwork: ${HIT_NAME[ia.hit]}`,
        text: `If your next card is a Natural, it adds a ${HIT_NAME[ia.hit]} to its Hit Boxes.`,
      };
    case 'closer':
      return { key: 'Closer', text: 'If you lead: cancel every threatened hit.' };
    case 'hold':
      return { key: 'Hold', text: 'If you are behind: cancel every threatened hit.' };
    case 'magnaGlove':
      return { key: 'Magna Glove', text: 'Cancel up to 2 threatened hits.' };
    case 'teamworkEach':
      return {
        key: 'Teamwork: Singles',
        text: 'Gain a Single now for each Natural you played before this card.',
      };
    case 'teamworkAtLeast':
      return {
        key: `Teamwork: ${HIT_NAME[ia.hit]}`,
        text: `If you played ${ia.n} or more Naturals before this card: gain a ${HIT_NAME[ia.hit]} now.`,
      };
    case 'cloning':
      return {
        key: 'Cloning',
        text: 'Use again the immediate action of one of your cards In Play.',
      };
    case 'gambler':
      return {
        key: 'Gambler',
        text: 'Flip the top Free Agent; add its Hit Boxes to this card; it goes under the deck.',
      };
    case 'replace':
      return {
        key: 'Replace',
        text: 'This Robot leaves the game; the top Free Agent joins your team In Play and acts.',
      };
    case 'slider':
      return {
        key: 'Slider',
        text: 'If you played 2 Cyborgs before this card: cancel every threatened hit.',
      };
    case 'pickOffAll':
      return { key: 'Pick Off all', text: 'Remove every runner.' };
    case 'wildPitch':
      return {
        key: 'Wild Pitch',
        text: 'If the last card played against you is a Cyborg: all your runners move up one base.',
      };
    case 'cyborgOut':
      return {
        key: 'Cyborg out',
        text: 'If the last card against you is a Cyborg and a Check finds a Robot: it leaves the game.',
      };
    case 'error':
      return {
        key: 'Error',
        text: 'Gloves stop this card’s hits only after a Check finds a Natural.',
      };
    case 'contact':
      return { key: 'Contact', text: 'A Glove turns this card’s threatened hits into Singles.' };
    case 'beanBall':
      return {
        key: 'Bean Ball',
        text: 'Check for the type of the last card against you: on a match it leaves the game.',
      };
    case 'gloveCheck':
      return { key: 'Glove (Check)', text: 'If a Check finds a Robot: cancel 1 threatened hit.' };
    case 'pinchRunner':
      return { key: 'Pinch Runner', text: 'Every one of your runners becomes Fast.' };
    case 'hitAndRun':
      return { key: 'Hit & Run', text: 'On this card’s hits, runners move one base more.' };
    case 'quickEyeWalks':
      return {
        key: 'Quick Eye: 2 Walks',
        text: 'If the last card played against you is a Cyborg: gain 2 Walks now.',
      };
    case 'clutchLoaded':
      return { key: 'Clutch: Homerun', text: 'With the bases loaded: gain a Homerun now.' };
    case 'sinkerball':
      return {
        key: 'Sinkerball',
        text: 'If the other side has a runner on 2nd or 3rd: cancel every threatened hit.',
      };
  }
}

/** What a card's accessible name is made of (its hits and speed already in words). */
export interface CardWords {
  name: string;
  kind: string;
  revenue: number;
  action: string;
  hits: string;
  speed: string;
}

export const TXT_EN = {
  board: 'Highlights 2045 table',
  yourHand: 'Your hand',
  theirHand: 'hand',
  onDeck: 'On Deck',
  lineup: 'Lineup',
  dugout: 'Dugout',
  minors: 'Minor Leagues',
  minorsShort: 'Minors',
  inPlay: 'In Play',
  out: 'Out of the game',
  runs: 'Runs',
  games: 'Games',
  home: 'Home',
  visitor: 'Visitor',
  buyRow: 'Buy Row',
  faDeck: 'Free Agents left',
  yourMove: 'Your move',
  waiting: 'Waiting for',
  close: 'Close',
  enlarge: 'See the whole card',
  plate: 'Home plate',
  threatened: 'Threatened',
  series: 'Series',
  points: 'Points',
  cost: 'Cost',
  revenue: 'Revenue',
  pinch: 'PH',
  send: 'Send to the Minors',
  over: 'The match is over',
  cardBack: 'Face-down card',
  /** Before a value, as the language punctuates it. */
  colon: ':',
  scoreboard: 'Scoreboard',
  final: 'final',
  nth: (round: boolean, n: number, of: number) => `${round ? 'round' : 'game'} ${n} of ${of}`,
  tapRow: 'Tap a card of the Buy Row to buy it.',
  tapHand: 'Tap a card of your hand.',
  tapToUse: 'Tap a card to choose it; hold it to read it whole.',
  pinchFrom: (from: 'onDeck' | 'lineup') => (from === 'onDeck' ? 'On Deck' : 'Lineup'),
  buyThenSend: (name: string) => `Buy ${name}: which In Play card goes to the Minor Leagues?`,
  lastPlay: 'Last play',
  scoredRuns: (n: number) => (n === 1 ? '+1 run' : `+${n} runs`),
  runsWord: (n: number) => (n === 1 ? 'run' : 'runs'),
  onlyYou: 'only you see it',
  cards: (n: number) => counted('en', n, 'card', 'cards'),
  runnerOn: (speed: string, base: number) =>
    `${speed} runner on ${['1st', '2nd', '3rd'][base] ?? ''}`,
  basesEmpty: 'Bases empty',
  ai: 'AI',
  noHit: 'no hit',
  /** A card's accessible name: everything printed on it. */
  cardLabel: (c: CardWords & { cost: number; ph: boolean }) =>
    `${c.name}, ${c.kind}, cost ${c.cost}, revenue ${c.revenue}, ${c.action || 'no action'}, hits ${
      c.hits || 'none'
    }, ${c.speed}${c.ph ? ', PH' : ''}`,
  /** A played card's accessible name. */
  miniLabel: (c: CardWords) =>
    `${c.name}, ${c.kind}, ${c.action || 'no action'}, hits ${c.hits || 'none'}, ${c.speed}, revenue ${c.revenue}`,
  // Action labels, worded as describe() words them in English.
};

export const LETTER_NAME = localized({ en: LETTER_NAME_EN, fr: FR.LETTER_NAME_FR });
export const TXT = localized({ en: TXT_EN, fr: FR.TXT_FR });

/** The keyword and the sentence printed on a card for its immediate action, in the active language. */
export const iaText = (ia: Ia): { key: string; text: string } =>
  inLanguage({ en: iaTextEn, fr: (x: Ia) => FR.iaTextFr(x, iaTextEn(x).key) })(ia);
