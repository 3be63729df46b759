import { describe, expect, it } from 'vitest';
import { redact } from '../../../src/engine/hidden';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { LordsState } from '../../../src/games/lords/state';
import { nextAuction, placeBid } from '../../../src/games/lords/rules/freeAgency';
import { organisationSalaries } from '../../../src/games/lords/rules/offseason';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { seated } from './helpers';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { formatMessage } from '../../../src/engine/messages';
import type { MsgRef } from '../../../src/engine/types';
import { MESSAGES } from '../../../src/games/lords/messages';
import { MESSAGES_FR } from '../../../src/games/lords/messages.fr';

const ctx = () => makeCtx(parseSeed('fa'), 1).ctx;

/** John (0), Derek (1) and Joe (2) in the off-season of year 2, John's Superstar on the market. */
function market(): LordsState {
  let s: LordsState = { ...seated(['comets', 'quarrymen', 'herons'], 'off', 3), year: 2 };
  for (const k of [0, 1, 2])
    s = withOwner(s, k, { ...ownerAt(s, k), money: { ...ownerAt(s, k).money, value: 20_000 } });
  return nextAuction({ ...s, freeAgents: [{ type: 'ss', from: 0, year: 2 }] });
}

describe('§6.2.4b free agency by blind bids', () => {
  it('A24: the winner may not cut the free agent he just signed, nor cut out of turn', () => {
    let s = market();
    s = withOwner(s, 2, {
      ...ownerAt(s, 2),
      ml: { ...ownerAt(s, 2).ml, ss: 0, reg: ownerAt(s, 2).ml.reg + ownerAt(s, 2).ml.ss },
    });
    s = placeBid(s, 0, 0, ctx());
    s = placeBid(s, 1, 0, ctx());
    s = placeBid(s, 2, 5_000, ctx());
    expect(() => applyAction(s, 2, { t: 'cut', type: 'ss' }, ctx())).toThrow(
      expect.objectContaining({ code: 'cut-signed-player', section: '6.2.4b' }),
    );
    expect(() => applyAction(s, 1, { t: 'cut', type: 'jm' }, ctx())).toThrow(
      expect.objectContaining({ code: 'no-cut-due' }),
    );
    expect(actionsOf(s, 2)).not.toContainEqual({ t: 'cut', type: 'ss' });
    s = applyAction(s, 2, { t: 'cut', type: 'jm' }, ctx());
    expect(ownerAt(s, 2).ml.ss).toBe(1);
    expect(s.cut).toBeNull();
  });

  it('the revealed bids above $0 become each bidder\u2019s last bid for a Superstar (public)', () => {
    let s = market();
    s = placeBid(s, 0, 2_000, ctx());
    // Before the reveal the bids are secret: no last bid yet.
    expect(s.lastBids).toBeUndefined();
    s = placeBid(s, 1, 0, ctx());
    s = placeBid(s, 2, 7_500, ctx());
    expect(s.lastBids).toEqual([{ ss: 2_000 }, {}, { ss: 7_500 }]);
    expect(redact(s, 1).lastBids).toEqual([{ ss: 2_000 }, {}, { ss: 7_500 }]);
  });

  it('John $2,000, Derek $6,000, Joe $7,500: Joe signs him; $7,500 is his salary this season', () => {
    let s = market();
    expect(s.step).toBe('freeAgency');
    s = placeBid(s, 0, 2_000, ctx());
    s = placeBid(s, 1, 6_000, ctx());
    const before = ownerAt(s, 2);
    s = placeBid(s, 2, 7_500, ctx());
    // A24: Joe, now at 26, cuts a player of his choice (here a Regular) before the next step.
    expect(s.cut).toEqual({ seat: 2, n: 1, why: 'agent', signed: 'ss' });
    expect(promptsOf(s)).toEqual([{ seat: 2, kind: 'turn', msg: 'lords.prompt.cut' }]);
    expect(actionsOf(s, 2).filter((a) => a.t === 'cut').length).toBeGreaterThan(0);
    s = applyAction(s, 2, { t: 'cut', type: 'reg' }, ctx());
    const joe = ownerAt(s, 2);
    expect(joe.ml.ss).toBe(before.ml.ss + 1);
    expect(joe.ml.reg).toBe(before.ml.reg - 1);
    expect(joe.ml.jm).toBe(before.ml.jm);
    expect(joe.contracts).toEqual([{ type: 'ss', salary: 7_500, year: 2 }]);
    expect(organisationSalaries(joe, 2) - organisationSalaries({ ...joe, contracts: [] }, 2)).toBe(
      2_500,
    );
    expect(s.freeAgents).toEqual([]);
    expect(s.step).toBe('draft');
  });

  it('bids stay hidden from the other owners until all are in', () => {
    const s = placeBid(market(), 0, 4_000, ctx());
    expect(redact(s, 0).bids[0]?.value).toBe(4_000);
    expect(redact(s, 1).bids[0]).toMatchObject({ value: null, unseen: true });
    expect(redact(s, null).bids[0]?.value).toBeNull();
  });

  it("no bid at all: he leaves the game; a bid beyond one's cash is refused", () => {
    let s = market();
    expect(() => placeBid(s, 0, 25_000, ctx())).toThrow(
      expect.objectContaining({ code: 'cannot-afford', section: '6.2.4b' }),
    );
    for (const k of [0, 1, 2]) s = placeBid(s, k, 0, ctx());
    expect(s.owners.map((o) => o.contracts)).toEqual([[], [], []]);
    expect(s.freeAgents).toEqual([]);
  });

  it('the bid names what is up for bid: the type, the club he leaves, how many follow (EN, FR)', () => {
    const two = nextAuction({
      ...market(),
      freeAgents: [
        { type: 'as', from: 1, year: 2 },
        { type: 'ss', from: 0, year: 2 },
      ],
    });
    const names = ['John', 'Derek', 'Joe'];
    const say = (catalog: Record<string, string>, lang: string) => (p: MsgRef) =>
      formatMessage(
        catalog[p.msg],
        p.msg,
        p.args,
        (k) => names[k] ?? '?',
        (k) => catalog[k],
        lang,
      );
    const [first] = promptsOf(two);
    expect(first).toMatchObject({ seat: 0, kind: 'secret', msg: 'lords.prompt.freeAgency' });
    if (!first) return;
    expect(say(MESSAGES, 'en')(first)).toBe(
      'Bid for the free agent, an All-Star who leaves Derek’s club; 1 more free agent after him (blind; $0 is no bid)',
    );
    expect(say(MESSAGES_FR, 'fr')(first)).toBe(
      'Enchérissez sur l’agent libre, un All-Star qui quitte le club de Derek\u202f; encore 1 agent libre après lui (à l’aveugle\u202f; 0\u00a0$, c’est aucune enchère)',
    );
    const [last] = promptsOf(market());
    expect(last && say(MESSAGES, 'en')(last)).toBe(
      'Bid for the free agent, a Superstar who leaves John’s club (blind; $0 is no bid)',
    );
  });
});
