/**
 * Simulation jobs run by worker.ts in child processes. Jobs: `fit` (random unbudgeted rosters: every side-game and half-inning), `league`
 * (games between the given rosters), `teams` (games between ready-made teams).
 */
import { playRosters, playTeams, type GameRecord, type Level } from './sim';
import type { Team } from '../../../src/games/showdown/types';

export interface SideGame {
  /** Runs scored. */
  runs: number;
  /** The batting team's written lineup (ids), who batted how often. */
  bat: [string, number][];
  /** Opposing pitchers: id and plate appearances faced. */
  pit: [string, number][];
  /** Counts of BB 1B 1B+ 2B 3B HR over the side-game. */
  res: number[];
  /** Team index of the batting and fielding team (league/teams jobs). */
  team: number;
  opp: number;
  home: boolean;
  dh: boolean;
}

export interface HalfInnings {
  /** Sufficient statistics of runs ~ 1 + counts of BB 1B 1B+ 2B 3B HR (innings 1-8). */
  xtx: number[][];
  xty: number[];
  yy: number;
  n: number;
}

export const RESULTS = ['BB', '1B', '1B+', '2B', '3B', 'HR'] as const;

export type Job =
  | {
      kind: 'league';
      level: Level;
      teams: Team[];
      games: [number, number, number][];
      tag: string;
      /** Team i plays with the strategy deck of ready-made team i (default: the first two). */
      ownDecks?: boolean;
    }
  | { kind: 'teams'; level: Level; games: [string, string, 0 | 1, string][] }
  | { kind: 'decks'; level: Level; roster: Team; games: [number, number, 0 | 1, string][] };

export interface JobResult {
  sides: SideGame[];
  half: HalfInnings;
}

function sidesOf(g: GameRecord, teams: [number, number]): SideGame[] {
  return [0, 1].map((s) => {
    const bat = new Map<string, number>();
    const pit = new Map<string, number>();
    const res = RESULTS.map(() => 0);
    for (const pa of g.pas) {
      if (pa.s !== s) continue;
      bat.set(pa.b, (bat.get(pa.b) ?? 0) + 1);
      pit.set(pa.p, (pit.get(pa.p) ?? 0) + 1);
      const k = RESULTS.indexOf(pa.r as (typeof RESULTS)[number]);
      if (k >= 0) res[k] = (res[k] ?? 0) + 1;
    }
    return {
      runs: g.runs[s] ?? 0,
      bat: [...bat],
      pit: [...pit],
      res,
      team: teams[s] ?? 0,
      opp: teams[1 - s] ?? 0,
      home: g.home === s,
      dh: g.dh,
    };
  });
}

function addHalves(h: HalfInnings, g: GameRecord): void {
  const rows = new Map<string, { x: number[]; y: number }>();
  for (const pa of g.pas) {
    if (pa.inn > 8) continue;
    const key = `${pa.inn}:${pa.s}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { x: [1, 0, 0, 0, 0, 0, 0], y: 0 }));
    const k = RESULTS.indexOf(pa.r as (typeof RESULTS)[number]);
    if (k >= 0) row.x[k + 1] = (row.x[k + 1] ?? 0) + 1;
    row.y += pa.runs;
  }
  for (const { x, y } of rows.values()) {
    for (let i = 0; i < 7; i++) {
      const xi = x[i] ?? 0;
      (h.xty as number[])[i] = (h.xty[i] ?? 0) + xi * y;
      const r = h.xtx[i] as number[];
      for (let j = 0; j < 7; j++) r[j] = (r[j] ?? 0) + xi * (x[j] ?? 0);
    }
    h.yy += y * y;
    h.n++;
  }
}

export function run(job: Job): JobResult {
  const half: HalfInnings = {
    xtx: Array.from({ length: 7 }, () => Array<number>(7).fill(0)),
    xty: Array<number>(7).fill(0),
    yy: 0,
    n: 0,
  };
  const sides: SideGame[] = [];
  if (job.kind === 'league') {
    for (const [a, b, home] of job.games) {
      const g = playRosters(
        job.teams[a] as Team,
        job.teams[b] as Team,
        `${job.tag}-${a}-${b}-${home}-${sides.length}`,
        job.level,
        home as 0 | 1,
        true,
        job.ownDecks ? [a, b] : [0, 1],
      );
      sides.push(...sidesOf(g, [a, b]));
      addHalves(half, g);
    }
  } else if (job.kind === 'decks') {
    for (const [a, b, home, seed] of job.games) {
      const g = playRosters(job.roster, job.roster, seed, job.level, home, true, [a, b]);
      sides.push(...sidesOf(g, [a, b]));
    }
  } else {
    for (const [a, b, home, seed] of job.games) {
      const g = playTeams({ team0: a, team1: b }, seed, job.level, home);
      sides.push(...sidesOf(g, [0, 1]));
      addHalves(half, g);
    }
  }
  return { sides, half };
}
