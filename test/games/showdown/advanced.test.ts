import { describe, expect, it } from 'vitest';
import type { View } from '../../../src/engine/hidden';
import { seesBeyond } from '../../../src/engine/knowledge';
import { RulesError } from '../../../src/engine/types';
import { showdownModule as showdown, validateTeam } from '../../../src/games/showdown';
import { heuristic } from '../../../src/games/showdown/bot/heuristic';
import { card, cardText, STRATEGY, strat, TEAMS } from '../../../src/games/showdown/content';
import { rollPitch } from '../../../src/games/showdown/rules/atbat';
import { fieldingCheck, groupFielding, stealOut } from '../../../src/games/showdown/rules/cards';
import { battingSeat, fieldingSeat } from '../../../src/games/showdown/rules/lineup';
import type {
  Cards,
  PitcherLine,
  ShowdownAction,
  ShowdownState,
  ShowdownView,
} from '../../../src/games/showdown/state';
import type { HitterCard } from '../../../src/games/showdown/types';
import { def, diceFor, off, opening, scripted, toBefore, toOn, withHand } from './helpers';

const adv = () => opening({ level: 'advanced' });
const act = (s: ShowdownState, seat: number, a: ShowdownAction, dice: number[] = []) =>
  showdown.apply(s, seat, a, scripted(dice).ctx);
const pass = (s: ShowdownState, dice: number[] = []) => act(s, s.turn, { t: 'pass' }, dice);
const cardsOf = (s: ShowdownView, seat: number) =>
  (s.cards as readonly View<Cards>[])[seat] as View<Cards>;

describe('§STRATEGY CARDS: decks and draws', () => {
  it('each manager draws 3, then 1 as the visitors come to the plate', () => {
    const s = adv();
    for (const seat of [0, 1]) {
      expect(cardsOf(s, seat).hand.cards).toHaveLength(4);
      expect(cardsOf(s, seat).deck.cards).toHaveLength(56);
    }
  });
  it('both managers draw 1 when a team’s turn at the plate starts', () => {
    const s = { ...toOn(adv(), 'SO'), outs: 2 };
    const g = pass(pass(pass(pass(s)))); // the "on" window, then the "after" window
    expect(g.half).toBe(1);
    for (const seat of [0, 1]) expect(cardsOf(g, seat).hand.cards).toHaveLength(5);
  });
  it('an empty deck means no draw', () => {
    const s0 = toOn(adv(), 'SO');
    const all = (s0.cards as readonly Cards[]).map((c) => ({
      ...c,
      deck: { ...c.deck, cards: [] },
    }));
    const g = pass(pass(pass(pass({ ...s0, cards: all, outs: 2 }))));
    expect(g.half).toBe(1);
    for (const seat of [0, 1]) expect(cardsOf(g, seat).hand.cards).toHaveLength(4);
  });
  it('a basic game deals no cards', () => {
    expect(opening().cards).toBeNull();
  });
});

