// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../../src/engine/session';
import { lordsModule, type LordsAction } from '../../../../src/games/lords';
import { actionCard } from '../../../../src/games/lords/content/deck';
import { EXTRA_INNINGS_CARDS } from '../../../../src/games/lords/content/expansions';
import { Board } from '../../../../src/games/lords/board/Board';
import { newGame, playUntil, prompted, propsFor, state, type Game } from './table';
import type { Teams } from '../fixtures/teams';

// The cases here are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../../src/games/lords/content/teams', async (load) =>
  (await import('../fixtures/teams')).firstCards(await load<Teams>()),
);

afterEach(cleanup);

/** The actions carried by the rendered controls. */
const shown = (root: Element): LordsAction[] =>
  [...root.querySelectorAll('[data-action]')].map(
    (b) => JSON.parse(b.getAttribute('data-action') ?? '{}') as LordsAction,
  );

const find = (root: Element, pick: (a: LordsAction) => boolean) =>
  [...root.querySelectorAll('[data-action]')].find((b) =>
    pick(JSON.parse(b.getAttribute('data-action') ?? '{}') as LordsAction),
  );

/** Renders `seat`'s board, clicks the control whose action passes `pick`, returns what was sent. */
function clickFor(g: Game, seat: number, pick: (a: LordsAction) => boolean) {
  const onAction = vi.fn();
  const props = propsFor(g, seat, onAction);
  const { container } = render(<Board {...props} />);
  // The rarer plays (Trade Chart, Cycle, promotions, Legends action) wait in the drawer.
  const drawer = container.querySelector('.lords-drawer__open');
  if (!find(container, pick) && drawer) fireEvent.click(drawer);
  const btn = find(container, pick);
  expect(btn, 'a control for the action').toBeDefined();
  fireEvent.click(btn as Element);
  expect(onAction).toHaveBeenCalledTimes(1);
  const sent = onAction.mock.calls[0]?.[0] as LordsAction;
  expect(props.actions).toContainEqual(sent);
  return { sent, container, props };
}

/** Every listed action of the holder's board is one of its legal actions. */
function onlyLegal(g: Game, seat: number) {
  const props = propsFor(g, seat, vi.fn());
  const { container } = render(<Board {...props} />);
  for (const a of shown(container)) {
    if (['offer', 'repay', 'accept', 'reject', 'withdraw'].includes(a.t)) continue;
    expect(props.actions).toContainEqual(a);
  }
  cleanup();
}

/** Action-card titles of the cards in other owners' hands that `seat` sees nowhere else. */
function hiddenTitles(g: Game, seat: number): string[] {
  const s = state(g);
  // Cards of the same design may be public (the discard pile) or the holder's own.
  const mine = new Set([...(s.owners[seat]?.hand.cards ?? []), ...s.discard.cards]);
  const theirs = s.owners.flatMap((o, k) => (k === seat ? [] : o.hand.cards));
  return [...new Set(theirs.filter((c) => !mine.has(c)))].flatMap((c) => {
    const card = actionCard(c);
    return card ? [card.inSeason.title, card.offSeason.title] : [];
  });
}

describe('the Lords board: setup', () => {
  const game = newGame(3);

  it('3.0: a team card, farm and manager stars, then one button sends a listed team action', () => {
    const seat = prompted(game);
    const { container } = render(<Board {...propsFor(game, seat, vi.fn())} />);
    const teams = container.querySelectorAll('.lords-team');
    expect(teams.length).toBeGreaterThan(3);
    cleanup();
    const { sent } = clickFor(game, seat, (a) => a.t === 'team');
    expect(sent.t).toBe('team');
  });

  it('3.4: before choosing, the mats are empty and the total of the choice is shown', () => {
    const seat = prompted(game);
    const { container } = render(<Board {...propsFor(game, seat, vi.fn())} />);
    // No organisation yet: the holder's own mat waits for his choice, a rival's says so.
    expect(container.querySelectorAll('.lords-grid')).toHaveLength(0);
    expect(container.querySelector('.lords-own .lords-mat')).toBeNull();
    fireEvent.click(container.querySelector('.lords-line') as Element);
    expect(container.textContent).toContain('No organisation yet');
    expect(container.querySelector('[data-testid="setup-total"]')?.textContent).toMatch(
      /^Total \$[\d,]+/,
    );
  });

  it('choosing another team card changes the action the button sends', () => {
    const seat = prompted(game);
    const onAction = vi.fn();
    const props = propsFor(game, seat, onAction);
    const { container } = render(<Board {...props} />);
    const last = [...container.querySelectorAll('.lords-team')].pop() as Element;
    fireEvent.click(last);
    const id = last.getAttribute('data-card');
    const btn = find(container, (a) => a.t === 'team') as Element;
    fireEvent.click(btn);
    const sent = onAction.mock.calls[0]?.[0] as LordsAction;
    expect(sent).toMatchObject({ t: 'team', team: id });
    expect(props.actions).toContainEqual(sent);
  });
});

