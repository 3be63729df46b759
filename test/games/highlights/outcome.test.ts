/** The result by what decides a Highlights match: the World Series, or Hot Pepper's playoff. */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/engine/play';
import { hl } from './helpers';
import type { HlState } from '../../../src/games/highlights/state';

const finished = (seats: number, seed: string) => {
  const r = playGame(hl, { seed, seats, options: {}, bots: [] });
  if (!r.outcome) throw new Error('no outcome');
  return { out: r.outcome, s: r.table.g as HlState };
};

describe('Highlights results', () => {
  it('solo: the AI is a row of its own with its World Series wins, and the place follows them', () => {
    for (const seed of ['solo-a', 'solo-b', 'solo-c', 'solo-d']) {
      const { out, s } = finished(1, seed);
      const [mine = 0, ai = 0] = s.match.wins;
      expect(out.unit).toBe('games');
      expect(out.scores).toEqual([mine]);
      expect(out.rivals).toEqual([{ msg: 'hl.rival.ai', rank: ai > mine ? 1 : 2, score: ai }]);
      expect(out.rank).toEqual([mine > ai ? 1 : 2]);
      // The World Series is first to four.
      expect(Math.max(mine, ai)).toBe(4);
    }
  });

  it('two players: World Series games are the score; the season record follows as a note', () => {
    const { out, s } = finished(2, 'two-a');
    expect(out.unit).toBe('games');
    expect(out.scores).toEqual(s.match.wins);
    expect(out.rivals).toBeUndefined();
    expect(out.breakdown).toBeUndefined();
    const [a = 0, b = 0] = s.match.seasonWins;
    expect(out.notes).toEqual([
      [{ msg: 'hl.note.season', args: { won: a, lost: b } }],
      [{ msg: 'hl.note.season', args: { won: b, lost: a } }],
    ]);
  });

  it('Hot Pepper: season points are the score, the playoff is the final that decides first place', () => {
    const { out, s } = finished(3, 'hp-a');
    const m = s.match;
    const [a = 0, b = 1] = m.pair;
    const loser = m.champion === a ? b : a;
    expect(out.unit).toBe('points');
    expect(out.scores).toEqual(m.seasonPoints);
    expect(out.final).toEqual({
      winner: m.champion,
      loser,
      won: m.wins[m.champion],
      lost: m.wins[loser],
    });
    expect(out.rank[m.champion]).toBe(1);
    const third = [0, 1, 2].find((i) => i !== a && i !== b) ?? -1;
    expect(out.notes?.[third]).toEqual([{ msg: 'hl.note.noPlayoff' }]);
    expect(out.notes?.[m.champion]?.[0]?.msg).toBe('hl.note.playoffWon');
  });
});
