import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { SeatChip } from '../../ui/components/SeatChip';
import { SeatMarksContext, seatMarks } from '../../ui/components/seat-marks';
import { formatDateTime, t } from '../i18n';
import { useServices, type GameSummary } from '../services';
import { NavBar } from './NavBar';
import { resultInWords } from '../result-words';

/** History: finished games, newest first, each opening a step-through replay. */
export function History() {
  const services = useServices();
  const games = useSignal<GameSummary[] | null>(null);
  const load = () => void services.games.list('finished').then((g) => (games.value = g));
  useEffect(load, []);
  return (
    <div class="screen">
      <NavBar />
      <h1>{t('history.title')}</h1>
      {games.value?.length === 0 && <p class="muted">{t('history.empty')}</p>}
      <ul class="history-list">
        {games.value?.map((g) => (
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
            <button type="button" onClick={() => void services.games.download(g.id)}>
              {t('history.export')}
            </button>
            <button
              type="button"
              onClick={() => {
                if (confirm(t('history.confirmDelete')))
                  void services.games.remove(g.id).then(load);
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
