/**
 * Moving cards while keeping what each seat knows of them in step: per-card knowledge
 * (`$seen`) travels with its card, a shuffle forgets it, and new cards come with whoever saw
 * them arrive. Named as the table talks: draw from the top, put on top or at the bottom.
 * Games that change `cards` by hand must keep `$seen` the same length (zoneProblems checks).
 */
import { canSee, type Card, type Vis, type Zone } from './hidden';
import type { Mutable } from './copy';
import type { Rng } from './rng';
import type { SeatId } from './types';

const NOBODY: Vis = 'none';

/**
 * The zone with other cards, its other fields kept (`$seen` too: the caller keeps it in step).
 * A literal, not a spread: a spread with a field laid over it costs ten times more in Node 20
 * (engine/copy.ts), and zones are copied at nearly every move.
 */
export function withCards<C extends Card>(z: Zone<C>, cards: readonly C[]): Zone<C> {
  const m: Mutable<Zone<C>> = { $zone: z.$zone, cards };
  if (z.pool !== undefined) m.pool = z.pool;
  if (z.$set !== undefined) m.$set = z.$set;
  if (z.$seen !== undefined) m.$seen = z.$seen;
  return m;
}

/** A zone with new cards and their knowledge; `$seen` is dropped when nobody extra sees any. */
function rebuild<C extends Card>(z: Zone<C>, cards: readonly C[], seen: readonly Vis[]): Zone<C> {
  const m: Mutable<Zone<C>> = { $zone: z.$zone, cards };
  if (z.pool !== undefined) m.pool = z.pool;
  if (z.$set !== undefined) m.$set = z.$set;
  if (seen.some((v) => v !== NOBODY)) m.$seen = seen;
  return m;
}

const seenOf = (z: Zone<Card>): readonly Vis[] => z.$seen ?? z.cards.map(() => NOBODY);

/**
 * The top `k` cards, the zone without them, and who had seen each of them where it was (to
 * carry that knowledge along with `putTop`/`putBottom`). Fewer when the zone holds fewer.
 */
export function drawTop<C extends Card>(z: Zone<C>, k = 1): [C[], Zone<C>, Vis[]] {
  const top = z.cards.slice(0, k);
  const seen = z.$seen;
  // Without per-card knowledge (most zones, most moves) each card was seen as the zone is.
  if (seen === undefined) return [top, plain(z, z.cards.slice(k)), top.map(() => z.$zone)];
  const knew = top.map((_, i) => union(z.$zone, seen[i] ?? NOBODY));
  return [top, rebuild(z, z.cards.slice(k), seen.slice(k)), knew];
}

/** Whether `seenBy` lists one visibility per card (a seat list is a list of numbers). */
const perCard = (seenBy: Vis | readonly Vis[]): seenBy is readonly Vis[] =>
  Array.isArray(seenBy) && seenBy.length > 0 && typeof seenBy[0] !== 'number';

/** Who else sees each of `n` new cards: one visibility for all, or one per card. */
const each = (seenBy: Vis | readonly Vis[], n: number): Vis[] =>
  Array.from({ length: n }, (_, i) => (perCard(seenBy) ? (seenBy[i] ?? NOBODY) : (seenBy as Vis)));

/** Whether nobody else sees any of the new cards (the common case, which needs no `$seen`). */
function nobodyElse(seenBy: Vis | readonly Vis[]): boolean {
  if (seenBy === NOBODY) return true;
  if (!perCard(seenBy)) return false;
  for (const v of seenBy) if (v !== NOBODY) return false;
  return true;
}

/** The zone with other cards and no per-card knowledge. */
function plain<C extends Card>(z: Zone<C>, cards: readonly C[]): Zone<C> {
  const m: Mutable<Zone<C>> = { $zone: z.$zone, cards };
  if (z.pool !== undefined) m.pool = z.pool;
  if (z.$set !== undefined) m.$set = z.$set;
  return m;
}

/**
 * Cards put on top (the first of `cards` becomes the top), seen also by `seenBy`: one
 * visibility for all of them, or one per card (as drawTop returns them).
 */
export function putTop<C extends Card>(
  z: Zone<C>,
  cards: readonly C[],
  seenBy: Vis | readonly Vis[] = NOBODY,
): Zone<C> {
  if (z.$seen === undefined && nobodyElse(seenBy)) return plain(z, [...cards, ...z.cards]);
  return rebuild(z, [...cards, ...z.cards], [...each(seenBy, cards.length), ...seenOf(z)]);
}

/** Cards added at the bottom (or the end of a hand), seen also by `seenBy` (as for putTop). */
export function putBottom<C extends Card>(
  z: Zone<C>,
  cards: readonly C[],
  seenBy: Vis | readonly Vis[] = NOBODY,
): Zone<C> {
  if (z.$seen === undefined && nobodyElse(seenBy)) return plain(z, [...z.cards, ...cards]);
  return rebuild(z, [...z.cards, ...cards], [...seenOf(z), ...each(seenBy, cards.length)]);
}

/** The zone's cards in a new random order: nobody knows where any card is any more. */
export function shuffleZone<C extends Card>(z: Zone<C>, rng: Rng): Zone<C> {
  return rebuild(z, rng.shuffle(z.cards), []);
}

/** Shows the top `k` cards to `seats` as well (a peek); they stay where they are. */
export function showTop<C extends Card>(z: Zone<C>, k: number, seats: readonly SeatId[]): Zone<C> {
  const seen = seenOf(z).map((v, i) => (i < k ? addSeats(v, seats) : v));
  return rebuild(z, z.cards, seen);
}

/** Everyone who sees under either visibility. */
export function union(a: Vis, b: Vis): Vis {
  if (a === 'all' || b === 'all') return 'all';
  if (a === 'none') return b;
  return b === 'none' ? a : addSeats(a, b);
}

/** A visibility that also lets `seats` see. */
export function addSeats(v: Vis, seats: readonly SeatId[]): Vis {
  if (v === 'all') return v;
  const now = v === 'none' ? [] : v;
  const more = seats.filter((s) => !canSee(now, s));
  return more.length ? [...now, ...more].sort((a, b) => a - b) : v;
}

/** What is wrong with a zone's bookkeeping (for invariants and the property test). */
export function zoneProblems(z: Zone<Card>): string[] {
  const out: string[] = [];
  if (z.$seen && z.$seen.length !== z.cards.length)
    out.push(`$seen has ${z.$seen.length} entries for ${z.cards.length} cards`);
  return out;
}
