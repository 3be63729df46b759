import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const tsx = 'node_modules/.bin/tsx';
const sim = (...args: string[]) =>
  JSON.parse(
    execFileSync(tsx, ['scripts/sim.ts', ...args, '--json'], { encoding: 'utf8' }),
  ) as Record<string, unknown>;
const withoutTimings = ({ movesPerSecond: _m, elapsedMs: _e, ...rest }: Record<string, unknown>) =>
  rest;

describe('npm run sim', () => {
  it('reports every figure and repeats itself exactly apart from timings', () => {
    const args = [
      'fixture-sealed-bid',
      '--games',
      '30',
      '--seed',
      't1',
      '--bots',
      'random,mcts',
      '--iterations',
      '20',
      '--players',
      '3',
    ];
    const a = sim(...args);
    const b = sim(...args);
    expect(withoutTimings(a)).toEqual(withoutTimings(b));
    expect(a).toMatchObject({
      games: 30,
      players: 3,
      errors: 0,
      invariantBreaks: 0,
      bots: ['random', 'mcts'],
    });
    expect(typeof a.movesPerSecond).toBe('number');
    expect(a.meanMoves).toBeGreaterThan(0);
    const wins = a.winsBySeat as number[];
    expect(wins.reduce((x, y) => x + y, 0)).toBeCloseTo(30, 5);
    expect(Object.keys(a.winsByBot as object).sort()).toEqual(['mcts', 'random']);
  });

  it('a different seed plays different games', () => {
    const a = sim('fixture-media', '--games', '20', '--seed', 'x');
    const b = sim('fixture-media', '--games', '20', '--seed', 'y');
    expect(withoutTimings(a)).not.toEqual(withoutTimings(b));
  });

  it('refuses an unknown game or bot with a usage error', () => {
    const r = spawnSync(tsx, ['scripts/sim.ts', 'no-such-game'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown game "no-such-game"/);
    const b = spawnSync(tsx, ['scripts/sim.ts', 'fixture-media', '--bots', 'genius'], {
      encoding: 'utf8',
    });
    expect(b.status).toBe(2);
  });
});
