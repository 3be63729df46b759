import { describe, expect, it } from 'vitest';
import { redact, zone } from '../../../src/engine/hidden';
import type { LordsState } from '../../../src/games/lords/state';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { ctxFor, seated } from './helpers';

/** The early season, owner 0 to act with $20,000 and one card; `top` on top of the deck. */
function table(top: string[]): LordsState {
  let s = startPhase(seated(['quarrymen', 'comets']), 'es', 0, ctxFor());
  for (const k of [0, 1]) {
    const o = ownerAt(s, k);
    s = withOwner(s, k, {
      ...o,
      hand: zone<string>([k], ['sweep']),
      money: { ...o.money, value: 20_000 },
    });
  }
  return { ...s, deck: { ...s.deck, cards: [...top, ...s.deck.cards] } };
}
const act = (s: LordsState, seat: number, a: Parameters<typeof applyAction>[2]) =>
  applyAction(s, seat, a, ctxFor());

describe('§5.3.8 hitting for the cycle in the flow (L9, A22)', () => {
  it('a home run: $4,000, four cards drawn; discard one, keep two, play one; the turn passes', () => {
    let s = table(['hot-streak', 'slump', 'sweep', 'hot-streak']);
    const discardBefore = s.discard.cards.length;
    s = act(s, 0, { t: 'cycle', hit: 'homeRun' });
    expect(ownerAt(s, 0).money.value).toBe(16_000);
    expect(ownerAt(s, 0).usedActions.cards).toEqual(['cycle']);
    expect(s.cycle?.cards.cards).toEqual(['hot-streak', 'slump', 'sweep', 'hot-streak']);
    // The drawn cards are seen by their owner only.
    expect(redact(s, 1).cycle?.cards.cards).not.toContain('slump');
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'lords.prompt.cycle' }]);
    // Nothing else until the cards are placed; the last card only is played; discard first.
    expect(() => act(s, 0, { t: 'pass' })).toThrow(
      expect.objectContaining({ code: 'cycle-under-way', section: '5.3.8' }),
    );
    expect(() => act(s, 0, { t: 'cyclePlay', card: 'sweep', use: 'money', target: 0 })).toThrow(
      expect.objectContaining({ code: 'cycle-place-first' }),
    );
    expect(() => act(s, 0, { t: 'cyclePlace', card: 'sweep', to: 'keep' })).toThrow(
      expect.objectContaining({ code: 'cycle-no-keep' }),
    );
    s = act(s, 0, { t: 'cyclePlace', card: 'slump', to: 'discard' });
    expect(() => act(s, 0, { t: 'cyclePlace', card: 'sweep', to: 'discard' })).toThrow(
      expect.objectContaining({ code: 'cycle-must-play' }),
    );
    s = act(s, 0, { t: 'cyclePlace', card: 'hot-streak', to: 'keep' });
    s = act(s, 0, { t: 'cyclePlace', card: 'hot-streak', to: 'keep' });
    expect(actionsOf(s, 0)).toContainEqual({
      t: 'cyclePlay',
      card: 'sweep',
      use: 'money',
      target: 0,
    });
    s = act(s, 0, { t: 'cyclePlay', card: 'sweep', use: 'money', target: 0 });
    expect(s.cycle).toBeNull();
    expect(ownerAt(s, 0).hand.cards.slice().sort()).toEqual(['hot-streak', 'hot-streak', 'sweep']);
    expect(s.discard.cards.length).toBe(discardBefore + 2);
    expect(ownerAt(s, 0).money.value).toBeGreaterThan(16_000);
    expect(s.active).toBe(1);
    // Once a phase (A22).
    s = { ...s, active: 0 };
    expect(() => act(s, 0, { t: 'cycle', hit: 'single' })).toThrow(
      expect.objectContaining({ code: 'action-used' }),
    );
  });

  it('a single may be played or discarded; a double must play one and discard one', () => {
    let s = act(table(['slump']), 0, { t: 'cycle', hit: 'single' });
    s = act(s, 0, { t: 'cyclePlace', card: 'slump', to: 'discard' });
    expect(s.cycle).toBeNull();
    expect(s.active).toBe(1);
    let d = act(table(['slump', 'sweep']), 0, { t: 'cycle', hit: 'double' });
    expect(ownerAt(d, 0).money.value).toBe(18_000);
    d = act(d, 0, { t: 'cyclePlace', card: 'sweep', to: 'discard' });
    d = act(d, 0, { t: 'cyclePlay', card: 'slump', use: 'event', target: 1 });
    expect(d.cycle).toBeNull();
  });

  it('decision: a last card with no legal play (compulsory, his record full) is discarded', () => {
    let s = table(['sweep', 'clubhouse-flu']);
    s = withOwner(s, 0, { ...ownerAt(s, 0), w: 23, l: 0 });
    s = act(s, 0, { t: 'cycle', hit: 'double' });
    s = act(s, 0, { t: 'cyclePlace', card: 'sweep', to: 'discard' });
    expect(actionsOf(s, 0).filter((a) => a.t === 'cyclePlay')).toEqual([]);
    s = act(s, 0, { t: 'cyclePlace', card: 'clubhouse-flu', to: 'discard' });
    expect(s.cycle).toBeNull();
    expect(s.active).toBe(1);
  });

  it('the price is paid up front: not without the money', () => {
    const s = table(['slump']);
    const poor = withOwner(s, 0, {
      ...ownerAt(s, 0),
      money: { ...ownerAt(s, 0).money, value: 500 },
    });
    expect(() => act(poor, 0, { t: 'cycle', hit: 'single' })).toThrow(
      expect.objectContaining({ code: 'cannot-afford', section: '5.3.8' }),
    );
  });
});

describe('§5.3.8 a last drawn card that cannot be played', () => {
  it('a re-roll card in the late season, with no OPS use left, is discarded (not a dead end)', () => {
    let s = startPhase(seated(['quarrymen', 'comets']), 'ls', 0, ctxFor());
    const me = ownerAt(s, 0);
    s = withOwner(s, 0, {
      ...me,
      hand: zone<string>([0], ['sweep']),
      money: { ...me.money, value: 20_000 },
      actions: zone('all', ['cycle']),
    });
    s = withOwner(s, 1, { ...ownerAt(s, 1), passed: true });
    s = { ...s, deck: { ...s.deck, cards: ['hot-streak', 'second-look', ...s.deck.cards] } };
    s = act(s, 0, { t: 'cycle', hit: 'double' });
    s = act(s, 0, { t: 'cyclePlace', card: 'hot-streak', to: 'discard' });
    // 6.2.2: a re-roll needs a die roll just made; no OPS use is open (5.3.5 not in LS).
    expect(actionsOf(s, 0).filter((a) => a.t !== 'loan')).toEqual([
      { t: 'cyclePlace', card: 'second-look', to: 'discard' },
    ]);
    s = act(s, 0, { t: 'cyclePlace', card: 'second-look', to: 'discard' });
    expect(s.cycle).toBeNull();
    expect(s.discard.cards[0]).toBe('second-look');
  });
});
