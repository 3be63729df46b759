import { describe, expect, it } from 'vitest';
import { determinize } from '../../../src/engine/determinize';
import { stateHash } from '../../../src/engine/hash';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { dispatch, logFor } from '../../../src/engine/session';
import { lordsModule, type LordsAction, type LordsState } from '../../../src/games/lords';
import { answerOffer, proposeOffer } from '../../../src/games/lords/bot/trade';
import type { Bundle } from '../../../src/games/lords/state';
import { moneyArg } from '../../../src/games/lords/money';
import { refusalCode } from '../../helpers/refusal';
import { newGame, playUntil, prompted, state, type Game } from './board/table';

const NONE: Bundle = { money: 0, ml: {}, fs: {}, media: 0, picks: [] };
const offerOf = (to: number, give: Partial<Bundle>, get: Partial<Bundle>): LordsAction => ({
  t: 'offer',
  to,
  give: { ...NONE, ...give },
  get: { ...NONE, ...get },
  managers: false,
});

/** A three-owner game at an in-season turn with no window open. */
const season = playUntil(newGame(3), (s) => s.step === 'season' && s.window === null);
const maker = prompted(season);
const partner = (maker + 1) % 3;
const third = (maker + 2) % 3;
const terms = offerOf(partner, { money: 1_500 }, { ml: { reg: 1 } });
const offered = dispatch(season, maker, terms);

/** The same table with the pending offer's terms replaced (only its two owners may see them). */
function withTerms(s: LordsState, give: Bundle, get: Bundle): LordsState {
  return {
    ...s,
    offers: s.offers.map((o) => ({
      ...o,
      terms: { ...o.terms, value: { give, get, managers: true } },
    })),
  };
}

/** Every log line added since game `g0`, as one seat may read them. */
const linesSince = (g0: Game, g: Game, seat: number | null) =>
  logFor(g.log.slice(g0.log.length), seat);

