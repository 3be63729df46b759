/**
 * Simulation helpers for fitting and checking point values (measure.ts fit / predict /
 * balance): random legal rosters drawn from the card pool, games between any two rosters
 * with heuristic bots on both sides, and a record of every plate appearance.
 */
import { playGame } from '../../../src/engine/play';
import { makeRng, parseSeed, type Rng } from '../../../src/engine/rng';
import { showdownModule } from '../../../src/games/showdown';
import { HITTERS, PITCHERS, TEAMS } from '../../../src/games/showdown/content';
import { hitterStrength } from '../../../src/games/showdown/content/strength';
import type { ShowdownState } from '../../../src/games/showdown/state';
import { validateTeam } from '../../../src/games/showdown/validate';
import {
  POSITIONS,
  type HitterCard,
  type LineupSpot,
  type PitcherCard,
  type PitcherRole,
  type Position,
  type RosterEntry,
  type Team,
} from '../../../src/games/showdown/types';

export type Level = 'basic' | 'advanced' | 'expert';

export const CARD = new Map<string, HitterCard | PitcherCard>(
  [...HITTERS, ...PITCHERS].map((c) => [c.id, c]),
);

export const qualifies = (h: HitterCard, pos: Position): boolean =>
  h.slots.some((s) => s.pos === pos || (s.pos === 'OF' && ['LF', 'CF', 'RF'].includes(pos)));

/** Team cost with backups at one fifth. */
export function teamPoints(t: Pick<Team, 'roster'>): number {
  return t.roster.reduce((a, e) => {
    const c = CARD.get(e.p);
    return a + (c ? (e.backup ? c.points / 5 : c.points) : 0);
  }, 0);
}

/** Points of the 9 written regulars (what scores runs). */
export function hittingPoints(t: Team): number {
  return t.lineup.reduce((a, l) => a + (CARD.get(l.p)?.points ?? 0), 0);
}

/** Points of the starters and the bullpen (what prevents runs). */
export function pitchingPoints(t: Team): number {
  return t.roster.reduce((a, e) => {
    const c = CARD.get(e.p);
    return a + (c?.kind === 'pitcher' ? c.points : 0);
  }, 0);
}

/** Batting order by strength, best first (the rulebook's quick system orders by points). */
export function orderLineup(lineup: LineupSpot[]): LineupSpot[] {
  const s = (p: string) => hitterStrength(CARD.get(p) as HitterCard);
  return [...lineup].sort((a, b) => s(b.p) - s(a.p));
}

export interface RandomTeamOptions {
  /** Keep the team at or under this many points (backups at one fifth); none: any cost. */
  budget?: number;
  league?: 'AL' | 'NL';
}

/**
 * A random team shaped like the ready-made ones: 8 fielders and a DH, 2 bench hitters and
 * 2 backups, 4 starters, a closer and 2 relievers. With a budget, dear players are swapped
 * for random cheaper ones until it fits (legal under validateTeam).
 */
export function randomTeam(rng: Rng, id: string, o: RandomTeamOptions = {}): Team {
  const used = new Set<string>();
  const pickH = (ok: (h: HitterCard) => boolean): HitterCard => {
    const h = rng.pick(HITTERS.filter((x) => !used.has(x.id) && ok(x)));
    used.add(h.id);
    return h;
  };
  const pickP = (role: PitcherRole): PitcherCard => {
    const p = rng.pick(PITCHERS.filter((x) => !used.has(x.id) && x.role === role));
    used.add(p.id);
    return p;
  };
  const order = [...POSITIONS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j] as Position, order[i] as Position];
  }
  const lineup: LineupSpot[] = order.map((pos) => ({ p: pickH((h) => qualifies(h, pos)).id, pos }));
  lineup.push({ p: pickH(() => true).id, pos: 'DH' });
  const rotation = [0, 1, 2, 3].map(() => pickP('starter').id);
  const pen = [pickP('closer').id, pickP('reliever').id, pickP('reliever').id];
  const fielder = (h: HitterCard) => h.slots.some((s) => s.pos !== '-');
  const bench = [pickH(fielder).id, pickH(fielder).id];
  const backups = [pickH(() => true).id, pickH(() => true).id];
  const roster: RosterEntry[] = [
    ...lineup.map((l) => ({ p: l.p })),
    ...rotation.map((p) => ({ p })),
    ...pen.map((p) => ({ p })),
    ...bench.map((p) => ({ p })),
    ...backups.map((p) => ({ p, backup: true })),
  ];
  const team: Team = {
    id,
    name: id,
    league: o.league ?? (rng.int(2) ? 'AL' : 'NL'),
    roster,
    rotation,
    lineup,
  };
  if (o.budget !== undefined) trimTo(rng, team, o.budget, used);
  return { ...team, lineup: orderLineup(team.lineup as LineupSpot[]) };
}

