// @vitest-environment happy-dom
/**
 * The die of a roll's window (LoB 7.3) on the board: it tumbles once when the roll is made
 * (a bot's too), at once with reduced motion, and never stands in the way of the decision.
 */
import { act, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Board } from '../../../../src/games/lords/board/Board';
import type { LordsState } from '../../../../src/games/lords/state';
import { TUMBLE_FACES, TUMBLE_FACE_MS } from '../../../../src/ui/components/Die';
import { newGame, playUntil, prompted, propsFor, state, type Game } from './table';

type RollWindow = Extract<LordsState['window'], { k: 'roll' }>;
const open = (s: LordsState): RollWindow | null =>
  s.window?.k === 'roll' && s.window.queue.length > 0 ? s.window : null;
/** The next roll window opened after `g`'s (a roll of its own: another id). */
const nextRoll = (g: Game) => {
  const id = open(state(g))?.id;
  return playUntil(g, (s) => open(s) !== null && open(s)?.id !== id);
};
// Rolls of their own for each test: a roll once drawn is never new again on this page.
const first = nextRoll(newGame(3));
const second = nextRoll(first);
const reduced = nextRoll(second);
const another = nextRoll(reduced);

let day = 0;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2030, 0, ++day));
});
afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.motion;
});

const view = (g: Game, onAction = vi.fn()) => <Board {...propsFor(g, prompted(g), onAction)} />;
const die = (c: Element) => c.querySelector('.lords-rollface .die') as HTMLElement;
const rolling = (c: Element) => die(c).classList.contains('die--rolling');
const value = (g: Game) => String(open(state(g))?.value);

describe('the Lords roll window’s die', () => {
  it('shows the roll at once with reduced motion', () => {
    document.documentElement.dataset.motion = 'on';
    const { container } = render(view(reduced));
    expect(rolling(container)).toBe(false);
    expect(die(container).dataset.face).toBe(value(reduced));
    expect(die(container).getAttribute('aria-label')).toBe(value(reduced));
  });

  it('tumbles when the roll is made, lands on it, and never again for that roll', () => {
    document.documentElement.dataset.motion = 'off';
    const { container, rerender } = render(view(first));
    expect(rolling(container)).toBe(true);
    expect(die(container).getAttribute('aria-label')).toBe(value(first));
    for (let k = 0; k < TUMBLE_FACES; k++)
      act(() => {
        vi.advanceTimersByTime(TUMBLE_FACE_MS);
      });
    expect(rolling(container)).toBe(false);
    expect(die(container).dataset.face).toBe(value(first));
    vi.advanceTimersByTime(1000);
    rerender(view(first));
    expect(rolling(container)).toBe(false);
    const again = render(view(first));
    expect(rolling(again.container)).toBe(false);
    again.unmount();
    rerender(view(second));
    expect(rolling(container)).toBe(true);
    expect(die(container).getAttribute('aria-label')).toBe(value(second));
  });

  it('never blocks the decision: its controls take a tap while the die rolls', () => {
    document.documentElement.dataset.motion = 'off';
    const onAction = vi.fn();
    const { container } = render(view(another, onAction));
    expect(rolling(container)).toBe(true);
    expect(die(container).closest('button, [data-action]')).toBeNull();
    const control = container.querySelector('[data-action]') as HTMLElement;
    fireEvent.click(control);
    expect(onAction).toHaveBeenCalledWith(JSON.parse(control.dataset.action ?? 'null'));
  });
});
