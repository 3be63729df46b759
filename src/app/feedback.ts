/**
 * Sound and vibration at the table's moments: a die rolled, a person's turn coming back
 * after the bots, a card played, the crowd on a run, the final out, a win. Every sound is
 * made in code with Web Audio (no sound files to cache): tones from oscillators, the crowd
 * from a burst of noise through a band-pass filter. All stay silent when the setting is
 * off, where the device has no audio or no vibration, or before the page has had a touch
 * (browsers start audio only after one), and never throw.
 */
import type { SoundCue } from '../ui/sound';
import { logFailure } from './log-failure';

export type Cue = SoundCue;

/** A tone: frequency in Hz, start and length in s, wave shape. */
type Note = readonly [hz: number, at: number, len: number, wave?: OscillatorType];
/** A noise burst: start and length in s, the band's centre in Hz, how loud (0..1). */
type Noise = readonly [at: number, len: number, hz: number, level: number];

interface Sound {
  notes: readonly Note[];
  noise?: readonly Noise[];
  buzz: number[];
}

const CUES: Readonly<Record<Cue, Sound>> = {
  roll: {
    notes: [
      [180, 0, 0.05, 'square'],
      [140, 0.06, 0.05, 'square'],
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
  // A card snapped down: a short, bright slap of noise and a soft tick under it.
  card: { notes: [[1400, 0, 0.03, 'triangle']], noise: [[0, 0.07, 3200, 0.5]], buzz: [12] },
  // The crowd on a run: a swell of filtered noise, a second voice rising through it.
  crowd: {
    notes: [],
    noise: [
      [0, 0.9, 900, 0.7],
      [0.15, 0.7, 1700, 0.45],
    ],
    buzz: [40, 30, 40],
  },
  // The final out: the umpire's low, falling call, then the glove's pop.
  out: {
    notes: [
      [330, 0, 0.18, 'sawtooth'],
      [247, 0.2, 0.32, 'sawtooth'],
    ],
    noise: [[0.02, 0.05, 2400, 0.6]],
    buzz: [80],
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

/** A cue asked again this soon (several dice of one roll, two parts of one screen) plays once. */
const AGAIN_MS = 120;
const lastPlayed = new Map<Cue, number>();
let audio: AudioContext | null = null;
/** One second of white noise, made once and shared by every burst. */
let noiseBuffer: AudioBuffer | null = null;

/** A gain that rises softly to `level` and fades out over `len`: quiet enough for a shared table. */
function envelope(ctx: AudioContext, at: number, len: number, level: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(level, at + Math.min(0.05, len / 3));
  gain.gain.exponentialRampToValueAtTime(0.001, at + len);
  gain.connect(ctx.destination);
  return gain;
}

function tone(ctx: AudioContext, t0: number, [hz, at, len, wave = 'sine']: Note): void {
  const osc = ctx.createOscillator();
  osc.type = wave;
  osc.frequency.value = hz;
  osc.connect(envelope(ctx, t0 + at, len, 0.12));
  osc.start(t0 + at);
  osc.stop(t0 + at + len + 0.02);
}

function burst(ctx: AudioContext, t0: number, [at, len, hz, level]: Noise): void {
  if (!noiseBuffer) {
    noiseBuffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = noiseBuffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  }
  const source = ctx.createBufferSource();
  source.buffer = noiseBuffer;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = hz;
  band.Q.value = 0.8;
  source.connect(band).connect(envelope(ctx, t0 + at, len, 0.18 * level));
  source.start(t0 + at);
  source.stop(t0 + at + len + 0.02);
}

/** Plays a cue now, or `delay` seconds from now (if `on`); never throws. */
export function cue(kind: Cue, on: boolean, delay = 0): void {
  if (!on) return;
  // Before the person has touched the page (a game reopened, bots moving first) the browser
  // refuses both, and says so in the console: a cue then is nobody's, so none plays.
  if (navigator.userActivation?.hasBeenActive === false) return;
  const now = Date.now();
  if (delay === 0 && now - (lastPlayed.get(kind) ?? -Infinity) < AGAIN_MS) return;
  lastPlayed.set(kind, now);
  const { notes, noise = [], buzz } = CUES[kind];
  try {
    // A cue that follows another (the win after the final out) leaves the first one's buzz.
    if (delay === 0) navigator.vibrate?.(buzz);
  } catch {
    // No vibration here (iPad): the sound alone.
  }
  try {
    const Ctx = globalThis.AudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    if (audio.state === 'suspended') audio.resume().catch(logFailure('resuming the sound'));
    const t0 = audio.currentTime + 0.01 + delay;
    for (const note of notes) tone(audio, t0, note);
    for (const part of noise) burst(audio, t0, part);
  } catch {
    // Audio refused (no touch yet, or no device): stay silent.
  }
}
