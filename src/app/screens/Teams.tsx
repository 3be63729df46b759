/**
 * The team builder's screens: the shell loads the game's builder (its own chunk) and hands
 * it saved teams and storage callbacks, as it hands a board its view and actions.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { NEW_TEAM, type SavedTeamView, type TeamsUi } from '../../ui/teams';
import { findGame } from '../games';
import { t } from '../i18n';
import { useServices } from '../services';
import { NavBar } from './NavBar';

/** The game's builder, once its chunk has loaded (null while loading or for no builder). */
function useTeamsUi(game: string) {
  const ui = useSignal<TeamsUi | null>(null);
  useEffect(() => {
    void findGame(game)
      ?.loadTeams?.()
      .then((m) => (ui.value = m));
  }, [game]);
  return ui.value;
}

/** `/teams/:game`: the saved teams, with new, copy, edit and delete. */
export function Teams({ game }: { game: string }) {
  const services = useServices();
  const { route } = useLocation();
  const ui = useTeamsUi(game);
  const teams = useSignal<SavedTeamView[] | null>(null);
  const reload = () => void services.teams.list(game).then((list) => (teams.value = list));
  useEffect(reload, [game]);
  if (!findGame(game)?.loadTeams) return <p>{t('play.notFound')}</p>;
  if (!ui || !teams.value) return <p>{t('play.loading')}</p>;
  return (
    <div class="screen">
      <NavBar />
      <ui.List
        teams={teams.value}
        editHref={(id) => `/teams/${game}/${id}`}
        newHref={`/teams/${game}/${NEW_TEAM}`}
        onCreate={(name, data) =>
          void services.teams
            .save({ gameId: game, name, data })
            .then((id) => route(`/teams/${game}/${id}`))
        }
        onDelete={(id) => void services.teams.remove(id).then(reload)}
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
  const ui = useTeamsUi(game);
  const team = useSignal<SavedTeamView | null | undefined>(undefined);
  useEffect(() => {
    if (id === NEW_TEAM) return;
    void services.teams.get(id).then((row) => (team.value = row));
  }, [id]);
  const blank = useMemo(() => (id === NEW_TEAM && ui ? ui.blank() : null), [id, ui]);
  const shown: SavedTeamView | null | undefined = blank
    ? { id: NEW_TEAM, name: blank.name, data: blank.data, updatedAt: 0 }
    : id === NEW_TEAM
      ? undefined
      : team.value;
  if (shown === null) return <p class="screen">{t('teams.notFound')}</p>;
  if (!ui || !shown) return <p>{t('play.loading')}</p>;
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
