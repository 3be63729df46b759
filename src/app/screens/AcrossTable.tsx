import { useSignal } from '@preact/signals';
import type { MsgArgs, SeatId } from '../../engine/types';
import type { GameUi, SeatInfo } from '../../ui/board';
import type { PlayModel } from '../models/play-model';
import { t } from '../i18n';
import { PinForm } from './PinForm';

/**
 * Two people facing each other across the tablet: each half faces its player (the far half
 * is turned round). A hand shows face down (the table's view) until its owner holds it open;
 * a seat with a PIN opens only with the PIN, and stays open until its owner hides it or the
 * other seat moves.
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
  return (
    <div class="across">
      {[1, 0].map((seat) => (
        <Half
          key={seat}
          seat={seat}
          far={seat === 1}
          model={model}
          ui={ui}
          seats={seats}
          say={say}
          pin={pins[seat]}
        />
      ))}
    </div>
  );
}

function Half({
  seat,
  far,
  model,
  ui,
  seats,
  say,
  pin,
}: {
  seat: SeatId;
  far: boolean;
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
  const at = unlockedAt.value;
  const unlocked = at !== null && moves.slice(at).every((m) => m.seat === seat);
  const open = pin ? unlocked : held.value;
  const board = (
    <ui.Board
      view={open ? model.viewFor(seat) : model.viewFor(null)}
      seat={open ? seat : null}
      actions={open ? model.actionsFor(seat) : []}
      prompts={model.prompts.value}
      onAction={(a) => model.actFor(seat, a)}
      seats={seats}
      say={say}
    />
  );
  if (pin) {
    return (
      <section class={`across__half${far ? ' across__half--far' : ''}`} aria-label={name}>
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
        {board}
      </section>
    );
  }
  return (
    <section class={`across__half${far ? ' across__half--far' : ''}`} aria-label={name}>
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
      {board}
    </section>
  );
}
