/**
 * `measure.ts tune [games] [rounds]`: a local search over the ready-made rosters for balance
 * at the basic and advanced levels at once (each team with its own strategy deck). Starts
 * from content/teams.ts; each round finds the best uniform shift of team strengths, then tries
 * single swaps (free agents, the team's own bench) for the team furthest from it, priced by
 * points (about 1 point of win % per 100 points), and keeps the best measured one. Prints the
 * resulting specs for gen-content.ts. Results at `games` per pairing are noisy: confirm with
 * `measure.ts balance`.
 */
import { HITTERS, PITCHERS, TEAMS } from '../../../src/games/showdown/content';
import type { LineupSpot, RosterEntry, Team } from '../../../src/games/showdown/types';
import { parallel, split } from './pool';
import { CARD, qualifies, rosterProblems, teamPoints } from './sim';
import type { Job, JobResult } from './jobs';

const LEVELS = ['basic', 'advanced'] as const;
const PAIRS: [number, number][] = [];
for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) PAIRS.push([i, j]);

/** Players the tests refer to by team: they stay where they are. */
const LOCKED = new Set([
  'h001',
  'h021',
  'h044',
  'h045',
  'h047',
  'h050',
  'h068',
  'p018',
  'p036',
  'p043',
]);
/** Players the tests name: kept off other teams. */
const NAMED = new Set([
  'p001',
  'p022',
  'h093',
  'h007',
  'h023',
  'h036',
  'h041',
  'h057',
  'h086',
  'h087',
  'h034',
]);

type Matrix = Record<string, number>;
const key = (p: [number, number], lv: string) => `${p[0]}${p[1]}${lv}`;

async function measure(teams: Team[], pairs: [number, number][], games: number): Promise<Matrix> {
  const out: Matrix = {};
  for (const level of LEVELS) {
    const schedule: [number, number, number][] = [];
    for (const [a, b] of pairs)
      for (let i = 0; i < games; i++) {
        const home = Math.floor(i / 2) % 2;
        schedule.push(i % 2 ? [b, a, home] : [a, b, home]);
      }
    const jobs: Job[] = split(schedule.length, 4).map(([from, to]) => ({
      kind: 'league',
      level,
      teams,
      games: schedule.slice(from, to),
      tag: `tune-${from}`,
      ownDecks: true,
    }));
    const sides = (await parallel<JobResult>(jobs)).flatMap((r) => r.sides);
    for (const p of pairs) {
      let w = 0;
      let n = 0;
      for (let i = 0; i < sides.length; i += 2) {
        const s0 = sides[i];
        const s1 = sides[i + 1];
        if (!s0 || !s1) continue;
        if (!((s0.team === p[0] && s1.team === p[1]) || (s0.team === p[1] && s1.team === p[0])))
          continue;
        n++;
        const winner = s0.runs > s1.runs ? s0.team : s1.team;
        if (winner === p[0]) w++;
      }
      out[key(p, level)] = (100 * w) / n;
    }
  }
  return out;
}

/** The uniform strength shifts (win %) that best centre the matrix, and the score. */
function shifts(m: Matrix): { d: number[]; score: number } {
  let best = { d: [0, 0, 0, 0], score: Infinity };
  const r: number[] = [];
  for (let x = -8; x <= 8; x += 0.5) r.push(x);
  for (const d1 of r)
    for (const d2 of r)
      for (const d3 of r) {
        const d = [0, d1, d2, d3];
        const s = score(m, d);
        if (s < best.score) best = { d, score: s };
      }
  return best;
}

function score(m: Matrix, d = [0, 0, 0, 0]): number {
  let worst = 0;
  let ss = 0;
  for (const p of PAIRS)
    for (const lv of LEVELS) {
      const x = (m[key(p, lv)] ?? 50) + (d[p[0]] ?? 0) - (d[p[1]] ?? 0) - 50;
      worst = Math.max(worst, Math.abs(x));
      ss += x * x;
    }
  return worst + 0.02 * ss;
}

function clone(t: Team): Team {
  return { ...t, roster: [...t.roster], lineup: [...t.lineup], rotation: [...t.rotation] };
}

