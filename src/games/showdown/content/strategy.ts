/**
 * The strategy cards (original, fictional names) and the ready-made teams' decks. Each
 * card's text is generated from its effect (`cardText`), so text and rules never disagree.
 */
import type { Effect, OnWhat, Result, StratCard, StratType, Timing } from '../types';

const BEFORE: Timing = { w: 'before' };
const on = (what: OnWhat): Timing => ({ w: 'on', on: what });
const after = (what: 'hit' | 'out' | 'walk'): Timing => ({ w: 'after', after: what });
const stat = (
  who: 'batter' | 'pitcher',
  st: 'onBase' | 'control',
  n: number,
  keep = false,
): Effect => ({ k: 'stat', who, stat: st, n, keep });
const check = (group: 'infield' | 'outfield', when: 'pass' | 'fail', r: Result): Effect => ({
  k: 'check',
  group,
  when,
  r,
});
const c = (name: string, type: StratType, timing: Timing, effect: Effect): StratCard => ({
  name,
  type,
  timing,
  effect,
});

export const STRATEGY: readonly StratCard[] = [
  // Offense (red): only the team at the plate.
  c('Rally Cap', 'offense', BEFORE, stat('batter', 'onBase', 2)),
  c('Sharp Eye', 'offense', BEFORE, stat('batter', 'onBase', 3)),
  c('Sweet Spot', 'offense', BEFORE, { k: 'swing', n: 2 }),
  c('Choke Up', 'offense', BEFORE, { k: 'swing', n: 1 }),
  c('Steady Stance', 'offense', BEFORE, stat('batter', 'onBase', 1, true)),
  c('Cleanup Confidence', 'offense', BEFORE, stat('batter', 'onBase', 2, true)),
  c('Rattle the Mound', 'offense', BEFORE, stat('pitcher', 'control', -2)),
  c('Long Count', 'offense', BEFORE, stat('pitcher', 'control', -1, true)),
  c('Green Light', 'offense', BEFORE, { k: 'steal' }),
  c('Jump on the Pitcher', 'offense', BEFORE, { k: 'steal' }),
  c('Wear Him Down', 'offense', BEFORE, { k: 'ip', n: -1 }),
  c('Foul Them Off', 'offense', BEFORE, stat('pitcher', 'control', -3)),
  c('Second Look', 'offense', on('out'), { k: 'shift', n: 1 }),
  c('Just Fair', 'offense', on('out'), { k: 'shift', n: 2 }),
  c('Extra Effort', 'offense', on('GB'), check('infield', 'fail', '1B')),
  c('Wall Scraper', 'offense', on('FB'), check('outfield', 'fail', '2B')),
  c('Gap Shot', 'offense', on('1B'), { k: 'become', r: '2B' }),
  c('Down the Line', 'offense', on('1B'), { k: 'shift', n: 2 }),
  c('Stretch It', 'offense', on('2B'), { k: 'become', r: '3B' }),
  c('Wind Carry', 'offense', on('3B'), { k: 'become', r: 'HR' }),
  c('Beat the Throw', 'offense', on('PU'), check('infield', 'fail', '1B')),
  c('Daylight', 'offense', after('hit'), { k: 'steal' }),
  c('Take the Extra Jump', 'offense', after('walk'), { k: 'steal' }),
  c('Dugout Buzz', 'offense', after('hit'), { k: 'draw', n: 1 }),
  // Defense (blue): only the team in the field.
  c('Paint the Corner', 'defense', BEFORE, stat('pitcher', 'control', 2)),
  c('Mound Visit', 'defense', BEFORE, stat('pitcher', 'control', 3)),
  c('Locked In', 'defense', BEFORE, stat('pitcher', 'control', 1, true)),
  c('Shift the Infield', 'defense', BEFORE, { k: 'swing', n: -2 }),
  c('Change of Speed', 'defense', BEFORE, { k: 'swing', n: -1 }),
  c('Brushback', 'defense', BEFORE, stat('batter', 'onBase', -2)),
  c('Scouting Report', 'defense', BEFORE, stat('batter', 'onBase', -1, true)),
  c('Second Wind', 'defense', BEFORE, { k: 'ip', n: 1 }),
  c('Iron Arm', 'defense', BEFORE, { k: 'ip', n: 2 }),
  c('Diving Stop', 'defense', on('1B'), check('infield', 'pass', 'GB')),
  c('Leaping Catch', 'defense', on('2B'), check('outfield', 'pass', 'FB')),
  c('Robbed at the Wall', 'defense', on('HR'), check('outfield', 'pass', 'FB')),
  c('Tough Pitch', 'defense', on('BB'), { k: 'shift', n: -2 }),
  c('Jammed Him', 'defense', on('1B'), { k: 'shift', n: -2 }),
  c('Just Foul', 'defense', on('hit'), { k: 'shift', n: -1 }),
  c('Strike Zone Call', 'defense', on('BB'), { k: 'become', r: 'SO' }),
  c('Cut Off the Gap', 'defense', on('3B'), { k: 'become', r: '2B' }),
  c('Hold to a Single', 'defense', on('2B'), { k: 'become', r: '1B' }),
  c('Quick Relay', 'defense', on('1B+'), { k: 'become', r: '1B' }),
  c('Glove Flip', 'defense', on('1B+'), check('infield', 'pass', 'GB')),
  c('Settle Down', 'defense', after('out'), { k: 'ip', n: 1 }),
  c('Film Study', 'defense', after('out'), { k: 'draw', n: 1 }),
  c('Momentum Swing', 'defense', after('out'), { k: 'discard', n: 1 }),
  c('Composure', 'defense', after('hit'), stat('pitcher', 'control', 1, true)),
  // Utility (white): either team.
  c('Scout the Dugout', 'utility', BEFORE, { k: 'draw', n: 1 }),
  c('Trade Deadline', 'utility', BEFORE, { k: 'draw', n: 2 }),
  c('Mind Games', 'utility', BEFORE, { k: 'discard', n: 1 }),
  c('Second Guess', 'utility', on('out'), { k: 'draw', n: 1 }),
  c('Video Review', 'utility', on('hit'), { k: 'draw', n: 1 }),
  c('Bench Jockeying', 'utility', BEFORE, { k: 'discard', n: 1 }),
  c('Rain Delay', 'utility', after('out'), { k: 'draw', n: 1 }),
  c('Inside Info', 'utility', after('hit'), { k: 'draw', n: 1 }),
  c('Shake It Off', 'utility', after('walk'), { k: 'draw', n: 1 }),
  c('Late Scratch', 'utility', after('walk'), { k: 'discard', n: 1 }),
  c('Travel Day', 'utility', after('out'), { k: 'discard', n: 1 }),
  c('Clubhouse Talk', 'utility', after('hit'), { k: 'discard', n: 1 }),
];

