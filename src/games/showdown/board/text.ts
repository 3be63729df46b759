/** The board's own words (plain English; the game's catalog covers prompts and actions). */
import type { Phase } from '../state';
import type { Result, StratType } from '../types';

export const RESULT_NAME: Readonly<Record<Result, string>> = {
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

export const WINDOW_NAME: Readonly<Record<Phase, string>> = {
  subs: 'Substitutions',
  ibb: 'Intentional walk?',
  bunt: 'Sacrifice bunt?',
  before: 'Before the pitch',
  on: 'On the result',
  send: 'Extra bases?',
  throw: 'The throw',
  after: 'After the play',
  relief: 'Bring in a reliever',
  between: 'Between games',
  over: 'Game over',
};

export const TYPE_NAME: Readonly<Record<StratType, string>> = {
  offense: 'Offense',
  defense: 'Defense',
  utility: 'Utility',
};

export const TXT = {
  board: 'Showdown table',
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
  finalScore: (team: string, w: number, l: number) => `${team} win, ${w}-${l}.`,
  window: 'Window',
  priority: 'To decide',
  yourMove: 'Your move',
  waiting: (name: string) => `Waiting for ${name}`,
  playCard: 'Play a strategy card',
  subsOf: (t: string | undefined) =>
    t === 'pinch' ? 'Pinch hitters' : t === 'relief' ? 'Relievers' : 'Pitching changes',
  yourHand: 'Your strategy cards',
  handOf: (name: string) => `${name}'s hand`,
  deck: 'Deck',
  discard: 'Discard',
  onTable: 'Played this at-bat',
  kept: 'Left on players',
  cards: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  backs: (name: string, n: number) => `${name}: ${n} face-down ${n === 1 ? 'card' : 'cards'}`,
  allMoves: 'All moves',
  playable: 'Playable now',
  close: 'Close',
  lineup: 'Batting order',
  final: 'Final',
  wins: (team: string) => `${team} win`,
  tied: 'Tied',
};

export function ordinal(n: number): string {
  const d = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const s = teen ? 'th' : d === 1 ? 'st' : d === 2 ? 'nd' : d === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}
