import { describe, expect, it } from 'vitest';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { LordsState } from '../../../src/games/lords/state';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { newYear } from '../../../src/games/lords/rules/offseasonFlow';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { ctxFor, seated } from './helpers';

let n = 0;
const ctx = () => makeCtx(parseSeed(`tb-${n++}`), n).ctx;

/** Lets every owner pass on open windows (the Trade Impact roll). */
function settle(s: LordsState): LordsState {
  let next = s;
  while (next.window !== null)
    next = applyAction(next, next.window.queue[0] ?? 0, { t: 'respond' }, ctx());
  return next;
}

/** Three owners in the early season; seat 0 holds the Trade Bait and a Hot Streak. */
function table3(): LordsState {
  let s = seated(['herons', 'comets', 'quarrymen'], 'off', 0);
  s = startPhase(s, 'es', 0, ctxFor());
  const o = ownerAt(s, 0);
  return withOwner(s, 0, { ...o, hand: { ...o.hand, cards: ['trade-bait', 'hot-streak'] } });
}

describe('§10.5 Trade Bait is passed on', () => {
  it('after its event the player gives it to an owner who has not had it, who takes it in hand', () => {
    let s = applyAction(table3(), 0, { t: 'event', card: 'trade-bait', target: 1 }, ctx());
    s = settle(s);
    // The Trade Impact roll is done; the player now owes the pass, before anyone plays on.
    expect(s.bait).toEqual({ seat: 0, card: 'trade-bait' });
    expect(s.discard.cards[0]).toBe('trade-bait');
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'lords.prompt.bait' }]);
    expect(actionsOf(s, 0).filter((a) => a.t !== 'loan')).toEqual([
      { t: 'bait', to: 1 },
      { t: 'bait', to: 2 },
      { t: 'bait', to: null },
    ]);
    expect(() => applyAction(s, 1, { t: 'pass' }, ctx())).toThrow(
      expect.objectContaining({ code: 'bait-due', section: '10.5' }),
    );
    expect(() => applyAction(s, 0, { t: 'bait', to: 0 }, ctx())).toThrow(
      expect.objectContaining({ code: 'had-the-bait', section: '10.5' }),
    );
    s = applyAction(s, 0, { t: 'bait', to: 2 }, ctx());
    expect(s.bait).toBeNull();
    expect(ownerAt(s, 2).hand.cards).toContain('trade-bait');
    expect(s.discard.cards).not.toContain('trade-bait');
    expect(ownerAt(s, 2).hadTradeBait).toBe(true);
    expect(ownerAt(s, 0).hadTradeBait).toBe(true);
    // Play goes on with the owner whose turn it is.
    expect(promptsOf(s)).toEqual([{ seat: 1, kind: 'turn', msg: 'lords.prompt.season' }]);
  });

  it('once on each owner a year; swapped with the deck, the player draws its top card', () => {
    let s = applyAction(table3(), 0, { t: 'event', card: 'trade-bait', target: 1 }, ctx());
    s = settle(s);
    const top = s.deck.cards[0];
    s = applyAction(s, 0, { t: 'bait', to: null }, ctx());
    expect(s.deck.cards[0]).toBe('trade-bait');
    expect(ownerAt(s, 0).hand.cards).toEqual(['hot-streak', top]);
    // Owner 2 later holds it: not on owner 1 again this year, on owner 0 he may.
    const two = ownerAt(s, 2);
    s = { ...withOwner(s, 2, { ...two, hand: { ...two.hand, cards: ['trade-bait'] } }), active: 2 };
    s = { ...s, deck: { ...s.deck, cards: s.deck.cards.slice(1) } };
    expect(() => applyAction(s, 2, { t: 'event', card: 'trade-bait', target: 1 }, ctx())).toThrow(
      expect.objectContaining({ code: 'bait-once-a-year', section: '10.5' }),
    );
    expect(actionsOf(s, 2)).not.toContainEqual({ t: 'event', card: 'trade-bait', target: 1 });
    expect(actionsOf(s, 2)).toContainEqual({ t: 'event', card: 'trade-bait', target: 0 });
    s = settle(applyAction(s, 2, { t: 'event', card: 'trade-bait', target: 0 }, ctx()));
    // Owners 0 and 2 have had it and owner 1 has not: he may receive it though he was hit.
    expect(actionsOf(s, 2).filter((a) => a.t === 'bait')).toEqual([
      { t: 'bait', to: 1 },
      { t: 'bait', to: null },
    ]);
    // A new year clears both marks (7.0).
    const next = newYear({ ...s, phase: 'off', step: 'draft', bait: null }, ctxFor());
    expect(next.baitHit).toEqual([]);
    expect(next.owners.map((o) => o.hadTradeBait)).toEqual([false, false, false]);
  });

  it('in the off-season its Trade Rumours side is played and then it moves on as in-season', () => {
    let s = seated(['herons', 'comets'], 'off', 0);
    const o = ownerAt(s, 0);
    s = {
      ...withOwner(s, 0, { ...o, hand: { ...o.hand, cards: ['trade-bait'] } }),
      step: 'offCards',
      waiting: [0, 1],
    };
    const before = ownerAt(s, 1).money.value;
    s = settle(applyAction(s, 0, { t: 'event', card: 'trade-bait', target: 1 }, ctx()));
    expect(ownerAt(s, 1).money.value).toBe(before - 1_000);
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'lords.prompt.bait' }]);
    s = applyAction(s, 0, { t: 'bait', to: 1 }, ctx());
    expect(ownerAt(s, 1).hand.cards).toContain('trade-bait');
    expect(promptsOf(s)).toEqual([{ seat: 1, kind: 'turn', msg: 'lords.prompt.offCards' }]);
  });
});
