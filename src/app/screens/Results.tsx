import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { replay } from '../../engine/session';
import type { Outcome } from '../../engine/types';
import { SeatChip } from '../../ui/components/SeatChip';
import { t, tGame } from '../i18n';
import { useServices } from '../services';
import { NavBar } from './NavBar';

/** Results: ranking, score breakdown and a rematch with the same table. */
export function Results({ id }: { id: string }) {
  const services = useServices();
  const { route } = useLocation();
  const data = useSignal<{
    outcome: Outcome;
    names: string[];
    colors: number[];
    messages: Record<string, string>;
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
          messages: { ...r.module.messages },
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
  const order = d.outcome.rank.map((r, s) => ({ r, s })).sort((a, b) => a.r - b.r || a.s - b.s);
  const say = (k: string, a?: Record<string, string | number>) => tGame(d.messages, k, a, d.names);
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
      {d.outcome.msg && <p>{say(d.outcome.msg)}</p>}
      <table class="results" data-testid="results">
        <thead>
          <tr>
            <th scope="col">{t('results.place')}</th>
            <th scope="col">{t('new.seats')}</th>
            <th scope="col">{t('results.score')}</th>
            <th scope="col">{t('results.breakdown')}</th>
          </tr>
        </thead>
        <tbody>
          {order.map(({ r, s }) => (
            <tr key={s}>
              <td class="num">{r}</td>
              <td>
                <SeatChip name={d.names[s] ?? ''} color={d.colors[s] ?? 1} active={r === 1} />
              </td>
              <td class="num">{d.outcome.scores[s]}</td>
              <td>
                <ul class="breakdown">
                  {(d.outcome.breakdown?.[s] ?? []).map((b, i) => (
                    <li key={i}>
                      {say(b.msg, b.args)}: <span class="num">{b.value}</span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
