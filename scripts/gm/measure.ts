/**
 * You're the GM! tuning: `npx tsx scripts/gm/measure.ts [balance|bots] [games] [GMs]`.
 * balance: heuristic bots at every table size 2-6; wins by Team card (the card played Team
 *   side up) against its fair share, and wins by seat.
 * bots [games] [GMs]: the heuristic against the random bot, seat-balanced, at 2-6 GMs (or one size).
 * search [positions]: search iterations per second (300-iteration searches, 3 GMs).
 */
import { playGame } from '../../src/engine/play';
import { chooseAction, type BotConfig } from '../../src/engine/bots';
import { gmModule } from '../../src/games/gm';
import { TEAM_CARDS } from '../../src/games/gm/content';
import type { GmState } from '../../src/games/gm/state';

const what = process.argv[2] ?? 'balance';
const games = Number(process.argv[3] ?? 400);
const H: BotConfig = { kind: 'heuristic' };
const R: BotConfig = { kind: 'random' };
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function balance(): void {
  const byTeam = new Map<string, { n: number; wins: number; fair: number }>();
  for (const t of TEAM_CARDS) byTeam.set(t.id, { n: 0, wins: 0, fair: 0 });
  for (let players = 2; players <= 6; players++) {
    const bySeat = Array<number>(players).fill(0);
    let seasons = 0;
    for (let i = 0; i < games; i++) {
      const r = playGame(gmModule, {
        seed: `bal-${players}-${i}`,
        seats: players,
        options: {},
        bots: Array.from({ length: players }, () => H),
      });
      const s = r.table.g as GmState;
      if (r.error || !r.outcome) throw new Error(`game ${i}: ${r.error}`);
      seasons += s.season;
      s.gms.forEach((g, m) => {
        const row = byTeam.get(g.team ?? '');
        if (!row) return;
        row.n++;
        row.fair += 1 / players;
        if (s.winner === m) {
          row.wins++;
          bySeat[m] = (bySeat[m] ?? 0) + 1;
        }
      });
    }
    console.log(
      `${players} GMs: ${games} games, ${(seasons / games).toFixed(2)} seasons a game; wins by seat ${bySeat.map((w) => pct(w / games)).join(' ')} (fair ${pct(1 / players)})`,
    );
  }
  console.log('Team card                 as Team  win share  fair share  beyond fair');
  for (const t of TEAM_CARDS) {
    const row = byTeam.get(t.id);
    if (!row || row.n === 0) continue;
    const share = row.wins / row.n;
    const fair = row.fair / row.n;
    console.log(
      `${t.id} ${t.team.name.padEnd(22)} ${String(row.n).padStart(6)}  ${pct(share).padStart(9)}  ${pct(fair).padStart(10)}  ${((share - fair) * 100).toFixed(1).padStart(6)} pts`,
    );
  }
}

function bots(): void {
  const only = process.argv[4] ? [Number(process.argv[4])] : [2, 3, 4, 5, 6];
  for (const players of only) {
    let heuristicWins = 0;
    for (let i = 0; i < games; i++) {
      // Seat-balanced: the heuristic bot sits in each seat in turn, every other seat random.
      const seat = i % players;
      const r = playGame(gmModule, {
        seed: `bots-${players}-${i}`,
        seats: players,
        options: {},
        bots: Array.from({ length: players }, (_, m) => (m === seat ? H : R)),
      });
      if (r.outcome?.rank[seat] === 1) heuristicWins++;
    }
    console.log(
      `${players} GMs, heuristic in one seat vs random: won ${pct(heuristicWins / games)} of ${games}`,
    );
  }
}

function search(): void {
  const positions: GmState[] = [];
  playGame(gmModule, {
    seed: 'search',
    seats: 3,
    options: {},
    bots: [],
    onMove: (before) => {
      const g = before.g as GmState;
      const mine = gmModule.prompts(g).some((p) => p.seat === 0);
      if (positions.length < games && mine && gmModule.actions(g, 0).length > 1) positions.push(g);
    },
  });
  const started = performance.now();
  positions.forEach((g, i) => {
    const req = {
      view: gmModule.view(g, 0),
      seat: 0,
      actions: gmModule.actions(g, 0),
      seats: 3,
      options: {},
      seed: `s${i}`,
    };
    chooseAction(gmModule, req, { kind: 'mcts', iterations: 300 });
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${positions.length} positions: ${Math.round((positions.length * 300) / seconds)} iterations/s`,
  );
}

if (what === 'bots') bots();
else if (what === 'search') search();
else balance();
