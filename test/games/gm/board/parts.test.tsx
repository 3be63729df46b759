// @vitest-environment happy-dom
/**
 * The GM board in parts, for two people at the tablet's edges: which decisions need a reveal
 * (privateDecision: only the draft) and keep a person's side open from pick to pick
 * (privateRound), the seat part (the decision alone: the hand in the draft, the dice and the
 * roster's slots after), the backs of a closed edge (as many as the hand holds, no face), and
 * the shared table (every GM, no control, the far person's own table turned to him and put
 * nearest him).
 */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gmModule } from '../../../../src/games/gm';
import { Board } from '../../../../src/games/gm/board/Board';
import { newGame, playUntil, propsFor, signer, state } from './table';

afterEach(cleanup);

const actionsIn = (root: Element) =>
  [...root.querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action')).sort();

describe('GM at the edges', () => {
  const choose = newGame(2);
  const draft = playUntil(newGame(2), (s) => s.phase === 'draft');
  const team = playUntil(newGame(2, 'arb'), (s) => s.phase === 'team', signer);

  it('only the Free Agency Draft needs a reveal, and its picks are one round', () => {
    for (const [g, phase] of [
      [choose, 'choose'],
      [draft, 'draft'],
      [team, 'team'],
    ] as const) {
      const s = state(g);
      expect(s.phase).toBe(phase);
      expect(gmModule.privateDecision?.(s, 0)).toBe(phase === 'draft');
      expect(gmModule.privateRound?.(s, 0)).toBe(phase === 'draft');
    }
  });

  it('the seat part in the draft is the hand with its Sign and Decline, and nothing else', () => {
    const s = state(draft);
    const props = propsFor(draft, 0, vi.fn());
    const { container } = render(<Board {...props} part="seat" />);
    const cards = [...container.querySelectorAll('[data-zone="hand"] [data-card]')].map((c) =>
      c.getAttribute('data-card'),
    );
    expect(cards).toEqual(s.gms[0]?.hand.cards);
    expect(actionsIn(container)).toEqual(props.actions.map((a) => JSON.stringify(a)).sort());
    expect(container.querySelector('.gm-league, .gm-board')).toBeNull();
  });

  it('a closed edge shows the hand face down: a back per card, no card', () => {
    const s = state(draft);
    const { container } = render(<Board {...propsFor(draft, 0, vi.fn())} part="backs" />);
    expect(container.querySelectorAll('.gm-back')).toHaveLength(s.gms[0]?.hand.cards.length ?? -1);
    expect(container.querySelector('[data-card]')).toBeNull();
    for (const c of s.gms[0]?.hand.cards ?? []) expect(container.innerHTML).not.toContain(c);
    cleanup();
    // Out of the draft nothing is private: no backs.
    const after = render(<Board {...propsFor(team, 0, vi.fn())} part="backs" />);
    expect(after.container.querySelector('.gm-back')).toBeNull();
  });

  it('in the Team Dice the seat part offers every placement the whole board does', () => {
    const seat = gmModule.prompts(state(team))[0]?.seat ?? 0;
    const props = propsFor(team, seat, vi.fn());
    const whole = render(<Board {...props} />);
    const all = actionsIn(whole.container);
    cleanup();
    const { container } = render(<Board {...props} part="seat" />);
    expect(all.length).toBeGreaterThan(0);
    expect(actionsIn(container)).toEqual(all);
    expect(container.querySelector('.gm-own__roster')).not.toBeNull();
  });

  it("the table part shows every GM's table, no control, the far person's first and turned", () => {
    const props = propsFor(team, null, vi.fn());
    const { container } = render(<Board {...props} part="table" far={[1]} />);
    expect(actionsIn(container)).toEqual([]);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    const tables = [...container.querySelectorAll('.gm-rival')];
    expect(tables).toHaveLength(2);
    expect(tables[0]?.classList.contains('gm-rival--far')).toBe(true);
    expect(tables[0]?.querySelector('.gm-table')?.getAttribute('data-gm')).toBe('1');
    expect(tables[1]?.classList.contains('gm-rival--far')).toBe(false);
  });
});
