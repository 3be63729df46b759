import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { SeatChip } from '../../ui/components/SeatChip';
import { SeatMarksContext, seatMarks } from '../../ui/components/seat-marks';
import { formatDateTime, t } from '../i18n';
import { playableGames, COMING_SOON } from '../games';
import { useServices } from '../services';
import { NavBar } from './NavBar';
import { ActionFailed, Pending } from './Trouble';
import { describeFailure, useAttempts, useLoad } from './use-load';
import { SavedProgress } from './SavedProgress';
import './Home.css';

/** Home: continue a saved game, or pick one of the five games from the shelf. */
export function Home() {
  const services = useServices();
  const { route } = useLocation();
  const learnFailed = useSignal<string | null>(null);
  const notice = useSignal<string | null>(null);
  /** A file whose game was already saved here, imported as a copy (its id). */
  const copied = useSignal<string | null>(null);
  const active = useLoad(() => services.games.list('active'), []);
  const attempts = useAttempts();
  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const result = await services.games.importText(await file.text());
    if (!result.ok) notice.value = t('error.import', { reason: result.message });
    // The same game was already here: it was added beside it as a copy; say so.
    else if (result.copy) {
      copied.value = result.id;
      active.retry();
    } else route(`/play/${result.id}`);
  };
  return (
    <div class="screen home">
      <NavBar />
      <header class="home__hero">
        <img class="home__logo" src="/favicon.svg" alt="" width="72" height="72" />
        <div>
          <h1 class="home__title">{t('app.name')}</h1>
          <p class="home__tagline">{t('app.tagline')}</p>
        </div>
      </header>
      <section aria-labelledby="continue-h">
        <h2 id="continue-h">{t('home.continue')}</h2>
        <ActionFailed attempts={attempts} />
        {active.status !== 'ready' ? (
          <Pending load={active} />
        ) : active.value.length === 0 ? (
          <p class="muted">{t('home.noSaved')}</p>
        ) : (
          <ul class="home__saved">
            {active.value.map((g) => (
              <li key={g.id}>
                <a class="saved-card" href={`/play/${g.id}`} data-testid="continue-game">
                  <span class="saved-card__title">{g.title}</span>
                  <SeatMarksContext.Provider value={seatMarks(g.seats, t('seat.bot'))}>
                    <span class="saved-card__seats">
                      {g.seats.map((s, i) => (
                        <SeatChip
                          key={i}
                          name={s.name}
                          color={Number(s.color ?? i + 1)}
                          active={g.waitingOn.includes(i)}
                        />
                      ))}
                    </span>
                  </SeatMarksContext.Provider>
                  <SavedProgress game={g} />
                  <span class="muted">
                    {t('home.lastPlayed', { when: formatDateTime(g.updatedAt) })}
                    {g.waitingOn.length > 0 &&
                      ` · ${t('home.waitingOn', { names: g.waitingOn.map((s) => g.seats[s]?.name ?? '').join(', ') })}`}
                  </span>
                </a>
                <button
                  type="button"
                  class="saved-card__delete"
                  aria-label={t('home.deleteGame', { title: g.title })}
                  onClick={() => {
                    if (confirm(t('home.confirmDelete', { title: g.title })))
                      attempts.attempt(() => services.games.remove(g.id).then(active.retry));
                  }}
                >
                  {t('home.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="shelf-h">
        <h2 id="shelf-h">{t('home.shelf')}</h2>
        {learnFailed.value && <p role="alert">{learnFailed.value}</p>}
        <ul class="home__shelf">
          {playableGames().map((g) => (
            <li key={g.id}>
              <a class="shelf-game" href={`/new/${g.id}`} data-testid={`new-${g.id}`}>
                <span class="shelf-game__title">{g.title}</span>
                <span class="muted">
                  {g.minSeats === g.maxSeats
                    ? t('home.playersOne', { min: g.minSeats })
                    : t('home.players', { min: g.minSeats, max: g.maxSeats })}
                </span>
                <span class="shelf-game__cta">{t('home.newGame')}</span>
              </a>
              {g.loadCoach && (
                <button
                  type="button"
                  data-testid={`learn-${g.id}`}
                  onClick={() => {
                    learnFailed.value = null;
                    import('../learn')
                      .then((m) => m.startLearning(g, services))
                      .then(
                        (id) => route(`/play/${id}`),
                        (e: unknown) => (learnFailed.value = describeFailure(e)),
                      );
                  }}
                >
                  {t('learn.start')}
                </button>
              )}
              <a
                class="button-link"
                href={`/rules/${g.id}`}
                aria-label={t('rules.read', { game: g.title })}
                data-testid={`rules-${g.id}`}
              >
                {t('rules.title')}
              </a>
              {g.loadTeams && (
                <a class="button-link" href={`/teams/${g.id}`} data-testid={`teams-${g.id}`}>
                  {t('home.teams')}
                </a>
              )}
            </li>
          ))}
          {COMING_SOON().map((g) => (
            <li key={g.id}>
              <div class="shelf-game shelf-game--soon" aria-disabled="true">
                <span class="shelf-game__title">{g.title}</span>
                <span class="muted">{t('home.comingSoon')}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section class="home__import">
        <label class="file-button">
          {t('home.import')}
          <input
            type="file"
            accept="application/json,.json"
            data-testid="import-file"
            onChange={(e) =>
              onImport((e.currentTarget as HTMLInputElement).files?.[0]).catch(
                (error: unknown) =>
                  (notice.value = t('error.import', { reason: describeFailure(error) })),
              )
            }
          />
        </label>
        {notice.value && (
          <p role="alert" class="notice notice--error">
            {notice.value}
          </p>
        )}
        {copied.value && (
          <p role="status" class="notice">
            {t('home.importCopy')} <a href={`/play/${copied.value}`}>{t('home.openCopy')}</a>
          </p>
        )}
      </section>
    </div>
  );
}
