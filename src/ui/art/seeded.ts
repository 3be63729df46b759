/**
 * A tiny seeded generator for drawings: an id hashed (FNV-1a) into a mulberry32 stream. Not
 * the game's generator (engine/rng.ts, kept in the state): art needs no replays, only that
 * the same id always draws the same, and it stays out of the home screen's chunk.
 */
export interface Seeded {
  /** An integer in [0, n). */
  int(n: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
}

export function seeded(text: string): Seeded {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('seeded: nothing to pick from');
      return item;
    },
  };
}
