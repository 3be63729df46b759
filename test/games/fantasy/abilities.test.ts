import { describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import type { FantasyState } from '../../../src/games/fantasy/state';
import { act, legal, logged, passAll, scenario, withTrack, type Side } from './helpers';

// Week 1 is played for w08 (AVG + R); then w22 (HR + RBI), w01 (IP + SV), w11 (W + K).
const W = ['w08', 'w22', 'w01', 'w11'];
const F0 = ['c29', 'c16', 'c04'];
const F1 = ['c28', 'c57', 'c35'];
const F2 = ['c64', 'c77', 'c14'];
// w08 totals: c10 Ulfrik 11 (Good), c33 Nettle 10 (Good), c36 Grizzle 16 (Evil), c77 Arcanus 6.

/** Seat 0 (first in Turn Order) plays `me` with `bench`; seat 1 plays `them`. */
function duel(
  me: string,
  bench: string[],
  them: string,
  theirBench = ['c60', 'c69'],
  lineup0 = F0,
): FantasyState {
  const sides: Side[] = [
    { lineup: [me, ...lineup0], bench: [...bench, 'c07'].slice(0, 2) },
    { lineup: [them, ...F1], bench: theirBench },
  ];
  return scenario(sides, W);
}

function trio(bench0: string): FantasyState {
  return scenario(
    [
      { lineup: ['c33', ...F0], bench: [bench0, 'c07'] },
      { lineup: ['c10', ...F1], bench: ['c60', 'c66'] },
      { lineup: ['c44', ...F2], bench: ['c50', 'c78'] },
    ],
    W,
  );
}

function refusal(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return null;
}

const wins = (s: FantasyState, m: number) => s.mgrs[m]?.wins.cards ?? [];
const magic = (s: FantasyState, m: number, c: string) => act(s, m, { t: 'magic', c });

describe('§4 Play Ball 2: the magic window', () => {
  it('goes in Turn Order, one response prompt at a time, pass or flip a bench card', () => {
    const s = duel('c33', ['c55'], 'c10');
    expect(fantasyModule.prompts(s)).toEqual([
      { seat: 0, kind: 'response', msg: 'fantasy.prompt.magic', args: { base: 1 } },
    ]);
    expect(legal(s, 0)).toEqual([
      { t: 'magic', c: 'c55' },
      { t: 'magic', c: 'c07' },
      { t: 'pass' },
    ]);
    expect(legal(s, 1)).toEqual([]);
  });

  it('one use per week; a used card stays face up for the month', () => {
    let s = magic(duel('c33', ['c55'], 'c10'), 0, 'c55');
    expect(fantasyModule.prompts(s)[0]?.seat).toBe(1);
    s = passAll(s);
    expect(s.week).toBe(1);
    expect(s.mgrs[0]?.used.cards).toEqual(['c55']);
    expect(legal(s, 0)).toEqual([{ t: 'magic', c: 'c07' }, { t: 'pass' }]);
  });

  it('refuses magic out of Turn Order, naming the rule', () => {
    const s = duel('c33', ['c55'], 'c10');
    expect(refusal(() => magic(s, 1, 'c60'))).toMatchObject({
      code: 'not-your-magic',
      section: '§4 Play Ball 2 (magic abilities)',
    });
  });

  it('without magic the higher total wins (c10 11 beats c33 10)', () => {
    const s = passAll(duel('c33', ['c55'], 'c10'));
    expect(wins(s, 1)).toEqual(['w08']);
  });
});

describe('§Abilities (the 21 magic abilities)', () => {
  it('Power Juice: +1 to each stat this week turns 10 into 12 and wins', () => {
    const s = passAll(magic(duel('c33', ['c55'], 'c10'), 0, 'c55'));
    expect(wins(s, 0)).toEqual(['w08']);
  });

  it('Summon: the card adds all its stats (Urzag AVG 9 R 7) to the active character', () => {
    const s = passAll(magic(duel('c33', ['c72'], 'c36'), 0, 'c72'));
    expect(wins(s, 0)).toEqual(['w08']);
  });

  it("Flames: an opponent's stat becomes zero this week", () => {
    let s = magic(duel('c33', ['c24'], 'c10'), 0, 'c24');
    expect(legal(s, 0)).toContainEqual({ t: 'stat', m: 1, s: 0 });
    expect(legal(s, 0).every((a) => a.t === 'stat' && a.m === 1)).toBe(true);
    s = passAll(act(s, 0, { t: 'stat', m: 1, s: 0 }));
    expect(wins(s, 0)).toEqual(['w08']);
  });

  it('Justice: the stronger Evil character cannot win; the Good one does', () => {
    const s = passAll(magic(duel('c33', ['c38'], 'c36'), 0, 'c38'));
    expect(wins(s, 0)).toEqual(['w08']);
  });

  it("Meow (A10): the Evil character goes to its owner's bench, scores nothing, moves no peg, and its magic is usable", () => {
    let s = magic(duel('c33', ['c42'], 'c36'), 0, 'c42');
    s = act(s, 0, { t: 'mgr', m: 1 });
    expect(s.mgrs[1]?.bench.cards).toContain('c36');
    expect(s.mgrs[1]?.slots[0]?.cards).toEqual([]);
    expect(legal(s, 1)).toContainEqual({ t: 'magic', c: 'c36' });
    s = passAll(s);
    expect(wins(s, 0)).toEqual(['w08']);
    expect(s.mgrs[1]?.track).toEqual([0, 0, 0, 0, 0]);
  });

  it('Meow has no target when no opponent plays an Evil character: spent with no effect', () => {
    const s = magic(duel('c33', ['c42'], 'c10'), 0, 'c42');
    expect(logged('fantasy.log.fizzle')).toBe(true);
    expect(s.pending).toBeNull();
  });

  it('Pile On: +1 to each stat only if the character is Evil', () => {
    const s = passAll(magic(duel('c66', ['c51'], 'c10'), 0, 'c51'));
    expect(wins(s, 0)).toEqual(['w08']);
    magic(duel('c33', ['c51'], 'c10'), 0, 'c51');
    expect(logged('fantasy.log.fizzle')).toBe(true);
  });

  it("Berzerk: one of the card's stats joins the active character for the rest of the month", () => {
    let s = magic(duel('c33', ['c08'], 'c10'), 0, 'c08');
    expect(legal(s, 0)).toEqual([
      { t: 'stat', m: 0, s: 0 },
      { t: 'stat', m: 0, s: 4 },
    ]);
    s = act(s, 0, { t: 'stat', m: 0, s: 0 });
    expect(s.berz).toEqual([{ m: 0, stat: 0, n: 9, from: 0 }]);
    s = passAll(s);
    expect(wins(s, 0)).toEqual(['w08']);
    expect(s.berz).toHaveLength(1);
  });

  it('Teleport: the card becomes the active character; the old one goes to the bench', () => {
    const s = magic(duel('c77', ['c75'], 'c10'), 0, 'c75');
    expect(s.mgrs[0]?.slots[0]?.cards).toEqual(['c75']);
    expect(s.mgrs[0]?.bench.cards).toContain('c77');
    expect(s.mgrs[0]?.used.cards).not.toContain('c75');
  });

  it("Shapeshift: swap this week's character with any other (here the base-2 character)", () => {
    let s = magic(duel('c77', ['c68'], 'c10', undefined, ['c44', 'c16', 'c04']), 0, 'c68');
    expect(legal(s, 0)).toEqual(
      expect.arrayContaining([
        { t: 'card', c: 'c07' },
        { t: 'card', c: 'c44' },
        { t: 'card', c: 'c04' },
      ]),
    );
    s = act(s, 0, { t: 'card', c: 'c44' });
    expect(s.mgrs[0]?.slots[0]?.cards).toEqual(['c44']);
    expect(s.mgrs[0]?.slots[1]?.cards).toEqual(['c77']);
    expect(wins(passAll(s), 0)).toEqual(['w08']);
  });

  it("Helper: the active character uses its own ability (Fizzwick's Power Juice)", () => {
    const s = magic(duel('c54', ['c30'], 'c10'), 0, 'c30');
    expect(s.wk?.fx).toEqual([{ k: 'plus', card: 'c54' }]);
  });

  it('Helper cannot fire Summon (the card is already in the battle)', () => {
    const s = magic(duel('c72', ['c30'], 'c10'), 0, 'c30');
    expect(s.wk?.fx).toEqual([]);
    expect(logged('fantasy.log.fizzle')).toBe(true);
  });

  it("Blessing: use an opponent's used ability as if printed on the Blessing card", () => {
    // Seat 0 juices c33 from 10 to 12; seat 1 borrows the Power Juice: c10 from 11 to 13.
    let s = magic(duel('c33', ['c55'], 'c10', ['c11', 'c69']), 0, 'c55');
    s = magic(s, 1, 'c11');
    expect(legal(s, 1)).toEqual([{ t: 'card', c: 'c55' }]);
    s = act(s, 1, { t: 'card', c: 'c55' });
    expect(wins(s, 1)).toEqual(['w08']);
  });

  it('Blessing cannot copy a Blessing', () => {
    let s = magic(duel('c33', ['c12'], 'c10', ['c11', 'c69']), 0, 'c12');
    s = magic(s, 1, 'c11');
    expect(logged('fantasy.log.fizzle')).toBe(true);
    expect(s.pending).toBeNull();
  });

  it('Brute Force: +1 on a track where you already have a point (none: no effect)', () => {
    const base = duel('c33', ['c14'], 'c10');
    const rigged = withTrack(base, 0, [0, 3, 0, 0, 0]);
    let s = magic(rigged, 0, 'c14');
    expect(legal(s, 0)).toEqual([{ t: 'track', m: 0, k: 1 }]);
    s = act(s, 0, { t: 'track', m: 0, k: 1 });
    expect(s.mgrs[0]?.track).toEqual([0, 4, 0, 0, 0]);
    magic(base, 0, 'c14');
    expect(logged('fantasy.log.fizzle')).toBe(true);
  });

  it('Axe: two different opponents each drop 1 on a track the actor picks', () => {
    const rigged = withTrack(withTrack(trio('c03'), 1, [2, 0, 0, 0, 0]), 2, [0, 0, 1, 0, 0]);
    let s = magic(rigged, 0, 'c03');
    expect(legal(s, 0)).toEqual([
      { t: 'track', m: 1, k: 0 },
      { t: 'track', m: 2, k: 2 },
    ]);
    s = act(s, 0, { t: 'track', m: 1, k: 0 });
    expect(legal(s, 0)).toEqual([{ t: 'track', m: 2, k: 2 }]);
    s = act(s, 0, { t: 'track', m: 2, k: 2 });
    expect(s.mgrs[1]?.track[0]).toBe(1);
    expect(s.mgrs[2]?.track[2]).toBe(0);
    expect(s.pending).toBeNull();
  });

  it('Axe in a two-manager game: only the opponent drops 1', () => {
    const rigged = withTrack(duel('c33', ['c03'], 'c10'), 1, [2, 0, 1, 0, 0]);
    let s = magic(rigged, 0, 'c03');
    s = act(s, 0, { t: 'track', m: 1, k: 2 });
    expect(s.pending).toBeNull();
    expect(s.mgrs[1]?.track).toEqual([2, 0, 0, 0, 0]);
  });

  it('Focus: opponents do not move on the Stat Track this week', () => {
    const plain = passAll(duel('c10', ['c26'], 'c33'));
    expect(plain.mgrs[1]?.track).toEqual([0, 0, 0, 0, 2]);
    const focused = passAll(magic(duel('c10', ['c26'], 'c33'), 0, 'c26'));
    expect(focused.mgrs[1]?.track).toEqual([0, 0, 0, 0, 0]);
  });

  it('Hibernate: nobody after the user in Turn Order may use magic this week', () => {
    const s = magic(trio('c34'), 0, 'c34');
    expect(s.week).toBe(1);
    expect(fantasyModule.prompts(s)[0]?.seat).toBe(0);
  });

  it('Translucent: the new Waiver Order takes effect from the next week', () => {
    let s = magic(trio('c79'), 0, 'c79');
    expect(legal(s, 0)).toEqual([
      { t: 'mgr', m: 0 },
      { t: 'mgr', m: 1 },
      { t: 'mgr', m: 2 },
    ]);
    s = act(s, 0, { t: 'mgr', m: 0 });
    s = act(s, 0, { t: 'mgr', m: 2 });
    expect(s.order).toEqual([0, 2, 1]);
    expect(s.wk?.turn).toEqual([0, 1, 2]);
    expect(fantasyModule.prompts(s)[0]?.seat).toBe(1);
    s = passAll(s);
    expect(s.wk?.turn).toEqual([1, 2, 0]);
  });

  it('Revive: a used bench card is available again from the next week', () => {
    let s = passAll(magic(duel('c33', ['c55', 'c65'], 'c10'), 0, 'c55'));
    s = magic(s, 0, 'c65');
    expect(legal(s, 0)).toEqual([{ t: 'card', c: 'c55' }]);
    s = passAll(act(s, 0, { t: 'card', c: 'c55' }));
    expect(legal(s, 0)).toContainEqual({ t: 'magic', c: 'c55' });
  });

  it('Morph: a character is exchanged with the top of the Character Deck (kept)', () => {
    const s0 = duel('c33', ['c46'], 'c10');
    const top = s0.charDeck.cards[0];
    let s = magic(s0, 0, 'c46');
    expect(legal(s, 0)).toEqual([
      { t: 'card', c: 'c33' },
      { t: 'card', c: 'c07' },
    ]);
    s = act(s, 0, { t: 'card', c: 'c33' });
    expect(s.mgrs[0]?.slots[0]?.cards).toEqual([top]);
    expect(s.charDeck.cards.at(-1)).toBe('c33');
  });

  it('Dig (A11): look at the Discard Pile and trade a lineup character for a card there', () => {
    const s0 = duel('c33', ['c18'], 'c10');
    let s = magic(s0, 0, 'c18');
    expect(legal(s, 0)).toEqual([0, 1, 2, 3].map((i) => ({ t: 'slot', i })));
    s = act(s, 0, { t: 'slot', i: 3 });
    expect(s.discard.$zone).toEqual([0]);
    expect(JSON.stringify(fantasyModule.view(s, 1).discard.cards)).toBe('[]');
    const pick = s.discard.cards[0] as string;
    s = act(s, 0, { t: 'card', c: pick });
    expect(s.mgrs[0]?.slots[3]?.cards).toEqual([pick]);
    expect(s.discard.cards).toContain('c04');
    expect(s.discard.$zone).toBe('none');
  });

  it('Recruit: draw 3, keep 1 (others to the bottom), then give up a bench card', () => {
    const s0 = duel('c33', ['c58'], 'c10');
    const top3 = s0.charDeck.cards.slice(0, 3);
    let s = magic(s0, 0, 'c58');
    expect(s.drawn.cards).toEqual(top3);
    expect(s.drawn.$zone).toEqual([0]);
    s = act(s, 0, { t: 'card', c: top3[1] as string });
    expect(s.charDeck.cards.slice(-2)).toEqual([top3[0], top3[2]]);
    expect(legal(s, 0)).toEqual([
      { t: 'card', c: 'c07' },
      { t: 'card', c: 'c58' },
    ]);
    s = act(s, 0, { t: 'card', c: 'c58' });
    expect(s.mgrs[0]?.bench.cards).toEqual(['c07', top3[1]]);
    expect(s.discard.cards).toContain('c58');
  });

  it('Abduct: swap two unresolved Win cards (this week counts)', () => {
    let s = magic(duel('c33', ['c01'], 'c10'), 0, 'c01');
    expect(legal(s, 0)).toEqual([0, 1, 2, 3].map((i) => ({ t: 'win', i })));
    s = act(s, 0, { t: 'win', i: 0 });
    s = act(s, 0, { t: 'win', i: 3 });
    expect(s.bases.map((z) => z.cards[0])).toEqual(['w11', 'w22', 'w01', 'w08']);
  });

  it('Abduct at the Home (4th) week has no effect (only one Win card left)', () => {
    let s = duel('c33', ['c01'], 'c10');
    for (let w = 0; w < 3; w++) s = passAll(s);
    expect(s.week).toBe(3);
    s = magic(s, 0, 'c01');
    expect(logged('fantasy.log.fizzle')).toBe(true);
    expect(s.pending).toBeNull();
  });
});