describe('§COMPLETE AT-BAT SEQUENCE: the strategy windows', () => {
  it('the defense decides first before the pitch, with a response prompt', () => {
    const s = toBefore(adv());
    expect(s.phase).toBe('before');
    expect(s.turn).toBe(fieldingSeat(s));
    expect(showdown.prompts(s)[0]).toMatchObject({ seat: fieldingSeat(s), kind: 'response' });
  });
  it('no card during the substitutions: they come first', () => {
    const s = withHand(adv(), 1, ['Paint the Corner']);
    expect(() => act(s, 1, { t: 'card', c: 'Paint the Corner' })).toThrow(RulesError);
  });
  it('the window closes only when both pass back to back', () => {
    let s = toBefore(withHand(adv(), 0, ['Rally Cap']));
    s = withHand(s, 1, []);
    s = pass(s); // defense passes
    s = act(s, 0, { t: 'card', c: 'Rally Cap' }); // offense plays
    expect(s.phase).toBe('before');
    expect(s.turn).toBe(1);
    expect(s.passes).toBe(0);
    s = pass(s); // defense passes again
    expect(s.phase).toBe('before');
    s = pass(s, [1, 1]); // offense passes: both passed in a row, the pitch is rolled
    expect(s.phase).toBe('on');
    expect(s.ab?.ob).toBe(2);
  });
  it('an offense card cannot be played by the fielding team', () => {
    const s = withHand(toBefore(adv()), 1, ['Rally Cap']);
    expect(fieldingSeat(s)).toBe(1);
    expect(() => act(s, 1, { t: 'card', c: 'Rally Cap' })).toThrow(
      expect.objectContaining({ code: 'offense-only' }),
    );
    expect(showdown.actions(s, 1)).toEqual([{ t: 'pass' }]);
  });
  it('a defense card cannot be played by the batting team', () => {
    let s = withHand(toBefore(adv()), 0, ['Paint the Corner']);
    s = pass(s);
    expect(() => act(s, 0, { t: 'card', c: 'Paint the Corner' })).toThrow(
      expect.objectContaining({ code: 'defense-only' }),
    );
  });
  it('no card between the pitch and the swing: they are rolled in one step', () => {
    const b = pass(toBefore(adv()));
    const { ctx, left } = scripted([1, 14]);
    const g = showdown.apply(b, b.turn, { t: 'pass' }, ctx);
    expect(left()).toBe(0); // pitch and swing both rolled
    expect(g.phase).toBe('on');
    expect(g.ab?.result).not.toBeNull();
    // A "before the pitch" card is now too late.
    const h = withHand(g, 1, ['Paint the Corner']);
    expect(() => act(h, 1, { t: 'card', c: 'Paint the Corner' })).toThrow(
      expect.objectContaining({ code: 'not-now' }),
    );
  });
  it('a result changed by a card is carried out changed (single becomes a double)', () => {
    let s = withHand(toOn(adv(), '1B'), 0, ['Gap Shot']);
    expect(s.ab?.result).toBe('1B');
    s = pass(s);
    s = act(s, 0, { t: 'card', c: 'Gap Shot' });
    expect(s.ab?.result).toBe('2B');
    const batter = off(s).order[off(s).up];
    s = pass(pass(s));
    expect(s.phase).toBe('after');
    expect(s.last?.result).toBe('2B');
    expect(s.bases[1]?.p).toBe(batter);
    expect(s.bases[0]).toBeNull();
  });
  it('"on a" cards wait for their result', () => {
    const s = withHand(pass(toOn(adv(), 'SO')), 0, ['Gap Shot']);
    expect(() => act(s, 0, { t: 'card', c: 'Gap Shot' })).toThrow(
      expect.objectContaining({ code: 'wrong-result' }),
    );
  });
  it('table cards are discarded at the end of the at-bat; a lasting stat change stays', () => {
    let s = withHand(toBefore(adv()), 0, ['Steady Stance', 'Rally Cap']);
    s = withHand(s, 1, []);
    const batter = off(s).order[off(s).up] as string;
    s = act(pass(s), 0, { t: 'card', c: 'Steady Stance' });
    s = act(pass(s), 0, { t: 'card', c: 'Rally Cap' });
    s = pass(pass(s), diceFor(s, 'FB') ?? []); // the "on" window
    s = pass(pass(s)); // the "after" window
    s = pass(pass(s)); // the at-bat is over
    expect(s.phase).toBe('subs');
    expect(cardsOf(s, 0).table.cards).toEqual([]);
    expect(cardsOf(s, 0).discard.cards).toEqual(['Rally Cap']);
    expect(cardsOf(s, 0).kept.cards).toEqual(['Steady Stance']);
    expect(s.mods).toEqual([{ p: batter, stat: 'onBase', n: 1, c: 'Steady Stance', seat: 0 }]);
  });
  it('a kept stat change goes to the discard pile once its player has left the game', () => {
    const s0 = toBefore(adv());
    const gone = def(s0).pitcher;
    const all = (s0.cards as readonly Cards[]).slice();
    const c1 = all[1] as Cards;
    all[1] = { ...c1, kept: { ...c1.kept, cards: ['Locked In'] } };
    const sides = s0.sides.slice();
    sides[1] = { ...def(s0), gone: [gone] };
    let s: ShowdownState = {
      ...s0,
      cards: all,
      sides,
      mods: [{ p: gone, stat: 'control', n: 1, c: 'Locked In', seat: 1 }],
    };
    s = pass(pass(s), diceFor(s, 'FB') ?? []);
    s = pass(pass(pass(pass(s))));
    expect(s.mods).toEqual([]);
    expect(cardsOf(s, 1).kept.cards).toEqual([]);
    expect(cardsOf(s, 1).discard.cards).toEqual(['Locked In']);
  });
  it('a runner caught stealing for the third out ends the half; the batter leads off next', () => {
    let s = withHand(toBefore(adv()), 0, ['Green Light']);
    const up = off(s).up;
    s = pass({ ...s, outs: 2, bases: [{ p: off(s).order[5] as string, by: 'x' }, null, null] });
    s = act(s, 0, { t: 'card', c: 'Green Light', b: 0 }, [20]);
    expect(s.half).toBe(1);
    expect(s.phase).toBe('subs');
    expect(s.sides[0]?.up).toBe(up);
    expect(cardsOf(s, 0).discard.cards).toEqual(['Green Light']);
  });
  it('§COMPLETE AT-BAT SEQUENCE step 8: the "after" window opens on the third out too', () => {
    let s = pass(pass({ ...toOn(adv(), 'SO'), outs: 2 }));
    expect(s.phase).toBe('after');
    expect(s.outs).toBe(3);
    expect(s.half).toBe(0);
    expect(showdown.invariants?.(s)).toEqual([]);
    // Film Study (defense, after an out) is played for the third out: its owner draws.
    s = withHand(s, s.home, ['Film Study']);
    const deck = cardsOf(s, s.home).deck.cards.length;
    expect(showdown.actions(s, s.home)).toContainEqual({ t: 'card', c: 'Film Study' });
    s = act(s, s.home, { t: 'card', c: 'Film Study' });
    expect(s.phase).toBe('after');
    expect(cardsOf(s, s.home).deck.cards.length).toBe(deck - 1);
    // Both pass: the sides change.
    s = pass(pass(s));
    expect(s.half).toBe(1);
    expect(s.phase).toBe('subs');
  });
  it('§COMPLETE AT-BAT SEQUENCE step 8: Settle Down after the third out still adds to IP', () => {
    let s = pass(pass({ ...toOn(adv(), 'SO'), outs: 2 }));
    s = withHand(s, s.home, ['Settle Down']);
    const ip = (def(s).pitchers.at(-1) as PitcherLine).ip;
    s = act(s, s.home, { t: 'card', c: 'Settle Down' });
    expect((def(s).pitchers.at(-1) as PitcherLine).ip).toBe(ip + 1);
  });
  it('§SPEED: no steal card after the third out (the half-inning is over)', () => {
    let s = pass(pass({ ...toOn(adv(), '1B'), outs: 2 }));
    expect(s.phase).toBe('after');
    // A runner on first with the third out standing (as after an extra-base throw-out).
    s = { ...s, outs: 3 };
    s = withHand(s, 0, ['Daylight']);
    expect(showdown.actions(s, 0).some((a) => a.t === 'card')).toBe(false);
    expect(() => act({ ...s, turn: 0 }, 0, { t: 'card', c: 'Daylight', b: 0 })).toThrow(
      expect.objectContaining({ code: 'no-steal', section: '§SPEED' }),
    );
  });
});

