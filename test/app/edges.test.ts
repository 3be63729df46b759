// @vitest-environment happy-dom
/**
 * The edges mode's rules apart from the screen: who gets an edge, what an edge shows, when it
 * turns face down again, and what lifting a finger does.
 */
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/engine/types';
import { edgeSeats, edgeState, edgesFit, openAfterMove } from '../../src/app/models/edges';
import { actionAt, liftOf, SLIDE_PX, TAP_MS } from '../../src/app/screens/edge-gesture';

const ask = (seat: number): Prompt => ({ seat, kind: 'turn', msg: 'm' });

describe('who gets an edge', () => {
  it.each([
    [[0], false],
    [[0, 1], true],
    [[0, 2], true],
    [[0, 1, 2], false],
  ])('people at seats %j: edges %s', (humans, fits) => {
    expect(edgesFit(humans)).toBe(fits);
    expect(edgeSeats(humans).length).toBe(fits ? humans.length : 0);
  });

  it('the first person sits at the near edge, the next at the far one', () => {
    expect(edgeSeats([1, 3])).toEqual([
      { seat: 1, side: 'near' },
      { seat: 3, side: 'far' },
    ]);
  });
});

describe('what an edge shows', () => {
  const priv = () => true;
  const pub = () => false;
  it.each([
    ['open beats everything', [0], [ask(0)], pub, 'open'],
    ['a private decision waits for its owner', [], [ask(0)], priv, 'closed'],
    ['a public decision shows at once', [], [ask(0)], pub, 'public'],
    ['no decision, nothing shown', [], [ask(1)], pub, 'closed'],
  ] as const)('%s', (_name, open, prompts, isPrivate, state) => {
    expect(edgeState(0, new Set(open), prompts, isPrivate)).toBe(state);
  });
});

describe('when an edge turns face down', () => {
  it("the mover's edge closes once his turn has passed, and stays while he alone decides on", () => {
    expect([...openAfterMove(new Set([0, 1]), 0, [ask(1)])]).toEqual([1]);
    expect([...openAfterMove(new Set([0]), 0, [ask(0)])]).toEqual([0]);
    // A new round that asks everyone again (a simultaneous choice) closes it too.
    expect([...openAfterMove(new Set([0]), 0, [ask(0), ask(1)])]).toEqual([]);
  });

  it("another person's move leaves an open edge as it was; the end closes every edge", () => {
    expect([...openAfterMove(new Set([0]), 1, [ask(0)])]).toEqual([0]);
    expect([...openAfterMove(new Set([0]), 1, [ask(1)])]).toEqual([0]);
    expect([...openAfterMove(new Set([0, 1]), 0, [])]).toEqual([]);
  });

  it("within a round of private picks the mover's edge stays open (a draft: one reveal a round)", () => {
    // After a pick the others choose, then everyone picks from the next hand.
    expect([...openAfterMove(new Set([0]), 0, [ask(1)], true)]).toEqual([0]);
    expect([...openAfterMove(new Set([0]), 0, [ask(0), ask(1)], true)]).toEqual([0]);
    // The round over (the game says so), it turns face down as any other; the end closes all.
    expect([...openAfterMove(new Set([0]), 0, [ask(1)], false)]).toEqual([]);
    expect([...openAfterMove(new Set([0]), 0, [], true)]).toEqual([]);
  });
});

describe('what lifting the finger does', () => {
  const edge = document.createElement('section');
  const card = document.createElement('button');
  card.setAttribute('data-action', '{"t":"play"}');
  const face = document.createElement('span');
  card.append(face);
  const idle = document.createElement('button');
  idle.setAttribute('data-action', '{"t":"x"}');
  idle.disabled = true;
  edge.append(card, idle);
  const outside = document.createElement('button');
  outside.setAttribute('data-action', '{}');
  const press = { x: 100, y: 100, at: 0, slid: false };

  it('a quick tap in place keeps the edge open', () => {
    expect(liftOf(press, { x: 102, y: 101, at: TAP_MS - 1 }, face, edge)).toEqual({
      kind: 'tap',
    });
  });

  it('a slide that ends on a control plays it', () => {
    const up = { x: 100 + SLIDE_PX, y: 100, at: 900 };
    expect(liftOf(press, up, face, edge)).toEqual({ kind: 'play', target: card });
    expect(liftOf({ ...press, slid: true }, { x: 100, y: 100, at: 900 }, face, edge).kind).toBe(
      'play',
    );
  });

  it('a press held in place closes: the card under it was not seen when it was pressed', () => {
    expect(liftOf(press, { x: 101, y: 100, at: 2000 }, face, edge)).toEqual({ kind: 'close' });
  });

  it('a slide that ends off any control, on a disabled one or outside the edge closes', () => {
    const up = { x: 200, y: 100, at: 900 };
    expect(liftOf(press, up, edge, edge).kind).toBe('close');
    expect(liftOf(press, up, idle, edge).kind).toBe('close');
    expect(liftOf(press, up, outside, edge).kind).toBe('close');
    expect(liftOf(press, up, null, edge).kind).toBe('close');
    expect(actionAt(face, edge)).toBe(card);
  });
});
