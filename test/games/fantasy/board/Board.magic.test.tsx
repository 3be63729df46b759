// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fantasyModule } from '../../../../src/games/fantasy';
import { Board } from '../../../../src/games/fantasy/board/Board';
import type { FantasyAction, FantasyState } from '../../../../src/games/fantasy/state';
import { actionOf, findAction } from './controls';
import { hiddenFrom, newGame, playUntil, propsFor, state, type Game } from './table';

const passing = (_s: FantasyState, _m: number, acts: FantasyAction[]) =>
  acts.find((a) => a.t === 'pass');
const casting = (s: FantasyState, _m: number, acts: FantasyAction[]) =>
  s.phase === 'magic' && !s.pending ? acts.find((a) => a.t === 'magic') : undefined;

const window3 = playUntil(
  newGame(3, {}, 'magic'),
  (s) => s.phase === 'magic' && s.week === 1 && !s.pending,
  passing,
);
const prompted = (g: Game) => fantasyModule.prompts(state(g))[0]?.seat ?? 0;

/** The first game (over a few seeds) reaching a pending ability whose choices pass `test`. */
function pendingWhere(test: (acts: FantasyAction[]) => boolean, seats = 3): Game {
  for (let i = 0; i < 60; i++) {
    const g = playUntil(
      newGame(seats, {}, `pending-${i}`),
      (s) =>
        s.phase === 'over' || (s.pending !== null && test(fantasyModule.actions(s, s.pending.m))),
      casting,
      `cast-${i}`,
    );
    if (state(g).pending) return g;
  }
  throw new Error('no such pending ability');
}

describe('the board in the magic window', () => {
  it('flips a bench card at one tap, with Pass beside the bench', () => {
    const seat = prompted(window3);
    const onAction = vi.fn();
    const props = propsFor(window3, seat, onAction);
    const { container } = render(<Board {...props} />);
    const magic = props.actions.find((a) => a.t === 'magic');
    if (!magic || magic.t !== 'magic') throw new Error('expected a bench card');
    const hand = container.querySelector('[data-zone="hand"]') as Element;
    const face = hand.querySelector(`button[data-card="${magic.c}"]`) as Element;
    expect(actionOf(face)).toEqual(magic);
    // The bench card about to be flipped prints its ability's text.
    expect(face.querySelector('.ffb-card__ability-text')).not.toBeNull();
    fireEvent.click(face);
    expect(onAction.mock.calls[0]?.[0]).toEqual({ t: 'magic', c: magic.c });
    expect(props.actions).toContain(onAction.mock.calls[0]?.[0]);
    fireEvent.click(hand.querySelector('.ffb-pass') as Element);
    expect(onAction.mock.calls[1]?.[0]).toEqual({ t: 'pass' });
    for (const c of hiddenFrom(state(window3), seat)) expect(container.innerHTML).not.toContain(c);
  });

  it("shows the week's revealed characters, with totals, to the whole table", () => {
    const s = state(window3);
    const { container } = render(<Board {...propsFor(window3, null, vi.fn())} />);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    const battle = container.querySelector('.ffb-battle') as Element;
    for (const g of s.mgrs) {
      const c = g.slots[s.week]?.cards[0] as string;
      expect(battle.querySelector(`[data-card="${c}"]`)).not.toBeNull();
    }
    expect(battle.querySelectorAll('.ffb-entry__n')).toHaveLength(3);
    for (const c of hiddenFrom(s, null)) expect(container.innerHTML).not.toContain(c);
    // Benches stay face down: two backs per manager, no face.
    expect(container.querySelectorAll('.ffb-mgr .card--back').length).toBeGreaterThanOrEqual(6);
  });

  it('offers the cards an ability may choose, each sending itself at one tap', () => {
    const g = pendingWhere((acts) => acts.length > 0 && acts.every((a) => a.t === 'card'));
    const seat = state(g).pending?.m ?? 0;
    const onAction = vi.fn();
    const props = propsFor(g, seat, onAction);
    const { container } = render(<Board {...props} />);
    for (const a of props.actions) {
      const el = findAction(container, a);
      expect(el, JSON.stringify(a)).not.toBeNull();
      fireEvent.click(el as Element);
    }
    expect(onAction.mock.calls.map((c) => c[0])).toEqual(props.actions);
  });

  // Abduct (win), Dig (slot), Axe (track), Berzerk (stat), Translucent (mgr).
  it.each(['win', 'slot', 'track', 'stat', 'mgr'])(
    'offers each %s target of an ability as a labelled button',
    (kind) => {
      const g = pendingWhere((acts) => acts.some((a) => a.t === kind), 4);
      const seat = state(g).pending?.m ?? 0;
      const onAction = vi.fn();
      const props = propsFor(g, seat, onAction);
      const { container } = render(<Board {...props} />);
      const buttons = container.querySelectorAll('.ffb-choice');
      const loose = props.actions.filter((a) => !('c' in a));
      expect(buttons).toHaveLength(loose.length);
      buttons.forEach((b) => {
        expect(b.textContent).not.toMatch(/\{\w+\}/);
        expect(b.textContent?.trim()).not.toBe('');
        fireEvent.click(b);
      });
      expect(onAction.mock.calls.map((c) => c[0])).toEqual(loose);
      for (const c of hiddenFrom(state(g), seat)) expect(container.innerHTML).not.toContain(c);
    },
  );
});
