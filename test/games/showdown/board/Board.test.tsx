// @vitest-environment happy-dom
import { fireEvent, render, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { showdownModule } from '../../../../src/games/showdown';
import { card, strat } from '../../../../src/games/showdown/content';
import { STRAT_EN } from '../../../../src/games/showdown/board/text';
import { Board } from '../../../../src/games/showdown/board/Board';
import type { ShowdownAction, ShowdownState } from '../../../../src/games/showdown/state';
import { Rules } from '../../../../src/games/showdown/rules-ref/Rules';
import { showdownUi } from '../../../../src/games/showdown/ui';
import { GAMES } from '../../../../src/games/registry';
import { dispatch } from '../../../../src/engine/session';
import { withCards } from '../../../../src/engine/zones';
import { newGame, playUntil, propsFor, reachableActions, sayFor, state } from './table';

const passing = (_s: ShowdownState, _m: number, acts: ShowdownAction[]) =>
  acts.find((a) => a.t === 'pass');

/** The first "before the pitch" window of the game: nobody has played a card yet. */
const before = playUntil(newGame(), (s) => s.phase === 'before', passing);
const prompted = (s: ShowdownState) => showdownModule.prompts(s)[0]?.seat ?? 0;

describe('the Showdown board at the advanced level', () => {
  it('offers advanced in meta.options', () => {
    const level = showdownModule.meta.options.find((o) => o.key === 'level');
    expect(level?.kind === 'choice' && level.choices.map((c) => c.value)).toContain('advanced');
    expect(state(before).cards).not.toBeNull();
  });

  it("shows the holder's hand as faces and never the other manager's cards", () => {
    const s = state(before);
    for (const seat of [0, 1]) {
      const { container, unmount } = render(<Board {...propsFor(before, seat, vi.fn())} />);
      const hand = container.querySelector('[data-zone="hand"]') as Element;
      expect(hand).not.toBeNull();
      const mine = s.cards?.[seat]?.hand.cards ?? [];
      expect(mine.length).toBeGreaterThan(0);
      for (const c of mine) expect(hand.querySelector(`[data-card="${c}"]`)).not.toBeNull();
      const theirs = s.cards?.[1 - seat];
      const secret = [...(theirs?.hand.cards ?? []), ...(theirs?.deck.cards ?? [])];
      expect(secret.length).toBeGreaterThan(0);
      for (const c of secret) expect(container.innerHTML).not.toContain(c);
      // The other hand is shown as backs with a count.
      expect(container.querySelectorAll('.sd-backs__card').length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('sends an object from the actions list when an action button is clicked', () => {
    // A "before the pitch" window where the manager deciding holds a card he may play.
    const g = playUntil(
      newGame(),
      (s) => s.phase === 'before' && showdownModule.actions(s, s.turn).length > 1,
      passing,
    );
    const seat = prompted(state(g));
    const onAction = vi.fn();
    const props = propsFor(g, seat, onAction);
    expect(props.actions.length).toBeGreaterThan(1);
    const { getByRole, container } = render(<Board {...props} />);
    const panel = getByRole('region', { name: 'Your move' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Pass' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(props.actions).toContain(onAction.mock.calls[0]?.[0]);
    // Every control sends the legal action it carries, and every legal action has one.
    const all = container.querySelectorAll('[data-action]');
    all.forEach((b, i) => {
      fireEvent.click(b);
      const sent = onAction.mock.calls[i + 1]?.[0] as ShowdownAction;
      expect(props.actions).toContain(sent);
      expect(JSON.parse(b.getAttribute('data-action') ?? '')).toEqual(sent);
    });
    const offered = new Set([...all].map((b) => b.getAttribute('data-action')));
    expect(offered).toEqual(new Set(props.actions.map((a) => JSON.stringify(a))));
  });

  it('plays a card from the hand with one tap; a long press reads it whole and plays nothing', () => {
    const g = playUntil(
      newGame(),
      (s) =>
        s.phase !== 'subs' &&
        showdownModule.actions(s, s.turn).some((a) => a.t === 'card' && a.b === undefined),
      passing,
    );
    const seat = state(g).turn;
    const onAction = vi.fn();
    const props = propsFor(g, seat, onAction);
    const play = props.actions.find((a) => a.t === 'card' && a.b === undefined);
    if (!play || play.t !== 'card') throw new Error('expected a card play');
    const { container, getByRole } = render(<Board {...props} />);
    const hand = container.querySelector('[data-zone="hand"]') as Element;
    const face = hand.querySelector(`button[data-card="${play.c}"]`) as Element;
    expect(JSON.parse(face.getAttribute('data-action') ?? '')).toEqual(play);
    // A right click (a long press on a touch screen) opens the card for reading.
    fireEvent.contextMenu(face);
    expect(onAction).not.toHaveBeenCalled();
    const reading = getByRole('dialog', { name: play.c });
    expect(reading.textContent).toContain(STRAT_EN.text(strat(play.c)));
    fireEvent.click(within(reading).getByRole('button', { name: 'Close' }));
    // One tap plays it.
    fireEvent.click(container.querySelector(`button[data-card="${play.c}"]`) as Element);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0]).toEqual(play);
  });

  it('shows the table view with no hand and no actions', () => {
    const { container } = render(<Board {...propsFor(before, null, vi.fn())} />);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    expect(container.querySelector('[data-action]')).toBeNull();
    const s = state(before);
    for (const c of s.cards?.flatMap((x) => [...x.hand.cards, ...x.deck.cards]) ?? [])
      expect(container.innerHTML).not.toContain(c);
  });

  it('draws the field, the line score and both cards of the at-bat', () => {
    const g = playUntil(newGame(), (s) => s.inning >= 3 && s.phase === 'on', passing);
    const s = state(g);
    const { container, getByRole } = render(<Board {...propsFor(g, s.turn, vi.fn())} />);
    const field = s.sides[s.half === 0 ? s.home : 1 - s.home]?.field ?? [];
    const svg = container.querySelector('.sd-field svg') as Element;
    expect(field).toHaveLength(8);
    for (const p of field) expect(svg.textContent).toContain(card(p).name);
    expect(getByRole('table', { name: 'Line score' })).not.toBeNull();
    const ab = s.ab;
    expect(ab?.result).not.toBeNull();
    expect(
      container.querySelector(`[data-card="${ab?.chart}"] .sd-chart__row--hit`),
    ).not.toBeNull();
    // The pitch's die is named by the face it lands on, even while it tumbles.
    const pitch = container.querySelector('.sd-die--pitch .sd-die__n');
    expect(pitch?.getAttribute('aria-label') ?? pitch?.textContent).toBe(
      ab?.pitch === null ? '—' : String(ab?.pitch),
    );
  });

  it('offers substitutions and a rules reference', () => {
    const g = playUntil(
      newGame(),
      (s) => s.phase === 'subs' && showdownModule.actions(s, s.turn).some((a) => a.t === 'pitcher'),
      passing,
    );
    const s = state(g);
    const props = propsFor(g, s.turn, vi.fn());
    const { getByRole } = render(<Board {...props} />);
    const group = getByRole('group', { name: 'Pitching changes' });
    expect(within(group).getAllByRole('button').length).toBe(
      props.actions.filter((a) => a.t !== 'pass').length,
    );
    const rules = render(<Rules say={sayFor} />);
    expect(rules.getByRole('heading', { name: 'The card windows of an at-bat' })).not.toBeNull();
  });

  it('loads its rules reference as a chunk of its own, never with the table', async () => {
    const entry = GAMES.find((g) => g.id === 'showdown');
    expect(await entry?.loadRules?.()).toBe(Rules);
    expect(showdownUi.Rules).toBeUndefined();
  });
});

describe('the Showdown board through whole games', () => {
  // Long: every control path of each sampled decision is tapped through (about a minute on a
  // busy machine).
  it(
    'renders every 13th position of random games for both seats and the table',
    { timeout: 240_000 },
    () => {
      for (const [options, seed] of [
        [{ level: 'advanced' }, 'whole-a'],
        [{ level: 'basic', home: '0' }, 'whole-b'],
      ] as const) {
        let g = newGame(options, seed);
        const rng = { n: 0 };
        const phases = new Set<string>();
        for (let i = 0; i < 3000; i++) {
          const s = state(g);
          if (i % 13 === 0 || s.phase === 'relief' || s.phase === 'over') {
            phases.add(s.phase);
            for (const seat of [0, 1, null]) {
              const { container, unmount } = render(<Board {...propsFor(g, seat, vi.fn())} />);
              const hand = container.querySelector('[data-zone="hand"]');
              expect(hand === null).toBe(seat === null || s.cards === null);
              // Every control sends a legal move, and every legal move is reachable through the
              // controls (a kind's tab, a change's steps).
              const legal = seat === null ? [] : showdownModule.actions(s, seat);
              const want = new Set(legal.map((a) => JSON.stringify(a)));
              for (const b of container.querySelectorAll('[data-action]'))
                expect(want.has(b.getAttribute('data-action') ?? '')).toBe(true);
              expect(reachableActions(container)).toEqual(want);
              unmount();
            }
          }
          const p = showdownModule.prompts(s)[0];
          if (!p) break;
          const acts = showdownModule.actions(s, p.seat);
          const a = acts[(rng.n = (rng.n * 31 + 17 + i) % 997) % acts.length] as ShowdownAction;
          g = dispatch(g, p.seat, a);
        }
        expect(phases.has('over')).toBe(true);
      }
    },
  );
});

describe('the Showdown board on one landscape screen (issue 23)', () => {
  it('folds the cards a big hand cannot play now to their name and kind; a playable card stays whole', () => {
    const g = playUntil(
      newGame(),
      (s) => s.phase === 'before' && showdownModule.actions(s, s.turn).length > 1,
      passing,
    );
    const s = state(g);
    const seat = prompted(s);
    const mine = s.cards?.[seat];
    if (!mine) throw new Error('the advanced game deals strategy cards');
    const big = [...mine.hand.cards, ...mine.deck.cards].slice(0, 9);
    const withHand = (cards: typeof big) => ({
      ...g,
      table: {
        ...g.table,
        g: {
          ...s,
          cards: s.cards?.map((c, i) =>
            i === seat ? { ...c, hand: withCards(c.hand, cards) } : c,
          ) as ShowdownState['cards'],
        },
      },
    });
    const folded = (cards: typeof big) => {
      const { container, unmount } = render(
        <Board {...propsFor(withHand(cards), seat, vi.fn())} />,
      );
      const faces = [...container.querySelectorAll('[data-zone="hand"] .sd-strat')];
      const out = faces.map((f) => ({
        card: f.querySelector('[data-card]')?.getAttribute('data-card'),
        playable: f.classList.contains('sd-strat--playable'),
        folded: f.classList.contains('sd-strat--folded'),
        label: f.querySelector('[data-card]')?.getAttribute('aria-label') ?? '',
      }));
      unmount();
      return out;
    };
    const nine = folded(big);
    expect(nine).toHaveLength(9);
    expect(nine.some((c) => c.playable)).toBe(true);
    expect(nine.some((c) => !c.playable)).toBe(true);
    for (const c of nine) expect(c.folded).toBe(!c.playable);
    // A folded card still reads whole to a screen reader, and on a long press.
    for (const c of nine) expect(c.label).toContain(STRAT_EN.text(strat(c.card ?? '')));
    const six = folded(big.slice(0, 6));
    expect(six.some((c) => c.folded)).toBe(false);
  });

  it('shows the last nine innings on the line score in extra innings, the runs and hits of all', () => {
    const g = playUntil(newGame(), (s) => s.inning === 2, passing);
    const s = state(g);
    const lines = [
      [0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 1],
      [0, 0, 0, 3, 0, 0, 0, 0, 0, 0],
    ];
    const extra = {
      ...g,
      table: {
        ...g.table,
        g: {
          ...s,
          inning: 11,
          sides: s.sides.map((d, i) => ({ ...d, line: lines[i] ?? [] })),
        } as ShowdownState,
      },
    };
    const { getByRole } = render(<Board {...propsFor(extra, null, vi.fn())} />);
    const score = getByRole('table', { name: 'Line score' });
    const heads = [...score.querySelectorAll('thead th.num')].map((th) => th.textContent);
    expect(heads).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11']);
    const rows = [...score.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td.num:not(.sd-score__total):not(.sd-score__hits)')].map(
        (td) => td.textContent,
      ),
    );
    const shown = lines.map((l) => Array.from({ length: 9 }, (_, k) => String(l[k + 2] ?? '')));
    expect(rows.map((r) => r.join(',')).sort()).toEqual(shown.map((r) => r.join(',')).sort());
  });
});
