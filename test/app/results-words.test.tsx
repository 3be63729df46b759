// @vitest-environment happy-dom
/**
 * Results whose game words cannot load say so with a retry, rather than a headline with
 * its table silently missing; after "Try again" the table shows.
 */
import { fireEvent, render, screen } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../../src/app/i18n';
import { Results } from '../../src/app/screens/Results';
import { ServicesContext, type AppServices, type FinishedGame } from '../../src/app/services';
import type { GameWords } from '../../src/games/registry';
import { E2E_GAMES } from '../fixtures/app-entries';
import { last, makeInit, playRandom } from '../fixtures/play';

async function finished(): Promise<FinishedGame> {
  const fixture = E2E_GAMES.find((g) => g.id === 'fixture-sealed-bid');
  if (!fixture) throw new Error('no sealed-bid fixture');
  const module = await fixture.load();
  const init = makeInit(2, 'results');
  const outcome = module.outcome(last(playRandom(module, init, 'to the end')).table.g);
  if (!outcome) throw new Error('the game did not end');
  // The words' chunk fails the first time (offline before it was cached), then loads.
  const loadWords = vi
    .fn<() => Promise<GameWords>>()
    .mockRejectedValueOnce(new Error('words chunk missing'))
    .mockResolvedValue(module);
  return { entry: { ...fixture, loadWords }, seats: init.seats, options: {}, outcome };
}

describe('results whose game words do not load', () => {
  it('say so with a retry, then show the table', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const game = await finished();
    const services = {
      games: { result: () => Promise.resolve(game) },
    } as unknown as AppServices;
    render(
      <ServicesContext.Provider value={services}>
        <LocationProvider>
          <Results id="g1" />
        </LocationProvider>
      </ServicesContext.Provider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('error.loadFailed'));
    expect(alert.textContent).toContain('words chunk missing');
    fireEvent.click(screen.getByRole('button', { name: t('play.tryAgain') }));
    expect(await screen.findByTestId('results')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
