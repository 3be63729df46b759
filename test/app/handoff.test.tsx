// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Handoff } from '../../src/app/screens/Handoff';

describe('the handoff cover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const cover = (pin?: string) => {
    const onReveal = vi.fn();
    render(<Handoff name="Mara" color={2} recap={['Juno bids 3']} pin={pin} onReveal={onReveal} />);
    return { onReveal, hold: screen.getByTestId('hold-to-reveal') };
  };

  it('names the next person and shows only the public recap', () => {
    cover();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pass to Mara');
    expect(screen.getByText('Juno bids 3')).toBeTruthy();
    expect(document.querySelector('[data-card]')).toBeNull();
  });

  it('a short press does not reveal; holding to the end does', () => {
    const { onReveal, hold } = cover();
    fireEvent.pointerDown(hold, { pointerId: 1 });
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.pointerUp(hold, { pointerId: 1 });
    act(() => void vi.advanceTimersByTime(1000));
    expect(onReveal).not.toHaveBeenCalled();
    expect(hold.textContent).toBe('Hold it down until the bar fills');
    fireEvent.pointerDown(hold, { pointerId: 1 });
    act(() => void vi.advanceTimersByTime(700));
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('holding Space works from the keyboard', () => {
    const { onReveal, hold } = cover();
    fireEvent.keyDown(hold, { key: ' ' });
    act(() => void vi.advanceTimersByTime(700));
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('with a PIN, the hold asks for it and a wrong one is refused', () => {
    const { onReveal, hold } = cover('4321');
    fireEvent.pointerDown(hold, { pointerId: 1 });
    act(() => void vi.advanceTimersByTime(700));
    expect(onReveal).not.toHaveBeenCalled();
    const input = screen.getByLabelText('PIN for Mara') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '1111' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toMatch(/not right/);
    expect(onReveal).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: '4321' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onReveal).toHaveBeenCalledTimes(1);
  });
});

describe('the handoff recap', () => {
  it('shows the last 8 lines, and every earlier one on request', () => {
    const recap = Array.from({ length: 13 }, (_, i) => `line ${i + 1}`);
    render(<Handoff name="Mara" color={2} recap={recap} onReveal={() => undefined} />);
    expect(screen.queryByText('line 5')).toBeNull();
    expect(screen.getByText('line 6')).toBeTruthy();
    expect(screen.getByText('line 13')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 earlier' }));
    for (const line of recap) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /earlier/ })).toBeNull();
  });
});
