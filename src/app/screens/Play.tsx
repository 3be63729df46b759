import { useComputed, useSignal, useSignalEffect } from '@preact/signals';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import type { MsgArgs, SeatId } from '../../engine/types';
import { logFor } from '../../engine/session';
import type { GameUi, SeatInfo } from '../../ui/board';
import { creditLine, gameMessages, refusalText, t, tGame } from '../i18n';
import { useServices, type LoadedGame } from '../services';
import { createPlayModel, type PlayModel } from '../models/play-model';
import { useWakeLock } from '../wake-lock';
import { cue } from '../feedback';
import { cuesFor } from '../table-sounds';
import { SoundContext, type SoundCue } from '../../ui/sound';
import { SeatMarksContext, seatMarks } from '../../ui/components/seat-marks';
import { Handoff } from './Handoff';
import { Trouble } from './Trouble';
import { logFailure } from '../log-failure';
import { PlayHeader } from './PlayHeader';
import { GameLog } from './GameLog';
import { EdgeTable } from './EdgeTable';
import { RecentMoves } from './RecentMoves';
import { edgesFit } from '../models/edges';
import { recallGameMode, rememberGameMode } from '../table-choice';
import { BotActivity, BotTroubleNote } from './BotActivity';
import { Recent } from './RecentMoves';
import { CoachNote } from './CoachNote';
import { Finale } from './Finale';
import { coachOff, coachOn } from '../learn';
import './Play.css';
import { NotFound } from './NotFound';

