// @vitest-environment happy-dom
/** Runners move base to base: one motion beat per base, none with reduced motion. */
import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../../../../src/games/showdown/board/Field';
import { boardModel, type BoardModel } from '../../../../src/games/showdown/board/model';
import { showdownModule } from '../../../../src/games/showdown';
import { newGame, seatInfos, state } from './table';

/** The board model of a new game with `runner` put on base `b` (or nobody). */
function withRunner(runner: string, b: number | null): BoardModel {
  const s = state(newGame({ level: 'basic', home: '1', rotation: '1' }, 'field'));
  const bases = [null, null, null].map((_, i) => (i === b ? { p: runner, from: null } : null));
  const v = { ...showdownModule.view(s, 0), bases } as never;
  return boardModel(v, 0, [], [], seatInfos());
}

const where = (container: Element) =>
  (container.querySelector('.sd-field__runner') as SVGGElement | null)?.style.transform ?? null;

describe('runners on the field', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.style.removeProperty('--duration-slow');
  });

  it('a runner sent from first to third goes by second, a beat per base', () => {
    document.documentElement.style.setProperty('--duration-slow', '250ms');
    const { container, rerender } = render(<Field model={withRunner('h001', 0)} />);
    expect(where(container)).toBe('translate(340px, 256px)');
    rerender(<Field model={withRunner('h001', 2)} />);
    expect(where(container)).toBe('translate(340px, 256px)');
    act(() => void vi.advanceTimersByTime(250));
    expect(where(container)).toBe('translate(240px, 156px)');
    act(() => void vi.advanceTimersByTime(250));
    expect(where(container)).toBe('translate(140px, 256px)');
  });

  it('with reduced motion (no beat) he is on third at once; a new runner comes from home', () => {
    const { container, rerender } = render(<Field model={withRunner('h001', null)} />);
    expect(where(container)).toBeNull();
    rerender(<Field model={withRunner('h001', 2)} />);
    act(() => void vi.advanceTimersByTime(0));
    expect(where(container)).toBe('translate(140px, 256px)');
  });
});
