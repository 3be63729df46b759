// @vitest-environment happy-dom
import { fireEvent, render, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../../../src/engine/session';
import { showdownModule } from '../../../../src/games/showdown';
import { Board } from '../../../../src/games/showdown/board/Board';
import { throwOutChance } from '../../../../src/games/showdown/rules/expert';
import { card } from '../../../../src/games/showdown/content';
import { isEmergency } from '../../../../src/games/showdown/content/emergency';
import type { ShowdownAction, ShowdownState } from '../../../../src/games/showdown/state';
import { newGame, playUntil, propsFor, reachableActions, state, type Game } from './table';

const EXPERT = { level: 'expert', home: '1', rotation: '1' };
const expert = (seed = 'expert') => newGame(EXPERT, seed);
const turnOf = (s: ShowdownState) => showdownModule.prompts(s)[0]?.seat ?? 0;
const fieldingOf = (s: ShowdownState) => (s.half === 0 ? s.home : 1 - s.home);
const batterOf = (s: ShowdownState) => {
  const off = s.sides[s.half === 0 ? 1 - s.home : s.home];
  return off?.order[off.up] as string;
};
/** Passes wherever it may, else the policy's random choice. */
const passing = (_s: ShowdownState, _m: number, acts: ShowdownAction[]) =>
  acts.find((a) => a.t === 'pass');

/** The first of these seeds' games that reached the state sought (not over). */
function firstOf(seeds: string[], play: (seed: string) => Game): Game {
  let g = play(seeds[0] as string);
  for (const seed of seeds.slice(1)) {
    if (state(g).phase !== 'over') break;
    g = play(seed);
  }
  return g;
}

function renderFor(g: Game) {
  const seat = turnOf(state(g));
  const onAction = vi.fn();
  const props = propsFor(g, seat, onAction);
  return { ...render(<Board {...props} />), onAction, props };
}

/** Shows one kind of change: its tab, when the window offers several kinds. */
function showKind(container: Element, kind: ShowdownAction['t']) {
  const tab = container.querySelector(`[data-kind-tab="${kind}"]`);
  if (tab) fireEvent.click(tab);
  expect(container.querySelector(`.sd-subs[data-kind="${kind}"]`)).not.toBeNull();
}

describe('the Showdown board at the expert level', () => {
  /** The prompt of whoever decides now. */
  const msgOf = (s: ShowdownState) => showdownModule.prompts(s)[0]?.msg;

  it('names the expert steps in the window bar, the call of the pass with the window, and adds hits to the line score', () => {
    const g = playUntil(
      expert(),
      (s) => s.sides.some((d) => d.hits > 0) && msgOf(s) === 'showdown.prompt.defenseCall',
    );
    const { container, getByRole } = renderFor(g);
    const steps = container.querySelector('.sd-window__steps')?.textContent ?? '';
    for (const w of ['Subs', 'Walk?', 'Bunt?', 'Extra bases', 'Throw']) expect(steps).toContain(w);
    // F7: the defense's pass in the substitution window is the walk decision (steps 1-2).
    const now = [...container.querySelectorAll('.sd-step--now')].map((e) => e.textContent);
    expect(now).toEqual(['Subs', 'Walk?']);
    const score = getByRole('table', { name: 'Line score' });
    expect(within(score).getByTitle('Hits').textContent).toBe('H');
    const hits = [...score.querySelectorAll('tbody td.sd-score__hits')].map((td) => td.textContent);
    const s = state(g);
    expect(hits).toEqual([1 - s.home, s.home].map((seat) => String(s.sides[seat]?.hits)));
  });

  it('F7: the defense’s pass buttons in the substitution window: pitch to him or walk him, big, with the at-bat note', () => {
    const g = playUntil(
      expert(),
      (s) => s.phase === 'subs' && s.inning > 1 && turnOf(s) === fieldingOf(s),
      passing,
    );
    expect(msgOf(state(g))).toBe('showdown.prompt.defenseCall');
    const { getByRole, onAction, props } = renderFor(g);
    const panel = getByRole('region', { name: 'Your move' });
    const call = within(panel).getByRole('group', { name: 'Intentional walk?' });
    expect(call.textContent).toContain(card(batterOf(state(g))).name);
    expect(call.textContent).toContain('On deck');
    fireEvent.click(within(call).getByRole('button', { name: 'Walk him intentionally' }));
    fireEvent.click(within(call).getByRole('button', { name: 'Pitch to him' }));
    expect(onAction.mock.calls.map((c) => c[0])).toEqual([{ t: 'ibb' }, { t: 'pass' }]);
    for (const [a] of onAction.mock.calls) expect(props.actions).toContainEqual(a);
    for (const b of within(call).getAllByRole('button')) expect(b.className).toContain('sd-big');
    // The plain pass button is gone: the two calls are the passes.
    expect(panel.querySelector('.sd-pass')).toBeNull();
  });

  it('F7: the call comes first and the changes stay folded to their tabs until one is tapped (one landscape screen)', () => {
    const g = playUntil(
      expert(),
      (s) =>
        msgOf(s) === 'showdown.prompt.defenseCall' &&
        showdownModule.actions(s, turnOf(s)).some((a) => a.t === 'replace'),
      passing,
    );
    const { getByRole, container } = renderFor(g);
    const panel = getByRole('region', { name: 'Your move' });
    const call = within(panel).getByRole('group', { name: 'Intentional walk?' });
    const tabs = within(panel).getByRole('group', { name: 'Kind of change' });
    expect(call.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('.sd-subs')).toBeNull();
    showKind(container, 'replace');
  });

  it('F7: the offense’s closing pass buttons: swing away or bunt', () => {
    const g = playUntil(expert(), (s) => msgOf(s) === 'showdown.prompt.offenseCall', passing);
    const { getByRole, onAction } = renderFor(g);
    const panel = getByRole('region', { name: 'Your move' });
    const call = within(panel).getByRole('group', { name: 'Sacrifice bunt?' });
    fireEvent.click(within(call).getByRole('button', { name: 'Bunt' }));
    fireEvent.click(within(call).getByRole('button', { name: 'Swing away' }));
    expect(onAction.mock.calls.map((c) => c[0])).toEqual([{ t: 'bunt' }, { t: 'pass' }]);
  });

  it('asks the offense to bunt or swing away when the window closed on the defense’s pass', () => {
    // The defense substitutes when it may, so the offense passes first and the defense closes.
    const subFirst = (s: ShowdownState, _m: number, acts: ShowdownAction[]) =>
      s.phase === 'subs' && turnOf(s) === fieldingOf(s) && s.passes === 0
        ? (acts.find((a) => a.t === 'replace') ?? acts.find((a) => a.t === 'pass'))
        : acts.find((a) => a.t === 'pass');
    const g = playUntil(expert(), (s) => s.phase === 'bunt', subFirst);
    expect(state(g).phase).toBe('bunt');
    const { getByRole, onAction } = renderFor(g);
    const panel = getByRole('region', { name: 'Your move' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Bunt' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Swing away' }));
    expect(onAction.mock.calls.map((c) => c[0])).toEqual([{ t: 'bunt' }, { t: 'pass' }]);
  });

  it('offers each send with its runners, target bases and the chance the throw beats them', () => {
    const g = playUntil(expert('send'), (s) => s.phase === 'send');
    const s = state(g);
    expect(s.phase).toBe('send');
    const { getByRole, onAction, props } = renderFor(g);
    const panel = getByRole('region', { name: 'Your move' });
    const sends = props.actions.filter((a) => a.t === 'send');
    expect(sends.length).toBeGreaterThan(0);
    for (const a of sends) {
      if (a.t !== 'send') continue;
      const b = a.b[a.b.length - 1] as number;
      const name = card(s.bases[b]?.p as string).name;
      const pct = `thrown out ${Math.round(throwOutChance(s, b) * 100)}%`;
      const target = b === 2 ? 'to home' : 'to third';
      const button = within(panel)
        .getAllByRole('button')
        .find((x) => x.textContent?.includes(name) && x.textContent.split(name).length === 2);
      expect(button?.textContent).toContain(target);
      expect(button?.textContent).toContain(pct);
    }
    fireEvent.click(within(panel).getByRole('button', { name: 'Hold the runners' }));
    expect(onAction).toHaveBeenLastCalledWith({ t: 'pass' });
  });

  it('lets the defense pick the runner the outfield throws at', () => {
    // The defense chooses only when two runners go: send as many as may go.
    const sendAll = (s: ShowdownState, _m: number, acts: ShowdownAction[]) =>
      s.phase === 'send'
        ? acts.reduce((a, b) =>
            b.t === 'send' && (a.t !== 'send' || b.b.length > a.b.length) ? b : a,
          )
        : undefined;
    const g = firstOf(['throw', 'x1', 'x2', 'x3'], (seed) =>
      playUntil(expert(seed), (s) => s.phase === 'throw', sendAll),
    );
    const s = state(g);
    expect(s.phase).toBe('throw');
    const { getByRole, onAction, props } = renderFor(g);
    const panel = getByRole('region', { name: 'Your move' });
    const buttons = within(panel).getAllByRole('button');
    const throws = props.actions.filter((a) => a.t === 'throw');
    expect(buttons).toHaveLength(throws.length);
    buttons.forEach((b, i) => {
      const a = throws[i];
      if (a?.t !== 'throw') throw new Error('a throw');
      expect(b.textContent).toContain(card(s.bases[a.b]?.p as string).name);
      expect(b.textContent).toContain(`thrown out ${Math.round(throwOutChance(s, a.b) * 100)}%`);
      fireEvent.click(b);
      expect(onAction).toHaveBeenLastCalledWith(a);
    });
  });

  it('says what happened after an intentional walk, while called and once carried out', () => {
    const walk = (_s: ShowdownState, _m: number, acts: ShowdownAction[]) =>
      acts.find((a) => a.t === 'ibb') ?? acts.find((a) => a.t === 'pass');
    const called = playUntil(expert(), (s) => s.ab?.call === 'ibb', walk);
    const name = card(batterOf(state(called))).name;
    const first = renderFor(called);
    expect(first.getByRole('status').textContent).toBe(
      `Intentional walk called: ${name} goes to first.`,
    );
    first.unmount();
    const done = playUntil(called, (s) => s.ab?.call !== 'ibb', passing);
    expect(state(done).last).toBeNull();
    const { container } = renderFor(done);
    const dice = container.querySelector('.sd-dice') as Element;
    expect(dice.textContent).toContain(`${name} was walked intentionally.`);
  });

  it('says a sacrifice bunt was laid down', () => {
    const bunt = (_s: ShowdownState, _m: number, acts: ShowdownAction[]) =>
      acts.find((a) => a.t === 'bunt') ?? acts.find((a) => a.t === 'pass');
    const called = playUntil(expert(), (s) => s.ab?.call === 'bunt', bunt);
    const name = card(batterOf(state(called))).name;
    const done = playUntil(called, (s) => s.ab?.call !== 'bunt', passing);
    const s = state(done);
    // The bunt may make the third out: the next half starts clean, with nothing to tell.
    if (s.outs === 0 && s.bases.every((r) => r === null)) return;
    const { container } = renderFor(done);
    expect(container.querySelector('.sd-dice')?.textContent).toContain(
      `${name} laid down a sacrifice bunt.`,
    );
  });
});

