// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../../src/engine/session';
import type { LordsAction } from '../../../../src/games/lords';
import { Board } from '../../../../src/games/lords/board/Board';
import { NAMES, newGame, playUntil, prompted, propsFor, state } from './table';

afterEach(cleanup);

const none = { money: 0, ml: {}, fs: {}, media: 0, picks: [] };

describe('the Lords board: an offer between two of three owners (5.7.1)', () => {
  const season = playUntil(newGame(3), (s) => s.step === 'season' && s.window === null);
  const maker = prompted(season);
  const partner = (maker + 1) % 3;
  const third = (maker + 2) % 3;
  const offer: LordsAction = {
    t: 'offer',
    to: partner,
    give: { ...none, money: 1_500, media: 1 },
    get: { ...none, ml: { reg: 2 } },
    managers: true,
  };
  const g = dispatch(season, maker, offer);

  it("the third owner's board and the table's say an offer is pending, never its terms", () => {
    for (const seat of [third, null]) {
      const { container } = render(<Board {...propsFor(g, seat, vi.fn())} />);
      const text = container.textContent ?? '';
      expect(text).toContain(`${NAMES[maker]} has made ${NAMES[partner]} an offer`);
      expect(text).not.toContain('$1,500');
      expect(text).not.toContain('2 REG');
      expect(text).not.toContain('Swap field managers ·');
      expect(container.querySelector('.lords-answer')).toBeNull();
      expect(container.querySelector('[data-action*="accept"]')).toBeNull();
      cleanup();
    }
  });

  it("the maker sees his terms and may withdraw; the partner's panel answers them", () => {
    const mine = render(<Board {...propsFor(g, maker, vi.fn())} />).container;
    expect(mine.querySelector('.lords-offer')?.textContent).toContain('$1,500');
    expect(mine.querySelector('[data-action*="withdraw"]')).not.toBeNull();
    cleanup();
    const theirs = render(<Board {...propsFor(g, partner, vi.fn())} />).container;
    const panel = theirs.querySelector('.lords-answer');
    expect(panel?.textContent).toContain('$1,500');
    expect(panel?.textContent).toContain('2 REG');
    // Answered in the panel only: the list does not repeat it.
    expect(theirs.querySelector('.lords-offer')).toBeNull();
    expect(state(g).offers).toHaveLength(1);
  });
});
