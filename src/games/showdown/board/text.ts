/**
 * The board's own words, in English here and in French in text.fr.ts; the exports pick the
 * active language (`localized`), so the board re-renders on a change of language. The
 * game's catalog (messages.ts) covers prompts and actions.
 */
import { localized } from '../../../ui/language';
import { cardText, timingText } from '../content/strategy';
import type { Phase } from '../state';
import type { Effect, PitcherRole, Result, StratType } from '../types';
import * as FR from './text.fr';

export const RESULT_NAME_EN: Readonly<Record<Result, string>> = {
  SO: 'Strikeout',
  PU: 'Popup',
  GB: 'Ground ball',
  FB: 'Fly ball',
  BB: 'Walk',
  '1B': 'Single',
  '1B+': 'Single+',
  '2B': 'Double',
  '3B': 'Triple',
  HR: 'Home run',
};

export const WINDOW_NAME_EN: Readonly<Record<Phase, string>> = {
  subs: 'Substitutions',
  ibb: 'Intentional walk?',
  bunt: 'Sacrifice bunt?',
  before: 'Before the pitch',
  on: 'On the result',
  send: 'Extra bases?',
  throw: 'The throw',
  after: 'After the play',
  relief: 'Bring in a reliever',
  backup: 'Replace the backups',
  lineup: 'Lineups',
  between: 'Between games',
  over: 'Game over',
};

/** The steps of an at-bat, short, for the window bar (§COMPLETE AT-BAT SEQUENCE). */
export const STEP_NAME_EN: Readonly<Partial<Record<Phase, string>>> = {
  subs: 'Subs',
  ibb: 'Walk?',
  bunt: 'Bunt?',
  before: 'Before',
  on: 'On the result',
  send: 'Extra bases',
  throw: 'Throw',
  after: 'After',
};

/** The expert game's words: decisions, substitutions, emergency players, called plays. */
export const XTXT_EN = {
  ibb: 'Walk him intentionally',
  walkQ: 'Intentional walk?',
  buntQ: 'Sacrifice bunt?',
  pitchTo: 'Pitch to him',
  bunt: 'Bunt',
  swingAway: 'Swing away',
  send: 'Send',
  throwAt: 'Throw at',
  hold: 'Hold the runners',
  toBase: (b: number) => ['to second', 'to third', 'to home'][b] ?? '',
  outChance: (p: number) => `thrown out ${Math.round(p * 100)}%`,
  how: 'The throw is out when d20 + the outfield’s Fielding beats Speed (+5 going home, +5 with 2 outs).',
  onDeck: 'On deck',
  basesEmpty: 'Bases empty',
  walked: (name: string) => `${name} was walked intentionally.`,
  bunted: (name: string) => `${name} laid down a sacrifice bunt.`,
  walkCalled: (name: string) => `Intentional walk called: ${name} goes to first.`,
  buntCalled: (name: string) => `Sacrifice bunt called: ${name} bunts.`,
  noSwing: 'No pitch, no swing',
  emergency: 'Emergency',
  anyPosition: 'Any position +0',
  emergencyFielder: 'Emergency fielder: every position at +0, Speed 15, never has the advantage.',
  emergencyArm: 'Emergency reliever: IP 0, Control 0.',
  pinchRunners: 'Pinch runners',
  replacements: 'Defensive replacements',
  backups: 'Backups leave before the 7th: who replaces him?',
  dhToField: 'DH to the field (the pitcher bats from now on)',
  swapOrder: 'Batting order: swap two spots',
  swapField: 'Positions: swap two fielders',
  startBench: 'Starters: start a bench hitter',
  firstSpot: 'Which spot?',
  secondSpot: 'Swap with',
  firstPlace: 'Which fielder?',
  secondPlace: 'Trade positions with',
  dhFor: 'The DH replaces',
  doubleSwitches: 'Double switches',
  pitchingChanges: 'Pitching changes',
  pinchHitters: 'Pinch hitters',
  relievers: 'Relievers',
  goingOut: 'Who comes out?',
  comingIn: 'Who comes in?',
  newPitcher: 'Which pitcher comes in?',
  runnerOut: 'Which runner?',
  change: 'Change',
  out: 'Out',
  in: 'In',
  hits: 'H',
  hitsLong: 'Hits',
  role: { starter: 'starter', reliever: 'reliever', closer: 'closer' } as Record<
    PitcherRole,
    string
  >,
};

