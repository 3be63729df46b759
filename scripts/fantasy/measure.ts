/**
 * npx tsx scripts/fantasy/measure.ts [speed|search|bots|mirror|all] [games]
 * Figures for docs/games/fantasy.md: random-playout moves per second (as scripts/bench.ts
 * measures them: two players, default options, no invariant checks), heuristic vs random
 * win rate, and mirrored heuristic games by seat and by Team Card.
 */
import { mctsSearch } from '../../src/engine/bots';
import { playGame } from '../../src/engine/play';
import type { Table } from '../../src/engine/session';
import type { BotConfig } from '../../src/engine/bots';
import { fantasyModule } from '../../src/games/fantasy';
import type { FantasyState } from '../../src/games/fantasy/state';

const what = process.argv[2] ?? 'all';
const games = Number(process.argv[3] ?? 1000);

function speed(): void {
  for (let rep = 0; rep < 5; rep++) {
    let moves = 0;
    let i = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < 2000) {
      const r = playGame(fantasyModule, {
        seed: `bench-${rep}-${i++}`,
        seats: 2,
        options: {},
        bots: [],
        checkInvariants: false,
      });
      moves += r.moves.length;
    }
    const perSecond = Math.round(moves / ((performance.now() - t0) / 1000));
    console.log(
      `random playouts: ${perSecond} moves/s (${i} games, ${(moves / i).toFixed(1)} moves each)`,
    );
  }
}

/** Search iterations per second from two-player positions, as scripts/bench.ts does. */
function search(): void {
  const positions: Table<unknown>[] = [];
  for (let i = 0; i < 5; i++) {
    playGame(fantasyModule, {
      seed: `bench-sample-${i}`,
      seats: 2,
      options: {},
      bots: [],
      onMove: (table, seat) => {
        if (seat === 0) positions.push(table);
      },
    });
  }
  const useful = positions
    .filter((t) => fantasyModule.actions(t.g as FantasyState, 0).length > 1)
    .slice(0, 20);
  let iterations = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 5000) {
    for (const t of useful) {
      const g = t.g as FantasyState;
      const req = {
        view: fantasyModule.view(g, 0),
        seat: 0,
        actions: fantasyModule.actions(g, 0),
        seats: 2,
        options: {},
        seed: `bench-${iterations}`,
      };
      iterations += mctsSearch(fantasyModule, req, { kind: 'mcts', iterations: 200 }).iterations;
    }
  }
  const perSecond = Math.round(iterations / ((performance.now() - t0) / 1000));
  console.log(`search: ${perSecond} iterations/s`);
}

function bots(): void {
  let won = 0;
  for (let i = 0; i < games; i++) {
    const h = i % 2;
    const cfg: BotConfig[] = [0, 1].map((s) => ({ kind: s === h ? 'heuristic' : 'random' }));
    const r = playGame(fantasyModule, { seed: `hv-${i}`, seats: 2, options: {}, bots: cfg });
    if (r.outcome?.rank[h] === 1) won++;
  }
  console.log(
    `heuristic vs random, 2 players: ${((100 * won) / games).toFixed(1)}% of ${games} games`,
  );
}

function mirror(seats: number): void {
  const bySeat = Array<number>(seats).fill(0);
  const played: Record<string, number> = {};
  const wonBy: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const cfg: BotConfig[] = Array.from({ length: seats }, () => ({ kind: 'heuristic' }));
    const r = playGame(fantasyModule, {
      seed: `mirror-${seats}-${i}`,
      seats,
      options: {},
      bots: cfg,
    });
    const g = r.table.g as FantasyState;
    r.outcome?.rank.forEach((rank, s) => {
      const team = g.mgrs[s]?.team ?? '?';
      played[team] = (played[team] ?? 0) + 1;
      if (rank !== 1) return;
      bySeat[s] = (bySeat[s] ?? 0) + 1;
      wonBy[team] = (wonBy[team] ?? 0) + 1;
    });
  }
  const pct = (x: number, n: number) => ((100 * x) / n).toFixed(1);
  console.log(
    `mirrored heuristic, ${seats} players, ${games} games (fair share ${pct(1, seats)}%)`,
  );
  console.log(`  by seat: ${bySeat.map((w, s) => `${s + 1}: ${pct(w, games)}%`).join('  ')}`);
  const teams = Object.keys(played).sort();
  console.log(
    `  by team: ${teams.map((t) => `${t} ${pct(wonBy[t] ?? 0, played[t] ?? 1)}%`).join('  ')}`,
  );
}

if (what === 'speed' || what === 'all') speed();
if (what === 'search' || what === 'all') search();
if (what === 'bots' || what === 'all') bots();
if (what === 'mirror' || what === 'all') for (let seats = 2; seats <= 5; seats++) mirror(seats);
