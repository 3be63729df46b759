import { describe, expect, it, vi } from 'vitest';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { LordsState } from '../../../src/games/lords/state';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { newYear } from '../../../src/games/lords/rules/offseasonFlow';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { healthy, ownerAt } from '../../../src/games/lords/rules/owner';
import { rollWindow } from '../../../src/games/lords/rules/windows';
import { ctxFor, seated } from './helpers';
import type { Teams } from './fixtures/teams';

// The cases here are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

let n = 0;
const ctx = () => makeCtx(parseSeed(`asg-${n++}`), n).ctx;

/** Sets the die of the open roll window to `natural`, then lets every owner pass on it. */
function land(s: LordsState, natural: number): LordsState {
  const w = rollWindow(s);
  let next: LordsState = { ...s, window: { ...w, natural, value: natural } };
  const id = w.id;
  while (next.window !== null && next.window.id === id)
    next = applyAction(next, next.window.queue[0] ?? 0, { t: 'respond' }, ctx());
  return next;
}

/** Herons (seat 0: 1 SS, 4 AS, 4★ front office) and Comets at the start of a phase. */
function at(phase: 'es' | 'ms', allStarGame = true): LordsState {
  const s = seated(['herons', 'comets'], 'off', 1);
  return startPhase({ ...s, opts: { ...s.opts, allStarGame } }, phase, 0, ctxFor());
}

describe('§11.2 the All-Star Game in the flow', () => {
  it('is played only with the option, in the mid season, once a year', () => {
    const nominate = { t: 'allStar', ss: 1, as: 0, reg: 0 } as const;
    expect(() => applyAction(at('ms', false), 0, nominate, ctx())).toThrow(
      expect.objectContaining({ code: 'option-off', section: '11.2' }),
    );
    expect(() => applyAction(at('es'), 0, nominate, ctx())).toThrow(
      expect.objectContaining({ code: 'mid-season-only', section: '11.2' }),
    );
    expect(actionsOf(at('es'), 0).some((a) => a.t === 'allStar')).toBe(false);
    expect(actionsOf(at('ms', false), 0).some((a) => a.t === 'allStar')).toBe(false);
    const listed = actionsOf(at('ms'), 0).filter((a) => a.t === 'allStar');
    // Herons: 1 SS and 4 AS, so every mix of up to three with at most one SS; no Regular.
    expect(listed).toEqual([
      { t: 'allStar', ss: 0, as: 1, reg: 0 },
      { t: 'allStar', ss: 0, as: 2, reg: 0 },
      { t: 'allStar', ss: 0, as: 3, reg: 0 },
      { t: 'allStar', ss: 1, as: 0, reg: 0 },
      { t: 'allStar', ss: 1, as: 1, reg: 0 },
      { t: 'allStar', ss: 1, as: 2, reg: 0 },
    ]);
    let s = land(applyAction(at('ms'), 0, nominate, ctx()), 7);
    expect(() => applyAction(s, 0, nominate, ctx())).toThrow(
      expect.objectContaining({ code: 'once-a-year', section: '11.2' }),
    );
    expect(actionsOf(s, 0).some((a) => a.t === 'allStar')).toBe(false);
    // A free action: the turn is still his.
    expect(s.active).toBe(0);
    s = applyAction(s, 0, { t: 'managerTeam' }, ctx());
    expect(s.active).toBe(1);
  });

  it('1 SS and 2 AS: $4,000 at once, then a roll each: fit, out for the MS, out for the year and retired', () => {
    let s = at('ms');
    const before = ownerAt(s, 0);
    s = applyAction(s, 0, { t: 'allStar', ss: 1, as: 2, reg: 0 }, ctx());
    expect(ownerAt(s, 0).money.value - before.money.value).toBe(4_000);
    expect(ownerAt(s, 0).allStarDone).toBe(true);
    // Each roll goes through a media window (7.3), the Superstar's first.
    expect(s.window).toMatchObject({ k: 'roll', roller: 0, purpose: { k: 'allStar', type: 'ss' } });
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'response', msg: 'lords.prompt.roll' }]);
    s = land(s, 5);
    expect(ownerAt(s, 0).injured).toEqual([]);
    s = land(s, 2);
    // 2: out for the rest of the mid season only.
    expect(ownerAt(s, 0).injured).toEqual([{ type: 'as', until: s.phaseIndex }]);
    s = land(s, 1);
    // 1: out for the year with no VP, and an immediate retirement roll for him.
    expect(ownerAt(s, 0).injured).toContainEqual({
      type: 'as',
      until: s.phaseIndex + 1,
      noVp: true,
    });
    expect(s.window).toMatchObject({ purpose: { k: 'allStar', type: 'as', retire: true } });
    // 4 + 1 (4★ front office) = 5: the chart's row sends an All-Star away: he retires, and a
    // Utility comes up as a Journeyman; his injury goes with him.
    s = land(s, 4);
    const after = ownerAt(s, 0);
    expect(after.ml).toEqual({ ...before.ml, as: before.ml.as - 1, jm: before.ml.jm + 1 });
    expect(after.injured).toEqual([{ type: 'as', until: s.phaseIndex }]);
    expect(healthy(after, 'as', s.phaseIndex)).toBe(before.ml.as - 2);
    expect(s.window).toBeNull();
    expect(s.active).toBe(0);
  });

  it('a player hurt for the year who stays keeps his no-VP mark until the new year (11.2, 7.0)', () => {
    let s = land(applyAction(at('ms'), 0, { t: 'allStar', ss: 1, as: 0, reg: 0 }, ctx()), 1);
    // 9 + 1 = 10: the row names nobody.
    s = land(s, 9);
    const hurt = ownerAt(s, 0);
    expect(hurt.ml.ss).toBe(1);
    expect(hurt.injured).toEqual([{ type: 'ss', until: s.phaseIndex + 1, noVp: true }]);
    const next = newYear({ ...s, phase: 'off', step: 'draft' }, ctxFor());
    expect(ownerAt(next, 0).injured).toEqual([{ type: 'ss', until: s.phaseIndex + 1 }]);
  });

  it('only healthy players are sent; a club without stars sends one Regular for $500, no roll', () => {
    const s = at('ms');
    const hurt = {
      ...s,
      owners: s.owners.map((o, k) =>
        k === 0 ? { ...o, injured: [{ type: 'ss' as const, until: s.phaseIndex }] } : o,
      ),
    };
    expect(() => applyAction(hurt, 0, { t: 'allStar', ss: 1, as: 0, reg: 0 }, ctx())).toThrow(
      expect.objectContaining({ code: 'injured-nominee', section: '11.2' }),
    );
    const none = {
      ...s,
      owners: s.owners.map((o, k) =>
        k === 0 ? { ...o, ml: { ss: 0, as: 0, reg: 19, jm: 6 } } : o,
      ),
    };
    const after = applyAction(none, 0, { t: 'allStar', ss: 0, as: 0, reg: 1 }, ctx());
    expect(ownerAt(after, 0).money.value - ownerAt(none, 0).money.value).toBe(500);
    expect(after.window).toBeNull();
  });
});
