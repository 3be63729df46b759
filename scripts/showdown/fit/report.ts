/**
 * `measure.ts predict | balance | seats`: how well points predict runs (random legal
 * teams), the ready-made teams against each other, and the home-field and seat effects.
 */
import { playGame } from '../../../src/engine/play';
import { showdownModule } from '../../../src/games/showdown';
import { TEAMS } from '../../../src/games/showdown/content';
import type { Team } from '../../../src/games/showdown/types';
import { runLeague } from './fit';
import { parallel, split } from './pool';
import {
  hittingPoints,
  pitchingPoints,
  randomTeam,
  rngOf,
  rosterProblems,
  teamPoints,
  type Level,
} from './sim';
import { corr, mean, ols, wilson } from './stats';
import type { Job, JobResult } from './jobs';

const f = (x: number, d = 2) => x.toFixed(d);

/** Linear fit of y on x: R², slope per 100 points, correlation. */
function line(xs: number[], ys: number[], unit = 'runs'): string {
  const r = ols(
    xs.map((x) => [1, x / 100]),
    ys,
  );
  return `r ${f(corr(xs, ys))}, R² ${f(r.r2)}, ${f(r.coef[1] ?? 0, 3)} ± ${f(r.se[1] ?? 0, 3)} ${unit} per 100 points`;
}

export async function predict(games: number, level: Level): Promise<void> {
  const t0 = performance.now();
  const rng = rngOf(`predict-${level}`);
  const T = 200;
  const teams: Team[] = Array.from({ length: T }, (_, i) =>
    randomTeam(rng, `t${i}`, { budget: 3500 + rng.int(1501) }),
  );
  const bad = teams.filter((t) => rosterProblems(t).length);
  if (bad.length) throw new Error(`illegal random teams: ${rosterProblems(bad[0] as Team).join()}`);
  const schedule: [number, number, number][] = [];
  for (let i = 0; i < games; i++) {
    const a = i % T;
    const b = (a + 1 + rng.int(T - 1)) % T;
    schedule.push([a, b, (i / T) % 2 < 1 ? 0 : 1]);
  }
  const { sides } = await runLeague(teams, schedule, level, `predict-${level}`);
  const hp = teams.map(hittingPoints);
  const pp = teams.map(pitchingPoints);
  const tp = teams.map(teamPoints);
  const scored = teams.map((_, i) => mean(sides.filter((s) => s.team === i).map((s) => s.runs)));
  const allowed = teams.map((_, i) => mean(sides.filter((s) => s.opp === i).map((s) => s.runs)));
  const wins = teams.map(() => 0);
  const played = teams.map(() => 0);
  for (let i = 0; i < sides.length; i += 2) {
    const [a, b] = [sides[i], sides[i + 1]];
    if (!a || !b) continue;
    played[a.team] = (played[a.team] ?? 0) + 1;
    played[b.team] = (played[b.team] ?? 0) + 1;
    const w = a.runs > b.runs ? a.team : b.team;
    wins[w] = (wins[w] ?? 0) + 1;
  }
  const winPct = wins.map((w, i) => (100 * w) / (played[i] || 1));
  const diff = scored.map((s, i) => s - (allowed[i] ?? 0));
  console.log(
    `predict: ${games} games at the ${level} level, ${T} random legal teams (${f(Math.min(...tp), 0)}-${f(Math.max(...tp), 0)} points), about ${f((2 * games) / T, 0)} games each (${f((performance.now() - t0) / 1000, 0)} s)`,
  );
  console.log(`  runs per team game ${f(mean(sides.map((s) => s.runs)))}`);
  console.log(`  team runs scored per game ~ its 9 regulars' points: ${line(hp, scored)}`);
  console.log(`  team runs allowed per game ~ its pitchers' points: ${line(pp, allowed)}`);
  console.log(`  team run difference per game ~ its total points: ${line(tp, diff)}`);
  console.log(
    `  team run difference ~ hitting and pitching points: ${(() => {
      const r = ols(
        hp.map((h, i) => [1, h / 100, (pp[i] ?? 0) / 100]),
        diff,
      );
      return `R² ${f(r.r2)}, ${f(r.coef[1] ?? 0, 3)} per 100 hitting points, ${f(r.coef[2] ?? 0, 3)} per 100 pitching points`;
    })()}`,
  );
  console.log(`  team winning percentage ~ total points: ${line(tp, winPct, 'points of win %')}`);
  // Game by game: a side's runs against its regulars' points and the opposing pitchers' points.
  const g = ols(
    sides.map((s) => [1, (hp[s.team] ?? 0) / 100, (pp[s.opp] ?? 0) / 100]),
    sides.map((s) => s.runs),
  );
  console.log(
    `  single games: a side's runs ~ its regulars' points + the opposing pitchers' points: R² ${f(g.r2, 3)} (one game is mostly dice), ${f(g.coef[1] ?? 0, 3)} and ${f(g.coef[2] ?? 0, 3)} runs per 100 points`,
  );
}

