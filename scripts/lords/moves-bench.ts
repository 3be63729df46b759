/**
 * npx tsx scripts/lords/moves-bench.ts [--games N] [--seed S] [--players P]
 * Times Lords of Baseball's legal-action listing (`actionsOf`), the work a bot does at every
 * decision before it chooses: plays N random games (loans aside, as the fuzz tests do) and
 * lists the prompted seat's actions at every decision on a fresh copy of the state, so the
 * per-state cache never answers. Prints the number of listings, their mean, p95 and longest
 * time in ms, the same for in-season turns alone, and the whole run's wall time.
 * The machine is shared: compare figures from back-to-back runs only.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { makeCtx } from '../../src/engine/session';
import { makeRng, parseSeed } from '../../src/engine/rng';
import { advance, applyAction } from '../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../src/games/lords/rules/moves';
import { normaliseOpts } from '../../src/games/lords/rules/setup';
import { newTable } from '../../src/games/lords/rules/table';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '10' },
    seed: { type: 'string', default: 'bench' },
    players: { type: 'string', default: '4' },
  },
});
const games = Number(values.games);
const seats = Number(values.players);

const all: number[] = [];
const season: number[] = [];
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const seed = `${values.seed}-${g}`;
  const pick = makeRng(parseSeed(`pick-${seed}`));
  const ctx0 = makeCtx(parseSeed(seed), 0).ctx;
  let s = advance(newTable(ctx0, seats, normaliseOpts({ years: '3' })), ctx0);
  for (let moves = 0; s.step !== 'over' && moves < 20_000; moves++) {
    const prompt = promptsOf(s)[0];
    if (!prompt) throw new Error(`no prompt in step ${s.step}`);
    const start = performance.now();
    const listed = actionsOf({ ...s }, prompt.seat);
    const ms = performance.now() - start;
    all.push(ms);
    if (s.step === 'season' && s.window === null && s.cycle === null && s.cut === null)
      season.push(ms);
    const legal = listed.filter((a) => a.t !== 'loan');
    const a = pick.pick(legal.length > 0 ? legal : listed);
    s = applyAction(s, prompt.seat, a, makeCtx(parseSeed(`${seed}-${moves}`), moves + 1).ctx);
  }
}
const wall = performance.now() - t0;

function line(name: string, xs: number[]): string {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = xs.reduce((t, x) => t + x, 0) / Math.max(1, xs.length);
  return `${name}: ${xs.length} listings, mean ${mean.toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`;
}
console.log(`lords moves bench: ${games} games, ${seats} seats, seed ${values.seed}`);
console.log(line('every decision', all));
console.log(line('in-season turns', season));
console.log(`wall ${(wall / 1000).toFixed(1)} s`);
