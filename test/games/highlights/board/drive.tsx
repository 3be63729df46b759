/**
 * Playing through the board: each move is a tap on what the holder's board shows (a card it
 * may use, then one of the buttons it offers, or a button of the decision panel), with the
 * privacy of every other seat checked on the way.
 */
import { fireEvent, render } from '@testing-library/preact';
import { expect, vi } from 'vitest';
import { makeRng, parseSeed } from '../../../../src/engine/rng';
import { dispatch } from '../../../../src/engine/session';
import type { Options } from '../../../../src/engine/types';
import { highlightsModule } from '../../../../src/games/highlights';
import { Board } from '../../../../src/games/highlights/board/Board';
import { card } from '../../../../src/games/highlights/content';
import type { HlAction, HlState } from '../../../../src/games/highlights/state';
import { newGame, propsFor, state, type Game } from './table';

export const prompted = (s: HlState) => highlightsModule.prompts(s)[0]?.seat ?? 0;

/** Names of cards a seat may not see: the other seats' hands, On Deck cards and Lineups. */
function secretsFrom(s: HlState, seat: number): string[] {
  return s.sides
    .filter((sd) => sd.seat !== seat)
    .flatMap((sd) => [...sd.hand.cards, ...sd.onDeck.cards, ...sd.pick.cards])
    .filter((c) => !s.sides.some((o) => o.inPlay.cards.includes(c)))
    .filter((c) => !s.row.cards.includes(c));
}

/** Whether the name of card `id` is anywhere in the DOM ("Cogbot", not "Cogbot Mk 2"). */
export function showsName(container: Element, id: string): boolean {
  const name = card(id).name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${name}(?! Mk)`).test(container.innerHTML);
}

export function assertPrivate(g: Game, seat: number, container: Element) {
  const s = state(g);
  for (const c of secretsFrom(s, seat)) {
    expect(container.querySelector(`[data-card="${c}"]`)).toBeNull();
    expect(showsName(container, c)).toBe(false);
  }
}

/**
 * One move made through the board only: the holder taps a control that makes a move (a card
 * whose tap plays it, a pinch-hit beside it, a button of the decision panel), or a Buy Row
 * card and then one of the buys it offers. Returns the action sent.
 */
function moveThroughBoard(g: Game, seat: number, rng: ReturnType<typeof makeRng>): HlAction {
  const onAction = vi.fn();
  const props = propsFor(g, seat, onAction);
  const { container, unmount } = render(<Board {...props} />);
  assertPrivate(g, seat, container);
  const moves = [...container.querySelectorAll<HTMLElement>('[data-action]')];
  const openers = [
    ...container.querySelectorAll<HTMLButtonElement>('button.hl-card--playable:not([data-action])'),
  ];
  const open = openers.length > 0 && (moves.length === 0 || rng.int(4) > 0);
  if (open) {
    fireEvent.click(openers[rng.int(openers.length)] as HTMLButtonElement);
    const offered = [...container.querySelectorAll<HTMLButtonElement>('.hl-detail [data-action]')];
    expect(offered.length).toBeGreaterThan(0);
    fireEvent.click(offered[rng.int(offered.length)] as HTMLButtonElement);
  } else {
    expect(moves.length).toBeGreaterThan(0);
    fireEvent.click(moves[rng.int(moves.length)] as HTMLElement);
  }
  unmount();
  expect(onAction).toHaveBeenCalledTimes(1);
  const a = onAction.mock.calls[0]?.[0] as HlAction;
  // The very object of the listed actions, not a copy.
  expect(props.actions).toContain(a);
  return a;
}

/** Plays a whole match through the board; returns the kinds of actions sent. */
export function wholeMatch(seats: number, options: Options, seed: string): Set<string> {
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