describe('the Lords board: the season turn', () => {
  const game = playUntil(
    newGame(3, { hiddenMoney: true }),
    (s) => s.step === 'season' && s.window === null && s.cycle === null && s.cut === null,
  );
  const seat = prompted(game);

  it("2.3: shows the holder's hand only, never a card of another owner's hand", () => {
    const s = state(game);
    const { container } = render(<Board {...propsFor(game, seat, vi.fn())} />);
    const hands = container.querySelectorAll('[data-zone="hand"]');
    expect(hands).toHaveLength(1);
    const mine = s.owners[seat]?.hand.cards ?? [];
    expect(mine.length).toBeGreaterThan(0);
    expect(hands[0]?.querySelectorAll('[data-card]')).toHaveLength(mine.length);
    const titles = hiddenTitles(game, seat);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(container.textContent).not.toContain(t);
  });

  it('2.3.2: with hidden money, the others show a lock and the holder sees his own', () => {
    const s = state(game);
    const { container } = render(<Board {...propsFor(game, seat, vi.fn())} />);
    const checked: string[] = [];
    const check = (m: Element | null) => {
      expect(m).not.toBeNull();
      const k = Number(m?.getAttribute('data-seat'));
      checked.push(String(k));
      if (k === seat) {
        expect(m?.querySelector('[data-testid="money"]')?.textContent).toBe(
          `$${(s.owners[k]?.money.value ?? 0).toLocaleString('en-US')}`,
        );
      } else {
        expect(m?.querySelector('.lords-hidden-money')).not.toBeNull();
        expect(m?.querySelector('[data-testid="money"]')).toBeNull();
      }
    };
    // The holder's mat is open beside his decision; a rival's opens from his line.
    expect(container.querySelectorAll('.lords-mat')).toHaveLength(1);
    check(container.querySelector('.lords-mat'));
    for (const line of container.querySelectorAll('.lords-line')) {
      fireEvent.click(line);
      expect(line.getAttribute('aria-expanded')).toBe('true');
      check(container.querySelector('.lords-info .lords-mat'));
    }
    expect(checked.sort()).toEqual(['0', '1', '2']);
  });

  it('the table view (nobody holding) shows no hand, no control and no money', () => {
    const { container } = render(<Board {...propsFor(game, null, vi.fn())} />);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    expect(container.querySelector('[data-action]')).toBeNull();
    expect(container.querySelector('[data-testid="money"]')).toBeNull();
  });

  it('5.3: a card, then one of its plays: the control sends that listed action', () => {
    const onAction = vi.fn();
    const props = propsFor(game, seat, onAction);
    const { container } = render(<Board {...props} />);
    const playable = props.actions.find((a) => a.t === 'ops' || a.t === 'event');
    expect(playable).toBeDefined();
    const card = (playable as { card: string }).card;
    const face = container.querySelector(`[data-zone="hand"] [data-card="${card}"]`);
    fireEvent.click(face as Element);
    const plays = shown(container).filter(
      (a) => (a.t === 'ops' || a.t === 'event') && a.card === card,
    );
    const listed = props.actions.filter(
      (a) => (a.t === 'ops' || a.t === 'event') && a.card === card,
    );
    expect(plays).toEqual(expect.arrayContaining(listed));
    expect(plays).toHaveLength(listed.length);
    fireEvent.click(
      find(container, (a) => a.t === playable?.t && 'card' in a && a.card === card) as Element,
    );
    expect(props.actions).toContainEqual(onAction.mock.calls[0]?.[0]);
  });

  it('every control on the board sends one of the listed actions', () => {
    onlyLegal(game, seat);
  });

  it('a loan can be taken from the money bar', () => {
    const { sent } = clickFor(game, seat, (a) => a.t === 'loan');
    expect(sent).toMatchObject({ t: 'loan' });
  });
});

