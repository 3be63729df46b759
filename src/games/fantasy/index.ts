/**
 * Fantasy Fantasy Baseball (Daryl M. Andrews and J.R. Honeycutt, CSE Games): the rules core
 * as a GameModule. Draft, three months of head-to-head weeks with bench magic, the Stat
 * Track, and a best-of-seven Championship Series; 1-5 managers (solo: a Robot and a Deck).
 */
import { redact } from '../../engine/hidden';
import type { GameModule, OptionSpec } from '../../engine/types';
import { heuristic } from './bot/heuristic';
import { evaluate } from './bot/evaluate';
import { characterIds, EVENT_IDS, WIN_IDS } from './content';
import { describe } from './describe';
import { invariants } from './invariants';
import { MESSAGES } from './messages';
import { outcome } from './outcome';
import { privateDecision } from './private';
import { apply } from './rules/apply';
import { actions, prompts } from './rules/moves';
import { setupState } from './rules/setup';
import { liveOf } from './rules/live';
import type { FantasyAction, FantasyState, FantasyView } from './state';

export type { FantasyAction, FantasyState, FantasyView } from './state';

const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'events',
    kind: 'boolean',
    label: 'Event cards',
    help: 'An Event card is active each month and through the playoffs.',
    default: false,
  },
  {
    key: 'moreWins',
    kind: 'boolean',
    label: 'More Wins',
    help: 'Two Win cards a week; each character contests the one it is turned towards.',
    default: false,
    seats: [4, 5],
  },
  {
    key: 'months',
    kind: 'choice',
    label: 'Season length',
    help: 'Full Season: play 4 or 5 months.',
    default: '3',
    choices: [
      { value: '3', label: '3 months' },
      { value: '4', label: '4 months' },
      { value: '5', label: '5 months' },
    ],
  },
  {
    key: 'wildCardChoice',
    kind: 'boolean',
    label: 'Wild Card Game',
    help: 'The 2nd and 3rd teams always play a Wild Card Game.',
    default: false,
    seats: [1, 3, 4, 5],
  },
  {
    key: 'noAliens',
    kind: 'boolean',
    label: 'Remove the Aliens',
    help: 'Play without the two Aliens and their chaotic Abduct.',
    default: false,
  },
  {
    key: 'faLeftovers',
    kind: 'choice',
    label: 'Free Agents left over',
    help: 'Where the Free Agents nobody took go (the rulebook says both).',
    default: 'deck',
    choices: [
      { value: 'deck', label: 'Shuffled into the Character Deck' },
      { value: 'discard', label: 'Onto the Discard Pile' },
    ],
  },
  {
    key: 'robotPicks',
    kind: 'choice',
    label: "Robot's lineup",
    help: "Solo: who picks the Robot's characters among those sharing a stat with the Win card.",
    default: 'human',
    choices: [
      { value: 'human', label: 'You pick them' },
      { value: 'auto', label: 'At random' },
    ],
    seats: [1],
  },
];

export const fantasyModule: GameModule<FantasyState, FantasyAction, FantasyView> = {
  id: 'fantasy',
  meta: {
    id: 'fantasy',
    title: 'Fantasy Fantasy Baseball',
    credit: {
      rulebook: 'Fantasy Fantasy Baseball rulebook',
      designers: 'Daryl M. Andrews and J.R. Honeycutt',
      publisher: 'CSE Games',
    },
    minSeats: 1,
    maxSeats: 5,
    options: OPTIONS,
    rulesVersion: 1,
  },
  setup: setupState,
  prompts,
  actions,
  apply,
  view: (s, seat) => {
    const v: FantasyView = redact(s, seat);
    return { ...v, live: liveOf(v) };
  },
  outcome,
  chapter: (s) =>
    s.phase === 'draft' || s.phase === 'discard'
      ? { msg: 'fantasy.progress.draft' }
      : s.phase === 'wc' || s.phase === 'csAway' || s.phase === 'csHome' || s.phase === 'over'
        ? { msg: 'fantasy.progress.playoffs' }
        : { msg: 'fantasy.chapter.month', args: { month: s.month + 1 } },
  progress: (s) =>
    s.phase === 'draft' || s.phase === 'discard'
      ? { msg: 'fantasy.progress.draft' }
      : s.phase === 'wc' || s.phase === 'csAway' || s.phase === 'csHome'
        ? { msg: 'fantasy.progress.playoffs' }
        : { msg: 'fantasy.progress.week', args: { month: s.month + 1, week: s.week + 1 } },
  // Three pools, so a determinization never deals a Win card into a hand.
  universe: (_view, _seats, options) => ({
    '': characterIds(options.noAliens === true),
    win: WIN_IDS,
    event: options.events === true ? EVENT_IDS : [],
  }),
  determinize: ({ base, seat, rng }) => {
    if (!base.opt.moreWins) return base;
    // Orientations hidden from the seat are guessed at random.
    const mgrs = base.mgrs.map((g, m) =>
      g.orient && m !== seat
        ? {
            ...g,
            orient: g.orient.map((h) => (h.$hidden === 'all' ? h : { ...h, value: rng.int(2) })),
          }
        : g,
    );
    return { ...base, mgrs };
  },
  invariants,
  privateDecision,
  describe,
  heuristic,
  evaluate,
  messages: MESSAGES,
  translations: { fr: () => import('./messages.fr').then((m) => m.MESSAGES_FR) },
};
