/**
 * §Regular Season 1) Prepare and 5) Cleanup: Win cards on the bases, the Event card, and the
 * new Waiver / Turn Order (fewest Wins first in Waiver Order, ties keep their order). What
 * comes after each (Free Agency or Set Rosters; the next month or the season's end) is
 * flow.ts.
 */
import { hidden, zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import { eventCard, winInfo } from '../content';
import type { FantasyState, FantasyView, Mgr } from '../state';
import { cardsOf, draw, edit, editMgr, emptied, who, withCards } from './zones';

/** Who has yet to choose in a secret phase: every seat; the solo automata never wait. */
export function freshDone(s: FantasyState): boolean[] {
  return s.mgrs.map((g) => g.kind !== 'seat');
}

/** §1 Prepare: a Win card face up on each base (two with More Wins), the Event card. */
export function prepareMonth(s: FantasyState, month: number, ctx: RulesCtx): FantasyState {
  let winDeck = s.winDeck;
  const bases = s.bases.map((z) => {
    const [top, rest] = draw(winDeck, 1);
    winDeck = rest;
    return withCards(emptied(z), ...top);
  });
  let next: FantasyState = edit(s, { month, week: 0, winDeck, bases, done: freshDone(s) });
  ctx.log('fantasy.log.month', { month });
  bases.forEach((z, i) => {
    const id = z.cards[0];
    if (id) ctx.log('fantasy.log.winCard', { base: baseOf(s, i), card: winInfo(id).card.name });
  });
  if (s.opt.events) {
    const [top, eventDeck] = draw(s.eventDeck, 1);
    next = edit(next, { eventDeck, event: withCards(emptied(s.event), ...top) });
    if (top[0]) ctx.log('fantasy.log.event', { card: eventCard(top[0]).name });
  }
  return next;
}

/** Base number (1-4) of a Win card slot. */
export function baseOf(s: FantasyView, slot: number): number {
  return (s.opt.moreWins ? slot >> 1 : slot) + 1;
}

/**
 * §5 Cleanup order: fewest Wins first in Waiver Order; tied managers keep their relative
 * order but slide past managers with fewer Wins (a stable sort).
 */
export function waiverAfter(order: readonly number[], wins: readonly number[]): number[] {
  return order
    .map((m, i) => ({ m, i }))
    .sort((a, b) => (wins[a.m] ?? 0) - (wins[b.m] ?? 0) || a.i - b.i)
    .map((x) => x.m);
}

/** §5 Cleanup: new order, characters back to hand, the Event card to the bottom. */
export function cleanup(s: FantasyState, ctx: RulesCtx): FantasyState {
  const order = waiverAfter(
    s.order,
    s.mgrs.map((g) => g.wins.cards.length),
  );
  let charDeck = s.charDeck;
  const mgrs = s.mgrs.map((g, m): Mgr => {
    const placed = cardsOf(g.slots);
    const slots = g.slots.map((z) => emptied(z, g.kind === 'seat' ? [m] : 'all'));
    const orient = g.orient ? g.orient.map(() => hidden([m], 0, 0)) : null;
    if (g.kind === 'robot') return editMgr(g, { slots, out: withCards(g.out, ...placed) });
    if (g.kind === 'deck') {
      charDeck = withCards(charDeck, ...placed);
      return editMgr(g, { slots });
    }
    const back = g.hand.cards.concat(placed, g.bench.cards, g.used.cards);
    return editMgr(g, {
      hand: zone([m], back),
      slots,
      orient,
      bench: emptied(g.bench),
      used: emptied(g.used),
    });
  });
  let next: FantasyState = edit(s, { order, mgrs, charDeck, wk: null, berz: [], pending: null });
  if (s.event.cards.length) {
    next = edit(next, {
      eventDeck: withCards(s.eventDeck, ...s.event.cards),
      event: emptied(s.event),
    });
  }
  order.forEach((m, i) => ctx.log('fantasy.log.waiver', { seat: who(s, m), pos: i + 1 }));
  return next;
}
