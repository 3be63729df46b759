import { describe, expect, it } from 'vitest';
import { createSession, dispatch } from '../../src/engine/session';
import { must, RulesError, type GameModule } from '../../src/engine/types';

/** A pot two seats add to; any whole amount up to 10 may be added, only 1 is listed. */
type Add = { t: 'add'; n: number };
const pot = (open: boolean): GameModule<{ pot: number }, Add, { pot: number }> => ({
  id: 'pot',
  meta: {
    id: 'pot',
    title: 'Pot',
    credit: { rulebook: 'none', designers: 'none' },
    minSeats: 2,
    maxSeats: 2,
    options: [],
    rulesVersion: 1,
  },
  setup: () => ({ pot: 0 }),
  prompts: (s) => (s.pot >= 20 ? [] : [{ seat: 0, kind: 'turn', msg: 'add' }]),
  actions: () => [{ t: 'add', n: 1 }],
  ...(open ? { open: (a: Add) => a.t === 'add' } : {}),
  apply: (s, _seat, a) => {
    must(Number.isInteger(a.n) && a.n >= 1 && a.n <= 10, 'bad-amount', '§1');
    return { pot: s.pot + a.n };
  },
  view: (s) => s,
  outcome: () => null,
  messages: {},
});

const init = {
  seed: 'pot',
  options: {},
  seats: [0, 1].map((k) => ({ name: `P${k}`, kind: 'human' as const })),
};

describe('open-ended actions at the engine door', () => {
  it('an unlisted action is refused at the door when the game declares none open', () => {
    const s = createSession(pot(false), init);
    expect(() => dispatch(s, 0, { t: 'add', n: 5 })).toThrow(RulesError);
    expect(() => dispatch(s, 0, { t: 'add', n: 5 })).toThrow(/cannot play this now/);
  });

  it('an open-ended action the rules accept is played', () => {
    const s = dispatch(createSession(pot(true), init), 0, { t: 'add', n: 5 });
    expect(s.table.g.pot).toBe(5);
  });

  it("an open-ended action the rules refuse gets the game's own refusal and changes nothing", () => {
    const s = createSession(pot(true), init);
    let err: unknown;
    try {
      dispatch(s, 0, { t: 'add', n: 50 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesError);
    expect((err as RulesError).code).toBe('bad-amount');
    expect(s.table.g.pot).toBe(0);
  });

  it('a malformed open-ended action is a RulesError, never a TypeError (Lords trade offers)', async () => {
    const { lordsModule } = await import('../../src/games/lords');
    const lords = createSession(lordsModule as unknown as GameModule<unknown, unknown, unknown>, {
      ...init,
      seed: 'open-lords',
    });
    for (const a of [
      { t: 'offer' },
      { t: 'offer', to: 1 },
      { t: 'offer', to: 1, give: null },
      { t: 'offer', to: 1, give: { money: 'lots' }, get: [] },
      { t: 'repay' },
      { t: 'accept', id: {} },
    ]) {
      let err: unknown;
      try {
        dispatch(lords, 0, a);
      } catch (e) {
        err = e;
      }
      expect(err, JSON.stringify(a)).toBeInstanceOf(RulesError);
    }
  });
});
