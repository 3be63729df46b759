import { describe, expect, it } from 'vitest';
import { dealHidden, shuffleHiddenFrom } from '../../src/engine/deal';
import {
  canSee,
  cardId,
  hidden,
  redact,
  visibleCards,
  zone,
  zoneSize,
  type Card,
  type Vis,
  type View,
  type ZoneView,
} from '../../src/engine/hidden';
import { makeRng, parseSeed } from '../../src/engine/rng';
import type { SeatId } from '../../src/engine/types';
import { deepFreeze } from '../fixtures/play';

/** A small table with every kind of container: public, nobody's, per seat, shared, values. */
function makeState() {
  return {
    deck: zone('none', ['d1', 'd2', 'd3', 'dup']),
    table: { row: zone('all', ['r1', 'dup']), outs: [1, 2] },
    hands: [zone([0], ['h0a', 'h0b']), zone([1], ['h1a', 'dup', 'h1c'])],
    shared: zone([0, 1], ['s1']),
    bids: [hidden([0], 5, 0), hidden([1], 3, 0)],
    info: { name: 'inning', nested: { list: [1, 2, 3] } },
  };
}
type State = ReturnType<typeof makeState>;
const UNIVERSE = ['d1', 'd2', 'd3', 'dup', 'r1', 'dup', 'h0a', 'h0b', 'h1a', 'dup', 'h1c', 's1'];
const zonesOf = (s: State | View<State>): ZoneView[] =>
  [s.deck, s.table.row, s.hands[0], s.hands[1], s.shared].flatMap((z) => (z ? [z] : []));
const allCards = (s: State | View<State>): string[] => zonesOf(s).flatMap((z) => z.cards);
const sorted = (xs: readonly Card[]): string[] => xs.map(cardId).sort();
const rngFor = (seed: string) => makeRng(parseSeed(seed));

describe('canSee', () => {
  it.each<[Vis, SeatId | null, boolean]>([
    ['all', 0, true],
    ['all', null, true],
    ['none', 0, false],
    ['none', null, false],
    [[1], 1, true],
    [[1], 0, false],
    [[0, 2], 2, true],
    [[0, 2], null, false],
  ])('%j seen by %j: %s', (vis, seat, expected) => {
    expect(canSee(vis, seat)).toBe(expected);
  });
});

describe('redact', () => {
  it.each([
    {
      seat: 0,
      shown: ['hands.0', 'shared'],
      hiddenZones: ['hands.1', 'deck'],
      shownBid: 0,
      hiddenBid: 1,
    },
    {
      seat: 1,
      shown: ['hands.1', 'shared'],
      hiddenZones: ['hands.0', 'deck'],
      shownBid: 1,
      hiddenBid: 0,
    },
  ])(
    'shows seat $seat its own containers and hides the others',
    ({ seat, shown, hiddenZones, shownBid, hiddenBid }) => {
      const state = makeState();
      const view = redact(state, seat);
      const at = (s: State | View<State>, path: string): ZoneView =>
        path === 'deck'
          ? s.deck
          : path === 'shared'
            ? s.shared
            : (s.hands[Number(path.slice(6))] ?? s.deck);
      for (const p of shown) expect(at(view, p)).toBe(at(state, p));
      for (const p of hiddenZones) {
        const z = at(state, p);
        expect(at(view, p)).toEqual({ $zone: z.$zone, cards: [], n: z.cards.length });
      }
      expect(view.bids[shownBid]).toBe(state.bids[shownBid]);
      expect(view.bids[hiddenBid]).toEqual({ $hidden: [hiddenBid], value: 0, ph: 0, unseen: true });
      expect(view.table.row).toBe(state.table.row);
    },
  );

  it('hides every per-seat container from the whole table (null) and keeps public ones', () => {
    const state = makeState();
    const view = redact(state, null);
    expect(view.hands.map(zoneSize)).toEqual([2, 3]);
    expect(view.hands.every((h) => h.cards.length === 0)).toBe(true);
    expect(view.shared).toEqual({ $zone: [0, 1], cards: [], n: 1 });
    expect(view.deck.cards).toEqual([]);
    expect(view.bids.map((b) => b.value)).toEqual([0, 0]);
    expect(view.bids.every((b) => b.unseen)).toBe(true);
    expect(view.table).toBe(state.table);
  });

  it('shares untouched subtrees and never mutates its input', () => {
    const state = deepFreeze(makeState());
    const before = JSON.stringify(state);
    const view = redact(state, 0);
    expect(JSON.stringify(state)).toBe(before);
    expect(view).not.toBe(state);
    expect(view.info).toBe(state.info);
    expect(view.table).toBe(state.table);
    expect(view.hands).not.toBe(state.hands);
    expect(view.hands[0]).toBe(state.hands[0]);
  });

  it('returns the very same object when nothing is hidden from the seat', () => {
    const state = { row: zone('all', ['a']), mine: zone([2], ['b']), v: hidden([2], 1, 0) };
    expect(redact(state, 2)).toBe(state);
  });

  it('is idempotent and keeps counts when a view is redacted again', () => {
    const view = redact(makeState(), 0);
    expect(redact(view, 0)).toEqual(view);
    const again = redact(view, null);
    expect(again.hands.map(zoneSize)).toEqual([2, 3]);
    expect(again.deck).toEqual({ $zone: 'none', cards: [], n: 4 });
  });

  it('visibleCards lists the cards a seat can see in a state or its view', () => {
    const expected = sorted(['r1', 'dup', 'h0a', 'h0b', 's1']);
    expect(sorted(visibleCards(makeState(), 0))).toEqual(expected);
    expect(sorted(visibleCards(redact(makeState(), 0), 0))).toEqual(expected);
    expect(sorted(visibleCards(redact(makeState(), 1), 0))).toEqual(sorted(['r1', 'dup', 's1']));
  });
});