describe('the Lords board: the media window on a die roll', () => {
  const game = playUntil(newGame(3), (s) => s.window?.k === 'roll' && s.window.queue.length > 0);
  const seat = prompted(game);

  it('7.3: shows the die and offers media steps and letting it stand', () => {
    const props = propsFor(game, seat, vi.fn());
    const { container } = render(<Board {...props} />);
    const w = state(game).window;
    expect(container.querySelector('.lords-die')?.textContent).toBe(
      String(w?.k === 'roll' ? w.value : ''),
    );
    const acts = shown(container);
    expect(acts).toContainEqual({ t: 'respond' });
    for (const m of props.actions.filter((a) => a.t === 'media')) expect(acts).toContainEqual(m);
    cleanup();
    expect(clickFor(game, seat, (a) => a.t === 'respond').sent).toEqual({ t: 'respond' });
    cleanup();
    expect(props.actions).toContainEqual({ t: 'media', by: 1 });
    expect(clickFor(game, seat, (a) => a.t === 'media' && a.by === 1).sent).toEqual({
      t: 'media',
      by: 1,
    });
  });
});

describe('the Lords board: trades', () => {
  const game = playUntil(newGame(2), (s) => s.step === 'season' && s.window === null);
  const seat = prompted(game);

  it('5.7.1: the composer builds an offer of money for a Regular and sends it', () => {
    const onAction = vi.fn();
    const { container, getByText, getByLabelText } = render(
      <Board {...propsFor(game, seat, onAction)} />,
    );
    fireEvent.click(getByText('Trade'));
    const trade = container.querySelector('[data-testid="trade"]') as HTMLElement;
    expect(trade).not.toBeNull();
    const gives = trade.querySelectorAll('fieldset');
    fireEvent.click(gives[0]?.querySelector('[aria-label="Money +"]') as Element);
    fireEvent.click(gives[0]?.querySelector('[aria-label="Money +"]') as Element);
    fireEvent.click(gives[1]?.querySelector('[aria-label="Regulars +"]') as Element);
    void getByLabelText;
    fireEvent.click(find(trade, (a) => a.t === 'offer') as Element);
    expect(onAction).toHaveBeenCalledWith({
      t: 'offer',
      to: 1 - seat,
      give: { money: 1000, ml: {}, fs: {}, media: 0, picks: [] },
      get: { money: 0, ml: { reg: 1 }, fs: {}, media: 0, picks: [] },
      managers: false,
    });
  });

  it('the offer goes through the engine; the addressee accepts, refuses or counters it', () => {
    const offer: LordsAction = {
      t: 'offer',
      to: 1 - seat,
      give: { money: 1000, ml: {}, fs: {}, media: 0, picks: [] },
      get: { money: 0, ml: { reg: 1 }, fs: {}, media: 0, picks: [] },
      managers: false,
    };
    const g2 = dispatch(game, seat, offer);
    const id = state(g2).offers[0]?.id;
    expect(id).toBeDefined();
    const onAction = vi.fn();
    const { container, getByText } = render(<Board {...propsFor(g2, 1 - seat, onAction)} />);
    // The game waits on the addressee: his panel shows the terms, accept, refuse and counter.
    expect(lordsModule.prompts(state(g2))).toEqual([
      { seat: 1 - seat, kind: 'turn', msg: 'lords.prompt.offer', args: { seat } },
    ]);
    const li = container.querySelector('.lords-answer') as HTMLElement;
    expect(li.textContent).toContain('$1,000');
    expect(li.textContent).toContain('1 REG');
    expect(find(li, (a) => a.t === 'reject')).toBeDefined();
    fireEvent.click(find(li, (a) => a.t === 'accept') as Element);
    const accept = onAction.mock.calls[0]?.[0] as LordsAction;
    expect(accept).toEqual({ t: 'accept', offer: id });
    const done = dispatch(g2, 1 - seat, accept);
    const before = state(g2).owners;
    const after = state(done).owners;
    expect(after[seat]?.ml.reg).toBe((before[seat]?.ml.reg ?? 0) + 1);
    expect(state(done).offers).toHaveLength(0);
    fireEvent.click(getByText('Counter'));
    expect(container.querySelector('[data-testid="trade"]')).not.toBeNull();
  });

  it('2.5.3: a loan taken, then repaid from the money bar through the engine', () => {
    const s = state(game);
    const loan = lordsModule.actions(s, seat).find((a) => a.t === 'loan' && a.size === 5000);
    expect(loan).toBeDefined();
    const g2 = dispatch(game, seat, loan as LordsAction);
    const { sent } = (() => {
      const onAction = vi.fn();
      const { container } = render(<Board {...propsFor(g2, seat, onAction)} />);
      fireEvent.click(find(container, (a) => a.t === 'repay') as Element);
      return { sent: onAction.mock.calls[0]?.[0] as LordsAction };
    })();
    expect(sent).toEqual({ t: 'repay', slot: 'small', amount: 5000 });
    const g3 = dispatch(g2, seat, sent);
    expect(state(g3).owners[seat]?.loans.small).toBe(0);
  });
});

