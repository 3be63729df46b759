import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { replay } from '../../engine/session';
import type { MsgArgs, Outcome } from '../../engine/types';
import { SeatMarksContext, seatMarks } from '../../ui/components/seat-marks';
import { gameMessages, t, tGame, type GameCatalogs } from '../i18n';
import { useServices } from '../services';
import { NavBar } from './NavBar';
import { resultInWords } from '../result-words';
import { ResultsTable } from './ResultsTable';

/** Results: who won by the game's measure, every side's place and score, and a rematch. */
export function Results({ id }: { id: string }) {
  const services = useServices();
  const { route } = useLocation();
  const data = useSignal<{
    outcome: Outcome;
    names: string[];
    colors: number[];
    catalogs: GameCatalogs;
    title: string;
    gameType: string;
  } | null>(null);
  const record = useSignal<Awaited<ReturnType<typeof services.games.record>>>(null);
  const notOver = useSignal(false);
  useEffect(() => {
    // The last moves may still be on their way to storage: read after they land.
    void services
      .flush()
      .then(() => services.games.record(id))
      .then((r) => {
        record.value = r;
        if (!r) {
          notOver.value = true;
          return;
        }
        const s = replay(r.module, r.init, r.moves);
        const outcome = r.module.outcome(s.table.g);
        if (!outcome) {
          notOver.value = true;
          return;
        }
        data.value = {
          outcome,
          names: r.init.seats.map((x) => x.name),
          colors: r.init.seats.map((x, i) => Number(x.color ?? i + 1)),
          catalogs: r.module,
          title: r.entry.title,
          gameType: r.entry.id,
        };
      });
  }, [id]);
  const d = data.value;
  if (notOver.value) {
    return (
      <div class="screen">
        <NavBar />
        <p>{t('results.notOver')}</p>
        <a class="button-link" href={`/play/${id}`}>
          {t('home.continue')}
        </a>
      </div>
    );
  }
  if (!d) return <p>{t('play.loading')}</p>;
  const headline = resultInWords(d.outcome, d.names);
  const say = (k: string, a?: MsgArgs) => tGame(gameMessages(d.catalogs), k, a, d.names);
  const rematch = async () => {
    const r = record.value;
    if (!r) return;
    const newId = await services.games.create({
      gameType: r.entry.id,
      seats: r.init.seats,
      options: r.init.options,
    });
    route(`/play/${newId}`);
  };
  return (
    <div class="screen">
      <NavBar />
      <h1>
        {t('results.title')} — {d.title}
      </h1>
      <p class={`results__headline${headline.won ? ' results__headline--won' : ''}`} role="status">
        {headline.won && (
          <svg
            class="results__trophy"
            viewBox="0 0 24 24"
            width="40"
            height="40"
            aria-hidden="true"
          >
            <path
              d="M7 3h10v3h3v2a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V6h3V3Zm0 5H6a2 2 0 0 0 1 1.7V8Zm10 0v1.7A2 2 0 0 0 18 8h-1Z"
              fill="currentColor"
            />
          </svg>
        )}
        {headline.text}
      </p>
      {d.outcome.msg && <p>{say(d.outcome.msg)}</p>}
      <SeatMarksContext.Provider value={seatMarks(record.value?.init.seats ?? [], t('seat.bot'))}>
        <ResultsTable outcome={d.outcome} names={d.names} colors={d.colors} say={say} />
      </SeatMarksContext.Provider>
      <div class="button-row">
        <button type="button" class="button-primary" onClick={() => void rematch()}>
          {t('results.rematch')}
        </button>
        <a class="button-link" href={`/history/${id}`}>
          {t('results.history')}
        </a>
      </div>
    </div>
  );
}
