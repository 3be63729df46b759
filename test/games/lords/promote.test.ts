import { describe, expect, it } from 'vitest';
import { promptsOf } from '../../../src/games/lords/rules/moves';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { LordsState } from '../../../src/games/lords/state';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { rollWindow } from '../../../src/games/lords/rules/windows';
import { ctxFor, seated } from './helpers';

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
    let s = seated(['quarrymen', 'comets'], 'off', 0);
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
});
