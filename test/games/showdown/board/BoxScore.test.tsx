// @vitest-environment happy-dom
import { fireEvent, render, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { Board } from '../../../../src/games/showdown/board/Board';
import { card } from '../../../../src/games/showdown/content';
import { ADVANCED, newGame, playUntil, propsFor, state } from './table';

describe('the box score on the board', () => {
  it("lists each team's batters and pitchers with their numbers, during the game", () => {
    const g = playUntil(newGame(), (s) => s.inning >= 3);
    const s = state(g);
    const { getByText, getByRole } = render(<Board {...propsFor(g, 0, vi.fn())} />);
    fireEvent.click(getByText('Box score'));
    for (const seat of [0, 1]) {
      const name = s.sides[seat]?.name ?? '';
      const bat = getByRole('table', { name: `${name} batting` });
      const lines = s.box.bat[seat] ?? [];
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) {
        const row = within(bat)
          .getByRole('rowheader', { name: card(l.p).name })
          .closest('tr');
        const cells = [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
        expect(cells).toEqual([l.ab, l.h, l.r, l.rbi, l.bb, l.k].map(String));
      }
      const arm = getByRole('table', { name: `${name} pitching` });
      const starter = s.box.arm[seat]?.[0];
      if (!starter) throw new Error('no pitcher line');
      const row = within(arm)
        .getByRole('rowheader', { name: card(starter.p).name })
        .closest('tr');
      const ip = `${Math.floor(starter.outs / 3)}.${starter.outs % 3}`;
      expect(row?.querySelector('td')?.textContent).toBe(ip);
    }
  });

  it('in a series, switches between this game and the whole series', () => {
    const g = playUntil(
      newGame({ ...ADVANCED, series: '3' }, 'box'),
      (s) => s.series?.game === 2 && s.inning >= 2,
    );
    const { getByText, getByRole } = render(<Board {...propsFor(g, 1, vi.fn())} />);
    fireEvent.click(getByText('Box score'));
    const s = state(g);
    expect(s.series?.game).toBe(2);
    const name = s.sides[0]?.name ?? '';
    const count = () =>
      getByRole('table', { name: `${name} batting` }).querySelectorAll('tbody tr').length;
    const gameRows = count();
    fireEvent.click(getByRole('button', { name: 'The series' }));
    expect(getByRole('button', { name: 'The series' }).getAttribute('aria-pressed')).toBe('true');
    expect(count()).toBeGreaterThan(gameRows);
  });
});
