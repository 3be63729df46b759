// @vitest-environment happy-dom
/**
 * A guided game whose coach cannot load opens as an ordinary game, and the failure is
 * logged, not dropped.
 */
import { signal } from '@preact/signals';
import { render, screen } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveStatus } from '../../src/app/models/play-model';
import { Play } from '../../src/app/screens/Play';
import { ServicesContext, type AppServices, type LoadedGame } from '../../src/app/services';
import { createSession } from '../../src/engine/session';
import { E2E_GAMES } from '../fixtures/app-entries';
import { makeInit } from '../fixtures/play';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

async function guidedGame(): Promise<LoadedGame> {
  const fixture = E2E_GAMES.find((g) => g.id === 'fixture-sealed-bid');
  if (!fixture) throw new Error('no sealed-bid fixture');
  const entry = { ...fixture, loadCoach: () => Promise.reject(new Error('coach chunk missing')) };
  const module = await entry.load();
  return {
    id: 'g1',
    entry,
    module,
    session: createSession(module, makeInit(2, 'coach')),
    saver: { append: () => undefined, undo: () => undefined, status: signal<SaveStatus>('saved') },
    colors: [1, 2],
    pins: [undefined, undefined],
  };
}

describe('a guided game whose coach does not load', () => {
  it('opens as an ordinary game, and the failure is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('dugout:coach:g1', '1');
    const game = await guidedGame();
    const services = {
      games: { open: () => Promise.resolve(game), finished: () => Promise.resolve() },
      runBot: { decide: () => Promise.reject(new Error('no bots here')), threads: 1 },
      settings: {
        responseMode: signal('ask-all'),
        botSpeed: signal('normal'),
        sound: signal('off'),
      },
    } as unknown as AppServices;
    render(
      <ServicesContext.Provider value={services}>
        <LocationProvider>
          <Play id="g1" />
        </LocationProvider>
      </ServicesContext.Provider>,
    );
    await screen.findByTestId('handoff');
    expect(warn).toHaveBeenCalledWith('loading the coach failed', expect.any(Error));
  });
});
