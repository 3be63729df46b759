// @vitest-environment happy-dom
/**
 * A screen whose game, record or team is not on this device says so and offers the way
 * home, never a bare line with no way on.
 */
import { signal } from '@preact/signals';
import { fireEvent, render, screen } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { LocationProvider, useLocation } from 'preact-iso';
import { describe, expect, it } from 'vitest';
import { t, type MessageKey } from '../../src/app/i18n';
import { NewGame } from '../../src/app/screens/NewGame';
import { Play } from '../../src/app/screens/Play';
import { Replay } from '../../src/app/screens/Replay';
import { Results } from '../../src/app/screens/Results';
import { Rules } from '../../src/app/screens/Rules';
import { TeamEdit, Teams } from '../../src/app/screens/Teams';
import { ServicesContext, type AppServices } from '../../src/app/services';

/** Services that know of no game and no team. */
const nothing = {
  games: {
    open: () => Promise.resolve(null),
    result: () => Promise.resolve(null),
    record: () => Promise.resolve(null),
  },
  teams: { list: () => Promise.resolve([]), get: () => Promise.resolve(null) },
  profiles: { list: () => Promise.resolve([]) },
  settings: { sound: signal('off') },
} as unknown as AppServices;

function Where() {
  return <p data-testid="where">{useLocation().url}</p>;
}

// Screen, what it says is missing.
const ROWS: [string, () => ComponentChildren, MessageKey][] = [
  ['NewGame', () => <NewGame game="no-such-game" />, 'play.notFound'],
  ['Rules', () => <Rules game="no-such-game" />, 'play.notFound'],
  ['Teams', () => <Teams game="no-such-game" />, 'play.notFound'],
  ['TeamEdit', () => <TeamEdit game="showdown" id="gone" />, 'teams.notFound'],
  ['Play', () => <Play id="gone" />, 'play.notFound'],
  ['Replay', () => <Replay id="gone" />, 'play.notFound'],
  ['Results', () => <Results id="gone" />, 'play.notFound'],
];

describe('a screen with nothing to show', () => {
  it.each(ROWS)('%s says what is missing, and Home leads home', async (_, ui, missing) => {
    render(
      <ServicesContext.Provider value={nothing}>
        <LocationProvider>
          {ui()}
          <Where />
        </LocationProvider>
      </ServicesContext.Provider>,
    );
    // The team builder's chunk may take seconds to transform on a busy machine.
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain(t(missing));
    fireEvent.click(screen.getByRole('button', { name: t('play.home') }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
