// @vitest-environment happy-dom
/**
 * Motion on the Highlights board: runners run base to base, the played card slides to In
 * Play, the runs count up, a play's runs burst over the stadium. Each is skipped with reduced
 * motion, and none holds up the next decision: its controls are there and answer at once.
 */
import { fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../../src/engine/session';
import { highlightsModule } from '../../../../src/games/highlights';
import { Board } from '../../../../src/games/highlights/board/Board';
import { newGame, propsFor, state, type Game } from './table';

const animate = vi.fn();

beforeEach(() => {
  animate.mockClear();
  Object.defineProperty(Element.prototype, 'animate', { value: animate, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'animate');
  delete document.documentElement.dataset.motion;
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const el of document.querySelectorAll('.hl-fly')) el.remove();
});

/** The elements `animate` was called on, by class. */
const animated = () =>
  animate.mock.contexts.map((el) => (el as Element).getAttribute('class') ?? '');

/** The first move of a real game after which a side has more runs: the game before and after. */
function scoringPlay(): { before: Game; after: Game; side: number } {
  let g = newGame(2, {}, 'motion');
  for (let guard = 0; guard < 3000; guard++) {
    const s = state(g);
    const p = highlightsModule.prompts(s)[0];
    if (!p) break;
    const a = highlightsModule.actions(s, p.seat)[0];
    if (!a) break;
    const next = dispatch(g, p.seat, a);
    const t = state(next);
    const side = t.sides.findIndex((sd, i) => sd.runs > (s.sides[i]?.runs ?? 0));
    if (s.phase === 'play' && t.phase === 'play' && side >= 0)
      return { before: g, after: next, side };
    g = next;
  }
  throw new Error('no scoring play in the game');
}

/** The board for the seat who decides after the play, drawn before it and then after it. */
function drawPlay() {
  const { before, after, side } = scoringPlay();
  const seat = highlightsModule.prompts(state(after))[0]?.seat ?? 0;
  const onAction = vi.fn();
  const view = render(<Board {...propsFor(before, seat, onAction)} />);
  animate.mockClear();
  view.rerender(<Board {...propsFor(after, seat, onAction)} />);
  const stadium = view.container.querySelector(`.hl-stadium[data-side="${side}"]`) as HTMLElement;
  const runs = { before: state(before).sides[side]?.runs, after: state(after).sides[side]?.runs };
  return { ...view, stadium, runs, onAction };
}

/** Taps the first control of the decision: it must answer at once, mid-motion. */
function tapDecision(container: Element, onAction: ReturnType<typeof vi.fn>) {
  const control = container.querySelector('[data-action]') as HTMLElement;
  expect(control).not.toBeNull();
  expect(control.closest('[inert], [aria-disabled="true"]')).toBeNull();
  expect((control as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(control);
  expect(onAction).toHaveBeenCalledTimes(1);
}

describe('motion on the Highlights board', () => {
  it('with full motion: runners run, the card slides, runs count up and burst', () => {
    document.documentElement.dataset.motion = 'off';
    const { container, stadium, runs, onAction } = drawPlay();
    // Runners are moved by keyframes (the Web Animations API), base to base.
    expect(animated().some((c) => c.startsWith('hl-runner'))).toBe(true);
    const burst = stadium.querySelector('.hl-burst') as HTMLElement;
    expect(burst.getAttribute('aria-hidden')).toBe('true');
    expect(burst.style.pointerEvents).toBe('none');
    expect(burst.textContent).toContain(`+${(runs.after ?? 0) - (runs.before ?? 0)}`);
    // The counter starts from the old total; its name says the new one at once.
    const track = stadium.querySelector('.hl-track') as HTMLElement;
    expect(track.getAttribute('aria-label')).toContain(String(runs.after));
    expect(track.querySelector('.hl-track__big')?.textContent).toBe(String(runs.before));
    tapDecision(container, onAction);
  });

  it('with reduced motion: nothing animates, the end state shows at once', () => {
    document.documentElement.dataset.motion = 'on';
    const { container, stadium, runs, onAction } = drawPlay();
    expect(animate).not.toHaveBeenCalled();
    expect(stadium.querySelector('.hl-burst')).toBeNull();
    expect(stadium.querySelector('.hl-track__big')?.textContent).toBe(String(runs.after));
    // Only the runners on base are drawn: none scoring or fading.
    for (const r of container.querySelectorAll('.hl-runner'))
      expect(r.getAttribute('opacity')).toBeNull();
    tapDecision(container, onAction);
  });

  it('a card played from the hand at the edges flies to In Play over the page, never a target', () => {
    vi.useFakeTimers();
    document.documentElement.dataset.motion = 'off';
    const { before, after, seat, card } = handPlay();
    // The hand low at the near edge, the pile high on the table (happy-dom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.closest('[data-zone="hand"]')
        ? rect(100, 700, 120, 170)
        : rect(500, 100, 120, 60);
    });
    for (const far of [[], [seat]]) {
      animate.mockClear();
      const onAction = vi.fn();
      const view = render(drawEdges(before, seat, onAction, far));
      const inHand = view.container.querySelector(
        `[data-zone="hand"] [data-card="${card}"]`,
      ) as HTMLElement;
      fireEvent.click(inHand);
      expect(onAction).toHaveBeenCalledWith({ t: 'play', card });
      view.rerender(drawEdges(after, seat, onAction, far));
      const ghost = document.body.querySelector(':scope > .hl-fly') as HTMLElement;
      expect(ghost).not.toBeNull();
      // A picture only: hidden, no card id for anyone to read, and taps go through it.
      expect(ghost.getAttribute('aria-hidden')).toBe('true');
      expect(ghost.style.pointerEvents).toBe('none');
      expect(ghost.querySelector('[data-card]')).toBeNull();
      // From the hand card's middle to the pile's, turning for a person at the far edge.
      const k = animate.mock.contexts.indexOf(ghost);
      const [frames] = animate.mock.calls[k] as [Keyframe[]];
      expect(frames[0]?.transform).toContain('translate(-400px, 655px)');
      expect(frames[1]?.transform).toBe(far.length ? 'rotate(180deg)' : 'none');
      // The card in the pile shows as the copy lands; then the copy is gone.
      expect(animated()).toContain('hl-inplay__card');
      vi.advanceTimersByTime(250);
      expect(document.body.querySelector('.hl-fly')).toBeNull();
      view.unmount();
    }
  });

  it('with reduced motion the played card is in the pile at once, nothing flies', () => {
    document.documentElement.dataset.motion = 'on';
    const { before, after, seat, card } = handPlay();
    const onAction = vi.fn();
    const view = render(drawEdges(before, seat, onAction, []));
    fireEvent.click(
      view.container.querySelector(`[data-zone="hand"] [data-card="${card}"]`) as HTMLElement,
    );
    view.rerender(drawEdges(after, seat, onAction, []));
    expect(document.body.querySelector('.hl-fly')).toBeNull();
    expect(animate).not.toHaveBeenCalled();
    expect(
      view.container.querySelector(`[data-zone="inPlay"] [data-card="${card}"]`),
    ).not.toBeNull();
  });
});

const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    x: left,
    y: top,
    right: left + width,
    bottom: top + height,
  }) as DOMRect;

/** The first card a person plays from the hand in a real game: before, after, seat, card. */
function handPlay(): { before: Game; after: Game; seat: number; card: string } {
  let g = newGame(2, {}, 'motion');
  for (let guard = 0; guard < 3000; guard++) {
    const s = state(g);
    const p = highlightsModule.prompts(s)[0];
    if (!p) break;
    const acts = highlightsModule.actions(s, p.seat);
    const play = acts.find((a) => a.t === 'play');
    if (s.phase === 'play' && play?.t === 'play')
      return { before: g, after: dispatch(g, p.seat, play), seat: p.seat, card: play.card };
    const a = acts[0];
    if (!a) break;
    g = dispatch(g, p.seat, a);
  }
  throw new Error('no card played from a hand');
}

/** The table and the seat's own side drawn apart, as at the edges (`far`: seats turned). */
function drawEdges(g: Game, seat: number, onAction: () => void, far: number[]) {
  return (
    <>
      <Board {...propsFor(g, null, onAction)} part="table" far={far} />
      <Board {...propsFor(g, seat, onAction)} part="seat" />
    </>
  );
}
