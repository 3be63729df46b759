import { useSignal } from '@preact/signals';
import type { MsgArgs, SeatId } from '../../engine/types';
import type { GameUi, SeatInfo } from '../../ui/board';
import type { PlayModel } from '../models/play-model';
import { t } from '../i18n';
import { PinForm } from './PinForm';

/**
 * Two people facing each other across the tablet, all on one screen: each player's side at
 * their own edge (the far one turned round), within thumb reach, and, for a board that draws
 * its parts apart (`GameUi.parts`), the shared table once in the middle. A side shows only
 * whose decision it is until its owner holds it open (with a PIN: opens with the PIN and
 * stays open until its owner hides it or the other seat moves); then its own part of the
 * board shows, hand and controls. A board without parts shows whole in each half, the
 * table's view while closed. Each region scrolls on its own; the toggle stays at the edge.
 */
export function AcrossTable({
  model,
  ui,
  seats,
  say,
  pins,
}: {
  model: PlayModel;
  ui: GameUi;
  seats: readonly SeatInfo[];
  say: (key: string, args?: MsgArgs) => string;
  pins: readonly (string | undefined)[];
}) {
  const split = ui.parts === true;
  const half = (seat: SeatId) => (
    <Half
      key={seat}
      seat={seat}
      far={seat === 1}
      split={split}
      model={model}
      ui={ui}
      seats={seats}
      say={say}
      pin={pins[seat]}
    />
  );
  return (
    <div class={`across${split ? ' across--split' : ''}`}>
      {half(1)}
      {split && (
        <section class="across__table" aria-label={t('play.sharedTable')}>
          <ui.Board
            part="table"
            view={model.viewFor(null)}
            seat={null}
            actions={[]}
            prompts={model.prompts.value}
            onAction={() => undefined}
            seats={seats}
            say={say}
          />
        </section>
      )}
      {half(0)}
    </div>
  );
}

function Half({
  seat,
  far,
  split,
  model,
  ui,
  seats,
  say,
  pin,
}: {
  seat: SeatId;
  far: boolean;
  split: boolean;
  model: PlayModel;
  ui: GameUi;
  seats: readonly SeatInfo[];
  say: (key: string, args?: MsgArgs) => string;
  pin: string | undefined;
}) {
  const held = useSignal(false);
  const asking = useSignal(false);
  /** With a PIN: the move count when the right PIN was entered (null: locked). */
  const unlockedAt = useSignal<number | null>(null);
  // Re-read the session so both halves follow every move.
  const moves = model.session.value.moves;
  const name = seats[seat]?.name ?? '';
  const waitingFor = [
    ...new Set(model.prompts.value.map((p) => seats[p.seat]?.name ?? '').filter(Boolean)),
  ].join(', ');
  const at = unlockedAt.value;
  const unlocked = at !== null && moves.slice(at).every((m) => m.seat === seat);
  const open = pin ? unlocked : held.value;
  const prompt = model.prompts.value.find((p) => p.seat === seat);
  const board =
    split && !open ? (
      <p class="across__status">
        {prompt ? t('play.yourTurn', { seat: name }) : t('play.waiting', { names: waitingFor })}
      </p>
    ) : (
      <div class="across__board">
        <ui.Board
          part={split ? 'seat' : 'whole'}
          view={open ? model.viewFor(seat) : model.viewFor(null)}
          seat={open ? seat : null}
          actions={open ? model.actionsFor(seat) : []}
          prompts={model.prompts.value}
          onAction={(a) => model.actFor(seat, a)}
          seats={seats}
          say={say}
        />
      </div>
    );
  const cls = `across__half${far ? ' across__half--far' : ''}${open ? ' across__half--open' : ''}${
    prompt ? ' across__half--deciding' : ''
  }`;
  if (pin) {
    return (
      <section class={cls} aria-label={name}>
        {board}
        {asking.value ? (
          <PinForm
            class="across__pin"
            name={name}
            pin={pin}
            onOpen={() => {
              asking.value = false;
              unlockedAt.value = moves.length;
            }}
            onCancel={() => (asking.value = false)}
          />
        ) : (
          <button
            type="button"
            class="across__toggle"
            aria-pressed={open}
            onClick={() => {
              if (open) unlockedAt.value = null;
              else asking.value = true;
            }}
          >
            {open ? t('play.hideHand') : t('play.showHand', { seat: name })}
          </button>
        )}
      </section>
    );
  }
  return (
    <section class={cls} aria-label={name}>
      {board}
      <button
        type="button"
        class="across__toggle"
        aria-pressed={open}
        // Captured, so the hand stays open while the finger stays down even if it slides.
        onPointerDown={(e) => {
          (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
          held.value = true;
        }}
        onPointerUp={() => (held.value = false)}
        onPointerCancel={() => (held.value = false)}
        onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && (held.value = true)}
        onKeyUp={() => (held.value = false)}
      >
        {open ? t('play.hideHand') : t('play.showHand', { seat: name })}
      </button>
    </section>
  );
}
