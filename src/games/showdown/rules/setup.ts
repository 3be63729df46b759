/**
 * FULL GAME SETUP: who is home (rolled unless chosen), where each team is in its rotation
 * (the home team rolls: 1-5 first starters ... 16-20 fourth), AL or NL rules by the home
 * team's preference, and the written lineups (NL: no DH, the pitcher bats last).
 */
import { RulesError, type Options, type RulesCtx, type SeatId } from '../../../engine/types';
import { card, pitcher, teamById, TEAMS } from '../content';
import { parseTeamCached } from '../custom-team';
import { levelProblems } from '../validate';
import { RULES_VERSION, type Series, type ShowdownState, type Side } from '../state';
import type { Level, Position, Team } from '../types';
import { POSITIONS } from '../types';
import { draw, openingCards } from './cards';
import { openLineups } from './pregame';
import { EMPTY_BOX } from './box';
import type { Mutable } from '../../../engine/copy';
import { copyState } from './copy';

/** The rules level of the options (basic unless advanced or expert is chosen). */
export function levelOf(options: Options): Level {
  return options.level === 'expert' || options.level === 'advanced' ? options.level : 'basic';
}

/** Which starters pitch, from the home team's d20 (§FULL GAME SETUP). */
export function rotationSlot(roll: number): number {
  return Math.floor((roll - 1) / 5);
}

/**
 * The team a seat plays (option `team0` / `team1`; the first two teams by default). `custom`
 * reads the built team in `custom0` / `custom1` (checked by parseOptions); its id gets the
 * seat, so the same built team on both seats, or one named like a ready-made team, never clash.
 */
export function teamOf(options: Options, seat: SeatId): Team {
  const id = options[`team${seat}`];
  if (id === 'custom') {
    const parsed = parseTeamCached(String(options[`custom${seat}`] ?? ''));
    if (!parsed.ok) throw new RulesError('bad-option', 'setup', parsed.problems.join(' '));
    const [unfit] = levelProblems(parsed.team, levelOf(options));
    if (unfit) throw new RulesError(unfit.code, unfit.section, unfit.message);
    return { ...parsed.team, id: `custom${seat}:${parsed.team.id}` };
  }
  return typeof id === 'string' ? teamById(id) : (TEAMS[seat] as Team);
}

/** A team without its strategy cards: the state keeps decks only in Zones (swaps are secret). */
export function withoutDeck(t: Team): Team {
  return {
    id: t.id,
    name: t.name,
    league: t.league,
    roster: t.roster,
    rotation: t.rotation,
    lineup: t.lineup,
  };
}

/** Series play (option `series`: best of 3, 5 or 7); null for a single game. */
export function openSeries(options: Options, teams: readonly Team[], slot: number): Series | null {
  const of = Number(options.series ?? '1');
  if (!(of > 1)) return null;
  return { of, game: 1, games: [], slot, teams: teams.map(withoutDeck), arms: [[], []] };
}

/** A team's side at the first pitch. */
export function openingSide(team: Team, slot: number, dh: boolean): Side {
  const starter = team.rotation[slot] as string;
  const spots = dh ? team.lineup : team.lineup.filter((l) => l.pos !== 'DH');
  const order = spots.map((l) => l.p);
  if (!dh) order.push(starter);
  const field = POSITIONS.map((pos: Position) => {
    const spot = team.lineup.find((l) => l.pos === pos);
    if (!spot) throw new Error(`showdown: ${team.id} has nobody at ${pos}`);
    return spot.p;
  });
  const ip = pitcher(starter)?.ip ?? 0;
  return {
    team: team.id,
    name: team.name,
    roster: team.roster,
    order,
    field,
    pitcher: starter,
    dhSlot: dh ? team.lineup.findIndex((l) => l.pos === 'DH') : -1,
    pSlot: dh ? -1 : 8,
    up: 0,
    gone: [],
    pitchers: [{ id: starter, inn: 0, last: 0, r: 0, ip }],
    line: [],
    runs: 0,
    hits: 0,
    needP: false,
  };
}

function rollHome(ctx: RulesCtx, choice: unknown): SeatId {
  if (choice === '0' || choice === '1') return Number(choice);
  for (;;) {
    const a = ctx.rng.rollDie(20);
    const b = ctx.rng.rollDie(20);
    ctx.log('showdown.log.homeRoll', { seat0: 0, a, seat1: 1, b });
    if (a !== b) return a > b ? 0 : 1;
  }
}

export function setupState(
  ctx: RulesCtx,
  _seats: number,
  options: Options,
  rules = RULES_VERSION,
): ShowdownState {
  const home = rollHome(ctx, options.home);
  const teams = [teamOf(options, 0), teamOf(options, 1)];
  let slot: number;
  if (typeof options.rotation === 'string' && options.rotation !== 'roll') {
    slot = Number(options.rotation) - 1;
  } else {
    const roll = ctx.rng.rollDie(20);
    slot = rotationSlot(roll);
    ctx.log('showdown.log.rotationRoll', { seat: home, roll, n: slot + 1 });
  }
  const level = levelOf(options);
  const stops = [options.stop0 === 'every', options.stop1 === 'every'];
  return beginGame(ctx, level, teams, home, slot, openSeries(options, teams, slot), stops, rules);
}

/**
 * A game starts (the first, or the next of a series): AL or NL rules by the home team's
 * preference, the written lineups, the starters of rotation `slot`, shuffled decks and
 * the opening draws; then the managers' lineup decisions (rules/pregame.ts). `stops`: who
 * stops at every window; `rules`: the rules version (state.ts).
 */
export function beginGame(
  ctx: RulesCtx,
  level: Level,
  teams: readonly Team[],
  home: SeatId,
  slot: number,
  series: Series | null,
  stops: readonly boolean[] = [false, false],
  rules = RULES_VERSION,
): Mutable<ShowdownState> {
  const homeTeam = teams[home] as Team;
  const dh = homeTeam.league === 'AL';
  const sides = teams.map((t) => openingSide(t, slot, dh));
  sides[1 - home] = { ...(sides[1 - home] as Side), line: [0] };
  ctx.log(dh ? 'showdown.log.startAL' : 'showdown.log.startNL', {
    seatHome: home,
    home: homeTeam.name,
    seatAway: 1 - home,
    away: (teams[1 - home] as Team).name,
  });
  sides.forEach((d, seat) =>
    ctx.log('showdown.log.starter', { seat, pitcher: card(d.pitcher).name, n: slot + 1 }),
  );
  // The expert game is the advanced game with the expert rules: strategy cards too.
  const advanced = level !== 'basic';
  const g = copyState({
    level,
    home,
    dh,
    inning: 1,
    half: 0,
    outs: 0,
    bases: [null, null, null],
    sides,
    phase: 'subs',
    turn: home,
    passes: 0,
    last: null,
    called: null,
    cards: advanced ? teams.map((t, seat) => openingCards(t, seat, ctx, series !== null)) : null,
    mods: [],
    ab: null,
    series,
    stops,
    box: EMPTY_BOX,
    seriesBox: series ? EMPTY_BOX : null,
    // Absent on a version-1 game, as on the saves made then (their state hash holds).
    ...(rules >= 2 ? { rules } : {}),
  });
  // §STRATEGY CARDS: each manager draws 3, then 1 more as the visitors come to the plate.
  if (advanced) for (const seat of [home, 1 - home]) draw(g, seat, 3, ctx);
  // Both managers may change their lineups; the first pitch comes after (rules/pregame.ts).
  openLineups(g);
  return g;
}
