import { describe, expect, it } from 'vitest';
import {
  card,
  expertSpeed,
  PITCHERS,
  speedOf,
  teamById,
} from '../../../src/games/showdown/content';
import { emergencyArm } from '../../../src/games/showdown/content/emergency';
import { advance } from '../../../src/games/showdown/rules/advance';
import {
  emergencyFielder,
  emergencyFielderCard,
  emergencyModels,
  expertField,
  expertFielding,
  neverAdvantage,
} from '../../../src/games/showdown/rules/emergency';
import {
  checkSent,
  extraBases,
  extraCandidates,
  extraTarget,
  extraThrowOut,
  singlePlusSteal,
} from '../../../src/games/showdown/rules/extra';
import { bench, bullpen, fatigue } from '../../../src/games/showdown/rules/lineup';
import {
  buntAllowed,
  intentionalWalk,
  sacrificeBunt,
} from '../../../src/games/showdown/rules/managerial';
import {
  doublePlayOut,
  expertOut,
  needsDoublePlayThrow,
} from '../../../src/games/showdown/rules/outs';
import { chargeRunExpert, startingIP } from '../../../src/games/showdown/rules/pitching';
import { defensiveChange, pinchRunner } from '../../../src/games/showdown/rules/substitutions';
import type { PitcherLine, Runner, ShowdownState, Side } from '../../../src/games/showdown/state';
import type { PitcherCard } from '../../../src/games/showdown/types';
import { opening } from './helpers';
import { refusalCode } from '../../helpers/refusal';

const P = 'p018';
const run = (p: string): Runner => ({ p, by: P });
// Runners by Speed: h050 and h090 are Speed B (15), h036 16, h047 20.
const batter = run('h021');
/** Who may come in: the bench (backups only from the bottom of the 6th, R1) and bullpen. */
const avail = (s: ShowdownState, side: Side) => [...bench(s, side), ...bullpen(side)];
const ids = (bases: readonly (Runner | null)[]) => bases.map((r) => r?.p ?? null);

describe('§DIFFERENT KINDS OF OUTS', () => {
  const loaded = [run('h036'), run('h050'), run('h047')];
  it('§DIFFERENT KINDS OF OUTS: strikeouts, popups and fly balls move nobody', () => {
    for (const r of ['SO', 'PU', 'FB'] as const) {
      const o = expertOut(loaded, 0, r, batter, false);
      expect(o).toMatchObject({ outs: 1, scored: [], dp: null });
      expect(ids(o.bases)).toEqual(['h036', 'h050', 'h047']);
    }
  });
  it('§DIFFERENT KINDS OF OUTS: a ground ball with first empty moves second and third up', () => {
    const o = expertOut([null, run('h050'), run('h047')], 0, 'GB', batter, true);
    expect(o.outs).toBe(1);
    expect(o.dp).toBeNull();
    expect(ids(o.scored)).toEqual(['h047']);
    expect(ids(o.bases)).toEqual([null, null, 'h050']);
  });
  it('§DIFFERENT KINDS OF OUTS: the double-play throw must beat the batter’s Speed', () => {
    expect(needsDoublePlayThrow(loaded, 0, 'GB')).toBe(true);
    expect(needsDoublePlayThrow([null, run('h050'), null], 0, 'GB')).toBe(false);
    expect(needsDoublePlayThrow(loaded, 2, 'GB')).toBe(false);
    expect(needsDoublePlayThrow(loaded, 0, 'FB')).toBe(false);
    expect(doublePlayOut(10, 5, 15)).toBe(false); // 15 ties: the batter is safe
    expect(doublePlayOut(11, 5, 15)).toBe(true);
  });
  it('§DIFFERENT KINDS OF OUTS: a double play with none out still scores the runner from third', () => {
    const o = expertOut(loaded, 0, 'GB', batter, true);
    expect(o).toMatchObject({ outs: 2, dp: true });
    expect(ids(o.scored)).toEqual(['h047']);
    expect(ids(o.bases)).toEqual([null, null, 'h050']);
  });
  it('§DIFFERENT KINDS OF OUTS: the batter safe at first, the runner from first out', () => {
    const o = expertOut([run('h036'), null, run('h047')], 1, 'GB', batter, false);
    expect(o).toMatchObject({ outs: 2, dp: false });
    expect(ids(o.scored)).toEqual(['h047']);
    expect(ids(o.bases)).toEqual(['h021', null, null]);
  });
  it('§EXPERT ADVANCEMENT (R4): a double play for the third out cancels the run', () => {
    const o = expertOut([run('h036'), null, run('h047')], 1, 'GB', batter, true);
    expect(o).toMatchObject({ outs: 3, dp: true, scored: [] });
  });
  it('§EXPERT ADVANCEMENT: runners never advance on the third out', () => {
    expect(expertOut([null, null, run('h047')], 2, 'GB', batter, false)).toMatchObject({
      outs: 3,
      scored: [],
    });
    expect(expertOut(loaded, 2, 'GB', batter, false)).toMatchObject({
      outs: 3,
      scored: [],
      dp: null,
    });
  });
});

