import { describe, expect, it } from 'vitest';
import { card } from '../../../src/games/highlights/content';
import type { HlState } from '../../../src/games/highlights/state';
import { parseSeed } from '../../../src/engine/rng';
import { makeCtx } from '../../../src/engine/session';
import { startBuy } from '../../../src/games/highlights/rules/buy';
import { act, byName, hl, lastLog, rig, side, start } from './helpers';

/** Plays each prompt's first action (never buying) until `stop` holds. */
function playUntil(s0: HlState, stop: (s: HlState) => boolean, limit = 3000): HlState {
  let s = s0;
  for (let k = 0; k < limit && !stop(s); k++) {
    const p = hl.prompts(s)[0];
    if (!p) break;
    const acts = hl.actions(s, p.seat);
    s = act(s, p.seat, acts.find((a) => a.t !== 'buy') ?? (acts[0] as never));
  }
  return s;
}

describe('decisions (docs/games/highlights.md), continued', () => {
  it('§Jeu Solitaire: the AI takes the first option of a choice, so its Glove cancels the Homerun', () => {
    const s = structuredClone(start(1, { buyRounds: '0' }, 'ai-glove'));
    const glove = s.fa.cards.find((c) => card(c).ia.k === 'glove') as string;
    const ai = side(s, 1);
    const old = ai.lineup.cards[0] as string;
    ai.lineup = { ...ai.lineup, cards: [glove, ...ai.lineup.cards.slice(1)] };
    s.fa = { ...s.fa, cards: [...s.fa.cards.filter((c) => c !== glove), old] };
    const mack = byName(s, 'Mack Morrow');
    const me = side(s, 0);
    if (!me.hand.cards.includes(mack)) {
      const out = me.hand.cards[0] as string;
      me.hand = { ...me.hand, cards: [mack, ...me.hand.cards.slice(1)] };
      me.lineup = { ...me.lineup, cards: [...me.lineup.cards.filter((c) => c !== mack), out] };
    }
    let t = act(s, 0, { t: 'stash', card: null });
    t = act(t, 0, { t: 'play', card: mack });
    expect(lastLog.some((l) => l.msg === 'hl.cancel' && l.args?.hits === 'HR')).toBe(true);
    expect(side(t, 0).bases).toEqual(['average', null, null]);
  });

  it('§MISE EN PLACE AVANT MINI-JEU: an On Deck card put on top of the Lineup comes back in the next hand', () => {
    let s = start(2, {}, 'ondeck-top');
    const c = side(s, 0).hand.cards[0] as string;
    s = act(s, 0, { t: 'stash', card: c });
    s = playUntil(s, (x) => x.phase === 'prep' && x.results.length === 1);
    expect(hl.prompts(s).find((p) => p.seat === 0)?.msg).toBe('hl.prompt.onDeck');
    s = act(s, 0, { t: 'deck', to: 'top' });
    expect(side(s, 0).hand.cards).toContain(c);
    expect(side(s, 0).onDeck.cards).toEqual([]);
  });

  it('§Format des Jeux Préliminaires: after each exhibition game the order follows the points; season points start at 0', () => {
    const s = playUntil(
      start(3, {}, 'hp-order'),
      (x) => x.results.length === 1 && x.phase === 'prep',
    );
    const pts = s.match.points;
    const [p1 = 0, p2 = 0, p3 = 0] = s.match.order;
    expect(pts[p1]).toBeGreaterThanOrEqual(Math.max(pts[p2] ?? 0, pts[p3] ?? 0));
    expect(pts[p2]).toBeLessThanOrEqual(Math.min(pts[p1] ?? 0, pts[p3] ?? 0));
    expect(s.match.seasonPoints).toEqual([0, 0, 0]);
    expect(s.game.seq.slice(0, 6)).toEqual([p1, p2, p3, p1, p3, p2]);
  });
});

describe('decisions: extra innings and buy-only rounds', () => {
  it('§EXTRA INNINGS: a side with no card left to draw cannot go on, and the other side wins', () => {
    let s = playUntil(
      rig(start(2, {}, 'forfeit'), { home: 1, hands: [[], []] }),
      (x) => x.pending?.k === 'save' || x.game.step === 'done',
    );
    s = structuredClone(s);
    for (const sd of s.sides) {
      sd.runs = 0;
      sd.bases = [null, null, null];
      sd.threat = null;
      sd.tally = { placed: 0, crossed: 0, removed: 0 };
    }
    const v = side(s, 0);
    v.inPlay = {
      ...v.inPlay,
      cards: [...v.inPlay.cards, ...v.lineup.cards, ...v.dugout.cards, ...v.onDeck.cards],
    };
    v.lineup = { ...v.lineup, cards: [] };
    v.dugout = { ...v.dugout, cards: [] };
    v.onDeck = { ...v.onDeck, cards: [] };
    s.pending = { k: 'save', side: 0, options: ['none'] };
    s.game.step = 'save';
    s = act(s, 0, { t: 'choose', i: 0 });
    expect(s.results[s.results.length - 1]?.winner).toBe(1);
  });

  it('§ACHETER DES JOUEURS: equal revenue in a buy-only round is settled at random', () => {
    const firsts = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const s = structuredClone(start(2, { variant: 'short' }, 'ties'));
      for (const sd of s.sides) sd.inPlay = { ...sd.inPlay, cards: sd.inPlay.cards.slice(0, 0) };
      startBuy(s, [0, 1], -1, makeCtx(parseSeed(seed), 0).ctx);
      firsts.add(s.buy?.order[0] ?? -1);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });
});
