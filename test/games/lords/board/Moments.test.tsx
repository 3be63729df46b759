// @vitest-environment happy-dom
/**
 * Issue 13 on the Lords board: the bid stepper's start and steps, the result moment after a
 * die's window closes, and the standing's place in the year-end summary.
 */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../../src/engine/session';
import { lordsModule, type LordsAction, type LordsView } from '../../../../src/games/lords';
import { Board } from '../../../../src/games/lords/board/Board';
import { resultKey } from '../../../../src/games/lords/board/Result';
import { yearParts } from '../../../../src/games/lords/board/vpParts';
import { newGame, NAMES, playUntil, prompted, propsFor, state } from './table';

afterEach(cleanup);

const bidOf = (root: Element) =>
  JSON.parse(
    root.querySelector('.lords-bid .button-primary')?.getAttribute('data-action') ?? '{}',
  ) as LordsAction;

describe('the bid stepper (LoB 6.2.4b, 8.2)', () => {
  const g = playUntil(newGame(3), (s) => s.step === 'promo');
  const seat = prompted(g);
  /** A free agency prompt for `seat` with bids listed up to `cash`, on the real view. */
  function bidding(cash: number, last?: number) {
    const props = propsFor(g, seat, vi.fn());
    const v = props.view;
    const lastBids = v.owners.map((_, k) => (k === seat && last !== undefined ? { ss: last } : {}));
    const view: LordsView = {
      ...v,
      step: 'freeAgency',
      window: null,
      freeAgents: [{ type: 'ss', from: (seat + 1) % 3, year: v.year }],
      lastBids,
    };
    const actions: LordsAction[] = [];
    for (let amount = 0; amount <= cash; amount += 500) actions.push({ t: 'bid', amount });
    const onAction = vi.fn();
    const r = render(<Board {...props} view={view} actions={actions} onAction={onAction} />);
    return { ...r, onAction };
  }
  const step = (root: Element, by: number) =>
    fireEvent.click(root.querySelector(`.lords-bid [data-by="${by}"]`) as Element);

  it('starts at the smallest bid above $0 and reaches $6,000 in six taps', () => {
    const { container, onAction } = bidding(15_000);
    expect(bidOf(container)).toEqual({ t: 'bid', amount: 500 });
    for (let i = 0; i < 5; i++) step(container, 1_000);
    step(container, 500);
    expect(bidOf(container)).toEqual({ t: 'bid', amount: 6_000 });
    fireEvent.click(container.querySelector('.lords-bid .button-primary') as Element);
    expect(onAction).toHaveBeenCalledWith({ t: 'bid', amount: 6_000 });
  });

  it("starts at the owner's last revealed bid for the same kind of player", () => {
    const { container } = bidding(15_000, 4_000);
    expect(bidOf(container)).toEqual({ t: 'bid', amount: 4_000 });
    step(container, -1_000);
    step(container, -500);
    expect(bidOf(container)).toEqual({ t: 'bid', amount: 2_500 });
  });

  it("stays within the owner's cash: the last bid above it starts at the cash, the steps up are off", () => {
    const { container } = bidding(3_000, 4_000);
    expect(bidOf(container)).toEqual({ t: 'bid', amount: 3_000 });
    for (const by of [500, 1_000])
      expect(
        (container.querySelector(`.lords-bid [data-by="${by}"]`) as HTMLButtonElement).disabled,
      ).toBe(true);
    step(container, -1_000);
    step(container, 1_000);
    expect(bidOf(container)).toEqual({ t: 'bid', amount: 3_000 });
    // No bid is always there.
    expect(container.querySelector('[data-action=\'{"t":"bid","amount":0}\']')).not.toBeNull();
  });

  it('a slider over the listed amounts in $500 steps; each step names where it leads', () => {
    const { container } = bidding(5_000);
    const slider = container.querySelector('.lords-bid input[type="range"]') as HTMLInputElement;
    expect([slider.min, slider.max, slider.step]).toEqual(['0', '5000', '500']);
    fireEvent.input(slider, { target: { value: '3500' } });
    expect(bidOf(container)).toEqual({ t: 'bid', amount: 3_500 });
    // The coach points at the step that brings the bid nearest its goal.
    const goals = (by: number) =>
      container
        .querySelector(`.lords-bid [data-by="${by}"]`)
        ?.getAttribute('data-goal')
        ?.split(' ');
    expect(goals(1_000)).toContain('5000');
    expect(goals(500)).toContain('4000');
    expect(goals(-500)).toContain('3000');
    expect(goals(-1_000)).toContain('500');
  });
});

