// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board } from '../../../../src/games/highlights/board/Board';
import { card } from '../../../../src/games/highlights/content';
import { highlightsUi } from '../../../../src/games/highlights/ui';
import { assertPrivate, prompted, showsName } from './drive';
import { newGame, playUntil, propsFor, sayFor, state } from './table';

afterEach(cleanup);

describe('the Highlights board', () => {
  it('exports the board and the rules reference', () => {
    expect(highlightsUi.Board).toBe(Board);
    expect(typeof highlightsUi.Rules).toBe('function');
  });

  it("shows the holder's hand as faces and never another seat's hand or On Deck card", () => {
    const g = playUntil(
      newGame(2),
      (s) => s.phase === 'play' && s.sides.every((d) => d.prep === 'ready'),
    );
    const s = state(g);
    for (const seat of [0, 1]) {
      const { container, unmount } = render(<Board {...propsFor(g, seat, vi.fn())} />);
      const hand = container.querySelector('[data-zone="hand"]') as Element;
      const mine = s.sides.find((d) => d.seat === seat)?.hand.cards ?? [];
      expect(mine.length).toBe(6);
      for (const c of mine) expect(hand.querySelector(`[data-card="${c}"]`)).not.toBeNull();
      const theirs = s.sides.find((d) => d.seat !== seat)?.hand.cards ?? [];
      expect(theirs.length).toBeGreaterThan(0);
      assertPrivate(g, seat, container);
      // The other hand is a count on its stadium.
      const other = s.sides.find((d) => d.seat !== seat)?.seat;
      const stadium = container.querySelector(`.hl-stadium[data-side="${other}"]`) as Element;
      expect(stadium.textContent).toContain(`hand${theirs.length}`);
      expect(container.querySelectorAll('[data-zone="hand"]').length).toBe(1);
      unmount();
    }
    // The table's view (nobody holds the device) shows no hand at all.
    const { container } = render(<Board {...propsFor(g, null, vi.fn())} />);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    for (const sd of s.sides)
      for (const c of sd.hand.cards) expect(showsName(container, c)).toBe(false);
  });

  it('draws every card with cost, revenue, type, action, hit boxes, speed and the PH mark', () => {
    const g = playUntil(newGame(2), (s) => s.phase === 'play' && s.game.step === 'play');
    const seat = prompted(state(g));
    const { container } = render(<Board {...propsFor(g, seat, vi.fn())} />);
    const hand = state(g).sides.find((d) => d.seat === seat)?.hand.cards ?? [];
    for (const id of hand) {
      const el = container.querySelector(`[data-zone="hand"] [data-card="${id}"]`) as HTMLElement;
      const c = card(id);
      expect(el.querySelector('.hl-card__cost')?.textContent).toBe(String(c.cost));
      expect(el.querySelector('.hl-card__rev')?.textContent).toBe(String(c.revenue));
      expect(el.textContent).toContain(c.kind);
      expect(el.querySelectorAll('.hl-hitbox').length).toBe(c.hits.length);
      expect(el.querySelector(`.hl-speed--${c.speed}`)).not.toBeNull();
      expect(el.querySelector('.hl-card__ph') !== null).toBe(c.ph);
    }
  });

  it('offers the On Deck decision as three buttons that send the listed actions', () => {
    // After the first mini-game with a card On Deck, its owner decides what to do with it.
    const g = playUntil(
      newGame(2, {}, 'deck'),
      (s) => s.phase === 'prep' && s.sides.some((d) => d.prep === 'deck'),
      true,
    );
    const s = state(g);
    expect(s.phase).toBe('prep');
    const seat = prompted(s);
    const onAction = vi.fn();
    const props = propsFor(g, seat, onAction);
    const { getAllByRole } = render(<Board {...props} />);
    const buttons = getAllByRole('button').filter((b) => b.hasAttribute('data-action'));
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Keep the On Deck card',
      'Discard the On Deck card',
      'Put the On Deck card on top of the Lineup',
    ]);
    fireEvent.click(buttons[2] as HTMLElement);
    expect(onAction).toHaveBeenCalledWith(props.actions[2]);
  });

  it('plays a card with one tap; a PH card offers its pinch-hits beside it', () => {
    const g = playUntil(newGame(2), (s) => s.phase === 'play' && s.game.step === 'play');
    const seat = prompted(state(g));
    const onAction = vi.fn();
    const props = propsFor(g, seat, onAction);
    const { container } = render(<Board {...props} />);
    const first = container.querySelector('[data-zone="hand"] button.hl-card') as HTMLElement;
    const id = first.getAttribute('data-card') as string;
    fireEvent.click(first);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(props.actions).toContain(onAction.mock.calls[0]?.[0]);
    expect(onAction.mock.calls[0]?.[0]).toEqual({ t: 'play', card: id });
    // Every pinch-hit listed is a control of its own, next to its card.
    const pinches = props.actions.filter((a) => a.t === 'pinch');
    const chips = [...container.querySelectorAll<HTMLElement>('.hl-chip')];
    expect(chips.map((c) => JSON.parse(c.dataset.action ?? '{}'))).toEqual(pinches);
  });

  it('a long press reads a card whole and does not play it', () => {
    vi.useFakeTimers();
    try {
      const g = playUntil(newGame(2), (s) => s.phase === 'play' && s.game.step === 'play');
      const seat = prompted(state(g));
      const onAction = vi.fn();
      const { container, getByRole } = render(<Board {...propsFor(g, seat, onAction)} />);
      const first = container.querySelector('[data-zone="hand"] button.hl-card') as HTMLElement;
      const id = first.getAttribute('data-card') as string;
      fireEvent.pointerDown(first, { clientX: 5, clientY: 5 });
      act(() => void vi.advanceTimersByTime(600));
      fireEvent.pointerUp(first);
      fireEvent.click(first);
      expect(onAction).not.toHaveBeenCalled();
      expect(getByRole('dialog', { name: card(id).name })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the other seat sees no controls and whom the table waits for', () => {
    const g = playUntil(newGame(2), (s) => s.phase === 'play' && s.game.step === 'play');
    const other = 1 - prompted(state(g));
    const { container, getByRole } = render(<Board {...propsFor(g, other, vi.fn())} />);
    expect(container.querySelectorAll('[data-action]').length).toBe(0);
    expect(container.querySelectorAll('.hl-card--playable').length).toBe(0);
    expect(getByRole('region', { name: 'Your move' }).textContent).toContain('Waiting for');
  });

  it('the In Play pile opens at full size on a tap, for any seat, and Escape closes it', () => {
    const g = playUntil(newGame(2), (s) => s.sides.some((d) => d.inPlay.cards.length > 0));
    const side = state(g).sides.findIndex((d) => d.inPlay.cards.length > 0);
    const played = state(g).sides[side]?.inPlay.cards[0];
    if (played === undefined) throw new Error('no card in play');
    const other = 1 - prompted(state(g));
    const { container, getByRole, queryByRole } = render(
      <Board {...propsFor(g, other, vi.fn())} />,
    );
    expect(queryByRole('dialog')).toBeNull();
    fireEvent.click(container.querySelector(`[data-side="${side}"] .hl-inplay`) as HTMLElement);
    const dialog = getByRole('dialog');
    expect(dialog.querySelector(`.hl-card[data-card="${played}"]`)).not.toBeNull();
    // The modal holds the focus: Escape is pressed where it is (on Close).
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(queryByRole('dialog')).toBeNull();
  });

  it('uses the game messages for prompts', () => {
    expect(sayFor('hl.prompt.play')).toContain('Play a card');
  });
});
