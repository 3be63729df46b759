/**
 * One game's bench in one process: warm-up, then rounds of its figures with the baseline
 * run between their units, so both see the same machine.
 */
import { loadBaseline, type Baseline } from './bench-baseline';
import { FIGURES, gameFigures, runQueueWaitMs, type Figure, type Figured } from './bench-measure';
import { loadModule } from './game-modules';

export interface RunOptions {
  rounds: number;
  /** Milliseconds of work per round for playouts and search (a quarter for the calls). */
  ms: number;
  /** Milliseconds of a figure between two runs of the baseline. */
  chunk: number;
  /** Longest warm-up of one figure, in milliseconds. */
  warmup: number;
}

export interface GameResult {
  game: string;
  /** How long each figure ran before it was measured. */
  warmupMs: Record<Figure, number>;
  /** The baseline's moves per second, one per figure and round. */
  baselines: number[];
  /** Per figure: its rate per second and its ratio to the baseline, one per round. */
  perSecond: Record<Figure, number[]>;
  ratio: Record<Figure, number[]>;
  /** Share of the wall time this process waited for a core (null off Linux). */
  waitedPct: number | null;
}

export function byFigure<T>(f: (figure: Figure) => T): Record<Figure, T> {
  return Object.fromEntries(FIGURES.map((k) => [k, f(k)])) as Record<Figure, T>;
}

/**
 * Collects the young generation and returns how long that took. Run when the bench switches
 * between a figure and the baseline, and charged to the side that made the garbage: else
 * the next side's first allocations pay for it (the baseline, which makes much garbage, ran
 * 40% faster between chunks of Showdown playouts than on its own).
 */
function collect(): number {
  const t = performance.now();
  globalThis.gc?.({ type: 'minor' });
  return performance.now() - t;
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
    spent += collect();
    const w = baseline(owed);
    base.count += w.count;
    base.ms += w.ms + collect();
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

/**
 * Runs a figure in slices of about `ms` until its ratio to the baseline has not risen for
 * three slices (the JIT has compiled it: seconds on a busy machine, whose cores the compiler
 * thread shares) or `max` ms have passed. Returns how many units make one slice (the work
 * of every round) and how long the warm-up took.
 */
function warmUp(baseline: Baseline, figure: Figured, chunk: number, ms: number, max: number) {
  const start = performance.now();
  let best = 0;
  let stale = 0;
  let units = 0;
  while (stale < 3 && performance.now() - start < max) {
    const r = paired(baseline, figure, chunk, undefined, ms);
    units = r.units;
    const ratio = r.perSecond / r.base;
    if (ratio > best * 1.05) [best, stale] = [ratio, 0];
    else stale++;
  }
  return { units, ms: performance.now() - start };
}

/** Warms up and measures one game's figures against the baseline, round after round. */
export async function benchGame(id: string, o: RunOptions): Promise<GameResult> {
  const figures = gameFigures(await loadModule(id));
  const baseline = await loadBaseline();
  // The call figures are steadier than playouts and search, so they get shorter slices.
  const sliceOf = (f: Figure) => (f === 'playout' || f === 'search' ? o.ms : o.ms / 4);
  const wait0 = runQueueWaitMs();
  const start = performance.now();
  const warm = byFigure((f) => warmUp(baseline, figures[f], o.chunk, sliceOf(f), o.warmup));
  const result: GameResult = {
    game: id,
    warmupMs: byFigure((f) => warm[f].ms),
    baselines: [],
    perSecond: byFigure(() => []),
    ratio: byFigure(() => []),
    waitedPct: null,
  };
  for (let round = 0; round < o.rounds; round++) {
    for (const f of FIGURES) {
      const r = paired(baseline, figures[f], o.chunk, warm[f].units);
      result.baselines.push(r.base);
      result.perSecond[f].push(r.perSecond);
      result.ratio[f].push(r.perSecond / r.base);
    }
  }
  const wait1 = runQueueWaitMs();
  if (wait0 !== null && wait1 !== null)
    result.waitedPct = ((wait1 - wait0) / (performance.now() - start)) * 100;
  return result;
}
