// @vitest-environment happy-dom
/**
 * The at-bat's dice on the board: the pitch and the swing tumble once when they are rolled,
 * the result stands large over them for a moment; at once with reduced motion; never in the
 * way of the next decision.
 */
import { act, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Board } from '../../../../src/games/showdown/board/Board';
import type { ShowdownAction, ShowdownState } from '../../../../src/games/showdown/state';
import { TUMBLE_FACES, TUMBLE_FACE_MS } from '../../../../src/ui/components/Die';
import { newGame, playUntil, propsFor, state, type Game } from './table';

const passing = (_s: ShowdownState, _m: number, acts: ShowdownAction[]) =>
  acts.find((a) => a.t === 'pass');
/** The next at-bat rolled after `g`, its "on the result" window open (pitch and swing shown). */
const nextRoll = (g: Game) =>
  playUntil(
    playUntil(g, (s) => s.phase !== 'on', passing),
    (s) => s.phase === 'on',
    passing,
  );
// Rolls of their own for each test: a roll once drawn is never new again on this page.
const rolled = playUntil(newGame(), (s) => s.inning >= 2 && s.phase === 'on', passing);
const next = nextRoll(rolled);
const reduced = nextRoll(next);
const another = nextRoll(reduced);

let day = 0;
beforeEach(() => {
  // Each test on a day of its own: a roll drawn by an earlier test is long past.
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2030, 0, ++day));
});
afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.motion;
});

const view = (g: Game, onAction = vi.fn()) => <Board {...propsFor(g, state(g).turn, onAction)} />;
const dice = (c: Element) => [...c.querySelectorAll('.sd-dice .die')] as HTMLElement[];
const rolling = (c: Element) => dice(c).filter((d) => d.classList.contains('die--rolling'));
const land = () => {
  for (let k = 0; k < TUMBLE_FACES; k++)
    act(() => {
      vi.advanceTimersByTime(TUMBLE_FACE_MS);
    });
};

describe('the Showdown dice', () => {
  it('show the pitch and the swing at once with reduced motion, with no burst', () => {
    document.documentElement.dataset.motion = 'on';
    const ab = state(reduced).ab;
    const { container } = render(view(reduced));
    expect(rolling(container)).toEqual([]);
    expect(container.querySelector('.sd-burst')).toBeNull();
    const [pitch, swing] = dice(container);
    if (ab?.pitch != null) expect(pitch?.dataset.face).toBe(String(ab.pitch));
    expect((ab?.pitch == null ? pitch : swing)?.dataset.face).toBe(String(ab?.swing));
  });

  it('tumble when an at-bat is rolled, land on their faces, and never again for that roll', () => {
    document.documentElement.dataset.motion = 'off';
    const ab = state(rolled).ab;
    const { container, rerender } = render(view(rolled));
    expect(rolling(container).length).toBeGreaterThan(0);
    // Named by the faces they land on from the start.
    expect(dice(container).at(-1)?.getAttribute('aria-label')).toBe(String(ab?.swing));
    expect(container.querySelector('.sd-burst')?.getAttribute('aria-hidden')).toBe('true');
    land();
    expect(rolling(container)).toEqual([]);
    expect(dice(container).at(-1)?.dataset.face).toBe(String(ab?.swing));
    vi.advanceTimersByTime(1000);
    // The same roll drawn again (a re-render, the board drawn anew): no tumble, no burst.
    rerender(view(rolled));
    expect(rolling(container)).toEqual([]);
    const again = render(view(rolled));
    expect(rolling(again.container)).toEqual([]);
    expect(again.container.querySelector('.sd-burst')).toBeNull();
    again.unmount();
    // The next at-bat's roll tumbles.
    rerender(view(next));
    expect(rolling(container).length).toBeGreaterThan(0);
  });

  it('never block the next decision: its controls take a tap while the dice roll', () => {
    document.documentElement.dataset.motion = 'off';
    const onAction = vi.fn();
    const { container } = render(view(another, onAction));
    expect(rolling(container).length).toBeGreaterThan(0);
    for (const el of [...dice(container), container.querySelector('.sd-burst')])
      expect(el?.closest('button, [data-action]')).toBeNull();
    const control = container.querySelector('[data-action]') as HTMLElement;
    fireEvent.click(control);
    expect(onAction).toHaveBeenCalledWith(JSON.parse(control.dataset.action ?? 'null'));
  });
});
