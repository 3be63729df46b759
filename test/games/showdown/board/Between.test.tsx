// @vitest-environment happy-dom
/**
 * Between games of a series: the holder sees his own deck and sideboard, swaps one card for
 * another and says he is ready; the other manager's deck never reaches this board.
 */
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { Table } from '../../../../src/engine/session';
import { playGame } from '../../../../src/engine/play';
import { showdownModule as sd } from '../../../../src/games/showdown';
import { Board } from '../../../../src/games/showdown/board/Board';
import type { ShowdownAction, ShowdownState } from '../../../../src/games/showdown/state';

function between(): ShowdownState {
  let found: ShowdownState | null = null;
  playGame(sd, {
    seed: 'between-board',
    seats: 2,
    options: { level: 'advanced', series: '3', home: '0' },
    bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }],
    onMove: (_b, _s, _a, after) => {
      const g = (after as Table<ShowdownState>).g;
      if (!found && g.phase === 'between') found = g;
    },
  });
  if (!found) throw new Error('no series game ended');
  return found;
}

const seats = [
  { name: 'Ann', color: 1, kind: 'human' as const },
  { name: 'Bo', color: 2, kind: 'human' as const },
];

describe('the board between games of a series', () => {
  it('lists the holder’s deck and sideboard and sends a swap, then ready', () => {
    const s = between();
    const seat = s.turn;
    const onAction = vi.fn<(a: ShowdownAction) => void>();
    render(
      <Board
        view={sd.view(s, seat)}
        seat={seat}
        actions={sd.actions(s, seat)}
        prompts={sd.prompts(s)}
        onAction={onAction}
        seats={seats}
        say={(k) => k}
      />,
    );
    const deck = screen.getByRole('group', { name: 'Deck' });
    const side = screen.getByRole('group', { name: 'Sideboard' });
    const mine = s.cards?.[seat];
    const out = mine?.deck.cards[0] as string;
    const inn = (mine?.side?.cards ?? []).find((c) => c !== out) as string;
    const swap = screen.getByRole('button', { name: 'Swap them' }) as HTMLButtonElement;
    expect(swap.disabled).toBe(true);
    fireEvent.click(deck.querySelector(`button[aria-pressed]`) as HTMLElement);
    fireEvent.click(
      [...side.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith(inn),
      ) as HTMLElement,
    );
    expect(swap.disabled).toBe(false);
    fireEvent.click(swap);
    expect(onAction).toHaveBeenCalledWith({ t: 'swap', out, in: inn });
    const panel = screen.getByRole('region', { name: 'Before game 2' });
    fireEvent.click(within(panel).getByRole('button', { name: 'showdown.act.ready' }));
    expect(onAction).toHaveBeenLastCalledWith({ t: 'pass' });
  });
  it('the other manager sees no deck or sideboard names', () => {
    const s = between();
    const other = 1 - s.turn;
    const { container } = render(
      <Board
        view={sd.view(s, other)}
        seat={other}
        actions={sd.actions(s, other)}
        prompts={sd.prompts(s)}
        onAction={() => undefined}
        seats={seats}
        say={(k) => k}
      />,
    );
    const theirs = s.cards?.[s.turn];
    for (const c of [...(theirs?.side?.cards ?? [])])
      expect(container.querySelector('.sd-between')?.textContent ?? '').not.toContain(c);
    expect(container.querySelector('.sd-between')).toBeNull();
  });
});
