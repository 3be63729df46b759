import { describe, expect, it } from 'vitest';
import { makeRng, makeSeed, parseSeed, type Rng } from '../../src/engine/rng';

const draw = (rng: Rng, n: number): number[] => Array.from({ length: n }, () => rng.next());

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

describe('parseSeed', () => {
  it('gives the same state for the same seed and a state of four uint32s', () => {
    const s = parseSeed('dugout');
    expect(parseSeed('dugout')).toEqual(s);
    expect(s).toHaveLength(4);
    for (const x of s) expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
  });

  it.each([
    ['a', 'b'],
    ['', ' '],
    ['seed1', 'seed2'],
    ['ab', 'ba'],
    ['game-1', 'game-10'],
  ])('gives different states for %j and %j', (a, b) => {
    expect(parseSeed(a)).not.toEqual(parseSeed(b));
  });

  it('gives 1000 distinct states for 1000 distinct seeds', () => {
    const states = new Set(Array.from({ length: 1000 }, (_, i) => parseSeed(`s${i}`).join(',')));
    expect(states.size).toBe(1000);
  });

  it('makeSeed gives fresh seeds', () => {
    expect(makeSeed()).not.toBe(makeSeed());
  });
});

describe('makeRng', () => {
  it('replays the same sequence from the same seed', () => {
    expect(draw(makeRng(parseSeed('x')), 100)).toEqual(draw(makeRng(parseSeed('x')), 100));
    expect(draw(makeRng(parseSeed('x')), 100)).not.toEqual(draw(makeRng(parseSeed('y')), 100));
  });

  it('continues identically from a stored state()', () => {
    const rng = makeRng(parseSeed('resume'));
    draw(rng, 37);
    const saved = rng.state();
    const resumed = makeRng(JSON.parse(JSON.stringify(saved)));
    expect(draw(resumed, 50)).toEqual(draw(rng, 50));
  });

  it('does not advance when only state() is read, and counts draws', () => {
    const rng = makeRng(parseSeed('count'));
    expect(rng.draws).toBe(0);
    rng.state();
    expect(rng.draws).toBe(0);
    rng.rollDie(6);
    rng.shuffle([1, 2, 3]);
    expect(rng.draws).toBe(3);
  });

  it('next() stays in [0, 1)', () => {
    const xs = draw(makeRng(parseSeed('unit')), 10_000);
    expect(xs.filter((x) => !(x >= 0 && x < 1))).toEqual([]);
  });

  it.each([0, -1, 1.5, Number.NaN])('int(%s) throws', (n) => {
    expect(() => makeRng(parseSeed('bad')).int(n)).toThrow(RangeError);
  });

  it('pick from an empty list throws', () => {
    expect(() => makeRng(parseSeed('empty')).pick([])).toThrow(RangeError);
  });
});

describe('rollDie', () => {
  // Critical chi-square values at p = 0.001 are 20.5 (5 degrees of freedom) and 43.8 (19).
  it.each([
    [6, 60_000, 20.5],
    [10, 60_000, 27.9],
    [20, 60_000, 43.8],
  ])('a d%i stays in range and is roughly uniform over %i rolls', (sides, rolls, bound) => {
    const rng = makeRng(parseSeed(`uniform-d${sides}`));
    const counts = Array.from({ length: sides }, () => 0);
    const outside: number[] = [];
    for (let i = 0; i < rolls; i++) {
      const r = rng.rollDie(sides);
      if (!Number.isInteger(r) || r < 1 || r > sides) outside.push(r);
      else counts[r - 1] = (counts[r - 1] ?? 0) + 1;
    }
    expect(outside).toEqual([]);
    expect(counts.every((c) => c > 0)).toBe(true);
    expect(chiSquare(counts, rolls)).toBeLessThan(bound);
  });

  it('rollFaces returns one of the faces', () => {
    const rng = makeRng(parseSeed('faces'));
    const faces = ['out', 'single', 'walk'] as const;
    const seen = new Set(Array.from({ length: 300 }, () => rng.rollFaces(faces)));
    expect([...seen].sort()).toEqual(['out', 'single', 'walk']);
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input untouched', () => {
    const input = Object.freeze(Array.from({ length: 52 }, (_, i) => i));
    const out = makeRng(parseSeed('deck')).shuffle(input);
    expect(out).not.toBe(input);
    expect(input).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(out.slice().sort((a, b) => a - b)).toEqual(input);
    expect(out).not.toEqual(input);
  });

  it('keeps duplicate elements as a multiset', () => {
    const input = ['a', 'a', 'b', 'c', 'c', 'c'];
    expect(makeRng(parseSeed('dups')).shuffle(input).sort()).toEqual(input);
  });

  it('handles empty and one-element lists', () => {
    const rng = makeRng(parseSeed('small'));
    expect(rng.shuffle([])).toEqual([]);
    expect(rng.shuffle(['x'])).toEqual(['x']);
  });

  it('puts every element in every position about equally often', () => {
    const rng = makeRng(parseSeed('positions'));
    const n = 5;
    const trials = 20_000;
    const firsts = Array.from({ length: n }, () => 0);
    for (let i = 0; i < trials; i++) {
      const first = rng.shuffle([0, 1, 2, 3, 4])[0] ?? 0;
      firsts[first] = (firsts[first] ?? 0) + 1;
    }
    // 4 degrees of freedom: 18.5 at p = 0.001.
    expect(chiSquare(firsts, trials)).toBeLessThan(18.5);
  });
});
