// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRng, parseSeed } from '../../../../src/engine/rng';
import { dispatch } from '../../../../src/engine/session';
import type { Options } from '../../../../src/engine/types';
import { highlightsModule } from '../../../../src/games/highlights';
import { Board } from '../../../../src/games/highlights/board/Board';
import { card } from '../../../../src/games/highlights/content';
import type { HlAction, HlState } from '../../../../src/games/highlights/state';
import { highlightsUi } from '../../../../src/games/highlights/ui';
import { newGame, playUntil, propsFor, sayFor, state, type Game } from './table';

afterEach(cleanup);

const prompted = (s: HlState) => highlightsModule.prompts(s)[0]?.seat ?? 0;

/** Names of cards a seat may not see: the other seats' hands, On Deck cards and Lineups. */
function secretsFrom(s: HlState, seat: number): string[] {
  return s.sides
    .filter((sd) => sd.seat !== seat)
    .flatMap((sd) => [...sd.hand.cards, ...sd.onDeck.cards, ...sd.pick.cards])
    .filter((c) => !s.sides.some((o) => o.inPlay.cards.includes(c)))
    .filter((c) => !s.row.cards.includes(c));
}

function assertPrivate(g: Game, seat: number, container: HTMLElement) {
  const s = state(g);
  for (const c of secretsFrom(s, seat)) {
    expect(container.querySelector(`[data-card="${c}"]`)).toBeNull();
    expect(container.innerHTML).not.toContain(card(c).name);
  }
}

/**
 * One move made through the board only: the holder taps a card it may use (then one of the
 * buttons it offers) or a button of the decision panel. Returns the action sent.
 */
function moveThroughBoard(g: Game, seat: number, rng: ReturnType<typeof makeRng>): HlAction {
  const onAction = vi.fn();
  const props = propsFor(g, seat, onAction);
  const { container, unmount } = render(<Board {...props} />);
  assertPrivate(g, seat, container);
  const loose = [...container.querySelectorAll<HTMLButtonElement>('.hl-decision [data-action]')];
  const playable = [...container.querySelectorAll<HTMLButtonElement>('button.hl-card--playable')];
  const useCard = playable.length > 0 && (loose.length === 0 || rng.int(4) > 0);
  if (useCard) {
    fireEvent.click(playable[rng.int(playable.length)] as HTMLButtonElement);
    const offered = [...container.querySelectorAll<HTMLButtonElement>('.hl-detail [data-action]')];
    expect(offered.length).toBeGreaterThan(0);
    fireEvent.click(offered[rng.int(offered.length)] as HTMLButtonElement);
  } else {
    expect(loose.length).toBeGreaterThan(0);
    fireEvent.click(loose[rng.int(loose.length)] as HTMLButtonElement);
  }
  unmount();
  expect(onAction).toHaveBeenCalledTimes(1);
  const a = onAction.mock.calls[0]?.[0] as HlAction;
  // The very object of the listed actions, not a copy.
  expect(props.actions).toContain(a);
  return a;
}

/** Plays a whole match through the board; returns the kinds of actions sent. */
function wholeMatch(seats: number, options: Options, seed: string): Set<string> {
  let g = newGame(seats, options, seed);
  const rng = makeRng(parseSeed(seed));
  const kinds = new Set<string>();
  for (let guard = 0; guard < 3000 && state(g).phase !== 'over'; guard++) {
    const seat = prompted(state(g));
    const a = moveThroughBoard(g, seat, rng);
    kinds.add(a.t === 'choose' ? `choose:${state(g).pending?.k}` : a.t);
    g = dispatch(g, seat, a);
  }
  expect(state(g).phase).toBe('over');
  expect(highlightsModule.outcome(state(g))).not.toBeNull();
  return kinds;
}

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
      expect(container.querySelectorAll('.hl-card--back').length).toBeGreaterThanOrEqual(
        theirs.length,
      );
      expect(container.querySelectorAll('[data-zone="hand"]').length).toBe(1);
      unmount();
    }
    // The table's view (nobody holds the device) shows no hand at all.
    const { container } = render(<Board {...propsFor(g, null, vi.fn())} />);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    for (const sd of s.sides)
      for (const c of sd.hand.cards) expect(container.innerHTML).not.toContain(card(c).name);
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

  it('plays a card: tap it in the hand, then Play', () => {
    const g = playUntil(newGame(2), (s) => s.phase === 'play' && s.game.step === 'play');
    const seat = prompted(state(g));
    const onAction = vi.fn();
    const props = propsFor(g, seat, onAction);
    const { container, getByRole } = render(<Board {...props} />);
    const first = container.querySelector('[data-zone="hand"] button.hl-card') as HTMLElement;
    const id = first.getAttribute('data-card') as string;
    fireEvent.click(first);
    fireEvent.click(getByRole('button', { name: `Play ${card(id).name}` }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(props.actions).toContain(onAction.mock.calls[0]?.[0]);
    expect(onAction.mock.calls[0]?.[0]).toEqual({ t: 'play', card: id });
  });

  it('the other seat sees no controls and whom the table waits for', () => {
    const g = playUntil(newGame(2), (s) => s.phase === 'play' && s.game.step === 'play');
    const other = 1 - prompted(state(g));
    const { container, getByRole } = render(<Board {...propsFor(g, other, vi.fn())} />);
    expect(container.querySelectorAll('[data-action]').length).toBe(0);
    expect(container.querySelectorAll('button.hl-card').length).toBe(0);
    expect(getByRole('region', { name: 'Your move' }).textContent).toContain('Waiting for');
  });

  it('plays a whole standard match through the board alone, privacy held at every move', () => {
    const kinds = wholeMatch(2, { variant: 'standard' }, 'std');
    for (const k of ['deck', 'stash', 'play', 'buy', 'endBuy']) expect(kinds).toContain(k);
  }, 120_000);

  it('plays whole short and long matches through the board', () => {
    wholeMatch(2, { variant: 'short' }, 'short');
    wholeMatch(2, { variant: 'long' }, 'long');
  }, 180_000);

  it('plays a whole solo series against the AI through the board', () => {
    const kinds = wholeMatch(1, { buyRounds: '2' }, 'solo');
    expect(kinds).toContain('play');
  }, 120_000);

  it('plays a whole Hot Pepper match with every expansion through the board', () => {
    const all = {
      rallyCap: true,
      magnaGlove: true,
      robotHitters: true,
      cyborgPitchers: true,
      error: true,
      bigFly: true,
    };
    const kinds = wholeMatch(3, { hotPepperStart: 'exhibition', ...all }, 'hp');
    expect(kinds).toContain('play');
  }, 180_000);

  it('reaches every kind of decision across matches with every expansion', () => {
    const all = {
      rallyCap: true,
      magnaGlove: true,
      robotHitters: true,
      cyborgPitchers: true,
      error: true,
      bigFly: true,
    };
    const kinds = new Set<string>();
    for (const seed of ['x1', 'x2']) for (const k of wholeMatch(2, all, seed)) kinds.add(k);
    for (const k of ['pinch', 'choose:cancel', 'choose:remove', 'choose:save'])
      expect(kinds).toContain(k);
  }, 240_000);

  it('uses the game messages for prompts', () => {
    expect(sayFor('hl.prompt.play')).toContain('Play a card');
  });
});
