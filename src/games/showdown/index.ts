/**
 * Showdown (after the MLB Showdown Advanced and Expert Tournament Rules, Wizards of the
 * Coast): the rules core as a GameModule. Two managers, one ready-made team each; the
 * basic game (pitch, swing, advancement, innings, pitching changes and pinch hitters).
 */
import type { GameModule, OptionSpec } from '../../engine/types';
import { evaluate } from './bot/evaluate';
import { heuristic } from './bot/heuristic';
import { TEAMS } from './content';
import { describe } from './describe';
import { invariants } from './invariants';
import { MESSAGES } from './messages';
import { outcome } from './outcome';
import { apply } from './rules/apply';
import { actions, prompts } from './rules/moves';
import { setupState } from './rules/setup';
import type { ShowdownAction, ShowdownState, ShowdownView } from './state';

export type { ShowdownAction, ShowdownState, ShowdownView } from './state';
export { validateTeam, type TeamProblem } from './validate';

const teamChoices = TEAMS.map((t) => ({
  value: t.id,
  label: `${t.name} (${t.league} rules at home)`,
}));

const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'level',
    kind: 'choice',
    label: 'Rules',
    help: 'The basic game: pitch, swing, advancement, fatigue, pitching changes and pinch hitters.',
    default: 'basic',
    choices: [{ value: 'basic', label: 'Basic game' }],
  },
  {
    key: 'team0',
    kind: 'choice',
    label: 'Team of the first manager',
    default: TEAMS[0]?.id ?? '',
    choices: teamChoices,
  },
  {
    key: 'team1',
    kind: 'choice',
    label: 'Team of the second manager',
    default: TEAMS[1]?.id ?? '',
    choices: teamChoices,
  },
  {
    key: 'home',
    kind: 'choice',
    label: 'Home team',
    help: 'The home team bats second and its AL/NL preference decides the designated hitter.',
    default: 'roll',
    choices: [
      { value: 'roll', label: 'Roll for it' },
      { value: '0', label: 'First manager' },
      { value: '1', label: 'Second manager' },
    ],
  },
  {
    key: 'rotation',
    kind: 'choice',
    label: 'Starting pitchers',
    help: 'Where both teams are in their rotations; by default the home team rolls.',
    default: 'roll',
    choices: [
      { value: 'roll', label: 'Home team rolls' },
      { value: '1', label: 'First starters' },
      { value: '2', label: 'Second starters' },
      { value: '3', label: 'Third starters' },
      { value: '4', label: 'Fourth starters' },
    ],
  },
];

export const showdownModule: GameModule<ShowdownState, ShowdownAction, ShowdownView> = {
  id: 'showdown',
  meta: {
    id: 'showdown',
    title: 'Showdown',
    credit: {
      rulebook: 'MLB Showdown Advanced and Expert Tournament Rules',
      designers: 'Wizards of the Coast (MLB Showdown)',
      publisher: 'Wizards of the Coast',
    },
    minSeats: 2,
    maxSeats: 2,
    options: OPTIONS,
    rulesVersion: 1,
    hasPrivateInfo: false,
  },
  setup: setupState,
  prompts,
  actions,
  apply,
  // Lineups are announced and there are no strategy hands at the basic level.
  view: (s) => s,
  outcome,
  universe: () => [],
  invariants,
  describe,
  heuristic,
  evaluate,
  messages: MESSAGES,
};
