import { describe, expect, it } from 'vitest';
import { redact } from '../../../src/engine/hidden';
import type { LordsState } from '../../../src/games/lords/state';
import { advance, applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { endPhase } from '../../../src/games/lords/rules/turn';
import { ctxFor, seated } from './helpers';

/**
 * Joe (seat 0) went over his 3★ farm's Phenom cap (2) in the early season (phase index 1);
 * the middle season (phase index 2) has just ended: his grace has run out (LoB 8.1 example).
 */
function overCap(phaseIndex = 2, since = 1): LordsState {
  let s: LordsState = { ...seated(['comets', 'quarrymen', 'herons']), phase: 'ms', phaseIndex };
  for (const k of [0, 1, 2]) {
    const o = ownerAt(s, k);
    // The others' farms hold no Phenom (3 Prospects, 12 Utilities) and may claim one.
    const farm = { phenom: 0, prospect: 3, utility: 12 };
    s = withOwner(s, k, { ...o, farm, money: { ...o.money, value: 10_000 } });
  }
  const joe = ownerAt(s, 0);
  const farm = { phenom: 3, prospect: 3, utility: 9 };
  return withOwner(s, 0, { ...joe, farm, overCapSince: since });
}

const phenoms = (s: LordsState) => s.owners.map((o) => o.farm.phenom);
const money = (s: LordsState) => s.owners.map((o) => o.money.value);

describe('§8.1 the two-phase grace check at each phase end', () => {
  it('over in the early season, still over at the end of the middle season: the Phenom is cut', () => {
    const before = overCap();
    const s = advance(endPhase(before), ctxFor());
    expect(ownerAt(s, 0).farm.phenom).toBe(2);
    expect(ownerAt(s, 0).farm.utility).toBe(ownerAt(before, 0).farm.utility + 1);
    expect(ownerAt(s, 0).overCapSince).toBeNull();
    // 8.2: offered to the others clockwise from Joe, one at a time, publicly.
    expect(s.step).toBe('claims');
    expect(promptsOf(s)).toEqual([{ seat: 1, kind: 'turn', msg: 'lords.prompt.claim' }]);
    expect(actionsOf(s, 1)).toEqual(
      expect.arrayContaining([
        { t: 'claim', claim: true },
        { t: 'claim', claim: false },
      ]),
    );
  });

  it('over since the phase that just ended: no check yet (he has until the next phase end)', () => {
    const s = advance(endPhase(overCap(2, 2)), ctxFor());
    expect(ownerAt(s, 0).farm.phenom).toBe(3);
    expect(s.step).toBe('payout');
  });
});

describe('§8.2 claims on a cut Phenom', () => {
  it('one claimant pays $500 and takes him in place of a Utility; then the payouts', () => {
    let s = advance(endPhase(overCap()), ctxFor());
    const before = money(s);
    s = applyAction(s, 1, { t: 'claim', claim: true }, ctxFor());
    expect(promptsOf(s)).toEqual([{ seat: 2, kind: 'turn', msg: 'lords.prompt.claim' }]);
    expect(() => applyAction(s, 1, { t: 'claim', claim: false }, ctxFor())).toThrow(
      expect.objectContaining({ code: 'not-your-claim', section: '8.2' }),
    );
    s = applyAction(s, 2, { t: 'claim', claim: false }, ctxFor());
    expect(phenoms(s)).toEqual([2, 1, 0]);
    expect(money(s)).toEqual([before[0], (before[1] ?? 0) - 500, before[2]]);
    expect(s.step).toBe('payout');
  });

  it('nobody claims: he leaves the game', () => {
    let s = advance(endPhase(overCap()), ctxFor());
    s = applyAction(s, 1, { t: 'claim', claim: false }, ctxFor());
    s = applyAction(s, 2, { t: 'claim', claim: false }, ctxFor());
    expect(phenoms(s)).toEqual([2, 0, 0]);
    expect(s.step).toBe('payout');
  });

  it('two claim: secret bonuses, each pays the $500 cost to bid, the high bid also pays his bonus', () => {
    let s = advance(endPhase(overCap()), ctxFor());
    const before = money(s);
    s = applyAction(s, 1, { t: 'claim', claim: true }, ctxFor());
    s = applyAction(s, 2, { t: 'claim', claim: true }, ctxFor());
    expect(promptsOf(s)).toEqual([
      { seat: 1, kind: 'secret', msg: 'lords.prompt.claimBid' },
      { seat: 2, kind: 'secret', msg: 'lords.prompt.claimBid' },
    ]);
    expect(actionsOf(s, 0)).not.toContainEqual({ t: 'bid', amount: 0 });
    s = applyAction(s, 1, { t: 'bid', amount: 1_000 }, ctxFor());
    // The bonus is secret until both are in.
    expect(redact(s, 2).bids[1]?.value).toBeNull();
    expect(s.bids[1]?.value).toBe(1_000);
    // $0 is a real bid (he may bid $0 and still have paid the $500).
    s = applyAction(s, 2, { t: 'bid', amount: 0 }, ctxFor());
    expect(phenoms(s)).toEqual([2, 1, 0]);
    expect(money(s)).toEqual([before[0], (before[1] ?? 0) - 1_500, (before[2] ?? 0) - 500]);
    expect(s.step).toBe('payout');
  });

  it('a farm at its Phenom cap may not claim (it must meet the requirements first)', () => {
    let s = overCap();
    const o = ownerAt(s, 1);
    s = withOwner(s, 1, { ...o, farm: { ...o.farm, phenom: 2, utility: 10 } });
    s = advance(endPhase(s), ctxFor());
    expect(promptsOf(s)).toEqual([{ seat: 2, kind: 'turn', msg: 'lords.prompt.claim' }]);
  });

  it('a tie of bonuses rolls off with the front office DRM; one of the two signs him', () => {
    let s = advance(endPhase(overCap()), ctxFor());
    s = applyAction(s, 1, { t: 'claim', claim: true }, ctxFor());
    s = applyAction(s, 2, { t: 'claim', claim: true }, ctxFor());
    s = applyAction(s, 1, { t: 'bid', amount: 500 }, ctxFor());
    s = applyAction(s, 2, { t: 'bid', amount: 500 }, ctxFor());
    expect(phenoms(s)[0]).toBe(2);
    expect((phenoms(s)[1] ?? 0) + (phenoms(s)[2] ?? 0)).toBe(1);
  });
});
