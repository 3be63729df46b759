// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { linesSince, RecentMoves } from '../../src/app/screens/RecentMoves';
import type { Session } from '../../src/engine/session';

/** A session with only what linesSince reads: moves and log. */
const session = (moves: number[], log: [number, string, number[]?][]) =>
  ({
    moves: moves.map((seat) => ({ seat, action: null })),
    log: log.map(([seq, msg, to]) => ({ seq, msg, ...(to && { to }) })),
  }) as unknown as Session<unknown, unknown>;

describe('what happened since the holder’s last move', () => {
  it('counts from the holder’s own last move, its consequences included', () => {
    // Moves: seat 0, seat 1, seat 0, seat 1 (seq 1-4).
    const s = session(
      [0, 1, 0, 1],
      [
        [1, 'a'],
        [3, 'own move resolves'],
        [4, 'bot moves'],
        [4, 'private to seat 1', [1]],
      ],
    );
    expect(linesSince(s, 0).map((l) => l.msg)).toEqual(['own move resolves', 'bot moves']);
  });

  it('a person deciding on the table’s view (no cover) is shown no private line, even his own', () => {
    const s = session(
      [1, 0],
      [
        [1, 'a'],
        [2, 'private to seat 1', [1]],
        [2, 'public'],
      ],
    );
    expect(linesSince(s, 1).map((l) => l.msg)).toEqual(['a', 'private to seat 1', 'public']);
    expect(linesSince(s, 1, null).map((l) => l.msg)).toEqual(['a', 'public']);
  });

  it('shows the newest line and opens the play-by-play for the rest', () => {
    const onLog = vi.fn();
    render(<RecentMoves latest="Bot 3 signs Juno Vale" since={4} onLog={onLog} />);
    expect(screen.getByText('Bot 3 signs Juno Vale')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3 more since your move' }));
    expect(onLog).toHaveBeenCalledTimes(1);
  });
});
