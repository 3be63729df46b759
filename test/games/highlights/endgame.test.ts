import { describe, expect, it } from 'vitest';
import type { HlState } from '../../../src/games/highlights/state';
import { act, byName, hl, lastLog, rig, side, start } from './helpers';

const base = start(2, { team1: 'comets', team2: 'gulls' }, 'end');
const ZEB = byName(base, 'Zeb Amberley'); // comets, Glove (D)
const YARA = byName(base, 'Yara Stroud'); // comets, Quick Eye (O)
const MACK = byName(base, 'Mack Morrow'); // gulls, 1B HR

/** Seat 0 visits with `onDeck` set aside; eleven cards are played, then Mack Morrow last. */
function toSave(onDeck: string): HlState {
  const r = rig(base, { home: 1, hands: [[], [MACK]] });
  const sd = side(r, 0);
  const hand = sd.hand.cards.filter((c) => c !== onDeck);
  const spare = sd.lineup.cards.find((c) => c !== onDeck) as string;
  sd.hand = { ...sd.hand, cards: hand.length === 6 ? hand : [...hand, spare] };
  sd.lineup = {
    ...sd.lineup,
    cards: sd.lineup.cards.filter((c) => c !== onDeck && !sd.hand.cards.includes(c)),
  };
  sd.onDeck = { ...sd.onDeck, cards: [onDeck] };
  let s = r;
  for (let k = 0; k < 12; k++) {
    while (s.pending) s = act(s, hl.prompts(s)[0]?.seat ?? 0, { t: 'choose', i: 0 });
    const seat = k % 2 === 0 ? 0 : 1;
    const hand = side(s, seat).hand.cards;
    const c = seat === 1 && k < 11 ? hand.find((x) => x !== MACK) : hand[0];
    s = act(s, seat, { t: 'play', card: k === 11 ? MACK : (c as string) });
  }
  while (s.pending && s.pending.k !== 'save')
    s = act(s, hl.prompts(s)[0]?.seat ?? 0, { t: 'choose', i: 0 });
  return s;
}

describe("the Visitor Save (§Fin d'un mini-jeu)", () => {
  it("the Visitor may show its On Deck card; a Glove cancels one of Home's last hits, then they resolve", () => {
    const s = toSave(ZEB);
    expect(hl.prompts(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'hl.prompt.save' }]);
    expect(s.pending).toMatchObject({ k: 'save', options: ['none', 'onDeck', 'lineup'] });
    const none = act(s, 0, { t: 'choose', i: 0 });
    let saved = act(s, 0, { t: 'choose', i: 1 });
    // Zeb's Glove: cancel the Homerun (option 0), the Single still resolves.
    expect(saved.pending?.k).toBe('cancel');
    saved = act(saved, 0, { t: 'choose', i: 0 });
    const homeRuns = (x: HlState) => x.results[x.results.length - 1]?.runs[1] ?? side(x, 1).runs;
    expect(homeRuns(none) - homeRuns(saved)).toBeGreaterThanOrEqual(1);
    expect(side(saved, 0).dugout.cards).toContain(ZEB);
  });

  it('only a defensive action works in a Visitor Save (decision: letters D/O/S)', () => {
    const s = toSave(YARA);
    const t = act(s, 0, { t: 'choose', i: 1 });
    expect(lastLog.some((l) => l.msg === 'hl.save')).toBe(true);
    expect(lastLog.some((l) => l.msg === 'hl.gain')).toBe(false);
    expect(side(t, 0).dugout.cards).toContain(YARA);
  });
});

describe('extra innings (§EXTRA INNINGS)', () => {
  it('a tie: each draws 3 and picks face down; cards shown together; no tie ever', () => {
    let s = structuredClone(toSave(ZEB));
    for (const sd of s.sides) {
      sd.runs = 0;
      sd.bases = [null, null, null];
      sd.threat = null;
      sd.tally = { placed: 0, crossed: 0, removed: 0 };
    }
    s = act(s, 0, { t: 'choose', i: 0 });
    expect(hl.prompts(s).map((p) => [p.seat, p.kind])).toEqual([
      [0, 'secret'],
      [1, 'secret'],
    ]);
    expect(side(s, 0).hand.cards).toHaveLength(3);
    s = act(s, 0, { t: 'pick', card: side(s, 0).hand.cards[0] as string });
    // The other seat sees that a card was picked, not which.
    expect(hl.view(s, 1).sides[0]?.pick).toMatchObject({ cards: [], n: 1 });
    expect(hl.prompts(s).map((p) => p.seat)).toEqual([1]);
    s = act(s, 1, { t: 'pick', card: side(s, 1).hand.cards[0] as string });
    const reveals = lastLog.filter((l) => l.msg === 'hl.reveal').map((l) => l.args?.team);
    expect(reveals).toEqual(['Harbor Gulls', 'Orbit Comets']);
    for (let k = 0; k < 200 && s.phase === 'play'; k++) {
      const p = hl.prompts(s)[0];
      if (!p) break;
      s = act(s, p.seat, hl.actions(s, p.seat)[0] as never);
    }
    const last = s.results[s.results.length - 1];
    expect(last?.winner).toBeGreaterThanOrEqual(0);
    expect(last?.runs[0]).not.toBe(last?.runs[1]);
  });
});

describe('On Deck and hidden information (§MISE EN PLACE AVANT MINI-JEU)', () => {
  it('a card set On Deck is replaced by a draw; only its owner sees it', () => {
    let s = start(2, {}, 'ondeck');
    expect(hl.prompts(s).map((p) => p.kind)).toEqual(['secret', 'secret']);
    const c = side(s, 0).hand.cards[2] as string;
    s = act(s, 0, { t: 'stash', card: c });
    expect(side(s, 0).onDeck.cards).toEqual([c]);
    expect(side(s, 0).hand.cards).toHaveLength(6);
    expect(hl.view(s, 1).sides[0]?.onDeck).toMatchObject({ cards: [], n: 1 });
    expect(hl.view(s, 0).sides[0]?.onDeck.cards).toEqual([c]);
    expect(hl.view(s, 1).sides[0]?.hand).toMatchObject({ cards: [], n: 6 });
    // The owner knows which cards its Lineup holds, not their order.
    expect(hl.view(s, 0).sides[0]?.lineup.set).toHaveLength(8);
    expect(hl.view(s, 1).sides[0]?.lineup.set).toBeUndefined();
  });

  it('apply never changes the state it is given', () => {
    const s = start(2, {}, 'pure');
    const before = JSON.stringify(s);
    act(s, 0, { t: 'stash', card: null });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('describing decisions (menus)', () => {
  it('a Glove option names the hit it cancels; a Save option names the card shown', () => {
    let s = toSave(ZEB);
    const view = hl.view(s, 0);
    expect(hl.describe?.({ t: 'choose', i: 1 }, 0, view)).toEqual({ msg: 'hl.act.save.onDeck' });
    s = act(s, 0, { t: 'choose', i: 1 });
    expect(hl.describe?.({ t: 'choose', i: 0 }, 0, hl.view(s, 0))).toEqual({
      msg: 'hl.act.cancel',
      args: { hits: 'HR' },
    });
  });
});
