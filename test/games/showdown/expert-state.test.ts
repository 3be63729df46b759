import { describe, expect, it } from 'vitest';
import { speedOf } from '../../../src/games/showdown/content';
import type { Mutable } from '../../../src/engine/copy';
import { copyState } from '../../../src/games/showdown/rules/copy';
import {
  carryOutCall,
  carryOutExpert,
  expertGroupFielding,
  tryExtraBases,
} from '../../../src/games/showdown/rules/expert';
import type { Runner, ShowdownState } from '../../../src/games/showdown/state';
import { def, off, opening, scripted, withSide } from './helpers';

/** The opening state (Herons batting in the top of the 1st) with runners and outs set. */
function at(bases: (string | null)[], outs: number, runs = 0): Mutable<ShowdownState> {
  let s = opening();
  const pid = def(s).pitcher;
  s = withSide(s, s.home, { pitchers: [{ id: pid, inn: 1, last: 1, r: runs, ip: 7 }] });
  const g = copyState(s);
  g.bases = bases.map((p): Runner | null => (p ? { p, by: pid } : null));
  g.outs = outs;
  return g;
}

describe('§EXPERT ADVANCEMENT on the state', () => {
  it('§EXPERT ADVANCEMENT: with two outs Edgar is thrown out at third, two runs score', () => {
    // Rickey (h034) on third, A-Rod (h044) on second, Edgar (h050, Speed B) on first.
    const g = at(['h050', 'h044', 'h034'], 2);
    expect(speedOf('h050')).toBe(15);
    const { ctx, lines } = scripted([16]);
    const cands = carryOutExpert(g, '1B', ctx);
    expect(cands).toEqual([1, 2]);
    expect(off(g).runs).toBe(1);
    const outfield = expertGroupFielding(def(g).field, 'outfield');
    expect(16 + outfield).toBeGreaterThan(20);
    tryExtraBases(g, '1B', cands, [1, 2], 1, ctx);
    expect(g.outs).toBe(3);
    expect(off(g).runs).toBe(2);
    expect(off(g).line).toEqual([2]);
    expect(lines.find((l) => l.msg === 'showdown.log.extraOut')?.args).toMatchObject({
      roll: 16,
      target: 20,
    });
    expect(def(g).pitchers[0]?.r).toBe(2);
  });
  it('§Glossary SINGLE+: the batter steals second after the extra bases', () => {
    const g = at(['h050', null, null], 0);
    const { ctx } = scripted([1]);
    const cands = carryOutExpert(g, '1B+', ctx);
    expect(cands).toEqual([1]);
    tryExtraBases(g, '1B+', cands, [1], 1, ctx);
    expect(g.bases.map((r) => r?.p ?? null)).toEqual([null, off(g).order[off(g).up], 'h050']);
  });
});

describe('§DIFFERENT KINDS OF OUTS on the state', () => {
  it('§DIFFERENT KINDS OF OUTS: the infield turns two, the runner from third scores', () => {
    const g = at(['h050', null, 'h034'], 0);
    const batter = off(g).order[off(g).up] as string;
    const { ctx, lines } = scripted([20]);
    expect(carryOutExpert(g, 'GB', ctx)).toEqual([]);
    expect(g.outs).toBe(2);
    expect(off(g).runs).toBe(1);
    const dp = lines.find((l) => l.msg === 'showdown.log.doublePlay')?.args;
    expect(dp).toMatchObject({ roll: 20, speed: speedOf(batter) });
    expect(dp?.['infield']).toBe(expertGroupFielding(def(g).field, 'infield'));
  });
  it('§EMERGENCY PLAYERS: an emergency fielder at the plate is Speed B on the double-play throw', () => {
    const g = at(['h050', null, null], 0);
    const sides = g.sides.slice();
    const o = off(g);
    const order = o.order.slice();
    order[o.up] = 'emergency-1';
    sides[g.half === 0 ? 1 - g.home : g.home] = { ...o, order };
    g.sides = sides;
    const { ctx, lines } = scripted([10]);
    carryOutExpert(g, 'GB', ctx);
    const infield = expertGroupFielding(def(g).field, 'infield');
    expect(lines.find((l) => l.msg.startsWith('showdown.log.d'))?.args).toMatchObject({
      batter: 'Emergency fielder 1',
      speed: 15,
    });
    expect(g.outs).toBe(10 + infield > 15 ? 2 : 1);
  });
  it('§EXPERT ADVANCEMENT (R4): a double play for the third out, the run does not count', () => {
    const g = at(['h050', null, 'h034'], 1);
    const { ctx } = scripted([20]);
    carryOutExpert(g, 'GB', ctx);
    expect(g.outs).toBe(3);
    expect(off(g).runs).toBe(0);
  });
  it('§DIFFERENT KINDS OF OUTS: no throw, no die, on a popup', () => {
    const g = at(['h050', null, 'h034'], 0);
    const { ctx, left } = scripted([5]);
    carryOutExpert(g, 'PU', ctx);
    expect(left()).toBe(1);
    expect(g.outs).toBe(1);
  });
});

describe('§EXPERT INNINGS PITCHED on the state', () => {
  it('§EXPERT INNINGS PITCHED: the third run charged lowers his IP in mid-inning', () => {
    const g = at([null, 'h044', null], 0, 2);
    const { ctx, lines } = scripted([]);
    carryOutExpert(g, 'HR', ctx);
    expect(off(g).runs).toBe(2);
    expect(def(g).pitchers[0]).toMatchObject({ r: 4, ip: 6 });
    expect(lines.filter((l) => l.msg === 'showdown.log.ipLost')).toHaveLength(1);
  });
});

describe('§EXPERT MANAGERIAL OPTIONS on the state', () => {
  it('§EXPERT MANAGERIAL OPTIONS: an intentional walk with the bases loaded forces a run in, charged', () => {
    const g = at(['h050', 'h044', 'h034'], 1, 2);
    const { ctx, left } = scripted([]);
    carryOutCall(g, 'ibb', false, ctx);
    expect(left()).toBe(0);
    expect(off(g).runs).toBe(1);
    expect(g.bases.map((r) => r?.p ?? null)).toEqual([off(g).order[off(g).up], 'h050', 'h044']);
    // The third run charged to him: his IP drops at once.
    expect(def(g).pitchers[0]).toMatchObject({ r: 3, ip: 6 });
  });
  it('§EXPERT MANAGERIAL OPTIONS: a sacrifice bunt moves the runners up, the batter is out', () => {
    const g = at(['h050', 'h044', null], 0);
    carryOutCall(g, 'bunt', false, scripted([]).ctx);
    expect(g.outs).toBe(1);
    expect(g.bases.map((r) => r?.p ?? null)).toEqual([null, 'h050', 'h044']);
    expect(() =>
      carryOutCall(at([null, null, 'h034'], 0), 'bunt', false, scripted([]).ctx),
    ).toThrow(expect.objectContaining({ code: 'runner-on-third' }));
  });
});
