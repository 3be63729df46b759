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

/** sfc32 with its four words as fields: cheap to make once per move. */
class Sfc32 implements Rng {
  draws = 0;
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(state: RngState) {
    // One is made per move: indexes, not a destructuring (which walks an iterator), and the
    // words kept as int32 (small integers in Node's V8, where a uint32 above 2^31 is boxed).
    this.a = state[0] | 0;
    this.b = state[1] | 0;
    this.c = state[2] | 0;
    this.d = state[3] | 0;
  }
  private u32(): number {
    const a = this.a >>> 0;
    const b = this.b >>> 0;
    const c = this.c >>> 0;
    const d = this.d >>> 0;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    const r = (c << 21) | (c >>> 11);
    this.c = (r + t) | 0;
    this.draws++;
    return t >>> 0;
  }
  next(): number {
    return this.u32() / 4294967296;
  }
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0)
      throw new RangeError(`int(${n}): n must be a positive integer`);
    return Math.floor(this.next() * n);
  }
  rollDie(sides: number): number {
    return this.int(sides) + 1;
  }
  rollFaces<T>(faces: readonly T[]): T {
    return this.pick(faces);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(items.length)] as T;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}

/** A generator continuing from `state`. */
export function makeRng(state: RngState): Rng {
  return new Sfc32(state);
}
