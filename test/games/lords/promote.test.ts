import { describe, expect, it } from 'vitest';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { newYear } from '../../../src/games/lords/rules/offseasonFlow';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { LordsState } from '../../../src/games/lords/state';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { rollWindow } from '../../../src/games/lords/rules/windows';
import { ctxFor, seated } from './helpers';

/**
 * A table under rules version 3: the roll window asks every owner with something to spend on
 * it, here the opponent with his 13.2 media challenge, so the die can be set while it is open.
 * Version 4 asks only the owners at stake (rules/rollStakes.ts): Frank's own promotion roll is
 * not the opponent's business, and Frank is asked only when he holds media (the version-4
 * tests below give him 3 cubes, enough to change any promotion roll's reading).
 */
const v3 = (s: LordsState): LordsState => ({ ...s, rules: 3 });
const withMedia = (s: LordsState, seat: number, media: number): LordsState =>
  withOwner(s, seat, { ...ownerAt(s, seat), media });

let n = 0;
const ctx = () => makeCtx(parseSeed(`pr-${n++}`), n).ctx;

/** Sets the die of the open roll window to `natural`, then lets every owner pass on it. */
function land(s: LordsState, natural: number): LordsState {
  const w = rollWindow(s);
  let next: LordsState = { ...s, window: { ...w, natural, value: natural } };
  while (next.window !== null)
    next = applyAction(next, next.window.queue[0] ?? 0, { t: 'respond' }, ctx());
  return next;
}

describe('§8.3 Frank brings a Phenom up, in the flow (A15)', () => {
  it('rolls 2 with +2 (a Journeyman), rolls again 6 with +3 and keeps the All-Star: $3,500', () => {
    let s = seated(['herons', 'comets'], 'off', 0);
    const herons = ownerAt(s, 0);
    s = withOwner(s, 0, {
      ...herons,
      fs: 4,
      farm: { phenom: 3, prospect: 4, utility: 8 },
      money: { ...herons.money, value: 10_000 },
    });
    s = startPhase(s, 'es', 0, ctxFor());
    const before = ownerAt(s, 0);
    s = land(applyAction(s, 0, { t: 'promote', kind: 'phenom', drm: 2 }, ctx()), 2);
    expect(s.promotion).toMatchObject({ seat: 0, kind: 'phenom', modified: 4, rolls: 1 });
    expect(() => applyAction(s, 0, { t: 'pass' }, ctx())).toThrow(
      expect.objectContaining({ code: 'attempt-under-way' }),
    );
    s = land(applyAction(s, 0, { t: 'promote', kind: 'phenom', drm: 3 }, ctx()), 6);
    expect(s.promotion).toMatchObject({ modified: 9, rolls: 2 });
    s = applyAction(s, 0, { t: 'stopPromotion' }, ctx());
    // 8.3 (A24): the club, now at 26, cuts a player of Frank's choice before play goes on.
    expect(s.cut).toEqual({ seat: 0, n: 1, why: 'phenom', signed: null });
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'lords.prompt.cut' }]);
    expect(() => applyAction(s, 1, { t: 'pass' }, ctx())).toThrow(
      expect.objectContaining({ code: 'cut-due', section: '2.4.1' }),
    );
    s = applyAction(s, 0, { t: 'cut', type: 'jm' }, ctx());
    expect(s.cut).toBeNull();
    const frank = ownerAt(s, 0);
    expect(before.money.value - frank.money.value).toBe(3_500);
    expect(frank.ml).toEqual({ ...before.ml, as: before.ml.as + 1, jm: before.ml.jm - 1 });
    expect(frank.farm).toEqual({ phenom: 2, prospect: 4, utility: 9 });
    expect(s.active).toBe(1);
    expect(s.promotion).toBeNull();
    const back = { ...s, active: 0 };
    expect(() => applyAction(back, 0, { t: 'promote', kind: 'phenom', drm: 0 }, ctx())).toThrow(
      expect.objectContaining({ code: 'one-attempt-a-phase', section: '5.3.9' }),
    );
  });

  it('at most FS★ rolls in an attempt; a 3★ front office rolls once a phase without the fee (A14)', () => {
    let s = v3(seated(['quarrymen', 'comets'], 'off', 0));
    s = withOwner(s, 0, { ...ownerAt(s, 0), fs: 1, farm: { phenom: 1, prospect: 1, utility: 13 } });
    s = startPhase(s, 'es', 0, ctxFor());
    const before = ownerAt(s, 0).money.value;
    s = land(applyAction(s, 0, { t: 'promote', kind: 'prospect', drm: 1 }, ctx()), 3);
    // The Quarrymen have a 3★ front office: only the +1 DRM is paid.
    expect(before - ownerAt(s, 0).money.value).toBe(500);
    expect(() => applyAction(s, 0, { t: 'promote', kind: 'prospect', drm: 0 }, ctx())).toThrow(
      expect.objectContaining({ code: 'no-rolls-left', section: '8.3' }),
    );
    s = applyAction(s, 0, { t: 'stopPromotion' }, ctx());
    expect(ownerAt(s, 0).farm).toEqual({ phenom: 1, prospect: 1, utility: 13 });
  });

  it('rules 4: his own roll asks Frank alone (with media), never the opponent for his 13.2 challenge', () => {
    let s = seated(['quarrymen', 'comets'], 'off', 0);
    s = withOwner(s, 0, { ...ownerAt(s, 0), fs: 1, farm: { phenom: 1, prospect: 1, utility: 13 } });
    s = withMedia(startPhase(s, 'es', 0, ctxFor()), 0, 3);
    const before = ownerAt(s, 0).money.value;
    s = applyAction(s, 0, { t: 'promote', kind: 'prospect', drm: 1 }, ctx());
    // 7.3 (version 4): the roller is asked last and the rival, at no stake, not at all.
    expect(s.window).toMatchObject({ k: 'roll', roller: 0, queue: [0] });
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'response', msg: 'lords.prompt.roll' }]);
    s = land(s, 3);
    expect(s.promotion).toMatchObject({ seat: 0, kind: 'prospect', modified: 4, rolls: 1 });
    expect(before - ownerAt(s, 0).money.value).toBe(500);
    expect(ownerAt(s, 0).media).toBe(3);
    expect(() => applyAction(s, 0, { t: 'promote', kind: 'prospect', drm: 0 }, ctx())).toThrow(
      expect.objectContaining({ code: 'no-rolls-left', section: '8.3' }),
    );
  });

  it('rules 4: nobody holding anything to change it, the promotion roll stands at once', () => {
    let s = seated(['quarrymen', 'comets'], 'off', 0);
    s = withOwner(s, 0, { ...ownerAt(s, 0), fs: 1, farm: { phenom: 1, prospect: 1, utility: 13 } });
    s = startPhase(s, 'es', 0, ctxFor());
    expect(s.owners.map((o) => o.media)).toEqual([0, 0]);
    s = applyAction(s, 0, { t: 'promote', kind: 'prospect', drm: 1 }, ctx());
    expect(s.window).toBeNull();
    const rolls = s.closedRolls ?? [];
    expect(rolls).toHaveLength(1);
    const roll = rolls[0];
    expect(roll).toMatchObject({ purpose: 'prospect', roller: 0, changes: [] });
    expect(roll?.value).toBe(roll?.natural);
    expect(s.promotion).toEqual({
      seat: 0,
      kind: 'prospect',
      modified: (roll?.natural ?? 0) + 1,
      rolls: 1,
    });
  });
});

