// @vitest-environment happy-dom
import { fireEvent, render, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { showdownModule as sd } from '../../../../src/games/showdown';
import { Board } from '../../../../src/games/showdown/board/Board';
import { SEAT_EN, TXT_EN } from '../../../../src/games/showdown/board/text';
import { sideOf } from '../../../../src/games/showdown/rules/lineup';
import type { ShowdownAction, ShowdownState } from '../../../../src/games/showdown/state';
import { opening, play, scripted, withSide } from '../helpers';
import { newGame, playUntil, propsFor, state, type Game } from './table';

const act = (s: ShowdownState, a: ShowdownAction) => sd.apply(s, s.turn, a, scripted([]).ctx);

/** The Herons' backup pinch-hit for the DH in the top of the 3rd; the side is retired. */
function backupPhase(): ShowdownState {
  const s0 = opening();
  let s = withSide({ ...s0, inning: 3, outs: 2 }, 0, { up: sideOf(s0, 0).dhSlot });
  s = act(s, { t: 'pass' });
  const backup = sideOf(s, 0).roster.find((e) => e.backup)?.p ?? '';
  s = act(act(s, { t: 'pinch', p: backup }), { t: 'pass' });
  return play(s, 'SO').g;
}

describe('the board when backups must leave (R1)', () => {
  it('offers the replacements for the one backup in one tap, each button carrying its action', () => {
    const s = backupPhase();
    expect(s.phase).toBe('backup');
    const onAction = vi.fn();
    const g = { table: { g: s } } as unknown as Game;
    const { getByRole, container } = render(<Board {...propsFor(g, 0, onAction)} />);
    expect(container.querySelector('.sd-window__name')?.textContent).toBe('Replace the backups');
    const group = getByRole('group', { name: 'Backups leave before the 7th: who replaces him?' });
    // One backup: no "who comes out?" step, the choice is the player coming in.
    expect(group.textContent).not.toContain('Who comes out?');
    const buttons = within(group).getAllByRole('button');
    const legal = sd.actions(s, 0);
    expect(buttons).toHaveLength(legal.length);
    for (const b of buttons) expect(legal).toContainEqual(JSON.parse(b.dataset.action ?? 'null'));
    fireEvent.click(buttons[0] as HTMLElement);
    expect(onAction).toHaveBeenCalledWith(JSON.parse(buttons[0]?.dataset.action ?? 'null'));
  });
});

describe('the board: the DH to the field (§PLAYER POSITIONS)', () => {
  it('offers one button per fielder the DH can replace, each carrying its action', () => {
    const s = opening();
    const onAction = vi.fn();
    const g = { table: { g: s } } as unknown as Game;
    const { getByRole } = render(<Board {...propsFor(g, s.home, onAction)} />);
    const group = getByRole('group', { name: 'DH to the field (the pitcher bats from now on)' });
    const buttons = within(group).getAllByRole('button');
    const legal = sd.actions(s, s.home).filter((a) => a.t === 'dh');
    expect(buttons.map((b) => JSON.parse(b.dataset.action ?? 'null'))).toEqual(legal);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(onAction).toHaveBeenCalledWith(legal[0]);
  });
});

describe('the board: a substitution decided on the table’s view (F6)', () => {
  it('shows the hand as a count, no face, and a button that asks to see it', () => {
    const g = playUntil(newGame(), (s) => s.phase === 'subs' && s.inning >= 2);
    const s = state(g);
    expect(sd.privateDecision?.(s, s.turn)).toBe(false);
    const onShowOwn = vi.fn();
    const props = { ...propsFor(g, null, vi.fn()), seat: s.turn, onShowOwn };
    const { getByTestId, container } = render(<Board {...props} actions={sd.actions(s, s.turn)} />);
    // Nothing private in the DOM: no face of the deciding manager's hand, only its count.
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    const hand = (s.cards?.[s.turn]?.hand.cards ?? []).length;
    expect(container.querySelector('.sd-hand--hidden')?.textContent).toContain(
      SEAT_EN.faceDown(TXT_EN.cards(hand)),
    );
    // The substitution choices are there (the window's own buttons carry their actions).
    expect(container.querySelectorAll('[data-action]').length).toBeGreaterThan(0);
    fireEvent.click(getByTestId('show-own'));
    expect(onShowOwn).toHaveBeenCalledTimes(1);
  });
});
