/**
 * Hidden information by construction. Every card lives in a Zone and every other secret in
 * a Hidden value; each says who may see it. Redaction, determinization, checkpoints, the
 * handoff cover and the leak test are then generic: a game's view is `redact(state, seat)`
 * plus public facts derived from it. Zone helpers that keep per-card knowledge in step with
 * the cards are in zones.ts; determinization in deal.ts; who learns what in knowledge.ts.
 */
import { canonicalJson } from './hash';
import type { Json, SeatId } from './types';

/** Who may see a container: everyone, nobody, or the listed seats. */
export type Vis = 'all' | 'none' | readonly SeatId[];

/** A card with public per-card state that travels with it (a contract, dice on it, a used mark). */
export interface CardInst {
  readonly id: string;
  readonly [field: string]: Json;
}

/** A card in a zone: its content id, or an instance carrying public per-card state. */
export type Card = string | CardInst;

/** A card's content id, whatever it carries. */
export const cardId = (c: Card): string => (typeof c === 'string' ? c : c.id);

/** What a zone is in a state and in a view alike. `cards[0]` is the top. */
interface ZoneBase<C extends Card> {
  readonly $zone: Vis;
  readonly cards: readonly C[];
  /**
   * Which kind of card the zone holds (a character deck, one player's roster): determinization
   * deals a zone only cards of its pool. Zones without one share the default pool ''.
   */
  readonly pool?: string;
  readonly $set?: Vis;
  readonly $seen?: readonly Vis[];
}

/**
 * Cards in one place (a hand, a deck, an On Deck slot, the buy row). Knowledge comes in three
 * grades:
 * - `$zone`: who sees every card, in order;
 * - `$set`: who knows which cards it holds but not their order (a deck-builder's own deck);
 * - `$seen[i]`: who else sees card i (the top card shown to one seat, cards passed on in a
 *   draft that the passer saw). Kept the same length as `cards` by the helpers in zones.ts.
 *
 * A state's zones never carry `n`, `known` or `set`: those appear only in a view, for a seat
 * that may not see the whole zone (see ZoneView), which keeps the two types apart.
 */
export interface Zone<C extends Card = string> extends ZoneBase<C> {
  readonly n?: never;
  readonly known?: never;
  readonly set?: never;
}

/**
 * A zone as one seat's view has it. When the seat may not see the whole zone, `cards` is
 * empty and `n` holds the count; `known[i]` is card i where the seat sees it (else null),
 * present only when it sees at least one; `set` is the contents sorted by card, present when
 * the seat knows them but not their order.
 */
export interface ZoneView<C extends Card = string> extends ZoneBase<C> {
  readonly n?: number;
  readonly known?: readonly (C | null)[];
  readonly set?: readonly C[];
}

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

/**
 * What a seat may know of a state of type S: every Zone becomes a ZoneView. Boards and bots
 * receive this type, never S, so a rules function written for the full state cannot be
 * handed a view by mistake where zones are involved.
 */
export type View<S> =
  S extends Zone<infer C>
    ? ZoneView<C>
    : S extends Hidden<unknown>
      ? S
      : S extends readonly unknown[]
        ? { readonly [K in keyof S]: View<S[K]> }
        : S extends object
          ? { readonly [K in keyof S]: View<S[K]> }
          : S;

export function zone<C extends Card = string>(
  vis: Vis,
  cards: readonly C[] = [],
  pool?: string,
): Zone<C> {
  return pool === undefined ? { $zone: vis, cards } : { $zone: vis, cards, pool };
}

export function hidden<T>(vis: Vis, value: T, ph: T): Hidden<T> {
  return { $hidden: vis, value, ph };
}

/** How many cards a zone holds, whether or not this view may see them. */
export function zoneSize(z: Zone<Card> | ZoneView<Card>): number {
  return z.n ?? z.cards.length;
}

/** Whether `seat` (null: the whole table) may see a container with this visibility. */
export function canSee(vis: Vis | undefined, seat: SeatId | null): boolean {
  if (vis === undefined || vis === 'none') return false;
  if (vis === 'all') return true;
  return seat !== null && vis.includes(seat);
}

/** Whether card i of a state's zone is visible to `seat` (in order or as part of the set). */
export function seesCard(z: Zone<Card>, i: number, seat: SeatId | null): boolean {
  return canSee(z.$zone, seat) || canSee(z.$set, seat) || canSee(z.$seen?.[i], seat);
}

