/**
 * Sound and vibration at the table's moments: a die rolled, a person's turn coming back
 * after the bots, a win. Tones are made with Web Audio (no sound files to cache); both
 * stay silent when the setting is off, where the device has no audio or no vibration, or
 * before the page has had a touch (browsers start audio only after one).
 */
import { logFailure } from './log-failure';

export type Cue = 'roll' | 'turn' | 'win';

/** Each cue: notes (frequency in Hz, start and length in s) and a vibration pattern (ms). */
const CUES: Readonly<Record<Cue, { notes: [number, number, number][]; buzz: number[] }>> = {
  roll: {
    notes: [
      [180, 0, 0.05],
      [140, 0.06, 0.05],
    ],
    buzz: [18],
  },
  turn: {
    notes: [
      [660, 0, 0.12],
      [880, 0.13, 0.16],
    ],
    buzz: [30, 40, 30],
  },
  win: {
    notes: [
      [523, 0, 0.14],
      [659, 0.15, 0.14],
      [784, 0.3, 0.14],
      [1047, 0.45, 0.3],
    ],
    buzz: [60, 40, 60, 40, 120],
  },
};

let audio: AudioContext | null = null;

/** Plays a cue now (if `on`); never throws. */
export function cue(kind: Cue, on: boolean): void {
  if (!on) return;
  const { notes, buzz } = CUES[kind];
  try {
    navigator.vibrate?.(buzz);
  } catch {
    // No vibration here (iPad): the sound alone.
  }
  try {
    const Ctx = globalThis.AudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    if (audio.state === 'suspended') audio.resume().catch(logFailure('resuming the sound'));
    const t0 = audio.currentTime + 0.01;
    for (const [hz, at, len] of notes) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = kind === 'roll' ? 'square' : 'sine';
      osc.frequency.value = hz;
      // A soft attack and release, quiet enough for a shared table.
      gain.gain.setValueAtTime(0, t0 + at);
      gain.gain.linearRampToValueAtTime(0.12, t0 + at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.001, t0 + at + len);
      osc.connect(gain).connect(audio.destination);
      osc.start(t0 + at);
      osc.stop(t0 + at + len + 0.02);
    }
  } catch {
    // Audio refused (no touch yet, or no device): stay silent.
  }
}