/**
 * Two owners at the regular off-season's upgrades (7.1), Frank (Herons, seat 0) first, under
 * rules version `rules`; under version 4 Frank holds 3 media, so his roll window opens for him.
 */
function atUpgrades(rules: 3 | 4, farm = { phenom: 2, prospect: 2, utility: 11 }): LordsState {
  const table = seated(['herons', 'comets'], 'off', 3);
  const s = rules === 3 ? v3(table) : withMedia(table, 0, 3);
  const herons = ownerAt(s, 0);
  return {
    ...withOwner(s, 0, {
      ...herons,
      fs: 4,
      farm,
      money: { ...herons.money, value: 10_000 },
      tried: { phenom: false, prospect: false, freeRoll: false },
    }),
    year: 2,
    step: 'upgrades',
    waiting: [0, 1],
  };
}

describe('§7.1.4 farm promotions in the off-season', () => {
  for (const rules of [3, 4] as const)
    it(`rules ${rules}: the owner in line rolls a Phenom through a media window, keeps it, cuts, and goes on upgrading`, () => {
      let s = atUpgrades(rules);
      const before = ownerAt(s, 0);
      expect(actionsOf(s, 0)).toContainEqual({ t: 'promote', kind: 'phenom', drm: 1 });
      // Seat 1 is not in line: out of turn he may borrow, nothing else.
      expect(() => applyAction(s, 1, { t: 'promote', kind: 'phenom', drm: 0 }, ctx())).toThrow(
        expect.objectContaining({ code: 'not-your-turn', section: '7.1' }),
      );
      s = applyAction(s, 0, { t: 'promote', kind: 'phenom', drm: 1 }, ctx());
      expect(s.window).toMatchObject({ k: 'roll', roller: 0, purpose: { k: 'phenom', drm: 1 } });
      // Version 3 asks the opponent first (his 13.2 challenge), then Frank; version 4 asks Frank
      // alone, his own roll being no one else's stake (7.3, rollStakes.ts).
      expect(s.window?.queue).toEqual(rules === 3 ? [1, 0] : [0]);
      s = land(s, 7);
      expect(s.promotion).toMatchObject({ seat: 0, kind: 'phenom', modified: 8, rolls: 1 });
      // Keep or re-roll first: no other change and no end of the upgrades meanwhile.
      expect(actionsOf(s, 0).filter((a) => a.t !== 'loan')).toEqual([
        { t: 'stopPromotion' },
        { t: 'promote', kind: 'phenom', drm: 0 },
        { t: 'promote', kind: 'phenom', drm: 1 },
        { t: 'promote', kind: 'phenom', drm: 2 },
        { t: 'promote', kind: 'phenom', drm: 3 },
      ]);
      expect(() => applyAction(s, 0, { t: 'doneUpgrades' }, ctx())).toThrow(
        expect.objectContaining({ code: 'attempt-under-way', section: '8.3' }),
      );
      expect(() =>
        applyAction(s, 0, { t: 'upgrade', change: { k: 'utilityToProspect' } }, ctx()),
      ).toThrow(expect.objectContaining({ code: 'attempt-under-way' }));
      s = applyAction(s, 0, { t: 'stopPromotion' }, ctx());
      // 8 on the Phenom chart is an All-Star; the club at 26 cuts a player of Frank's choice.
      expect(s.cut).toEqual({ seat: 0, n: 1, why: 'phenom', signed: null });
      s = applyAction(s, 0, { t: 'cut', type: 'jm' }, ctx());
      const frank = ownerAt(s, 0);
      expect(frank.ml).toEqual({ ...before.ml, as: before.ml.as + 1, jm: before.ml.jm - 1 });
      expect(frank.farm).toEqual({ phenom: 1, prospect: 2, utility: 12 });
      // The $500 fee and a +1 DRM at $500 (the Herons' 4★ front office has no free roll).
      expect(before.money.value - frank.money.value).toBe(1_000);
      expect(s.step).toBe('upgrades');
      expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'lords.prompt.upgrades' }]);
      // One attempt of each kind in the off-season; the Prospect may still try.
      expect(() => applyAction(s, 0, { t: 'promote', kind: 'phenom', drm: 0 }, ctx())).toThrow(
        expect.objectContaining({ code: 'one-attempt-a-phase' }),
      );
      expect(actionsOf(s, 0)).toContainEqual({ t: 'promote', kind: 'prospect', drm: 0 });
      s = applyAction(s, 0, { t: 'doneUpgrades' }, ctx());
      expect(s.waiting).toEqual([1]);
    });

  for (const rules of [3, 4] as const)
    it(`rules ${rules}: a Prospect made from a Utility player this off-season may not try for Phenom`, () => {
      let s = atUpgrades(rules, { phenom: 0, prospect: 0, utility: 15 });
      s = applyAction(s, 0, { t: 'upgrade', change: { k: 'utilityToProspect' } }, ctx());
      expect(ownerAt(s, 0).farm.prospect).toBe(1);
      expect(() => applyAction(s, 0, { t: 'promote', kind: 'prospect', drm: 0 }, ctx())).toThrow(
        expect.objectContaining({ code: 'new-prospect', section: '7.1.4' }),
      );
      expect(actionsOf(s, 0).some((a) => a.t === 'promote')).toBe(false);
      // One who was a Prospect before may: the farm's own Prospect rolls, the new one waits.
      let t = atUpgrades(rules, { phenom: 0, prospect: 1, utility: 14 });
      t = applyAction(t, 0, { t: 'upgrade', change: { k: 'utilityToProspect' } }, ctx());
      t = land(applyAction(t, 0, { t: 'promote', kind: 'prospect', drm: 0 }, ctx()), 9);
      t = applyAction(t, 0, { t: 'stopPromotion' }, ctx());
      expect(ownerAt(t, 0).farm).toEqual({ phenom: 1, prospect: 1, utility: 13 });
    });

  it('a new year clears the attempts of the late season, the free roll included (8.3, A14)', () => {
    const s = atUpgrades(4);
    const late = withOwner(s, 0, {
      ...ownerAt(s, 0),
      tried: { phenom: true, prospect: true, freeRoll: true },
    });
    const next = newYear({ ...late, step: 'draft' }, ctxFor());
    expect(ownerAt(next, 0).tried).toEqual({ phenom: false, prospect: false, freeRoll: false });
  });
});
