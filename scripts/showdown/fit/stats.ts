/** Small statistics helpers for the fit: least squares, correlation, intervals. */

/** Solves A x = b (Gaussian elimination with partial pivoting); A is n×n. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((r, i) => [...r, b[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++)
      if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[piv]?.[c] ?? 0)) piv = r;
    [m[c], m[piv]] = [m[piv] as number[], m[c] as number[]];
    const row = m[c] as number[];
    const d = row[c] ?? 0;
    if (Math.abs(d) < 1e-12) throw new Error('singular system');
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const rr = m[r] as number[];
      const f = (rr[c] ?? 0) / d;
      if (f) for (let k = c; k <= n; k++) rr[k] = (rr[k] ?? 0) - f * (row[k] ?? 0);
    }
  }
  return m.map((r, i) => (r[n] ?? 0) / (r[i] ?? 1));
}

export interface Fit {
  coef: number[];
  /** Standard errors of the coefficients. */
  se: number[];
  r2: number;
  n: number;
}

/** Ordinary least squares of y on the rows of x (include a 1 column for an intercept). */
export function ols(x: number[][], y: number[], ridge = 0): Fit {
  const k = x[0]?.length ?? 0;
  const xtx = Array.from({ length: k }, () => Array<number>(k).fill(0));
  const xty = Array<number>(k).fill(0);
  x.forEach((row, n) => {
    for (let i = 0; i < k; i++) {
      xty[i] = (xty[i] ?? 0) + (row[i] ?? 0) * (y[n] ?? 0);
      const r = xtx[i] as number[];
      for (let j = 0; j < k; j++) r[j] = (r[j] ?? 0) + (row[i] ?? 0) * (row[j] ?? 0);
    }
  });
  if (ridge)
    for (let i = 1; i < k; i++) (xtx[i] as number[])[i] = ((xtx[i] as number[])[i] ?? 0) + ridge;
  const coef = solve(xtx, xty);
  const fitted = x.map((row) => row.reduce((a, v, i) => a + v * (coef[i] ?? 0), 0));
  const mean = y.reduce((a, v) => a + v, 0) / y.length;
  const sse = y.reduce((a, v, i) => a + (v - (fitted[i] ?? 0)) ** 2, 0);
  const sst = y.reduce((a, v) => a + (v - mean) ** 2, 0);
  const s2 = sse / Math.max(1, y.length - k);
  const inv = Array.from({ length: k }, (_, i) =>
    solve(
      xtx,
      Array.from({ length: k }, (_, j) => (i === j ? 1 : 0)),
    ),
  );
  const se = inv.map((col, i) => Math.sqrt(Math.max(0, s2 * (col[i] ?? 0))));
  return { coef, se, r2: 1 - sse / sst, n: y.length };
}

/** Pearson correlation. */
export function corr(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - ma;
    const db = (b[i] ?? 0) - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return sab / Math.sqrt(saa * sbb);
}

/** Wilson 95% interval of a proportion, in percent. */
export function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [100 * (c - h), 100 * (c + h)];
}

export const mean = (a: readonly number[]): number => a.reduce((s, v) => s + v, 0) / a.length;
