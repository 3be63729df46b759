/**
 * The box score (rules/box.ts, the live fact `box`): kept step by step, it adds up to the
 * line score: hits and runs by team, runs charged against the other team's runs, three
 * outs recorded for every half-inning played out; a series adds its games up.
 */
import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/engine/session';
import { playGame } from '../../../src/engine/play';
import { showdownModule as sd } from '../../../src/games/showdown';
import { ipText } from '../../../src/games/showdown/rules/box';
import type { BoxScore, ShowdownState } from '../../../src/games/showdown/state';
import { opening, play } from './helpers';

function game(options: Record<string, string>, seed: string) {
  const states: ShowdownState[] = [];
  const r = playGame(sd, {
    seed,
    seats: 2,
    options: { home: '0', ...options },
    bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }],
    onMove: (_b, _s, _a, after) => states.push((after as Table<ShowdownState>).g),
  });
  if (r.error) throw new Error(r.error);
  return states;
}

const sum = <L>(lines: readonly L[] | undefined, f: (l: L) => number) =>
  (lines ?? []).reduce((n, l) => n + f(l), 0);

/** The box adds up to the line score of a finished game. */
function checkAgainstLine(box: BoxScore, s: ShowdownState) {
  for (const seat of [0, 1]) {
    const side = s.sides[seat];
    const other = s.sides[1 - seat];
    expect(sum(box.bat[seat], (l) => l.h)).toBe(side?.hits);
    expect(sum(box.bat[seat], (l) => l.r)).toBe(side?.runs);
    expect(sum(box.bat[seat], (l) => l.rbi)).toBeLessThanOrEqual(side?.runs ?? 0);
    expect(sum(box.arm[seat], (l) => l.r)).toBe(other?.runs);
    expect(sum(box.arm[seat], (l) => l.h)).toBe(other?.hits);
    for (const l of box.bat[seat] ?? []) {
      expect(l.ab + l.bb).toBeLessThanOrEqual(l.pa);
      expect(l.h).toBeLessThanOrEqual(l.ab);
    }
  }
  // Every half-inning but a walk-off one ends on its third out.
  const halves = (s.inning - 1) * 2 + s.half + 1;
  const outs = sum(box.arm[0], (l) => l.outs) + sum(box.arm[1], (l) => l.outs);
  expect(outs).toBeLessThanOrEqual(halves * 3);
  expect(outs).toBeGreaterThanOrEqual((halves - 1) * 3);
}

describe('the box score', () => {
  it('one at-bat: a strikeout is an at-bat and a strikeout for both lines', () => {
    const s = opening();
    const { g } = play(s, 'SO');
    const batter = s.sides[0]?.order[0];
    const pitcher = s.sides[1]?.pitcher;
    expect(g.box.bat[0]).toEqual([{ p: batter, pa: 1, ab: 1, h: 0, r: 0, rbi: 0, bb: 0, k: 1 }]);
    expect(g.box.arm[1]).toEqual([{ p: pitcher, outs: 1, h: 0, r: 0, bb: 0, k: 1 }]);
  });
  it('a home run: a hit, a run and a run batted in; the pitcher is charged', () => {
    const { g } = play(opening(), 'HR');
    expect(g.box.bat[0]?.[0]).toMatchObject({ pa: 1, ab: 1, h: 1, r: 1, rbi: 1 });
    expect(g.box.arm[1]?.[0]).toMatchObject({ outs: 0, h: 1, r: 1 });
  });
  it('a walk is no at-bat', () => {
    const { g } = play(opening(), 'BB');
    expect(g.box.bat[0]?.[0]).toMatchObject({ pa: 1, ab: 0, bb: 1 });
    expect(g.box.arm[1]?.[0]).toMatchObject({ bb: 1 });
  });
  for (const level of ['basic', 'advanced', 'expert'])
    it(`${level}: a whole game's box adds up to its line score`, () => {
      for (const seed of ['a', 'b', 'c']) {
        const states = game({ level }, `box-${level}-${seed}`);
        const end = states[states.length - 1] as ShowdownState;
        expect(end.phase).toBe('over');
        checkAgainstLine(end.box, end);
        const live = sd.view(end, 0).live?.box;
        expect(live?.game.arm[0]?.[0]?.ip).toMatch(/^\d+\.[012]$/);
      }
    });
  it('a series adds its games up', () => {
    const states = game({ level: 'advanced', series: '3' }, 'box-series');
    const end = states[states.length - 1] as ShowdownState;
    const runs = [0, 1].map((seat) => sum(end.series?.games, (x) => x.runs[seat] ?? 0));
    for (const seat of [0, 1]) expect(sum(end.seriesBox?.bat[seat], (l) => l.r)).toBe(runs[seat]);
    const live = sd.view(end, 1).live?.box;
    expect(sum(live?.series?.bat[0], (l) => l.r)).toBe(runs[0]);
  });
  it('innings pitched in thirds', () => {
    expect(ipText(0)).toBe('0.0');
    expect(ipText(17)).toBe('5.2');
    expect(ipText(27)).toBe('9.0');
  });
});
