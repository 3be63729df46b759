/**
 * The table's sounds as the shared components and the games name them. The shell plays them
 * (src/app/feedback.ts, with the Sound setting); a component asks for one through
 * `SoundContext`, which is empty (silent) outside the play screen.
 */
import { createContext } from 'preact';
import type { LogLine } from '../engine/types';

/** A die rolled, a person's turn back, a card played, the crowd on a run, the final out, a win. */
export type SoundCue = 'roll' | 'turn' | 'card' | 'crowd' | 'out' | 'win';

/** Plays a cue if the person wants sound; provided by the play screen, absent elsewhere. */
export const SoundContext = createContext<((cue: SoundCue) => void) | null>(null);

/**
 * A game's sounds for the public play-by-play: the cue of a log line (a card played, a run
 * scored, the final out), or undefined for none. Only lines the whole table may read are
 * asked, so a sound never tells what a hidden move was.
 */
export type LogSound = (line: LogLine) => SoundCue | undefined;
