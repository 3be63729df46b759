// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../../src/engine/session';
import { gmModule } from '../../../../src/games/gm';
import type { GmAction, GmState } from '../../../../src/games/gm';
import { Board } from '../../../../src/games/gm/board/Board';
import { hiddenFrom, newGame, playUntil, propsFor, signer, state, type Game } from './table';

afterEach(cleanup);

/** The actions carried by the rendered controls. */
const shown = (root: Element): GmAction[] =>
  [...root.querySelectorAll('[data-action]')].map(
    (b) => JSON.parse(b.getAttribute('data-action') ?? '{}') as GmAction,
  );

/** Renders `seat`'s board and clicks the control sending an action that passes `pick`. */
function clickFor(g: Game, seat: number, pick: (a: GmAction) => boolean) {
  const onAction = vi.fn();
  const props = propsFor(g, seat, onAction);
  const { container } = render(<Board {...props} />);
  const btn = [...container.querySelectorAll('[data-action]')].find((b) =>
    pick(JSON.parse(b.getAttribute('data-action') ?? '{}') as GmAction),
  );
  expect(btn, 'a control for the action').toBeDefined();
  fireEvent.click(btn as Element);
  expect(onAction).toHaveBeenCalledTimes(1);
  const sent = onAction.mock.calls[0]?.[0] as GmAction;
  expect(props.actions).toContainEqual(sent);
  return { sent, container, props };
}

describe('the GM board: setup', () => {
  const game = newGame(3);

  it('Setup 2: offers both dealt cards, each button choosing that card as the Team', () => {
    const g = state(game).gms[0];
    const { container } = render(<Board {...propsFor(game, 0, vi.fn())} />);
    const choices = shown(container);
    expect(choices).toEqual(g?.offer.map((team) => ({ t: 'choose', team })));
    const { sent } = clickFor(game, 0, (a) => a.t === 'choose' && a.team === g?.offer[1]);
    expect(sent).toEqual({ t: 'choose', team: g?.offer[1] });
  });

  it('Setup: before a Team is chosen there is no budget yet, so no "Free $0M"', () => {
    const { container } = render(<Board {...propsFor(game, 0, vi.fn())} />);
    // Nothing to score yet (no budget, trophy or wins): the scoreboard waits for the Teams.
    expect(container.querySelector('.gm-board')).toBeNull();
    expect(container.textContent).not.toMatch(/\$0M/);
  });
});

describe('the GM board: the Free Agency Draft', () => {
  const game = playUntil(newGame(4), (s) => s.phase === 'draft');

  it("§1: shows the holder's five cards and no card of another GM's hand", () => {
    const s = state(game);
    const { container } = render(<Board {...propsFor(game, 1, vi.fn())} />);
    const hands = container.querySelectorAll('[data-zone="hand"]');
    expect(hands).toHaveLength(1);
    const mine = s.gms[1]?.hand.cards ?? [];
    expect(mine).toHaveLength(5);
    for (const c of mine) expect(hands[0]?.querySelector(`[data-card="${c}"]`)).not.toBeNull();
    const hidden = hiddenFrom(s, 1);
    expect(hidden.length).toBeGreaterThan(15);
    for (const c of hidden) expect(container.innerHTML).not.toContain(`"${c}"`);
    for (const c of hidden) expect(container.querySelector(`[data-card="${c}"]`)).toBeNull();
  });

  it('§1 Sign or Decline: each button sends that listed action', () => {
    const signed = clickFor(game, 2, (a) => a.t === 'sign').sent;
    expect(signed.t).toBe('sign');
    cleanup();
    const declined = clickFor(game, 2, (a) => a.t === 'decline').sent;
    expect(declined.t).toBe('decline');
  });

  it('the table view (nobody holding) shows no hand and no hidden card', () => {
    const s = state(game);
    const { container } = render(<Board {...propsFor(game, null, vi.fn())} />);
    expect(container.querySelector('[data-zone="hand"]')).toBeNull();
    expect(container.querySelector('[data-action]')).toBeNull();
    for (const c of hiddenFrom(s, null)) expect(container.innerHTML).not.toContain(`"${c}"`);
  });

  it('after choosing, the holder sees the face-down pick as theirs and waits', () => {
    const s0 = state(game);
    const a = gmModule.actions(s0, 0).find((x) => x.t === 'sign');
    if (!a || a.t !== 'sign') throw new Error('expected a sign');
    const g = playUntil(
      game,
      (s) => s.done[0] === true,
      (_s, seat, acts) => (seat === 0 ? a : acts[0]),
    );
    const { container, getByText } = render(<Board {...propsFor(g, 0, vi.fn())} />);
    expect(getByText(/You sign .* when everyone has chosen/)).toBeTruthy();
    expect(shown(container)).toEqual([]);
    // Another GM sees neither the card nor whether it was a sign.
    cleanup();
    const other = render(<Board {...propsFor(g, 1, vi.fn())} />);
    expect(other.container.innerHTML).not.toContain(`"${a.c}"`);
    expect(other.container.textContent).not.toMatch(/You sign/);
  });
});