describe('§EXPERT ADVANCEMENT', () => {
  it('§EXPERT ADVANCEMENT: with two outs Edgar is thrown out at third, two runs score', () => {
    // Rickey on third, A-Rod on second, Edgar (Speed B) on first; Olerud singles.
    const rickey = run('h047');
    const arod = run('h036');
    const edgar = run('h050');
    expect(speedOf(edgar.p)).toBe(15);
    const hit = advance([edgar, arod, rickey], '1B', batter);
    expect(ids(hit.scored)).toEqual(['h047']);
    const cands = extraCandidates(hit.bases, '1B', 2, batter);
    expect(cands).toEqual([1, 2]);
    checkSent(hit.bases, cands, [1, 2]);
    const target = extraTarget(speedOf(edgar.p), false, 2);
    expect(target).toBe(20);
    const out = extraThrowOut(16, 5, target);
    expect(out).toBe(true);
    const x = extraBases(hit.bases, [1, 2], 1, out, 2);
    expect(x.out?.p).toBe('h050');
    expect(x.outs).toBe(3);
    expect(ids(x.scored)).toEqual(['h036']);
    expect(hit.scored.length + x.scored.length).toBe(2);
  });
  it('§EXPERT ADVANCEMENT: the target is Speed, +5 going home, +5 with two outs; ties are safe', () => {
    expect(extraTarget(15, true, 2)).toBe(25);
    expect(extraTarget(15, true, 1)).toBe(20);
    expect(extraTarget(10, false, 0)).toBe(10);
    expect(extraThrowOut(15, 5, 20)).toBe(false);
    expect(extraThrowOut(16, 5, 20)).toBe(true);
  });
  it('§EXPERT ADVANCEMENT: a runner thrown out at home, the one behind him reaches third', () => {
    const x = extraBases([batter, run('h050'), run('h036')], [1, 2], 2, true, 0);
    expect(x).toMatchObject({ outs: 1, scored: [] });
    expect(x.out?.p).toBe('h036');
    expect(ids(x.bases)).toEqual(['h021', null, 'h050']);
  });
  it('§EXPERT ADVANCEMENT: runners the outfield does not throw at are safe', () => {
    const x = extraBases([null, run('h050'), run('h036')], [1, 2], 1, false, 1);
    expect(x.outs).toBe(1);
    expect(x.out).toBeNull();
    expect(ids(x.scored)).toEqual(['h036']);
    expect(ids(x.bases)).toEqual([null, null, 'h050']);
  });
  it('§EXPERT ADVANCEMENT: who may try after a single, a double and a fly ball', () => {
    const dbl = advance([run('h050'), null, null], '2B', batter);
    expect(extraCandidates(dbl.bases, '2B', 0, batter)).toEqual([2]);
    const fly = [null, run('h050'), run('h036')];
    expect(extraCandidates(fly, 'FB', 1, batter)).toEqual([1, 2]);
    expect(extraCandidates(fly, 'FB', 3, batter)).toEqual([]);
    expect(extraCandidates(fly, 'PU', 1, batter)).toEqual([]);
    expect(extraCandidates(fly, 'GB', 1, batter)).toEqual([]);
  });
  it('§EXPERT ADVANCEMENT: nobody runs into a runner who stays, nor is thrown at unsent', () => {
    const bases = [null, run('h050'), run('h036')];
    expect(refusalCode(() => checkSent(bases, [1, 2], [1]))).toBe('base-taken §EXPERT ADVANCEMENT');
    expect(refusalCode(() => checkSent(bases, [2], [1, 2]))).toBe(
      'not-eligible §EXPERT ADVANCEMENT',
    );
    expect(refusalCode(() => extraBases(bases, [2], 1, true, 0))).toBe(
      'not-sent §EXPERT ADVANCEMENT',
    );
  });
  it('§Glossary SINGLE+: the batter takes second after all extra bases if it is open', () => {
    const hit = advance([run('h050'), null, null], '1B', batter);
    const x = extraBases(hit.bases, [1], 1, false, 0);
    expect(ids(singlePlusSteal(x.bases, batter))).toEqual([null, 'h021', 'h050']);
    expect(ids(singlePlusSteal(hit.bases, batter))).toEqual(['h021', 'h050', null]);
  });
});

