import { describe, expect, it } from 'vitest';
import { eventCard } from '../../../src/games/fantasy/content';
import {
  battleWinner,
  eventLine,
  totalOn,
  trackMoves,
  weekLine,
} from '../../../src/games/fantasy/rules/battle';
import { STATS } from '../../../src/games/fantasy/types';
import { chars, start, stat, winFor } from './helpers';

const ix = (s: string) => STATS.indexOf(s as never);
// Good and Evil characters used as fixtures.
const good = chars((c) => c.side === 'good');
const evil = chars((c) => c.side === 'evil');
const e = (m: number, card: string, total: number) => ({ m, card, total });

describe('§4 Play Ball 3-5: who wins a battle', () => {
  it('§4.5 tie: Good 12 vs Evil 12 -> Good wins', () => {
    expect(
      battleWinner([e(0, evil[0] as string, 12), e(1, good[0] as string, 12)], null, false),
    ).toBe(1);
  });

  it('§4.5 tie: Good 12 vs Good 12 -> no winner', () => {
    expect(
      battleWinner([e(0, good[0] as string, 12), e(1, good[1] as string, 12)], null, false),
    ).toBeNull();
  });

  it('A3 multi-way tie: Evil dropped when a Good is tied; two Good left -> nobody', () => {
    const three = [
      e(0, evil[0] as string, 9),
      e(1, good[0] as string, 9),
      e(2, good[1] as string, 9),
    ];
    expect(battleWinner(three, null, false)).toBeNull();
    const one = [
      e(0, evil[0] as string, 9),
      e(1, evil[1] as string, 9),
      e(2, good[1] as string, 9),
    ];
    expect(battleWinner(one, null, false)).toBe(2);
  });

  it('A3: the highest total wins outright; lower ties do not matter', () => {
    expect(
      battleWinner(
        [e(0, evil[0] as string, 10), e(1, good[0] as string, 9), e(2, good[1] as string, 9)],
        null,
        false,
      ),
    ).toBe(0);
  });

  it('§Abilities Justice: Evil characters cannot win, the best non-Evil does', () => {
    expect(
      battleWinner([e(0, evil[0] as string, 20), e(1, good[0] as string, 3)], null, true),
    ).toBe(1);
    expect(battleWinner([e(0, evil[0] as string, 20)], null, true)).toBeNull();
  });

  it('Event Topsy-Turvy Day: Evil beats Good on a tie; Eclipse-like none: nobody', () => {
    const tie = [e(0, evil[0] as string, 12), e(1, good[0] as string, 12)];
    expect(battleWinner(tie, eventCard('e15'), false)).toBe(0);
    expect(battleWinner(tie, { id: 'x', name: 'x', text: '', tie: 'none' }, false)).toBeNull();
  });

  it('A12: totals add the matching stats, ERA counted high as printed', () => {
    const c = 'c09'; // Morga Ragetusk: ERA 10, W 10, K 8, SV 7
    expect(totalOn(eventLine(c, null), c, winFor('ERA', 'W'), null, false)).toBe(20);
  });

  it('a character matching none of the Win card stats scores 0 and gets no flat bonus', () => {
    const rookie = 'c01'; // Zib Quasarr: AVG 2, HR 3 (Rookie)
    expect(
      totalOn(eventLine(rookie, null), rookie, winFor('IP', 'SV'), eventCard('e09'), true),
    ).toBe(0);
  });

  it('A2: each banner moves its track by its steps when the character has the stat', () => {
    // w02: banners SB +2 (green) and SV +1 (purple); Skarn has SB, not SV.
    expect(trackMoves(eventLine('c08', null), 'w02', 1)).toEqual([0, 0, 2, 0, 0]);
    expect(trackMoves(eventLine('c08', null), 'w02', 2)).toEqual([0, 0, 4, 0, 0]);
  });
});

