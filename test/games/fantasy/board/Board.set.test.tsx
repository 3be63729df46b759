// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../../src/engine/session';
import { fantasyModule } from '../../../../src/games/fantasy';
import { Board } from '../../../../src/games/fantasy/board/Board';
import type { FantasyAction } from '../../../../src/games/fantasy/state';
import { actionOf, drawnActions } from './controls';
import { hiddenFrom, newGame, playUntil, propsFor, state } from './table';

const setting = (seats: number, options = {}) =>
  playUntil(newGame(seats, options, 'set'), (s) => s.phase === 'set');

describe('the board while rosters are set', () => {
  it('places a character at one tap: it goes to the next open base', () => {
    let g = setting(3);
    g = dispatch(g, 0, fantasyModule.actions(state(g), 0)[0] as FantasyAction);
    const onAction = vi.fn();
    const props = propsFor(g, 0, onAction);
    const { container } = render(<Board {...props} />);
    // The card placed at 1st is face up for its owner; 2nd is marked as the next to fill.
    const hand = container.querySelector('[data-zone="hand"]') as Element;
    expect(hand.querySelectorAll('.ffb-slot .ffb-card[data-card]')).toHaveLength(1);
    const next = hand.querySelectorAll('.ffb-slot--next');
    expect(next).toHaveLength(1);
    expect(next[0]?.textContent).toContain('2nd');
    const place = props.actions[3] as Extract<FantasyAction, { t: 'place' }>;
    const face = hand.querySelector(`button[data-card="${place.c}"]`) as Element;
    expect(actionOf(face)).toEqual(place);
    fireEvent.click(face);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0]).toEqual({ t: 'place', c: place.c });
    expect(props.actions).toContain(onAction.mock.calls[0]?.[0]);
  });

  it("shows other managers' lineups and hands only as backs", () => {
    let g = setting(3);
    g = dispatch(g, 1, fantasyModule.actions(state(g), 1)[0] as FantasyAction);
    const { container } = render(<Board {...propsFor(g, 0, vi.fn())} />);
    const s = state(g);
    // Seat 1: one slot face down, five in hand; seat 2: six in hand.
    expect(container.querySelectorAll('.ffb-mgr .card--back')).toHaveLength(12);
    expect(container.querySelectorAll('.ffb-mgr [data-card]')).toHaveLength(0);
    for (const c of hiddenFrom(s, 0)) expect(container.innerHTML).not.toContain(c);
    for (const c of s.mgrs[0]?.hand.cards ?? [])
      expect(container.querySelector(`[data-zone="hand"] [data-card="${c}"]`)).not.toBeNull();
  });

  it('More Wins: the base shows both Win cards; a tap places upright, its chip upside down', () => {
    const g = setting(5, { moreWins: true });
    const onAction = vi.fn();
    const props = propsFor(g, 3, onAction);
    const { container } = render(<Board {...props} />);
    // Two Win cards over each slot of the lineup, the second marked upside down.
    expect(container.querySelectorAll('.ffb-lineup .ffb-win[data-card]')).toHaveLength(8);
    expect(container.querySelectorAll('.ffb-lineup .ffb-win--turned')).toHaveLength(4);
    const first = props.actions[0] as Extract<FantasyAction, { t: 'place' }>;
    const face = container.querySelector(`button[data-card="${first.c}"]`) as Element;
    expect(actionOf(face)).toEqual({ t: 'place', c: first.c, o: 0 });
    const chip = face.parentElement?.querySelector('.ffb-chipmove') as Element;
    expect(actionOf(chip)).toEqual({ t: 'place', c: first.c, o: 1 });
    fireEvent.click(chip);
    fireEvent.click(face);
    expect(onAction.mock.calls.map((c) => c[0])).toEqual([
      { t: 'place', c: first.c, o: 1 },
      { t: 'place', c: first.c, o: 0 },
    ]);
    for (const [a] of onAction.mock.calls) expect(props.actions).toContainEqual(a);
  });

  it('draws a control for every legal action, each sending its own', () => {
    const g = setting(4);
    const onAction = vi.fn();
    const props = propsFor(g, 2, onAction);
    const { container } = render(<Board {...props} />);
    const drawn = drawnActions(container);
    expect(new Set(drawn.map((a) => JSON.stringify(a)))).toEqual(
      new Set(props.actions.map((a) => JSON.stringify(a))),
    );
    container.querySelectorAll('[data-action]').forEach((b) => fireEvent.click(b));
    expect(onAction.mock.calls.map((c) => c[0])).toEqual(drawn);
  });
});