describe('§EXPERT INNINGS PITCHED', () => {
  const line: PitcherLine = { id: 'p043', inn: 1, last: 1, r: 0, ip: 2 };
  it('§EXPERT INNINGS PITCHED: every third run charged lowers IP by 1 at once', () => {
    let l = line;
    const ips: number[] = [];
    for (let i = 0; i < 6; i++) {
      l = chargeRunExpert(l);
      ips.push(l.ip);
    }
    expect(ips).toEqual([2, 2, 1, 1, 1, 0]);
    expect(l.r).toBe(6);
    // In the middle of his second inning: IP 1 after 3 runs means −1 on the next pitch.
    expect(fatigue({ ...line, inn: 2, last: 2, r: 3, ip: 1 }, 2)).toBe(1);
  });
  it('§EXPERT INNINGS PITCHED: a reliever who pitched games 1 and 2 starts game 3 at IP 0', () => {
    const rel = PITCHERS.find((p) => p.id === 'p043') as PitcherCard;
    expect(
      startingIP(rel, [
        ['p018', 'p043'],
        ['p022', 'p043'],
      ]),
    ).toBe(0);
    expect(fatigue({ id: rel.id, inn: 0, last: 0, r: 0, ip: 0 }, 7)).toBe(1);
    expect(startingIP(rel, [['p043'], ['p022'], ['p043']])).toBe(rel.ip);
    expect(startingIP(rel, [['p043']])).toBe(rel.ip);
    expect(startingIP(rel, [['p043'], ['p043'], []])).toBe(rel.ip);
    const starter = PITCHERS.find((p) => p.id === 'p018') as PitcherCard;
    expect(startingIP(starter, [['p018'], ['p018']])).toBe(starter.ip);
  });
});

describe('§EXPERT MANAGERIAL OPTIONS', () => {
  it('§EXPERT MANAGERIAL OPTIONS: an intentional walk forces like a walk', () => {
    const w = intentionalWalk([run('h050'), null, run('h036')], batter);
    expect(ids(w.bases)).toEqual(['h021', 'h050', 'h036']);
    expect(w.scored).toEqual([]);
    expect(ids(intentionalWalk([run('h050'), run('h047'), run('h036')], batter).scored)).toEqual([
      'h036',
    ]);
  });
  it('§EXPERT MANAGERIAL OPTIONS: a sacrifice bunt puts the batter out and moves everyone up', () => {
    const b = sacrificeBunt([run('h050'), run('h036'), null], 0, false);
    expect(b.outs).toBe(1);
    expect(ids(b.bases)).toEqual([null, 'h050', 'h036']);
  });
  it('§EXPERT MANAGERIAL OPTIONS: no bunt with a runner on third or after an intentional walk', () => {
    expect(buntAllowed([null, null, run('h036')], false)).toBe(false);
    expect(buntAllowed([run('h050'), null, null], true)).toBe(false);
    expect(buntAllowed([run('h050'), null, null], false)).toBe(true);
    expect(refusalCode(() => sacrificeBunt([null, null, run('h036')], 0, false))).toBe(
      'runner-on-third §EXPERT MANAGERIAL OPTIONS',
    );
    expect(refusalCode(() => sacrificeBunt([run('h050'), null, null], 0, true))).toBe(
      'walked §EXPERT MANAGERIAL OPTIONS',
    );
  });
  it('§EXPERT MANAGERIAL OPTIONS (R5): a bunt with two outs is the third out, nobody moves', () => {
    const b = sacrificeBunt([run('h050'), run('h036'), null], 2, false);
    expect(b.outs).toBe(3);
    expect(ids(b.bases)).toEqual(['h050', 'h036', null]);
  });
});

