// @vitest-environment happy-dom
/**
 * The play screen at the end of a game: the celebration is the step to the results (one tap,
 * the only 'See results' on screen); set aside, the table and its own 'See results' remain.
 */
import { signal } from '@preact/signals';
import { fireEvent, render, screen } from '@testing-library/preact';
import { LocationProvider, useLocation } from 'preact-iso';
import { describe, expect, it, vi } from 'vitest';
import type { Saver, SaveStatus } from '../../src/app/models/play-model';
import { Play } from '../../src/app/screens/Play';
import { ServicesContext, type AppServices, type LoadedGame } from '../../src/app/services';
import { E2E_GAMES } from '../fixtures/app-entries';
import { last, makeInit, playRandom } from '../fixtures/play';

function Where() {
  return <p data-testid="where">{useLocation().url}</p>;
}

/** The play screen of game g1, with where a tap has taken the person. */
function showPlay(s: AppServices) {
  render(
    <ServicesContext.Provider value={s}>
      <LocationProvider>
        <Play id="g1" />
        <Where />
      </LocationProvider>
    </ServicesContext.Provider>,
  );
}

async function finishedGame(): Promise<LoadedGame> {
  const entry = E2E_GAMES.find((g) => g.id === 'fixture-sealed-bid');
  if (!entry) throw new Error('no sealed-bid fixture');
  const module = await entry.load();
  const session = last(playRandom(module, makeInit(2, 'finale'), 'to the end'));
  expect(module.outcome(session.table.g)).not.toBeNull();
  const saver: Saver = {
    append: () => undefined,
    undo: () => undefined,
    status: signal<SaveStatus>('saved'),
  };
  return { id: 'g1', entry, module, session, saver, colors: [1, 2], pins: [undefined, undefined] };
}

function services(game: LoadedGame) {
  const tones = vi.fn();
  vi.stubGlobal(
    'AudioContext',
    class {
      createOscillator() {
        tones();
        throw new Error('no sound in this test');
      }
    },
  );
  const s = {
    games: {
      open: () => Promise.resolve(game),
      finished: () => Promise.resolve(),
      download: () => Promise.resolve(),
    },
    runBot: () => Promise.reject(new Error('no bots here')),
    settings: {
      responseMode: signal('ask-all'),
      botSpeed: signal('normal'),
      motion: signal('system'),
      theme: signal('system'),
      sound: signal('on'),
      language: signal('en'),
      save: () => Promise.resolve(),
    },
  } as unknown as AppServices;
  return { s, tones };
}

describe('the end of a game on the play screen', () => {
  it('goes to the results in one tap from the celebration', async () => {
    const { s, tones } = services(await finishedGame());
    showPlay(s);
    await screen.findByTestId('finale');
    // One step to the results on screen, the celebration's.
    const go = screen.getAllByRole('button', { name: 'See results' });
    expect(go).toHaveLength(1);
    expect(screen.getByTestId('finale').contains(go[0] ?? null)).toBe(true);
    // A game opened already over is not cheered again.
    expect(tones).not.toHaveBeenCalled();
    fireEvent.click(go[0] as HTMLElement);
    expect(screen.getByTestId('where').textContent).toBe('/results/g1');
    vi.unstubAllGlobals();
  });

  it('sets itself aside for the table, which keeps its own step to the results', async () => {
    const { s } = services(await finishedGame());
    showPlay(s);
    await screen.findByTestId('finale');
    fireEvent.click(screen.getByRole('button', { name: 'See the table' }));
    expect(screen.queryByTestId('finale')).toBeNull();
    const go = screen.getAllByRole('button', { name: 'See results' });
    expect(go).toHaveLength(1);
    fireEvent.click(go[0] as HTMLElement);
    expect(screen.getByTestId('where').textContent).toBe('/results/g1');
    vi.unstubAllGlobals();
  });
});
