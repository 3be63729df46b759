import { describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { charInfo } from '../../../src/games/fantasy/content';
import type { FantasyState } from '../../../src/games/fantasy/state';
import { act, legal, logged, playUntil, rigEvent, rigHand, start, toMonth } from './helpers';

const toFa = (s: FantasyState) => playUntil(s, (x) => x.phase === 'fa');

describe('§1 Prepare', () => {
  it('deals a Win card face up on each base', () => {
    const s = toMonth(start(3));
    expect(s.bases.map((z) => z.cards.length)).toEqual([1, 1, 1, 1]);
    expect(s.bases.every((z) => z.$zone === 'all')).toBe(true);
    expect(s.winDeck.cards).toHaveLength(36);
  });

  it('More Wins (4-5 players): two Win cards per base', () => {
    const s = toMonth(start(4, { moreWins: true }));
    expect(s.bases).toHaveLength(8);
    expect(s.bases.every((z) => z.cards.length === 1)).toBe(true);
    expect(start(3, { moreWins: true }).bases).toHaveLength(4);
  });

  it('Event variant: an Event card is face up for the month, then goes to the bottom', () => {
    let s = toMonth(start(2, { events: true }));
    const ev = s.event.cards[0] as string;
    expect(s.event.$zone).toBe('all');
    expect(s.eventDeck.cards).toHaveLength(15);
    s = playUntil(s, (x) => x.month === 2);
    expect(s.eventDeck.cards).toContain(ev);
    expect(s.event.cards[0]).not.toBe(ev);
  });

  it('Event Mana Drought: no magic window this month', () => {
    let s = structuredClone(start(2, { events: true }));
    s = rigEvent(s, null);
    const deck = s.eventDeck.cards as string[];
    deck.splice(deck.indexOf('e12'), 1);
    deck.unshift('e12');
    s = toMonth(s);
    expect(s.event.cards).toEqual(['e12']);
    s = playUntil(s, (x) => x.phase === 'magic' || x.phase === 'fa');
    expect(s.phase).toBe('fa');
  });
});

describe('§2 Free Agency', () => {
  it('is skipped in month 1 and flips managers + 2 (4 managers -> 6) in month 2', () => {
    const s0 = toMonth(start(4));
    expect(s0.phase).toBe('set');
    const s = toFa(s0);
    expect(s.month).toBe(2);
    expect(s.pool.cards).toHaveLength(6);
    expect(s.pool.$zone).toBe('all');
  });

  it('goes in Waiver Order; taking a Free Agent forces a give-back into the pool', () => {
    let s = toFa(toMonth(start(3)));
    const first = s.order[0] as number;
    expect(fantasyModule.prompts(s)).toEqual([
      { seat: first, kind: 'turn', msg: 'fantasy.prompt.fa.choose' },
    ]);
    const fa = s.pool.cards[0] as string;
    s = act(s, first, { t: 'sign', c: fa });
    expect(legal(s, first).every((a) => a.t === 'release')).toBe(true);
    expect(legal(s, first)).not.toContainEqual({ t: 'release', c: fa });
    const out = s.mgrs[first]?.hand.cards[0] as string;
    s = act(s, first, { t: 'release', c: out });
    expect(s.mgrs[first]?.hand.cards).toContain(fa);
    expect(s.mgrs[first]?.hand.cards).toHaveLength(6);
    expect(s.pool.cards).toContain(out);
    expect(fantasyModule.prompts(s)[0]?.seat).toBe(s.order[1]);
  });

  it('A1: leftovers are shuffled into the Character Deck by default', () => {
    let s = toFa(toMonth(start(2)));
    const deck = s.charDeck.cards.length;
    s = playUntil(s, (x) => x.phase !== 'fa');
    expect(s.charDeck.cards).toHaveLength(deck + 4);
    expect(s.pool.cards).toHaveLength(0);
  });

  it('A1 option: leftovers go to the Discard Pile', () => {
    let s = toFa(toMonth(start(2, { faLeftovers: 'discard' })));
    const discard = s.discard.cards.length;
    s = playUntil(s, (x) => x.phase !== 'fa');
    expect(s.discard.cards).toHaveLength(discard + 4);
  });

  it('A7: Recruit may be the Free Agency move: draw 3, keep 1, give one back to the pool', () => {
    let s = toFa(toMonth(start(2)));
    const m = s.order[0] as number;
    const keep = s.mgrs[m]?.hand.cards.slice(0, 5) ?? [];
    s = rigHand(s, m, [...keep, 'c59']);
    expect(legal(s, m)).toContainEqual({ t: 'recruit', c: 'c59' });
    const top3 = s.charDeck.cards.slice(0, 3);
    s = act(s, m, { t: 'recruit', c: 'c59' });
    expect(s.drawn.cards).toEqual(top3);
    expect(fantasyModule.view(s, 1 - m).drawn.cards).toEqual([]);
    s = act(s, m, { t: 'keep', c: top3[2] as string });
    s = act(s, m, { t: 'release', c: 'c59' });
    expect(s.mgrs[m]?.hand.cards).toContain(top3[2]);
    expect(s.pool.cards).toContain('c59');
    expect(charInfo('c59').ability).toBe('recruit');
  });

  it('Event Trade Winds: two more Free Agents', () => {
    let s = structuredClone(start(2, { events: true }));
    const deck = s.eventDeck.cards as string[];
    deck.splice(deck.indexOf('e16'), 1);
    deck.splice(1, 0, 'e16');
    s = toFa(toMonth(s));
    expect(s.event.cards).toEqual(['e16']);
    expect(s.pool.cards).toHaveLength(2 + 2 + 2);
  });
});

describe('§3 Set Rosters', () => {
  it('is secret and simultaneous, one placement per base, the last two to the bench', () => {
    let s = toMonth(start(2));
    expect(fantasyModule.prompts(s).map((p) => p.kind)).toEqual(['secret', 'secret']);
    expect(legal(s, 0)).toHaveLength(6);
    for (let k = 0; k < 4; k++) s = act(s, 0, legal(s, 0)[0] as never);
    expect(s.mgrs[0]?.bench.cards).toHaveLength(2);
    expect(s.mgrs[0]?.slots.every((z) => z.cards.length === 1)).toBe(true);
    expect(fantasyModule.prompts(s).map((p) => p.seat)).toEqual([1]);
    const v = fantasyModule.view(s, 1);
    expect(v.mgrs[0]?.slots.map((z) => z.n)).toEqual([1, 1, 1, 1]);
    expect(v.mgrs[0]?.bench.n).toBe(2);
  });

  it('§4.1: all base-1 characters are revealed at once when everyone is set', () => {
    let s = toMonth(start(2));
    for (let k = 0; k < 4; k++) s = act(s, 0, legal(s, 0)[0] as never);
    for (let k = 0; k < 4; k++) s = act(s, 1, legal(s, 1)[0] as never);
    expect(logged('fantasy.log.reveal')).toBe(true);
    expect(s.mgrs.map((g) => g.slots[0]?.$zone)).toEqual(['all', 'all']);
    expect(s.mgrs.map((g) => g.slots[1]?.$zone)).toEqual([[0], [1]]);
  });
});
