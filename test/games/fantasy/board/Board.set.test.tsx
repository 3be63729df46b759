// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../../src/engine/session';
import { fantasyModule } from '../../../../src/games/fantasy';
import { Board } from '../../../../src/games/fantasy/board/Board';
import type { FantasyAction } from '../../../../src/games/fantasy/state';
import { hiddenFrom, newGame, playUntil, propsFor, state } from './table';

const setting = (seats: number, options = {}) =>
  playUntil(newGame(seats, options, 'set'), (s) => s.phase === 'set');

describe('the board while rosters are set', () => {
  it('places a character: tap it in the hand, then the glowing base', () => {
    let g = setting(3);
    g = dispatch(g, 0, fantasyModule.actions(state(g), 0)[0] as FantasyAction);
    const onAction = vi.fn();
    const props = propsFor(g, 0, onAction);
    const { container, getAllByRole } = render(<Board {...props} />);
    // The card placed at 1st is face up for its owner; five remain in hand.
    const hand = container.querySelector('[data-zone="hand"]') as Element;
    expect(hand.querySelectorAll('.ffb-slot [data-card]')).toHaveLength(1);
    const place = props.actions[3] as Extract<FantasyAction, { t: 'place' }>;
    fireEvent.click(hand.querySelector(`button[data-card="${place.c}"]`) as Element);
    const target = getAllByRole('button', { name: /: 2nd$/ });
    expect(target).toHaveLength(1);
    fireEvent.click(target[0] as Element);
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
    expect(container.querySelectorAll('.ffb-rival .card--back')).toHaveLength(12);
    expect(container.querySelectorAll('.ffb-rival [data-card]')).toHaveLength(0);
    for (const c of hiddenFrom(s, 0)) expect(container.innerHTML).not.toContain(c);
    for (const c of s.mgrs[0]?.hand.cards ?? [])
      expect(container.querySelector(`[data-zone="hand"] [data-card="${c}"]`)).not.toBeNull();
  });

  it('More Wins: the base offers both Win cards, upright and upside down', () => {
    const g = setting(5, { moreWins: true });
    const onAction = vi.fn();
    const props = propsFor(g, 3, onAction);
    const { container, getByRole } = render(<Board {...props} />);
    // Two Win cards at each base, the second marked upside down.
    expect(container.querySelectorAll('.ffb-bases [data-card]')).toHaveLength(8);
    expect(container.querySelectorAll('.ffb-bases .ffb-win--turned')).toHaveLength(4);
    const first = props.actions[0] as Extract<FantasyAction, { t: 'place' }>;
    fireEvent.click(container.querySelector(`button[data-card="${first.c}"]`) as Element);
    fireEvent.click(getByRole('button', { name: /upside-down Win card: 1st$/ }));
    expect(onAction.mock.calls[0]?.[0]).toEqual({ t: 'place', c: first.c, o: 1 });
    expect(props.actions).toContain(onAction.mock.calls[0]?.[0]);
  });

  it('has a labelled button for every legal action', () => {
    const g = setting(4);
    const onAction = vi.fn();
    const props = propsFor(g, 2, onAction);
    const { container } = render(<Board {...props} />);
    const list = container.querySelectorAll('.ffb-allmoves button');
    expect(list).toHaveLength(props.actions.length);
    list.forEach((b) => fireEvent.click(b));
    expect(onAction.mock.calls.map((c) => c[0])).toEqual(props.actions);
  });
});
