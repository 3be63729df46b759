import { describe, expect, it } from 'vitest';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import { actionCard } from '../../../src/games/lords/content';
import type { LordsAction, LordsState, LordsView } from '../../../src/games/lords/state';
import { advance, applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { normaliseOpts } from '../../../src/games/lords/rules/setup';
import { newTable } from '../../../src/games/lords/rules/table';
import { heuristic } from '../../../src/games/lords/bot/heuristic';
import { makeRng } from '../../../src/engine/rng';
import { redact } from '../../../src/engine/hidden';

let moveNo = 0;
const act = (s: LordsState, seat: number, a: LordsAction) =>
  applyAction(s, seat, a, makeCtx(parseSeed(`ext-${moveNo++}`), moveNo).ctx);

/** Answers every open window by letting it stand. */
function settle(s: LordsState): LordsState {
  let next = s;
  while (next.window !== null && next.window.queue.length > 0)
    next = act(next, next.window.queue[0] ?? 0, { t: 'respond' });
  return next;
}

/** Three owners through set-up, redraw, turn order (seat 0 starts) and the promo discard. */
function toOffCards(extendedOffSeason: boolean): LordsState {
  const ctx = makeCtx(parseSeed('ext-off'), 0).ctx;
  let s = advance(newTable(ctx, 3, normaliseOpts({ extendedOffSeason })), ctx);
  for (const [k, team] of ['lanterns', 'mudcats', 'comets'].entries())
    s = act(s, k, { t: 'team', team, fs: 3, fm: 2 });
  while (s.step === 'redraw') s = act(s, s.waiting[0] ?? 0, { t: 'redraw', card: null });
  s = settle(s);
  s = act(s, s.waiting[0] ?? 0, { t: 'chooseStarter', seat: 0 });
  for (const k of [0, 1, 2]) s = act(s, k, { t: 'promo', card: ownerAt(s, k).hand.cards[0] ?? '' });
  s = settle(s);
  expect(s.step).toBe('offCards');
  return s;
}

/** A plain card (no compulsory, cancel or roll card) of the seat's hand, played on himself. */
function playOnSelf(s: LordsState, seat: number): LordsState {
  const hand = ownerAt(s, seat).hand.cards;
  const card =
    hand.find((c) => {
      const info = actionCard(c);
      return info !== undefined && !info.compulsory && !['jinx', 'second-look'].includes(c);
    }) ?? '';
  return settle(act(s, seat, { t: 'event', card, target: seat }));
}

describe('§11.1 the extended off-season', () => {
  it('owners play off-season cards in rounds, one each a round, until every owner passes', () => {
    let s = toOffCards(true);
    expect(s.waiting).toEqual([0, 1, 2]);
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'lords.prompt.offCards' }]);
    // 4.1.4, 2.2.1: the first card of the round is owed; no pass before it.
    expect(actionsOf(s, 0)).not.toContainEqual({ t: 'pass' });
    expect(() => act(s, 0, { t: 'pass' })).toThrow(
      expect.objectContaining({ code: 'cannot-pass-yet', section: '11.1' }),
    );
    for (const k of [0, 1, 2]) s = playOnSelf(s, k);
    // The first round is over and a second begins with the starter.
    expect(s.step).toBe('offCards');
    expect(s.waiting).toEqual([0, 1, 2]);
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'lords.prompt.offCardsMore' }]);
    expect(actionsOf(s, 0)).toContainEqual({ t: 'pass' });
    s = act(s, 0, { t: 'pass' });
    expect(ownerAt(s, 0).passed).toBe(true);
    expect(s.waiting).toEqual([1, 2]);
    // As 5.3.12: no direct play on an owner who has passed.
    const card = ownerAt(s, 1).hand.cards.find((c) => !actionCard(c)?.compulsory) ?? '';
    expect(() => act(s, 1, { t: 'event', card, target: 0 })).toThrow(
      expect.objectContaining({ code: 'target-passed', section: '11.1' }),
    );
    expect(actionsOf(s, 1)).not.toContainEqual({ t: 'event', card, target: 0 });
    // Seat 1 plays a third card; seat 2 passes; seat 1 plays on, then passes.
    s = playOnSelf(s, 1);
    expect(s.waiting).toEqual([2, 1]);
    s = act(s, 2, { t: 'pass' });
    const hand = ownerAt(s, 1).hand.cards.length;
    s = playOnSelf(s, 1);
    expect(ownerAt(s, 1).hand.cards.length).toBe(hand - 1);
    expect(s.waiting).toEqual([1]);
    s = act(s, 1, { t: 'pass' });
    // Every owner has passed: the pennant roll (4.1.5).
    expect(s.step).toBe('pennantRoll');
    expect(s.waiting).toEqual([]);
  });

  it('an owner with no card left leaves the rounds as if he had passed', () => {
    let s = toOffCards(true);
    for (const k of [0, 1, 2]) s = playOnSelf(s, k);
    const o = ownerAt(s, 0);
    s = advance(
      withOwner(s, 0, { ...o, hand: { ...o.hand, cards: [] } }),
      makeCtx([1, 2, 3, 4], 0).ctx,
    );
    expect(ownerAt(s, 0).passed).toBe(true);
    expect(s.waiting).toEqual([1, 2]);
  });

  it('without the option each owner plays one card and no pass is offered (4.1.4)', () => {
    let s = toOffCards(false);
    expect(() => act(s, 0, { t: 'pass' })).toThrow(
      expect.objectContaining({ code: 'no-off-season-pass', section: '4.1.4' }),
    );
    for (const k of [0, 1, 2]) {
      expect(actionsOf(s, k).some((a) => a.t === 'pass')).toBe(false);
      s = playOnSelf(s, k);
    }
    expect(s.step).toBe('pennantRoll');
  });

  it('the bot keeps six cards for the season: it passes once its hand is down to six', () => {
    let s = toOffCards(true);
    for (const k of [0, 1, 2]) s = playOnSelf(s, k);
    const o = ownerAt(s, 0);
    s = withOwner(s, 0, { ...o, hand: { ...o.hand, cards: o.hand.cards.slice(0, 6) } });
    const a = heuristic(redact(s, 0) as LordsView, 0, actionsOf(s, 0), makeRng([3, 1, 4, 1]));
    expect(a).toEqual({ t: 'pass' });
  });
});
