// @vitest-environment happy-dom
import { signal } from '@preact/signals';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { BotActivity } from '../../src/app/screens/BotActivity';
import { createPlayModel, type BotRunner } from '../../src/app/models/play-model';
import { createSession, type Session } from '../../src/engine/session';
import type { Seat } from '../../src/engine/types';
import type { AnyModule } from '../../src/games/registry';
import { sealedBid } from '../fixtures/games';

const seats: Seat[] = [
  { name: 'Ann', kind: 'human' },
  { name: 'Hal', kind: 'bot', level: 'hard' },
  { name: 'Ida', kind: 'bot', level: 'hard' },
];
const info = seats.map((s, i) => ({ name: s.name, color: i + 1, kind: s.kind }));

/** A table whose bots think until the test ends. */
function thinkingTable() {
  const module = sealedBid as unknown as AnyModule;
  const never: BotRunner = { threads: 2, decide: () => new Promise(() => {}) };
  const model = createPlayModel({
    module,
    session: createSession(module, { seed: 'ui', seats, options: {} }) as Session<unknown, unknown>,
    saver: { append() {}, undo() {}, status: signal('saved') },
    runBot: never,
    responseMode: signal('ask-all'),
    botSpeed: signal('normal'),
  });
  model.start();
  return model;
}

describe('the bots’ activity on the table', () => {
  it('names every bot thinking at once, each by colour and name', () => {
    const model = thinkingTable();
    render(<BotActivity model={model} seats={info} waiting={false} />);
    expect(screen.getByText('Hal')).toBeTruthy();
    expect(screen.getByText('Ida')).toBeTruthy();
    expect(screen.getByText('are thinking')).toBeTruthy();
    // The person is still choosing: nothing to skip yet.
    expect(screen.queryByRole('button', { name: 'Skip to my turn' })).toBeNull();
    model.dispose();
  });

  it('offers "skip to my turn" while the person waits on simultaneous bot decisions', () => {
    const model = thinkingTable();
    model.act(model.actions.value[0]);
    render(<BotActivity model={model} seats={info} waiting={true} />);
    const skip = screen.getByRole('button', { name: 'Skip to my turn' });
    fireEvent.click(skip);
    expect(screen.getByText('are thinking')).toBeTruthy();
    model.dispose();
    expect(model.botsThinking.value).toEqual([]);
  });
});
