/**
 * The zones' short paths (no per-card knowledge, nobody else seeing the new cards) give what
 * the general path gives: the same cards, the same knowledge, `$seen` present exactly when
 * the general path keeps it. The general path is written out here as it was before the short
 * paths (issue 22), and both run over zones and visibilities of every kind.
 */
import { describe, expect, it } from 'vitest';
import { type Vis, type Zone, zone } from '../../src/engine/hidden';
import { makeRng, parseSeed, type Rng } from '../../src/engine/rng';
import { addSeats, drawTop, putBottom, putTop, union } from '../../src/engine/zones';
import type { Mutable } from '../../src/engine/copy';

const NOBODY: Vis = 'none';
const seenOf = (z: Zone): readonly Vis[] => z.$seen ?? z.cards.map(() => NOBODY);
function rebuild(z: Zone, cards: readonly string[], seen: readonly Vis[]): Zone {
  const m: Mutable<Zone> = { $zone: z.$zone, cards };
  if (z.pool !== undefined) m.pool = z.pool;
  if (z.$set !== undefined) m.$set = z.$set;
  if (seen.some((v) => v !== NOBODY)) m.$seen = seen;
  return m;
}
const perCard = (seenBy: Vis | readonly Vis[]): seenBy is readonly Vis[] =>
  Array.isArray(seenBy) && seenBy.length > 0 && typeof seenBy[0] !== 'number';
const each = (seenBy: Vis | readonly Vis[], n: number): Vis[] =>
  Array.from({ length: n }, (_, i) => (perCard(seenBy) ? (seenBy[i] ?? NOBODY) : (seenBy as Vis)));
const general = {
  drawTop(z: Zone, k: number): [string[], Zone, Vis[]] {
    const seen = seenOf(z);
    const knew = z.cards.slice(0, k).map((_, i) => union(z.$zone, seen[i] ?? NOBODY));
    return [z.cards.slice(0, k), rebuild(z, z.cards.slice(k), seen.slice(k)), knew];
  },
  putTop: (z: Zone, cards: readonly string[], seenBy: Vis | readonly Vis[]): Zone =>
    rebuild(z, [...cards, ...z.cards], [...each(seenBy, cards.length), ...seenOf(z)]),
  putBottom: (z: Zone, cards: readonly string[], seenBy: Vis | readonly Vis[]): Zone =>
    rebuild(z, [...z.cards, ...cards], [...seenOf(z), ...each(seenBy, cards.length)]),
};

const VIS: readonly Vis[] = ['none', 'all', [0], [1], [0, 2], []];
function someZone(rng: Rng): Zone {
  const cards = Array.from({ length: rng.int(5) }, (_, i) => `c${i}`);
  const z: Mutable<Zone> = { ...zone(rng.pick(VIS), cards) };
  if (rng.int(2) === 0) z.pool = 'p';
  if (cards.length > 0 && rng.int(2) === 0) z.$seen = cards.map(() => rng.pick(VIS));
  return z;
}
function someSeenBy(rng: Rng, n: number): Vis | readonly Vis[] {
  switch (rng.int(4)) {
    case 0:
      return rng.pick(VIS);
    case 1:
      return Array.from({ length: n }, () => NOBODY);
    case 2:
      return Array.from({ length: rng.int(n + 1) }, () => rng.pick(VIS));
    default:
      return addSeats('none', [rng.int(3)]);
  }
}

describe('zones: the short paths equal the general one', () => {
  it('over 3,000 zones and visibilities', () => {
    const rng = makeRng(parseSeed('zones-paths'));
    for (let i = 0; i < 1000; i++) {
      const z = someZone(rng);
      const k = rng.int(4);
      expect(drawTop(z, k)).toStrictEqual(general.drawTop(z, k));
      const cards = Array.from({ length: rng.int(3) }, (_, j) => `n${j}`);
      const seenBy = someSeenBy(rng, cards.length);
      expect(putTop(z, cards, seenBy)).toStrictEqual(general.putTop(z, cards, seenBy));
      expect(putBottom(z, cards, seenBy)).toStrictEqual(general.putBottom(z, cards, seenBy));
    }
  });
});