describe('the Lords board: the Cycle and cuts', () => {
  it('5.3.8: the drawn cards with discard, keep or play, each a listed action', () => {
    const g = playUntil(newGame(3), (s) => s.cycle !== null && s.window === null);
    const s = state(g);
    expect(s.cycle).not.toBeNull();
    const seat = prompted(g);
    const props = propsFor(g, seat, vi.fn());
    const { container } = render(<Board {...props} />);
    const drawn = container.querySelectorAll('[data-testid="cycle"] [data-card]');
    expect(drawn).toHaveLength(s.cycle?.cards.cards.length ?? 0);
    const plays = shown(container).filter((a) => a.t === 'cyclePlace' || a.t === 'cyclePlay');
    expect(plays.length).toBeGreaterThan(0);
    for (const a of plays) expect(props.actions).toContainEqual(a);
  });

  it('2.4.1: a cut offers each player type the rules allow', () => {
    const g = playUntil(newGame(3), (s) => s.cut !== null && s.window === null);
    const seat = prompted(g);
    const props = propsFor(g, seat, vi.fn());
    const { container } = render(<Board {...props} />);
    const cuts = shown(container).filter((a) => a.t === 'cut');
    expect(cuts).toEqual(props.actions.filter((a) => a.t === 'cut'));
    expect(cuts.length).toBeGreaterThan(0);
  });
});

describe('the Lords board: a whole game', () => {
  const over = playUntil(newGame(3), (s) => s.step === 'over');

  it('6.2.3: the year-end summary explains each part while media pairs are converted', () => {
    const g = playUntil(newGame(3), (s) => s.step === 'vpMedia');
    const seat = prompted(g);
    const { container } = render(<Board {...propsFor(g, seat, vi.fn())} />);
    const sum = container.querySelector('[data-testid="year-summary"]') as HTMLElement;
    expect(sum).not.toBeNull();
    for (const part of ['Wins', 'Stars', 'Standing', 'Depth', 'Cash'])
      expect(sum.textContent).toContain(part);
    const s = state(g);
    const first = sum.querySelector('tbody tr td');
    expect(first?.textContent).toBe(String(45 + (s.owners[0]?.seasonW ?? 0)));
    expect(shown(container).some((a) => a.t === 'convertMedia')).toBe(true);
  });

  it('9: the final summary shows each owner\u2019s bonuses and the VP totals of the outcome', () => {
    const s = state(over);
    expect(s.step).toBe('over');
    const { container } = render(<Board {...propsFor(over, 0, vi.fn())} />);
    const sum = container.querySelector('[data-testid="final-summary"]') as HTMLElement;
    const total = [...sum.querySelectorAll('.lords-summary__total td')].map((t) => t.textContent);
    expect(total).toEqual(lordsModule.outcome(s)?.scores.map(String));
    // Issue 27: "Final scores" once, the board's title; the summary has its own.
    const headings = [...container.querySelectorAll('h2, h3')].map((h) => h.textContent);
    expect(headings.filter((h) => h === 'Final scores')).toHaveLength(1);
    expect(headings).toContain('How the scores add up');
  });

  it('the upgrades screen lists star changes and the finish button', () => {
    const g = playUntil(newGame(3), (s) => s.step === 'upgrades' && s.window === null);
    const seat = prompted(g);
    onlyLegal(g, seat);
    const { sent } = clickFor(g, seat, (a) => a.t === 'doneUpgrades');
    expect(sent).toEqual({ t: 'doneUpgrades' });
  });
});

