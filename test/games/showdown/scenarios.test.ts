import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/engine/types';
import { showdownModule as showdown } from '../../../src/games/showdown';
import { card, pitcher, TEAMS } from '../../../src/games/showdown/content';
import { bench, bullpen } from '../../../src/games/showdown/rules/lineup';
import { pinchHitters } from '../../../src/games/showdown/rules/moves';
import type { ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import { def, off, opening, play, scripted, withSide } from './helpers';

const runner = (p: string, by: string) => ({ p, by });
const act = (s: ShowdownState, seat: number, a: ShowdownAction) =>
  showdown.apply(s, seat, a, scripted([]).ctx);

describe('a half-inning', () => {
  it('hits count for the line score; walks and outs do not', () => {
    const s0 = opening();
    const batting = 1 - s0.home;
    let g = play(s0, '2B').g;
    expect(g.sides[batting]?.hits).toBe(1);
    g = play(g, 'BB').g;
    g = play(g, 'SO').g;
    expect(g.sides[batting]?.hits).toBe(1);
    g = play(g, 'HR').g;
    expect(g.sides[batting]?.hits).toBe(2);
  });
  it('runner on second stops at third on a single with two outs (basic advancement)', () => {
    const s0 = opening();
    const onSecond = runner(off(s0).order[5] as string, def(s0).pitcher);
    const { g } = play({ ...s0, outs: 2, bases: [null, onSecond, null] }, '1B');
    expect(off(g).runs).toBe(0);
    expect(g.bases[2]).toEqual(onSecond);
    expect(g.bases[0]?.p).toBe(off(s0).order[0]);
  });

  it('runner on second scores on a double with two outs', () => {
    const s0 = opening();
    const onSecond = off(s0).order[5] as string;
    const s = { ...s0, outs: 2, bases: [null, runner(onSecond, def(s0).pitcher), null] };
    const { g, lines } = play(s, '2B');
    expect(off(g).runs).toBe(1);
    expect(off(g).line).toEqual([1]);
    expect(g.bases[1]?.p).toBe(off(s).order[0]);
    expect(g.bases[0]).toBeNull();
    expect(lines.map((l) => l.msg)).toContain('showdown.log.scores');
    // Charged to the pitcher who was pitching when the runner reached base.
    expect(def(g).pitchers[0]?.r).toBe(1);
  });

  it('three outs end the half-inning and the sides change', () => {
    let s: ShowdownState = { ...opening(), outs: 2, bases: [runner('h001', 'x'), null, null] };
    s = { ...s, bases: [runner(off(s).order[4] as string, def(s).pitcher), null, null] };
    const { g } = play(s, 'SO');
    expect(g.half).toBe(1);
    expect(g.outs).toBe(0);
    expect(g.bases).toEqual([null, null, null]);
    expect(g.turn).toBe(1 - g.home); // the visitors now field and decide first
    expect(off(g).line).toEqual([0]);
    expect(off(g).team).toBe('lamplighters');
  });

  it('outs leave the runners where they are in the basic game', () => {
    const s0 = opening();
    const on3 = runner(off(s0).order[6] as string, def(s0).pitcher);
    const { g } = play({ ...s0, outs: 0, bases: [null, null, on3] }, 'FB');
    expect(g.bases[2]).toEqual(on3);
    expect(off(g).runs).toBe(0);
  });
});

describe('the end of the game', () => {
  it('walk-off: the home team taking the lead in the bottom of the 9th ends the game', () => {
    let s: ShowdownState = { ...opening(), inning: 9, half: 1, outs: 1, turn: 0, passes: 0 };
    s = withSide(s, 0, { runs: 3, line: [3, 0, 0, 0, 0, 0, 0, 0, 0] });
    s = withSide(s, 1, { runs: 3, line: [0, 0, 3, 0, 0, 0, 0, 0, 0] });
    s = { ...s, bases: [null, null, runner(off(s).order[3] as string, def(s).pitcher)] };
    const { g, lines } = play(s, '1B');
    expect(g.phase).toBe('over');
    expect(showdown.prompts(g)).toEqual([]);
    const o = showdown.outcome(g);
    expect(o?.scores).toEqual([3, 4]);
    expect(o?.rank).toEqual([2, 1]);
    expect(o?.msg).toBe('showdown.end.walkoff');
    expect(lines.map((l) => l.msg)).toContain('showdown.log.walkoff');
  });

  it('the home team leading after the top of the 9th does not bat', () => {
    let s: ShowdownState = { ...opening(), inning: 9, half: 0, outs: 2 };
    s = withSide(s, 0, { runs: 1, line: [1, 0, 0, 0, 0, 0, 0, 0, 0] });
    s = withSide(s, 1, { runs: 2, line: [2, 0, 0, 0, 0, 0, 0, 0] });
    const { g } = play(s, 'SO');
    expect(g.phase).toBe('over');
    // Only the innings that scored: the home team's two runs came in the first.
    expect(showdown.outcome(g)?.breakdown?.[1]).toEqual([
      { msg: 'showdown.bd.inning', args: { n: 1 }, value: 2 },
    ]);
    expect(showdown.outcome(g)?.unit).toBe('runs');
    expect(showdown.outcome(g)?.msg).toBe('showdown.end.final');
  });

  it('a tie after nine goes to extra innings', () => {
    let s: ShowdownState = { ...opening(), inning: 9, half: 1, outs: 2, turn: 0 };
    s = withSide(s, 0, { runs: 2, line: [2, 0, 0, 0, 0, 0, 0, 0, 0] });
    s = withSide(s, 1, { runs: 2, line: [0, 2, 0, 0, 0, 0, 0, 0, 0] });
    const { g } = play(s, 'SO');
    expect(g.phase).toBe('subs');
    expect([g.inning, g.half]).toEqual([10, 0]);
    expect(off(g).line).toHaveLength(10);
  });

  it('the visitors leading after the bottom of an extra inning win', () => {
    let s: ShowdownState = { ...opening(), inning: 11, half: 1, outs: 2, turn: 0 };
    s = withSide(s, 0, { runs: 5, line: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3] });
    s = withSide(s, 1, { runs: 2, line: [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
    const { g } = play(s, 'GB');
    expect(g.phase).toBe('over');
    expect(showdown.outcome(g)?.rank).toEqual([1, 2]);
  });
});

describe('§COMPLETE AT-BAT SEQUENCE: the substitution window', () => {
  it('the defense decides first; two passes in a row play the at-bat', () => {
    const s = opening();
    expect(showdown.prompts(s)).toEqual([
      expect.objectContaining({ seat: s.home, kind: 'turn', msg: 'showdown.prompt.defense' }),
    ]);
    expect(showdown.actions(s, 1 - s.home)).toEqual([]);
    const g = act(s, s.home, { t: 'pass' });
    expect(g.turn).toBe(1 - s.home);
    expect(showdown.prompts(g)[0]?.msg).toBe('showdown.prompt.offense');
  });

  it('a substitution hands the decision back and passes start over', () => {
    const s = { ...opening(), inning: 6, half: 1 as const, turn: 0, passes: 1 };
    const p = bullpen(def(s))[0] as string;
    const g = act(s, 0, { t: 'pitcher', p });
    expect(g.turn).toBe(1);
    expect(g.passes).toBe(0);
    expect(def(g).pitcher).toBe(p);
  });

  it('refuses moves out of turn and unknown players with a RulesError', () => {
    const s = opening();
    expect(() => act(s, 1 - s.home, { t: 'pass' })).toThrow(RulesError);
    expect(() => act(s, s.home, { t: 'pinch', p: 'h001' })).toThrow(/offense-only/);
    expect(() => act(s, s.home, { t: 'relief', p: 'p001' })).toThrow(/no-relief-needed/);
  });
});

describe('§SUBSTITUTIONS', () => {
  it("a pinch hitter takes the batter's spot and the batter leaves the game", () => {
    let s = { ...opening(), inning: 7, turn: 0, passes: 0 };
    const dhSlot = off(s).dhSlot;
    s = withSide(s, 0, { up: dhSlot });
    const ph = pinchHitters(s)[0] as string;
    const old = off(s).order[dhSlot] as string;
    const g = act(s, 0, { t: 'pinch', p: ph });
    expect(off(g).order[dhSlot]).toBe(ph);
    expect(off(g).gone).toContain(old);
    expect(bench(g, off(g))).not.toContain(old);
  });

  it('a pinch hitter for a fielder must leave a lineup that fills every position', () => {
    const s = { ...opening(), inning: 7 };
    const catcherSlot = off(s).order.indexOf(off(s).field[0] as string);
    const g = withSide(s, 0, { up: catcherSlot });
    for (const p of pinchHitters(g)) {
      const c = card(p);
      expect(c.kind === 'hitter' && c.slots.some((x) => x.pos === 'C')).toBe(true);
    }
  });

  it('pinch-hitting for the pitcher (NL) brings a reliever in when the team takes the field', () => {
    // Herons (NL) at home: the visitors' pitcher bats ninth.
    let s: ShowdownState = opening({ team1: 'herons', team0: 'kites' });
    expect(s.dh).toBe(false);
    s = { ...withSide(s, 0, { up: 8 }), inning: 6, outs: 2, turn: 0, passes: 0 };
    const ph = pinchHitters(s)[0] as string;
    s = act(s, 0, { t: 'pinch', p: ph });
    expect(off(s).needP).toBe(true);
    const { g } = play(s, 'SO');
    expect(g.phase).toBe('relief');
    expect(g.turn).toBe(0);
    expect(showdown.prompts(g)[0]?.msg).toBe('showdown.prompt.relief');
    const rel = showdown.actions(g, 0)[0] as ShowdownAction & { p: string };
    const after = act(g, 0, rel);
    expect(after.phase).toBe('subs');
    expect(def(after).pitcher).toBe(rel.p);
    expect(def(after).order[8]).toBe(rel.p);
    expect(def(after).pitchers.at(-1)).toMatchObject({ inn: 1, last: 6 });
  });

  it('§BACKUP (R1): a backup is offered as a pinch hitter early too (he leaves before the field)', () => {
    let s = { ...opening(), turn: 0 };
    const team = TEAMS.find((t) => t.id === off(s).team);
    const backup = team?.roster.find((e) => e.backup)?.p ?? '';
    s = withSide(s, 0, { up: off(s).dhSlot });
    expect(pinchHitters({ ...s, inning: 6, half: 0 })).toContain(backup);
    expect(pinchHitters({ ...s, inning: 7, half: 0 })).toContain(backup);
  });

  it('a starter is never brought in as a reliever', () => {
    const s = { ...opening(), inning: 7 };
    const roles = bullpen(def(s)).map((p) => pitcher(p)?.role);
    expect(roles.length).toBeGreaterThan(0);
    expect(roles).not.toContain('starter');
    expect(roles).not.toContain(undefined);
  });
});

describe('§PLAYER POSITIONS: AL and NL', () => {
  it('AL rules at home: both teams bat a DH and the pitchers do not bat', () => {
    const s = opening({ team1: 'lamplighters', team0: 'herons' });
    expect(s.dh).toBe(true);
    for (const side of s.sides) {
      expect(side.dhSlot).toBeGreaterThanOrEqual(0);
      expect(side.order).not.toContain(side.pitcher);
    }
  });
  it('NL rules at home: the pitcher bats ninth for both teams', () => {
    const s = opening({ team1: 'herons', team0: 'lamplighters' });
    for (const side of s.sides) expect(side.order[8]).toBe(side.pitcher);
  });
});
