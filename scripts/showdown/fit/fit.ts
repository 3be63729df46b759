/**
 * `measure.ts fit [games] [level]`: fits the run values behind the strength formula from
 * simulated games between random rosters (every card of the pool plays), heuristic bots on
 * both sides. Prints the linear weights of each result (runs per half-inning regressed on
 * result counts), the plate appearances a pitcher of each role and IP faces per team game
 * (starters pitch one game in four), the average opponents, and how well the formula in
 * content/strength.ts predicts the runs of every side-game.
 */
import { CHART_CODES, type HitterCard, type PitcherCard } from '../../../src/games/showdown/types';
import {
  chartValue,
  hitterStrength,
  pitcherStrength,
  pitcherUsage,
} from '../../../src/games/showdown/content/strength';
import { fieldingIn } from '../../../src/games/showdown/content';
import { parallel, split } from './pool';
import { CARD, randomTeam, rngOf, type Level } from './sim';
import { ols, solve } from './stats';
import { RESULTS, type Job, type JobResult, type SideGame } from './jobs';

export async function runLeague(
  teams: ReturnType<typeof randomTeam>[],
  schedule: [number, number, number][],
  level: Level,
  tag: string,
): Promise<JobResult> {
  const parts = split(schedule.length, 8);
  const jobs: Job[] = parts.map(([from, to]) => ({
    kind: 'league',
    level,
    teams,
    games: schedule.slice(from, to),
    tag: `${tag}-${from}`,
  }));
  const results = await parallel<JobResult>(jobs);
  const all: JobResult = {
    sides: [],
    half: { xtx: [], xty: [], yy: 0, n: 0 },
  };
  for (const r of results) {
    all.sides.push(...r.sides);
    if (!all.half.xtx.length) all.half = r.half;
    else {
      r.half.xtx.forEach((row, i) =>
        row.forEach((v, j) => ((all.half.xtx[i] as number[])[j] = (all.half.xtx[i]?.[j] ?? 0) + v)),
      );
      r.half.xty.forEach((v, i) => (all.half.xty[i] = (all.half.xty[i] ?? 0) + v));
      all.half.yy += r.half.yy;
      all.half.n += r.half.n;
    }
  }
  return all;
}

const f3 = (x: number) => x.toFixed(3);