describe('the GM board: dice', () => {
  const team = playUntil(newGame(2), (s) => s.phase === 'team', signer);

  it('§2 Team Dice: pick a die, then a dashed slot; sends a listed placement', () => {
    const s = state(team);
    const seat = s.gms.findIndex((g) => g.pool.length > 0);
    expect(seat).toBeGreaterThanOrEqual(0);
    const onAction = vi.fn();
    const props = propsFor(team, seat, onAction);
    const { container } = render(<Board {...props} />);
    const dice = container.querySelectorAll('.gm-dice--pool button.gm-die-btn');
    expect(dice.length).toBe(s.gms[seat]?.pool.length);
    // Select the last die: every target then places that face.
    fireEvent.click(dice[dice.length - 1] as Element);
    const face = s.gms[seat]?.pool[dice.length - 1];
    const targets = shown(container);
    expect(targets.length).toBeGreaterThan(0);
    for (const a of targets) {
      expect(props.actions).toContainEqual(a);
      expect(a).toMatchObject({ t: 'place', face });
    }
    fireEvent.click(container.querySelector('.gm-slot--target') as Element);
    expect(props.actions).toContainEqual(onAction.mock.calls[0]?.[0]);
  });

  it('§3 League Dice Draft: the picker takes a die from the Stadium', () => {
    const g = playUntil(team, (s) => s.phase === 'league', signer);
    const s = state(g);
    expect(s.phase).toBe('league');
    const { sent, container } = clickFor(g, s.picker, (a) => a.t === 'draft' || a.t === 'burn');
    expect(['draft', 'burn']).toContain(sent.t);
    expect(container.querySelector('.gm-dice--tray')).not.toBeNull();
    cleanup();
    // Another GM sees the Stadium but may not take from it.
    const other = render(<Board {...propsFor(g, 1 - s.picker, vi.fn())} />);
    expect(other.container.querySelector('.gm-dice--tray')).not.toBeNull();
    expect(shown(other.container).filter((a) => a.t === 'draft' || a.t === 'burn')).toEqual([]);
  });

  it('Manager Cards: a held die moves to a player; before scoring, Ready is sent', () => {
    // Hold every Team die on the Manager when possible, so moves are offered later.
    const hold = (_s: unknown, _seat: number, acts: GmAction[]) =>
      acts.find((a) => a.t === 'sign') ??
      acts.find((a) => a.t === 'place' && a.card === -1) ??
      acts.find((a) => a.t === 'place' || a.t === 'draft' || a.t === 'burn' || a.t === 'ready');
    const g = playUntil(
      newGame(2, 'held'),
      (s) => s.gms.some((x, m) => gmModule.actions(s, m).some((a) => a.t === 'move')),
      hold,
    );
    const s = state(g);
    const seat = [0, 1].find((m) => gmModule.actions(s, m).some((a) => a.t === 'move')) ?? -1;
    expect(seat).toBeGreaterThanOrEqual(0);
    const onAction = vi.fn();
    const props = propsFor(g, seat, onAction);
    const { container } = render(<Board {...props} />);
    const held = container.querySelector('[aria-label="Held dice"] button.gm-die-btn');
    expect(held).not.toBeNull();
    fireEvent.click(held as Element);
    expect(held?.getAttribute('aria-pressed')).toBe('true');
    const moves = shown(container).filter((a) => a.t === 'move');
    expect(moves.length).toBeGreaterThan(0);
    for (const a of moves) expect(props.actions).toContainEqual(a);
    fireEvent.click(
      container.querySelector(`[data-action='${JSON.stringify(moves[0])}']`) as Element,
    );
    expect(onAction.mock.calls[0]?.[0]).toEqual(moves[0]);
  });

  it('before scoring: the Ready button sends ready', () => {
    // Hold dice on the Manager and never move them, so the step before scoring comes.
    const hold = (_s: unknown, _seat: number, acts: GmAction[]) =>
      acts.find((a) => a.t === 'sign') ??
      acts.find((a) => a.t === 'place' && a.card === -1) ??
      acts.find((a) => a.t !== 'move');
    const g = playUntil(newGame(2, 'held'), (s) => s.phase === 'final', hold);
    const s = state(g);
    expect(s.phase).toBe('final');
    const seat = s.done.findIndex((d) => !d);
    const { sent } = clickFor(g, seat, (a) => a.t === 'ready');
    expect(sent).toEqual({ t: 'ready' });
  });
});

