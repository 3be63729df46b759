// @vitest-environment happy-dom
/** The die is heard as it rolls, through the play screen's sound (SoundContext), and only then. */
import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Die } from '../../../src/ui/components/Die';
import { SoundContext, type SoundCue } from '../../../src/ui/sound';

afterEach(() => {
  delete document.documentElement.dataset.motion;
});

describe('the die heard', () => {
  it.each(['off', 'on'])(
    'plays the roll on a new roll, not on its first drawing (motion %s)',
    (m) => {
      document.documentElement.dataset.motion = m;
      const play = vi.fn((_cue: SoundCue) => undefined);
      const die = (roll: number) => (
        <SoundContext.Provider value={play}>
          <Die value={roll} roll={roll} />
        </SoundContext.Provider>
      );
      const { rerender } = render(die(3));
      expect(play).not.toHaveBeenCalled();
      rerender(die(5));
      expect(play.mock.calls).toEqual([['roll']]);
      rerender(die(5));
      expect(play).toHaveBeenCalledTimes(1);
    },
  );

  it('is silent outside the play screen (no sound given)', () => {
    const { rerender } = render(<Die value={1} roll={1} />);
    expect(() => rerender(<Die value={2} roll={2} />)).not.toThrow();
  });
});
