import { describe, expect, it } from 'vitest';
import { hit, stealBases, walk } from '../../../src/games/highlights/rules/running';
import type { Base, Side } from '../../../src/games/highlights/state';
import type { Result, Speed } from '../../../src/games/highlights/types';

function board(bases: Base[]): Side {
  const n = bases.filter((b) => b).length;
  return {
    bases,
    runs: 0,
    tally: { placed: n, crossed: 0, removed: 0 },
  } as unknown as Side;
}
const S: Speed = 'slow';
const A: Speed = 'average';
const F: Speed = 'fast';

// §SE DEPLACER SUR LES BASES and rules-notes 4.5: each row is a worked case.
const CASES: {
  name: string;
  bases: Base[];
  hit: Result;
  batter: Speed;
  after: Base[];
  runs: number;
}[] = [
  {
    name: 'an Average runner on 2nd scores on a Single',
    bases: [null, A, null],
    hit: '1B',
    batter: S,
    after: [S, null, null],
    runs: 1,
  },
  {
    name: 'a Slow runner on 2nd takes 3rd on a Single',
    bases: [null, S, null],
    hit: '1B',
    batter: S,
    after: [S, null, S],
    runs: 0,
  },
  {
    name: 'a Fast runner on 1st scores on a Double (3 bases)',
    bases: [F, null, null],
    hit: '2B',
    batter: S,
    after: [null, S, null],
    runs: 1,
  },
  {
    name: 'a Fast batter on a Single stops at 1st',
    bases: [null, null, null],
    hit: '1B',
    batter: F,
    after: [F, null, null],
    runs: 0,
  },
  {
    name: 'a Fast runner is held behind a Slow one',
    bases: [F, S, null],
    hit: '1B',
    batter: A,
    after: [A, F, S],
    runs: 0,
  },
  {
    name: 'bases loaded (all Slow) and a Single: one run, still loaded',
    bases: [S, S, S],
    hit: '1B',
    batter: S,
    after: [S, S, S],
    runs: 1,
  },
  {
    name: 'a Homerun clears the bases',
    bases: [S, A, F],
    hit: 'HR',
    batter: S,
    after: [null, null, null],
    runs: 4,
  },
  {
    name: 'an Average runner on 1st takes 2nd only on a Single',
    bases: [A, null, null],
    hit: '1B',
    batter: S,
    after: [S, A, null],
    runs: 0,
  },
];

describe('base running by speed (§SE DEPLACER SUR LES BASES)', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const b = board([...c.bases]);
      expect(hit(b, c.hit, c.batter)).toBe(c.runs);
      expect(b.bases).toEqual(c.after);
      expect(b.runs).toBe(c.runs);
    });
  }

  it('Clutch Single with a runner on 2nd: every runner +2, the batter to 1st (§Clutch)', () => {
    const b = board([S, S, null]);
    expect(hit(b, '1B', A, true)).toBe(1);
    expect(b.bases).toEqual([A, null, S]);
  });

  it('Walk: batter and runners on 1st and 3rd; the chain stops at the empty 2nd (§Walk)', () => {
    const b = board([S, null, A]);
    expect(walk(b, F)).toBe(0);
    expect(b.bases).toEqual([F, S, A]);
  });

  it('Walk with the bases loaded forces a run (§Walk)', () => {
    const b = board([S, S, S]);
    expect(walk(b, A)).toBe(1);
    expect(b.bases).toEqual([A, S, S]);
  });

  it('Stolen Base moves Fast and Average runners lead-first; from 3rd the runner scores (decision §Stolen Base)', () => {
    const b = board([A, S, F]);
    expect(stealBases(b)).toBe(1);
    // 3rd (Fast) scores; 2nd is Slow and stays; 1st (Average) is blocked by 2nd.
    expect(b.bases).toEqual([A, S, null]);
    const c = board([F, null, null]);
    stealBases(c);
    expect(c.bases).toEqual([null, F, null]);
  });
});