describe('the GM board: scoring and Arbitration', () => {
  const arb = playUntil(newGame(2, 'arb'), (s) => s.phase === 'arb', signer);

  it("§4: after scoring, the champion and each GM's season wins; the cards keep the season's lines", () => {
    const s = state(arb);
    expect(s.phase).toBe('arb');
    const { container } = render(<Board {...propsFor(arb, 0, vi.fn())} />);
    const result = container.querySelector('.gm-result');
    expect(result?.textContent).toMatch(/wins season 1|dead heat/);
    const wins = [...container.querySelectorAll('.gm-board__wins')].map((w) => w.textContent);
    expect(wins).toEqual(s.last?.wins.map((n) => `${n} win${n === 1 ? '' : 's'} in season 1`));
    // The dice went back to the supply, but each card still shows what it earned in the season
    // just scored: that is what a GM weighs when deciding whom to keep (§5 Arbitration).
    const mine = s.last?.lines[0] ?? [];
    const roster = s.gms[0]?.roster.cards ?? [];
    // (An open slot shows as the slot itself: no line at the holder's own decision.)
    const expected = roster.filter((c) => mine.some((l) => l.src === c.id && l.why !== 'empty'));
    expect(expected.length).toBeGreaterThan(0);
    const shown = container.querySelectorAll('.gm-own .gm-card__line');
    expect(shown.length).toBeGreaterThanOrEqual(expected.length);
    // The rival's table says what its season came to.
    const rival = (s.last?.lines[1] ?? []).reduce((n, l) => n + l.wins, 0);
    expect(container.querySelector('.gm-table[data-gm="1"] .gm-total')?.textContent).toBe(
      `Season 1 scored ${rival} win${rival === 1 ? '' : 's'}`,
    );
  });

  it('§4 while dice are out: each card shows its line and the scoreboard the wins now', () => {
    const g = playUntil(newGame(2, 'arb'), (s) => s.phase === 'league', signer);
    const s = state(g);
    const live = gmModule.view(s, 0).live?.gms;
    const { container } = render(<Board {...propsFor(g, 0, vi.fn())} />);
    const wins = [...container.querySelectorAll('.gm-board__wins')].map((w) => w.textContent);
    expect(wins).toEqual(live?.map((l) => `${l.wins} win${l.wins === 1 ? '' : 's'} now`));
    // The rivals' tables give every card its line; the holder's own cards, at its decision,
    // the wins each earns or why it sits (an open slot shows as the open slot itself).
    const rivals = s.gms.reduce((n, x, m) => n + (m === 0 ? 0 : x.roster.cards.length), 0);
    expect(container.querySelectorAll('.gm-table .gm-card__line')).toHaveLength(rivals);
    const own = (live?.[0]?.lines ?? []).filter(
      (l) => s.gms[0]?.roster.cards.some((c) => c.id === l.src) && l.why !== 'empty',
    );
    expect(container.querySelectorAll('.gm-own .gm-card__line')).toHaveLength(own.length);
  });

  it('§4: the champion stays up until the first pick of the next draft is made', () => {
    const next = playUntil(arb, (s) => s.phase === 'draft', signer);
    expect(state(next).season).toBe(2);
    const first = render(<Board {...propsFor(next, 0, vi.fn())} />);
    expect(first.container.querySelector('.gm-result')?.textContent).toMatch(/season 1/i);
    cleanup();
    const after = playUntil(next, (s) => s.done.some((d) => d), signer);
    const { container } = render(<Board {...propsFor(after, 0, vi.fn())} />);
    expect(container.querySelector('.gm-result')).toBeNull();
  });

  it('§5: Keep and Release send the listed keep and cut', () => {
    const s = state(arb);
    const seat = [0, 1].find((m) => gmModule.actions(s, m).some((a) => a.t === 'keep')) ?? 0;
    const kept = clickFor(arb, seat, (a) => a.t === 'keep').sent;
    expect(kept.t).toBe('keep');
    cleanup();
    const cut = clickFor(arb, seat, (a) => a.t === 'cut').sent;
    expect(cut.t).toBe('cut');
  });

  it('§5, D13: under a Free Raise Manager the first Keep says it is free, the next ones cost $1M', () => {
    const s = state(arb);
    const seat = [0, 1].find((m) => gmModule.actions(s, m).some((a) => a.t === 'keep')) ?? 0;
    const withGm = (f: (g: GmState['gms'][number]) => GmState['gms'][number]): Game => ({
      ...arb,
      table: { ...arb.table, g: { ...s, gms: s.gms.map((g, m) => (m === seat ? f(g) : g)) } },
    });
    const keepLabels = (g: Game) => {
      const { container } = render(<Board {...propsFor(g, seat, vi.fn())} />);
      const out = [...container.querySelectorAll('.gm-own button')]
        .map((b) => b.textContent ?? '')
        .filter((t) => t.startsWith('Keep'));
      cleanup();
      return out;
    };
    const free = withGm((g) => ({ ...g, manager: 't04' }));
    expect(new Set(keepLabels(free))).toEqual(new Set(['Keep (free)']));
    const afterOne = withGm((g) => ({
      ...g,
      manager: 't04',
      roster: {
        ...g.roster,
        cards: g.roster.cards.map((c, i) => (i === 0 ? { ...c, kept: true } : c)),
      },
    }));
    expect(new Set(keepLabels(afterOne))).toEqual(new Set(['Keep (+$1M)']));
    const plain = withGm((g) => ({ ...g, manager: 't01' }));
    expect(new Set(keepLabels(plain))).toEqual(new Set(['Keep (+$1M)']));
  });
});

