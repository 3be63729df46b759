/**
 * The team builder's screens: the shell loads the game's builder (its own chunk) and hands
 * it saved teams and storage callbacks, as it hands a board its view and actions.
 */
import { useMemo } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { NEW_TEAM, type SavedTeamView } from '../../ui/teams';
import { findGame } from '../games';
import { t } from '../i18n';
import { useServices } from '../services';
import { NavBar } from './NavBar';
import { ActionFailed, Pending } from './Trouble';
import { useAttempts, useLoad } from './use-load';
import { NotFound } from './NotFound';

/** `/teams/:game`: the saved teams, with new, copy, edit and delete. */
export function Teams({ game }: { game: string }) {
  const services = useServices();
  const { route } = useLocation();
  const entry = findGame(game);
  const load = useLoad(async () => {
    const [ui, teams] = await Promise.all([entry?.loadTeams?.(), services.teams.list(game)]);
    return ui ? { ui, teams } : null;
  }, [game]);
  const attempts = useAttempts();
  if (!entry?.loadTeams) return <NotFound what={t('play.notFound')} />;
  if (load.status !== 'ready' || !load.value) return <Pending load={load} />;
  const { ui, teams } = load.value;
  return (
    <div class="screen">
      <NavBar />
      <ActionFailed attempts={attempts} />
      <ui.List
        teams={teams}
        editHref={(id) => `/teams/${game}/${id}`}
        newHref={`/teams/${game}/${NEW_TEAM}`}
        onCreate={(name, data) =>
          attempts.attempt(async () => {
            const id = await services.teams.save({ gameId: game, name, data });
            route(`/teams/${game}/${id}`);
          })
        }
        onDelete={(id) => attempts.attempt(() => services.teams.remove(id).then(load.retry))}
      />
      <p>
        <a class="button-link" href={`/new/${game}`} data-testid="teams-new-game">
          {t('teams.newGame')}
        </a>
      </p>
    </div>
  );
}

/**
 * `/teams/:game/:id`: one team in the editor. `/teams/:game/new` is a new, empty team,
 * stored only when it is first saved (then the address becomes the stored team's).
 */
export function TeamEdit({ game, id }: { game: string; id: string }) {
  const services = useServices();
  const { route } = useLocation();
  const load = useLoad(async () => {
    const [ui, team] = await Promise.all([
      findGame(game)?.loadTeams?.(),
      id === NEW_TEAM ? undefined : services.teams.get(id),
    ]);
    return ui ? { ui, team } : null;
  }, [game, id]);
  const ui = load.status === 'ready' ? load.value?.ui : undefined;
  const blank = useMemo(() => (id === NEW_TEAM && ui ? ui.blank() : null), [id, ui]);
  if (load.status === 'ready' && !load.value) return <NotFound what={t('play.notFound')} />;
  if (load.status !== 'ready' || !load.value || !ui) return <Pending load={load} />;
  const shown: SavedTeamView | null | undefined = blank
    ? { id: NEW_TEAM, name: blank.name, data: blank.data, updatedAt: 0 }
    : load.value.team;
  if (!shown) return <NotFound what={t('teams.notFound')} />;
  return (
    <div class="screen">
      <NavBar />
      <ui.Editor
        team={shown}
        listHref={`/teams/${game}`}
        onSave={async (name, data) => {
          if (id !== NEW_TEAM) {
            await services.teams.save({ id, gameId: game, name, data });
            return;
          }
          const stored = await services.teams.save({ gameId: game, name, data });
          route(`/teams/${game}/${stored}`, true);
        }}
      />
    </div>
  );
}