describe('§FIELDING AND ARM and §SPEED', () => {
  it('§FIELDING AND ARM: steal of third with Arm +2, roll 9 is out, roll 8 is safe', () => {
    expect(stealOut(9, 2, true, 15)).toBe(true); // 9 + 2 + 5 = 16 beats 15
    expect(stealOut(8, 2, true, 15)).toBe(false); // 15 does not beat 15
  });
  it('§FIELDING AND ARM: a Fielding check total of 21 passes, 20 fails', () => {
    expect(fieldingCheck(16, 5)).toBe(true);
    expect(fieldingCheck(15, 5)).toBe(false);
  });
  it('§FIELDING AND ARM: a Fielding check card at the 21 boundary (Diving Stop on a single)', () => {
    const s = withHand(toOn(adv(), '1B'), 1, ['Diving Stop']);
    const f = groupFielding(s, 'infield');
    const passed = act(s, 1, { t: 'card', c: 'Diving Stop' }, [21 - f]);
    expect(passed.ab?.result).toBe('GB');
    const failed = act(s, 1, { t: 'card', c: 'Diving Stop' }, [20 - f]);
    expect(failed.ab?.result).toBe('1B');
  });
  it('a stat change with no duration counts on every pitch to its player', () => {
    const s0 = toBefore(adv());
    const batter = off(s0).order[off(s0).up] as string;
    const s = { ...s0, mods: [{ p: batter, stat: 'onBase' as const, n: 2, c: 'x', seat: 0 }] };
    const { ctx, lines } = scripted([5]);
    rollPitch(s, ctx, def(s).pitchers[0] as PitcherLine);
    const onBase = card(batter).kind === 'hitter' ? (card(batter) as HitterCard).onBase : 0;
    expect(lines[0]?.args).toMatchObject({ onBase: onBase + 2 });
  });
  it('§SPEED: a steal card moves the runner up a base when the throw does not beat his Speed', () => {
    let s = withHand(toBefore(adv()), 0, ['Green Light']);
    const runner = { p: off(s).order[5] as string, by: 'x' };
    s = pass({ ...s, bases: [runner, null, null] });
    expect(showdown.actions(s, 0)).toContainEqual({ t: 'card', c: 'Green Light', b: 0 });
    const safe = act(s, 0, { t: 'card', c: 'Green Light', b: 0 }, [1]);
    expect(safe.bases).toEqual([null, runner, null]);
    const out = act(s, 0, { t: 'card', c: 'Green Light', b: 0 }, [20]);
    expect(out.bases).toEqual([null, null, null]);
    expect(out.outs).toBe(1);
  });
  it('§SPEED: nobody steals home', () => {
    const s = withHand(toBefore(adv()), 0, ['Green Light']);
    const on3 = pass({ ...s, bases: [null, null, { p: off(s).order[5] as string, by: 'x' }] });
    expect(() => act(on3, 0, { t: 'card', c: 'Green Light', b: 2 })).toThrow(RulesError);
  });
});