const BY_NAME: ReadonlyMap<string, StratCard> = new Map(STRATEGY.map((s) => [s.name, s]));

/** The strategy card with this name (content names only: a missing one is a content bug). */
export function strat(name: string): StratCard {
  const s = BY_NAME.get(name);
  if (!s) throw new Error(`showdown: no strategy card ${name}`);
  return s;
}

export const RESULT_WORDS: Readonly<Record<OnWhat | 'walk', string>> = {
  SO: 'a strikeout',
  PU: 'a popup',
  GB: 'a ground ball',
  FB: 'a fly ball',
  BB: 'a walk',
  '1B': 'a single',
  '1B+': 'a single+',
  '2B': 'a double',
  '3B': 'a triple',
  HR: 'a home run',
  out: 'an out',
  hit: 'a hit',
  walk: 'a walk',
};

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);
const TYPE_WORD: Readonly<Record<StratType, string>> = {
  offense: 'Offense',
  defense: 'Defense',
  utility: 'Utility',
};

export function timingText(t: Timing): string {
  if (t.w === 'before') return 'before the pitch';
  if (t.w === 'on') return `on ${RESULT_WORDS[t.on]}`;
  return `after ${RESULT_WORDS[t.after]}`;
}

export function effectText(e: Effect): string {
  switch (e.k) {
    case 'stat': {
      const who = e.who === 'batter' ? 'The batter' : 'The pitcher';
      const what = e.stat === 'onBase' ? 'On-Base' : 'Control';
      const long = e.keep ? 'while he stays in the game' : 'for this at-bat';
      return `${who} gets ${signed(e.n)} ${what} ${long}.`;
    }
    case 'swing':
      return `${signed(e.n)} to the swing this at-bat (read 20 above 20, 1 below 1).`;
    case 'shift':
      return `Move the swing ${Math.abs(e.n)} ${Math.abs(e.n) === 1 ? 'row' : 'rows'} ${e.n > 0 ? 'up' : 'down'} and read the chart again (1 to 20).`;
    case 'become':
      return `The result becomes ${RESULT_WORDS[e.r]}.`;
    case 'check':
      return `The ${e.group} makes a Fielding check (d20 + its Fielding, 21 or more passes); if it ${e.when === 'pass' ? 'passes' : 'fails'}, the result becomes ${RESULT_WORDS[e.r]}.`;
    case 'steal':
      return 'One of your runners tries to steal the next base (not home): the catcher rolls d20 + Arm (+5 at third) and must beat his Speed.';
    case 'draw':
      return `Draw ${e.n} ${e.n === 1 ? 'card' : 'cards'}.`;
    case 'discard':
      return `The other manager discards ${e.n} ${e.n === 1 ? 'card' : 'cards'} at random.`;
    case 'ip':
      return `The pitcher gets ${signed(e.n)} IP.`;
  }
}

