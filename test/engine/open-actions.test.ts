import { describe, expect, it } from 'vitest';
import { createSession, dispatch } from '../../src/engine/session';
import { must, RulesError, type GameModule } from '../../src/engine/types';
import { refusal } from '../helpers/refusal';

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

/** A two-seat Lords of Baseball game at its first decision: the game with open-ended moves. */
async function lordsSession() {
  const { lordsModule } = await import('../../src/games/lords');
  return createSession(lordsModule as unknown as GameModule<unknown, unknown, unknown>, {
    ...init,
    seed: 'open-lords',
  });
}

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
    const lords = await lordsSession();
    for (const a of [
      { t: 'offer' },
      { t: 'offer', to: 1 },
      { t: 'offer', to: 1, give: null },
      { t: 'offer', to: 1, give: { money: 'lots' }, get: [] },
      { t: 'repay' },
      { t: 'accept', id: {} },
    ]) {
      expect(
        refusal(() => dispatch(lords, 0, a)),
        JSON.stringify(a),
      ).toBeInstanceOf(RulesError);
    }
  });
});

describe('open-ended moves in the property run', () => {
  it('every module that declares open-ended moves has samples to fuzz (only Lords does)', async () => {
    const { allModules } = await import('./property-shards');
    const { OPEN_MOVE_SAMPLES } = await import('../helpers/open-moves');
    const open = (await allModules()).filter((m) => m.open !== undefined).map((m) => m.id);
    expect(open).toEqual(Object.keys(OPEN_MOVE_SAMPLES));
    expect(open).toEqual(['lords']);
  });

  it('the Lords moves found by fuzzing the door are refused, naming their rule', async () => {
    const lords = await lordsSession();
    const none = { money: 0, ml: {}, fs: {}, media: 0, picks: [] };
    const offer = (get: object) => ({
      t: 'offer',
      to: 1,
      give: { ...none, money: 500 },
      get: { ...none, ...get },
      managers: false,
    });
    for (const [a, rule] of [
      [{ t: 'repay', slot: 'small', amount: 7 }, 'bad-repayment 2.5.3'],
      [offer({ fs: { S: -1 } }), 'bad-goods 5.3.11'],
      [offer({ picks: [-1] }), 'bad-pick 6.2.6'],
    ] as const) {
      const { code, section } = refusal(() => dispatch(lords, 0, a));
      expect(`${code} ${section}`, JSON.stringify(a)).toBe(rule);
    }
  });
});
