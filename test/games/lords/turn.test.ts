import { describe, expect, it, vi } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import type { LordsState } from '../../../src/games/lords/state';
import type { SeasonPhase } from '../../../src/games/lords/types';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import {
  endTurn,
  pass,
  playEvent,
  playManagerTeam,
  playOps,
  playTradeChart,
} from '../../../src/games/lords/rules/turn';
import { cutOne } from '../../../src/games/lords/rules/cuts';
import { lordsModule } from '../../../src/games/lords';
import { ctxFor, seated } from './helpers';
import type { Teams } from './fixtures/teams';

// The cases here are built on the pinned team cards, not the shipped (tuned) ones.
vi.mock('../../../src/games/lords/content/teams', async (load) =>
  (await import('./fixtures/teams')).firstCards(await load<Teams>()),
);

/** An in-season phase with the given teams; each owner's hand as given; owner 0 to act. */
function phase(
  teams: string[],
  hands: string[][],
  p: SeasonPhase = 'es',
  patch: (s: LordsState) => LordsState = (s) => s,
): LordsState {
  let s = patch(seated(teams, 'off', 0));
  s = startPhase(s, p, 0, ctxFor());
  hands.forEach((h, k) => {
    s = withOwner(s, k, { ...ownerAt(s, k), hand: zone<string>([k], h) });
  });
  return s;
}
const rec = (s: LordsState, k: number) => [ownerAt(s, k).w, ownerAt(s, k).l];

describe('§5.3.2-5.3.5 OPS for wins and money', () => {
  it('three All-Stars with a 3-OPS card make 5 wins, and the All-Star action is used for the phase', () => {
    // The Quarrymen: 1 SS, 3 AS, 10 REG, 11 JM (RD: +1 win in the ES).
    const s = phase(['quarrymen', 'comets'], [['hot-streak', 'slump'], []]);
    const after = playOps(s, 0, 'hot-streak', 'allStar', 0);
    expect(rec(after, 0)).toEqual([1 + 5, 0]);
    expect(ownerAt(after, 0).usedActions.cards).toEqual(['allStar']);
    const again = { ...after, active: 0 };
    expect(() => playOps(again, 0, 'slump', 'allStar', 0)).toThrow(
      expect.objectContaining({ code: 'action-used', section: '5.3' }),
    );
  });
  it("a 4★ manager with a 3 OP card wins 5; a 5★ manager's Manager/Team wins 3", () => {
    const s = phase(['quarrymen', 'comets'], [['slump'], []], 'es', (t) =>
      withOwner(t, 0, { ...ownerAt(t, 0), fm: 4 }),
    );
    expect(rec(playOps(s, 0, 'slump', 'managerCard', 0), 0)).toEqual([1 + 5, 0]);
    const t = phase(['quarrymen', 'comets'], [[], []], 'es', (x) =>
      withOwner(x, 0, { ...ownerAt(x, 0), fm: 5 }),
    );
    expect(rec(playManagerTeam(t, 0), 0)).toEqual([1 + 3, 0]);
  });
  it('a 4 OPS card earns $2,000, never in the late season', () => {
    const s = phase(['quarrymen', 'comets'], [['pennant-fever'], []]);
    expect(
      ownerAt(playOps(s, 0, 'pennant-fever', 'money', 0), 0).money.value -
        ownerAt(s, 0).money.value,
    ).toBe(2_000);
    const ls = phase(['quarrymen', 'comets'], [['pennant-fever'], []], 'ls');
    expect(() => playOps(ls, 0, 'pennant-fever', 'money', 0)).toThrow(
      expect.objectContaining({ code: 'no-money-in-ls' }),
    );
  });
  it('a compulsory card is never played for OPS', () => {
    const s = phase(['quarrymen', 'comets'], [['stadium-repairs'], []]);
    expect(() => playOps(s, 0, 'stadium-repairs', 'money', 0)).toThrow(
      expect.objectContaining({ code: 'compulsory-event-only', section: '3.5' }),
    );
  });
});

