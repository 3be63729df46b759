import { describe, expect, it } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { PLAYERS } from '../../../src/games/gm/content';
import { scoreTable, totalWins } from '../../../src/games/gm/rules/scoring';
import type { Signed } from '../../../src/games/gm/state';
import type { Skill } from '../../../src/games/gm/types';

const card = (id: string, dice: (Skill | null)[], paid = 1): Signed => ({
  id,
  paid,
  dice,
  kept: false,
});
const table = (cards: Signed[], team = 't01', manager = 't10', cash = 2) => ({
  roster: zone('all', cards),
  team,
  manager,
  cash,
});

// Our cards standing in for the rulebook's example (content p001-p005, docs/games/gm.md D12).
const GUS = card('p001', ['hit', null, null]);
const RUDY = card('p002', ['hit', 'power', 'defense']);
const KENTA = card('p003', ['defense', 'speed', 'arm']);
const TOMAS = card('p004', ['arm', 'power']);
const WES = card('p005', ['speed']);

describe('§4 Scoring: the rulebook example', () => {
  it('§4 example: team bonus 1 + 0 + 3 + 7 + 4 + 4 = 19 wins', () => {
    const lines = scoreTable(table([GUS, RUDY, KENTA, TOMAS, WES]));
    const by = Object.fromEntries(lines.map((l) => [l.src, l]));
    expect(by.p001).toMatchObject({ wins: 0, why: 'empty' });
    expect(by.p002).toMatchObject({ wins: 3, why: 'base' });
    expect(by.p003).toMatchObject({ wins: 7, why: 'max', extra: 2 });
    expect(by.p004).toMatchObject({ wins: 4, why: 'max', extra: 2 });
    expect(by.p005).toMatchObject({ wins: 4, why: 'max', extra: 4 });
    expect(by.bonus0?.wins).toBe(1);
    expect(by.bonus1?.wins).toBe(0);
    expect(by.manager?.wins).toBe(0);
    expect(totalWins(lines)).toBe(19);
  });

  it('§4 example, D1: with both 1B filled, only the one with most wins scores', () => {
    const rudyMax = card('p002', ['hit', 'speed', 'defense']);
    const lines = scoreTable(table([card('p001', ['hit', 'hit', 'hit']), rudyMax]));
    expect(lines[0]).toMatchObject({ src: 'p001', why: 'bench', wins: 0 });
    expect(lines[1]).toMatchObject({ src: 'p002', why: 'max', wins: 6 });
  });

  it('D1: a tie at a position goes to the left-most player', () => {
    const lines = scoreTable(table([card('p002', ['hit', 'hit', 'hit']), RUDY]));
    expect(lines[0]).toMatchObject({ why: 'base', wins: 3 });
    expect(lines[1]).toMatchObject({ why: 'bench', wins: 0 });
  });

  it('§4 1: every pitcher scores', () => {
    const pitchers = ['p004'];
    const lines = scoreTable(table([TOMAS, { ...TOMAS, id: pitchers[0] as string }]));
    expect(lines.slice(0, 2).map((l) => l.wins)).toEqual([4, 4]);
  });

  it('D2: a player with an open slot gets no ability wins (Wes unfilled)', () => {
    const lines = scoreTable(table([KENTA, TOMAS, card('p005', [null])]));
    expect(lines[2]).toMatchObject({ wins: 0, why: 'empty', extra: 0 });
  });

  it('§4: Max Wins needs every die to match; one mismatch gives Base Wins', () => {
    const [max] = scoreTable(table([card('p002', ['hit', 'speed', 'defense'])]));
    const [base] = scoreTable(table([card('p002', ['hit', 'speed', 'hit'])]));
    expect(max).toMatchObject({ wins: 6, why: 'max' });
    expect(base).toMatchObject({ wins: 3, why: 'base' });
  });

  it('D19: Team bonuses count the Active Roster (Anchors: a pitcher gives 1 win)', () => {
    const none = scoreTable(table([RUDY]));
    expect(none.find((l) => l.src === 'bonus0')?.wins).toBe(0);
    const one = scoreTable(table([card('p004', [null, null])]));
    expect(one.find((l) => l.src === 'bonus0')?.wins).toBe(1);
  });
});

describe('D13: Manager abilities at scoring', () => {
  it('Double Duty (t09): the best second player at a position also scores', () => {
    const gus = card('p001', ['hit', 'hit', 'hit']);
    const lines = scoreTable(table([gus, RUDY], 't01', 't09'));
    expect(lines.slice(0, 2).map((l) => l.wins)).toEqual([3, 3]);
  });

  it('Max Wins manager (t08): +1 per player at Max Wins', () => {
    const lines = scoreTable(table([KENTA, TOMAS, RUDY], 't01', 't08'));
    expect(lines.find((l) => l.src === 'manager')?.wins).toBe(2);
  });

  it('Pitching manager (t06): +1 per scoring pitcher; All-Star manager (t07) per All-Star', () => {
    expect(scoreTable(table([TOMAS, KENTA], 't01', 't06')).at(-1)?.wins).toBe(1);
    expect(scoreTable(table([TOMAS, KENTA], 't01', 't07')).at(-1)?.wins).toBe(2);
  });

  it('Full House manager (t12): +2 only when all five players score', () => {
    expect(scoreTable(table([GUS, RUDY, KENTA, TOMAS, WES], 't01', 't12')).at(-1)?.wins).toBe(0);
    const fifth = PLAYERS.find(
      (p) => !p.prospect && ['C', '2B', '3B', 'LF', 'RF'].includes(p.pos) && p.slots.length === 1,
    );
    if (!fifth) throw new Error('no one-slot fielder in the deck');
    const full = [
      card('p001', ['hit', 'power', 'hit']),
      KENTA,
      TOMAS,
      WES,
      card(fifth.id, ['hit']),
    ];
    expect(scoreTable(table(full, 't01', 't12')).at(-1)?.wins).toBe(2);
  });
});
