import { describe, expect, it } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import type { LordsState } from '../../../src/games/lords/state';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import {
  cancelEvent,
  cancellers,
  cardOnRoll,
  mediaOnRoll,
  openEvent,
  openRoll,
  passOnRoll,
  rollWindow,
  skipIdle,
  skipLocked,
  windowDone,
} from '../../../src/games/lords/rules/windows';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { pass } from '../../../src/games/lords/rules/turn';
import { refusalCode } from '../../helpers/refusal';
import { ctxFor, seated as seatedNow } from './helpers';

/**
 * These tests pin the version-3 window (every owner with media or a roll card asked, the
 * roller first and last, A11); version 4's "who a roll asks" is tested in rollStakes.test.ts.
 */
const seated = (...args: Parameters<typeof seatedNow>): LordsState => ({
  ...seatedNow(...args),
  rules: 3,
});

const withMedia = (s: LordsState, media: number[]) =>
  media.reduce((acc, m, k) => withOwner(acc, k, { ...ownerAt(acc, k), media: m }), s);
const withHand = (s: LordsState, seat: number, cards: string[]) =>
  withOwner(s, seat, { ...ownerAt(s, seat), hand: zone<string>([seat], cards) });

/** A roll window with a chosen natural roll. */
function rolled(s: LordsState, roller: number, natural: number): LordsState {
  const opened = openRoll(
    s,
    { k: 'phenom', seat: roller, drm: 0, rollsLeft: 0 },
    roller,
    ctxFor().rng,
  );
  const w = rollWindow(opened);
  return { ...opened, window: { ...w, natural, value: natural } };
}

describe('§7.3 the media window (A11)', () => {
  it('Derek 7, +1; Greg passes; Mark -1; Jim -1; Derek +2: 8', () => {
    // Derek 0, Greg 1, Mark 2, Jim 3.
    let s = rolled(
      withMedia(seated(['comets', 'quarrymen', 'foxhounds', 'mudcats']), [3, 0, 1, 1]),
      0,
      7,
    );
    expect(rollWindow(s).queue).toEqual([0, 1, 2, 3, 0]);
    s = mediaOnRoll(s, 0, 1);
    s = passOnRoll(s, 1);
    s = mediaOnRoll(s, 2, -1);
    s = mediaOnRoll(s, 3, -1);
    expect(rollWindow(s).value).toBe(6);
    s = mediaOnRoll(s, 0, 2);
    expect(rollWindow(s).value).toBe(8);
    expect(windowDone(s)).toBe(true);
    expect(s.owners.map((o) => o.media)).toEqual([0, 0, 0, 0]);
  });

  it('out of turn in the window is refused', () => {
    const s = rolled(withMedia(seated(['comets', 'quarrymen', 'foxhounds']), [1, 1, 1]), 0, 5);
    expect(() => mediaOnRoll(s, 2, 1)).toThrow(
      expect.objectContaining({ code: 'not-your-response', section: '7.3' }),
    );
  });

  it("A has no media and rolls a 7; once A accepts B's offer, C and D may not change the roll", () => {
    let s = rolled(
      withMedia(seated(['comets', 'quarrymen', 'foxhounds', 'mudcats']), [0, 1, 2, 2]),
      0,
      7,
    );
    s = passOnRoll(s, 0);
    const w = rollWindow(s);
    s = skipLocked({ ...s, window: { ...w, lockedTo: [0, 1] } });
    expect(rollWindow(s).queue).toEqual([1, 0]);
    s = mediaOnRoll(s, 1, 1);
    expect(() => mediaOnRoll(s, 2, -1)).toThrow(
      expect.objectContaining({ code: 'not-your-response' }),
    );
  });

  it('§6.2.1.1: only the tied owners may use media on a roll-off', () => {
    const base = withMedia(seated(['comets', 'quarrymen', 'foxhounds']), [1, 1, 1]);
    const s = openRoll(base, { k: 'tiebreak', seats: [0, 2] }, 0, ctxFor().rng, [0, 2]);
    const after = passOnRoll(s, 0);
    expect(() => mediaOnRoll(after, 1, 1)).toThrow(
      expect.objectContaining({ code: 'no-media-on-this-roll' }),
    );
  });

  it('§6.2.2: a Jinx card takes 2 off any roll; Second Look rolls again', () => {
    let s = rolled(withHand(seated(['comets', 'quarrymen']), 1, ['jinx', 'slump']), 0, 9);
    s = passOnRoll(s, 0);
    s = cardOnRoll(s, 1, 'jinx', ctxFor().rng);
    expect(rollWindow(s).value).toBe(7);
    expect(ownerAt(s, 1).hand.cards).toEqual(['slump']);
    expect(s.discard.cards[0]).toBe('jinx');
    expect(() =>
      cardOnRoll(
        rolled(withHand(seated(['comets', 'quarrymen']), 0, ['slump']), 0, 4),
        0,
        'slump',
        ctxFor().rng,
      ),
    ).toThrow(expect.objectContaining({ code: 'not-a-roll-card' }));
  });
});