describe('the Lords board: Extra Innings (12.1)', () => {
  it('shows the card in play face up, with its rule, to every seat and to the table', () => {
    const g = newGame(2, { extraInnings: 'keep' }, 'ei');
    const id = state(g).extraInnings.cards[0] ?? '';
    const card = EXTRA_INNINGS_CARDS.find((c) => c.id === id);
    expect(card).toBeDefined();
    for (const seat of [0, 1, null]) {
      const { container } = render(<Board {...propsFor(g, seat, vi.fn())} />);
      const shownCard = container.querySelector('[data-testid="extra-innings"]');
      expect(shownCard?.textContent).toContain(card?.title ?? '-');
      expect(shownCard?.textContent).toContain(card?.text ?? '-');
      cleanup();
    }
  });
});

describe('the Lords board: the extended off-season (11.1)', () => {
  it('after his first off-season card the owner is offered Pass with the cards; passed owners are marked', () => {
    let g = newGame(3, { extendedOffSeason: true }, 'ext');
    const second = (s: ReturnType<typeof state>) =>
      s.step === 'offCards' && s.window === null && s.owners.every((o) => o.played > 0);
    g = playUntil(g, second);
    expect(second(state(g))).toBe(true);
    const seat = prompted(g);
    onlyLegal(g, seat);
    const props = propsFor(g, seat, vi.fn());
    const { container } = render(<Board {...props} />);
    expect(shown(container).some((a) => a.t === 'event')).toBe(true);
    expect(container.textContent).toContain('Play another off-season card, or pass');
    cleanup();
    const { sent } = clickFor(g, seat, (a) => a.t === 'pass');
    expect(sent).toEqual({ t: 'pass' });
    cleanup();
    g = dispatch(g, seat, sent);
    const { container: after } = render(<Board {...propsFor(g, prompted(g), vi.fn())} />);
    expect(after.textContent).toContain('Passed');
  });
});

describe('the Lords board: Legends and Superstars (12.2)', () => {
  it("shows each owner's Legends cards and offers their actions and OPS bonuses as listed", () => {
    let g = newGame(2, { legends: true }, 'legends');
    g = playUntil(g, (s) => s.step === 'season' && s.window === null && s.cycle === null);
    const seat = prompted(g);
    onlyLegal(g, seat);
    const props = propsFor(g, seat, vi.fn());
    const { container } = render(<Board {...props} />);
    // The holder's Legends on his mat; each rival's on his, opened from his line.
    let seen = container.querySelectorAll('[data-testid="legends"]').length;
    for (const line of container.querySelectorAll('.lords-line')) {
      fireEvent.click(line);
      seen += container.querySelectorAll('.lords-info [data-testid="legends"]').length;
    }
    expect(seen).toBe(state(g).owners.filter((o) => o.legends.cards.length > 0).length);
    const listed = props.actions.filter((a) => a.t === 'legend');
    expect(listed.length).toBeGreaterThan(0);
    fireEvent.click(container.querySelector('.lords-drawer__open') as Element);
    for (const a of listed) expect(shown(container)).toContainEqual(a);
    cleanup();
    const { sent } = clickFor(g, seat, (a) => a.t === 'legend');
    expect(sent.t).toBe('legend');
    cleanup();
    // The OPS bonus: once a card with such plays is chosen, each is offered with its card.
    const withBonus = props.actions.filter((a) => a.t === 'ops' && a.legend !== undefined);
    expect(withBonus.length).toBeGreaterThan(0);
    const card = withBonus[0]?.t === 'ops' ? withBonus[0].card : '';
    const onAction = vi.fn();
    const { container: again } = render(<Board {...propsFor(g, seat, onAction)} />);
    fireEvent.click(again.querySelector(`[data-zone="hand"] [data-card="${card}"]`) as Element);
    const offered = shown(again).filter((a) => a.t === 'ops' && a.legend !== undefined);
    const key = (a: LordsAction) => JSON.stringify(a, Object.keys(a).sort());
    expect(offered.map(key).sort()).toEqual(
      withBonus
        .filter((a) => a.t === 'ops' && a.card === card)
        .map(key)
        .sort(),
    );
    expect(again.querySelector('[data-testid="legend-ops"]')?.textContent).toMatch(/more OPS/);
  });
});