/** The card's text line: kind, timing and effect. */
export function cardText(s: StratCard): string {
  return `${TYPE_WORD[s.type]}. Play ${timingText(s.timing)}. ${effectText(s.effect)}`;
}

/**
 * The ready-made teams' decks (card names; 6 offense, 6 defense, 3 utility each, 4 copies
 * of each in the deck), Lamplighters, Herons, Granites, Kites. Each card's value was fitted
 * by simulation (`measure.ts cards 10000`), cards of the same kind were swapped between the
 * four decks until their fitted totals were within 0.01 runs a game, and the decks were
 * given to the teams so that the four win 45-55% against each other at the advanced level
 * (`measure.ts balance 2000 advanced`; docs/games/showdown.md). Every one of the 60 cards
 * is in exactly one deck; the sideboard is one copy of each of the next team's 15.
 */
const READY_DECKS: readonly (readonly string[])[] = [
  [
    'Beat the Throw',
    'Gap Shot',
    'Sharp Eye',
    'Rally Cap',
    'Wind Carry',
    'Cleanup Confidence',
    'Tough Pitch',
    'Film Study',
    'Diving Stop',
    'Second Wind',
    'Change of Speed',
    'Iron Arm',
    'Trade Deadline',
    'Clubhouse Talk',
    'Late Scratch',
  ],
  [
    'Wall Scraper',
    'Down the Line',
    'Daylight',
    'Long Count',
    'Foul Them Off',
    'Jump on the Pitcher',
    'Robbed at the Wall',
    'Momentum Swing',
    'Shift the Infield',
    'Mound Visit',
    'Brushback',
    'Quick Relay',
    'Second Guess',
    'Travel Day',
    'Inside Info',
  ],
  [
    'Extra Effort',
    'Stretch It',
    'Rattle the Mound',
    'Steady Stance',
    'Wear Him Down',
    'Green Light',
    'Just Foul',
    'Jammed Him',
    'Composure',
    'Paint the Corner',
    'Leaping Catch',
    'Glove Flip',
    'Bench Jockeying',
    'Scout the Dugout',
    'Mind Games',
  ],
  [
    'Just Fair',
    'Second Look',
    'Sweet Spot',
    'Dugout Buzz',
    'Choke Up',
    'Take the Extra Jump',
    'Strike Zone Call',
    'Settle Down',
    'Cut Off the Gap',
    'Locked In',
    'Hold to a Single',
    'Scouting Report',
    'Video Review',
    'Shake It Off',
    'Rain Delay',
  ],
];

function deckNames(i: number): readonly string[] {
  return READY_DECKS[i] ?? [];
}

export function readyDeck(teamIndex: number): {
  deck: readonly string[];
  sideboard: readonly string[];
} {
  const mine = deckNames(teamIndex % 4);
  const deck: string[] = [];
  for (const n of mine) deck.push(n, n, n, n);
  return { deck, sideboard: deckNames((teamIndex + 1) % 4) };
}
