import { LocationProvider, Route, Router, lazy, useLocation } from 'preact-iso';
import { useRef } from 'preact/hooks';
import { Home } from './screens/Home';
import { guarded, screenChunk } from './screens/RouteBoundary';
import { ServicesContext, useServices, type AppServices } from './services';
import { UpdatePrompt } from './sw-update';
import { DocumentSettings } from './DocumentSettings';
import { t } from './i18n';
import { logFailure } from './log-failure';
import './screens/Home.css';

// Home is in the first chunk; every other screen loads when first opened.
const NewGame = lazy(screenChunk(() => import('./screens/NewGame').then((m) => m.NewGame)));
const Play = lazy(screenChunk(() => import('./screens/Play').then((m) => m.Play)));
const Results = lazy(screenChunk(() => import('./screens/Results').then((m) => m.Results)));
const History = lazy(screenChunk(() => import('./screens/History').then((m) => m.History)));
const Replay = lazy(screenChunk(() => import('./screens/Replay').then((m) => m.Replay)));
const Rules = lazy(screenChunk(() => import('./screens/Rules').then((m) => m.Rules)));
const Settings = lazy(screenChunk(() => import('./screens/Settings').then((m) => m.Settings)));
const Profiles = lazy(screenChunk(() => import('./screens/Profiles').then((m) => m.Profiles)));
const Teams = lazy(screenChunk(() => import('./screens/Teams').then((m) => m.Teams)));
const TeamEdit = lazy(screenChunk(() => import('./screens/Teams').then((m) => m.TeamEdit)));

// Every route in its own error boundary: a screen that fails shows why and a way on.
const ROUTES = {
  home: guarded(Home),
  newGame: guarded(NewGame),
  play: guarded(Play),
  results: guarded(Results),
  history: guarded(History),
  replay: guarded(Replay),
  rules: guarded(Rules),
  settings: guarded(Settings),
  profiles: guarded(Profiles),
  teams: guarded(Teams),
  teamEdit: guarded(TeamEdit),
};

/** Home and results: between games, where an update may reload the page. */
const safePath = (path: string) => path === '/' || path.startsWith('/results/');

/**
 * The update is offered only between games: on home and on results, never mid-turn. When
 * the new version takes control (say, accepted in another tab), this tab writes its saves
 * first; mid-game it then asks to reload rather than reloading under the players.
 */
function SafeUpdatePrompt() {
  const { path } = useLocation();
  const { flush, fatal } = useServices();
  const where = useRef(path);
  where.current = path;
  return (
    <UpdatePrompt
      allowed={safePath(path)}
      beforeUpdate={flush}
      onNeedReload={() => {
        // Saves that cannot be written now stay queued; the reload question comes all the same.
        const reload = () => {
          if (safePath(where.current)) location.reload();
          else fatal.value = t('error.versionChange');
        };
        flush().then(reload, (e: unknown) => {
          logFailure('saving before the update')(e);
          fatal.value = t('error.versionChange');
        });
      }}
    />
  );
}

function Fatal() {
  const { fatal } = useServices();
  if (!fatal.value) return null;
  return (
    <div class="fatal" role="alertdialog" aria-label={fatal.value}>
      <p>{fatal.value}</p>
      <button type="button" class="button-primary" onClick={() => location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

export function Shell({ services }: { services: AppServices }) {
  return (
    <ServicesContext.Provider value={services}>
      <LocationProvider>
        <DocumentSettings />
        <Router>
          <Route path="/" component={ROUTES.home} />
          <Route path="/new/:game" component={ROUTES.newGame} />
          <Route path="/play/:id" component={ROUTES.play} />
          <Route path="/results/:id" component={ROUTES.results} />
          <Route path="/history" component={ROUTES.history} />
          <Route path="/history/:id" component={ROUTES.replay} />
          <Route path="/rules/:game" component={ROUTES.rules} />
          <Route path="/settings" component={ROUTES.settings} />
          <Route path="/profiles" component={ROUTES.profiles} />
          <Route path="/teams/:game" component={ROUTES.teams} />
          <Route path="/teams/:game/:id" component={ROUTES.teamEdit} />
          <Route default component={ROUTES.home} />
        </Router>
        <SafeUpdatePrompt />
        <Fatal />
      </LocationProvider>
    </ServicesContext.Provider>
  );
}
