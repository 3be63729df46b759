/**
 * The rulebook's headings that no other test covered (docs/games/showdown.md, "Coverage"):
 * each test is named after the game situation and cites its heading.
 */
import { describe, expect, it } from 'vitest';
import type { View } from '../../../src/engine/hidden';
import { showdownModule as sd } from '../../../src/games/showdown';
import {
  card,
  parseChart,
  PITCHERS,
  speedLetter,
  speedOf,
} from '../../../src/games/showdown/content';
import type { Cards, ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import { refusalCode } from '../../helpers/refusal';
import { def, off, opening, play, scripted, toBefore, toOn, withHand } from './helpers';

const adv = () => opening({ level: 'advanced' });
const act = (s: ShowdownState, seat: number, a: ShowdownAction, dice: number[] = []) =>
  sd.apply(s, seat, a, scripted(dice).ctx);
const pass = (s: ShowdownState, dice: number[] = []) => act(s, s.turn, { t: 'pass' }, dice);
const cardsOf = (s: ShowdownState, seat: number) => (s.cards as readonly Cards[])[seat] as Cards;

describe('coverage: Showdown headings not covered elsewhere', () => {
  it('§STRATEGY CARDS: both teams may use utility cards', () => {
    let s = withHand(toBefore(adv()), 1, ['Scout the Dugout']);
    s = withHand(s, 0, ['Trade Deadline']);
    expect(s.turn).toBe(1); // the defense decides first
    const deck = [cardsOf(s, 0).deck.cards.length, cardsOf(s, 1).deck.cards.length];
    s = act(s, 1, { t: 'card', c: 'Scout the Dugout' });
    expect(cardsOf(s, 1).hand.cards).toHaveLength(1);
    expect(s.turn).toBe(0);
    s = act(s, 0, { t: 'card', c: 'Trade Deadline' });
    expect(cardsOf(s, 0).hand.cards).toHaveLength(2);
    expect([cardsOf(s, 0).deck.cards.length, cardsOf(s, 1).deck.cards.length]).toEqual([
      (deck[0] ?? 0) - 2,
      (deck[1] ?? 0) - 1,
    ]);
    expect(cardsOf(s, 0).table.cards).toEqual(['Trade Deadline']);
    expect(cardsOf(s, 1).table.cards).toEqual(['Scout the Dugout']);
  });

  it('Glossary DISCARD: a card makes the other manager discard from his hand, face up; not against an empty hand', () => {
    let s = withHand(toBefore(adv()), 1, ['Mind Games']);
    s = withHand(s, 0, ['Rally Cap', 'Gap Shot']);
    s = act(s, 1, { t: 'card', c: 'Mind Games' }, [1]);
    expect(cardsOf(s, 0).hand.cards).toEqual(['Gap Shot']);
    expect(cardsOf(s, 0).discard.cards).toEqual(['Rally Cap']);
    const seen = (sd.view(s, 1).cards as readonly View<Cards>[])[0];
    expect(seen?.discard.cards).toEqual(['Rally Cap']);
    const empty = withHand(withHand(toBefore(adv()), 1, ['Mind Games']), 0, []);
    expect(sd.actions(empty, 1)).toEqual([{ t: 'pass' }]);
    expect(refusalCode(() => act(empty, 1, { t: 'card', c: 'Mind Games' }))).toBe(
      'empty-hand §STRATEGY CARDS',
    );
  });

  it('Glossary DECK: with an empty deck no card that draws may be played', () => {
    const s = withHand(toBefore(adv()), 1, ['Scout the Dugout']);
    const all = (s.cards as readonly Cards[]).slice();
    const mine = all[1] as Cards;
    all[1] = { ...mine, deck: { ...mine.deck, cards: [] } };
    const dry = { ...s, cards: all };
    expect(sd.actions(dry, 1)).toEqual([{ t: 'pass' }]);
    expect(refusalCode(() => act(dry, 1, { t: 'card', c: 'Scout the Dugout' }))).toBe(
      'empty-deck §STRATEGY CARDS',
    );
  });

  it('Glossary SWING: a card takes from the swing; below 1 reads row 1', () => {
    const swing = (roll: number) => {
      let s = act(withHand(toBefore(adv()), 1, ['Change of Speed']), 1, {
        t: 'card',
        c: 'Change of Speed',
      });
      s = pass(pass(s), [1, roll]);
      expect(s.phase).toBe('on');
      const ab = s.ab;
      if (!ab) throw new Error('no at-bat');
      expect(ab.result).toBe(parseChart(card(ab.chart).chart)[ab.swing - 1]);
      return ab.swing;
    };
    expect(swing(12)).toBe(11);
    expect(swing(1)).toBe(1);
  });

  it('§STRATEGY CARDS: a card on a result may change it (Jammed Him moves the swing two rows and reads the chart again)', () => {
    let s = toOn(adv(), '1B');
    const before = s.ab;
    if (!before) throw new Error('no at-bat');
    s = act(withHand(s, 1, ['Jammed Him']), 1, { t: 'card', c: 'Jammed Him' });
    const row = Math.max(1, before.swing - 2);
    expect(s.ab?.swing).toBe(row);
    expect(s.ab?.chart).toBe(before.chart);
    expect(s.ab?.result).toBe(parseChart(card(before.chart).chart)[row - 1]);
  });

  it('§SPEED: every pitcher is Speed C (10); hitters are grouped A (20), B (15), C (10)', () => {
    for (const p of PITCHERS) expect(speedOf(p.id)).toBe(10);
    expect([speedLetter(20), speedLetter(15), speedLetter(10)]).toEqual(['A', 'B', 'C']);
  });

  it('§EXPERT INNINGS PITCHED: a run is charged to the pitcher who was pitching when the runner reached base', () => {
    let s: ShowdownState = { ...opening(), inning: 7 };
    const starter = def(s).pitcher;
    const runner = off(s).order[(off(s).up + 1) % off(s).order.length] as string;
    s = { ...s, bases: [null, { p: runner, by: starter }, null] };
    const change = sd.actions(s, s.turn).find((a) => a.t === 'pitcher');
    if (change?.t !== 'pitcher') throw new Error('no pitching change offered');
    s = act(s, s.turn, change);
    expect(def(s).pitcher).toBe(change.p);
    const { g, lines } = play(s, '2B');
    const scored = lines.filter((l) => l.msg === 'showdown.log.scores');
    expect(scored).toEqual([
      {
        msg: 'showdown.log.scores',
        args: { runner: card(runner).name, pitcher: card(starter).name },
      },
    ]);
    const runs = (id: string) => def(g).pitchers.find((l) => l.id === id)?.r;
    expect([runs(starter), runs(change.p)]).toEqual([1, 0]);
  });
});