export interface Pairing {
  a: string;
  b: string;
  n: number;
  aWins: number;
  homeWins: number;
  seat0Wins: number;
  runsA: number;
  runsB: number;
}

/** Games between ready-made teams: seats and home both swapped evenly. */
export async function playPairings(
  pairs: [string, string][],
  games: number,
  level: Level,
): Promise<Pairing[]> {
  const all: [string, string, 0 | 1, string][] = [];
  for (const [a, b] of pairs)
    for (let i = 0; i < games; i++) {
      const swap = i % 2 === 1;
      const home = (Math.floor(i / 2) % 2) as 0 | 1;
      all.push(swap ? [b, a, home, `bal-${a}-${b}-${i}`] : [a, b, home, `bal-${a}-${b}-${i}`]);
    }
  const jobs: Job[] = split(all.length, 8).map(([from, to]) => ({
    kind: 'teams',
    level,
    games: all.slice(from, to),
  }));
  const results = await parallel<JobResult>(jobs);
  const sides = results.flatMap((r) => r.sides);
  return pairs.map(([a, b]) => {
    const p: Pairing = { a, b, n: 0, aWins: 0, homeWins: 0, seat0Wins: 0, runsA: 0, runsB: 0 };
    all.forEach(([t0, t1, home], i) => {
      if (!((t0 === a && t1 === b) || (t0 === b && t1 === a))) return;
      const s0 = sides[2 * i];
      const s1 = sides[2 * i + 1];
      if (!s0 || !s1) return;
      const winner = s0.runs > s1.runs ? 0 : 1;
      const aSeat = t0 === a ? 0 : 1;
      p.n++;
      if (winner === aSeat) p.aWins++;
      if (winner === home) p.homeWins++;
      if (winner === 0) p.seat0Wins++;
      p.runsA += aSeat === 0 ? s0.runs : s1.runs;
      p.runsB += aSeat === 0 ? s1.runs : s0.runs;
    });
    return p;
  });
}

export async function balance(games: number, level: Level): Promise<void> {
  const t0 = performance.now();
  const ids = TEAMS.slice(0, 4).map((t) => t.id);
  const pairs: [string, string][] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) pairs.push([ids[i] as string, ids[j] as string]);
  const res = await playPairings(pairs, games, level);
  console.log(
    `balance: ${games} games per pairing at the ${level} level, heuristic bots on both sides, seats and home swapped evenly (${f((performance.now() - t0) / 1000, 0)} s)`,
  );
  for (const t of TEAMS.slice(0, 4))
    console.log(
      `  ${t.name} (${t.league}): ${teamPoints(t)} points (${hittingPoints(t)} regulars, ${pitchingPoints(t)} pitchers)${rosterProblems(t).length ? ` ILLEGAL ${rosterProblems(t).join()}` : ''}`,
    );
  console.log('  | team A | team B | A wins | 95% interval | runs A-B | home wins |');
  for (const p of res) {
    const [lo, hi] = wilson(p.aWins, p.n);
    console.log(
      `  | ${p.a} | ${p.b} | ${f((100 * p.aWins) / p.n, 1)}% | ${f(lo, 1)}-${f(hi, 1)}% | ${f(p.runsA / p.n)}-${f(p.runsB / p.n)} | ${f((100 * p.homeWins) / p.n, 1)}% |`,
    );
  }
  for (const id of ids) {
    let w = 0;
    let n = 0;
    for (const p of res) {
      if (p.a === id) [w, n] = [w + p.aWins, n + p.n];
      if (p.b === id) [w, n] = [w + p.n - p.aWins, n + p.n];
    }
    const [lo, hi] = wilson(w, n);
    console.log(`  ${id}: ${f((100 * w) / n, 1)}% of ${n} (${f(lo, 1)}-${f(hi, 1)}%)`);
  }
  const n = res.reduce((a, p) => a + p.n, 0);
  const home = res.reduce((a, p) => a + p.homeWins, 0);
  const seat0 = res.reduce((a, p) => a + p.seat0Wins, 0);
  const [hl, hh] = wilson(home, n);
  const [sl, sh] = wilson(seat0, n);
  console.log(
    `  home team wins ${f((100 * home) / n, 1)}% (${f(hl, 1)}-${f(hh, 1)}%); seat 1 (first manager) wins ${f((100 * seat0) / n, 1)}% (${f(sl, 1)}-${f(sh, 1)}%) of ${n}`,
  );
}

