/**
 * Legends and Superstars (LoB 12.2): at set-up an owner whose roster has a Superstar takes a
 * Superstar card, and one with an All-Star an All-Star card. Each card offers an extra action
 * for his turn and a bonus to an OPS play; an owner uses one aspect of one card a phase, and
 * only while he has a healthy player of the card's type. The used mark is public.
 */
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { LEGEND_CARDS } from '../content/expansions';
import type { LegendInst, LordsState, OpsUse, Owner } from '../state';
import type { LegendCard } from '../types';
import { healthy, ownerAt, withOwner } from './owner';
import { editOwner, editState } from './copy';
import { withCards } from '../../../engine/zones';

/** A Legends card by id. */
export const legendCard = (id: string): LegendCard | undefined =>
  LEGEND_CARDS.find((c) => c.id === id);

/**
 * An owner's Legends cards, dealt when he takes his team card (12.2): the first Superstar card
 * of the shuffled deck if his roster has a Superstar, the first All-Star card if it has an
 * All-Star (at most one of each, so the deck's five and seven always suffice).
 */
export function dealLegends(s: LordsState, seat: SeatId, ctx: RulesCtx): LordsState {
  const o = ownerAt(s, seat);
  let deck = s.legendDeck.cards;
  const got: LegendInst[] = [];
  for (const type of ['ss', 'as'] as const) {
    if (o.ml[type] === 0) continue;
    const id = deck.find((c) => legendCard(c)?.type === type);
    if (id === undefined) continue;
    deck = deck.filter((c) => c !== id);
    got.push({ id, used: false });
    ctx.log('lords.legendDealt', { seat, card: legendCard(id)?.name ?? id });
  }
  const legends = withCards(o.legends, [...o.legends.cards, ...got]);
  return editState(withOwner(s, seat, editOwner(o, { legends })), {
    legendDeck: withCards(s.legendDeck, deck),
  });
}

/** Refuses a card the owner may not use now (12.2): his, unused this phase, a fit player. */
export function checkLegend(o: Owner, id: string, phaseIndex: number): LegendCard {
  const card = legendCard(id);
  must(
    card !== undefined && o.legends.cards.some((c) => c.id === id),
    'not-your-legend',
    '12.2',
    id,
  );
  must(
    !o.legends.cards.some((c) => c.used),
    'legend-used',
    '12.2',
    'one aspect of one card a phase',
  );
  must(
    healthy(o, card.type, phaseIndex) >= 1,
    'legend-unfit',
    '12.2',
    'no healthy player of the card',
  );
  return card;
}

/** Whether `checkLegend` accepts the card (for the legal-action listing). */
export function legendOk(o: Owner, id: string, phaseIndex: number): boolean {
  const card = legendCard(id);
  return (
    card !== undefined &&
    o.legends.cards.some((c) => c.id === id) &&
    !o.legends.cards.some((c) => c.used) &&
    healthy(o, card.type, phaseIndex) >= 1
  );
}

/** Marks the card used for this phase (cleared at each phase start). */
export const markLegend = (o: Owner, id: string): Owner =>
  editOwner(o, {
    legends: withCards(
      o.legends,
      o.legends.cards.map((c) => (c.id === id ? { ...c, used: true } : c)),
    ),
  });

/** Which OPS uses a card's bonus goes with: wins (SS, AS, manager), losses, or money. */
export function bonusFits(card: LegendCard, use: OpsUse): boolean {
  switch (card.opsBonus.on) {
    case 'wins':
      return use === 'superstar' || use === 'allStar' || use === 'managerCard';
    case 'losses':
      return use === 'losses';
    case 'money':
      return use === 'money';
  }
}

/** Whether a card's extra action lands on an opponent (its effects give losses). */
export const actionOnOpponent = (card: LegendCard): boolean =>
  card.action.effects.some((e) => e.k === 'losses');
