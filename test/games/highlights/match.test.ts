import { describe, expect, it } from 'vitest';
import { parseSeed } from '../../../src/engine/rng';
import { makeCtx } from '../../../src/engine/session';
import { card } from '../../../src/games/highlights/content';
import { startBuy } from '../../../src/games/highlights/rules/buy';
import {
  hotPepperOrder,
  hotPepperPoints,
  planOf,
  wsHome,
} from '../../../src/games/highlights/rules/match';
import { playOrder } from '../../../src/games/highlights/rules/minigame';
import type { HlState } from '../../../src/games/highlights/state';
import { refusalCode } from '../../helpers/refusal';
import { act, hl, side, start } from './helpers';

const ctx = (seed = 'm') => makeCtx(parseSeed(seed), 0).ctx;

/** Plays on with each seat's first legal action until `stop` holds (or the match ends). */
function playUntil(s0: HlState, stop: (s: HlState) => boolean, limit = 5000): HlState {
  let s = s0;
  for (let k = 0; k < limit && !stop(s); k++) {
    const p = hl.prompts(s)[0];
    if (!p) break;
    const a = hl.actions(s, p.seat).find((x) => x.t !== 'buy') ?? hl.actions(s, p.seat)[0];
    if (!a) throw new Error('no action');
    s = act(s, p.seat, a);
  }
  return s;
}

describe('the 2-player match (§MODES DE JEU)', () => {
  it('World Series homes are 2-3-2: the season winner at home in games 1, 2, 6, 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((g) => wsHome(0, 1, g))).toEqual([0, 0, 1, 1, 1, 0, 0]);
  });

  it('the season plays all three games with alternating homes, then the Series follows', () => {
    const s = playUntil(
      start(2, {}, 'season'),
      (x) => x.results.length === 3 && x.phase === 'prep',
    );
    const homes = s.results.map((r) => r.home);
    expect(homes).toEqual([homes[0], 1 - (homes[0] as number), homes[0]]);
    expect(s.results.every((r) => r.part === 'season')).toBe(true);
    const wins = [0, 1].map((i) => s.results.filter((r) => r.winner === i).length);
    expect(s.match.plan[s.match.at]?.kind).toBe('ws');
    expect(s.game.home).toBe((wins[0] ?? 0) > (wins[1] ?? 0) ? 0 : 1);
  });

  it('a whole standard match ends when one side has won four Series games', () => {
    const s = playUntil(start(2, {}, 'whole'), (x) => x.phase === 'over');
    expect(s.phase).toBe('over');
    const ws = s.results.filter((r) => r.part === 'ws');
    const wins = [0, 1].map((i) => ws.filter((r) => r.winner === i).length);
    expect(Math.max(...wins)).toBe(4);
    expect(hl.outcome(s)?.rank).toEqual(wins[0] === 4 ? [1, 2] : [2, 1]);
    // No mini-game is ever tied (§EXTRA INNINGS: "Il n'y a pas d'égalité").
    expect(s.results.every((r) => r.winner >= 0)).toBe(true);
  });

  it('the short variant is 3 buy-only rounds then the Series; the long adds the season', () => {
    expect(
      planOf({ mode: 'short', buyRounds: 0, exhibition: true, expansions: [] }).map((p) => p.kind),
    ).toEqual(['buyOnly', 'ws']);
    expect(
      planOf({ mode: 'long', buyRounds: 0, exhibition: true, expansions: [] }).map((p) => p.kind),
    ).toEqual(['buyOnly', 'season', 'ws']);
    const s = start(2, { variant: 'short' }, 'short');
    expect(s.phase).toBe('buy');
    // The six drawn cards are laid out as In Play and make the revenue.
    expect(side(s, 0).inPlay.cards).toHaveLength(6);
  });
});

