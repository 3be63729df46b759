/**
 * Highlights 2045, after the rules of Baseball Highlights 2045 (Mike Fitzgerald, Eagle-
 * Gryphon Games; French translation by Barney521): the rules core as a GameModule. 1 player
 * against the AI, 2 players (standard, short, long), 3 players (Hot Pepper); six expansions.
 */
import { redact } from '../../engine/hidden';
import type { GameModule, OptionSpec } from '../../engine/types';
import { evaluate } from './bot/evaluate';
import { heuristic } from './bot/heuristic';
import { privateDecision } from './private';
import { TEAM_NAMES } from './content';
import { describe } from './describe';
import { invariants } from './invariants';
import { MESSAGES } from './messages';
import { outcome } from './outcome';
import { apply } from './rules/apply';
import { actions, prompts } from './rules/moves';
import { setupState } from './rules/setup';
import { universe } from './universe';
import type { HlAction, HlState, HlView } from './state';
import { TEAMS } from './types';

export type { HlAction, HlState, HlView } from './state';

const teamChoices = TEAMS.map((t) => ({ value: t, label: TEAM_NAMES[t] }));
const expansion = (key: string, label: string, help: string): OptionSpec => ({
  key,
  kind: 'boolean',
  label,
  help,
  default: false,
});

const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'variant',
    kind: 'choice',
    label: 'Match length',
    help: 'Standard: a 3-game season, then the World Series. Short: 3 buy rounds, then the Series. Long: both.',
    default: 'standard',
    choices: [
      { value: 'standard', label: 'Standard' },
      { value: 'short', label: 'Short' },
      { value: 'long', label: 'Long' },
    ],
    seats: [2],
  },
  {
    key: 'buyRounds',
    kind: 'choice',
    label: 'Buy rounds before the Series',
    help: 'None is very hard; 2 is a real challenge; 4 or more favours you.',
    default: '2',
    choices: ['0', '1', '2', '3', '4', '5', '6'].map((v) => ({ value: v, label: v })),
    seats: [1],
  },
  {
    key: 'hotPepperStart',
    kind: 'choice',
    label: 'Before the season',
    help: 'Three exhibition mini-games, or three buy rounds.',
    default: 'exhibition',
    choices: [
      { value: 'exhibition', label: 'Exhibition games' },
      { value: 'buy', label: 'Buy rounds' },
    ],
    seats: [3],
  },
  {
    key: 'team1',
    kind: 'choice',
    label: 'Team of player 1',
    default: 'gulls',
    choices: teamChoices,
  },
  {
    key: 'team2',
    kind: 'choice',
    label: 'Team of player 2',
    default: 'foundry',
    choices: teamChoices,
    seats: [2, 3],
  },
  {
    key: 'team3',
    kind: 'choice',
    label: 'Team of player 3',
    default: 'comets',
    choices: teamChoices,
    seats: [3],
  },
  expansion('rallyCap', 'Rally Cap', 'Cards 136-150: Rally, Teamwork, Closer and Hold.'),
  expansion('magnaGlove', 'Naturals Magna Glove', 'Cards 151-160: Magna Glove and Teamwork.'),
  expansion('robotHitters', 'Robot Hitters', 'Cards 161-170: Cloning, Gambler, Replace.'),
  expansion('cyborgPitchers', 'Cyborg Pitchers', 'Cards 171-180: Slider and Pick Off all.'),
  expansion('error', 'Error!', 'Cards 181-195: Check, Wild Pitch, Error, Contact, Bean Ball.'),
  expansion('bigFly', 'Big Fly!', 'Cards 196-210: Pinch Runner, Hit & Run, Sinkerball.'),
];

export const highlightsModule: GameModule<HlState, HlAction, HlView> = {
  id: 'highlights',
  meta: {
    id: 'highlights',
    title: 'Highlights 2045',
    credit: {
      rulebook: 'Baseball Highlights 2045 rulebook (French translation by Barney521)',
      designers: 'Mike Fitzgerald',
      publisher: 'Eagle-Gryphon Games',
    },
    minSeats: 1,
    maxSeats: 3,
    options: OPTIONS,
    rulesVersion: 1,
  },
  setup: setupState,
  prompts,
  actions,
  apply,
  view: (s, seat) => redact(s, seat),
  privateDecision,
  outcome,
  universe,
  invariants,
  describe,
  heuristic,
  evaluate,
  messages: MESSAGES,
  translations: { fr: () => import('./messages.fr').then((m) => m.MESSAGES_FR) },
};