describe('§Advanced Variants: Event cards (precise effects)', () => {
  const line = (c: string, ev: string) => eventLine(c, eventCard(ev));
  it('Blood Moon / Dawn Chorus: +1 to each stat a character of that side has', () => {
    expect(line('c53', 'e01')[ix('R')]).toBe(stat('c53', 'R') + 1);
    expect(line('c53', 'e01')[ix('AVG')]).toBe(0);
    expect(line('c53', 'e02')[ix('R')]).toBe(stat('c53', 'R'));
    expect(line('c03', 'e02')[ix('AVG')]).toBe(stat('c03', 'AVG') + 1);
  });

  it("Hitter's Park / Pitcher's Park: +1 to each stat of that kind", () => {
    expect(line('c03', 'e03')[ix('HR')]).toBe(stat('c03', 'HR') + 1);
    expect(line('c09', 'e03')[ix('ERA')]).toBe(stat('c09', 'ERA'));
    expect(line('c09', 'e04')[ix('ERA')]).toBe(stat('c09', 'ERA') + 1);
  });

  it('Thin Air and Bullpen Brawl double stats in totals; Dead Ball blanks HR', () => {
    const w = winFor('HR', 'RBI');
    expect(totalOn(line('c03', 'e05'), 'c03', w, eventCard('e05'), false)).toBe(2 * (9 + 10));
    expect(totalOn(line('c03', 'e07'), 'c03', w, eventCard('e07'), false)).toBe(10);
    expect(trackMoves(line('c03', 'e07'), 'w18', 1)[0]).toBe(0);
    const k = winFor('W', 'K');
    expect(totalOn(line('c09', 'e06'), 'c09', k, eventCard('e06'), false)).toBe(10 + 16);
  });

  it('Iron Arm Week: +2 to IP and W a character has', () => {
    expect(line('c29', 'e08')[ix('IP')]).toBe(6);
    expect(line('c29', 'e08')[ix('K')]).toBe(0);
  });

  it('Rookie Showcase +3, Aging Legends -2, Underdog Spirit +2 (only with a matching stat)', () => {
    const w = winFor('AVG', 'R');
    expect(totalOn(line('c01', 'e09'), 'c01', w, eventCard('e09'), false)).toBe(2 + 3);
    expect(totalOn(line('c03', 'e10'), 'c03', w, eventCard('e10'), false)).toBe(17 - 2);
    expect(totalOn(line('c03', 'e11'), 'c03', w, eventCard('e11'), true)).toBe(17 + 2);
    expect(totalOn(line('c03', 'e11'), 'c03', w, eventCard('e11'), false)).toBe(17);
  });

  it('A9 Pile On / Power Juice: +1 only to stats the character has', () => {
    const s = start(2);
    const l = weekLine(s, 0, 'c03', 0, [{ k: 'plus', card: 'c03' }], []);
    expect(l[ix('AVG')]).toBe(11);
    expect(l[ix('SB')]).toBe(0);
  });

  it('magic in order of use: Summon adds, Flames zeroes what is there when cast', () => {
    const s = start(2);
    const add = { k: 'add' as const, card: 'c01', from: 'c17' };
    const zero = { k: 'zero' as const, card: 'c01', stat: ix('HR') };
    expect(weekLine(s, 0, 'c01', 0, [add], [])[ix('HR')]).toBe(3 + 8);
    expect(weekLine(s, 0, 'c01', 0, [add, zero], [])[ix('HR')]).toBe(0);
    expect(weekLine(s, 0, 'c01', 0, [zero, add], [])[ix('HR')]).toBe(8);
  });

  it('Berzerk: the stat is added from its week on, for its manager only', () => {
    const s = start(2);
    const berz = [{ m: 0, stat: ix('SB'), n: 8, from: 1 }];
    expect(weekLine(s, 0, 'c03', 0, [], berz)[ix('SB')]).toBe(0);
    expect(weekLine(s, 0, 'c03', 2, [], berz)[ix('SB')]).toBe(8);
    expect(weekLine(s, 1, 'c03', 2, [], berz)[ix('SB')]).toBe(0);
  });
});
