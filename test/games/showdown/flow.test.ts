/**
 * The flow (docs/games/showdown.md, "The flow"; §COMPLETE AT-BAT SEQUENCE): a window skips
 * a manager who may only pass there, unless he asked to stop at every window (option
 * `stop<seat>`); a person playing a bot is asked at most about once an at-bat.
 */
import { describe, expect, it } from 'vitest';
import { showdownModule as sd } from '../../../src/games/showdown';
import { skipIdle } from '../../../src/games/showdown/rules/apply';
import { hasDecision, idle } from '../../../src/games/showdown/rules/moves';
import { fieldingSeat } from '../../../src/games/showdown/rules/lineup';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import type { Cards, ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import { flowCounts } from '../../../scripts/showdown/flow-counts';
import { opening, scripted } from './helpers';

/** The hands emptied: nobody holds a card to play. */
function emptyHands(s: ShowdownState): ShowdownState {
  const cards = (s.cards as readonly Cards[]).map((c) => ({
    ...c,
    hand: { ...c.hand, cards: [] },
  }));
  return { ...s, cards };
}

describe('§COMPLETE AT-BAT SEQUENCE: a window skips a manager who may only pass', () => {
  it('the first substitution window skips a defense whose starter may not leave yet', () => {
    // Inning 1: the starter may not come out before the 5th (§INNINGS PITCHED), so the
    // defense has nothing but a pass and the window opens for the offense.
    const s = opening({ stop0: 'playable', stop1: 'playable' });
    expect(s.phase).toBe('subs');
    expect(s.turn).toBe(1 - fieldingSeat(s));
    expect(s.passes).toBe(1);
    const every = opening();
    expect(every.turn).toBe(fieldingSeat(every));
    expect(every.passes).toBe(0);
  });

  it('card windows with no playable card are skipped: the at-bat is played out at once', () => {
    const s = emptyHands(opening({ level: 'advanced', stop0: 'playable', stop1: 'playable' }));
    // The offense passes in the substitution window; with no cards, every card window
    // skips both managers: the pitch, the swing, and the next batter's window.
    const { ctx, lines } = scripted([1, 20, 1, 20, 1, 20]);
    const g = sd.apply(s, s.turn, { t: 'pass' }, ctx);
    expect(lines.some((l) => l.msg === 'showdown.log.up')).toBe(true);
    expect(g.phase).toBe('subs');
    expect(sd.actions(g, g.turn).length).toBeGreaterThan(1);
  });

  it('a manager who asked to stop at every window is asked, also to pass', () => {
    const s = emptyHands(opening({ level: 'advanced', stop0: 'every', stop1: 'playable' }));
    const { ctx } = scripted([1, 20]);
    // Seat 1 is home and fields first: skipped; seat 0 bats and stops (he asked).
    let g = skipIdle({ ...s, stops: [true, false] }, ctx);
    expect(g.turn).toBe(0);
    g = sd.apply(g, 0, { t: 'pass' }, ctx);
    // The "before" window: the defense (seat 1) is skipped, seat 0 stops with only a pass.
    expect(g.phase).toBe('before');
    expect(g.turn).toBe(0);
    expect(sd.actions(g, 0)).toEqual([{ t: 'pass' }]);
  });

  it('F5: after newcomers were placed on the field, the defense is asked where they play', () => {
    // The Lamplighters (AL) field first; in the 1st their starter may not leave, so besides
    // passing they could only put the DH in the field: the window skips them (F4)…
    const s0 = opening({
      level: 'advanced',
      team0: 'herons',
      team1: 'lamplighters',
      stop0: 'playable',
      stop1: 'playable',
    });
    const home = s0.home;
    const window: ShowdownState = { ...s0, phase: 'subs', turn: home, passes: 0 };
    expect(sd.actions(window, home).some((a) => a.t === 'field')).toBe(false);
    expect(skipIdle(window, scripted([]).ctx).turn).toBe(1 - home);
    // …but when a substitution has just placed newcomers (`juggle`), trading positions is
    // the manager's choice, not the automatic placement's: the window stops for him.
    const juggle: ShowdownState = { ...window, juggle: true };
    expect(sd.actions(juggle, home).some((a) => a.t === 'field')).toBe(true);
    const g = skipIdle(juggle, scripted([]).ctx);
    expect([g.phase, g.turn]).toEqual(['subs', home]);
  });

  it('F7: the expert defense’s window always stops (its pass may walk the batter)', () => {
    // The 1st inning: the starter stays and the defense has no substitution worth a stop…
    const s0 = opening({ level: 'expert', stop0: 'playable', stop1: 'playable' });
    const window: ShowdownState = { ...s0, phase: 'subs', turn: fieldingSeat(s0), passes: 0 };
    // …but "Walk him intentionally" is a choice: the window stops, as the walk phase did.
    expect(sd.actions(window, window.turn)).toContainEqual({ t: 'ibb' });
    const g = skipIdle(window, scripted([]).ctx);
    expect([g.phase, g.turn, g.passes]).toEqual(['subs', fieldingSeat(s0), 0]);
  });

  it('turn decisions with a choice are never skipped (relief)', () => {
    const s: ShowdownState = { ...opening({ stop0: 'playable', stop1: 'playable' }) };
    const g = skipIdle({ ...s, phase: 'relief', turn: 0 }, scripted([]).ctx);
    expect(g.phase).toBe('relief');
  });
});

describe('the flow against a bot (scripts/showdown/flow.ts)', () => {
  it('advanced: at most one decision per at-bat on average, never a pure pass', () => {
    const c = flowCounts({ games: 2, level: 'advanced', seed: 'flow-test' });
    expect(c.atBats).toBeGreaterThan(100);
    expect(c.forced).toBe(0);
    expect(c.decisions / c.atBats).toBeLessThanOrEqual(1);
  });
  it('advanced, a person with nothing to play: at most one decision per at-bat', () => {
    // Decks empty: no card is ever drawn, so only substitutions stop the person.
    const c = flowCounts({ games: 2, level: 'advanced', seed: 'flow-empty', emptyDecks: true });
    expect(c.forced).toBe(0);
    expect(c.decisions / c.atBats).toBeLessThanOrEqual(1);
  });
  it('F7, expert: the walk and bunt are called with the window’s passes, about 1.4 decisions an at-bat', () => {
    const c = flowCounts({ games: 2, level: 'expert', seed: 'flow-test' });
    expect(c.atBats).toBeGreaterThan(100);
    expect(c.forced).toBe(0);
    // The walk is never asked on its own (2.35 decisions an at-bat before F7, 1.42 after).
    expect(c.byPhase.ibb ?? 0).toBe(0);
    expect(c.byPhase.bunt ?? 0).toBeLessThan(c.atBats / 10);
    expect(c.decisions / c.atBats).toBeLessThan(1.6);
  });
  it('stopping at every window asks the person several times an at-bat, mostly to pass', () => {
    const c = flowCounts({ games: 1, level: 'advanced', seed: 'flow-test', stop: 'every' });
    expect(c.decisions / c.atBats).toBeGreaterThan(3);
    expect(c.forced / c.decisions).toBeGreaterThan(0.5);
  });
});

describe('F6: decisions made on the table’s view read nothing from the hand', () => {
  it('wherever privateDecision is false, the legal actions are the same with any hand', () => {
    let checked = 0;
    for (const level of ['advanced', 'expert']) {
      for (let game = 0; game < 3; game++) {
        const { ctx } = scripted([]);
        const rng = makeRng(parseSeed(`f6-${level}-${game}`));
        let s = sd.setup({ ...ctx, rng }, 2, { level });
        for (let n = 0; n < 3000 && sd.prompts(s).length > 0; n++) {
          const seat = (sd.prompts(s)[0] as { seat: number }).seat;
          const acts = sd.actions(s, seat);
          if (sd.privateDecision?.(s, seat) === false) {
            expect(sd.actions(emptyHands(s), seat)).toEqual(acts);
            checked++;
          }
          s = sd.apply(s, seat, acts[rng.int(acts.length)] as ShowdownAction, { ...ctx, rng });
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the flow’s test for a window that stops (hasDecision) gives the move list’s answer', () => {
  it('in every window of random games at each level, stopping at every window', () => {
    const windows = new Set(['subs', 'before', 'on', 'after']);
    const seen = { stops: 0, skips: 0, juggle: 0 };
    for (const level of ['basic', 'advanced', 'expert']) {
      for (let game = 0; game < 4; game++) {
        const { ctx } = scripted([]);
        const rng = makeRng(parseSeed(`decision-${level}-${game}`));
        let s = sd.setup({ ...ctx, rng }, 2, { level, stop0: 'every', stop1: 'every' });
        for (let n = 0; n < 4000 && sd.prompts(s).length > 0; n++) {
          const seat = (sd.prompts(s)[0] as { seat: number }).seat;
          const acts = sd.actions(s, seat);
          if (windows.has(s.phase)) {
            const stops = acts.some((a) => !idle(s)(a));
            expect(hasDecision(s, seat)).toBe(stops);
            seen[stops ? 'stops' : 'skips']++;
            if (s.juggle) seen.juggle++;
          }
          // Mostly passes, so that the bench lasts and the game goes on to its late innings.
          const a = rng.int(3) === 0 ? acts[rng.int(acts.length)] : acts[0];
          s = sd.apply(s, seat, a as ShowdownAction, { ...ctx, rng });
        }
      }
    }
    // Both answers, and the windows right after a substitution moved fielders, were met.
    expect(seen.stops).toBeGreaterThan(500);
    expect(seen.skips).toBeGreaterThan(500);
    expect(seen.juggle).toBeGreaterThan(0);
  });
});