/** The play screen: loads a saved game, then hands it to the table. */
export function Play({ id }: { id: string }) {
  const services = useServices();
  const { route } = useLocation();
  const loaded = useSignal<
    { game: LoadedGame; ui: GameUi } | null | 'missing' | { failed: string }
  >(null);
  // Bumped to open the game again (after a failure, or once it changed in another tab).
  const attempt = useSignal(0);
  useEffect(() => {
    let live = true;
    loaded.value = null;
    const open = async () => {
      const game = await services.games.open(id);
      if (!game) return 'missing' as const;
      // A guided game's coach is a chunk of its own, loaded only for it; a coach that fails
      // to load leaves an ordinary game (and is logged), never a game that cannot be opened.
      const [ui, coach] = await Promise.all([
        game.entry.loadUi(),
        coachOn(id) ? game.entry.loadCoach?.().catch(logFailure('loading the coach')) : undefined,
      ]);
      return { game, ui: coach ? { ...ui, coach } : ui };
    };
    open().then(
      (value) => {
        if (live) loaded.value = value;
      },
      (e: unknown) => {
        if (live) loaded.value = { failed: e instanceof Error ? e.message : String(e) };
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt.value]);
  useWakeLock(true);
  const value = loaded.value;
  if (value === null) return <p class="play__status">{t('play.loading')}</p>;
  if (value === 'missing') return <NotFound what={t('play.notFound')} />;
  if ('failed' in value) {
    return (
      <Trouble
        title={t('play.loadFailed', { reason: value.failed })}
        actions={[
          { label: t('play.tryAgain'), run: () => attempt.value++ },
          { label: t('play.home'), run: () => route('/') },
        ]}
      />
    );
  }
  return (
    <Table
      key={`${id}:${attempt.value}`}
      game={value.game}
      ui={value.ui}
      onReload={() => attempt.value++}
    />
  );
}

function Table({ game, ui, onReload }: { game: LoadedGame; ui: GameUi; onReload: () => void }) {
  const services = useServices();
  const { route } = useLocation();
  const model: PlayModel = useMemo(
    () =>
      createPlayModel({
        module: game.module,
        session: game.session,
        saver: game.saver,
        runBot: services.runBot,
        responseMode: services.settings.responseMode,
        botSpeed: services.settings.botSpeed,
        // A game comes back the way its people share the tablet (set-up, or the menu).
        tableMode: recallGameMode(game.id),
      }),
    [game],
  );
  useEffect(() => {
    model.start();
    // Leaving the table stops its bots: no decision keeps running after the screen is gone.
    return () => model.dispose();
  }, [model]);
  const seats: SeatInfo[] = model.seats.map((s, i) => ({
    name: s.name,
    color: game.colors[i] ?? (i % 6) + 1,
    kind: s.kind,
  }));
  const names = seats.map((s) => s.name);
  const seatKinds = seats.map((s) => s.kind);
  const marks = useMemo(() => seatMarks(model.seats, t('seat.bot')), [model]);
  const say = (key: string, args?: MsgArgs) => tGame(gameMessages(game.module), key, args, names);
  const logOpen = useSignal(false);
  const exportError = useSignal<string | null>(null);
  const edges = model.tableMode.value === 'edges';
  const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const coaching = useSignal(coachOn(game.id));
  const over = model.over.value;
  const outcome = model.outcome.value;
  // The end's celebration, until the person goes on or sets it aside to look at the table.
  const finaleClosed = useSignal(false);
  const toResults = () => route(`/results/${game.id}`);
  const celebrating = outcome !== null && !finaleClosed.value;
  // Record the result once, when the game ends.
  useSignalEffect(() => {
    // A last move that cannot be written shows in the header's save status.
    if (model.over.value) services.games.finished(game.id).catch(logFailure('saving the end'));
  });
  // Sound and vibration: the game's own (a card, a run, the final out), a roll, a person's
  // turn after the bots, the end of the game (src/app/table-sounds.ts).
  // A game opened already over was heard ending before: it is not cheered again.
  const heard = useRef({
    moves: model.session.value.moves.length,
    deciding: false,
    over: model.over.peek(),
  });
  const soundOn = () => services.settings.sound.value === 'on';
  useSignalEffect(() => {
    const on = soundOn();
    const { moves, log } = model.session.value;
    const deciding = model.promptFor.value !== null && model.decider.value !== null;
    const over = model.over.value;
    const was = heard.current;
    const plays = cuesFor({
      fresh: moves.slice(was.moves),
      lines: log.filter((l) => l.seq > was.moves),
      sound: ui.sound,
      botMoved: (seat) => seatKinds[seat] === 'bot',
      turnBack: deciding && !was.deciding,
      ended: over && !was.over,
    });
    for (const p of plays) cue(p.cue, on, p.delay);
    heard.current = { moves: moves.length, deciding, over };
  });
  const playSound = useMemo(() => (c: SoundCue) => cue(c, soundOn()), []);
  // Changed in another tab: this table's moves can never be saved, so it stops (bots too)
  // and offers the saved game instead.
  const stale = model.saveStatus.value === 'stale';
  useEffect(() => {
    if (stale) model.dispose();
  }, [stale]);
  const handoff = model.handoffTo.value;
  const waitingNames = useComputed(() =>
    [...new Set(model.prompts.value.map((p) => p.seat))].map((s) => names[s] ?? '').join(', '),
  );

  if (stale) {
    return (
      <Trouble
        title={t('play.staleTitle')}
        body={t('play.staleBody')}
        actions={[
          { label: t('play.reload'), run: onReload },
          { label: t('play.home'), run: () => route('/') },
        ]}
      />
    );
  }
  if (handoff !== null) {
    const recap = model.recapFor(handoff).map((l) => say(l.msg, l.args));
    return (
      <Handoff
        name={names[handoff] ?? ''}
        color={seats[handoff]?.color ?? 1}
        recap={recap}
        pin={game.pins[handoff]}
        onReveal={() => model.reveal(handoff)}
      />
    );
  }
  // The person deciding: holding the device, on his own view or (a public decision) the table's.
  const holder = model.decider.value;
  const onPublicView = holder !== null && model.holder.value === null;
  const prompt = model.promptFor.value;
  const deciding = prompt !== null && holder !== null;
  const botsBusy = model.botsThinking.value.length > 0 || model.stepWaiting.value;
  return (
    <SeatMarksContext.Provider value={marks}>
      <SoundContext.Provider value={playSound}>
        {/* data-moves: the move count, so a script can tell a fresh decision from a stale screen. */}
        {/* Behind the celebration the table rests: out of reach of taps, keys and readers. */}
        <div
          class={`play${edges ? ' play--edges' : ''}`}
          data-moves={model.session.value.moves.length}
          inert={celebrating}
        >
          <PlayHeader
            title={game.entry.title}
            model={model}
            onLog={() => (logOpen.value = !logOpen.value)}
            onRules={() => route(`/rules/${game.entry.id}`)}
            onExport={() => {
              const held = { title: game.entry.title, session: model.session.value };
              services.games.download(game.id, held).then(
                () => (exportError.value = null),
                (e: unknown) => (exportError.value = e instanceof Error ? e.message : String(e)),
              );
            }}
            onHome={() => route('/')}
            tableMode={edgesFit(humans) ? model.tableMode.value : null}
            onTableMode={(mode) => {
              model.setTableMode(mode);
              rememberGameMode(game.id, mode);
            }}
          />
          {/* What is asked and what just happened share a line where they fit. */}
          <div class="play__lines">
            <div
              class={`play__status-line${edges && !over ? ' play__status-line--edges' : ''}`}
              role="status"
              aria-live="polite"
            >
              {over ? (
                <>
                  <strong>{t('play.gameOver')}</strong>{' '}
                  {/* The celebration holds the step to the results until it is set aside. */}
                  {finaleClosed.value && (
                    <button
                      type="button"
                      class="button-primary"
                      data-testid="see-results"
                      onClick={toResults}
                    >
                      {t('play.seeResults')}
                    </button>
                  )}
                </>
              ) : edges ? null : deciding ? (
                <span>
                  <strong>{t('play.yourTurn', { seat: names[holder] ?? '' })}</strong> —{' '}
                  {say(prompt.msg, prompt.args)}
                </span>
              ) : (
                !botsBusy && t('play.waiting', { names: waitingNames.value })
              )}
              {!over && <BotActivity model={model} seats={seats} waiting={!deciding} />}
            </div>
            {holder !== null && (
              <Recent
                model={model}
                holder={holder}
                say={say}
                onLog={() => (logOpen.value = true)}
              />
            )}
            {edges && <TableRecent model={model} say={say} onLog={() => (logOpen.value = true)} />}
          </div>
          <BotTroubleNote model={model} seats={seats} />
          {exportError.value && (
            <p class="play__refusal" role="alert" onClick={() => (exportError.value = null)}>
              {t('play.exportFailed', { reason: exportError.value })}
            </p>
          )}
          {model.refusal.value && (
            <p class="play__refusal" role="alert" onClick={() => model.dismissRefusal()}>
              {t('play.refused', { reason: refusalText(game.module, model.refusal.value) })}
            </p>
          )}
          {coaching.value && ui.coach && deciding && prompt && !edges && (
            <CoachNote
              coach={ui.coach}
              module={game.module}
              view={model.view.value}
              seat={holder}
              prompt={prompt}
              actions={model.actions.value}
              moves={model.session.value.moves.length}
              first={!model.session.value.moves.some((m) => m.seat === holder)}
              say={say}
              onOff={() => {
                coachOff(game.id);
                coaching.value = false;
              }}
            />
          )}
          <main class="play__table">
            {edges ? (
              <EdgeTable model={model} ui={ui} seats={seats} say={say} pins={game.pins} />
            ) : (
              <ui.Board
                view={model.view.value}
                seat={holder as SeatId | null}
                actions={model.actions.value}
                prompts={model.prompts.value}
                onAction={(a) => model.act(a)}
                seats={seats}
                say={say}
                onShowOwn={onPublicView ? () => model.showPrivate() : undefined}
              />
            )}
          </main>
          {logOpen.value && (
            <GameLog
              model={model}
              seats={seats}
              say={say}
              onClose={() => (logOpen.value = false)}
            />
          )}
          <p class="play__credit">{creditLine(game.module)}</p>
        </div>
        {outcome && celebrating && (
          <Finale
            outcome={outcome}
            names={names}
            colors={seats.map((s) => s.color)}
            say={say}
            far={edges}
            onResults={toResults}
            onTable={() => (finaleClosed.value = true)}
          />
        )}
      </SoundContext.Provider>
    </SeatMarksContext.Provider>
  );
}

/** At the edges: the newest public line of the play-by-play, for both people. */
function TableRecent({
  model,
  say,
  onLog,
}: {
  model: PlayModel;
  say: (key: string, args?: MsgArgs) => string;
  onLog: () => void;
}) {
  const newest = logFor(model.session.value.log, null).at(-1);
  return <RecentMoves latest={newest && say(newest.msg, newest.args)} since={0} onLog={onLog} />;
}
