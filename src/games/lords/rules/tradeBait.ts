/**
 * Trade Bait (LoB 10.5): "passed around to owners. It can only be used once on an owner per
 * year. The owner may trade the card with the deck or any other owner who has not had the
 * trade bait card." A card whose `passes` is set does not rest in the discard pile: once its
 * event has resolved (in-season or off-season), its player gives it to an owner who has not
 * held it this year (it joins his hand) or swaps it with the top of the deck (he draws the top
 * card and the Trade Bait goes on top). While the choice is open nothing else is played but
 * windows and out-of-turn actions. It may be played on each owner once a year.
 */
import { putTop, withCards } from '../../../engine/zones';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { actionCard } from '../content/deck';
import type { LordsState } from '../state';
import { drawCards } from './cards';
import { ownerAt, withOwner } from './owner';
import { editOwner, editState } from './copy';

/** Whether a card is passed on after its event (LoB 10.5). */
export const passesOn = (card: string): boolean => actionCard(card)?.passes === true;

/**
 * A passing card is played by `seat` on `target`: refused on an owner it was already played on
 * this year; the player has now held it, the target has been hit, and the choice is owed.
 */
export function baitPlayed(s: LordsState, card: string, seat: SeatId, target: SeatId): LordsState {
  if (!passesOn(card)) return s;
  must(!s.baitHit.includes(target), 'bait-once-a-year', '10.5', 'once on each owner a year');
  const o = ownerAt(s, seat);
  return editState(withOwner(s, seat, editOwner(o, { hadTradeBait: true })), {
    baitHit: [...s.baitHit, target],
    bait: { seat, card },
  });
}

/** The owners the pending card may go to: those who have not held it this year. */
export function baitReceivers(s: LordsState): SeatId[] {
  const b = s.bait;
  if (b === null) return [];
  return s.owners.flatMap((o, k) => (k !== b.seat && !o.hadTradeBait ? [k] : []));
}

/** The player passes the card on: to an owner (`to`), or swapped with the deck (`null`). */
export function passBait(
  s: LordsState,
  seat: SeatId,
  to: SeatId | null,
  ctx: RulesCtx,
): LordsState {
  const b = s.bait;
  must(b !== null && b.seat === seat, 'no-bait-to-pass', '10.5');
  must(s.window === null && s.effects === null, 'window-open', '5.3.10');
  const i = s.discard.cards.indexOf(b.card);
  must(i >= 0, 'bait-not-in-discard', '10.5', b.card);
  const discard = withCards(
    s.discard,
    s.discard.cards.filter((_, k) => k !== i),
  );
  const without = editState(s, { discard, bait: null });
  if (to !== null) {
    must(baitReceivers(s).includes(to), 'had-the-bait', '10.5', 'to an owner who has not had it');
    const r = ownerAt(without, to);
    ctx.log('lords.baitPassed', { seat, seatTo: to });
    return withOwner(
      without,
      to,
      editOwner(r, { hand: withCards(r.hand, [...r.hand.cards, b.card]), hadTradeBait: true }),
    );
  }
  const [drawn, after] = drawCards(without, 1, ctx.rng);
  const o = ownerAt(after, seat);
  ctx.log('lords.baitSwapped', { seat });
  return editState(
    withOwner(after, seat, editOwner(o, { hand: withCards(o.hand, [...o.hand.cards, ...drawn]) })),
    { deck: putTop(after.deck, [b.card]) },
  );
}