export const TYPE_NAME_EN: Readonly<Record<StratType, string>> = {
  offense: 'Offense',
  defense: 'Defense',
  utility: 'Utility',
};

const sign = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** A strategy card's words: its full text, its timing, and its effect in a few words. */
export const STRAT_EN = {
  text: cardText,
  timing: timingText,
  short: (e: Effect): string => {
    switch (e.k) {
      case 'stat':
        return `${e.who === 'batter' ? 'On-Base' : 'Control'} ${sign(e.n)}${e.keep ? ', stays' : ''}`;
      case 'swing':
        return `Swing ${sign(e.n)}`;
      case 'shift':
        return `Swing ${e.n > 0 ? 'up' : 'down'} ${Math.abs(e.n)}, read again`;
      case 'become':
        return `Becomes ${RESULT_NAME_EN[e.r].toLowerCase()}`;
      case 'check':
        return `${e.group === 'infield' ? 'Infield' : 'Outfield'} check: on ${e.when} ${RESULT_NAME_EN[e.r].toLowerCase()}`;
      case 'steal':
        return 'A runner steals';
      case 'draw':
        return `Draw ${e.n}`;
      case 'discard':
        return `Opponent discards ${e.n}`;
      case 'ip':
        return `Pitcher IP ${sign(e.n)}`;
    }
  },
};

