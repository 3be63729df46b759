// @vitest-environment happy-dom
/** The die: rolls and lands on its face; at once with reduced motion; never in the way. */
import { act, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Die, TUMBLE_FACES, TUMBLE_FACE_MS } from '../../../src/ui/components/Die';

afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.motion;
});

const die = (c: Element) => c.querySelector('.die') as HTMLElement;

describe('Die', () => {
  it('tumbles through other faces on a new roll and lands on its value', () => {
    vi.useFakeTimers();
    document.documentElement.dataset.motion = 'off'; // full motion
    const { container, rerender } = render(<Die value={3} roll={1} />);
    expect(die(container).dataset.face).toBe('3');
    expect(die(container).classList.contains('die--rolling')).toBe(false);
    rerender(<Die value={5} roll={2} />);
    expect(die(container).classList.contains('die--rolling')).toBe(true);
    expect(die(container).dataset.face).not.toBe('5');
    // Its name is the face it lands on, from the start of the roll.
    expect(die(container).getAttribute('aria-label')).toBe('5');
    for (let k = 0; k < TUMBLE_FACES; k++)
      act(() => {
        vi.advanceTimersByTime(TUMBLE_FACE_MS);
      });
    expect(die(container).dataset.face).toBe('5');
    expect(die(container).classList.contains('die--rolling')).toBe(false);
    expect(die(container).classList.contains('die--landing')).toBe(true);
    expect(die(container).querySelectorAll('circle')).toHaveLength(5);
  });

  it('shows the face at once with reduced motion', () => {
    document.documentElement.dataset.motion = 'on'; // reduce
    const { container, rerender } = render(<Die value={2} roll={1} />);
    rerender(<Die value={6} roll={2} />);
    expect(die(container).dataset.face).toBe('6');
    expect(die(container).className).toBe('die');
    expect(die(container).querySelectorAll('circle')).toHaveLength(6);
  });

  it('draws other dice as numbers or in the game’s own marks', () => {
    const { container } = render(
      <>
        <Die value={17} sides={20} />
        <Die value={2} label="Two bats" face={(v) => <b>{'|'.repeat(v)}</b>} />
      </>,
    );
    const [d20, custom] = [...container.querySelectorAll('.die')];
    expect(d20?.textContent).toBe('17');
    expect(custom?.getAttribute('aria-label')).toBe('Two bats');
    expect(custom?.textContent).toBe('||');
  });

  it('never blocks a control while it rolls: not a target, the next tap goes through', () => {
    vi.useFakeTimers();
    document.documentElement.dataset.motion = 'off';
    const onTap = vi.fn();
    const view = (roll: number) => (
      <div>
        <Die value={4} roll={roll} />
        <button type="button" onClick={onTap}>
          Next
        </button>
      </div>
    );
    const { container, rerender, getByRole } = render(view(1));
    rerender(view(2));
    expect(die(container).classList.contains('die--rolling')).toBe(true);
    expect(die(container).tagName).toBe('SPAN');
    expect(die(container).querySelector('button, [tabindex]')).toBeNull();
    fireEvent.click(getByRole('button', { name: 'Next' }));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('tumbles on its first drawing for a roll new to its scope, once', () => {
    vi.useFakeTimers();
    document.documentElement.dataset.motion = 'off';
    const first = render(<Die value={4} roll="r1" scope="test-fresh" />);
    expect(die(first.container).classList.contains('die--rolling')).toBe(true);
    expect(die(first.container).getAttribute('aria-label')).toBe('4');
    for (let k = 0; k < TUMBLE_FACES; k++)
      act(() => {
        vi.advanceTimersByTime(TUMBLE_FACE_MS);
      });
    expect(die(first.container).dataset.face).toBe('4');
    vi.advanceTimersByTime(1000);
    first.unmount();
    // Drawn again later (an edge opened again): the same roll lands at once.
    const again = render(<Die value={4} roll="r1" scope="test-fresh" />);
    expect(die(again.container).classList.contains('die--rolling')).toBe(false);
    expect(die(again.container).dataset.face).toBe('4');
    // A new roll in that scope tumbles on its first drawing.
    const next = render(<Die value={2} roll="r2" scope="test-fresh" />);
    expect(die(next.container).classList.contains('die--rolling')).toBe(true);
  });

  it('draws a fresh roll landed at once with reduced motion', () => {
    document.documentElement.dataset.motion = 'on';
    const { container } = render(<Die value={3} roll="r1" scope="test-fresh-reduced" />);
    expect(die(container).className).toBe('die');
    expect(die(container).dataset.face).toBe('3');
  });
});