describe('buying (§ACHETER DES JOUEURS)', () => {
  /** A state whose sides have In Play cards of the given revenues, ready for a buy round. */
  function withRevenue(revs: [number, number]): HlState {
    const s = structuredClone(start(2, {}, 'buy'));
    revs.forEach((want, i) => {
      const sd = side(s, i);
      const pool = [...sd.hand.cards, ...sd.lineup.cards];
      const chosen: string[] = [];
      let sum = 0;
      for (const c of pool.sort((a, b) => card(b).revenue - card(a).revenue))
        if (sum + card(c).revenue <= want && chosen.length < 6) {
          chosen.push(c);
          sum += card(c).revenue;
        }
      expect(sum).toBe(want);
      sd.inPlay = { ...sd.inPlay, cards: chosen };
      sd.lineup = { ...sd.lineup, cards: pool.filter((c) => !chosen.includes(c)) };
      sd.hand = { ...sd.hand, cards: [] };
      sd.prep = 'ready';
    });
    return s;
  }

  it('revenue 7 against 5: the 5 buys first; two purchases send two In Play cards down; roster 15', () => {
    const s = withRevenue([7, 5]);
    // Costs 3 and 2 in the row.
    const three = [...s.fa.cards].find((c) => card(c).cost === 3) as string;
    const two = [...s.fa.cards].find((c) => card(c).cost === 2) as string;
    s.fa = {
      ...s.fa,
      cards: s.fa.cards.filter((c) => c !== three && c !== two).concat(s.row.cards.slice(0, 2)),
    };
    s.row = { ...s.row, cards: [three, two, ...s.row.cards.slice(2)] };
    startBuy(s, [0, 1], 0, ctx());
    expect(s.buy?.order).toEqual([1, 0]);
    const nextFa = s.fa.cards[0];
    const send = side(s, 1).inPlay.cards;
    let t = act(s, 1, { t: 'buy', card: three, send: send[0] as string });
    // The row is refilled at once, from the top of the Free Agent deck.
    expect(t.row.cards).toHaveLength(6);
    expect(t.row.cards[0]).toBe(nextFa);
    t = act(t, 1, { t: 'buy', card: two, send: send[1] as string });
    expect(side(t, 1).minors.cards).toHaveLength(2);
    // Bought cards on top of the Lineup, known to everyone.
    expect(side(t, 1).lineup.cards.slice(0, 2)).toEqual([two, three]);
    const seen = hl.view(t, 0).sides[1]?.lineup;
    expect(seen?.known?.slice(0, 2)).toEqual([two, three]);
    // Revenue 5 is spent; the seat is done and its other In Play cards go to the Dugout.
    expect(t.buy?.at).toBe(1);
    expect(side(t, 1).inPlay.cards).toHaveLength(0);
    expect(side(t, 1).roster).toHaveLength(15);
  });

  it('equal revenue: the loser of the mini-game buys first', () => {
    const s = withRevenue([5, 5]);
    startBuy(s, [0, 1], 1, ctx());
    expect(s.buy?.order[0]).toBe(1);
    const t = withRevenue([5, 5]);
    startBuy(t, [0, 1], 0, ctx());
    expect(t.buy?.order[0]).toBe(0);
  });

  it('a purchase dearer than the revenue left is refused', () => {
    const s = withRevenue([3, 3]);
    const dear = s.fa.cards.find((c) => card(c).cost > 3) as string;
    const cheap = s.fa.cards.find((c) => card(c).cost <= 3) as string;
    s.fa = {
      ...s.fa,
      cards: [...s.fa.cards.filter((c) => c !== dear && c !== cheap), ...s.row.cards.slice(0, 2)],
    };
    s.row = { ...s.row, cards: [dear, cheap, ...s.row.cards.slice(2)] };
    startBuy(s, [0, 1], 0, ctx());
    const buyer = s.buy?.order[0] as number;
    const send = side(s, buyer).inPlay.cards[0] as string;
    expect(refusalCode(() => hl.apply(s, buyer, { t: 'buy', card: dear, send }, ctx()))).toBe(
      'too-dear §ACHETER DES JOUEURS',
    );
    expect(
      refusalCode(() => hl.apply(s, buyer, { t: 'buy', card: cheap, send: 'nope' }, ctx())),
    ).toBe('not-in-play §ACHETER DES JOUEURS');
  });
});

describe('solo (§Jeu Solitaire)', () => {
  it('the AI has 15 Free Agents, is always home, and plays its top card by itself', () => {
    let s = start(1, { buyRounds: '0' }, 'solo');
    const ai = side(s, 1);
    expect(ai.seat).toBeNull();
    expect(ai.lineup.cards).toHaveLength(15);
    expect(s.game.home).toBe(1);
    s = playUntil(s, (x) => x.phase === 'play');
    expect(hl.prompts(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'hl.prompt.play' }]);
    const top = side(s, 1).lineup.cards[0];
    const first = hl.actions(s, 0).find((a) => a.t === 'play');
    if (!first) throw new Error('no play');
    s = act(s, 0, first);
    expect(side(s, 1).inPlay.cards[0]).toBe(top);
    const done = playUntil(s, (x) => x.phase === 'over');
    expect(done.results.every((r) => r.home === 1)).toBe(true);
  });

  it('difficulty is the number of buy rounds before the Series', () => {
    expect(planOf({ mode: 'solo', buyRounds: 2, exhibition: true, expansions: [] })).toEqual([
      { kind: 'buyOnly', games: 2, need: 0, buy: true },
      { kind: 'ws', games: 7, need: 4, buy: true },
    ]);
    expect(
      planOf({ mode: 'solo', buyRounds: 0, exhibition: true, expansions: [] }).map((p) => p.kind),
    ).toEqual(['ws']);
  });
});

describe('Hot Pepper (§Partie à 3 joueurs)', () => {
  it('rounds 1, 3, 5 go P1, P2, P3; rounds 2, 4, 6 go P1, P3, P2', () => {
    const seq = playOrder([5, 6, 7], -1);
    expect(seq.slice(0, 6)).toEqual([5, 6, 7, 5, 7, 6]);
    expect(seq).toHaveLength(18);
  });

  it('runs A 3, B 3, C 1: points A 3, B 3, C 0; then C is Player 2', () => {
    expect(hotPepperPoints([3, 3, 1])).toEqual([3, 3, 0]);
    const orders = ['a', 'b', 'c', 'd'].map((seed) => hotPepperOrder([3, 3, 0], ctx(seed)));
    for (const o of orders) {
      expect(o[1]).toBe(2);
      expect([0, 1]).toContain(o[0]);
    }
  });

  it('a Hot Pepper match runs exhibition, season and a best-of-3 playoff; no tie goes to extra innings', () => {
    const s = playUntil(start(3, {}, 'hp'), (x) => x.phase === 'over', 20000);
    expect(s.phase).toBe('over');
    expect(s.results.filter((r) => r.part === 'exhibition')).toHaveLength(3);
    expect(s.results.filter((r) => r.part === 'hpSeason')).toHaveLength(6);
    const playoff = s.results.filter((r) => r.part === 'playoff');
    expect(playoff.length).toBeGreaterThanOrEqual(2);
    expect(playoff.every((r) => r.winner >= 0)).toBe(true);
    const rank = hl.outcome(s)?.rank ?? [];
    expect([...rank].sort()).toEqual([1, 2, 3]);
  });
});
