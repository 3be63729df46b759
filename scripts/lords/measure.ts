/**
 * Lords of Baseball balance and bot figures (docs/games/lords.md, "Balance").
 *
 * npx tsx scripts/lords/measure.ts balance [games per table size] [sizes, e.g. 2,3,4]
 *   Heuristic bots on every seat, team cards dealt at random (option teamPick: 'random') so
 *   every card is played; for each team card: games, wins, win rate with a 95% Wilson
 *   interval, its fair share (the mean of 1/seats over its games) and wins by seat; then wins
 *   by seat and the farm system and manager stars the bots bought, with their win rates.
 * npx tsx scripts/lords/measure.ts bots [games per size] [sizes] [a] [b]
 *   Bot a (level easy, normal or hard, or random) in one seat against bot b on every other
 *   seat, seat-balanced: game i puts a on seat i % seats, so over a multiple of the seats a
 *   sits on each seat equally (as scripts/gm/measure.ts). Reports a's win rate with a 95%
 *   interval, a's wins by seat and the time a game. A tie for first is split. A bot may also be
 *   mcts:<iterations>[:<anchor>], the search bot at a fixed number of iterations.
 */
import { defaultOptions, parseOptions } from '../../src/engine/options';
import { playGame } from '../../src/engine/play';
import { levelConfig, type BotConfig } from '../../src/engine/bots';
import { BOT_LEVELS, type BotLevel } from '../../src/engine/types';
import { lordsModule } from '../../src/games/lords';
import { TEAM_CARDS } from '../../src/games/lords/content/teams';
import type { LordsState } from '../../src/games/lords/state';

const what = process.argv[2] ?? 'balance';
const games = Number(process.argv[3] ?? 200);
const sizes = (process.argv[4] ?? '2,3,4').split(',').map(Number);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The 95% Wilson score interval of k successes in n trials. */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/** Each seat's share of the win: 1 for a lone first place, split among tied firsts. */
function winShares(rank: readonly number[]): number[] {
  const firsts = rank.filter((r) => r === 1).length;
  return rank.map((r) => (r === 1 ? 1 / firsts : 0));
}

function options(players: number, extra: Record<string, string | boolean> = {}) {
  return parseOptions(lordsModule.meta, players, {
    ...defaultOptions(lordsModule.meta),
    ...extra,
  });
}