/** Single swaps for team i whose points change is close to `want`. */
function candidates(teams: Team[], i: number, want: number, count: number): Team[] {
  const t = teams[i] as Team;
  const used = new Set(teams.flatMap((x) => x.roster.map((e) => e.p)));
  const out: { team: Team; miss: number }[] = [];
  const budget = 5000;
  const push = (team: Team, delta: number) => {
    if (teamPoints(team) > budget || rosterProblems(team).length) return;
    out.push({ team, miss: Math.abs(delta - want) });
  };
  t.lineup.forEach((spot, s) => {
    if (LOCKED.has(spot.p)) return;
    const old = CARD.get(spot.p);
    if (!old) return;
    for (const h of HITTERS) {
      if (h.id === spot.p || NAMED.has(h.id) || LOCKED.has(h.id)) continue;
      if (spot.pos !== 'DH' && !qualifies(h, spot.pos)) continue;
      const entry = t.roster.find((e) => e.p === h.id);
      if (used.has(h.id) && !(entry && !entry.backup)) continue;
      const team = clone(t);
      (team.lineup as LineupSpot[])[s] = { p: h.id, pos: spot.pos };
      if (!entry) {
        const r = team.roster.findIndex((e) => e.p === spot.p);
        (team.roster as RosterEntry[])[r] = { p: h.id };
      }
      push(team, h.points - old.points);
    }
  });
  t.roster.forEach((e, r) => {
    const old = CARD.get(e.p);
    if (old?.kind !== 'pitcher' || LOCKED.has(e.p)) return;
    for (const p of PITCHERS) {
      if (used.has(p.id) || NAMED.has(p.id)) continue;
      if ((p.role === 'starter') !== (old.role === 'starter')) continue;
      const team = clone(t);
      (team.roster as RosterEntry[])[r] = { p: p.id };
      const k = team.rotation.indexOf(e.p);
      if (k >= 0) (team.rotation as string[])[k] = p.id;
      push(team, p.points - old.points);
    }
  });
  out.sort((a, b) => a.miss - b.miss);
  return out.slice(0, count).map((x) => x.team);
}

const describe = (a: Team, b: Team) =>
  a.roster
    .filter((e) => !b.roster.some((f) => f.p === e.p))
    .map((e) => e.p)
    .join(',') +
  ' -> ' +
  b.roster
    .filter((e) => !a.roster.some((f) => f.p === e.p))
    .map((e) => e.p)
    .join(',') +
  (a.lineup.map((l) => l.p).join() !== b.lineup.map((l) => l.p).join() ? ' (lineup)' : '');

export async function tune(games: number, rounds: number): Promise<void> {
  let teams = TEAMS.slice(0, 4).map(clone);
  let m = await measure(teams, PAIRS, games);
  console.log(`start: score ${score(m).toFixed(2)}`, fmt(m));
  for (let round = 0; round < rounds; round++) {
    const { d } = shifts(m);
    const mean = d.reduce((a, x) => a + x, 0) / 4;
    // The team whose wanted shift is furthest from the others', in points (~100 a win %).
    const order = [0, 1, 2, 3].sort(
      (a, b) => Math.abs((d[b] ?? 0) - mean) - Math.abs((d[a] ?? 0) - mean),
    );
    let improved = false;
    for (const i of order.slice(0, 2)) {
      const want = 100 * ((d[i] ?? 0) - mean);
      const pairs = PAIRS.filter((p) => p.includes(i));
      let best: { teams: Team[]; m: Matrix; s: number } | null = null;
      for (const c of candidates(teams, i, want, 6)) {
        const next = teams.map((t, k) => (k === i ? c : t));
        const mm = { ...m, ...(await measure(next, pairs, games)) };
        const s = score(mm);
        if (!best || s < best.s) best = { teams: next, m: mm, s };
      }
      if (best && best.s < score(m)) {
        console.log(
          `round ${round}: ${teams[i]?.id} wants ${want.toFixed(0)} points: ${describe(teams[i] as Team, best.teams[i] as Team)}; score ${best.s.toFixed(2)}`,
          fmt(best.m),
        );
        teams = best.teams;
        m = best.m;
        improved = true;
        break;
      }
    }
    if (!improved) break;
  }
  for (const t of teams)
    console.log(
      JSON.stringify({
        id: t.id,
        lineup: t.lineup.map((l) => `${l.p}:${l.pos}`).join(' '),
        rotation: t.rotation.join(' '),
        roster: t.roster.map((e) => (e.backup ? `${e.p}*` : e.p)).join(' '),
        points: teamPoints(t),
      }),
    );
}

function fmt(m: Matrix): string {
  return LEVELS.map(
    (lv) => `${lv}: ${PAIRS.map((p) => (m[key(p, lv)] ?? 0).toFixed(1)).join(' ')}`,
  ).join(' | ');
}
