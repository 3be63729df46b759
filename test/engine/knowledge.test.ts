/**
 * Who learns what from a move (checkpoints) and who would see more than the previous holder
 * (the handoff cover), read off the containers.
 */
import { describe, expect, it } from 'vitest';
import { hidden, zone, type Vis } from '../../src/engine/hidden';
import { learners, seesBeyond } from '../../src/engine/knowledge';
import { drawTop, putBottom, putTop, showTop } from '../../src/engine/zones';

const table = (over: Record<string, unknown> = {}) => ({
  deck: zone('none', ['a', 'b', 'c', 'd']),
  hands: [zone([0], ['h0']), zone([1], ['h1'])],
  discard: zone('all', ['x']),
  bid: hidden([0], 3, 0),
  score: [0, 0],
  ...over,
});

describe('learners', () => {
  it('nobody learns from a public change (a score)', () => {
    const s = table();
    expect(learners(s, { ...s, score: [1, 0] }, 2)).toEqual([]);
  });

  it('a card drawn into a hand teaches its owner only', () => {
    const s = table();
    const [top, deck] = drawTop(s.deck);
    const hands = [putBottom(s.hands[0] ?? zone([0]), top), s.hands[1]];
    expect(learners(s, { ...s, deck, hands }, 2)).toEqual([0]);
  });

  it('a card played from a hand to the discard teaches the other seats', () => {
    const s = table();
    const hands = [zone([0], []), s.hands[1]];
    const discard = zone('all', ['x', 'h0']);
    expect(learners(s, { ...s, hands, discard }, 2)).toEqual([1]);
  });

  it('hands passed in a draft teach each seat the hand it receives', () => {
    const s = table();
    const hands = [zone([0], ['h1']), zone([1], ['h0'])];
    expect(learners(s, { ...s, hands }, 2)).toEqual([0, 1]);
  });

  it('passing a hand the receiver already saw teaches nothing', () => {
    const s = table({
      hands: [zone([0], ['h0']), { ...zone([1], ['h1']), $seen: [[0]] as Vis[] }],
    });
    // Seat 1 passes back to seat 0 the card seat 0 had seen; seat 0 loses sight of nothing new.
    const hands = [zone([0], ['h0', 'h1']), zone([1], [])];
    expect(learners(s, { ...s, hands }, 2)).toEqual([]);
  });

  it('a peek at the top card teaches the peeking seat', () => {
    const s = table();
    expect(learners(s, { ...s, deck: showTop(s.deck, 1, [1]) }, 2)).toEqual([1]);
  });

  it('a draw from a deck whose contents are known but not its order still teaches', () => {
    const own = { ...zone('none', ['a', 'b', 'c']), $set: [0] as Vis };
    const s = table({ deck: own });
    const [top, deck] = drawTop(own);
    const hands = [putBottom(s.hands[0] ?? zone([0]), top), s.hands[1]];
    expect(learners(s, { ...s, deck, hands }, 2)).toEqual([0]);
  });

  it('shuffling a hand back into a known-contents deck teaches nothing', () => {
    const own = { ...zone('none', ['a']), $set: [0] as Vis };
    const s = table({ deck: own });
    const deck = { ...putTop(own, ['h0']), $set: [0] as Vis };
    const hands = [zone([0], []), s.hands[1]];
    expect(learners(s, { ...s, deck, hands }, 2)).toEqual([]);
  });

  it('a secret opened, or removed, counts as learned by those it was hidden from', () => {
    const s = table();
    expect(learners(s, { ...s, bid: hidden('all', 3, 0) }, 2)).toEqual([1]);
    expect(learners(s, { ...s, bid: 3 }, 2)).toEqual([1]);
    // Its owner changing it teaches nobody.
    expect(learners(s, { ...s, bid: hidden([0], 5, 0) }, 2)).toEqual([]);
  });
});

describe('seesBeyond (the handoff cover)', () => {
  it('a seat with a hand sees beyond the other seat and beyond the table', () => {
    const s = table();
    expect(seesBeyond(s, 1, 0)).toBe(true);
    expect(seesBeyond(s, 1, null)).toBe(true);
  });

  it('empty hands and public zones need no cover', () => {
    const s = table({ hands: [zone([0]), zone([1])], bid: hidden('all', 1, 0) });
    expect(seesBeyond(s, 1, 0)).toBe(false);
    expect(seesBeyond(s, 0, null)).toBe(false);
  });

  it('a secret only the next seat sees needs the cover', () => {
    const s = table({ hands: [zone([0]), zone([1])], bid: hidden([1], 1, 0) });
    expect(seesBeyond(s, 1, 0)).toBe(true);
    expect(seesBeyond(s, 0, 1)).toBe(false);
  });

  it('a card both seats know (seen by the previous holder) needs no cover', () => {
    const s = table({ hands: [zone([0]), { ...zone([1], ['h1']), $seen: [[0]] as Vis[] }] });
    expect(seesBeyond(s, 1, 0)).toBe(false);
  });
});
