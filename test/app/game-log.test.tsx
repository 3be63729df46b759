// @vitest-environment happy-dom
/** The play-by-play: oldest first, each line in the colour of the seat whose move made it. */
import { signal } from '@preact/signals';
import { act, render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { createPlayModel } from '../../src/app/models/play-model';
import { GameLog } from '../../src/app/screens/GameLog';
import { createSession, type Session } from '../../src/engine/session';
import type { Seat } from '../../src/engine/types';
import type { AnyModule } from '../../src/games/registry';
import { loans } from '../fixtures/games';

describe('the play-by-play', () => {
  it('runs oldest to newest and marks each line with its seat’s colour', () => {
    const module = loans as unknown as AnyModule;
    const seats: Seat[] = [
      { name: 'Ann', kind: 'human' },
      { name: 'Ben', kind: 'human' },
    ];
    const model = createPlayModel({
      module,
      session: createSession(module, { seed: 'log', seats, options: {} }) as Session<
        unknown,
        unknown
      >,
      saver: { append() {}, undo() {}, status: signal('saved') },
      runBot: { threads: 1, decide: () => new Promise(() => {}) },
      responseMode: signal('ask-all'),
      botSpeed: signal('normal'),
    });
    model.start();
    for (let i = 0; i < 4; i++) {
      const p = model.prompts.value[0];
      if (!p) break;
      act(() => void model.actFor(p.seat, model.actionsFor(p.seat)[0]));
    }
    const info = seats.map((s, i) => ({ name: s.name, color: i + 3, kind: s.kind }));
    const { container } = render(
      <GameLog model={model} seats={info} say={(k) => k} onClose={() => undefined} />,
    );
    const items = [...container.querySelectorAll('li')];
    const moves = model.session.value.moves;
    expect(moves.length).toBeGreaterThanOrEqual(2);
    const bySeat = items.filter((li) => li.dataset.seat !== undefined);
    expect(bySeat.length).toBeGreaterThan(0);
    // Chronological: the seats of the coloured lines follow the order of the moves.
    const order = bySeat.map((li) => Number(li.dataset.seat));
    const movesSeats = moves.map((m) => m.seat);
    let at = 0;
    for (const seat of order) {
      while (at < movesSeats.length && movesSeats[at] !== seat) at++;
      expect(at).toBeLessThan(movesSeats.length);
    }
    for (const li of bySeat)
      expect(li.className).toContain(`game-log__line--seat-${Number(li.dataset.seat) + 3}`);
    model.dispose();
  });
});
