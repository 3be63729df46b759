import { describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { charInfo } from '../../../src/games/fantasy/content';
import { TEAMS, TIERS } from '../../../src/games/fantasy/types';
import { act, legal, start, toMonth } from './helpers';

const tiers = (cards: readonly string[]) =>
  TIERS.map((t) => cards.filter((c) => charInfo(c).tier === t).length);

describe('§Setup', () => {
  it('§Setup 2: every manager gets a different random Team Card', () => {
    const s = start(5);
    expect(new Set(s.mgrs.map((g) => g.team)).size).toBe(5);
    for (const g of s.mgrs) expect(TEAMS).toContain(g.team);
  });

  it('§Setup 3: a random first manager, then clockwise in Waiver Order', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const s = start(4, {}, `first-${i}`);
      const f = s.order[0] as number;
      firsts.add(f);
      expect(s.order).toEqual([0, 1, 2, 3].map((k) => (f + k) % 4));
    }
    expect(firsts.size).toBe(4);
  });

  it('§Setup 5: each hand is 3 Rookies, 1 Pro, 1 Specialist, 1 All-Star, 1 Hall of Fame', () => {
    const s = start(5);
    for (const z of s.drafts) expect(tiers(z.cards)).toEqual([3, 1, 1, 1, 1]);
    expect(s.charDeck.cards).toHaveLength(80 - 35);
  });

  it('§Setup 6-8: 4 players -> 7 each after the draft, 6 after the discard, Discard Pile of 4', () => {
    let s = start(4);
    for (let round = 0; round < 7; round++) {
      for (let m = 0; m < 4; m++) s = act(s, m, legal(s, m)[0] as never);
    }
    expect(s.phase).toBe('discard');
    for (const g of s.mgrs) expect(g.hand.cards).toHaveLength(7);
    for (let m = 0; m < 4; m++) s = act(s, m, legal(s, m)[0] as never);
    for (const g of s.mgrs) expect(g.hand.cards).toHaveLength(6);
    expect(s.discard.cards).toHaveLength(4);
    expect(s.phase).toBe('set');
    expect(s.month).toBe(1);
  });

  it('§Setup 6: picks are secret and simultaneous; hands pass left once all have picked', () => {
    let s = start(3);
    expect(fantasyModule.prompts(s).map((p) => [p.seat, p.kind])).toEqual([
      [0, 'secret'],
      [1, 'secret'],
      [2, 'secret'],
    ]);
    const handOf0 = s.drafts[0]?.cards ?? [];
    const kept = handOf0[0] as string;
    s = act(s, 0, { t: 'pick', c: kept });
    expect(fantasyModule.prompts(s).map((p) => p.seat)).toEqual([1, 2]);
    expect(legal(s, 0)).toEqual([]);
    // Seat 1 sees neither seat 0's kept card nor seat 0's hand.
    const v1 = fantasyModule.view(s, 1);
    expect(JSON.stringify(v1)).not.toContain(`"${kept}"`);
    s = act(s, 1, legal(s, 1)[0] as never);
    s = act(s, 2, legal(s, 2)[0] as never);
    // Seat 1 now holds what is left of seat 0's hand.
    expect(s.drafts[1]?.cards).toEqual(handOf0.slice(1));
    expect(s.drafts[1]?.$zone).toEqual([1]);
  });

  it('§Setup: an illegal pick names the rule', () => {
    const s = start(2);
    const other = s.drafts[1]?.cards[0] as string;
    expect(() => fantasyModule.apply(s, 0, { t: 'pick', c: other }, ctxless())).toThrow(
      /Live Draft/,
    );
  });

  it('A13 solo: the Robot gets 3 of each tier, the human keeps their 7 and discards one', () => {
    let s = start(1);
    expect(s.n).toBe(3);
    expect(s.mgrs.map((g) => g.kind)).toEqual(['seat', 'robot', 'deck']);
    expect(tiers(s.mgrs[1]?.hand.cards ?? [])).toEqual([3, 3, 3, 3, 3]);
    expect(tiers(s.mgrs[0]?.hand.cards ?? [])).toEqual([3, 1, 1, 1, 1]);
    expect(s.phase).toBe('discard');
    s = toMonth(s);
    expect(s.mgrs[0]?.hand.cards).toHaveLength(6);
    expect(s.discard.cards).toHaveLength(1);
  });

  it('Option: remove the Aliens takes both out of every zone', () => {
    const s = start(5, { noAliens: true });
    const all = JSON.stringify(s);
    expect(all).not.toContain('"c01"');
    expect(all).not.toContain('"c02"');
  });
});

function ctxless() {
  return { rng: { next: () => 0 } as never, log() {} };
}
