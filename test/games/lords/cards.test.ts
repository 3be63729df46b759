import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/engine/types';
import { DECK_IDS } from '../../../src/games/lords/content';
import {
  compulsoryIn,
  dealAll,
  drawCards,
  leftoverFee,
  mayRedraw,
  redraw,
} from '../../../src/games/lords/rules/cards';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { zone } from '../../../src/engine/hidden';
import { ctxFor, table } from './helpers';

const allCards = (s: ReturnType<typeof table>) => [
  ...s.deck.cards,
  ...s.discard.cards,
  ...s.owners.flatMap((o) => [...o.hand.cards, ...o.promo.cards]),
];

describe('§3.5 dealing and the compulsory redraw', () => {
  it('deals 10 to each of four owners and conserves the deck', () => {
    const s = dealAll(table(4), 10, ctxFor().rng);
    for (const o of s.owners) expect(o.hand.cards).toHaveLength(10);
    expect(allCards(s).sort()).toEqual([...DECK_IDS].sort());
  });

  it('an owner with three compulsory cards may put one back and draw once, keeping what comes', () => {
    const base = table(2);
    const hand = zone<string>(
      [0],
      ['contract-dispute', 'stadium-repairs', 'clubhouse-flu', 'slump'],
    );
    const deck = zone<string>('none', [
      'contract-dispute',
      ...base.deck.cards.filter((c) => c !== 'contract-dispute').slice(0, 5),
    ]);
    const s = { ...withOwner(base, 0, { ...ownerAt(base, 0), hand }), deck };
    expect(mayRedraw(s, 0)).toBe(true);
    const after = redraw(s, 0, 'stadium-repairs', ctxFor().rng);
    const o = ownerAt(after, 0);
    // The draw is another compulsory card: he must keep it, so he still holds three.
    expect(o.hand.cards).toHaveLength(4);
    expect(after.deck.cards[after.deck.cards.length - 1]).toBe('stadium-repairs');
    expect(compulsoryIn(o.hand)).toBe(3);
  });

  it('two compulsory cards are not enough for a redraw; a non-compulsory card may not be sent back', () => {
    const base = table(2);
    const hand = zone<string>([0], ['contract-dispute', 'stadium-repairs', 'slump']);
    const s = withOwner(base, 0, { ...ownerAt(base, 0), hand });
    expect(mayRedraw(s, 0)).toBe(false);
    expect(() => redraw(s, 0, 'contract-dispute', ctxFor().rng)).toThrow(
      expect.objectContaining({ code: 'no-redraw', section: '3.5' }),
    );
    const three = withOwner(base, 0, {
      ...ownerAt(base, 0),
      hand: zone<string>([0], ['contract-dispute', 'stadium-repairs', 'clubhouse-flu', 'slump']),
    });
    expect(() => redraw(three, 0, 'slump', ctxFor().rng)).toThrow(RulesError);
  });

  it('the discard pile is shuffled in when the deck runs out', () => {
    const base = table(2);
    const s = {
      ...base,
      deck: zone<string>('none', ['slump']),
      discard: zone<string>('all', ['injury', 'trainer']),
    };
    const [cards, after] = drawCards(s, 3, ctxFor().rng);
    expect(cards.slice(0, 1)).toEqual(['slump']);
    expect(cards.slice(1).sort()).toEqual(['injury', 'trainer']);
    expect(after.discard.cards).toEqual([]);
  });
});

describe('§5.6.4-5 leftover cards', () => {
  it('§5.6.4: $1,000 per card discarded', () => {
    expect(leftoverFee(3, 0, 0)).toBe(3_000);
  });
  it('§5.6.5: $2,000 per card kept, three at most; a card event allows one more free (§2.2.2)', () => {
    expect(leftoverFee(4, 3, 0)).toBe(6_000 + 1_000);
    expect(() => leftoverFee(4, 4, 0)).toThrow(expect.objectContaining({ code: 'keep-at-most-3' }));
    expect(leftoverFee(4, 4, 1)).toBe(6_000);
  });
});
