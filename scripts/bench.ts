/**
 * npm run bench [-- <game ...>] [--rounds R] [--ms M] [--chunk C] [--json]
 * Per game: calls per second of apply, actions and view; random playout moves per second
 * through `step`; search iterations per second from two-player positions
 * (scripts/bench-measure.ts). Every figure is also printed as a ratio to a baseline measured
 * in the same run: boardgame.io 0.50.2's reducer playing random tic-tac-toe, in moves per
 * second (scripts/bench-baseline.ts). The baseline runs between a figure's units, after
 * every C ms of them for as long as they took, so a busy neighbour slows both sides alike;
 * a figure's ratio is its rate over the baseline's rate in the same round.
 * Round 0 warms up and fixes each figure's work (units worth about M ms, every search
 * position); the R rounds after it repeat that work, and each figure prints the median rate
 * and ratio over them with the lowest and highest ratio.
 * Targets: playouts at least 30x the baseline; search at least 5,000 iterations a second
 * on an idle 2-core machine (SEARCH_TARGET_RATIO x the baseline).
 */
import { parseArgs } from 'node:util';
import { allModuleIds, loadModule } from './game-modules';
import { loadBaseline, type Baseline } from './bench-baseline';
import { FIGURES, gameFigures, runQueueWaitMs, type Figure, type Figured } from './bench-measure';

const PLAYOUT_TARGET_RATIO = 30;
const SEARCH_TARGET = 5_000;
/** 5,000 iterations/s over the baseline's 12,000 moves/s on an idle 2-core machine. */
const SEARCH_TARGET_RATIO = 0.42;

interface Row {
  game: string;
  /** Median per second over the rounds. */
  perSecond: Record<Figure, number>;
  /** Median ratio to the baseline over the rounds. */
  ratio: Record<Figure, number>;
  /** Lowest and highest ratio over the rounds. */
  ratioRange: Record<Figure, [number, number]>;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

function byFigure<T>(f: (figure: Figure) => T): Record<Figure, T> {
  return Object.fromEntries(FIGURES.map((k) => [k, f(k)])) as Record<Figure, T>;
}

/**
 * Runs units 0..n-1 of a figure (or, with n undefined, as many as take `ms`, and at least
 * every distinct one), running the baseline after every `chunk` ms of them for as long as
 * they took. Returns both rates per second and the number of units run.
 */
function paired(baseline: Baseline, figure: Figured, chunk: number, n?: number, ms = 0) {
  let count = 0;
  let spent = 0;
  let owed = 0;
  const base = { count: 0, ms: 0 };
  const settle = () => {
    const w = baseline(owed);
    base.count += w.count;
    base.ms += w.ms;
    owed = 0;
  };
  const allDistinct = (k: number) => Number.isFinite(figure.distinct) && k < figure.distinct;
  let k = 0;
  for (; n === undefined ? spent < ms || allDistinct(k) : k < n; k++) {
    const t = performance.now();
    count += figure.unit(k % figure.distinct);
    const dt = performance.now() - t;
    spent += dt;
    owed += dt;
    if (owed >= chunk) settle();
  }
  if (owed > 0) settle();
  return { base: (base.count * 1000) / base.ms, perSecond: (count * 1000) / spent, units: k };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rounds: { type: 'string', default: '5' },
      ms: { type: 'string', default: '400' },
      chunk: { type: 'string', default: '50' },
      json: { type: 'boolean', default: false },
    },
  });
  const rounds = Number(values.rounds);
  const ms = Number(values.ms);
  const chunk = Number(values.chunk);
  // The call figures are steadier than playouts and search, so they get shorter slices.
  const sliceOf = (f: Figure) => (f === 'playout' || f === 'search' ? ms : ms / 4);
  const ids = positionals.length ? positionals : allModuleIds();
  const games = await Promise.all(
    ids.map(async (id) => ({ id, figures: gameFigures(await loadModule(id)) })),
  );
  const baseline = await loadBaseline();
  const rates = games.map(() => byFigure(() => [] as number[]));
  const ratios = games.map(() => byFigure(() => [] as number[]));
  const baselines: number[] = [];
  const wait0 = runQueueWaitMs();
  const start = performance.now();
  // Round 0 warms the JIT up and sets how many units each figure runs in every round.
  const units = games.map(() => byFigure(() => 0));
  for (let round = 0; round <= rounds; round++) {
    games.forEach((game, g) => {
      for (const f of FIGURES) {
        const n = units[g] as Record<Figure, number>;
        if (round === 0) {
          n[f] = paired(baseline, game.figures[f], chunk, undefined, sliceOf(f)).units;
          continue;
        }
        const r = paired(baseline, game.figures[f], chunk, n[f]);
        baselines.push(r.base);
        rates[g]?.[f].push(r.perSecond);
        ratios[g]?.[f].push(r.perSecond / r.base);
      }
    });
  }
  const elapsed = performance.now() - start;
  const wait1 = runQueueWaitMs();
  const waitedPct = wait0 === null || wait1 === null ? null : ((wait1 - wait0) / elapsed) * 100;
  const rows: Row[] = games.map((game, g) => ({
    game: game.id,
    perSecond: byFigure((f) => median(rates[g]?.[f] ?? [])),
    ratio: byFigure((f) => median(ratios[g]?.[f] ?? [])),
    ratioRange: byFigure((f) => {
      const xs = ratios[g]?.[f] ?? [];
      return [Math.min(...xs), Math.max(...xs)];
    }),
  }));
  const summary = {
    baseline: 'boardgame.io 0.50.2 reducer, random tic-tac-toe, moves/s',
    baselinePerSecond: median(baselines),
    baselineRange: [Math.min(...baselines), Math.max(...baselines)],
    rounds,
    sliceMs: ms,
    chunkMs: chunk,
    waitedPct,
    rows,
  };
  if (values.json) console.log(JSON.stringify(summary, null, 2));
  else print(summary);
}

function print(s: {
  baselinePerSecond: number;
  baselineRange: number[];
  rounds: number;
  waitedPct: number | null;
  rows: Row[];
}) {
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const x = (r: number) => (r >= 10 ? r.toFixed(1) : r.toFixed(2));
  console.log(
    `baseline: boardgame.io 0.50.2 reducer, random tic-tac-toe: ${n(s.baselinePerSecond)} moves/s ` +
      `(median over ${s.rounds} rounds, ${s.baselineRange.map(n).join('-')})`,
  );
  console.log('each figure: per second, then x the baseline (median, lowest-highest over rounds)');
  for (const r of s.rows) {
    const cells = FIGURES.map(
      (f) => `${f} ${n(r.perSecond[f])}/s ${x(r.ratio[f])}x (${r.ratioRange[f].map(x).join('-')})`,
    );
    const below =
      r.ratio.playout < PLAYOUT_TARGET_RATIO || r.ratio.search < SEARCH_TARGET_RATIO
        ? '  BELOW TARGET'
        : '';
    console.log(`${r.game}${below}\n  ${cells.join('\n  ')}`);
  }
  console.log(
    `targets: playouts ${PLAYOUT_TARGET_RATIO}x the baseline; search ${n(SEARCH_TARGET)} it/s ` +
      `on an idle 2-core machine, ${SEARCH_TARGET_RATIO}x the baseline`,
  );
  if (s.waitedPct !== null)
    console.log(
      `the bench waited for a core ${s.waitedPct.toFixed(1)}% of the time` +
        (s.waitedPct > 2 ? ' (the machine was busy: trust the ratios, not the raw rates)' : ''),
    );
}

void main();
