/**
 * The composition root's save queues: a game's save status is one listener on its queue,
 * however often the game is opened (the root once added a listener per opening, so a
 * table opened N times told N dead signals of every save).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../src/app/root';
import { dispatch } from '../../src/engine/session';
import type * as SaveQueues from '../../src/store/save-queue';
import { uniqueName } from '../store/helpers';

/** Listeners currently subscribed to any save queue the root made. */
const live = vi.hoisted(() => ({ listeners: 0 }));

vi.mock('../../src/store/save-queue', async (importOriginal) => {
  const real = await importOriginal<typeof SaveQueues>();
  return {
    ...real,
    createSaveQueue: (...args: Parameters<typeof real.createSaveQueue>) => {
      const queue = real.createSaveQueue(...args);
      return {
        ...queue,
        subscribe: (listener: Parameters<typeof queue.subscribe>[0]) => {
          live.listeners++;
          const stop = queue.subscribe(listener);
          return () => {
            live.listeners--;
            stop();
          };
        },
      };
    },
  };
});

const noBots = { decide: () => Promise.reject(new Error('no bots here')), threads: 1 };
const seats = [
  { name: 'Ada', kind: 'human' as const },
  { name: 'Bo', kind: 'human' as const },
];

afterEach(() => {
  live.listeners = 0;
});

describe('a game opened again and again', () => {
  it('keeps one listener on its save queue, and its status still follows the saves', async () => {
    const services = createServices({ dbName: uniqueName('queues'), runBot: noBots });
    const id = await services.games.create({ gameType: 'gm', seats, options: {} });
    const openings = [];
    for (let i = 0; i < 6; i++) openings.push(await services.games.open(id));
    expect(live.listeners).toBe(1);

    // The status the last opening holds is the queue's, live: a move shows saving, then saved.
    const game = openings.at(-1);
    if (!game) throw new Error('the game did not open');
    const [prompt] = game.module.prompts(game.session.table.g);
    if (!prompt) throw new Error('the new game asks nobody');
    const [action] = game.module.actions(game.session.table.g, prompt.seat);
    const next = dispatch(game.session, prompt.seat, action);
    const record = next.moves.at(-1);
    if (!record) throw new Error('the move was not recorded');
    game.saver.append(record, next);
    expect(game.saver.status.value).toBe('saving');
    await services.flush();
    expect(game.saver.status.value).toBe('saved');
    expect(live.listeners).toBe(1);
  });
});
