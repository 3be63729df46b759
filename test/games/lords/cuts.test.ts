import { describe, expect, it } from 'vitest';
import type { Bundle, LordsState } from '../../../src/games/lords/state';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt } from '../../../src/games/lords/rules/owner';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { ctxFor, seated } from './helpers';

const none: Bundle = { money: 0, ml: {}, fs: {}, media: 0, picks: [] };
const act = (s: LordsState, seat: number, a: Parameters<typeof applyAction>[2]) =>
  applyAction(s, seat, a, ctxFor());

describe('§5.7.1, §2.4.1 an owner trade that leaves a club over 25', () => {
  it('a Regular for a Prospect: the receiving club is at 26 and cuts a player of its choice', () => {
    let s = startPhase(seated(['quarrymen', 'comets']), 'es', 0, ctxFor());
    // Owner 0 gives a Regular for a Prospect; owner 1 ends at 26.
    s = act(s, 0, {
      t: 'offer',
      to: 1,
      give: { ...none, ml: { reg: 1 } },
      get: { ...none, fs: { prospect: 1 } },
      managers: false,
    });
    const id = s.offers[0]?.id ?? -1;
    s = act(s, 1, { t: 'accept', offer: id });
    expect(s.cut).toEqual({ seat: 1, n: 1, why: 'trade', signed: null });
    expect(promptsOf(s)).toEqual([{ seat: 1, kind: 'turn', msg: 'lords.prompt.cut' }]);
    expect(actionsOf(s, 1)).toContainEqual({ t: 'cut', type: 'ss' });
    expect(() => act(s, 0, { t: 'pass' })).toThrow(
      expect.objectContaining({ code: 'cut-due', section: '2.4.1' }),
    );
    const before = ownerAt(s, 1).ml;
    s = act(s, 1, { t: 'cut', type: 'jm' });
    expect(s.cut).toBeNull();
    expect(ownerAt(s, 1).ml).toEqual({ ...before, jm: before.jm - 1 });
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'lords.prompt.season' }]);
  });
});
