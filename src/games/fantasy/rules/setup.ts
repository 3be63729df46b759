/**
 * §Setup: Team Cards, the first manager and Waiver Order, the Win and Event decks, and the
 * tiered deal (3 Rookies, 1 Pro, 1 Specialist, 1 All-Star, 1 Hall of Fame) for the Live
 * Draft. Solo: the Robot gets 3 of each tier and the human simply keeps their 7 (A13).
 */
import { hidden, zone, type Zone } from '../../../engine/hidden';
import type { Options, RulesCtx } from '../../../engine/types';
import { characterIds, charInfo, EVENT_IDS, TEAM_CARDS, WIN_IDS } from '../content';
import { TEAMS, TIERS, type CharId, type ManagerKind, type Tier, type WinId } from '../types';
import type { FantasyState, Mgr, Opts } from '../state';
import { editMgr, EVENT_POOL, mgr, who, WIN_POOL } from './zones';

/** The options as the rules use them (More Wins only with 4-5 managers). */
export function normalise(seats: number, o: Options): Opts {
  const months = Number(o.months ?? '3');
  return {
    events: o.events === true,
    moreWins: o.moreWins === true && seats >= 4,
    months: months >= 3 && months <= 5 ? months : 3,
    wcChoice: o.wildCardChoice === true,
    noAliens: o.noAliens === true,
    leftovers: o.faLeftovers === 'discard' ? 'discard' : 'deck',
    robotPicks: o.robotPicks === 'auto' ? 'auto' : 'human',
    solo: seats === 1,
  };
}

/** How many of each tier a hand gets: the Live Draft deal, and the solo Robot's. */
const DEAL: Readonly<Record<Tier, number>> = {
  rookie: 3,
  pro: 1,
  specialist: 1,
  allStar: 1,
  hallOfFame: 1,
};

/** The character ids of each tier (TIERS order) in content order: with, without the Aliens. */
const TIER_IDS: readonly (readonly CharId[][])[] = [false, true].map((noAliens) => {
  const ids = characterIds(noAliens);
  return TIERS.map((t) => ids.filter((id) => charInfo(id).tier === t));
});

/** A manager with empty zones. */
export function newMgr(kind: ManagerKind, team: Mgr['team'], m: number, moreWins: boolean): Mgr {
  const own = kind === 'seat' ? [m] : 'all';
  return {
    kind,
    team,
    hand: zone(own),
    slots: [zone(own), zone(own), zone(own), zone(own)],
    orient: moreWins
      ? [hidden(own, 0, 0), hidden(own, 0, 0), hidden(own, 0, 0), hidden(own, 0, 0)]
      : null,
    bench: zone(own),
    used: zone('all'),
    out: zone('all'),
    locked: zone('all'),
    wins: zone('all', [], WIN_POOL),
    track: [0, 0, 0, 0, 0],
  };
}

/** One Live Draft hand off the top of the tier piles (TIERS order). */
function deal(byTier: readonly CharId[][]): CharId[] {
  const hand: CharId[] = [];
  TIERS.forEach((t, i) => hand.push(...(byTier[i] as CharId[]).splice(0, DEAL[t])));
  return hand;
}

export function setupState(ctx: RulesCtx, seats: number, options: Options): FantasyState {
  const opt = normalise(seats, options);
  const rng = ctx.rng;
  const n = opt.solo ? 3 : seats;
  const kinds: ManagerKind[] = opt.solo ? ['seat', 'robot', 'deck'] : Array(n).fill('seat');
  const teams = rng.shuffle(TEAMS);
  const first = rng.int(n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) order.push((first + i) % n);
  // The characters in their five tiers, each shuffled.
  const byTier = (TIER_IDS[opt.noAliens ? 1 : 0] as CharId[][]).map((ids) => rng.shuffle(ids));
  const mgrs: Mgr[] = kinds.map((k, m) => newMgr(k, teams[m] ?? 'emberfall', m, opt.moreWins));
  const drafts: Zone<CharId>[] = [];
  for (let m = 0; m < seats; m++) drafts.push(zone([m], opt.solo ? [] : deal(byTier)));
  if (opt.solo) {
    mgrs[0] = editMgr(mgrs[0] as Mgr, { hand: zone([0], deal(byTier)) });
    const robot: CharId[] = byTier.flatMap((ids) => ids.splice(0, 3));
    mgrs[1] = editMgr(mgrs[1] as Mgr, { hand: zone('all', robot) });
  }
  // Plain loops: Array.prototype.flat and Array.from({ length }) are slow paths in V8, and
  // setup runs once per playout game.
  const left: CharId[] = [];
  for (const ids of byTier) for (const id of ids) left.push(id);
  const rest = rng.shuffle(left);
  const done: boolean[] = [];
  const bases: Zone<WinId>[] = [];
  for (let m = 0; m < n; m++) done.push(kinds[m] !== 'seat');
  for (let i = opt.moreWins ? 8 : 4; i > 0; i--) bases.push(zone('all', [], WIN_POOL));
  const s: FantasyState = {
    seats,
    n,
    opt,
    phase: opt.solo ? 'discard' : 'draft',
    month: 0,
    week: 0,
    order,
    done,
    charDeck: zone('none', rest),
    discard: zone('none'),
    pool: zone('all'),
    drawn: zone('all'),
    drafts,
    winDeck: zone('none', rng.shuffle(WIN_IDS), WIN_POOL),
    bases,
    aside: zone('all', [], WIN_POOL),
    eventDeck: zone('none', opt.events ? rng.shuffle(EVENT_IDS) : [], EVENT_POOL),
    event: zone('all', [], EVENT_POOL),
    mgrs,
    fa: null,
    wk: null,
    pending: null,
    berz: [],
    robotFor: null,
    season: null,
    po: null,
  };
  for (let m = 0; m < n; m++)
    ctx.log('fantasy.log.team', { seat: who(s, m), team: TEAM_CARDS[mgr(s, m).team].name });
  ctx.log('fantasy.log.first', { seat: who(s, order[0] ?? 0) });
  return s;
}
