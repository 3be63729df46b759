import { useEffect, useRef } from 'preact/hooks';
import type { MsgArgs } from '../../engine/types';
import { logFor } from '../../engine/session';
import type { SeatInfo } from '../../ui/board';
import type { PlayModel } from '../models/play-model';
import { t } from '../i18n';

/**
 * The play-by-play as the seat holding the device may read it: oldest first, the newest at
 * the bottom (the order of the handoff recap and the replay), each line marked in the colour
 * of the seat whose move produced it, and opened scrolled to the newest.
 */
export function GameLog({
  model,
  seats,
  say,
  onClose,
}: {
  model: PlayModel;
  seats: readonly SeatInfo[];
  say: (key: string, args?: MsgArgs) => string;
  onClose: () => void;
}) {
  const session = model.session.value;
  const lines = logFor(session.log, model.holder.value);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => end.current?.scrollIntoView?.({ block: 'end' }), [lines.length]);
  return (
    <aside class="game-log" aria-label={t('play.log')}>
      <header class="game-log__head">
        <h2>{t('play.log')}</h2>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </header>
      <ol class="game-log__lines">
        {lines.map((l, i) => {
          // Line seq n came from move n (0: the setup); its seat colours the line.
          const seat = l.seq > 0 ? session.moves[l.seq - 1]?.seat : undefined;
          const who = seat === undefined ? undefined : seats[seat];
          const cls = [
            'game-log__line',
            who && `game-log__line--seat-${who.color}`,
            l.to && 'game-log__line--private',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={`${l.seq}-${i}`}
              class={cls}
              ref={i === lines.length - 1 ? end : undefined}
              data-seat={seat}
            >
              {say(l.msg, l.args)}
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