describe('expert substitutions and emergency players on the board', () => {
  /**
   * A subs window where the prompted manager has `kind` among the choices. Both managers stop
   * at every window, so the search walks them all (a skipped window is never seen).
   */
  const subsWith = (kind: ShowdownAction['t'], seed: string) =>
    firstOf([seed, 'x1', 'x2', 'x3'], (sd) =>
      playUntil(
        newGame({ ...EXPERT, stop0: 'every', stop1: 'every' }, sd),
        (s) => s.phase === 'subs' && showdownModule.actions(s, turnOf(s)).some((a) => a.t === kind),
        // Few substitutions, so the bench and bullpen last into the late innings.
        (s, _m, acts) =>
          s.phase === 'subs' && (s.passes + s.outs + s.inning) % 4 !== 0
            ? acts.find((a) => a.t === 'pass')
            : undefined,
      ),
    );

  it('groups pinch runners: the runner first, then who comes in', () => {
    const g = subsWith('runner', 'runner');
    const { getByRole, onAction, props, container } = renderFor(g);
    showKind(container, 'runner');
    const group = getByRole('group', { name: 'Pinch runners' });
    const runners = props.actions.filter((a) => a.t === 'runner');
    const bases = new Set(runners.map((a) => (a.t === 'runner' ? a.b : -1)));
    expect(within(group).getAllByRole('button')).toHaveLength(bases.size);
    fireEvent.click(within(group).getAllByRole('button')[0] as Element);
    expect(within(group).getByText('Who comes in?')).toBeTruthy();
    const ins = within(group)
      .getAllByRole('button')
      .filter((b) => b.textContent !== 'Change');
    fireEvent.click(ins[0] as Element);
    const sent = onAction.mock.calls[0]?.[0] as ShowdownAction;
    expect(sent.t).toBe('runner');
    expect(props.actions).toContainEqual(sent);
  });

  it('groups defensive replacements and double switches step by step', () => {
    const g = subsWith('switch', 'switch');
    const { getByRole, onAction, props, container } = renderFor(g);
    showKind(container, 'switch');
    const replace = props.actions.filter((a) => a.t === 'replace');
    const switches = props.actions.filter((a) => a.t === 'switch');
    expect(switches.length).toBeGreaterThan(0);
    const group = getByRole('group', { name: 'Double switches' });
    // Who comes out, then the pitcher coming in, then the fielder taking his place.
    const outs = new Set(switches.map((a) => (a.t === 'switch' ? a.out : '')));
    expect(within(group).getAllByRole('button')).toHaveLength(outs.size);
    expect(within(group).getByText('Who comes out?')).toBeTruthy();
    fireEvent.click(within(group).getAllByRole('button')[0] as Element);
    expect(within(group).getByText('Which pitcher comes in?')).toBeTruthy();
    const pick = () =>
      within(group)
        .getAllByRole('button')
        .filter((b) => b.textContent !== 'Change')[0] as Element;
    fireEvent.click(pick());
    expect(within(group).getByText('Who comes in?')).toBeTruthy();
    fireEvent.click(pick());
    const sent = onAction.mock.calls[0]?.[0] as ShowdownAction;
    expect(sent.t).toBe('switch');
    expect(props.actions).toContainEqual(sent);
    if (replace.length > 0) {
      showKind(container, 'replace');
      const r = getByRole('group', { name: 'Defensive replacements' });
      const outsR = new Set(replace.map((a) => (a.t === 'replace' ? a.out : '')));
      expect(within(r).getAllByRole('button')).toHaveLength(outsR.size);
    }
    // Every legal action is reachable through the tabs and the steps.
    expect(reachableActions(container)).toEqual(
      new Set(props.actions.map((a) => JSON.stringify(a))),
    );
  });

  it('marks emergency fielders on the field and on their cards', () => {
    const g = playUntil(expert('emergency'), (s) =>
      s.sides.some((d) => d.field.some(isEmergency) || d.order.some(isEmergency)),
    );
    const s = state(g);
    const side = s.sides.find((d) => d.field.some(isEmergency) || d.order.some(isEmergency));
    expect(side).toBeDefined();
    const fielding = s.half === 0 ? s.home : 1 - s.home;
    const { container, unmount } = render(<Board {...propsFor(g, null, vi.fn())} />);
    const em = s.sides[fielding]?.field.filter(isEmergency) ?? [];
    expect(container.querySelectorAll('.sd-field__fielder--emergency').length).toBe(em.length);
    for (const p of em)
      expect(container.querySelector('.sd-field')?.innerHTML).toContain(
        `${card(p).name} (emergency)`,
      );
    unmount();
    // An emergency fielder at the plate: his card says so and shows no chart to read.
    const atBat = playUntil(g, (x) => isEmergency(batterOf(x)) && x.phase !== 'over');
    if (!isEmergency(batterOf(state(atBat)))) return;
    const view = render(<Board {...propsFor(atBat, null, vi.fn())} />);
    const pcard = view.container.querySelector(`[data-card="${batterOf(state(atBat))}"]`);
    expect(pcard?.className).toContain('sd-pcard--emergency');
    expect(pcard?.textContent).toContain('Emergency');
    expect(pcard?.querySelector('.sd-chart')).toBeNull();
  });
});

it('plays an expert game through the engine to the end with the board rendered', () => {
  let g = expert('whole');
  for (let i = 0; i < 4000 && state(g).phase !== 'over'; i++) {
    const s = state(g);
    const seat = turnOf(s);
    if (i % 37 === 0) {
      const { unmount } = renderFor(g);
      unmount();
    }
    const acts = showdownModule.actions(s, seat);
    g = dispatch(g, seat, acts.find((a) => a.t === 'pass') ?? (acts[0] as ShowdownAction));
  }
  expect(state(g).phase).toBe('over');
  const { container } = render(<Board {...propsFor(g, null, vi.fn())} />);
  expect(container.querySelector('.sd-window__final')?.textContent).toMatch(/win, \d+-\d+\./);
});
