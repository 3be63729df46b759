import { SeatChip } from '../../ui/components/SeatChip';
import { SeatMarksContext, seatMarks } from '../../ui/components/seat-marks';
import { formatDateTime, t } from '../i18n';
import { useServices } from '../services';
import { NavBar } from './NavBar';
import { ActionFailed, Pending } from './Trouble';
import { useAttempts, useLoad } from './use-load';
import { resultInWords } from '../result-words';

/** History: finished games, newest first, each opening a step-through replay. */
export function History() {
  const services = useServices();
  const games = useLoad(() => services.games.list('finished'), []);
  const attempts = useAttempts();
  return (
    <div class="screen">
      <NavBar />
      <h1>{t('history.title')}</h1>
      <ActionFailed attempts={attempts} />
      {games.status !== 'ready' && <Pending load={games} />}
      {games.status === 'ready' && games.value.length === 0 && (
        <p class="muted">{t('history.empty')}</p>
      )}
      <ul class="history-list">
        {(games.status === 'ready' ? games.value : []).map((g) => (
          <li key={g.id} class="history-item" data-testid="history-game">
            <a href={`/history/${g.id}`} class="history-item__main">
              <strong>{g.title}</strong>
              <span class="muted">{formatDateTime(g.updatedAt)}</span>
              {g.result && (
                <span class="history-item__result">
                  {
                    resultInWords(
                      g.result,
                      g.seats.map((s) => s.name),
                    ).text
                  }
                </span>
              )}
              <SeatMarksContext.Provider value={seatMarks(g.seats, t('seat.bot'))}>
                <span class="history-item__seats">
                  {g.seats.map((s, i) => (
                    <SeatChip
                      key={i}
                      name={s.name}
                      color={Number(s.color ?? i + 1)}
                      active={g.ranks?.[i] === 1}
                    />
                  ))}
                </span>
              </SeatMarksContext.Provider>
            </a>
            <button
              type="button"
              onClick={() => attempts.attempt(() => services.games.download(g.id))}
            >
              {t('history.export')}
            </button>
            <button
              type="button"
              onClick={() => {
                if (confirm(t('history.confirmDelete')))
                  attempts.attempt(() => services.games.remove(g.id).then(games.retry));
              }}
            >
              {t('history.delete')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
