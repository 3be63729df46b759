/**
 * Hidden information by construction. Every card lives in a Zone and every other secret in
 * a Hidden value; each says who may see it. Redaction, determinization and the leak test are
 * then generic: a game's view is `redact(state, seat)` plus public facts derived from it.
 */
import type { Rng } from './rng';
import type { SeatId } from './types';

/** Who may see a container: everyone, nobody, or the listed seats. */
export type Vis = 'all' | 'none' | readonly SeatId[];

/**
 * Cards in one place (a hand, a deck, a face-down lineup slot). Redacted for a seat that
 * may not see it: `cards` is emptied and `n` holds the count.
 */
export interface Zone<C extends string = string> {
  readonly $zone: Vis;
  readonly cards: readonly C[];
  readonly n?: number;
  /**
   * Which kind of card the zone holds (a character deck, a win deck): determinization deals
   * a zone only cards of its pool. Zones without one share the default pool ''.
   */
  readonly pool?: string;
}

/** Every card of a game by pool; a plain list is the default pool ''. */
export type Universe = readonly string[] | Readonly<Record<string, readonly string[]>>;

/**
 * A secret that is not a card (a sealed bid, a face-down pick, hidden money). `ph` is a
 * public placeholder of the same type; a seat that may not see the value sees `ph` and
 * `unseen: true` instead.
 */
export interface Hidden<T> {
  readonly $hidden: Vis;
  readonly value: T;
  readonly ph: T;
  readonly unseen?: true;
}

export function zone<C extends string>(vis: Vis, cards: readonly C[] = [], pool?: string): Zone<C> {
  return pool === undefined ? { $zone: vis, cards } : { $zone: vis, cards, pool };
}

export function hidden<T>(vis: Vis, value: T, ph: T): Hidden<T> {
  return { $hidden: vis, value, ph };
}

/** How many cards a zone holds, whether or not this view may see them. */
export function zoneSize(z: Zone): number {
  return z.n ?? z.cards.length;
}

/** Whether `seat` (null: the whole table) may see a container with this visibility. */
export function canSee(vis: Vis, seat: SeatId | null): boolean {
  if (vis === 'all') return true;
  if (vis === 'none' || seat === null) return false;
  return vis.includes(seat);
}

type Node = unknown;
const isObj = (v: Node): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isZone = (v: Record<string, unknown>): v is Zone & Record<string, unknown> => '$zone' in v;
const isHidden = (v: Record<string, unknown>): v is Hidden<unknown> & Record<string, unknown> =>
  '$hidden' in v;

/**
 * Rebuilds a JSON tree, calling `onZone`/`onHidden` on each container. Subtrees without a
 * change are returned as they were (structural sharing).
 */
function mapContainers<T>(
  root: T,
  onZone: (z: Zone) => Zone,
  onHidden: (h: Hidden<unknown>) => Hidden<unknown>,
): T {
  return mapNode(root, onZone, onHidden) as T;
}

// Module functions rather than closures made per call: search deals a sample per iteration.
function mapNode(
  v: Node,
  onZone: (z: Zone) => Zone,
  onHidden: (h: Hidden<unknown>) => Hidden<unknown>,
): Node {
  if (!isObj(v)) return v;
  if (Array.isArray(v)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < v.length; i++) {
      const w = mapNode(v[i], onZone, onHidden);
      if (w !== v[i]) (out ??= v.slice())[i] = w;
    }
    return out ?? v;
  }
  if (isZone(v)) return onZone(v);
  if (isHidden(v)) return onHidden(v);
  let out: Record<string, unknown> | null = null;
  for (const k in v) {
    const w = mapNode(v[k], onZone, onHidden);
    if (w !== v[k]) (out ??= { ...v })[k] = w;
  }
  return out ?? v;
}

/** Visits every container in a fixed (document) order. */
function visitContainers(
  v: Node,
  onZone: (z: Zone) => void,
  onHidden?: (h: Hidden<unknown>) => void,
): void {
  if (!isObj(v)) return;
  if (Array.isArray(v)) {
    for (const x of v) visitContainers(x, onZone, onHidden);
    return;
  }
  if (isZone(v)) return onZone(v);
  if (isHidden(v)) return onHidden?.(v);
  for (const k in v) visitContainers(v[k], onZone, onHidden);
}