function balance(): void {
  const H: BotConfig = { kind: 'heuristic' };
  type Row = { n: number; wins: number; fair: number; bySeat: number[]; seatN: number[] };
  const byTeam = new Map<string, Row>();
  for (const t of TEAM_CARDS)
    byTeam.set(t.id, { n: 0, wins: 0, fair: 0, bySeat: [0, 0, 0, 0], seatN: [0, 0, 0, 0] });
  const byStars = new Map<string, { n: number; wins: number; fair: number }>();
  const started = performance.now();
  for (const players of sizes) {
    const bySeat = Array<number>(players).fill(0);
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      const r = playGame(lordsModule, {
        seed: `lords-bal-${players}-${i}`,
        seats: players,
        options: options(players, { teamPick: 'random' }),
        bots: Array.from({ length: players }, () => H),
      });
      if (r.error || !r.outcome) throw new Error(`${players} seats, game ${i}: ${r.error}`);
      const s = r.table.g as LordsState;
      const shares = winShares(r.outcome.rank);
      s.owners.forEach((o, seat) => {
        const w = shares[seat] ?? 0;
        bySeat[seat] = (bySeat[seat] ?? 0) + w;
        const row = byTeam.get(o.team ?? '');
        if (row) {
          row.n++;
          row.wins += w;
          row.fair += 1 / players;
          row.bySeat[seat] = (row.bySeat[seat] ?? 0) + w;
          row.seatN[seat] = (row.seatN[seat] ?? 0) + 1;
        }
      });
      // The farm and manager stars bought at set-up, from the set-up moves (later
      // upgrades change the owner's ratings).
      const setup = r.moves.filter((m) => (m.action as { t?: string }).t === 'team') as unknown as {
        seat: number;
        action: { fs: number; fm: number };
      }[];
      for (const m of setup) {
        const key = `FS ${m.action.fs}★ FM ${m.action.fm}★`;
        const row = byStars.get(key) ?? { n: 0, wins: 0, fair: 0 };
        row.n++;
        row.wins += shares[m.seat] ?? 0;
        row.fair += 1 / players;
        byStars.set(key, row);
      }
    }
    const secs = (performance.now() - t0) / 1000;
    console.log(
      `${players} owners: ${games} games in ${secs.toFixed(0)} s; wins by seat ${bySeat.map((w) => pct(w / games)).join(' / ')} (fair ${pct(1 / players)})`,
    );
  }
  console.log(
    '\nteam card (FO)        games   wins   win rate   95% interval    fair   wins by seat (games on the seat)',
  );
  for (const t of TEAM_CARDS) {
    const row = byTeam.get(t.id);
    if (!row || row.n === 0) continue;
    const [lo, hi] = wilson(row.wins, row.n);
    const seats = row.bySeat
      .map((w, i) => `${+w.toFixed(2)}/${row.seatN[i] ?? 0}`)
      .filter((_, i) => (row.seatN[i] ?? 0) > 0)
      .join(' ');
    console.log(
      `${`${t.name} (${t.fo}★)`.padEnd(20)} ${String(row.n).padStart(6)} ${row.wins.toFixed(1).padStart(6)} ${pct(row.wins / row.n).padStart(9)}   ${pct(lo)}-${pct(hi)}`.padEnd(
        64,
      ) + ` ${pct(row.fair / row.n).padStart(6)}   ${seats}`,
    );
  }
  console.log('\nset-up stars bought     times   win rate   95% interval    fair');
  for (const [key, row] of [...byStars].sort((a, b) => b[1].n - a[1].n)) {
    const [lo, hi] = wilson(row.wins, row.n);
    console.log(
      `${key.padEnd(20)} ${String(row.n).padStart(8)} ${pct(row.wins / row.n).padStart(10)}   ${pct(lo)}-${pct(hi)}   ${pct(row.fair / row.n)}`,
    );
  }
  console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s in all`);
}

function botFor(name: string): BotConfig {
  if (name === 'random') return { kind: 'random' };
  // mcts:<iterations>[:<anchor>]: the search bot at a fixed number of iterations (deterministic,
  // unlike the app's hard level, which thinks for a time), anchored to the heuristic if given.
  const m = /^mcts:(\d+)(?::([\d.]+))?$/.exec(name);
  if (m) {
    const anchor = m[2] === undefined ? {} : { anchor: Number(m[2]) };
    return { kind: 'mcts', iterations: Number(m[1]), ...anchor };
  }
  if (!(BOT_LEVELS as readonly string[]).includes(name)) throw new Error(`unknown bot ${name}`);
  return levelConfig(name as BotLevel, true, lordsModule.searchAnchor);
}

function bots(): void {
  const a = process.argv[5] ?? 'normal';
  const b = process.argv[6] ?? 'random';
  const A = botFor(a);
  const B = botFor(b);
  for (const players of sizes) {
    let share = 0;
    const bySeat = Array<number>(players).fill(0);
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      const isA = (s: number) => s === i % players;
      const r = playGame(lordsModule, {
        seed: `lords-bots-${players}-${i}`,
        seats: players,
        options: options(players),
        bots: Array.from({ length: players }, (_, s) => (isA(s) ? A : B)),
      });
      if (r.error || !r.outcome) throw new Error(`${players} seats, game ${i}: ${r.error}`);
      const shares = winShares(r.outcome.rank);
      shares.forEach((w, s) => {
        if (isA(s)) {
          share += w;
          bySeat[s] = (bySeat[s] ?? 0) + w;
        }
      });
    }
    const secs = (performance.now() - t0) / 1000;
    const [lo, hi] = wilson(share, games);
    console.log(
      `${players} owners, ${a} against ${b}: ${a} wins ${share.toFixed(1)} of ${games} (${pct(share / games)}, 95% ${pct(lo)}-${pct(hi)}); ${a}'s wins by seat ${bySeat.map((w) => +w.toFixed(1)).join('/')}; ${(secs / games).toFixed(2)} s a game`,
    );
  }
}

if (what === 'balance') balance();
else if (what === 'bots') bots();
else throw new Error(`unknown measure ${what} (balance, bots)`);
