/**
 * Dealing and holding cards (LoB 2.2, 3.5, 5.6): hands of 10 at the start and 9 each later
 * off-season, the compulsory-card redraw, and the end-of-season leftover fees.
 */
import { zone, type Zone } from '../../../engine/hidden';
import { drawTop, putBottom, shuffleZone } from '../../../engine/zones';
import type { Rng } from '../../../engine/rng';
import { must, type SeatId } from '../../../engine/types';
import { HAND, LEFTOVER } from '../content/charts';
import { actionCard } from '../content/deck';
import type { LordsState } from '../state';
import { ownerAt, withOwner } from './owner';
import { editOwner, editState } from './copy';

/** Whether a card id is a compulsory card (LoB 3.5). */
export const isCompulsory = (id: string): boolean => actionCard(id)?.compulsory === true;

/** Compulsory cards in a hand. */
export const compulsoryIn = (hand: Zone<string>): number => hand.cards.filter(isCompulsory).length;

/**
 * Draws `n` cards off the deck, shuffling the discard pile in when the deck runs out; fewer
 * when both are empty. Returns the cards and the state without them.
 */
export function drawCards(s: LordsState, n: number, rng: Rng): [string[], LordsState] {
  let deck = s.deck;
  let discard = s.discard;
  const out: string[] = [];
  while (out.length < n) {
    if (deck.cards.length === 0) {
      if (discard.cards.length === 0) break;
      deck = shuffleZone(zone<string>('none', discard.cards), rng);
      discard = zone('all');
    }
    const [top, rest] = drawTop(deck, n - out.length);
    out.push(...top);
    deck = rest;
  }
  return [out, editState(s, { deck, discard })];
}

/** Deals `n` cards to every owner, one at a time clockwise from seat 0 (LoB 3.5, 7.0). */
export function dealAll(s: LordsState, n: number, rng: Rng): LordsState {
  let next = s;
  for (let round = 0; round < n; round++) {
    for (let k = 0; k < s.seats; k++) {
      const [cards, after] = drawCards(next, 1, rng);
      const o = ownerAt(after, k);
      next = withOwner(after, k, editOwner(o, { hand: putBottom(o.hand, cards) }));
    }
  }
  return next;
}

/** Whether an owner may use the 3.5 redraw: more than two compulsory cards in his hand. */
export const mayRedraw = (s: LordsState, seat: SeatId): boolean =>
  compulsoryIn(ownerAt(s, seat).hand) > HAND.compulsoryLimit;

/**
 * The compulsory-card redraw (LoB 3.5): one compulsory card goes to the bottom of the deck
 * and the owner draws one in its place, which he must keep whatever it is.
 */
export function redraw(s: LordsState, seat: SeatId, card: string, rng: Rng): LordsState {
  must(mayRedraw(s, seat), 'no-redraw', '3.5', 'only with more than two compulsory cards');
  const o = ownerAt(s, seat);
  const i = o.hand.cards.indexOf(card);
  must(i >= 0 && isCompulsory(card), 'redraw-compulsory-only', '3.5', card);
  const hand = zone<string>([seat], [...o.hand.cards.slice(0, i), ...o.hand.cards.slice(i + 1)]);
  const withBack = editState(s, { deck: putBottom(s.deck, [card]) });
  const [drawn, after] = drawCards(withBack, 1, rng);
  return withOwner(after, seat, editOwner(o, { hand: putBottom(hand, drawn) }));
}

/**
 * Leftover cards at the end of the late season (LoB 2.2.2, 5.6.4-5): up to three kept at
 * $2,000 each (cards allowed by a card event are kept free), every other card discarded at
 * $1,000. Returns what the owner pays.
 */
export function leftoverFee(cardsLeft: number, kept: number, keepFree: number): number {
  must(kept >= 0 && kept <= cardsLeft, 'bad-keep', '5.6.5');
  const free = Math.min(kept, keepFree);
  const paid = kept - free;
  must(paid <= LEFTOVER.keepMax, 'keep-at-most-3', '5.6.5', `${paid} paid keeps`);
  return paid * LEFTOVER.keepFee + (cardsLeft - kept) * LEFTOVER.discardFee;
}