export async function fit(games: number, level: Level): Promise<void> {
  const t0 = performance.now();
  const rng = rngOf(`fit-${level}`);
  const T = 160;
  const teams = Array.from({ length: T }, (_, i) => randomTeam(rng, `r${i}`));
  const schedule: [number, number, number][] = [];
  for (let i = 0; i < games; i++) {
    const a = rng.int(T);
    const b = (a + 1 + rng.int(T - 1)) % T;
    schedule.push([a, b, i % 2]);
  }
  const { sides, half } = await runLeague(teams, schedule, level, `fit-${level}`);
  console.log(
    `fit: ${games} games at the ${level} level between ${T} random rosters (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );

  // 1. Linear weights: runs of a half-inning (innings 1-8) on its result counts.
  const w = solve(half.xtx, half.xty);
  console.log(
    `linear weights (runs over an out, ${half.n} half-innings): ` +
      RESULTS.map((r, i) => `${r} ${f3(w[i + 1] ?? 0)}`).join(', ') +
      `; intercept ${f3(w[0] ?? 0)}`,
  );
  const value = Object.fromEntries(RESULTS.map((r, i) => [r, w[i + 1] ?? 0]));
  const cv = (chart: string) =>
    [...chart].reduce((a, c) => a + (value[CHART_CODES[c] ?? 'SO'] ?? 0), 0) / 20;

  // 2. Usage: plate appearances per team game for each pitcher (and hitters).
  const gamesOf = new Map<number, number>();
  for (const s of sides) gamesOf.set(s.opp, (gamesOf.get(s.opp) ?? 0) + 1);
  const faced = new Map<string, number>();
  const teamGames = new Map<string, number>();
  for (const s of sides) for (const [p, n] of s.pit) faced.set(p, (faced.get(p) ?? 0) + n);
  teams.forEach((t, i) => {
    for (const e of t.roster) teamGames.set(e.p, (teamGames.get(e.p) ?? 0) + (gamesOf.get(i) ?? 0));
  });
  const byClass = new Map<string, number[]>();
  for (const [id, g] of teamGames) {
    const c = CARD.get(id);
    if (c?.kind !== 'pitcher' || !g) continue;
    const key = `${c.role} IP ${c.ip}`;
    const list = byClass.get(key) ?? [];
    list.push((faced.get(id) ?? 0) / g);
    byClass.set(key, list);
  }
  console.log('plate appearances faced per team game (simulated; formula):');
  for (const [key, list] of [...byClass].sort()) {
    const [role, , ip] = key.split(' ');
    const m = list.reduce((a, v) => a + v, 0) / list.length;
    console.log(
      `  ${key}: ${m.toFixed(2)} (${list.length} cards); formula ${pitcherUsage(role as PitcherCard['role'], Number(ip)).toFixed(2)}`,
    );
  }
  const batted = sides.flatMap((s) => s.bat.filter(([p]) => CARD.get(p)?.kind === 'hitter'));
  const allPA = sides.reduce((a, s) => a + s.bat.reduce((b, [, n]) => b + n, 0), 0);
  console.log(
    `plate appearances per lineup slot per game: ${(allPA / sides.length / 9).toFixed(2)}; runs per team game ${(sides.reduce((a, s) => a + s.runs, 0) / sides.length).toFixed(2)}`,
  );

  // 3. The average opponents, weighted by plate appearances.
  let pa = 0;
  let c = 0;
  let pv = 0;
  let cpv = 0;
  for (const s of sides)
    for (const [id, n] of s.pit) {
      const p = CARD.get(id) as PitcherCard;
      pa += n;
      c += n * p.control;
      pv += n * cv(p.chart);
      cpv += n * p.control * cv(p.chart);
    }
  let hpa = 0;
  let ob = 0;
  let hv = 0;
  let obhv = 0;
  for (const [id, n] of batted) {
    const h = CARD.get(id) as HitterCard;
    hpa += n;
    ob += n * h.onBase;
    hv += n * cv(h.chart);
    obhv += n * h.onBase * cv(h.chart);
  }
  console.log(
    `average pitcher faced: control ${f3(c / pa)}, chart ${f3(pv / pa)}, control×chart ${f3(cpv / pa)}`,
  );
  console.log(
    `average hitter faced: on-base ${f3(ob / hpa)}, chart ${f3(hv / hpa)}, on-base×chart ${f3(obhv / hpa)}`,
  );
  console.log(
    `(current formula's chart values: average pitcher ${f3(chartValue('PPKKKKKGGGGGFFFWW111'))})`,
  );

  // 4. How the formula predicts each side-game's runs.
  check(sides, teams, level);
}

/** Regresses side-game runs on the formula's hitter and pitcher strengths (per plate appearance). */
export function check(
  sides: SideGame[],
  teams: ReturnType<typeof randomTeam>[],
  level: Level,
): void {
  const x: number[][] = [];
  const y: number[] = [];
  for (const s of sides) {
    let off = 0;
    let def = 0;
    let speed = 0;
    for (const [id, k] of s.bat) {
      const c = CARD.get(id);
      if (c?.kind === 'hitter') {
        off += k * hitterStrength(c);
        speed += k * (c.speed - 10);
      }
    }
    for (const [id, k] of s.pit) def += k * pitcherStrength(CARD.get(id) as PitcherCard);
    const opp = teams[s.opp];
    let fld = 0;
    let arm = 0;
    for (const l of opp?.lineup ?? []) {
      if (l.pos === 'DH') continue;
      const f = fieldingIn((CARD.get(l.p) as HitterCard).slots, l.pos) ?? 0;
      if (l.pos === 'C') arm += f;
      else fld += f;
    }
    x.push([1, off, def, speed, fld, arm]);
    y.push(s.runs);
  }
  const r = ols(x, y);
  const names = [
    'intercept',
    'hitters Σ PA×strength',
    'pitchers Σ PA×strength',
    'hitters Σ PA×(Speed-10)',
    'defence Fielding (7 fielders)',
    'catcher Arm',
  ];
  console.log(`side-game runs (${r.n} side-games, ${level}): R² ${f3(r.r2)}`);
  names.forEach((nm, i) =>
    console.log(`  ${nm}: ${(r.coef[i] ?? 0).toFixed(4)} ± ${(r.se[i] ?? 0).toFixed(4)}`),
  );
}