type Node = unknown;
const isObj = (v: Node): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** Whether a node is a Zone (state or view). */
export const isZone = (v: Node): v is ZoneView<Card> => isObj(v) && '$zone' in v;
/** Whether a node is a Hidden value. */
export const isHidden = (v: Node): v is Hidden<unknown> => isObj(v) && '$hidden' in v;

/**
 * Rebuilds a JSON tree, calling `onZone`/`onHidden` on each container. Subtrees without a
 * change are returned as they were (structural sharing).
 */
export function mapContainers<T>(
  root: T,
  onZone: (z: ZoneView<Card>) => ZoneView<Card>,
  onHidden: (h: Hidden<unknown>) => Hidden<unknown>,
): T {
  return mapNode(root, onZone, onHidden) as T;
}

// Module functions rather than closures made per call: a search deals a sample per iteration,
// and tsx (bench, sim) wraps every named closure it makes.
function mapNode(
  v: Node,
  onZone: (z: ZoneView<Card>) => ZoneView<Card>,
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
export function visitContainers(
  v: Node,
  onZone: (z: ZoneView<Card>) => void,
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

/** A card's sort key: its id, then its per-card state, so equal cards sort together. */
const sortKey = (c: Card): string => (typeof c === 'string' ? c : canonicalJson(c));
const byCard = (a: Card, b: Card): number => {
  const x = sortKey(a);
  const y = sortKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** A zone as `seat` may know it (see ZoneView). */
export function redactZone<C extends Card>(z: Zone<C>, seat: SeatId | null): ZoneView<C> {
  const view = z as ZoneView<C>;
  if (view.n !== undefined || canSee(z.$zone, seat)) return view;
  const out: { -readonly [K in keyof ZoneView<C>]: ZoneView<C>[K] } = {
    ...view,
    cards: [],
    n: z.cards.length,
  };
  const seen = z.$seen;
  if (seen && seen.some((v) => canSee(v, seat))) {
    out.known = z.cards.map((c, i) => (canSee(seen[i], seat) ? c : null));
  }
  if (canSee(z.$set, seat)) out.set = z.cards.slice().sort(byCard);
  return out;
}

/** Everything `seat` (null: the table) may not see, replaced by counts and placeholders. */
export function redact<T>(state: T, seat: SeatId | null): View<T> {
  return mapContainers(
    state,
    (z) => redactZone(z as Zone<Card>, seat),
    (h) =>
      canSee(h.$hidden, seat) || h.unseen
        ? h
        : { $hidden: h.$hidden, value: h.ph, ph: h.ph, unseen: true },
  ) as View<T>;
}

/** The cards of one zone (state or view) that a seat can see, as a multiset (list). */
export function cardsSeenIn(z: ZoneView<Card>, seat: SeatId | null): Card[] {
  if (z.n !== undefined) return [...(z.set ?? z.known?.filter((c) => c !== null) ?? [])];
  if (canSee(z.$zone, seat) || canSee(z.$set, seat)) return [...z.cards];
  const seen = z.$seen;
  return seen ? z.cards.filter((_, i) => canSee(seen[i], seat)) : [];
}

/**
 * The cards of one zone a seat sees in place (in order, or one by one), as opposed to knowing
 * only that they are somewhere in the zone (`set`).
 */
export function cardsPlacedIn(z: ZoneView<Card>, seat: SeatId | null): Card[] {
  if (z.n !== undefined) return z.known?.filter((c) => c !== null) ?? [];
  if (canSee(z.$zone, seat)) return [...z.cards];
  const seen = z.$seen;
  return seen ? z.cards.filter((_, i) => canSee(seen[i], seat)) : [];
}

/** The cards a seat can see in a view or state, as a multiset (list). */
export function visibleCards(root: unknown, seat: SeatId): Card[] {
  const out: Card[] = [];
  visitContainers(root, (z) => out.push(...cardsSeenIn(z, seat)));
  return out;
}

/**
 * A view read as a state, for a bot that tries the rules on what its seat can see: every
 * zone hidden from the seat reads as empty (`cards: []`, its count still in `n`). Identity
 * at run time; the type change is the point, so such uses are explicit and easy to find.
 * Never for anything that is stored, shown or replayed.
 */
export function asSeenState<S>(view: View<S>): S {
  return view as unknown as S;
}