describe('the result moment after a die roll (issue 13)', () => {
  // A roll window, then its media spent and everyone letting it stand until it closes.
  const open = playUntil(newGame(3), (s) => s.window?.k === 'roll' && s.window.queue.length > 0);
  function closeIt() {
    let g = open;
    const w0 = state(open).window;
    const id = w0?.k === 'roll' ? w0.id : -1;
    let spent = false;
    for (let i = 0; i < 20; i++) {
      const w = state(g).window;
      if (w?.k !== 'roll' || w.id !== id) break;
      const seat = prompted(g);
      const acts = lordsModule.actions(state(g), seat);
      const media = acts.find((a) => a.t === 'media' && a.by === 1);
      if (media && !spent) {
        spent = true;
        g = dispatch(g, seat, media);
      } else g = dispatch(g, seat, { t: 'respond' });
    }
    return { g, id, spent };
  }

  it('the view carries the closed roll: roller, die, the media that changed it and what it decided', () => {
    const { g, id, spent } = closeIt();
    const r = state(g).closedRolls?.find((x) => x.id === id);
    expect(r).toBeDefined();
    expect(r?.said.length).toBeGreaterThan(0);
    if (spent) expect(r?.changes.some((c) => c.k === 'media' && c.by === 1)).toBe(true);
    // The table's view holds it too (public).
    expect(lordsModule.view(state(g), null).closedRolls?.some((x) => x.id === id)).toBe(true);
  });

  it('the board shows it until its holder decides, and not while a roll window is open', () => {
    const { g, id } = closeIt();
    const s = state(g);
    const r = s.closedRolls?.find((x) => x.id === id);
    const seat = prompted(g);
    const props = propsFor(g, seat, vi.fn());
    const { container } = render(<Board {...props} />);
    const box = container.querySelector('[data-testid="roll-result"]');
    if (s.window?.k === 'roll') {
      expect(box).toBeNull();
      return;
    }
    expect(box).not.toBeNull();
    const text = box?.textContent ?? '';
    expect(text).toContain(NAMES[r?.roller ?? 0]);
    for (const l of r?.said ?? []) expect(text).toContain(props.say(l.msg, l.args));
    // The holder's next decision clears it from his board.
    const btn = container.querySelector('.lords-decision [data-action]') as Element;
    fireEvent.click(btn);
    expect(container.querySelector('[data-testid="roll-result"]')).toBeNull();
  });

  it('across the table, the shared part shows it until the table moves on to another decision', () => {
    const { g } = closeIt();
    if (state(g).window?.k === 'roll') return;
    const props = { ...propsFor(g, null, vi.fn()), part: 'table' as const };
    const { container, rerender } = render(<Board {...props} />);
    const box = () => container.querySelector('[data-testid="roll-result"]');
    expect(box()).not.toBeNull();
    // The same prompts (a re-render, a view of the same moment): it stays.
    rerender(<Board {...props} />);
    expect(box()).not.toBeNull();
    // Someone decided and the game waits on another decision, the closed rolls unchanged.
    const later = playUntil(
      g,
      (s) =>
        s.window === null &&
        resultKey(lordsModule.view(s, null)) === resultKey(props.view) &&
        JSON.stringify(lordsModule.prompts(s)) !== JSON.stringify(props.prompts),
    );
    const moved = { ...propsFor(later, null, vi.fn()), part: 'table' as const };
    expect(moved.prompts).not.toEqual(props.prompts);
    rerender(<Board {...moved} />);
    expect(box()).toBeNull();
  });

  it('an action that closes no roll keeps the last result; one that closes rolls replaces it', () => {
    const { g, id } = closeIt();
    const before = state(g).closedRolls;
    expect(before?.some((x) => x.id === id)).toBe(true);
    const next = playUntil(g, (s) => s.closedRolls !== before);
    const after = state(next).closedRolls ?? [];
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((x) => x.id > id)).toBe(true);
  });
});

