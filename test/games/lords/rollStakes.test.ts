/**
 * Who a roll asks under rules version 4 (rules/rollStakes.ts, docs/games/lords.md "Who a roll
 * asks"): LoB 7.3 lets any owner change any roll with media, but a window stops only an owner
 * who could change it, for whom it is at stake, and whose change would read differently.
 */
import { describe, expect, it } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { outcomeAt, rollReadings } from '../../../src/games/lords/rules/rollStakes';
import { openRoll, rollWindow, skipIdle } from '../../../src/games/lords/rules/windows';
import type { LordsState, RollPurpose } from '../../../src/games/lords/state';
import { actionsOf } from '../../../src/games/lords/rules/moves';
import { refusalCode } from '../../helpers/refusal';
import { ctxFor, seated } from './helpers';

const TEAMS = ['comets', 'quarrymen', 'foxhounds'];

const withMedia = (s: LordsState, media: number[]) =>
  media.reduce((acc, m, k) => withOwner(acc, k, { ...ownerAt(acc, k), media: m }), s);

/** Seat `roller` rolls for `purpose` and the die shows `natural`; idle owners skipped. */
function rolled(s: LordsState, purpose: RollPurpose, roller: number, natural: number) {
  const opened = openRoll(s, purpose, roller, ctxFor().rng);
  const w = rollWindow(opened);
  return skipIdle({ ...opened, window: { ...w, natural, value: natural } });
}