describe('§EMERGENCY PLAYERS', () => {
  it('§EMERGENCY PLAYERS: first base out of position is −1, −2 with no position', () => {
    expect(expertFielding('h021', '1B')).toBe(1); // 1B +1 on his card
    expect(expertFielding('h036', '1B')).toBe(-1); // 3B only
    expect(expertFielding('h093', '1B')).toBe(-2); // "-"
    expect(expertFielding('h036', 'SS')).toBeNull();
    expect(expertFielding('p018', '1B')).toBeNull(); // pitchers never play first
  });
  it('§EMERGENCY PLAYERS: an emergency fielder plays anywhere at +0, is Speed B, never has the advantage', () => {
    const ef = emergencyFielder(1);
    expect(expertFielding(ef, 'C')).toBe(0);
    expect(expertFielding(ef, 'SS')).toBe(0);
    expect(expertSpeed(ef)).toBe(15);
    expect(expertSpeed('h047')).toBe(20);
    expect(neverAdvantage(ef)).toBe(true);
    expect(neverAdvantage('p018')).toBe(true);
    expect(neverAdvantage('h047')).toBe(false);
    const c = emergencyFielderCard(ef);
    expect(c).toMatchObject({ kind: 'hitter', speed: 15, points: 0 });
    expect(c.slots.map((x) => x.fld)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
  it('§EMERGENCY PLAYERS: a player with no position may fill first base', () => {
    // Lamplighters' field with the 1B (h021) replaced by the "-" hitter h093.
    const players = ['h007', 'h093', 'h023', 'h036', 'h041', 'h057', 'h086', 'h087'];
    const f = expertField(players);
    expect(f?.out).toEqual([]);
    expect(f?.field).toContain('h093');
    expect(f?.field[1]).not.toBe('h007'); // everyone placed, first base included
    expect(new Set(f?.field).size).toBe(8);
  });
  it('§EMERGENCY PLAYERS: an emergency fielder plugs a gap the lineup cannot fill', () => {
    // Three who only play C or 1B (h001 C, h007 C/1B, h021 1B) and no right fielder.
    const players = ['h001', 'h007', 'h021', 'h023', 'h036', 'h041', 'h057', 'h086'];
    const f = expertField(players, [], 1);
    expect(f?.field.filter((p) => p === 'emergency-1')).toHaveLength(1);
    expect(f?.out).toHaveLength(1);
    expect(expertField(['p018', ...players.slice(1)])).toBeNull();
  });
  it('§EMERGENCY PLAYERS (R11): an emergency reliever copies the cheapest pitcher of both rosters', () => {
    const rosters = [teamById('herons').roster, teamById('lamplighters').roster];
    const pitchers = rosters.flat().flatMap((e) => {
      const c = card(e.p);
      return c.kind === 'pitcher' ? [c] : [];
    });
    const low = Math.min(...pitchers.map((p) => p.points));
    const models = emergencyModels(rosters);
    expect(models.length).toBeGreaterThan(0);
    for (const m of models) expect(m.points).toBe(low);
    const model = models[0] as PitcherCard;
    const id = emergencyArm(1, model.id);
    const er = card(id);
    expect(er).toMatchObject({ id, kind: 'pitcher', role: 'reliever', ip: 0, control: 0 });
    expect(er.chart).toBe(model.chart);
    // 0 IP: he enters the game tired (−1 in his first inning).
    expect(fatigue({ id, inn: 0, last: 0, r: 0, ip: 0 }, 4)).toBe(1);
  });
});

describe('§EXPERT SUBSTITUTIONS', () => {
  it('§EXPERT SUBSTITUTIONS: a pinch runner takes the base and the batting spot', () => {
    const s = opening();
    const side = s.sides[0];
    if (!side) throw new Error('no side');
    const runner = side.order[2] as string;
    const r = pinchRunner(side, [null, { p: runner, by: 'p018' }, null], 1, 'h068', avail(s, side));
    expect(r.bases[1]).toEqual({ p: 'h068', by: 'p018' });
    expect(r.side.order[2]).toBe('h068');
    expect(r.side.gone).toContain(runner);
    expect(
      refusalCode(() => pinchRunner(side, [null, null, null], 1, 'h068', avail(s, side))),
    ).toBe('no-runner §EXPERT SUBSTITUTIONS');
    expect(
      refusalCode(() =>
        pinchRunner(
          side,
          [{ p: runner, by: 'p018' }, null, null],
          0,
          side.order[0] as string,
          avail(s, side),
        ),
      ),
    ).toBe('not-on-bench §EXPERT SUBSTITUTIONS');
  });
  it('§EXPERT SUBSTITUTIONS: a double switch puts the new shortstop in the pitcher’s spot', () => {
    // Kites at home play NL rules: the Herons' pitcher bats.
    const s = opening({ team1: 'kites' });
    const side = s.sides[0];
    if (!side) throw new Error('no side');
    expect(side.pSlot).toBeGreaterThanOrEqual(0);
    const ssSlot = side.order.indexOf('h044');
    const pSlot = side.pSlot;
    const starter = side.pitcher;
    const g = defensiveChange(side, ['h044', starter], ['p036', 'h050'], avail(s, side), 6);
    expect(g.order[ssSlot]).toBe('p036');
    expect(g.order[pSlot]).toBe('h050');
    expect(g.pSlot).toBe(ssSlot);
    expect(g.pitcher).toBe('p036');
    expect(g.pitchers.at(-1)).toMatchObject({ id: 'p036', inn: 1, last: 6 });
    expect(g.field[4]).toBe('h050');
    expect(g.gone).toEqual(expect.arrayContaining(['h044', starter]));
  });
  it('§EXPERT SUBSTITUTIONS: a defensive replacement may move players to fit him in', () => {
    const s = opening();
    const side = s.sides[1];
    if (!side) throw new Error('no side');
    // The Lamplighters' first baseman leaves for a shortstop: someone plays first out of position.
    const g = defensiveChange(side, ['h021'], ['h045'], avail(s, side), 7);
    expect(g.field).toContain('h045');
    expect(g.field).not.toContain('h021');
    expect(g.order[side.order.indexOf('h021')]).toBe('h045');
    expect(g.pitcher).toBe(side.pitcher);
  });
  it('§EXPERT SUBSTITUTIONS: a pitcher only for the pitcher, players from the roster only', () => {
    const s = opening();
    const side = s.sides[1];
    if (!side) throw new Error('no side');
    expect(refusalCode(() => defensiveChange(side, ['h021'], ['p043'], avail(s, side), 7))).toBe(
      'pitcher-for-pitcher §EXPERT SUBSTITUTIONS',
    );
    expect(refusalCode(() => defensiveChange(side, ['h021'], ['h068'], avail(s, side), 7))).toBe(
      'not-available §EXPERT SUBSTITUTIONS',
    );
    expect(
      refusalCode(() =>
        defensiveChange(side, [side.pitcher, 'h021'], ['h045', 'p043'], avail(s, side), 7),
      ),
    ).toBe('pitcher-for-pitcher §EXPERT SUBSTITUTIONS');
  });
});
