// @vitest-environment happy-dom
/**
 * What just happened at the plate: the dice and result of the last at-bat are captioned
 * with the batter who made them, never with the next one, and say the runs that scored.
 */
import { render, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { Board } from '../../../../src/games/showdown/board/Board';
import { card } from '../../../../src/games/showdown/content';
import type { ShowdownState } from '../../../../src/games/showdown/state';
import { newGame, playUntil, propsFor, state } from './table';

const BASIC = { level: 'basic', home: '1', rotation: '1' };
const batterUp = (s: ShowdownState) => {
  const off = s.sides[s.half === 0 ? 1 - s.home : s.home];
  return off?.order[off.up] as string;
};

describe('the last at-bat on the board', () => {
  it('names the batter who batted, not the new one, and the runs his play scored', () => {
    // Play until a run has scored on the last play and another batter is up.
    const g = playUntil(newGame(BASIC, 'dice'), (s) => (s.last?.runs ?? 0) > 0 && !s.ab);
    const s = state(g);
    const last = s.last;
    if (!last) throw new Error('no play yet');
    expect(batterUp(s)).not.toBe(last.batter);
    const { getByRole } = render(<Board {...propsFor(g, 0, vi.fn())} />);
    const dice = within(getByRole('region', { name: 'Last roll' }));
    expect(dice.getByText(`Last at-bat: ${card(last.batter).name}`)).toBeTruthy();
    expect(dice.queryByText(new RegExp(card(batterUp(s)).name))).toBeNull();
    const scored = last.runs === 1 ? '1 run scores' : `${last.runs} runs score`;
    expect(dice.getByRole('status').textContent).toContain(scored);
  });
});
