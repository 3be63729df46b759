// @vitest-environment happy-dom
/**
 * GM's rolled dice on the board, in their faces' icons: the Team dice (§2) and the Stadium
 * (§3) tumble once when they are rolled, land at once with reduced motion, never tumble again
 * as they are placed, and never stand in the way of the next tap.
 */
import { act, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../../src/engine/session';
import { gmModule } from '../../../../src/games/gm';
import { DIE_FACES } from '../../../../src/games/gm/content';
import { Board } from '../../../../src/games/gm/board/Board';
import type { GmState } from '../../../../src/games/gm/state';
import { TUMBLE_FACES, TUMBLE_FACE_MS } from '../../../../src/ui/components/Die';
import { newGame, playUntil, propsFor, signer, state, type Game } from './table';

const rolledTeam = (s: GmState, season: number) =>
  s.phase === 'team' && s.season === season && s.gms.some((g) => g.pool.length > 1);
const team1 = playUntil(newGame(2), (s) => rolledTeam(s, 1), signer);
const team2 = playUntil(team1, (s) => rolledTeam(s, 2), signer);
const league = (season: number) => (s: GmState) =>
  s.phase === 'league' && s.season === season && s.tray.length > 0;
const league1 = playUntil(team1, league(1), signer);
const league2 = playUntil(team2, league(2), signer);

const decider = (g: Game) => gmModule.prompts(state(g))[0]?.seat ?? 0;
/** The seat that rolled Team dice and places them now. */
const placer = (g: Game) => state(g).gms.findIndex((m) => m.pool.length > 0);

let day = 0;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2030, 0, ++day));
});
afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.motion;
});

const view = (g: Game, seat: number, onAction = vi.fn()) => (
  <Board {...propsFor(g, seat, onAction)} />
);
const dice = (c: Element) => [...c.querySelectorAll('.gm-dice__row .die')] as HTMLElement[];
const rolling = (c: Element) => dice(c).filter((d) => d.classList.contains('die--rolling'));
const land = () => {
  for (let k = 0; k < TUMBLE_FACES; k++)
    act(() => {
      vi.advanceTimersByTime(TUMBLE_FACE_MS);
    });
};

describe('GM’s rolled dice', () => {
  it('show the Stadium’s faces at once with reduced motion', () => {
    document.documentElement.dataset.motion = 'on';
    const { container } = render(view(league1, decider(league1)));
    expect(dice(container)).toHaveLength(state(league1).tray.length);
    expect(rolling(container)).toEqual([]);
    // Each named by its face (the icon's word), the face drawn at once.
    expect(dice(container).map((d) => d.dataset.face)).toEqual(
      state(league1).tray.map((f) => String(DIE_FACES.indexOf(f) + 1)),
    );
  });

  it('tumble when the Team dice are rolled, never as they are placed, again next season', () => {
    document.documentElement.dataset.motion = 'off';
    const seat = placer(team1);
    const { container, rerender } = render(view(team1, seat));
    expect(rolling(container)).toHaveLength(state(team1).gms[seat]?.pool.length ?? -1);
    land();
    expect(rolling(container)).toEqual([]);
    vi.advanceTimersByTime(1000);
    // One die placed: the rest stay as they lie.
    const place = gmModule.actions(state(team1), seat)[0];
    if (!place) throw new Error('the Team dice have somewhere to go');
    const placed = dispatch(team1, seat, place);
    rerender(view(placed, seat));
    expect(dice(container).length).toBeGreaterThan(0);
    expect(rolling(container)).toEqual([]);
    const again = render(view(placed, seat));
    expect(rolling(again.container)).toEqual([]);
    again.unmount();
    const next = placer(team2);
    rerender(view(team2, next));
    expect(rolling(container).length).toBeGreaterThan(0);
  });

  it('never block the next tap: a die takes it while the Stadium rolls', () => {
    document.documentElement.dataset.motion = 'off';
    const seat = decider(league2);
    const onAction = vi.fn();
    const { container } = render(view(league2, seat, onAction));
    expect(rolling(container).length).toBeGreaterThan(0);
    // The die picked up already offers its places: one is tapped while the dice tumble.
    const control = container.querySelector('[data-action]') as HTMLElement;
    fireEvent.click(control);
    expect(onAction).toHaveBeenCalledWith(JSON.parse(control.dataset.action ?? 'null'));
  });
});
