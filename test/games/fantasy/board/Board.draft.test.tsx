// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { Board } from '../../../../src/games/fantasy/board/Board';
import { actionOf } from './controls';
import { hiddenFrom, newGame, playUntil, propsFor, state } from './table';

describe('the board during the Live Draft', () => {
  const game = newGame(4);

  it("shows the holder's draft hand face up and everyone else's face down", () => {
    const { container } = render(<Board {...propsFor(game, 1, vi.fn())} />);
    const hand = container.querySelector('[data-zone="hand"]');
    expect(hand).not.toBeNull();
    const mine = state(game).drafts[1]?.cards ?? [];
    expect(mine).toHaveLength(7);
    for (const c of mine) expect(hand?.querySelector(`[data-card="${c}"]`)).not.toBeNull();
    // Three other draft hands of 7, as backs that carry no content id.
    const backs = container.querySelectorAll('.card--back');
    expect(backs).toHaveLength(21);
    for (const b of backs) expect(b.hasAttribute('data-card')).toBe(false);
    for (const c of hiddenFrom(state(game), 1)) expect(container.innerHTML).not.toContain(c);
  });

  it('keeps a card at one tap: the card carries its pick', () => {
    const onAction = vi.fn();
    const props = propsFor(game, 0, onAction);
    const { container } = render(<Board {...props} />);
    const card = props.actions[2];
    if (!card || card.t !== 'pick') throw new Error('expected a pick');
    const face = container.querySelector(`[data-zone="hand"] button[data-card="${card.c}"]`);
    expect(face).not.toBeNull();
    expect(actionOf(face as Element)).toEqual(card);
    fireEvent.click(face as Element);
    expect(onAction).toHaveBeenCalledTimes(1);
    const sent = onAction.mock.calls[0]?.[0];
    expect(sent).toEqual({ t: 'pick', c: card.c });
    expect(props.actions).toContain(sent);
  });

  it('shows no hand and no private card on the table view', () => {
    const later = playUntil(game, (s) => s.mgrs[0]?.hand.cards.length === 3);
    const { container } = render(<Board {...propsFor(later, null, vi.fn())} />);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    expect(container.querySelector('[data-card]')).toBeNull();
    expect(container.querySelector('[data-action]')).toBeNull();
    for (const c of hiddenFrom(state(later), null)) expect(container.innerHTML).not.toContain(c);
  });

  it('discards one of the seven kept at one tap', () => {
    const g = playUntil(game, (s) => s.phase === 'discard');
    const onAction = vi.fn();
    const props = propsFor(g, 2, onAction);
    const { container } = render(<Board {...props} />);
    const faces = container.querySelectorAll('[data-zone="hand"] button[data-action]');
    expect(faces).toHaveLength(7);
    fireEvent.click(faces[4] as Element);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(props.actions).toContain(onAction.mock.calls[0]?.[0]);
    expect(onAction.mock.calls[0]?.[0]).toEqual(actionOf(faces[4] as Element));
    expect(onAction.mock.calls[0]?.[0]).toMatchObject({ t: 'discard' });
  });
});