describe('strategy content and decks', () => {
  it('at least 60 distinct cards, each kind present, text generated from the effect', () => {
    expect(new Set(STRATEGY.map((c) => c.name)).size).toBeGreaterThanOrEqual(60);
    for (const t of ['offense', 'defense', 'utility']) {
      expect(STRATEGY.some((c) => c.type === t)).toBe(true);
    }
    expect(cardText(strat('Gap Shot'))).toBe(
      'Offense. Play on a single. The result becomes a double.',
    );
    expect(cardText(strat('Steady Stance'))).toBe(
      'Offense. Play before the pitch. The batter gets +1 On-Base while he stays in the game.',
    );
    expect(cardText(strat('Settle Down'))).toBe(
      'Defense. Play after an out. The pitcher gets +1 IP.',
    );
  });
  it('§STRATEGY DECKS: every ready-made team has a legal 60-card deck and 15-card sideboard', () => {
    for (const t of TEAMS) {
      expect(t.deck).toHaveLength(60);
      expect(t.sideboard).toHaveLength(15);
      expect(validateTeam(t)).toEqual([]);
      for (const n of [...(t.deck ?? []), ...(t.sideboard ?? [])]) expect(strat(n).name).toBe(n);
    }
  });
  it('every level is offered, and only hands make a handoff need the cover', () => {
    const level = showdown.meta.options.find((o) => o.key === 'level');
    expect(level?.kind === 'choice' && level.choices.map((c) => c.value)).toEqual([
      'basic',
      'advanced',
      'expert',
    ]);
    // Advanced: each manager holds a hand the other may not see.
    expect(seesBeyond(adv(), 0, 1)).toBe(true);
    expect(seesBeyond(adv(), 1, 0)).toBe(true);
    // Basic: no hands, so passing the tablet shows nobody anything new.
    expect(seesBeyond(opening(), 0, 1)).toBe(false);
    expect(seesBeyond(opening(), 1, 0)).toBe(false);
  });
  it('a view shows the own hand, only counts of the other hand and the decks', () => {
    const v = showdown.view(adv(), 0);
    expect(cardsOf(v, 0).hand.cards).toHaveLength(4);
    expect(cardsOf(v, 1).hand).toMatchObject({ cards: [], n: 4 });
    expect(cardsOf(v, 0).deck).toMatchObject({ cards: [], n: 56 });
  });
});

describe('the heuristic with strategy cards', () => {
  const rng = scripted([]).ctx.rng;
  it('plays a result-improving card on a bad result for its side', () => {
    const s = pass(withHand(toOn(adv(), '1B'), 0, ['Gap Shot']));
    const a = heuristic(showdown.view(s, 0), 0, showdown.actions(s, 0), rng);
    expect(a).toEqual({ t: 'card', c: 'Gap Shot' });
  });
  it('the defense holds a hit to less', () => {
    const s = withHand(toOn(adv(), '2B'), 1, ['Hold to a Single']);
    expect(battingSeat(s)).toBe(0);
    const a = heuristic(showdown.view(s, 1), 1, showdown.actions(s, 1), rng);
    expect(a).toEqual({ t: 'card', c: 'Hold to a Single' });
  });
  it('passes when no card helps', () => {
    const s = withHand(toOn(adv(), 'SO'), 1, ['Hold to a Single']);
    expect(heuristic(showdown.view(s, 1), 1, showdown.actions(s, 1), rng)).toEqual({ t: 'pass' });
  });
});
