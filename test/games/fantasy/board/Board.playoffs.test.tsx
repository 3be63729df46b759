// @vitest-environment happy-dom
import { render, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { Board } from '../../../../src/games/fantasy/board/Board';
import { Rules } from '../../../../src/games/fantasy/rules-ref/Rules';
import type { FantasyAction, FantasyState } from '../../../../src/games/fantasy/state';
import { hiddenFrom, NAMES, newGame, playUntil, propsFor, state } from './table';

const passing = (_s: FantasyState, _m: number, acts: FantasyAction[]) =>
  acts.find((a) => a.t === 'pass');

describe('the board in the playoffs', () => {
  const series = playUntil(
    newGame(3, {}, 'series'),
    (s) => s.phase === 'csAway' || s.phase === 'csHome',
    passing,
  );

  it('draws the Championship Series as its own panel: home field and the score', () => {
    const s = state(series);
    const po = s.po;
    if (!po) throw new Error('expected the playoffs');
    const { getByRole, container } = render(<Board {...propsFor(series, null, vi.fn())} />);
    const panel = getByRole('region', { name: 'Championship Series' });
    const board = within(panel).getByRole('group', { name: 'Series: home 0, away 0' });
    expect(board.textContent).toContain(NAMES[po.home]);
    expect(board.textContent).toContain('Home field');
    expect(container.querySelectorAll('.ffb-bases [data-card]')).toHaveLength(4);
    for (const c of hiddenFrom(s, null)) expect(container.innerHTML).not.toContain(c);
  });

  it('crowns the Ultimate Champion when the game is over', () => {
    const over = playUntil(series, (s) => s.phase === 'over', passing);
    const po = state(over).po;
    const { getByRole } = render(<Board {...propsFor(over, 0, vi.fn())} />);
    const final = getByRole('region', { name: 'Final' });
    expect(final.textContent).toContain('Ultimate Champion');
    expect(final.textContent).toContain(NAMES[po?.champion ?? -1]);
  });
});

describe('the rules reference', () => {
  it('walks through the flow and lists the 21 abilities', () => {
    const { getByRole, container } = render(<Rules say={(k) => k} />);
    for (const h of ['Setup', 'Live Draft', 'Championship Series (best of seven)', 'Solo'])
      expect(getByRole('heading', { name: h })).toBeTruthy();
    const abilities = getByRole('region', { name: 'The 21 magic abilities' });
    expect(abilities.querySelectorAll('dt')).toHaveLength(21);
    expect(container.querySelectorAll('.rules-doc__chart tbody tr')).toHaveLength(5);
  });
});
