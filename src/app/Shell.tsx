import { LocationProvider, Route, Router, lazy, useLocation } from 'preact-iso';
import { useRef } from 'preact/hooks';
import { Home } from './screens/Home';
import { ServicesContext, useServices, type AppServices } from './services';
import { UpdatePrompt } from './sw-update';
import { DocumentSettings } from './DocumentSettings';
import { t } from './i18n';
import './screens/Home.css';

// Home is in the first chunk; every other screen loads when first opened.
const NewGame = lazy(() => import('./screens/NewGame').then((m) => m.NewGame));
const Play = lazy(() => import('./screens/Play').then((m) => m.Play));
const Results = lazy(() => import('./screens/Results').then((m) => m.Results));
const History = lazy(() => import('./screens/History').then((m) => m.History));
const Replay = lazy(() => import('./screens/Replay').then((m) => m.Replay));
const Rules = lazy(() => import('./screens/Rules').then((m) => m.Rules));
const Settings = lazy(() => import('./screens/Settings').then((m) => m.Settings));
const Profiles = lazy(() => import('./screens/Profiles').then((m) => m.Profiles));
const Teams = lazy(() => import('./screens/Teams').then((m) => m.Teams));
const TeamEdit = lazy(() => import('./screens/Teams').then((m) => m.TeamEdit));

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
      onNeedReload={() =>
        void flush().then(() => {
          if (safePath(where.current)) location.reload();
          else fatal.value = t('error.versionChange');
        })
      }
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
          <Route path="/" component={Home} />
          <Route path="/new/:game" component={NewGame} />
          <Route path="/play/:id" component={Play} />
          <Route path="/results/:id" component={Results} />
          <Route path="/history" component={History} />
          <Route path="/history/:id" component={Replay} />
          <Route path="/rules/:game" component={Rules} />
          <Route path="/settings" component={Settings} />
          <Route path="/profiles" component={Profiles} />
          <Route path="/teams/:game" component={Teams} />
          <Route path="/teams/:game/:id" component={TeamEdit} />
          <Route default component={Home} />
        </Router>
        <SafeUpdatePrompt />
        <Fatal />
      </LocationProvider>
    </ServicesContext.Provider>
  );
}
