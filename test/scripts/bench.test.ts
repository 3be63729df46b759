import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadBaseline } from '../../scripts/bench-baseline';

const tsx = 'node_modules/.bin/tsx';

describe('npm run bench', () => {
  it('the baseline plays whole legal tic-tac-toe games through boardgame.io', async () => {
    // loadBaseline puts boardgame.io in production mode for the process: undo it after.
    const env = process.env.NODE_ENV;
    try {
      const baseline = await loadBaseline('test');
      const w = baseline(30);
      // A game is 5 to 9 moves; the reducer refusing a move would have thrown.
      expect(w.count).toBeGreaterThanOrEqual(5 * 5);
      expect(w.ms).toBeGreaterThanOrEqual(30);
    } finally {
      if (env === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = env;
    }
  });

  it('reports every figure per second and as a ratio to the baseline of the same run', () => {
    const out = execFileSync(
      tsx,
      [
        'scripts/bench.ts',
        'fixture-loans',
        '--rounds',
        '2',
        '--ms',
        '20',
        '--chunk',
        '5',
        '--warmup',
        '100',
        '--json',
      ],
      { encoding: 'utf8' },
    );
    const { rows } = JSON.parse(out) as {
      rows: {
        game: string;
        baselinePerSecond: number;
        perSecond: Record<string, number>;
        ratio: Record<string, number>;
        ratioRange: Record<string, [number, number]>;
      }[];
    };
    expect(rows.map((r) => r.game)).toEqual(['fixture-loans']);
    const [row] = rows;
    expect(row?.baselinePerSecond).toBeGreaterThan(0);
    for (const f of ['apply', 'actions', 'view', 'playout', 'search']) {
      const [lo = NaN, hi = NaN] = row?.ratioRange[f] ?? [];
      expect(row?.perSecond[f]).toBeGreaterThan(0);
      expect(row?.ratio[f]).toBeGreaterThanOrEqual(lo);
      expect(row?.ratio[f]).toBeLessThanOrEqual(hi);
    }
  });
});
