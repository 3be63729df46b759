import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { MsgArgs, SeatId } from '../../engine/types';
import type { GameUi, SeatInfo } from '../../ui/board';
import { SeatChip } from '../../ui/components/SeatChip';
import type { EdgeSide } from '../models/edges';
import type { PlayModel } from '../models/play-model';
import { t } from '../i18n';
import { PinForm } from './PinForm';
import { useEdgeGesture } from './edge-gesture';

/**
 * One person's edge of the tablet, turned toward him (the far one half a turn). Closed, it
 * shows whose decision it is and his cards face down; a press turns them face up, and the
 * gesture plays (edge-gesture.ts); a decision that needs nothing private shows its controls
 * on the table's view without opening anything. With a PIN, a tap asks for it first and the
 * edge then stays open until its owner closes it or his turn passes.
 */
export function Edge({
  seat,
  side,
  model,
  ui,
  seats,
  say,
  pin,
}: {
  seat: SeatId;
  side: EdgeSide;
  model: PlayModel;
  ui: GameUi;
  seats: readonly SeatInfo[];
  say: (key: string, args?: MsgArgs) => string;
  pin: string | undefined;
}) {
  const asking = useSignal(false);
  const region = useRef<HTMLDivElement>(null);
  const info = seats[seat];
  const name = info?.name ?? '';
  const { state, view, actions } = model.edge(seat);
  const prompt = model.prompts.value.find((p) => p.seat === seat);
  const gesture = useEdgeGesture({
    enabled: state === 'closed' && !pin,
    open: () => model.openEdge(seat),
    close: () => model.closeEdge(seat),
  });
  // Opened from the keyboard: the hand is where the focus goes.
  const fromKeys = useRef(false);
  useEffect(() => {
    if (state === 'open' && fromKeys.current) region.current?.focus();
    fromKeys.current = false;
  }, [state]);
  const status = prompt
    ? `${t('play.yourTurn', { seat: name })} — ${say(prompt.msg, prompt.args)}`
    : model.over.value
      ? t('play.gameOver')
      : t('play.waiting', {
          names: [...new Set(model.prompts.value.map((p) => seats[p.seat]?.name ?? ''))].join(', '),
        });
  const toggle = (
    <button
      type="button"
      class="edge__toggle"
      aria-expanded={state === 'open'}
      onClick={(e) => {
        // On a closed edge a pointer's press and lift are the gesture's; only the keyboard clicks.
        if (e.detail !== 0 && state === 'closed' && !pin) return;
        if (state === 'open') model.closeEdge(seat);
        else if (pin) asking.value = true;
        else {
          fromKeys.current = true;
          model.openEdge(seat);
        }
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && state === 'open') model.closeEdge(seat);
      }}
    >
      {state === 'open' ? t('edge.close') : t('edge.open', { seat: name })}
    </button>
  );
  const board = (part: 'seat' | 'backs') => (
    <ui.Board
      part={part}
      view={view}
      seat={seat}
      actions={state === 'closed' ? [] : actions}
      prompts={model.prompts.value}
      onAction={(a) => model.actFor(seat, a)}
      seats={seats}
      say={say}
    />
  );
  return (
    <section
      class={`edge edge--${side} edge--${state}${prompt ? ' edge--deciding' : ''}`}
      aria-label={name}
      data-edge={side}
      data-seat={seat}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && state === 'open') model.closeEdge(seat);
      }}
      {...gesture}
    >
      <div class="edge__panel">
        <div class="edge__bar">
          {info && <SeatChip name={name} color={info.color} active={prompt !== undefined} />}
          <div class="edge__words">
            <p class="edge__status">{status}</p>
            {state === 'closed' && !pin && <p class="edge__hint">{t('edge.hint')}</p>}
          </div>
          {state === 'closed' && ui.backs && <div class="edge__backs">{board('backs')}</div>}
          {toggle}
        </div>
        {asking.value && pin && state === 'closed' && (
          <PinForm
            class="pin-inline"
            name={name}
            pin={pin}
            onOpen={() => {
              asking.value = false;
              model.openEdge(seat);
            }}
            onCancel={() => (asking.value = false)}
          />
        )}
        {state !== 'closed' && (
          <div class="edge__board" ref={region} tabIndex={-1}>
            {board('seat')}
          </div>
        )}
      </div>
    </section>
  );
}
