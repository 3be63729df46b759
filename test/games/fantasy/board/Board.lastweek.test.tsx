// @vitest-environment happy-dom
/**
 * What just happened (§4 Play Ball 3-6): after a week resolves, the board shows each Win
 * card's battle with who took it and by how much, over the next decision, as a status a
 * screen reader announces. The state keeps the resolved week (`lastWeek`) for it.
 */
import { render, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fantasyModule } from '../../../../src/games/fantasy';
import { Board } from '../../../../src/games/fantasy/board/Board';
import { charInfo, winInfo } from '../../../../src/games/fantasy/content';
import { NAMES, newGame, playUntil, propsFor, state } from './table';

describe('the result moment of a week', () => {
  it('keeps the week just resolved: the battles as the log told them', () => {
    for (const seed of ['last-week', 'last-week-2', 'last-week-3']) {
      const g = playUntil(newGame(3, {}, seed), (s) => s.lastWeek != null);
      const last = state(g).lastWeek;
      if (!last) throw new Error('no week resolved');
      // The battle lines of the log, the newest last: this week's are the last ones.
      const lines = g.log
        .filter((l) => l.msg === 'fantasy.log.battleWon' || l.msg === 'fantasy.log.noWinner')
        .slice(-last.battles.length);
      expect(lines).toHaveLength(last.battles.length);
      last.battles.forEach((b, i) => {
        const line = lines[i];
        expect(line?.msg).toBe(
          b.winner === null ? 'fantasy.log.noWinner' : 'fantasy.log.battleWon',
        );
        expect(line?.args?.card).toBe(winInfo(b.win).card.name);
        for (const e of b.entries)
          expect(String(line?.args?.totals)).toContain(`${charInfo(e.card).card.name} ${e.total}`);
        if (b.winner !== null) {
          const top = Math.max(...b.entries.map((e) => e.total));
          expect(b.entries.find((e) => e.m === b.winner)?.total).toBe(top);
        }
      });
    }
  });

  it('shows it over the next decision: winner, Win card, character and the score', () => {
    const g = playUntil(newGame(3, {}, 'last-week'), (s) => s.lastWeek != null);
    const s = state(g);
    const seat = fantasyModule.prompts(s)[0]?.seat ?? 0;
    const { getByTestId } = render(<Board {...propsFor(g, seat, vi.fn())} />);
    const moment = getByTestId('last-week');
    const status = within(moment).getByRole('status');
    const b = s.lastWeek?.battles[0];
    if (!b) throw new Error('no battle');
    const totals = b.entries.map((e) => e.total).sort((x, y) => y - x);
    const text = status.textContent ?? '';
    expect(text).toContain(winInfo(b.win).card.name);
    expect(text).toContain(totals.join(' to '));
    if (b.winner !== null) {
      // The winner's chip (mark and name), then what he won.
      expect(text).toMatch(new RegExp(`${NAMES[b.winner]}.*wins `));
      const top = b.entries.find((e) => e.m === b.winner);
      expect(text).toContain(charInfo(top?.card ?? '').card.name);
    } else expect(text).toContain('Nobody wins');
  });

  it('is not shown before any week has been played', () => {
    const g = playUntil(newGame(3, {}, 'last-week'), (s) => s.phase === 'set');
    const { queryByTestId } = render(<Board {...propsFor(g, 0, vi.fn())} />);
    expect(queryByTestId('last-week')).toBeNull();
  });
});