/** Everything `seat` (null: the table) may not see, replaced by counts and placeholders. */
export function redact<T>(state: T, seat: SeatId | null): T {
  return mapContainers(
    state,
    (z) =>
      canSee(z.$zone, seat) || z.n !== undefined ? z : { ...z, cards: [], n: z.cards.length },
    (h) =>
      canSee(h.$hidden, seat) || h.unseen
        ? h
        : { $hidden: h.$hidden, value: h.ph, ph: h.ph, unseen: true },
  );
}

/** The cards a seat can see in a view or state, as a multiset (list). */
export function visibleCards(root: unknown, seat: SeatId): string[] {
  const seen: string[] = [];
  visitContainers(root, (z) => {
    if (z.n === undefined && canSee(z.$zone, seat)) seen.push(...z.cards);
  });
  return seen;
}

/**
 * The generic determinization: per pool, the cards of `universe` that the seat cannot see
 * are shuffled and dealt back into the zones of that pool hidden from it, by count; hidden
 * values keep their placeholders. Throws if the view and the universe disagree (a game bug).
 */
export function dealHidden<T>(view: T, seat: SeatId, universe: Universe, rng: Rng): T {
  return dealUnseen(view, unseenCards(view, seat, universe), rng);
}

/**
 * The first half of `dealHidden`: per pool, the cards of `universe` the seat cannot see in
 * `view`. A search deals many samples from one view, so it computes this once.
 */
export function unseenCards(view: unknown, seat: SeatId, universe: Universe): Unseen {
  const byPool: Record<string, readonly string[]> = Array.isArray(universe)
    ? { '': universe as readonly string[] }
    : (universe as Readonly<Record<string, readonly string[]>>);
  const counts = new Map<string, Map<string, number>>();
  for (const [pool, cards] of Object.entries(byPool)) {
    const m = new Map<string, number>();
    for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
    counts.set(pool, m);
  }
  visitContainers(view, (z) => {
    if (z.n !== undefined || !canSee(z.$zone, seat)) return;
    const m = counts.get(z.pool ?? '');
    for (const c of z.cards) {
      const left = m?.get(c);
      if (!m || !left)
        throw new Error(`determinize: visible card ${c} is not in pool "${z.pool ?? ''}"`);
      m.set(c, left - 1);
    }
  });
  const unseen = new Map<string, readonly string[]>();
  for (const [pool, m] of counts) {
    const cards: string[] = [];
    for (const [c, k] of m) for (let i = 0; i < k; i++) cards.push(c);
    unseen.set(pool, cards);
  }
  return unseen;
}

/** The cards a seat cannot see, by pool, in a fixed order (see unseenCards). */
export type Unseen = ReadonlyMap<string, readonly string[]>;

/** The second half of `dealHidden`: the unseen cards shuffled and dealt into `view`. */
export function dealUnseen<T>(view: T, unseen: Unseen, rng: Rng): T {
  const decks = new Map<string, { cards: string[]; at: number }>();
  for (const [pool, cards] of unseen) decks.set(pool, { cards: rng.shuffle(cards), at: 0 });
  return mapContainers(
    view,
    (z) => {
      if (z.n === undefined) return z;
      const deck = decks.get(z.pool ?? '');
      if (!deck || deck.at + z.n > deck.cards.length) {
        throw new Error(
          `determinize: more hidden cards than unseen cards in pool "${z.pool ?? ''}"`,
        );
      }
      const cards = deck.cards.slice(deck.at, deck.at + z.n);
      deck.at += z.n;
      const { n: _n, ...rest } = z;
      return { ...rest, cards };
    },
    (h) => (h.unseen ? { $hidden: h.$hidden, value: h.ph, ph: h.ph } : h),
  );
}

/**
 * For the leak test: the same state with the cards hidden from `seat` shuffled among the
 * zones hidden from it (counts kept). A correct view cannot tell the two apart.
 */
export function shuffleHiddenFrom<T>(state: T, seat: SeatId | null, rng: Rng): T {
  const pools = new Map<string, string[]>();
  visitContainers(state, (z) => {
    if (canSee(z.$zone, seat)) return;
    const key = z.pool ?? '';
    pools.set(key, [...(pools.get(key) ?? []), ...z.cards]);
  });
  const decks = new Map([...pools].map(([k, cards]) => [k, { cards: rng.shuffle(cards), at: 0 }]));
  return mapContainers(
    state,
    (z) => {
      const deck = decks.get(z.pool ?? '');
      if (canSee(z.$zone, seat) || !deck) return z;
      const cards = deck.cards.slice(deck.at, deck.at + z.cards.length);
      deck.at += z.cards.length;
      return { ...z, cards };
    },
    (h) => h,
  );
}