describe('§5.7.1 an offer between two owners is theirs alone', () => {
  it('the third owner and the table see that an offer is pending, never what is in it', () => {
    const s = state(offered);
    for (const seat of [third, null]) {
      const v = lordsModule.view(s, seat);
      expect(v.offers).toHaveLength(1);
      expect(v.offers[0]).toMatchObject({ from: maker, to: partner });
      expect(v.offers[0]?.terms.unseen).toBe(true);
      expect(v.offers[0]?.terms.value).toEqual({ give: NONE, get: NONE, managers: false });
      // The leak check: other terms, the same view.
      const other = withTerms(
        s,
        { ...NONE, media: 2, picks: [maker] },
        { ...NONE, fs: { phenom: 1 } },
      );
      expect(stateHash(lordsModule.view(other, seat))).toBe(stateHash(v));
    }
    for (const seat of [maker, partner]) {
      const v = lordsModule.view(s, seat);
      expect(v.offers[0]?.terms.unseen).toBeUndefined();
      expect(v.offers[0]?.terms.value.give.money).toBe(1_500);
      expect(v.offers[0]?.terms.value.get.ml).toEqual({ reg: 1 });
    }
  });

  it("a search bot's sample of the table keeps the third owner's view, placeholder and all", () => {
    const s = state(offered);
    const view = lordsModule.view(s, third);
    const sample = determinize(lordsModule, view, third, 3, {}, makeRng(parseSeed('sample')));
    expect(stateHash(lordsModule.view(sample, third))).toBe(stateHash(view));
  });

  it('the game waits on the partner: his answer is the only prompt, play is refused meanwhile', () => {
    const s = state(offered);
    expect(lordsModule.prompts(s)).toEqual([
      { seat: partner, kind: 'turn', msg: 'lords.prompt.offer', args: { seat: maker } },
    ]);
    const id = s.offers[0]?.id ?? -1;
    const answers = lordsModule.actions(s, partner).filter((a) => a.t !== 'loan');
    expect(answers).toEqual([
      { t: 'accept', offer: id },
      { t: 'reject', offer: id },
    ]);
    expect(lordsModule.actions(s, maker).every((a) => a.t === 'loan')).toBe(true);
    expect(() => dispatch(offered, maker, { t: 'pass' })).toThrow(
      expect.objectContaining({ code: 'offer-pending', section: '5.7.1' }),
    );
    // Refused: the turn resumes where it was.
    const refused = dispatch(offered, partner, { t: 'reject', offer: id });
    expect(lordsModule.prompts(state(refused))).toEqual(lordsModule.prompts(state(season)));
  });

  it('the offer, the refusal, a counter and a withdrawal are said to the two owners only', () => {
    const id = state(offered).offers[0]?.id ?? -1;
    const made = linesSince(season, offered, maker);
    expect(made).toEqual([
      expect.objectContaining({
        msg: 'lords.offer',
        args: { seat: maker, seatTo: partner },
        to: [maker, partner],
      }),
    ]);
    expect(linesSince(season, offered, third)).toEqual([]);
    expect(linesSince(season, offered, null)).toEqual([]);

    const countered = dispatch(offered, partner, {
      t: 'counter',
      offer: id,
      give: { ...NONE, ml: { reg: 1 } },
      get: { ...NONE, money: 3_000 },
      managers: false,
    });
    const s = state(countered);
    expect(s.offers).toHaveLength(1);
    expect(s.offers[0]).toMatchObject({ from: partner, to: maker });
    expect(lordsModule.prompts(s)[0]).toMatchObject({ seat: maker, msg: 'lords.prompt.offer' });
    expect(linesSince(offered, countered, partner)).toEqual([
      expect.objectContaining({ msg: 'lords.counter', to: [partner, maker] }),
    ]);
    expect(linesSince(offered, countered, third)).toEqual([]);

    const withdrawn = dispatch(countered, partner, { t: 'withdraw', offer: s.offers[0]?.id ?? -1 });
    expect(state(withdrawn).offers).toEqual([]);
    expect(linesSince(countered, withdrawn, maker)).toEqual([
      expect.objectContaining({ msg: 'lords.withdraw', to: [partner, maker] }),
    ]);
    expect(linesSince(countered, withdrawn, third)).toEqual([]);

    const refused = dispatch(offered, partner, { t: 'reject', offer: id });
    expect(linesSince(offered, refused, maker)).toEqual([
      expect.objectContaining({ msg: 'lords.refuse', to: [maker, partner] }),
    ]);
    expect(linesSince(offered, refused, third)).toEqual([]);
  });

  it('an accepted trade is announced to the whole table with what changed hands', () => {
    const id = state(offered).offers[0]?.id ?? -1;
    const done = dispatch(offered, partner, { t: 'accept', offer: id });
    const lines = linesSince(offered, done, third);
    expect(lines.every((l) => l.to === undefined)).toBe(true);
    expect(lines.map((l) => [l.msg, l.args])).toEqual([
      ['lords.trade', { seat: maker, seatTo: partner }],
      ['lords.gives.money', { seat: maker, seatTo: partner, amount: moneyArg(1_500) }],
      ['lords.gives.reg', { seat: partner, seatTo: maker, n: 1 }],
    ]);
    expect(state(done).offers).toEqual([]);
  });

  it('an empty offer, or one after the game is over, is refused', () => {
    expect(() => dispatch(season, maker, offerOf(partner, {}, {}))).toThrow(
      expect.objectContaining({ code: 'empty-offer' }),
    );
    const over = { ...state(season), step: 'over' as const };
    expect(() =>
      lordsModule.apply(over, maker, terms, { rng: makeRng(parseSeed('x')), log: () => undefined }),
    ).toThrow(expect.objectContaining({ code: 'game-over' }));
  });
});

/** The season game with every owner's cash and media set. */
function withMoney(media: (seat: number) => number): Game {
  const s0 = state(season);
  const owners = s0.owners.map((o, k) => ({
    ...o,
    media: media(k),
    money: { ...o.money, value: 20_000 },
  }));
  return { ...season, table: { ...season.table, g: { ...s0, owners } } };
}