describe('§5.3.10 responses: cancel cards', () => {
  it('A plays Injury on B; B (the target) is asked first, then clockwise from A', () => {
    let s = seated(['comets', 'quarrymen', 'foxhounds']);
    s = withHand(withHand(s, 1, ['trainer']), 2, ['trainer']);
    expect(cancellers(s, 'injury', 0, 1)).toEqual([1, 2]);
    const opened = openEvent(s, 'injury', 0, 1);
    const done = cancelEvent(opened, 1, 'trainer');
    expect(done.window).toMatchObject({ k: 'event', cancelled: true, queue: [] });
    expect(ownerAt(done, 1).hand.cards).toEqual([]);
  });
  it('no holder of a cancel card: no window; a card that does not cancel it is refused', () => {
    const s = withHand(seated(['comets', 'quarrymen']), 1, ['legal-team']);
    expect(openEvent(s, 'injury', 0, 1).window).toBeNull();
    const opened = openEvent(s, 'bad-contract', 0, 1);
    expect(() => cancelEvent(opened, 1, 'trainer')).toThrow(
      expect.objectContaining({ code: 'does-not-cancel' }),
    );
  });
});

describe('§7.3 owners who can only let a roll stand are not asked (decision)', () => {
  it('skips from the front of the queue those with no media, no roll card and no challenge', () => {
    // Four owners: seat 2 holds media, seat 3 a re-roll card; 0 (the roller) and 1 nothing.
    let s = seated(['comets', 'quarrymen', 'foxhounds', 'mudcats']);
    s = withHand(withMedia(s, [0, 0, 2, 0]), 3, ['second-look']);
    const w = rolled(s, 0, 6);
    expect(rollWindow(w).queue).toEqual([0, 1, 2, 3, 0]);
    const skipped = skipIdle(w);
    expect(rollWindow(skipped).queue).toEqual([2, 3, 0]);
    const after = skipIdle(passOnRoll(passOnRoll(skipped, 2), 3));
    // The roller, last again, has no choice either: the window has nobody left.
    expect(windowDone(after)).toBe(true);
  });

  it('at two seats the opponent may challenge once a phase (13.2), so he is asked', () => {
    const s = seated(['comets', 'quarrymen']);
    expect(rollWindow(skipIdle(rolled(s, 0, 6))).queue).toEqual([1, 0]);
    const used = withOwner(s, 1, { ...ownerAt(s, 1), challengeUsed: true });
    expect(windowDone(skipIdle(rolled(used, 0, 6)))).toBe(true);
  });
});

describe('§5.3.10 with A28: a cancel card counts as a card played', () => {
  /** A plays Injury on B; C, who has had a turn but played no card, cancels it with Trainer. */
  function cancelled(rules: number): LordsState {
    let s = seated(['comets', 'quarrymen', 'foxhounds']);
    s = { ...withHand(withHand(s, 0, ['injury']), 2, ['trainer', 'jinx']), rules };
    s = withOwner(s, 2, { ...ownerAt(s, 2), turns: 1 });
    s = applyAction(s, 0, { t: 'event', card: 'injury', target: 1 }, ctxFor());
    expect(s.window).toMatchObject({ k: 'event', queue: [2] });
    return applyAction(s, 2, { t: 'cancel', card: 'trainer' }, ctxFor());
  }

  it("the canceller's count goes up by one, so he may pass at his next turn (rules version 3)", () => {
    const s = cancelled(3);
    expect(s.window).toBeNull();
    expect(ownerAt(s, 2).played).toBe(1);
    const passed = pass({ ...s, active: 2 }, 2);
    expect(ownerAt(passed, 2).passed).toBe(true);
  });

  it('version 2 did not count it: a game saved before keeps its count and its refusal', () => {
    const s = cancelled(2);
    expect(ownerAt(s, 2).played).toBe(0);
    expect(refusalCode(() => pass({ ...s, active: 2 }, 2))).toBe('cannot-pass-yet 5.3.12');
  });
});
