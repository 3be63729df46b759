// @vitest-environment happy-dom
/** Sound and vibration: nothing when the setting is off; the cue's pattern when it is on. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cue } from '../../src/app/feedback';

describe('sound and vibration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is silent and still when off, and buzzes each cue its own way when on', () => {
    const vibrate = vi.fn((_pattern: number[]) => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const tones = vi.fn();
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        currentTime = 0;
        destination = {};
        createOscillator() {
          tones();
          return { frequency: {}, connect: (g: unknown) => g, start() {}, stop() {} };
        }
        createGain() {
          const gain = {
            setValueAtTime() {},
            linearRampToValueAtTime() {},
            exponentialRampToValueAtTime() {},
          };
          return { gain, connect: (d: unknown) => d };
        }
      },
    );
    cue('win', false);
    expect(vibrate).not.toHaveBeenCalled();
    expect(tones).not.toHaveBeenCalled();
    cue('roll', true);
    cue('turn', true);
    cue('win', true);
    expect(vibrate.mock.calls.map((c) => c[0])).toEqual([
      [18],
      [30, 40, 30],
      [60, 40, 60, 40, 120],
    ]);
    expect(tones).toHaveBeenCalledTimes(2 + 2 + 4);
  });
});
