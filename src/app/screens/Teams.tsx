/**
 * The team builder's screens: the shell loads the game's builder (its own chunk) and hands
 * it saved teams and storage callbacks, as it hands a board its view and actions.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import type { SavedTeamView, TeamsUi } from '../../ui/teams';
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

/** `/teams/:game/:id`: one team in the editor. */
export function TeamEdit({ game, id }: { game: string; id: string }) {
  const services = useServices();
  const ui = useTeamsUi(game);
  const team = useSignal<SavedTeamView | null | undefined>(undefined);
  useEffect(() => {
    void services.teams.get(id).then((row) => (team.value = row));
  }, [id]);
  if (team.value === null) return <p class="screen">{t('teams.notFound')}</p>;
  if (!ui || !team.value) return <p>{t('play.loading')}</p>;
  return (
    <div class="screen">
      <NavBar />
      <ui.Editor
        team={team.value}
        listHref={`/teams/${game}`}
        onSave={async (name, data) => {
          await services.teams.save({ id, gameId: game, name, data });
        }}
      />
    </div>
  );
}