export const TXT_EN = {
  board: 'Showdown table',
  /** Before a value, as the language punctuates it. */
  colon: ':',
  scoreboard: 'Line score',
  runs: 'R',
  runsLong: 'Runs',
  team: 'Team',
  inning: (half: 0 | 1, n: number) => `${half === 0 ? 'Top' : 'Bottom'} ${ordinal(n)}`,
  outs: (n: number) => `${n} ${n === 1 ? 'out' : 'outs'}`,
  field: 'The field',
  baseName: (b: number) => ['on first', 'on second', 'on third'][b] ?? '',
  atBat: 'At bat',
  pitching: 'Pitching',
  batter: 'Batter',
  pitcher: 'Pitcher',
  onBase: 'On-Base',
  control: 'Control',
  speed: 'Speed',
  arm: 'Arm',
  bats: 'Bats',
  throws: 'Throws',
  /** Bats and throws: left, right, switch. */
  hand: { L: 'L', R: 'R', S: 'S' } as Record<'L' | 'R' | 'S', string>,
  innings: (n: number) => `${n} inn`,
  positions: 'Positions',
  points: 'pts',
  ip: 'IP',
  fatigue: 'Fatigue',
  chart: 'Chart',
  pitch: 'Pitch',
  swing: 'Swing',
  noPitch: 'No pitch',
  advantage: (who: 'pitcher' | 'batter') =>
    who === 'pitcher' ? "Pitcher's chart" : "Batter's chart",
  dice: 'Last roll',
  noDice: 'No pitch yet this half-inning.',
  nowBatting: (name: string) => `${name} at the plate`,
  lastAtBat: (name: string) => `Last at-bat: ${name}`,
  runsScore: (n: number) => (n === 1 ? '1 run scores' : `${n} runs score`),
  scorersScore: (names: readonly string[]) =>
    `${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`} ${names.length === 1 ? 'scores' : 'score'}`,
  finalScore: (team: string, w: number, l: number) => `${team} win, ${w}-${l}.`,
  window: 'Window',
  priority: 'To decide',
  yourMove: 'Your move',
  waiting: (name: string) => `Waiting for ${name}`,
  playCard: 'Play a strategy card',
  yourHand: 'Your strategy cards',
  showHand: 'Show my cards',
  deck: 'Deck',
  discard: 'Discard',
  onTable: 'Played this at-bat',
  kept: 'Left on players',
  cards: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  backs: (name: string, n: number) => `${name}: ${n} face-down ${n === 1 ? 'card' : 'cards'}`,
  close: 'Close',
  lineup: 'Batting order',
  final: 'Final',
  wins: (team: string) => `${team} win`,
};

/** An English ordinal (1st, 2nd, 11th). */
export function ordinal(n: number): string {
  const d = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const s = teen ? 'th' : d === 1 ? 'st' : d === 2 ? 'nd' : d === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** Between two games of a series: the sideboard swaps. */
export const BETWEEN_EN = {
  title: (n: number) => `Before game ${n}`,
  help: 'One card for one: the sideboard keeps 15. The other manager does not see your swaps.',
  deck: 'Deck',
  side: 'Sideboard',
  swap: 'Swap them',
  series: (names: readonly string[], a: number, b: number) =>
    `series: ${names[0] ?? ''} ${a}, ${names[1] ?? ''} ${b}`,
};

/** The box score's words. */
export const BOX_EN = {
  title: 'Box score',
  scope: 'Box score of',
  game: 'This game',
  series: 'The series',
  batting: (team: string) => `${team} batting`,
  pitching: (team: string) => `${team} pitching`,
  pitchers: 'Pitchers',
  /** Batting columns: abbreviation and what it stands for. */
  bat: {
    ab: ['AB', 'At-bats'],
    h: ['H', 'Hits'],
    r: ['R', 'Runs'],
    rbi: ['RBI', 'Runs batted in'],
    bb: ['BB', 'Walks'],
    k: ['K', 'Strikeouts'],
  },
  /** Pitching columns: abbreviation and what it stands for. */
  arm: {
    ip: ['IP', 'Innings pitched (thirds after the point)'],
    h: ['H', 'Hits'],
    r: ['R', 'Runs charged'],
    bb: ['BB', 'Walks'],
    k: ['K', 'Strikeouts'],
  },
};

export const RESULT_NAME = localized({ en: RESULT_NAME_EN, fr: FR.RESULT_NAME_FR });
export const WINDOW_NAME = localized({ en: WINDOW_NAME_EN, fr: FR.WINDOW_NAME_FR });
export const STEP_NAME = localized({ en: STEP_NAME_EN, fr: FR.STEP_NAME_FR });
export const XTXT = localized({ en: XTXT_EN, fr: FR.XTXT_FR });
export const TYPE_NAME = localized({ en: TYPE_NAME_EN, fr: FR.TYPE_NAME_FR });
export const TXT = localized({ en: TXT_EN, fr: FR.TXT_FR });
export const BOX = localized({ en: BOX_EN, fr: FR.BOX_FR });
export const STRAT = localized({ en: STRAT_EN, fr: FR.STRAT_FR });
export const BETWEEN = localized({ en: BETWEEN_EN, fr: FR.BETWEEN_FR });

/** The words of a seat's own side and of the table at the edges (issue 23). */
export const SEAT_EN = {
  tapToPlay: 'Tap a card to play it · hold a card to read it',
  holdToRead: 'Hold a card to read it',
  /** `cards`: the count, in the catalog's plural form (TXT.cards). */
  faceDown: (cards: string) => `${cards} face down: this decision needs none of them`,
  /** A steal card's chip: the runner on base `b` (0 first) goes, by name. */
  steals: (name: string, b: number) => `${name} ${['to second', 'to third'][b] ?? ''}`,
  kinds: 'Kind of change',
  /** The kinds of change, short, on their tabs. */
  kind: {
    order: 'Order',
    field: 'Positions',
    start: 'Bench',
    relief: 'Relievers',
    pitcher: 'Pitcher',
    pinch: 'Pinch hitter',
    runner: 'Pinch runner',
    replace: 'Replacement',
    switch: 'Double switch',
    dh: 'DH to field',
  } as Readonly<Record<string, string>>,
  dugout: (team: string) => `${team} dugout`,
  read: 'The whole card',
};

export const SEAT = localized({ en: SEAT_EN, fr: FR.SEAT_FR });
