import { describe, expect, it, vi } from 'vitest';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import { DECK_IDS, actionCard } from '../../../src/games/lords/content';
import type { LordsAction, LordsState } from '../../../src/games/lords/state';
import { advance, applyAction } from '../../../src/games/lords/rules/flow';
import { ownerAt } from '../../../src/games/lords/rules/owner';
import { normaliseOpts } from '../../../src/games/lords/rules/setup';
import { newTable } from '../../../src/games/lords/rules/table';
import { farmTotal, mlTotal } from '../../../src/games/lords/rules/owner';
import { invariants } from '../../../src/games/lords/invariants';
import type { Teams } from './fixtures/teams';

// The cases here are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

let moveNo = 0;
const act = (s: LordsState, seat: number, a: LordsAction) =>
  applyAction(s, seat, a, makeCtx(parseSeed(`move-${moveNo++}`), moveNo).ctx);

/** Every action card, wherever it is, conserved (the brief's invariant). */
const cards = (s: LordsState) =>
  [
    ...s.deck.cards,
    ...s.discard.cards,
    ...s.owners.flatMap((o) => [...o.hand.cards, ...o.promo.cards]),
  ].sort();

/** Answers every open window by passing. */
function passWindows(s: LordsState): LordsState {
  let next = s;
  while (next.window !== null && next.window.queue.length > 0) {
    next = act(next, next.window.queue[0] ?? 0, { t: 'respond' });
  }
  return next;
}

function setUp(seed: string, teams: string[], opts = {}) {
  const ctx = makeCtx(parseSeed(seed), 0).ctx;
  let s = advance(newTable(ctx, teams.length, normaliseOpts(opts)), ctx);
  teams.forEach((team, k) => {
    s = act(s, k, { t: 'team', team, fs: 3, fm: 2 });
  });
  return s;
}

