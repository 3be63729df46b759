/**
 * Which sounds the table plays after its session changed: the game's own cue for the public
 * play-by-play (a card played, a run, the final out: `GameUi.sound`), a die rolled, a
 * person's turn back after the bots, and the win at the end, after the last play's own sound.
 * Pure, so the choice is tested apart from Web Audio (src/app/feedback.ts plays them).
 */
import type { LogEntry, MoveRecord } from '../engine/session';
import type { SeatId } from '../engine/types';
import type { LogSound, SoundCue } from '../ui/sound';

/** The game's cues by strength: a move that both plays a card and scores a run is a run. */
const STRONGEST: readonly SoundCue[] = ['out', 'crowd', 'card'];
/** The pause after the play's own sound before the turn's or the win's, in s. */
const AFTER = 0.6;

export interface TableMoment {
  /** Moves played since the last look (none after an undo). */
  fresh: readonly MoveRecord<unknown>[];
  /** The log lines those moves wrote, every seat's and the table's. */
  lines: readonly LogEntry[];
  /** The game's sounds for its public log lines, if it has any. */
  sound?: LogSound;
  /** Whether a bot made a move among them. */
  botMoved: (seat: SeatId) => boolean;
  /** A person decides now and did not at the last look. */
  turnBack: boolean;
  /** The game ended with these moves. */
  ended: boolean;
}

/** The cues to play, each with its delay in s, in order. */
export function cuesFor(m: TableMoment): { cue: SoundCue; delay: number }[] {
  // A sound is heard by everyone at the table: only lines everyone may read have one.
  const heard = m.sound ? m.lines.filter((l) => !l.to).map(m.sound) : [];
  const own = STRONGEST.find((c) => heard.includes(c));
  const play = own ?? (m.fresh.some((x) => x.checkpoint === 'random') ? 'roll' : undefined);
  const cues: { cue: SoundCue; delay: number }[] = play ? [{ cue: play, delay: 0 }] : [];
  const delay = play ? AFTER : 0;
  if (m.ended) cues.push({ cue: 'win', delay });
  else if (m.turnBack && m.fresh.some((x) => m.botMoved(x.seat))) cues.push({ cue: 'turn', delay });
  return cues;
}
