/**
 * Showdown (after the MLB Showdown Advanced and Expert Tournament Rules, Wizards of the
 * Coast): the rules core as a GameModule. Two managers, one ready-made team each; the
 * basic game (pitch, swing, advancement, innings, pitching changes and pinch hitters) and
 * the advanced game (strategy decks, hands and the three card windows of every at-bat).
 */
import type { Universe } from '../../engine/deal';
import { redact } from '../../engine/hidden';
import { ref } from '../../engine/messages';
import type { GameModule, OptionSpec, Options, SeatId } from '../../engine/types';
import { evaluate } from './bot/evaluate';
import { heuristic } from './bot/heuristic';
import { TEAMS } from './content';
import { customTeamProblem } from './custom-team';
import { describe } from './describe';
import { invariants } from './invariants';
import { MESSAGES } from './messages';
import { outcome } from './outcome';
import { apply, skipIdle } from './rules/apply';
import { liveOf } from './rules/live';
import { actions, prompts } from './rules/moves';
import { poolOf } from './rules/cards';
import { levelOf, setupState, teamOf } from './rules/setup';
import { RULES_VERSION, type ShowdownAction, type ShowdownState, type ShowdownView } from './state';

export type { ShowdownAction, ShowdownState, ShowdownView } from './state';
export { validateTeam, type TeamProblem } from './validate';

// `custom`: a team from the team builder, carried as JSON in `custom0` / `custom1`.
const teamChoices = [
  ...TEAMS.map((t) => ({ value: t.id, label: `${t.name} (${t.league} rules at home)` })),
  { value: 'custom', label: 'A team you built' },
];

/** The built team of a seat: hidden from the generic form, checked whenever it is chosen. */
const customTeam = (seat: number): OptionSpec => ({
  key: `custom${seat}`,
  kind: 'text',
  label: seat === 0 ? 'Built team of the first manager' : 'Built team of the second manager',
  default: '',
  validate: (json, options) =>
    options[`team${seat}`] === 'custom' ? customTeamProblem(json, levelOf(options)) : null,
});

/** Where a manager's decisions stop (the flow: docs/games/showdown.md). */
const stopOption = (seat: number): OptionSpec => ({
  key: `stop${seat}`,
  kind: 'choice',
  label: seat === 0 ? 'The first manager is asked' : 'The second manager is asked',
  help: 'Only when there is something to do: a strategy card that may be played now or a substitution that may be made (the other manager learns only that you had nothing, as when you say "go" at the table). At every window: also to pass.',
  default: 'playable',
  choices: [
    { value: 'playable', label: 'Only when there is something to do' },
    { value: 'every', label: 'At every window' },
  ],
});

const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'level',
    kind: 'choice',
    label: 'Rules',
    help: 'Basic: pitch, swing, advancement, fatigue, pitching changes and pinch hitters. Advanced: with strategy cards (a 60-card deck each, hands kept secret), Fielding and steals. Expert: double plays, extra bases, intentional walks, bunts, pinch runners, double switches and emergency players.',
    default: 'basic',
    choices: [
      { value: 'basic', label: 'Basic game' },
      { value: 'advanced', label: 'Advanced game (strategy cards)' },
      { value: 'expert', label: 'Expert game (all the rules)' },
    ],
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
  customTeam(0),
  customTeam(1),
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
  {
    key: 'series',
    kind: 'choice',
    label: 'Series',
    help: 'A series: the rotation moves on each game, home field alternates, relievers need rest (expert) and decks may be changed with the sideboard between games.',
    default: '1',
    choices: [
      { value: '1', label: 'One game' },
      { value: '3', label: 'Best of 3' },
      { value: '5', label: 'Best of 5' },
      { value: '7', label: 'Best of 7' },
    ],
  },
  stopOption(0),
  stopOption(1),
];

/** Each deck's cards by pool (with the sideboard in a series: swaps are secret). */
function universe(_view: ShowdownView, _seats: number, options: Options): Universe {
  if (options.level !== 'advanced' && options.level !== 'expert') return [];
  const series = Number(options.series ?? '1') > 1;
  const cards = (seat: SeatId) => {
    const t = teamOf(options, seat);
    return [...(t.deck ?? []), ...(series ? (t.sideboard ?? []) : [])];
  };
  return { [poolOf(0)]: cards(0), [poolOf(1)]: cards(1) };
}

/** The phases whose decisions read the deciding manager's hand or deck (F6). */
const PRIVATE_PHASES: ReadonlySet<ShowdownState['phase']> = new Set([
  'before',
  'on',
  'after',
  'between',
]);

export const showdownModule: GameModule<ShowdownState, ShowdownAction, ShowdownView> = {
  id: 'showdown',
  meta: {
    id: 'showdown',
    title: 'Showdown',
    credit: {
      // The rulebook (the DCI sanctioned tournament rules) names no designers, only WotC.
      rulebook: 'MLB Showdown Advanced and Expert Tournament Rules',
      designers: 'Wizards of the Coast',
    },
    minSeats: 2,
    maxSeats: 2,
    options: OPTIONS,
    rulesVersion: RULES_VERSION,
  },
  // The first window skips a manager with nothing to do, as every later one does.
  setup: (ctx, seats, options, rulesVersion) =>
    skipIdle(setupState(ctx, seats, options, rulesVersion), ctx),
  prompts,
  actions,
  apply,
  // Lineups are announced; strategy hands and decks are Zones (none in the basic game).
  view: (s, seat) => {
    const v: ShowdownView = s.cards ? redact(s, seat) : s;
    return { ...v, live: liveOf(v) };
  },
  outcome,
  // Only the card windows and getting ready between games read the hand (decision F6): the
  // substitution window, relief, the lineup and the expert calls are decided on the table's
  // view, so two people pass the tablet without the cover until a hand is to be shown.
  privateDecision: (s) => s.cards !== null && PRIVATE_PHASES.has(s.phase),
  chapter: (s) => ({
    msg: s.series ? 'showdown.chapter.series' : 'showdown.chapter',
    args: { inning: s.inning, game: s.series?.game ?? 1 },
  }),
  progress: (s) => ({
    msg: s.half === 0 ? 'showdown.progress.top' : 'showdown.progress.bottom',
    args: {
      inning: s.inning,
      seatA: 0,
      a: s.sides[0]?.runs ?? 0,
      seatB: 1,
      b: s.sides[1]?.runs ?? 0,
      game: s.series ? ref('showdown.w.ofGame', { n: s.series.game }) : '',
    },
  }),
  universe,
  invariants,
  describe,
  heuristic,
  playout: heuristic,
  searchAnchor: 2,
  evaluate,
  messages: MESSAGES,
  translations: { fr: () => import('./messages.fr').then((m) => m.MESSAGES_FR) },
};