/** Swaps random players for random cheaper free ones of the same kind until the team fits. */
function trimTo(rng: Rng, team: Team, budget: number, used: Set<string>): void {
  const roster = team.roster as RosterEntry[];
  const lineup = team.lineup as LineupSpot[];
  const rotation = team.rotation as string[];
  for (let guard = 0; teamPoints(team) > budget; guard++) {
    if (guard > 500) throw new Error('cannot fit the budget');
    const i = rng.int(roster.length);
    const e = roster[i] as RosterEntry;
    const old = CARD.get(e.p) as HitterCard | PitcherCard;
    const spot = lineup.findIndex((l) => l.p === e.p);
    const pos = spot >= 0 ? (lineup[spot] as LineupSpot).pos : null;
    const pool = [...HITTERS, ...PITCHERS].filter(
      (c) =>
        !used.has(c.id) &&
        c.points < old.points &&
        c.kind === old.kind &&
        (c.kind === 'pitcher'
          ? c.role === (old as PitcherCard).role
          : pos === null
            ? e.backup || c.slots.some((s) => s.pos !== '-')
            : pos === 'DH' || qualifies(c, pos)),
    );
    if (!pool.length) continue;
    const next = rng.pick(pool);
    used.delete(old.id);
    used.add(next.id);
    roster[i] = e.backup ? { p: next.id, backup: true } : { p: next.id };
    if (spot >= 0) lineup[spot] = { p: next.id, pos: pos as LineupSpot['pos'] };
    const r = rotation.indexOf(old.id);
    if (r >= 0) rotation[r] = next.id;
  }
}

/** Problems validateTeam finds in a roster (decks aside). */
export function rosterProblems(t: Team): string[] {
  return validateTeam({ ...t, deck: undefined, sideboard: undefined }).map((p) => p.code);
}

export interface PA {
  /** Batting seat. */
  s: number;
  inn: number;
  b: string;
  p: string;
  r: string;
  runs: number;
}

export interface GameRecord {
  home: number;
  dh: boolean;
  runs: [number, number];
  /** Innings each pitcher of each seat pitched and runs charged to him. */
  pitchers: { id: string; inn: number; r: number }[][];
  pas: PA[];
}

/**
 * One game between two rosters, heuristic bots on both sides: the rosters are put in the
 * place of two ready-made teams for the game (the first two unless `decks` names others;
 * those teams' strategy decks are kept), then the teams are restored.
 */
export function playRosters(
  a: Team,
  b: Team,
  seed: string,
  level: Level,
  home: 0 | 1,
  keepPas = true,
  decks: [number, number] = [0, 1],
): GameRecord {
  const slots = [TEAMS[decks[0]] as Team, TEAMS[decks[1]] as Team];
  const saved = slots.map((t) => ({ ...t }));
  const put = (t: Team, x: Team) =>
    Object.assign(t as object, {
      roster: x.roster,
      lineup: x.lineup,
      rotation: x.rotation,
      league: x.league,
    });
  put(slots[0] as Team, a);
  put(slots[1] as Team, b);
  try {
    return playTeams(
      { team0: (slots[0] as Team).id, team1: (slots[1] as Team).id },
      seed,
      level,
      home,
      keepPas,
    );
  } finally {
    slots.forEach((t, i) => Object.assign(t as object, saved[i]));
  }
}

/** One game between two ready-made teams (by id), heuristic bots on both sides. */
export function playTeams(
  teams: { team0: string; team1: string },
  seed: string,
  level: Level,
  home: 0 | 1 | null,
  keepPas = true,
): GameRecord {
  const pas: PA[] = [];
  const options: Record<string, string> = { level, ...teams };
  if (home !== null) options.home = String(home);
  const r = playGame(showdownModule, {
    seed,
    seats: 2,
    options,
    bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }],
    checkInvariants: false,
    onMove: keepPas
      ? (before, _seat, _action, after) => {
          const g0 = before.g as ShowdownState;
          const g1 = after.g as ShowdownState;
          const last = g1.last;
          if (last && last !== g0.last)
            pas.push({
              s: g0.half === 0 ? 1 - g0.home : g0.home,
              inn: g0.inning,
              b: last.batter,
              p: last.pitcher,
              r: last.result,
              runs: last.runs,
            });
        }
      : undefined,
  });
  if (r.error || !r.outcome) throw new Error(`${seed}: ${r.error ?? 'no outcome'}`);
  const g = r.table.g as ShowdownState;
  return {
    home: g.home,
    dh: g.dh,
    runs: [g.sides[0]?.runs ?? 0, g.sides[1]?.runs ?? 0],
    pitchers: g.sides.map((s) => s.pitchers.map((l) => ({ id: l.id, inn: l.inn, r: l.r }))),
    pas,
  };
}

export const rngOf = (seed: string): Rng => makeRng(parseSeed(seed));
