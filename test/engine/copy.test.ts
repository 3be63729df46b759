/**
 * The games' hand-written state copies (engine/copy.ts): each copies every field of a real
 * state, so a field added to a state type can never be dropped by a copy.
 */
import { describe, expect, it } from 'vitest';
import { copierProblems, edit, type Copier } from '../../src/engine/copy';
import { playGame } from '../../src/engine/play';
import type { Table } from '../../src/engine/session';
import { fantasyModule } from '../../src/games/fantasy';
import { copyMgr, copyState as copyFantasy } from '../../src/games/fantasy/rules/zones';
import type { FantasyState } from '../../src/games/fantasy/state';
import { lordsModule } from '../../src/games/lords';
import {
  copyEvent,
  copyOwner,
  copyRoll,
  copyState as copyLords,
} from '../../src/games/lords/rules/copy';
import type { LordsState } from '../../src/games/lords/state';
import { showdownModule } from '../../src/games/showdown';
import { copySide, copyState as copyShowdown } from '../../src/games/showdown/rules/copy';
import type { ShowdownState } from '../../src/games/showdown/state';

/** Every state of a seeded random game, to try the copiers on states of every phase. */
function statesOf<S>(
  module: typeof fantasyModule | typeof showdownModule | typeof lordsModule,
  options = {},
): S[] {
  const states: S[] = [];
  playGame(module as never, {
    seed: 'copy',
    seats: 2,
    options,
    bots: [],
    onMove: (_b, _s, _a, after) => states.push((after as Table<S>).g),
  });
  return states;
}

describe('copierProblems', () => {
  type P = { a: number; b: string; c?: number };
  it.each<[string, Copier<P>, string[]]>([
    ['a faithful copier', (p) => ({ a: p.a, b: p.b, c: p.c }), []],
    ['one that forgets a field', (p) => ({ a: p.a, b: p.b }), ['leaves out c']],
    ['one that invents a field', (p) => ({ ...p, d: 1 }) as P, ['adds d']],
    ['one that changes a field', (p) => ({ a: p.a + 1, b: p.b, c: p.c }), ['changes a']],
  ])('finds what %s gets wrong', (_name, copy, expected) => {
    expect(copierProblems(copy, { a: 1, b: 'x', c: 3 })).toEqual(expected);
  });

  it('edit lays a patch over a copy and leaves the original alone', () => {
    const p = { a: 1, b: 'x' };
    expect(edit((x: typeof p) => ({ a: x.a, b: x.b }), p, { b: 'y' })).toEqual({ a: 1, b: 'y' });
    expect(p).toEqual({ a: 1, b: 'x' });
  });
});

describe('the games copy every field of their states', () => {
  it('Fantasy: the state and each manager, in every phase', () => {
    for (const s of statesOf<FantasyState>(fantasyModule, { events: true, moreWins: true })) {
      expect(copierProblems(copyFantasy, s)).toEqual([]);
      for (const g of s.mgrs) expect(copierProblems(copyMgr, g)).toEqual([]);
    }
  });

  it('Showdown: the state and each side, at the expert level in a series', () => {
    const options = { level: 'expert', series: '3' };
    for (const s of statesOf<ShowdownState>(showdownModule, options)) {
      expect(copierProblems(copyShowdown, s)).toEqual([]);
      for (const side of s.sides) expect(copierProblems(copySide, side)).toEqual([]);
    }
  });

  it('Lords: the table, each owner and each window, with every option', () => {
    const options = { legends: true, allStarGame: true, extraInnings: 'keep', hiddenMoney: true };
    let windows = 0;
    // Rules version 4's optional fields are among those copied (an owner's roll preferences
    // and VP by source, a roll let stand by its roller).
    const seen = { rollAsk: 0, vpParts: 0, vpYears: 0, stand: 0 };
    for (const s of statesOf<LordsState>(lordsModule, options)) {
      expect(copierProblems(copyLords, s)).toEqual([]);
      for (const o of s.owners) {
        expect(copierProblems(copyOwner, o)).toEqual([]);
        if (o.rollAsk !== undefined) seen.rollAsk++;
        if (o.vpParts !== undefined) seen.vpParts++;
        if (o.vpYears !== undefined) seen.vpYears++;
      }
      const w = s.window;
      if (w !== null) windows++;
      if (w?.k === 'roll') expect(copierProblems(copyRoll, w)).toEqual([]);
      if (w?.k === 'roll' && w.stand !== undefined) seen.stand++;
      if (w?.k === 'event') expect(copierProblems(copyEvent, w)).toEqual([]);
    }
    expect(windows).toBeGreaterThan(10);
    expect(Math.min(...Object.values(seen))).toBeGreaterThan(0);
  });
});
