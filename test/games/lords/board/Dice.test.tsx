// @vitest-environment happy-dom
/**
 * Lords' d10 on the board (LoB 7.3; issue 24): the shared die tumbles once for a roll new to
 * the board, in its window or, for a roll no window held, in the result moment; it shows its
 * face at once with reduced motion (the app's Motion setting or the device's preference); and
 * it never stands in the way of the decision: its controls are there and take a tap while the
 * die still rolls.
 */
import { act, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Board } from '../../../../src/games/lords/board/Board';
import type { ClosedRoll, LordsState, LordsView } from '../../../../src/games/lords/state';
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
const device = nextRoll(reduced);
const another = nextRoll(device);
/** A moment with no window open and a decision waiting: where a closed roll is shown. */
const season = playUntil(newGame(3), (s) => s.step === 'season' && s.window === null);

let day = 0;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2030, 0, ++day));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.motion;
});

const view = (g: Game, onAction = vi.fn()) => <Board {...propsFor(g, prompted(g), onAction)} />;
const die = (c: Element, where = '.lords-rollface') =>
  c.querySelector(`${where} .die`) as HTMLElement;
const rolling = (d: HTMLElement) => d.classList.contains('die--rolling');
const value = (g: Game) => String(open(state(g))?.value);
/** Lets the tumble run its course (each passing face in its own tick). */
const land = () => {
  for (let k = 0; k < TUMBLE_FACES; k++)
    act(() => {
      vi.advanceTimersByTime(TUMBLE_FACE_MS);
    });
};

/** The season's decision with a roll the last action closed (no window held it) shown. */
function withClosedRoll(id: number, onAction = vi.fn()) {
  const props = propsFor(season, prompted(season), onAction);
  const roll: ClosedRoll = {
    id,
    purpose: 'payout',
    roller: 1,
    natural: 6,
    value: 8,
    changes: [{ k: 'media', seat: 1, by: 2 }],
    said: [{ msg: 'lords.reading', args: { value: 8, reads: 'pays well' } }],
  };
  const v: LordsView = { ...props.view, closedRolls: [roll] };
  return <Board {...props} view={v} />;
}

describe('the Lords roll window’s die', () => {
  it('shows the roll at once with reduced motion (the app’s Motion setting)', () => {
    document.documentElement.dataset.motion = 'on';
    const { container } = render(view(reduced));
    const d = die(container);
    expect(rolling(d)).toBe(false);
    expect(d.classList.contains('die--landing')).toBe(false);
    expect(d.dataset.face).toBe(value(reduced));
    expect(d.getAttribute('aria-label')).toBe(value(reduced));
  });

  it('shows the roll at once when the device asks for reduced motion', () => {
    const reduce = (q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList;
    vi.stubGlobal('matchMedia', reduce);
    const { container } = render(view(device));
    expect(rolling(die(container))).toBe(false);
    expect(die(container).dataset.face).toBe(value(device));
  });

  it('tumbles when the roll is made, lands on it, and never again for that roll', () => {
    document.documentElement.dataset.motion = 'off';
    const { container, rerender } = render(view(first));
    expect(rolling(die(container))).toBe(true);
    expect(die(container).getAttribute('aria-label')).toBe(value(first));
    land();
    expect(rolling(die(container))).toBe(false);
    expect(die(container).dataset.face).toBe(value(first));
    vi.advanceTimersByTime(1000);
    rerender(view(first));
    expect(rolling(die(container))).toBe(false);
    const again = render(view(first));
    expect(rolling(die(again.container))).toBe(false);
    again.unmount();
    rerender(view(second));
    expect(rolling(die(container))).toBe(true);
    expect(die(container).getAttribute('aria-label')).toBe(value(second));
  });

  it('never blocks the decision: its controls take a tap while the die rolls', () => {
    document.documentElement.dataset.motion = 'off';
    const onAction = vi.fn();
    const { container } = render(view(another, onAction));
    expect(rolling(die(container))).toBe(true);
    // A picture, never a control nor inside one.
    expect(die(container).closest('button, [data-action]')).toBeNull();
    const control = container.querySelector('.lords-decision [data-action]') as HTMLElement;
    fireEvent.click(control);
    expect(rolling(die(container))).toBe(true);
    expect(onAction).toHaveBeenCalledWith(JSON.parse(control.dataset.action ?? 'null'));
  });

  it('names the roll and its reading beside the die, the one it stands at marked', () => {
    document.documentElement.dataset.motion = 'on';
    const { container } = render(view(first));
    const w = open(state(first));
    const face = container.querySelector('.lords-rollface') as HTMLElement;
    const readings = [...face.querySelectorAll('[data-testid="roll-readings"] li')];
    // Only an owner who could change the roll is asked (issue 27): he sees what it would read.
    expect(readings.length).toBeGreaterThan(1);
    const current = readings.filter((li) => li.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toMatch(new RegExp(`^${w?.value ?? 'x'}\\D`));
  });
});

describe('the Lords result moment’s die', () => {
  it('a roll no window held tumbles there once, with its meaning beside it', () => {
    document.documentElement.dataset.motion = 'off';
    const { container } = render(withClosedRoll(90_001));
    const d = die(container, '[data-testid="roll-result"]');
    expect(rolling(d)).toBe(true);
    const text = container.querySelector('[data-testid="roll-result"]')?.textContent ?? '';
    expect(text).toContain('8: pays well');
    expect(text).toContain('rolled 6');
    land();
    expect(die(container, '[data-testid="roll-result"]').dataset.face).toBe('8');
    vi.advanceTimersByTime(1000);
    const again = render(withClosedRoll(90_001));
    expect(rolling(die(again.container, '[data-testid="roll-result"]'))).toBe(false);
  });

  it('shows its face at once with reduced motion', () => {
    document.documentElement.dataset.motion = 'on';
    const { container } = render(withClosedRoll(90_002));
    const d = die(container, '[data-testid="roll-result"]');
    expect(rolling(d)).toBe(false);
    expect(d.dataset.face).toBe('8');
  });

  it('never blocks the next decision: it takes a tap while the die rolls', () => {
    document.documentElement.dataset.motion = 'off';
    const onAction = vi.fn();
    const { container } = render(withClosedRoll(90_003, onAction));
    expect(rolling(die(container, '[data-testid="roll-result"]'))).toBe(true);
    const control = container.querySelector('.lords-decision [data-action]') as HTMLElement;
    fireEvent.click(control);
    expect(onAction).toHaveBeenCalledWith(JSON.parse(control.dataset.action ?? 'null'));
  });
});
