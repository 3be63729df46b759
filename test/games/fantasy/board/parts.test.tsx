// @vitest-environment happy-dom
// The board drawn in parts for the edges: the table in the middle (public, the far manager's
// area turned toward him, no control), a seat's own side (its decision, its hand last), and a
// decision on public facts made from the table's view with no hand at all.
import { fireEvent, render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fantasyModule } from '../../../../src/games/fantasy';
import { Board } from '../../../../src/games/fantasy/board/Board';
import { privateDecision } from '../../../../src/games/fantasy/private';
import type { FantasyAction, FantasyState } from '../../../../src/games/fantasy/state';
import { findAction } from './controls';
import { hiddenFrom, newGame, playUntil, propsFor, state } from './table';

const casting = (s: FantasyState, _m: number, acts: FantasyAction[]) =>
  s.phase === 'magic' && !s.pending ? acts.find((a) => a.t === 'magic') : undefined;

describe('the Fantasy board in parts', () => {
  const setting = playUntil(newGame(2, {}, 'parts'), (s) => s.phase === 'set');

  it('draws the table public, the far manager turned to him, with no control', () => {
    const props = propsFor(setting, null, vi.fn());
    const { container } = render(<Board {...props} part="table" far={[1]} />);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    expect(container.querySelector('[data-action]')).toBeNull();
    const areas = [...container.querySelectorAll('.ffb-mgr')];
    expect(areas).toHaveLength(2);
    // The far manager's area comes first (at the far edge) and is turned; the near one is not.
    expect(areas[0]?.getAttribute('aria-label')).toBe('Jonah');
    expect(areas[0]?.classList.contains('ffb-mgr--far')).toBe(true);
    expect(areas[1]?.classList.contains('ffb-mgr--far')).toBe(false);
    // The key sits in the table's heading.
    expect(container.querySelector('.ffb-headline [data-testid="legend"]')).not.toBeNull();
    for (const c of hiddenFrom(state(setting), null)) expect(container.innerHTML).not.toContain(c);
  });

  it("draws a seat's side: its decision first, its hand last, every move at one tap", () => {
    const onAction = vi.fn();
    const props = propsFor(setting, 0, onAction);
    const { container } = render(<Board {...props} part="seat" />);
    const own = container.querySelector('.ffb-own') as Element;
    expect(own.firstElementChild?.classList.contains('ffb-headline')).toBe(true);
    expect(own.lastElementChild?.getAttribute('data-zone')).toBe('hand');
    // Nobody else's area at a seat's edge.
    expect(container.querySelector('.ffb-mgr')).toBeNull();
    for (const a of props.actions) {
      const el = findAction(container, a);
      expect(el, JSON.stringify(a)).not.toBeNull();
      fireEvent.click(el as Element);
    }
    expect(onAction.mock.calls.map((c) => c[0])).toEqual(props.actions);
    for (const c of hiddenFrom(state(setting), 0)) expect(container.innerHTML).not.toContain(c);
  });

  it('makes a decision on public facts from the table view: no hand, every choice offered', () => {
    let found = null;
    for (let i = 0; i < 80 && !found; i++) {
      const g = playUntil(
        newGame(3, {}, `public-${i}`),
        (s) =>
          s.phase === 'over' || (s.pending !== null && privateDecision(s, s.pending.m) === false),
        casting,
        `cast-${i}`,
      );
      if (state(g).pending) found = g;
    }
    if (!found) throw new Error('no ability on public facts in 80 games');
    const s = state(found);
    const seat = s.pending?.m ?? 0;
    const onAction = vi.fn();
    const onShowOwn = vi.fn();
    const props = {
      ...propsFor(found, seat, onAction),
      view: fantasyModule.view(s, null),
    };
    const { container, getByRole } = render(<Board {...props} part="seat" onShowOwn={onShowOwn} />);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    for (const a of props.actions) {
      const el = findAction(container, a);
      expect(el, JSON.stringify(a)).not.toBeNull();
      fireEvent.click(el as Element);
    }
    expect(onAction.mock.calls.map((c) => c[0])).toEqual(props.actions);
    for (const c of hiddenFrom(s, null)) expect(container.innerHTML).not.toContain(c);
    fireEvent.click(getByRole('button', { name: 'Show my cards' }));
    expect(onShowOwn).toHaveBeenCalledTimes(1);
  });

  it('needs the hand for drafting, rosters and Free Agency', () => {
    const s = state(setting);
    expect(privateDecision(s, 0)).toBe(true);
    const drafting = state(newGame(2, {}, 'parts'));
    expect(privateDecision(drafting, 1)).toBe(true);
  });
});
