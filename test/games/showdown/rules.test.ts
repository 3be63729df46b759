import { describe, expect, it } from 'vitest';
import { showdownModule as showdown } from '../../../src/games/showdown';
import type { ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import {
  batsAgainst,
  chartResult,
  fieldingIn,
  HITTERS,
  PITCHERS,
  qualifies,
  TEAMS,
} from '../../../src/games/showdown/content';
import { advance } from '../../../src/games/showdown/rules/advance';
import { rollPitch } from '../../../src/games/showdown/rules/atbat';
import { bullpen, fatigue, pitcherRemovable } from '../../../src/games/showdown/rules/lineup';
import { rotationSlot } from '../../../src/games/showdown/rules/setup';
import type { PitcherLine, Runner } from '../../../src/games/showdown/state';
import type { Result } from '../../../src/games/showdown/types';
import { def, off, opening, scripted, withSide } from './helpers';

const line = (inn: number, last: number, ip: number): PitcherLine => ({
  id: 'p001',
  inn,
  last,
  r: 0,
  ip,
});

describe('§INNINGS PITCHED', () => {
  it('§INNINGS PITCHED: a 6-IP starter pitching the 9th is at −3', () => {
    expect(fatigue(line(8, 8, 6), 9)).toBe(3);
    expect(fatigue(line(9, 9, 6), 9)).toBe(3);
    expect(fatigue(line(6, 6, 6), 6)).toBe(0);
    expect(fatigue(line(6, 6, 6), 7)).toBe(1);
  });
  it('§INNINGS PITCHED: tiredness comes off the pitch total, not off Control', () => {
    let s = { ...opening(), inning: 9 };
    const pid = def(s).pitcher;
    s = withSide(s, s.home, { pitchers: [{ id: pid, inn: 9, last: 9, r: 0, ip: 6 }] });
    const { ctx, lines } = scripted([10]);
    const p = rollPitch(s, ctx, def(s).pitchers[0] as PitcherLine);
    const control = PITCHERS.find((x) => x.id === pid)?.control ?? -1;
    expect(p.total).toBe(10 + control - 3);
    expect(lines[0]?.args).toMatchObject({ roll: 10, control, tired: 3 });
  });
  it('§Glossary IP: the third inning pitched with IP −2 is at −3, not −5', () => {
    expect(fatigue(line(2, 2, -2), 3)).toBe(3);
  });
  it('§SUBSTITUTIONS: a reliever brought in mid-inning has a full inning against his IP', () => {
    let s = { ...opening(), inning: 5 };
    s = withSide(s, s.home, { up: 0 });
    const reliever = PITCHERS.find(
      (p) => p.role !== 'starter' && s.sides[s.home]?.team && p.id === bullpenOf(s)[0],
    );
    expect(reliever).toBeDefined();
    const g = applyAs(s, s.home, { t: 'pitcher', p: reliever?.id ?? '' });
    expect(def(g).pitchers.at(-1)).toMatchObject({ inn: 1, last: 5 });
  });
  it('§INNINGS PITCHED: the starter stays in before the 5th unless he is tired', () => {
    const s = opening();
    expect(pitcherRemovable({ ...s, inning: 4 }, s.home)).toBe(false);
    expect(pitcherRemovable({ ...s, inning: 5 }, s.home)).toBe(true);
    const tired = withSide({ ...s, inning: 3 }, s.home, {
      pitchers: [{ id: def(s).pitcher, inn: 2, last: 2, r: 0, ip: 2 }],
    });
    expect(pitcherRemovable(tired, s.home)).toBe(true);
    expect(() =>
      applyAs({ ...s, inning: 4 }, s.home, { t: 'pitcher', p: bullpenOf(s)[0] ?? '' }),
    ).toThrow(expect.objectContaining({ code: 'starter-stays', section: '§INNINGS PITCHED' }));
  });
});

describe('§FULL GAME SETUP', () => {
  it.each([
    [1, 0],
    [5, 0],
    [6, 1],
    [10, 1],
    [11, 2],
    [13, 2],
    [15, 2],
    [16, 3],
    [20, 3],
  ])('§FULL GAME SETUP: a rotation roll of %i sends starter number %i + 1', (roll, slot) => {
    expect(rotationSlot(roll)).toBe(slot);
  });
  it('§FULL GAME SETUP: the home roll picks the home team, the home team rolls the rotation', () => {
    // 7 v 15: seat 1 is home; 13: third starters.
    const { ctx, lines } = scripted([7, 15, 13]);
    const g = showdown.setup(ctx, 2, { stop0: 'every', stop1: 'every' });
    expect(g.home).toBe(1);
    expect(lines.map((l) => l.msg)).toContain('showdown.log.rotationRoll');
    expect(def(g).pitcher).toBe(TEAMS[1]?.rotation[2]);
    expect(off(g).pitcher).toBe(TEAMS[0]?.rotation[2]);
  });
});

describe('§FIELDING AND ARM, §BATS AND THROWS, §SPEED', () => {
  it('§FIELDING AND ARM: "2B/SS +3" qualifies at 2B and SS with +3 at either', () => {
    const slots = [
      { pos: '2B', fld: 3 },
      { pos: 'SS', fld: 3 },
    ] as const;
    expect(fieldingIn(slots, '2B')).toBe(3);
    expect(fieldingIn(slots, 'SS')).toBe(3);
    expect(fieldingIn(slots, '3B')).toBeNull();
  });
  it('§PLAYER POSITIONS: OF qualifies at all three outfield positions; "-" at none', () => {
    const of = HITTERS.find((h) => h.slots.some((x) => x.pos === 'OF'));
    const dash = HITTERS.find((h) => h.slots.some((x) => x.pos === '-'));
    for (const pos of ['LF', 'CF', 'RF'] as const) expect(qualifies(of?.id ?? '', pos)).toBe(true);
    for (const pos of ['C', '1B', 'LF'] as const)
      expect(qualifies(dash?.id ?? '', pos)).toBe(false);
  });
  it('§BATS AND THROWS: a switch hitter bats left against a RHP, right against a LHP', () => {
    const s = HITTERS.find((h) => h.bats === 'S');
    const rhp = PITCHERS.find((p) => p.throws === 'R');
    const lhp = PITCHERS.find((p) => p.throws === 'L');
    expect(batsAgainst(s?.id ?? '', rhp?.id ?? '')).toBe('L');
    expect(batsAgainst(s?.id ?? '', lhp?.id ?? '')).toBe('R');
    expect(batsAgainst(lhp?.id ?? '', rhp?.id ?? '')).toBe('L');
  });
});

describe('§PITCH and §SWING', () => {
  it('§PITCH: a pitch above On-Base gives the pitcher the advantage; a tie goes to the batter', () => {
    const s = opening();
    const batter = HITTERS.find((h) => h.id === off(s).order[0]);
    const control = PITCHERS.find((p) => p.id === def(s).pitcher)?.control ?? 0;
    const onBase = batter?.onBase ?? 0;
    const tie = onBase - control;
    const l = def(s).pitchers[0] as PitcherLine;
    expect(rollPitch(s, scripted([tie]).ctx, { ...l, inn: 1, last: 1 }).adv).toBe('batter');
    expect(rollPitch(s, scripted([tie + 1]).ctx, { ...l, inn: 1, last: 1 }).adv).toBe('pitcher');
  });
  it('§PITCH: a pitcher at the plate never has the advantage, so there is no pitch', () => {
    const s = opening({ home: '1', team1: 'herons' }); // NL rules: pitchers bat ninth
    const g = withSide(s, 1 - s.home, { up: 8 });
    const p = rollPitch(g, scripted([]).ctx, def(g).pitchers[0] as PitcherLine);
    expect(p).toEqual({ total: null, adv: 'pitcher' });
  });
  it('§SWING: a swing above 20 reads row 20, below 1 reads row 1', () => {
    const h = HITTERS[0];
    expect(chartResult(h?.id ?? '', 25)).toBe(chartResult(h?.id ?? '', 20));
    expect(chartResult(h?.id ?? '', -3)).toBe(chartResult(h?.id ?? '', 1));
  });
});

const r = (p: string): Runner => ({ p, by: 'p' });
const names = (bases: readonly (Runner | null)[]) => bases.map((x) => x?.p ?? '-').join('');

describe('§ADVANCEMENT (basic)', () => {
  it.each<[string, Result, string, string, number]>([
    ['walk with first open', 'BB', '-2-', 'b2-', 0],
    ['walk forces the runner on first', 'BB', '1--', 'b1-', 0],
    ['walk with the bases loaded forces a run', 'BB', '123', 'b12', 1],
    ['walk does not push a runner who is not forced', 'BB', '--3', 'b-3', 0],
    ['single moves everyone one base', '1B', '12-', 'b12', 0],
    ['single scores the runner from third', '1B', '--3', 'b--', 1],
    ['single+ takes second when it is open', '1B+', '--3', '-b-', 1],
    ['single+ stays at first when second is taken', '1B+', '1--', 'b1-', 0],
    ['double moves everyone two bases', '2B', '1-3', '-b1', 1],
    ['triple clears the bases', '3B', '123', '--b', 3],
    ['homer scores everyone and the batter', 'HR', '12-', '---', 3],
    ['outs move nobody', 'GB', '123', '123', 0],
  ])('§ADVANCEMENT: %s', (_name, result, before, after, runs) => {
    const bases = Array.from(before, (c) => (c === '-' ? null : r(c)));
    const out = advance(bases, result, r('b'));
    expect(names(out.bases)).toBe(after);
    expect(out.scored).toHaveLength(runs);
  });
});

function bullpenOf(s: ShowdownState) {
  return bullpen(def(s));
}
function applyAs(s: ShowdownState, seat: number, a: ShowdownAction) {
  return showdown.apply(s, seat, a, scripted([]).ctx);
}