describe('§3-4 from set-up to the first pitch', () => {
  it('set-up in seat order, 10 cards each, then the first off-season to the early season', () => {
    let s = setUp('open-1', ['lanterns', 'mudcats', 'comets']);
    expect(s.owners.map((o) => o.hand.cards.length)).toEqual([10, 10, 10]);
    expect(cards(s)).toEqual([...DECK_IDS].sort());
    while (s.step === 'redraw') s = act(s, s.waiting[0] ?? 0, { t: 'redraw', card: null });
    // 4.1.1: the Mudcats (1+3+2 stars) choose; they pick the Lanterns' owner to start.
    expect(s.step).toBe('turnOrder');
    expect(s.waiting).toEqual([1]);
    // A13: the 5★ front office starts the off-season with 2 media.
    expect(ownerAt(s, 0).media).toBe(2);
    expect(() => act(s, 0, { t: 'chooseStarter', seat: 0 })).toThrow(
      expect.objectContaining({ code: 'not-your-choice' }),
    );
    s = act(s, 1, { t: 'chooseStarter', seat: 0 });
    expect(s.step).toBe('promo');
    const before = s.owners.map((o) => o.money.value);
    const promo = s.owners.map((o) => o.hand.cards[0] ?? '');
    for (const k of [2, 0, 1]) s = act(s, k, { t: 'promo', card: promo[k] ?? '' });
    s = passWindows(s);
    expect(s.community.cards).toHaveLength(1);
    expect(s.owners.every((o) => o.hand.cards.length === 9)).toBe(true);
    expect(before.length).toBe(3);
    // 4.1.4: each owner plays one card in turn order, starting with the starter.
    while (s.step === 'offCards' || (s.window !== null && s.step !== 'pennantRoll')) {
      if (s.window !== null) {
        s = passWindows(s);
        continue;
      }
      const seat = s.waiting[0] ?? 0;
      const hand = ownerAt(s, seat).hand.cards;
      const card = hand.find((c) => !['jinx', 'second-look'].includes(c)) ?? hand[0] ?? '';
      s = act(s, seat, { t: 'event', card, target: seat });
    }
    expect(s.step).toBe('pennantRoll');
    expect(() => act(s, 1, { t: 'roll' })).toThrow(
      expect.objectContaining({ code: 'not-your-roll', section: '4.1.5' }),
    );
    s = passWindows(act(s, 0, { t: 'roll' }));
    expect(s.step).toBe('season');
    expect(s.phase).toBe('es');
    expect(s.pennantTarget).toBeGreaterThanOrEqual(88);
    for (const o of s.owners) {
      expect(o.actions.cards).toHaveLength(6);
      expect(mlTotal(o.ml)).toBe(25);
      expect(farmTotal(o.farm)).toBe(15);
      expect(o.money.value).toBeGreaterThanOrEqual(0);
    }
    // 5.2: the Mudcats (22 JM) start the early season with 6 losses.
    expect([ownerAt(s, 1).w, ownerAt(s, 1).l]).toEqual([0, 6]);
    expect(s.active).toBe(0);
    expect(cards(s)).toEqual([...DECK_IDS].sort());
  });

  it('§3.0: with random team cards each owner takes the top of the shuffled pile', () => {
    const ctx = makeCtx(parseSeed('rnd'), 0).ctx;
    const s = newTable(ctx, 2, normaliseOpts({ teamPick: 'random' }));
    const top = s.teamCards.cards[0] ?? '';
    const other = s.teamCards.cards[1] ?? '';
    expect(() => act(s, 0, { t: 'team', team: other, fs: 1, fm: 1 })).toThrow(
      expect.objectContaining({ code: 'random-team' }),
    );
    expect(act(s, 0, { t: 'team', team: top, fs: 1, fm: 1 }).owners[0]?.team).toBe(top);
  });

  it('§3.0: owners set up in seat order', () => {
    const ctx = makeCtx(parseSeed('order'), 0).ctx;
    const s = newTable(ctx, 2, normaliseOpts({}));
    expect(() => act(s, 1, { t: 'team', team: 'comets', fs: 1, fm: 1 })).toThrow(
      expect.objectContaining({ code: 'not-your-turn', section: '3.0' }),
    );
  });

  it('§2.5: a loan may be taken out of turn, once a phase', () => {
    let s = setUp('loan', ['comets', 'quarrymen']);
    s = act(s, 1, { t: 'loan', size: 5_000 });
    expect(ownerAt(s, 1).loans.small).toBe(5_000);
    expect(() => act(s, 1, { t: 'loan', size: 10_000 })).toThrow(
      expect.objectContaining({ code: 'one-loan-a-phase' }),
    );
  });

  it('§7.3: an offer accepted during a roll locks the roll to the two parties', () => {
    let s = setUp('lock', ['lanterns', 'ironbacks', 'herons', 'comets']);
    while (s.step === 'redraw') s = act(s, s.waiting[0] ?? 0, { t: 'redraw', card: null });
    while (s.window !== null) s = passWindows(s);
    const chooser = s.waiting[0] ?? 0;
    s = act(s, chooser, { t: 'chooseStarter', seat: 3 });
    for (const k of [3, 0, 1, 2])
      s = act(s, k, { t: 'promo', card: ownerAt(s, k).hand.cards[0] ?? '' });
    s = passWindows(s);
    while (s.step === 'offCards' || s.window !== null) {
      if (s.window !== null) {
        s = passWindows(s);
        continue;
      }
      const seat = s.waiting[0] ?? 0;
      const hand = ownerAt(s, seat).hand.cards;
      s = act(s, seat, {
        t: 'event',
        card: hand.find((c) => !['jinx', 'second-look'].includes(c)) ?? '',
        target: seat,
      });
    }
    s = act(s, 3, { t: 'roll' });
    // The Lanterns (seat 0, 5★: 2 media) offer a media cube to the roller for $1,000.
    s = act(s, 0, {
      t: 'offer',
      to: 3,
      give: { money: 0, ml: {}, fs: {}, media: 1, picks: [] },
      get: { money: 1_000, ml: {}, fs: {}, media: 0, picks: [] },
      managers: false,
    });
    const id = s.offers[0]?.id ?? -1;
    s = act(s, 3, { t: 'accept', offer: id });
    expect(s.window?.k === 'roll' && s.window.lockedTo).toEqual([0, 3]);
    expect(s.window?.queue.every((k) => k === 0 || k === 3)).toBe(true);
  });
});

