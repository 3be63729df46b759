import { logFor, type LogEntry, type Session } from '../../engine/session';
import type { MsgArgs, SeatId } from '../../engine/types';
import type { PlayModel } from '../models/play-model';
import { t } from '../i18n';

/**
 * What happened from a seat's own last move on (its consequences included), as `reader`
 * may read it: the seat itself when its view is on screen, nobody's private lines (null)
 * when it decides on the table's public view (no cover was raised for it).
 */
export function linesSince(
  session: Session<unknown, unknown>,
  seat: SeatId,
  reader: SeatId | null = seat,
): LogEntry[] {
  let last = 0;
  session.moves.forEach((m, i) => {
    if (m.seat === seat) last = i + 1;
  });
  return logFor(session.log, reader).filter((l) => l.seq >= last);
}

/**
 * The newest line of the play-by-play, and how many lines came since the holder's own last
 * move: bot moves land quickly, and this (with the play-by-play) is how a person follows them.
 */
export function RecentMoves({
  latest,
  since,
  onLog,
}: {
  latest: string | undefined;
  since: number;
  onLog: () => void;
}) {
  if (latest === undefined) return null;
  return (
    <p class="play__recent" data-testid="recent-moves">
      <span class="play__recent-label">{t('play.latest')}</span>
      {/* Announced as it changes: a screen reader hears each result (the status line says the decision). */}
      <span class="play__recent-line" role="status">
        {latest}
      </span>
      {since > 1 && (
        <button type="button" class="play__recent-more" onClick={onLog}>
          {t('play.moreMoves', { n: since - 1 })}
        </button>
      )}
    </p>
  );
}

/** RecentMoves for the person deciding: private lines only when his own view is on screen. */
export function Recent({
  model,
  holder,
  say,
  onLog,
}: {
  model: PlayModel;
  /** The person deciding (on his own view, or on the table's: then no private line). */
  holder: SeatId;
  say: (key: string, args?: MsgArgs) => string;
  onLog: () => void;
}) {
  const session = model.session.value;
  const reader = model.holder.value;
  const newest = logFor(session.log, reader).at(-1);
  return (
    <RecentMoves
      latest={newest && say(newest.msg, newest.args)}
      since={linesSince(session, holder, reader).length}
      onLog={onLog}
    />
  );
}
