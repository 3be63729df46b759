import { useSignal } from '@preact/signals';
import type { MsgArgs, SeatId } from '../../engine/types';
import type { GameUi, SeatInfo } from '../../ui/board';
import type { PlayModel } from '../models/play-model';
import { t } from '../i18n';

/**
 * Two people facing each other across the tablet: each half faces its player (the far half
 * is turned round). A hand shows face down (the table's view) until its owner holds it open.
 */
export function AcrossTable({
  model,
  ui,
  seats,
  say,
}: {
  model: PlayModel;
  ui: GameUi;
  seats: readonly SeatInfo[];
  say: (key: string, args?: MsgArgs) => string;
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
}: {
  seat: SeatId;
  far: boolean;
  model: PlayModel;
  ui: GameUi;
  seats: readonly SeatInfo[];
  say: (key: string, args?: MsgArgs) => string;
}) {
  const open = useSignal(false);
  // Re-read the session so both halves follow every move.
  void model.session.value;
  const name = seats[seat]?.name ?? '';
  return (
    <section class={`across__half${far ? ' across__half--far' : ''}`} aria-label={name}>
      <button
        type="button"
        class="across__toggle"
        aria-pressed={open.value}
        // Captured, so the hand stays open while the finger stays down even if it slides.
        onPointerDown={(e) => {
          (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
          open.value = true;
        }}
        onPointerUp={() => (open.value = false)}
        onPointerCancel={() => (open.value = false)}
        onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && (open.value = true)}
        onKeyUp={() => (open.value = false)}
      >
        {open.value ? t('play.hideHand') : t('play.showHand', { seat: name })}
      </button>
      <ui.Board
        view={open.value ? model.viewFor(seat) : model.viewFor(null)}
        seat={open.value ? seat : null}
        actions={open.value ? model.actionsFor(seat) : []}
        prompts={model.prompts.value}
        onAction={(a) => model.actFor(seat, a)}
        seats={seats}
        say={say}
      />
    </section>
  );
}