describe('the GM board: cards', () => {
  it("a tap on a rival's card name opens it whole; Close shuts it", () => {
    const g = playUntil(newGame(2, 'arb'), (s) => s.phase === 'team', signer);
    const s = state(g);
    const rival = s.gms[1]?.roster.cards[0];
    if (!rival) throw new Error('expected a signed player');
    const { container, getByRole, queryByRole } = render(<Board {...propsFor(g, 0, vi.fn())} />);
    const open = container.querySelector(`.gm-league [data-card="${rival.id}"] .gm-card__open`);
    expect(open).not.toBeNull();
    fireEvent.click(open as Element);
    const dialog = getByRole('dialog');
    expect(dialog.querySelector(`[data-card="${rival.id}"].gm-card--big`)).not.toBeNull();
    fireEvent.click(getByRole('button', { name: 'Close' }));
    expect(queryByRole('dialog')).toBeNull();
  });
});

describe('the GM board over a whole game', () => {
  it('every control sends a listed action, some control exists whenever a seat must act, and no hidden card shows', () => {
    let g = newGame(3, 'whole');
    let steps = 0;
    for (; steps < 3000 && state(g).phase !== 'over'; steps++) {
      const s = state(g);
      const p = gmModule.prompts(s)[0];
      if (!p) break;
      const acts = gmModule.actions(s, p.seat);
      if (steps % 3 === 0) {
        const { container, unmount } = render(<Board {...propsFor(g, p.seat, vi.fn())} />);
        const controls = shown(container);
        expect(controls.length).toBeGreaterThan(0);
        for (const a of controls) expect(acts).toContainEqual(a);
        const html = container.innerHTML;
        for (const c of hiddenFrom(s, p.seat)) expect(html).not.toContain(`"${c}"`);
        unmount();
      }
      g = dispatch(g, p.seat, signer(s, p.seat, acts) ?? (acts[steps % acts.length] as GmAction));
    }
    expect(state(g).phase).toBe('over');
    const { container } = render(<Board {...propsFor(g, 0, vi.fn())} />);
    expect(container.querySelector('.gm-result')?.textContent).toMatch(/establishes a dynasty/);
    expect(shown(container)).toEqual([]);
    // The deciding season's breakdown stays on the cards (its dice are gone, D26).
    const lines = state(g).final?.[0] ?? [];
    const players = lines.filter(
      (l) => !l.src.startsWith('bonus') && l.src !== 'manager' && l.why !== 'empty',
    );
    expect(container.querySelectorAll('.gm-own .gm-card__line')).toHaveLength(players.length);
  });
});
