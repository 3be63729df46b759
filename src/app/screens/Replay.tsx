import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { logFor, startTable, step, type Table } from '../../engine/session';
import type { MsgArgs } from '../../engine/types';
import type { SeatInfo } from '../../ui/board';
import { formatNumber, gameMessages, t, tGame } from '../i18n';
import { useServices } from '../services';
import { SeatMarksContext, seatMarks } from '../../ui/components/seat-marks';
import { NavBar } from './NavBar';
import { Pending } from './Trouble';
import { useLoad } from './use-load';
import { NotFound } from './NotFound';

/** Autoplay speeds: milliseconds per move. */
const SPEEDS = [2000, 1000, 400] as const;

/** The first move of each chapter of the game (`GameModule.chapter`), labelled. */
export function chapters(
  module: { chapter?(state: unknown): { msg: string; args?: MsgArgs } },
  tables: readonly Table<unknown>[],
  say: (k: string, a?: MsgArgs) => string,
): { at: number; label: string }[] {
  if (!module.chapter) return [];
  const out: { at: number; label: string }[] = [];
  tables.forEach((table, i) => {
    const c = module.chapter?.(table.g);
    if (!c) return;
    const label = say(c.msg, c.args);
    if (out.at(-1)?.label !== label) out.push({ at: i, label });
  });
  return out;
}

/** The chapter a move belongs to: the last one starting at or before it. */
const stopAt = (stops: readonly { at: number }[], at: number): number =>
  stops.filter((c) => c.at <= at).at(-1)?.at ?? 0;

/**
 * Step-through replay of a game: the table's public view and log at each move; once the
 * game is over, the full game with every hand is offered too.
 */
export function Replay({ id }: { id: string }) {
  const services = useServices();
  const at = useSignal(0);
  const full = useSignal(false);
  /** Autoplay: milliseconds per move, or null when paused. */
  const playing = useSignal<number | null>(null);
  const speed = useSignal(SPEEDS[1] as number);
  // One table per move (states share structure) and the whole log once: linear memory.
  const load = useLoad(async () => {
    const r = await services.games.record(id);
    if (!r) return null;
    const Ui = await r.entry.loadUi();
    const start = startTable(r.module, r.init);
    const tables = [start.table];
    const log = [...start.log];
    for (const m of r.moves) {
      const next = step(r.module, tables[tables.length - 1] as Table<unknown>, m.seat, m.action);
      tables.push(next.table);
      log.push(...next.log);
    }
    at.value = tables.length - 1;
    return { r, Ui, list: { tables, log } };
  }, [id]);
  const loaded = load.status === 'ready' ? load.value : undefined;
  useEffect(() => {
    const ms = playing.value;
    const total = loaded?.list.tables.length ?? 0;
    if (ms === null) return;
    const timer = setInterval(() => {
      if (at.value >= total - 1) playing.value = null;
      else at.value++;
    }, ms);
    return () => clearInterval(timer);
  }, [playing.value, loaded]);
  if (loaded === null) return <NotFound what={t('play.notFound')} />;
  if (!loaded) return <Pending load={load} />;
  const { r, Ui, list } = loaded;
  const frame = list.tables[at.value] as Table<unknown>;
  const names = r.init.seats.map((s) => s.name);
  const seats: SeatInfo[] = r.init.seats.map((s, i) => ({
    name: s.name,
    color: Number(s.color ?? i + 1),
    kind: s.kind,
  }));
  const say = (k: string, a?: MsgArgs) => tGame(gameMessages(r.module), k, a, names);
  const last = list.tables.length - 1;
  const over = r.module.prompts((list.tables[last] as Table<unknown>).g).length === 0;
  // The full game (every hand) only once it is over, and then for the table as a whole.
  const view = full.value && over ? frame.g : r.module.view(frame.g, null);
  const lines = logFor(list.log, null).filter((l) => l.seq === at.value);
  const stops = chapters(r.module, list.tables, say);
  return (
    <div class="screen replay">
      <NavBar />
      <h1>
        {r.entry.title} — {t('history.replay')}
      </h1>
      <div class="button-row" role="group" aria-label={t('history.replay')}>
        <button type="button" onClick={() => (at.value = 0)} disabled={at.value === 0}>
          {t('history.first')}
        </button>
        <button
          type="button"
          onClick={() => (at.value = Math.max(0, at.value - 1))}
          disabled={at.value === 0}
        >
          {t('history.prev')}
        </button>
        <output class="num">{t('history.step', { n: at.value, total: last })}</output>
        <button
          type="button"
          onClick={() => (at.value = Math.min(last, at.value + 1))}
          disabled={at.value === last}
        >
          {t('history.next')}
        </button>
        <button type="button" onClick={() => (at.value = last)} disabled={at.value === last}>
          {t('history.last')}
        </button>
        <button
          type="button"
          aria-pressed={playing.value !== null}
          onClick={() => {
            if (playing.value !== null) playing.value = null;
            else {
              if (at.value === last) at.value = 0;
              playing.value = speed.value;
            }
          }}
        >
          {playing.value !== null ? t('history.pause') : t('history.play')}
        </button>
        <label class="select-row">
          <span>{t('history.speed')}</span>
          <select
            value={String(speed.value)}
            onChange={(e) => {
              speed.value = Number((e.currentTarget as HTMLSelectElement).value);
              if (playing.value !== null) playing.value = speed.value;
            }}
          >
            {SPEEDS.map((ms) => (
              <option key={ms} value={String(ms)}>
                {t('history.perMove', {
                  s: formatNumber(ms / 1000, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                })}
              </option>
            ))}
          </select>
        </label>
        {stops.length > 1 && (
          <label class="select-row">
            <span>{t('history.jump')}</span>
            <select
              value={String(stopAt(stops, at.value))}
              onChange={(e) => {
                playing.value = null;
                at.value = Number((e.currentTarget as HTMLSelectElement).value);
              }}
            >
              {stops.map((c) => (
                <option key={c.at} value={String(c.at)}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {over && (
          <label class="check-row">
            <input
              type="checkbox"
              checked={full.value}
              onChange={(e) => (full.value = (e.currentTarget as HTMLInputElement).checked)}
            />
            {t('history.full')}
          </label>
        )}
      </div>
      <ol class="replay__log" aria-live="polite">
        {lines.map((l, i) => (
          <li key={i}>{say(l.msg, l.args)}</li>
        ))}
      </ol>
      <SeatMarksContext.Provider value={seatMarks(seats, t('seat.bot'))}>
        <Ui.Board
          view={view}
          seat={null}
          actions={[]}
          prompts={r.module.prompts(frame.g)}
          onAction={() => undefined}
          seats={seats}
          say={say}
        />
      </SeatMarksContext.Provider>
    </div>
  );
}