describe('rules version 4: who a roll asks (LoB 7.3)', () => {
  it('the 7.3 procedure: the roller last, after the owners on his left', () => {
    const s = openRoll(seated(TEAMS), { k: 'payout', seat: 1 }, 1, ctxFor().rng);
    expect(rollWindow(s).queue).toEqual([2, 0, 1]);
  });

  it("another owner's payout is not at stake for an owner with media: only the roller is asked", () => {
    const s = rolled(withMedia(seated(TEAMS), [3, 2, 3]), { k: 'payout', seat: 1 }, 1, 5);
    expect(rollWindow(s).queue).toEqual([1]);
  });

  it("an owner who asked to be asked about others' rolls is asked", () => {
    let s = withMedia(seated(TEAMS), [3, 2, 3]);
    s = withOwner(s, 2, { ...ownerAt(s, 2), rollAsk: { never: [], rivals: true } });
    s = rolled(s, { k: 'payout', seat: 1 }, 1, 5);
    expect(rollWindow(s).queue[0]).toBe(2);
    // Seat 0 (not asked) is skipped once seat 2 has answered; the roller answers last.
    const after = applyAction(s, 2, { t: 'respond' }, ctxFor());
    expect(rollWindow(after).queue).toEqual([1]);
  });

  it('the pennant target is every club’s race: every owner with media is asked', () => {
    const s = rolled(withMedia(seated(TEAMS), [1, 0, 2]), { k: 'pennantTarget' }, 0, 5);
    expect(rollWindow(s).queue).toEqual([2, 0]);
  });

  it('no media and no roll card: not asked, even on his own roll', () => {
    const s = rolled(withMedia(seated(TEAMS), [0, 0, 0]), { k: 'payout', seat: 0 }, 0, 5);
    expect(s.window?.queue ?? []).toEqual([]);
  });

  it('a change that reads the same on the chart does not ask (Phenom 4 with one cube: a Journeyman at 3, 4 or 5)', () => {
    const s = rolled(
      withMedia(seated(TEAMS), [1, 0, 0]),
      { k: 'phenom', seat: 0, drm: 0, rollsLeft: 0 },
      0,
      4,
    );
    expect(s.window?.queue ?? []).toEqual([]);
    // At 5, one cube reaches 6: a Regular. He is asked.
    const edge = rolled(
      withMedia(seated(TEAMS), [1, 0, 0]),
      { k: 'phenom', seat: 0, drm: 0, rollsLeft: 0 },
      0,
      5,
    );
    expect(rollWindow(edge).queue).toEqual([0]);
  });

  it('a re-roll card asks him even without media, and "never spend media" keeps the card', () => {
    let s = withMedia(seated(TEAMS), [2, 0, 0]);
    s = withOwner(s, 0, {
      ...ownerAt(s, 0),
      rollAsk: { never: ['payout'], rivals: false },
    });
    const muted = rolled(s, { k: 'payout', seat: 0 }, 0, 5);
    expect(muted.window?.queue ?? []).toEqual([]);
    const reroll = 'second-look';
    const withCard = withOwner(s, 0, {
      ...ownerAt(s, 0),
      hand: zone<string>([0], [reroll]),
    });
    expect(rollWindow(rolled(withCard, { k: 'payout', seat: 0 }, 0, 5)).queue).toEqual([0]);
  });

  it('roll and let it stand is one tap: nobody else at stake, the payout is paid at once', () => {
    let s: LordsState = {
      ...withMedia(seated(TEAMS, 'es'), [2, 0, 2]),
      step: 'payout',
      waiting: [0, 1, 2],
    };
    s = applyAction(s, 0, { t: 'roll', stand: true }, ctxFor('stand'));
    // Seat 0's payout does not land on seat 2, and seat 0 let it stand: nobody is asked.
    expect(s.window).toBeNull();
    expect(s.step).toBe('media');
  });

  it('the table reads the chart at the roll, each seat at every value it can reach', () => {
    const s = rolled(withMedia(seated(TEAMS), [2, 0, 0]), { k: 'payout', seat: 0 }, 0, 5);
    expect(rollReadings(s, null)?.map((r) => r.value)).toEqual([5]);
    expect(rollReadings(s, 0)?.map((r) => r.value)).toEqual([3, 4, 5, 6, 7]);
    const w = rollWindow(s);
    // Payout Chart: 5 pays $9,000 + $500 with media held, 7 pays $11,000 + $1,000.
    expect(outcomeAt(s, w, 5)).toEqual(outcomeAt(s, w, 5));
    expect(JSON.stringify(outcomeAt(s, w, 7))).toContain('12');
  });

  it('a roll preference is set by the owner asked, when asked: not by one waiting his turn', () => {
    const s = rolled(withMedia(seated(TEAMS), [1, 0, 2]), { k: 'pennantTarget' }, 0, 5);
    expect(rollWindow(s).queue).toEqual([2, 0]);
    const mute = { t: 'rollAsk', kind: 'pennant', ask: false } as const;
    expect(actionsOf(s, 2)).toContainEqual(mute);
    expect(actionsOf(s, 0)).not.toContainEqual(mute);
    expect(refusalCode(() => applyAction(s, 0, mute, ctxFor()))).toBe('not-now 7.3');
    const muted = applyAction(s, 2, mute, ctxFor());
    expect(ownerAt(muted, 2).rollAsk).toEqual({ never: ['pennant'], rivals: false });
    // Nor, at a step's roll, by an owner whose roll is not the one due.
    const payout: LordsState = {
      ...withMedia(seated(TEAMS, 'es'), [2, 0, 2]),
      step: 'payout',
      waiting: [0, 1, 2],
    };
    const rivals = { t: 'rollAsk', kind: 'rivals', ask: true } as const;
    expect(actionsOf(payout, 0)).toContainEqual(rivals);
    expect(refusalCode(() => applyAction(payout, 1, rivals, ctxFor()))).toBe('not-now 7.3');
  });

  it('version 3 games keep asking everyone with media, the roller first and last', () => {
    const s = rolled(
      { ...withMedia(seated(TEAMS), [3, 2, 3]), rules: 3 },
      { k: 'payout', seat: 1 },
      1,
      5,
    );
    expect(rollWindow(s).queue).toEqual([1, 2, 0, 1]);
  });
});