describe('dealHidden', () => {
  it.each([0, 1])('builds a state whose redaction for seat %i is its view', (seat) => {
    const view = redact(makeState(), seat);
    const dealt = dealHidden(view, seat, UNIVERSE, rngFor(`deal-${seat}`));
    expect(redact(dealt, seat)).toEqual(view);
    expect(zonesOf(dealt).every((z) => z.n === undefined)).toBe(true);
    expect(dealt.bids[1 - seat]).toEqual({ $hidden: [1 - seat], value: 0, ph: 0 });
  });

  it('deals exactly the unseen multiset into the hidden zones', () => {
    const view = redact(makeState(), 0);
    const dealt = dealHidden(view, 0, UNIVERSE, rngFor('multiset'));
    const unseen = UNIVERSE.slice();
    for (const c of visibleCards(view, 0)) unseen.splice(unseen.indexOf(cardId(c)), 1);
    expect(sorted([...dealt.deck.cards, ...(dealt.hands[1]?.cards ?? [])])).toEqual(sorted(unseen));
    expect(sorted(allCards(dealt))).toEqual(sorted(UNIVERSE));
  });

  it('deals differently for different generators', () => {
    const view = redact(makeState(), 0);
    const deals = new Set(
      Array.from({ length: 10 }, (_, i) =>
        JSON.stringify(dealHidden(view, 0, UNIVERSE, rngFor(`d${i}`))),
      ),
    );
    expect(deals.size).toBeGreaterThan(1);
  });

  it.each([
    ['a visible card is missing', UNIVERSE.filter((c) => c !== 'r1'), /r1 is not in pool ""/],
    [
      // Seat 1 sees 'dup' twice (the row and its hand), the universe holds one.
      'a visible card has too few copies',
      ['dup', ...UNIVERSE.filter((c) => c !== 'dup')],
      /dup is not in/,
    ],
    [
      'the universe has too few unseen cards',
      ['r1', 'dup', 'h1a', 'dup', 'h1c', 's1'],
      /more hidden cards/,
    ],
  ])('throws when %s', (_, universe, message) => {
    expect(() => dealHidden(redact(makeState(), 1), 1, universe, rngFor('bad'))).toThrow(message);
  });
});

describe('shuffleHiddenFrom', () => {
  it('keeps zone counts, visible zones, hidden values and the whole multiset', () => {
    const state = deepFreeze(makeState());
    const moved = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const out = shuffleHiddenFrom(state, 0, rngFor(`leak-${i}`));
      expect(zonesOf(out).map(zoneSize)).toEqual(zonesOf(state).map(zoneSize));
      expect(out.hands[0]).toBe(state.hands[0]);
      expect(out.table).toBe(state.table);
      expect(out.shared).toBe(state.shared);
      expect(out.bids).toBe(state.bids);
      expect(sorted(allCards(out))).toEqual(sorted(allCards(state)));
      expect(redact(out, 0)).toEqual(redact(state, 0));
      moved.add(out.deck.cards.join(','));
    }
    // The hidden cards really do move between the deck and the other hand.
    expect(moved.size).toBeGreaterThan(1);
  });
});
