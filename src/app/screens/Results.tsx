import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import type { MsgArgs } from '../../engine/types';
import { SeatMarksContext, seatMarks } from '../../ui/components/seat-marks';
import { t } from '../i18n';
import { useServices } from '../services';
import { loadWords, wordMessage } from '../game-words';
import { Pending } from './Trouble';
import { describeFailure, useLoad } from './use-load';
import { NavBar } from './NavBar';
import { Trophy } from './Trophy';
import { resultInWords } from '../result-words';
import { ResultsTable } from './ResultsTable';
import { ScoreRace } from './ScoreRace';
import { NotFound } from './NotFound';

/** Results: who won by the game's measure, every side's place and score, and a rematch. */
export function Results({ id }: { id: string }) {
  const services = useServices();
  const { route } = useLocation();
  // The game's words (their own chunk) are part of the load: results without them would
  // lack their table, with nothing to say why.
  const load = useLoad(async () => {
    const result = await services.games.result(id);
    if (result === null || result === 'not-over') return result;
    return { ...result, words: await loadWords(result.entry) };
  }, [id]);
  const rematchFailed = useSignal<string | null>(null);
  if (load.status !== 'ready') return <Pending load={load} />;
  if (load.value === null) return <NotFound what={t('play.notFound')} />;
  if (load.value === 'not-over') {
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
  const game = load.value;
  const d = {
    outcome: game.outcome,
    names: game.seats.map((x) => x.name),
    colors: game.seats.map((x, i) => Number(x.color ?? i + 1)),
    title: game.entry.title,
  };
  const headline = resultInWords(d.outcome, d.names);
  const say = (k: string, a?: MsgArgs) => wordMessage(game.words, { msg: k, args: a }, d.names);
  const rematch = () => {
    rematchFailed.value = null;
    services.games
      .create({ gameType: game.entry.id, seats: game.seats, options: game.options })
      .then(
        (newId) => route(`/play/${newId}`),
        (e: unknown) => (rematchFailed.value = describeFailure(e)),
      );
  };
  return (
    <div class="screen">
      <NavBar />
      <h1>
        {t('results.title')} — {d.title}
      </h1>
      <p class={`results__headline${headline.won ? ' results__headline--won' : ''}`} role="status">
        {headline.won && <Trophy class="results__trophy" size={40} />}
        {headline.text}
      </p>
      {d.outcome.msg && <p>{say(d.outcome.msg)}</p>}
      <SeatMarksContext.Provider value={seatMarks(game.seats, t('seat.bot'))}>
        <ResultsTable outcome={d.outcome} names={d.names} colors={d.colors} say={say} />
        {d.outcome.race && (
          <ScoreRace race={d.outcome.race} names={d.names} colors={d.colors} say={say} />
        )}
      </SeatMarksContext.Provider>
      {rematchFailed.value && (
        <p role="alert" class="notice notice--error">
          {t('error.storage', { reason: rematchFailed.value })}
        </p>
      )}
      <div class="button-row">
        <button type="button" class="button-primary" onClick={rematch}>
          {t('results.rematch')}
        </button>
        <a class="button-link" href={`/history/${id}`}>
          {t('results.history')}
        </a>
      </div>
    </div>
  );
}