describe('the heuristic bot and trades', () => {
  it('accepts an offer worth it to its club and refuses one that is not', () => {
    const rich = withMoney(() => 0);
    const good = dispatch(rich, maker, offerOf(partner, { money: 4_000 }, { ml: { jm: 1 } }));
    const bad = dispatch(rich, maker, offerOf(partner, { money: 500 }, { ml: { reg: 2 } }));
    for (const [g, want] of [
      [good, 'accept'],
      [bad, 'reject'],
    ] as const) {
      const s = state(g);
      const a = answerOffer(lordsModule.view(s, partner), partner, lordsModule.actions(s, partner));
      expect(a?.t).toBe(want);
    }
  });

  it('buys the odd media cube that completes a pair, once an owner a phase', () => {
    const g = withMoney((k) => (k === maker ? 1 : 3));
    const s = state(g);
    const actions = lordsModule.actions(s, maker);
    const view = lordsModule.view(s, maker);
    const offer = proposeOffer(view, maker, actions);
    expect(offer).toMatchObject({ t: 'offer', get: { media: 1 }, give: { money: 2_500 } });
    // The partner, a bot too, finds it worth it: his third cube paired with nothing.
    const after = dispatch(g, maker, offer as LordsAction);
    const to = (offer as { to: number }).to;
    const a = state(after);
    expect(answerOffer(lordsModule.view(a, to), to, lordsModule.actions(a, to))?.t).toBe('accept');
    // Refused, it is not made to the same owner again this phase.
    const refused = state(dispatch(after, to, { t: 'reject', offer: a.offers[0]?.id ?? -1 }));
    const again = proposeOffer(lordsModule.view(refused, maker), maker, actions);
    expect(again === undefined || (again as { to: number }).to !== to).toBe(true);
    // Only at its own in-season turn.
    expect(proposeOffer(view, maker, [{ t: 'loan', size: 5_000 }])).toBeUndefined();
  });
});

describe('§5.3.11, §5.7.1, §6.2.6 an open-ended move is checked at the door', () => {
  const door = (a: unknown) => refusalCode(() => dispatch(season, maker, a as LordsAction));
  const offer = (give: unknown, get: unknown, extra: object = {}) => ({
    t: 'offer',
    to: partner,
    give,
    get,
    managers: false,
    ...extra,
  });
  const cash = { ...NONE, money: 500 };

  it.each([
    ['a farm type that does not exist, asked for -1', cash, { ...NONE, fs: { S: -1 } }],
    ['-1 Phenoms asked for', cash, { ...NONE, fs: { phenom: -1 } }],
    ['half a Regular', { ...NONE, ml: { reg: 0.5 } }, cash],
    ['a major-league type that does not exist', { ...NONE, ml: { ace: 1 } }, cash],
    ['money as text', { ...NONE, money: '500' }, { ...NONE, ml: { jm: 1 } }],
    ['negative money', { ...NONE, money: -500 }, { ...NONE, ml: { jm: 1 } }],
    ['a side with a field of its own', { ...cash, vp: 3 }, { ...NONE, ml: { jm: 1 } }],
    ['a side missing its picks', { money: 500, ml: {}, fs: {}, media: 0 }, cash],
  ])('%s: bad-goods §5.3.11', (_, give, get) => {
    expect(door(offer(give, get))).toBe('bad-goods 5.3.11');
  });

  it.each([
    ['draft pick -1', [-1]],
    ['the pick of a seat not at the table', [7]],
    ['one pick twice', [partner, partner]],
  ])('%s: bad-pick §6.2.6', (_, picks) => {
    expect(door(offer(cash, { ...NONE, picks }))).toBe('bad-pick 6.2.6');
  });

  it('an offer needs exactly its fields, a seat at the table and a yes or no manager swap', () => {
    expect(door(offer(cash, cash, { note: 'hi' }))).toBe('bad-offer 5.7.1');
    expect(door({ t: 'offer', to: partner, give: cash, get: cash })).toBe('bad-offer 5.7.1');
    expect(door(offer(cash, cash, { to: 9 }))).toBe('bad-trade-partner 5.7.1');
    expect(door(offer(cash, cash, { to: -1 }))).toBe('bad-trade-partner 5.7.1');
    expect(door(offer(cash, cash, { managers: 'yes' }))).toBe('bad-offer 5.7.1');
    expect(door({ t: 'accept', offer: 0.5 })).toBe('no-such-offer 5.7.1');
    expect(door({ t: 'withdraw', offer: 0, also: 1 })).toBe('no-such-offer 5.7.1');
  });

  it('an offer to one owner asks only for players, media and picks he holds', () => {
    const theirs = state(season).owners[partner];
    const more = (theirs?.ml.ss ?? 0) + 1;
    expect(door(offer(cash, { ...NONE, ml: { ss: more } }))).toBe('missing-player 5.3.11');
    expect(door(offer(cash, { ...NONE, picks: [third] }))).toBe('missing-pick 6.2.6');
    // What he holds, or money (which may be hidden), may be asked for.
    expect(door(offer(cash, { ...NONE, picks: [partner], money: 99_000 }))).toBe('accepted');
  });
});
