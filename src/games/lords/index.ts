/**
 * Lords of Baseball v6.25 (Robert & Max Jamelli, edited by Kurt Runco): the rules core as a
 * GameModule. 2-4 owners run a club for 3, 5 or 7 years (or more); hidden hands, secret
 * money with the option, blind bids. docs/games/lords.md maps the rulebook to the code.
 */
import { redact } from '../../engine/hidden';
import type { GameModule, Options, OptionSpec, RulesCtx } from '../../engine/types';
import { evaluate } from './bot/evaluate';
import { heuristic } from './bot/heuristic';
import { proposeOffer } from './bot/trade';
import { describe } from './describe';
import { invariants } from './invariants';
import { MESSAGES } from './messages';
import { outcomeOf } from './outcome';
import { privateDecision } from './private';
import { advance, applyAction } from './rules/flow';
import { actionsOf, promptsOf } from './rules/moves';
import { OPEN_MOVES } from './rules/openMoves';
import { rollReadings } from './rules/rollStakes';
import { normaliseOpts } from './rules/setup';
import { newTable } from './rules/table';
import { RULES_VERSION, type LordsAction, type LordsState, type LordsView } from './state';
import { universe } from './universe';

export type { LordsAction, LordsState, LordsView } from './state';

/**
 * The options the flow plays: the advanced rules (11.1 extended off-season, 11.2 All-Star
 * Game) and the expansions (12.1 Extra Innings, 12.2 Legends and Superstars). The two-player
 * rules (13) always apply at two seats, as the rulebook writes them for that game.
 */
const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'years',
    kind: 'choice',
    label: 'Game length',
    help: 'Basic game 3 years, tournament 5, extra inning 7 (LoB 2.1).',
    default: '3',
    choices: [
      { value: '3', label: 'Basic (3 years)' },
      { value: '5', label: 'Tournament (5 years)' },
      { value: '7', label: 'Extra inning (7 years)' },
    ],
  },
  {
    key: 'extraSeasons',
    kind: 'choice',
    label: 'Extra seasons',
    help: 'Owners may play as many extra seasons as they want (LoB 2.1).',
    default: '0',
    choices: ['0', '1', '2', '3', '4', '5'].map((v) => ({ value: v, label: v })),
  },
  {
    key: 'hiddenMoney',
    kind: 'boolean',
    label: 'Hidden money',
    help: "Each owner's money stays secret until victory points are declared (LoB 2.3.2).",
    default: false,
  },
  {
    key: 'teamPick',
    kind: 'choice',
    label: 'Team cards',
    help: 'Chosen by each owner in seat order, or dealt at random (LoB 3.0).',
    default: 'choose',
    choices: [
      { value: 'choose', label: 'Chosen' },
      { value: 'random', label: 'Dealt at random' },
    ],
  },
  {
    key: 'promoEveryYear',
    kind: 'boolean',
    label: 'Promotional discard every year',
    help: 'The face-down OPS discard each off-season, not only the first (LoB 4.1.2).',
    default: true,
  },
  {
    key: 'extendedOffSeason',
    kind: 'boolean',
    label: 'Extended off-season',
    help: 'Off-season cards are played in rounds, one per owner each round, until every owner has passed (LoB 11.1).',
    default: false,
  },
  {
    key: 'extraInnings',
    kind: 'choice',
    label: 'Extra Innings (expansion)',
    help: 'One card, drawn face up before set-up, changes a rule for the whole table: kept all game, or shuffled back and replaced every off-season (LoB 12.1).',
    default: 'off',
    choices: [
      { value: 'off', label: 'Not used' },
      { value: 'keep', label: 'One card all game' },
      { value: 'reshuffle', label: 'A new card every off-season' },
    ],
  },
  {
    key: 'legends',
    kind: 'boolean',
    label: 'Legends and Superstars (expansion)',
    help: 'Superstar and All-Star cards, each with an extra action or an OPS bonus, one use a phase (LoB 12.2).',
    default: false,
  },
  {
    key: 'allStarGame',
    kind: 'boolean',
    label: 'All-Star Game',
    help: 'Once in the mid season each owner may send up to three stars for money, at a risk of injury (LoB 11.2).',
    default: false,
  },
  {
    key: 'csMedia',
    kind: 'choice',
    label: 'Media on the Championship Series',
    help: 'The pennant winner may raise his own roll with media, or nobody may (LoB 6.2.2).',
    default: 'winner',
    choices: [
      { value: 'winner', label: 'The pennant winner' },
      { value: 'none', label: 'Nobody' },
    ],
  },
  {
    key: 'standingTies',
    kind: 'choice',
    label: 'Owners level on wins',
    help: 'Roll off for the better place on the Tie-Breaker chart, or share the places and split their VP, rounded down (LoB 6.2.1.1, 2.1).',
    default: 'rolloff',
    choices: [
      { value: 'rolloff', label: 'Roll off' },
      { value: 'split', label: 'Split the VP' },
    ],
  },
];

/** The rules' options from the module's: the game length plus any extra seasons. */
export function rulesOptions(options: Options): ReturnType<typeof normaliseOpts> {
  const { extraSeasons, years, ...rest } = options;
  const total = Number(years ?? '3') + Number(extraSeasons ?? '0');
  return normaliseOpts({ ...rest, years: String(total) });
}

export const lordsModule: GameModule<LordsState, LordsAction, LordsView> = {
  id: 'lords',
  meta: {
    id: 'lords',
    title: 'Lords of Baseball',
    credit: {
      rulebook: 'Lords of Baseball v6.25 rulebook (edited by Kurt Runco, 2014)',
      designers: 'Robert Jamelli and Max Jamelli',
    },
    minSeats: 2,
    maxSeats: 4,
    options: OPTIONS,
    rulesVersion: RULES_VERSION,
  },
  setup: (ctx: RulesCtx, seats: number, options: Options, rulesVersion?: number) =>
    advance(newTable(ctx, seats, rulesOptions(options), rulesVersion), ctx),
  prompts: promptsOf,
  actions: actionsOf,
  // 2.5.3, 5.7.1: trade offers (any bundle), their replies and repayments are not listed
  // (docs/games/lords.md, module decisions); the board builds them and apply judges them.
  open: (a) => OPEN_MOVES.includes(a.t),
  // 2.5: a loan may be taken at any time (one a phase): no answer to a roll or cancel
  // window, so "skip players with no legal response" still skips an owner with nothing else.
  // Rules version 4: a roll preference is no answer either.
  aside: (a) => a.t === 'loan' || a.t === 'rollAsk',
  apply: applyAction,
  // The open roll's chart read at each value the seat could bring it to (issue 27).
  view: (s, seat) => {
    const readings = rollReadings(s, seat);
    return readings ? { ...redact(s, seat), readings } : redact(s, seat);
  },
  outcome: outcomeOf,
  // Decisions on public facts need no cover and no reveal (private.ts).
  privateDecision,
  progress: (s) =>
    s.step === 'over'
      ? { msg: 'lords.progress.over' }
      : s.phase === 'off'
        ? { msg: 'lords.progress.off', args: { year: s.year } }
        : { msg: `lords.progress.${s.phase}`, args: { year: s.year } },
  chapter: (s) => ({ msg: 'lords.chapter.year', args: { year: s.year } }),
  universe,
  invariants,
  describe,
  heuristic,
  // 5.7.1: a bot's own trade offers (open-ended, so not among its listed actions).
  initiative: proposeOffer,
  evaluate,
  messages: MESSAGES,
  translations: { fr: () => import('./messages.fr').then((m) => m.MESSAGES_FR) },
};
