// @vitest-environment happy-dom
/**
 * Every screen's load ends in its content or in "could not load" with a retry, never in
 * "Loading…" for ever: each screen below is given a service that rejects once, shows the
 * failure and its reason, and shows its content after "Try again". Also: a tap whose action
 * fails says so, a screen that throws is caught by its route's boundary, and a screen chunk
 * that does not load says so.
 */
import { signal } from '@preact/signals';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { ComponentChildren, ComponentType } from 'preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../src/app/i18n';
import { History } from '../../src/app/screens/History';
import { Home } from '../../src/app/screens/Home';
import { NewGame } from '../../src/app/screens/NewGame';
import { Play } from '../../src/app/screens/Play';
import { Profiles } from '../../src/app/screens/Profiles';
import { Replay } from '../../src/app/screens/Replay';
import { Results } from '../../src/app/screens/Results';
import { guarded, screenChunk } from '../../src/app/screens/RouteBoundary';
import { Rules } from '../../src/app/screens/Rules';
import { Settings } from '../../src/app/screens/Settings';
import { Teams } from '../../src/app/screens/Teams';
import { ServicesContext, type AppServices, type GameSummary } from '../../src/app/services';
import { GAMES } from '../../src/games/registry';

const broken = () => Promise.reject(new Error('the disk went away'));

/** Services whose every call resolves with nothing much; a row overrides the one it breaks. */
function services(patch: (s: AppServices) => void): AppServices {
  const s = {
    games: {
      list: () => Promise.resolve([]),
      result: () => Promise.resolve('not-over'),
      record: () => Promise.resolve(null),
      open: () => Promise.resolve(null),
      remove: () => Promise.resolve(),
      download: () => Promise.resolve(),
    },
    profiles: { list: () => Promise.resolve([]) },
    teams: { list: () => Promise.resolve([]), get: () => Promise.resolve(null) },
    settings: {
      responseMode: signal('ask-all'),
      botSpeed: signal('normal'),
      motion: signal('system'),
      theme: signal('system'),
      sound: signal('on'),
      language: signal('en'),
      save: () => Promise.resolve(),
    },
    storage: {
      status: () => Promise.resolve({ persisted: true, usage: null, quota: null }),
      persist: () => Promise.resolve(),
    },
    flush: () => Promise.resolve(),
    fatal: signal(null),
  } as unknown as AppServices;
  patch(s);
  return s;
}

function show(s: AppServices, children: ComponentChildren) {
  return render(
    <ServicesContext.Provider value={s}>
      <LocationProvider>{children}</LocationProvider>
    </ServicesContext.Provider>,
  );
}