describe('§5.3.6-5.3.7 OPS on an opponent, and the limits (5.6.2)', () => {
  it('A plays 4 OPS on B for losses; a third OPS card on B in the phase is refused', () => {
    let s = phase(
      ['quarrymen', 'comets', 'foxhounds'],
      [['pennant-fever', 'clubhouse-feud', 'slump'], [], []],
    );
    s = playOps(s, 0, 'pennant-fever', 'losses', 1);
    expect(ownerAt(s, 1).l).toBe(2 + 4);
    expect(ownerAt(s, 1).against.ops).toBe(1);
    s = playOps({ ...s, active: 0 }, 0, 'clubhouse-feud', 'journeymen', 1);
    // 5.3.7 (A24): 4 Journeymen join; B cuts 4 non-Journeymen of his own choice.
    expect(ownerAt(s, 1).ml).toEqual({ ss: 1, as: 2, reg: 8, jm: 18 });
    expect(s.cut).toEqual({ seat: 1, n: 4, why: 'journeymen', signed: null });
    expect(() => cutOne(s, 1, 'jm', ctxFor())).toThrow(
      expect.objectContaining({ code: 'cut-journeyman', section: '5.3.7' }),
    );
    for (const type of ['reg', 'reg', 'as', 'reg'] as const) s = cutOne(s, 1, type, ctxFor());
    expect(s.cut).toBeNull();
    expect(ownerAt(s, 1).ml).toEqual({ ss: 1, as: 1, reg: 5, jm: 18 });
    expect(() => playOps({ ...s, active: 0 }, 0, 'slump', 'losses', 1)).toThrow(
      expect.objectContaining({ code: 'ops-limit' }),
    );
  });
  it('one event from opponents a phase; events on oneself are unlimited', () => {
    let s = phase(['quarrymen', 'comets'], [['slump', 'bad-contract', 'sweep', 'hot-streak'], []]);
    s = playEvent(s, 0, 'bad-contract', 1);
    s = { ...s, window: null, effects: null, active: 0 };
    expect(() => playEvent(s, 0, 'slump', 1)).toThrow(
      expect.objectContaining({ code: 'event-limit', section: '5.6.2' }),
    );
    expect(() => playEvent(s, 0, 'sweep', 0)).not.toThrow();
  });
});

describe('§5.3.11 the Trade Chart as an action', () => {
  it('B trades his Regular for 3 Prospects, and the Trade Chart action is used', () => {
    const s = phase(['quarrymen', 'comets'], [[], []]);
    const after = playTradeChart(s, 0, 'reg-prospects', false);
    expect(ownerAt(after, 0).farm.prospect).toBe(ownerAt(s, 0).farm.prospect + 3);
    expect(ownerAt(after, 0).usedActions.cards).toEqual(['tradeChart']);
  });

  it('is offered among the legal actions while its action card is unused, then no more', () => {
    const s = { ...phase(['quarrymen', 'comets'], [[], []]), step: 'season' as const, active: 0 };
    const offered = lordsModule.actions(s, 0).filter((a) => a.t === 'tradeChart');
    expect(offered).toContainEqual({ t: 'tradeChart', row: 'reg-prospects', reverse: false });
    // A red (one-way) row is never offered backwards.
    expect(offered).not.toContainEqual({ t: 'tradeChart', row: 'reg-prospects', reverse: true });
    const after = playTradeChart(s, 0, 'reg-prospects', false);
    const again = { ...after, active: 0 };
    expect(lordsModule.actions(again, 0).some((a) => a.t === 'tradeChart')).toBe(false);
  });
});

describe('§5.3.12 passing and §5.4 the end of the phase', () => {
  it('no pass before a card and a second turn; passing at 14-5 in a 24-game phase ends 16-8', () => {
    let s = phase(
      ['quarrymen', 'comets'],
      [
        ['sweep', 'slump'],
        ['sweep', 'slump'],
      ],
      'ms',
    );
    expect(() => pass(s, 0)).toThrow(
      expect.objectContaining({ code: 'cannot-pass-yet', section: '5.3.12' }),
    );
    s = playOps(s, 0, 'sweep', 'money', 0);
    s = playOps(s, 1, 'sweep', 'money', 1);
    s = withOwner(s, 0, { ...ownerAt(s, 0), w: 14, l: 5 });
    s = pass(s, 0);
    expect(() => playEvent({ ...s, active: 1 }, 1, 'slump', 0)).toThrow(
      expect.objectContaining({ code: 'target-passed' }),
    );
    expect(s.active).toBe(1);
    s = pass(s, 1);
    // 8.1: the phase ends with the Phenom grace check (the claims step), then the payouts.
    expect(s.step).toBe('claims');
    expect(s.waiting).toEqual([]);
    expect(rec(s, 0)).toEqual([16, 8]);
    expect(ownerAt(s, 0).seasonW).toBe(16);
    expect(s.lastPasser).toBe(1);
  });
  it('once his games are all decided, an owner may not add to his own record', () => {
    const s = phase(['quarrymen', 'comets'], [['sweep'], []], 'es', (t) => t);
    const full = withOwner(s, 0, { ...ownerAt(s, 0), w: 20, l: 3 });
    expect(() => playEvent(full, 0, 'sweep', 0)).toThrow(
      expect.objectContaining({ code: 'record-full', section: '5.4' }),
    );
  });
  it('the turn skips owners who have passed', () => {
    const s = phase(['quarrymen', 'comets', 'foxhounds'], [[], [], []]);
    const t = withOwner(s, 1, { ...ownerAt(s, 1), passed: true });
    expect(endTurn(t, 0).active).toBe(2);
  });
});