describe('the standing in the year-end summary (LoB 6.2.3, A8)', () => {
  const g = playUntil(newGame(4), (s) => s.step === 'vpMedia');
  const v = lordsModule.view(state(g), null);
  const withWins = (w: number[], winner: number | null): LordsView => ({
    ...v,
    pennantWinner: winner,
    owners: v.owners.map((o, k) => ({ ...o, seasonW: w[k] ?? 0 })),
  });

  it('shows each place; owners level on wins share it, and a roll-off at scoring decides', () => {
    const ranks = yearParts(withWins([5, 3, 3, 1], 0)).map((p) => p.rank);
    expect(ranks.map((r) => r.place)).toEqual([1, 2, 2, 4]);
    expect(ranks.map((r) => r.note)).toEqual([undefined, 'tied', 'tied', undefined]);
    expect(ranks[0]?.vp).toBe(5);
    expect(ranks[3]?.vp).toBe(0);
  });

  it('the board writes the place beside its VP, and the roll-off beside a shared place', () => {
    const props = propsFor(g, null, vi.fn());
    const { container } = render(<Board {...props} view={withWins([5, 3, 3, 1], 0)} />);
    const cells = [...container.querySelectorAll('[data-testid="year-summary"] td[data-place]')];
    const texts = cells.map((c) => c.textContent ?? '');
    expect(texts[0]).toBe('1st 5 VP');
    expect(texts[1]).toContain('tied 2nd');
    expect(texts[1]).toContain('roll-off');
    expect(texts[3]).toBe('4th 0 VP');
    expect(texts.join(' ')).not.toContain('tie rolled off');
  });

  it('option split: level owners share the place and its VP, rounded down; no roll-off', () => {
    const split = { ...withWins([5, 3, 3, 1], 0), opts: { ...v.opts, standingTies: 'split' } };
    const ranks = yearParts(split as LordsView).map((p) => p.rank);
    expect(ranks.map((r) => r.place)).toEqual([1, 2, 2, 4]);
    // 2nd and 3rd with a pennant winner: 3 + 1 VP shared, 2 each.
    expect(ranks.map((r) => r.vp)).toEqual([5, 2, 2, 0]);
    expect(ranks.map((r) => r.note)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('the roll-offs of tied owners by name (LoB 7.3, 6.2.1.1 NOTE, 6.2.4b, 8.2)', () => {
  const g = playUntil(newGame(4), (s) => s.step === 'vpMedia');
  const props = propsFor(g, null, vi.fn());
  const rolls = [
    ['standingTie', 'Standing roll-off'],
    ['bidTie', 'Bid tie roll-off'],
    ['claimTie', 'Phenom bonus tie roll-off'],
  ] as const;

  for (const [k, word] of rolls) {
    it(`${k}: the open window and the result moment say "${word}"`, () => {
      const purpose = { k, ranked: [[1, 2]], rolls: [] };
      const window = { k: 'roll' as const, id: 900, purpose, roller: 1, natural: 4, value: 4 };
      const open: LordsView = {
        ...props.view,
        window: { ...window, queue: [2], lockedTo: null, mediaBy: 'all' },
      };
      const a = render(<Board {...props} view={open} />);
      // The die names whose roll it is: in a roll-off the table must know.
      expect(a.container.querySelector('.lords-rollface')?.textContent).toContain(
        `${word}: ${NAMES[1]}`,
      );
      cleanup();
      const closed: LordsView = {
        ...props.view,
        window: null,
        closedRolls: [{ ...window, purpose: k, changes: [], said: [] }],
      };
      const b = render(<Board {...props} view={closed} />);
      expect(b.container.querySelector('[data-testid="roll-result"]')?.textContent).toContain(word);
    });
  }
});

describe('the standing once the year is scored (LoB 6.2.3, A8)', () => {
  const g = playUntil(newGame(4), (s) => s.standing !== undefined);
  const s = state(g);

  it('the rules record each place; a roll-off is marked only among owners level on wins', () => {
    const st = s.standing;
    expect(st?.year).toBe(s.year);
    expect([...(st?.places ?? [])].sort()).toEqual([1, 2, 3, 4]);
    const wins = s.owners.map((o) => o.seasonW);
    s.owners.forEach((_, k) => {
      const level = wins.some((w, j) => j !== k && j !== s.pennantWinner && w === wins[k]);
      expect(st?.rolledOff[k]).toBe(k !== s.pennantWinner && level);
      if (k === s.pennantWinner) expect(st?.places[k]).toBe(1);
    });
  });

  it('the main board shows the place beside the VP, and "by roll-off" where one decided it', () => {
    expect(s.step).toBe('retirement');
    const props = propsFor(g, null, vi.fn());
    const view: LordsView = {
      ...props.view,
      standing: { year: s.year, places: [1, 2, 3, 4], rolledOff: [false, true, true, false] },
    };
    const { container } = render(<Board {...props} view={view} />);
    const tags = [...container.querySelectorAll('.lords-vp [data-place]')].map(
      (t) => t.textContent,
    );
    expect(tags).toEqual(['1st', '2nd · by roll-off', '3rd · by roll-off', '4th']);
  });
});
