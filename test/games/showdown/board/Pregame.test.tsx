// @vitest-environment happy-dom
import { fireEvent, render, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { showdownModule as sd } from '../../../../src/games/showdown';
import { Board } from '../../../../src/games/showdown/board/Board';
import { card } from '../../../../src/games/showdown/content';
import { sideOf } from '../../../../src/games/showdown/rules/lineup';
import { POSITIONS } from '../../../../src/games/showdown/types';
import { opening, pregame } from '../helpers';
import { propsFor, type Game } from './table';

describe('the board before the game (§FULL GAME SETUP)', () => {
  const s = pregame();
  const g = { table: { g: s } } as unknown as Game;

  it('keeping the written lineup is one tap: "Play ball"', () => {
    const onAction = vi.fn();
    const { getByRole } = render(<Board {...propsFor(g, 0, onAction)} />);
    const panel = getByRole('region', { name: 'Your move' });
    const play = within(panel).getByRole('button', { name: 'Play ball' });
    expect(JSON.parse(play.dataset.action ?? 'null')).toEqual({ t: 'pass' });
    fireEvent.click(play);
    expect(onAction).toHaveBeenCalledWith({ t: 'pass' });
  });

  it('shows the deciding manager’s lineup and swaps two batting spots in two taps', () => {
    const onAction = vi.fn();
    const { getByRole } = render(<Board {...propsFor(g, 0, onAction)} />);
    const order = sideOf(s, 0).order;
    const lineup = getByRole('region', { name: 'Batting order' });
    expect(lineup.textContent).toContain(card(order[0] as string).name);
    const group = getByRole('group', { name: 'Batting order: swap two spots' });
    fireEvent.click(
      within(group).getByRole('button', { name: `1. ${card(order[0] as string).name}` }),
    );
    const second = within(group).getByRole('button', {
      name: `3. ${card(order[2] as string).name}`,
    });
    expect(JSON.parse(second.dataset.action ?? 'null')).toEqual({ t: 'order', i: 0, j: 2 });
    fireEvent.click(second);
    expect(onAction).toHaveBeenCalledWith({ t: 'order', i: 0, j: 2 });
  });

  it('every button of a final step is a legal action', () => {
    const { container } = render(<Board {...propsFor(g, 0, vi.fn())} />);
    const legal = sd.actions(s, 0).map((a) => JSON.stringify(a));
    for (const b of container.querySelectorAll<HTMLElement>('[data-action]'))
      expect(legal).toContain(b.dataset.action);
  });
});

describe('the board: the defense moves its fielders in the game', () => {
  it('offers position swaps in two taps, the last one carrying the action', () => {
    // Newcomers were placed in the field (juggle): the defense may move its fielders.
    const s = {
      ...opening({ level: 'advanced', team0: 'herons', team1: 'lamplighters' }),
      juggle: true,
    };
    const g = { table: { g: s } } as unknown as Game;
    const onAction = vi.fn();
    const { getByRole } = render(<Board {...propsFor(g, s.home, onAction)} />);
    const swap = sd.actions(s, s.home).find((a) => a.t === 'field');
    if (swap?.t !== 'field') throw new Error('no swap');
    const field = sideOf(s, s.home).field;
    const group = getByRole('group', { name: 'Positions: swap two fielders' });
    const label = (k: number) => `${POSITIONS[k]} ${card(field[k] as string).name}`;
    fireEvent.click(within(group).getByRole('button', { name: new RegExp(`^${label(swap.i)}`) }));
    const second = within(group).getByRole('button', { name: new RegExp(`^${label(swap.j)}`) });
    expect(JSON.parse(second.dataset.action ?? 'null')).toEqual(swap);
    fireEvent.click(second);
    expect(onAction).toHaveBeenCalledWith(swap);
  });
});
