// @vitest-environment happy-dom
/** Motion as the app decides it, and counters that count up (at once when reduced). */
import { act, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_STEP_MS, motionReduced, playMotion, useCountUp } from '../../src/ui/motion';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.motion;
});

function Counter({ n }: { n: number }) {
  return <span>{useCountUp(n)}</span>;
}

describe('motion', () => {
  it('follows Settings first, then the device', () => {
    document.documentElement.dataset.motion = 'on';
    expect(motionReduced()).toBe(true);
    document.documentElement.dataset.motion = 'off';
    expect(motionReduced()).toBe(false);
    document.documentElement.dataset.motion = 'system';
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    expect(motionReduced()).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(motionReduced()).toBe(false);
  });

  it('counts up a step at a time with motion', () => {
    vi.useFakeTimers();
    document.documentElement.dataset.motion = 'off';
    const { container, rerender } = render(<Counter n={2} />);
    expect(container.textContent).toBe('2');
    rerender(<Counter n={5} />);
    expect(container.textContent).toBe('2');
    act(() => {
      vi.advanceTimersByTime(COUNT_STEP_MS);
    });
    expect(container.textContent).toBe('3');
    act(() => {
      vi.advanceTimersByTime(COUNT_STEP_MS);
    });
    act(() => {
      vi.advanceTimersByTime(COUNT_STEP_MS);
    });
    expect(container.textContent).toBe('5');
    // Down (a new game) at once.
    rerender(<Counter n={0} />);
    expect(container.textContent).toBe('0');
  });

  it('shows the new number at once with reduced motion', () => {
    document.documentElement.dataset.motion = 'on';
    const { container, rerender } = render(<Counter n={1} />);
    rerender(<Counter n={9} />);
    expect(container.textContent).toBe('9');
  });

  it('plays keyframes only with motion', () => {
    const el = document.createElement('div');
    const animate = vi.fn();
    Object.defineProperty(el, 'animate', { value: animate });
    document.documentElement.dataset.motion = 'on';
    expect(playMotion(el, [{ opacity: 0 }, { opacity: 1 }], 200)).toBe(false);
    expect(animate).not.toHaveBeenCalled();
    document.documentElement.dataset.motion = 'off';
    expect(playMotion(el, [{ opacity: 0 }, { opacity: 1 }], 200)).toBe(true);
    expect(animate).toHaveBeenCalledTimes(1);
  });
});
