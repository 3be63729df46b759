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
    // The runners who scored, by name, as the log names them.
    expect(last.scorers).toHaveLength(last.runs);
    const status = dice.getByRole('status').textContent ?? '';
    for (const name of last.scorers ?? []) expect(status).toContain(name);
    expect(status).toMatch(last.runs === 1 ? / scores$/ : / score$/);
  });

  it('names every scorer at every level', () => {
    for (const level of ['basic', 'advanced', 'expert']) {
      let plays = 0;
      // Every window stops, so the state after each at-bat is seen.
      const options = { level, home: '1', rotation: '1', stop0: 'every', stop1: 'every' };
      playUntil(newGame(options, `scorers-${level}`), (s) => {
        if (s.last && s.last.runs > 0) {
          expect(s.last.scorers, level).toHaveLength(s.last.runs);
          plays++;
        }
        return s.phase === 'over';
      });
      expect(plays, level).toBeGreaterThan(0);
    }
  });
});
