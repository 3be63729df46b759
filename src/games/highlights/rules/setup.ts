/** MISE EN PLACE: teams shuffled into Lineups, the Free Agent deck and its Buy Row, the AI. */
import { zone } from '../../../engine/hidden';
import { must, type Options, type RulesCtx } from '../../../engine/types';
import { freeAgentIds, TEAM_CARDS } from '../content';
import type { HlOptions, HlState, Side } from '../state';
import { EXPANSIONS, TEAMS, type Expansion, type TeamId } from '../types';
import { checks } from './apply';
import { planOf, startMatch } from './match';

/** The pool of a seat's cards (determinization deals a seat's hidden cards from its own). */
export const poolOf = (seat: number): string => `p${seat}`;
/** The Free Agent cards' pool: the deck, the Buy Row and the solo AI's cards. */
export const FA_POOL = 'fa';

/** The match's options read from the module's. */
export function readOptions(seats: number, o: Options): HlOptions {
  const mode =
    seats === 1
      ? 'solo'
      : seats === 3
        ? 'hotPepper'
        : o.variant === 'short' || o.variant === 'long'
          ? o.variant
          : 'standard';
  return {
    mode,
    buyRounds: Number(o.buyRounds ?? 2),
    exhibition: o.hotPepperStart !== 'buy',
    expansions: EXPANSIONS.filter((e) => o[e] === true),
  };
}

const isTeam = (v: unknown): v is TeamId => TEAMS.some((t) => t === v);
const DEFAULT_TEAMS: readonly TeamId[] = ['gulls', 'foundry', 'comets'];

function sideFor(seat: number | null, team: TeamId | null, lineup: string[]): Side {
  const pool = seat === null ? FA_POOL : poolOf(seat);
  const mine = seat === null ? 'none' : [seat];
  return {
    seat,
    team,
    lineup:
      seat === null ? zone('none', lineup, pool) : { ...zone('none', lineup, pool), $set: [seat] },
    hand: zone(mine, [], pool),
    onDeck: zone(mine, [], pool),
    inPlay: zone('all', [], pool),
    dugout: zone('all', [], pool),
    minors: zone('all', [], pool),
    out: zone('all', [], pool),
    pick: zone(mine, [], pool),
    roster: seat === null ? [] : [...lineup].sort(),
    runs: 0,
    bases: [null, null, null],
    threat: null,
    tally: { placed: 0, crossed: 0, removed: 0 },
    played: 0,
    nextHits: [],
    nextIfNatural: [],
    boost: [],
    mods: [],
    prep: 'ready',
  };
}

export function setupState(ctx: RulesCtx, seats: number, options: Options): HlState {
  const opt = readOptions(seats, options);
  const teams = Array.from({ length: seats }, (_, k) => {
    const t = options[`team${k + 1}`];
    return isTeam(t) ? t : (DEFAULT_TEAMS[k] as TeamId);
  });
  must(
    new Set(teams).size === teams.length,
    'same-team',
    '§MISE EN PLACE',
    'each player takes a different starting team',
  );
  let fa = ctx.rng.shuffle(freeAgentIds(opt.expansions as Expansion[]));
  const sides = teams.map((t, k) => sideFor(k, t, ctx.rng.shuffle(TEAM_CARDS[t])));
  if (opt.mode === 'solo') {
    // Jeu Solitaire: 15 Free Agents dealt face down to the AI; it is always the Home Team.
    sides.push(sideFor(null, null, fa.slice(0, 15)));
    fa = fa.slice(15);
  }
  const s: HlState = {
    seats,
    opt,
    phase: 'prep',
    sides,
    fa: zone('none', fa.slice(6), FA_POOL),
    row: zone('all', fa.slice(0, 6), FA_POOL),
    match: {
      plan: [],
      at: 0,
      played: 0,
      wins: sides.map(() => 0),
      seasonWins: sides.map(() => 0),
      leader: 0,
      firstHome: 0,
      points: sides.map(() => 0),
      seasonPoints: sides.map(() => 0),
      order: sides.map((_, i) => i),
      pair: [0, 1],
      champion: -1,
    },
    game: {
      players: [],
      home: -1,
      seq: [],
      at: 0,
      step: 'done',
      then: 'turn',
      extra: 0,
      card: '',
      opp: null,
      winner: -1,
    },
    pending: null,
    buy: null,
    results: [],
  };
  s.match.plan = planOf(opt);
  startMatch(s, ctx);
  checks(s, ctx);
  return s;
}
