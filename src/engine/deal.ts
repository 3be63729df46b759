/**
 * Dealing what a seat cannot see: the generic determinization for search bots, and the
 * leak test's reshuffle of what is hidden from a seat.
 */
import {
  canSee,
  cardId,
  cardsSeenIn,
  mapContainers,
  visitContainers,
  type Card,
  type View,
  type Zone,
  type ZoneView,
} from './hidden';
import type { Rng } from './rng';
import type { SeatId } from './types';

/** Every card of a game by pool (a plain list is the default pool ''), as the view shows it. */
export type Universe = readonly Card[] | Readonly<Record<string, readonly Card[]>>;

const poolOf = (z: { pool?: string }) => z.pool ?? '';

/**
 * The generic determinization: per pool, the cards of `universe` that the seat cannot see
 * are shuffled and dealt back into the places hidden from it. A zone whose contents the seat
 * knows (`set`) is shuffled within itself; a card the seat knows (`known`) stays where it is.
 * Hidden values keep their placeholders (a game's `determinize` may sample them). Throws if
 * the view and the universe disagree (a game bug).
 */
export function dealHidden<S>(view: View<S>, seat: SeatId, universe: Universe, rng: Rng): S {
  return dealUnseen<S>(view, unseenCards(view, seat, universe), rng);
}

/** The cards a seat cannot see, by pool, in a fixed order (see unseenCards). */
export type Unseen = ReadonlyMap<string, readonly Card[]>;

/**
 * The first half of `dealHidden`: per pool, the cards of `universe` the seat cannot see in
 * `view`. A search deals many samples from one view, so it works this out once.
 */
export function unseenCards(view: unknown, seat: SeatId, universe: Universe): Unseen {
  const byPool: Readonly<Record<string, readonly Card[]>> = Array.isArray(universe)
    ? { '': universe as readonly Card[] }
    : (universe as Readonly<Record<string, readonly Card[]>>);
  // Per pool, the unseen copies of each card id (the universe's own card objects).
  const left = new Map<string, Map<string, Card[]>>();
  for (const [pool, cards] of Object.entries(byPool)) {
    const m = new Map<string, Card[]>();
    for (const c of cards) {
      const list = m.get(cardId(c));
      if (list) list.push(c);
      else m.set(cardId(c), [c]);
    }
    left.set(pool, m);
  }
  visitContainers(view, (z) => {
    const m = left.get(poolOf(z));
    for (const c of cardsSeenIn(z, seat)) {
      const copies = m?.get(cardId(c));
      if (!copies?.length)
        throw new Error(`determinize: visible card ${cardId(c)} is not in pool "${poolOf(z)}"`);
      copies.pop();
    }
  });
  const unseen = new Map<string, readonly Card[]>();
  for (const [pool, m] of left) unseen.set(pool, [...m.values()].flat());
  return unseen;
}

/** The second half of `dealHidden`: the unseen cards shuffled and dealt into `view`. */
export function dealUnseen<S>(view: unknown, unseen: Unseen, rng: Rng): S {
  const decks = new Map<string, { cards: Card[]; at: number }>();
  for (const [pool, cards] of unseen) decks.set(pool, { cards: rng.shuffle(cards), at: 0 });
  return mapContainers(
    view,
    (z) => {
      if (z.n === undefined) return z;
      const { n, known, set, ...rest } = z;
      let cards: Card[];
      if (set) {
        // Known contents, unknown order: the cards not known by place, shuffled among the rest.
        const free = set.slice();
        for (const c of known ?? []) if (c !== null) free.splice(free.indexOf(c), 1);
        const mixed = rng.shuffle(free);
        let at = 0;
        cards = Array.from({ length: n }, (_, i) => known?.[i] ?? (mixed[at++] as Card));
      } else {
        const deck = decks.get(poolOf(z));
        const need = n - (known?.filter((c) => c !== null).length ?? 0);
        if (!deck || deck.at + need > deck.cards.length) {
          throw new Error(
            `determinize: more hidden cards than unseen cards in pool "${poolOf(z)}"`,
          );
        }
        cards = Array.from({ length: n }, (_, i) => known?.[i] ?? (deck.cards[deck.at++] as Card));
      }
      return { ...rest, cards } as ZoneView<Card>;
    },
    (h) => (h.unseen ? { $hidden: h.$hidden, value: h.ph, ph: h.ph } : h),
  ) as S;
}

/**
 * For the leak test: the same state with the cards hidden from `seat` moved about among the
 * places hidden from it (counts, known cards and known contents kept). A correct view cannot
 * tell the two apart.
 */
export function shuffleHiddenFrom<T>(state: T, seat: SeatId | null, rng: Rng): T {
  // Places where the seat knows nothing share one deck per pool; a zone whose contents the
  // seat knows keeps its own cards, reordered.
  const hiddenAt = (z: Zone<Card>) =>
    canSee(z.$zone, seat) ? [] : z.cards.flatMap((_, i) => (canSee(z.$seen?.[i], seat) ? [] : [i]));
  const pools = new Map<string, Card[]>();
  visitContainers(state, (z) => {
    if (canSee(z.$set, seat)) return;
    const key = poolOf(z);
    const list = pools.get(key) ?? [];
    for (const i of hiddenAt(z as Zone<Card>)) list.push(z.cards[i] as Card);
    pools.set(key, list);
  });
  const decks = new Map([...pools].map(([k, cards]) => [k, { cards: rng.shuffle(cards), at: 0 }]));
  return mapContainers(
    state,
    (z) => {
      const at = hiddenAt(z as Zone<Card>);
      if (!at.length) return z;
      const cards = z.cards.slice();
      if (canSee(z.$set, seat)) {
        const mixed = rng.shuffle(at.map((i) => z.cards[i] as Card));
        at.forEach((i, k) => (cards[i] = mixed[k] as Card));
      } else {
        const deck = decks.get(poolOf(z));
        if (!deck) return z;
        for (const i of at) cards[i] = deck.cards[deck.at++] as Card;
      }
      return { ...z, cards } as ZoneView<Card>;
    },
    (h) => h,
  );
}
