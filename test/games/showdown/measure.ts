/**
 * npx tsx test/games/showdown/measure.ts [speed|bots|all] [games] [basic|advanced]
 * Figures for docs/games/showdown.md: random-playout moves per second (two managers,
 * default options or the given level, no invariant checks, as scripts/bench.ts measures
 * them) and the heuristic bot against random play.
 */
import { playGame } from '../../../src/engine/play';
import type { BotConfig } from '../../../src/engine/bots';
import type { Options } from '../../../src/engine/types';
import { showdownModule } from '../../../src/games/showdown';

const what = process.argv[2] ?? 'all';
const games = Number(process.argv[3] ?? 400);
const options: Options = process.argv[4] ? { level: process.argv[4] } : {};

function speed(): void {
  for (let rep = 0; rep < 5; rep++) {
    let moves = 0;
    let i = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < 2000) {
      const r = playGame(showdownModule, {
        seed: `bench-${rep}-${i++}`,
        seats: 2,
        options,
        bots: [],
        checkInvariants: false,
      });
      if (r.error) throw new Error(r.error);
      moves += r.moves.length;
    }
    const perSecond = Math.round(moves / ((performance.now() - t0) / 1000));
    console.log(
      `random playouts: ${perSecond} moves/s (${i} games, ${(moves / i).toFixed(1)} moves each)`,
    );
  }
}

function bots(): void {
  let won = 0;
  let runs = 0;
  for (let i = 0; i < games; i++) {
    const h = i % 2;
    const cfg: BotConfig[] = [0, 1].map((s) => ({ kind: s === h ? 'heuristic' : 'random' }));
    const r = playGame(showdownModule, { seed: `hv-${i}`, seats: 2, options, bots: cfg });
    if (r.outcome?.rank[h] === 1) won++;
    runs += (r.outcome?.scores[0] ?? 0) + (r.outcome?.scores[1] ?? 0);
  }
  console.log(
    `heuristic vs random: ${((100 * won) / games).toFixed(1)}% of ${games} games; ${(runs / games / 2).toFixed(2)} runs per team`,
  );
}

if (what === 'speed' || what === 'all') speed();
if (what === 'bots' || what === 'all') bots();