/** Heuristic against random with the default teams: the win rate by seat, home and team. */
export async function seats(games: number, level: Level): Promise<void> {
  const rows: { h: number; home: number; win: boolean }[] = [];
  for (let i = 0; i < games; i++) {
    const h = i % 2;
    const r = playGame(showdownModule, {
      seed: `hv-${i}`,
      seats: 2,
      options: { level },
      bots: [0, 1].map((s) => ({ kind: s === h ? 'heuristic' : 'random' })),
      checkInvariants: false,
    });
    const g = r.table.g as { home: number };
    rows.push({ h, home: g.home, win: r.outcome?.rank[h] === 1 });
  }
  const pct = (xs: { win: boolean }[]) => {
    const w = xs.filter((x) => x.win).length;
    const [lo, hi] = wilson(w, xs.length);
    return `${f((100 * w) / xs.length, 1)}% of ${xs.length} (${f(lo, 1)}-${f(hi, 1)}%)`;
  };
  console.log(
    `heuristic vs random, default teams (seat 1 ${TEAMS[0]?.id}, seat 2 ${TEAMS[1]?.id}), ${level}:`,
  );
  console.log(`  heuristic wins ${pct(rows)}`);
  console.log(`  heuristic in seat 1: ${pct(rows.filter((r) => r.h === 0))}`);
  console.log(`  heuristic in seat 2: ${pct(rows.filter((r) => r.h === 1))}`);
  console.log(`  heuristic at home: ${pct(rows.filter((r) => r.home === r.h))}`);
  console.log(`  heuristic away: ${pct(rows.filter((r) => r.home !== r.h))}`);
  // Heuristic against heuristic, the same team on both sides: only home and seat differ.
  const mirror = TEAMS[0]?.id ?? '';
  const res = await playPairings([[mirror, mirror]], games, level);
  const p = res[0] as Pairing;
  const [hl, hh] = wilson(p.homeWins, p.n);
  const [sl, sh] = wilson(p.seat0Wins, p.n);
  console.log(
    `heuristic vs heuristic, ${mirror} against itself: home wins ${f((100 * p.homeWins) / p.n, 1)}% (${f(hl, 1)}-${f(hh, 1)}%), seat 1 wins ${f((100 * p.seat0Wins) / p.n, 1)}% (${f(sl, 1)}-${f(sh, 1)}%) of ${p.n}`,
  );
}

/**
 * The strategy decks alone: one roster on both sides, each playing a different ready-made
 * team's deck (advanced level), seats and home swapped evenly.
 */
export async function decks(games: number, level: Level, rosterOf = 'granites'): Promise<void> {
  const t0 = performance.now();
  const roster = TEAMS.find((t) => t.id === rosterOf) as Team;
  const all: [number, number, 0 | 1, string][] = [];
  const pairs: [number, number][] = [];
  for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) pairs.push([i, j]);
  for (const [a, b] of pairs)
    for (let k = 0; k < games; k++) {
      const home = (Math.floor(k / 2) % 2) as 0 | 1;
      all.push(k % 2 ? [b, a, home, `deck-${a}-${b}-${k}`] : [a, b, home, `deck-${a}-${b}-${k}`]);
    }
  const jobs: Job[] = split(all.length, 8).map(([from, to]) => ({
    kind: 'decks',
    level,
    roster,
    games: all.slice(from, to),
  }));
  const sides = (await parallel<JobResult>(jobs)).flatMap((r) => r.sides);
  console.log(
    `decks: ${games} games per pair of decks at the ${level} level, the ${rosterOf} roster on both sides (${f((performance.now() - t0) / 1000, 0)} s)`,
  );
  const wins = [0, 0, 0, 0];
  const played = [0, 0, 0, 0];
  for (const [a, b] of pairs) {
    let w = 0;
    let n = 0;
    all.forEach(([d0, d1], i) => {
      if (!((d0 === a && d1 === b) || (d0 === b && d1 === a))) return;
      const s0 = sides[2 * i];
      const s1 = sides[2 * i + 1];
      if (!s0 || !s1) return;
      const winner = s0.runs > s1.runs ? d0 : d1;
      n++;
      if (winner === a) w++;
    });
    wins[a] = (wins[a] ?? 0) + w;
    wins[b] = (wins[b] ?? 0) + n - w;
    played[a] = (played[a] ?? 0) + n;
    played[b] = (played[b] ?? 0) + n;
    const [lo, hi] = wilson(w, n);
    console.log(
      `  deck of ${TEAMS[a]?.id} vs deck of ${TEAMS[b]?.id}: ${f((100 * w) / n, 1)}% (${f(lo, 1)}-${f(hi, 1)}%)`,
    );
  }
  wins.forEach((w, i) => {
    const [lo, hi] = wilson(w, played[i] ?? 1);
    console.log(
      `  deck of ${TEAMS[i]?.id}: ${f((100 * w) / (played[i] ?? 1), 1)}% of ${played[i]} (${f(lo, 1)}-${f(hi, 1)}%)`,
    );
  });
}