/** Makes `call` reject the first time and answer with `then` afterwards. */
function failOnce<T>(then: T) {
  return vi
    .fn()
    .mockImplementationOnce(broken)
    .mockImplementation(() => Promise.resolve(then));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// A retry may load a game's chunk (NewGame, Teams, Rules), which the test runner transforms
// on first use: seconds on a busy machine, so those waits are longer than waitFor's 1 s.
const CHUNK_WAIT = { timeout: 15_000 };

// Screen, what breaks, the content shown once it loads.
const ROWS: [string, (s: AppServices) => void, () => ComponentChildren, () => string][] = [
  ['Home', (s) => (s.games.list = failOnce([])), () => <Home />, () => t('home.noSaved')],
  ['History', (s) => (s.games.list = failOnce([])), () => <History />, () => t('history.empty')],
  [
    'Profiles',
    (s) => (s.profiles.list = failOnce([])),
    () => <Profiles />,
    () => t('profiles.empty'),
  ],
  [
    'Settings',
    (s) => (s.storage.status = failOnce({ persisted: true, usage: null, quota: null })),
    () => <Settings />,
    () => t('settings.persisted'),
  ],
  [
    'Results',
    (s) => (s.games.result = failOnce('not-over')),
    () => <Results id="g1" />,
    () => t('results.notOver'),
  ],
  [
    'Replay',
    (s) => (s.games.record = failOnce(null)),
    () => <Replay id="g1" />,
    () => t('play.notFound'),
  ],
  [
    'NewGame',
    (s) => (s.profiles.list = failOnce([])),
    () => <NewGame game="gm" />,
    () => t('new.title', { game: "You're the GM!" }),
  ],
  [
    'Teams',
    (s) => (s.teams.list = failOnce([])),
    () => <Teams game="showdown" />,
    () => t('teams.newGame'),
  ],
];

describe('a screen whose load fails', () => {
  it.each(ROWS)(
    '%s shows the failure and a retry, then its content',
    async (_, breakIt, ui, content) => {
      show(services(breakIt), ui());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(t('error.loadFailed'));
      expect(alert.textContent).toContain('the disk went away');
      fireEvent.click(screen.getByRole('button', { name: t('play.tryAgain') }));
      await waitFor(() => expect(document.body.textContent).toContain(content()), CHUNK_WAIT);
      expect(screen.queryByText(t('error.loadFailed'))).toBeNull();
    },
  );

  it('Rules: a reference whose chunk fails shows the failure, then the reference', async () => {
    const entry = GAMES.find((g) => g.id === 'gm');
    if (!entry) throw new Error('no gm');
    vi.spyOn(entry, 'loadUi').mockImplementationOnce(broken);
    show(
      services(() => {}),
      <Rules game="gm" />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('the disk went away');
    fireEvent.click(screen.getByRole('button', { name: t('play.tryAgain') }));
    await waitFor(
      () => expect(document.querySelector('.rules__credit')).not.toBeNull(),
      CHUNK_WAIT,
    );
  });

  it('Play: a game that cannot be opened says why and opens again', async () => {
    const s = services((x) => (x.games.open = failOnce(null)));
    show(s, <Play id="g1" />);
    expect((await screen.findByRole('alert')).textContent).toContain('the disk went away');
    fireEvent.click(screen.getByRole('button', { name: t('play.tryAgain') }));
    await screen.findByText(t('play.notFound'));
  });
});

describe('a tap whose action fails', () => {
  it('History: a delete that fails says so, and the list stays', async () => {
    vi.stubGlobal('confirm', () => true);
    const game: GameSummary = {
      id: 'g1',
      gameType: 'gm',
      title: "You're the GM!",
      status: 'finished',
      seats: [{ name: 'Ada', kind: 'human' }],
      updatedAt: 0,
      moveCount: 3,
      waitingOn: [],
      ranks: [1],
      scores: [5],
      result: { rank: [1], scores: [5], unit: 'trophies' },
      progress: null,
    };
    const s = services((x) => {
      x.games.list = () => Promise.resolve([game]);
      x.games.remove = broken;
    });
    show(s, <History />);
    fireEvent.click(await screen.findByRole('button', { name: t('history.delete') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t('error.actionFailed', { reason: 'the disk went away' }));
    expect(screen.getAllByTestId('history-game')).toHaveLength(1);
  });
});

describe('each route’s boundary', () => {
  it('a screen that throws while drawing shows why, and "Try again" draws it afresh', async () => {
    let fail = true;
    const Fragile = () => {
      if (fail) throw new Error('a bad view');
      return <p>drawn</p>;
    };
    const Route = guarded(Fragile);
    show(
      services(() => {}),
      <Route />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('a bad view');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t('play.tryAgain') }));
    await screen.findByText('drawn');
  });

  it('a screen chunk that does not load becomes a screen saying so', async () => {
    const load = screenChunk<object>(() => Promise.reject(new Error('chunk missing')));
    const Failed: ComponentType = await load();
    show(
      services(() => {}),
      <Failed />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('chunk missing');
    expect(screen.getByRole('button', { name: t('play.tryAgain') })).toBeTruthy();
  });
});
