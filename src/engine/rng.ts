/**
 * Seeded random numbers whose whole state is four 32-bit integers, kept in the table
 * state so that a seed plus the move list always replays to the same game.
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG, public domain).
 */

/** The generator's state: plain JSON, stored with the game. */
export type RngState = readonly [number, number, number, number];

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A roll of a die with `sides` faces numbered 1..sides. */
  rollDie(sides: number): number;
  /** A roll of a die with custom faces. */
  rollFaces<T>(faces: readonly T[]): T;
  /** One element picked uniformly. */
  pick<T>(items: readonly T[]): T;
  /** A new array in random order (Fisher-Yates); the input is untouched. */
  shuffle<T>(items: readonly T[]): T[];
  /** The current state, to store. */
  state(): RngState;
  /** How many numbers were drawn since this Rng was made. */
  readonly draws: number;
}

/** Hashes a seed string into a generator state (cyrb128). */
export function parseSeed(seed: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A new random seed string, for a new game (the only non-deterministic call in the engine). */
export function makeSeed(): string {
  const bytes = new Uint32Array(2);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36)).join('');
}

/** A generator continuing from `state`. */
export function makeRng(state: RngState): Rng {
  let [a, b, c, d] = state;
  let draws = 0;
  const nextU32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    draws++;
    return t >>> 0;
  };
  const next = (): number => nextU32() / 4294967296;
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0)
      throw new RangeError(`int(${n}): n must be a positive integer`);
    return Math.floor(next() * n);
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[int(items.length)] as T;
  };
  return {
    next,
    int,
    rollDie: (sides) => int(sides) + 1,
    rollFaces: pick,
    pick,
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
    state: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
    get draws() {
      return draws;
    },
  };
}