describe('invariants along the opening', () => {
  it('hold after every move of a four-owner opening', () => {
    const ctx = makeCtx(parseSeed('inv'), 0).ctx;
    let s = newTable(ctx, 4, normaliseOpts({ hiddenMoney: true }));
    const check = () => expect(invariants(s)).toEqual([]);
    ['herons', 'foxhounds', 'quarrymen', 'comets'].forEach((team, k) => {
      s = act(s, k, { t: 'team', team, fs: 2, fm: 3 });
      check();
    });
    while (s.step === 'redraw') s = act(s, s.waiting[0] ?? 0, { t: 'redraw', card: null });
    while (s.window !== null) s = passWindows(s);
    s = act(s, s.waiting[0] ?? 0, { t: 'chooseStarter', seat: 2 });
    for (const k of [2, 3, 0, 1]) {
      s = act(s, k, { t: 'promo', card: ownerAt(s, k).hand.cards[0] ?? '' });
      check();
    }
    while (s.step !== 'pennantRoll' || s.bait !== null) {
      if (s.window !== null) s = passWindows(s);
      // 10.5: a Trade Bait played is passed on (here swapped with the deck) first.
      else if (s.bait !== null) s = act(s, s.bait.seat, { t: 'bait', to: null });
      else {
        const seat = s.waiting[0] ?? 0;
        const hand = ownerAt(s, seat).hand.cards;
        const card = hand.find((c) => !['jinx', 'second-look'].includes(c)) ?? '';
        // Aim at the next owner (opening cancel windows), compulsory cards at oneself.
        const target = actionCard(card)?.compulsory ? seat : (seat + 1) % 4;
        s = act(s, seat, { t: 'event', card, target });
      }
      check();
    }
  });
});

describe('§3.5/4.1.4 compulsory cards in the off-season', () => {
  it('are played on their holder only; an opponent card goes through its cancel window', () => {
    let s = setUp('compulsory', ['comets', 'quarrymen']);
    while (s.step === 'redraw') s = act(s, s.waiting[0] ?? 0, { t: 'redraw', card: null });
    while (s.window !== null) s = passWindows(s);
    s = act(s, s.waiting[0] ?? 0, { t: 'chooseStarter', seat: 0 });
    for (const k of [0, 1]) s = act(s, k, { t: 'promo', card: ownerAt(s, k).hand.cards[0] ?? '' });
    s = passWindows(s);
    expect(s.step).toBe('offCards');
    // Give seat 0 a compulsory card and an Ownership Scandal, seat 1 a Legal Team (which
    // cancels it): each comes off the deck, and the cards they replace go back into it.
    let deck = s.deck.cards.slice();
    const take = (c: string) => {
      const i = deck.indexOf(c);
      expect(i).toBeGreaterThanOrEqual(0);
      deck = [...deck.slice(0, i), ...deck.slice(i + 1)];
      return c;
    };
    const o0 = ownerAt(s, 0);
    const o1 = ownerAt(s, 1);
    const hand0 = [take('stadium-repairs'), take('ownership-scandal'), ...o0.hand.cards.slice(2)];
    const hand1 = [take('legal-team'), ...o1.hand.cards.slice(1)];
    deck = [...deck, ...o0.hand.cards.slice(0, 2), ...o1.hand.cards.slice(0, 1)];
    s = {
      ...s,
      deck: { ...s.deck, cards: deck },
      owners: [
        { ...o0, hand: { ...o0.hand, cards: hand0 } },
        { ...o1, hand: { ...o1.hand, cards: hand1 } },
      ],
    };
    expect(invariants(s)).toEqual([]);
    expect(() => act(s, 0, { t: 'event', card: 'stadium-repairs', target: 1 })).toThrow(
      expect.objectContaining({ code: 'compulsory-on-self', section: '3.5' }),
    );
    const played = act(s, 0, { t: 'event', card: 'ownership-scandal', target: 1 });
    expect(played.window).toMatchObject({ k: 'event', queue: [1] });
    const cancelled = act(played, 1, { t: 'cancel', card: 'legal-team' });
    expect(ownerAt(cancelled, 1).fo).toBe(ownerAt(s, 1).fo);
    expect(cancelled.waiting).toEqual([1]);
    expect(invariants(cancelled)).toEqual([]);
  });
});
