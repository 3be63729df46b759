/**
 * npm run bench [-- <game ...>] [--rounds R] [--ms M] [--chunk C] [--warmup W] [--json]
 * Per game: calls per second of apply, actions and view; random playout moves per second
 * through `step`; search iterations per second from two-player positions
 * (scripts/bench-measure.ts). Every figure is also a ratio to a baseline measured in the same
 * process: boardgame.io 0.50.2's reducer playing random tic-tac-toe, in moves per second
 * (scripts/bench-baseline.ts). The baseline runs between a figure's units, after every C ms
 * of them for as long as they took, so a busy neighbour slows both sides alike; a figure's
 * ratio is its rate over the baseline's in the same round (scripts/bench-run.ts).
 * Each game runs in a process of its own (no game's type feedback slows another's code).
 * Each figure is first run in slices until its ratio stops rising (at most W ms: the JIT
 * warm-up), which fixes its work per round (about M ms, every search position); R rounds
 * follow and each figure prints its median rate and ratio, and its lowest and highest ratio.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GAMES } from '../src/games/registry';
import { allModuleIds } from './game-modules';
import { benchGame, byFigure, type GameResult, type RunOptions } from './bench-run';
import { FIGURES, type Figure } from './bench-measure';

/** Random playouts: at least 30 times the baseline's moves per second. */
const PLAYOUT_TARGET_RATIO = 30;
/** Search: 5,000 iterations a second on an idle 2-core machine, where the baseline makes
 * about 14,000 moves a second: about 0.35 times the baseline. */
const SEARCH_TARGET = 5_000;
const SEARCH_TARGET_RATIO = 0.35;

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** One game's figures: medians over the rounds and the range of the ratios. */
function summarise(r: GameResult) {
  return {
    game: r.game,
    baselinePerSecond: median(r.baselines),
    perSecond: byFigure((f) => median(r.perSecond[f])),
    ratio: byFigure((f) => median(r.ratio[f])),
    ratioRange: byFigure((f) => [Math.min(...r.ratio[f]), Math.max(...r.ratio[f])]),
    waitedPct: r.waitedPct,
    warmupMs: r.warmupMs,
  };
}
type Summary = ReturnType<typeof summarise>;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rounds: { type: 'string', default: '5' },
      ms: { type: 'string', default: '400' },
      chunk: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '8000' },
      json: { type: 'boolean', default: false },
      // Internal: measure this one game here and print its raw result.
      one: { type: 'string' },
    },
  });
  const o: RunOptions = {
    rounds: Number(values.rounds),
    ms: Number(values.ms),
    chunk: Number(values.chunk),
    warmup: Number(values.warmup),
  };
  if (values.one) {
    console.log(JSON.stringify(await benchGame(values.one, o)));
    return;
  }
  const ids = positionals.length ? positionals : allModuleIds();
  const flags = (['rounds', 'ms', 'chunk', 'warmup'] as const).flatMap((k) => [
    `--${k}`,
    String(values[k]),
  ]);
  const rows: Summary[] = [];
  for (const id of ids) {
    const out = execFileSync(
      process.execPath,
      // --expose-gc: the bench collects garbage where it switches sides (bench-run.ts).
      [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--one', id, ...flags],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
    );
    const row = summarise(JSON.parse(out) as GameResult);
    rows.push(row);
    if (!values.json) print(row);
  }
  if (values.json) console.log(JSON.stringify({ ...o, rows }, null, 2));
  else
    console.log(
      `targets (shipped games): random playouts ${PLAYOUT_TARGET_RATIO}x the baseline; search ` +
        `${SEARCH_TARGET.toLocaleString('en-US')} it/s on an idle 2-core machine ` +
        `(${SEARCH_TARGET_RATIO}x the baseline)`,
    );
}

function print(r: Summary) {
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const x = (v: number) => (v >= 10 ? v.toFixed(1) : v.toFixed(2));
  // The targets are for the shipped games; the engine's fixtures are only reported.
  const shipped = GAMES.some((g) => g.id === r.game);
  const below =
    shipped && (r.ratio.playout < PLAYOUT_TARGET_RATIO || r.ratio.search < SEARCH_TARGET_RATIO)
      ? '  BELOW TARGET'
      : '';
  const busy = r.waitedPct !== null && r.waitedPct > 2;
  console.log(
    `${r.game}${below}: baseline ${n(r.baselinePerSecond)} moves/s` +
      (r.waitedPct === null ? '' : `; waited for a core ${r.waitedPct.toFixed(0)}% of the time`) +
      (busy ? ' (busy machine: read the ratios)' : ''),
  );
  const unit: Record<Figure, string> = {
    apply: 'calls/s',
    actions: 'calls/s',
    view: 'calls/s',
    playout: 'moves/s',
    search: 'it/s',
  };
  for (const f of FIGURES) {
    const [lo, hi] = r.ratioRange[f] as number[];
    console.log(
      `  ${f.padEnd(8)}${n(r.perSecond[f]).padStart(13)} ${unit[f].padEnd(8)}` +
        `${x(r.ratio[f]).padStart(9)}x  (${x(lo ?? NaN)}-${x(hi ?? NaN)})`,
    );
  }
}

void main();
