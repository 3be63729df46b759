/**
 * The result, by what decides the match. Two players and solo: the World Series (the last
 * part of every plan) decides; the score is its games won, and the solo AI is a side of its
 * own (a rival), so the results show its wins too. Hot Pepper: the playoff decides the
 * Champion (the `final`), the loser second, the third by season points, which are the score.
 */
import type { Outcome, OutcomeNote } from '../../engine/types';
import type { HlState } from './state';

export function outcome(s: HlState): Outcome | null {
  if (s.phase !== 'over') return null;
  const m = s.match;
  const sideOf = (seat: number) => s.sides.findIndex((sd) => sd.seat === seat);
  const seats = Array.from({ length: s.seats }, (_, i) => i);
  if (s.opt.mode === 'hotPepper') {
    const [a = 0, b = 1] = m.pair;
    const runnerUp = m.champion === a ? b : a;
    const place = (i: number) => (i === m.champion ? 1 : i === runnerUp ? 2 : 3);
    const note = (i: number): OutcomeNote =>
      i === m.champion || i === runnerUp
        ? {
            msg: i === m.champion ? 'hl.note.playoffWon' : 'hl.note.playoffLost',
            args: { won: m.wins[i] ?? 0, lost: m.wins[i === a ? b : a] ?? 0 },
          }
        : { msg: 'hl.note.noPlayoff' };
    const seatOf = (i: number) => s.sides[i]?.seat ?? i;
    return {
      rank: seats.map((p) => place(sideOf(p))),
      scores: seats.map((p) => m.seasonPoints[sideOf(p)] ?? 0),
      unit: 'points',
      final: {
        winner: seatOf(m.champion),
        loser: seatOf(runnerUp),
        won: m.wins[m.champion] ?? 0,
        lost: m.wins[runnerUp] ?? 0,
      },
      notes: seats.map((p) => [note(sideOf(p))]),
      msg: 'hl.outcome.hotPepper',
    };
  }
  // The season's record gave the World Series home field: it tells the match too.
  const hadSeason = s.results.some((r) => r.part === 'season');
  const seasonNote = (i: number): OutcomeNote[] =>
    hadSeason
      ? [
          {
            msg: 'hl.note.season',
            args: { won: m.seasonWins[i] ?? 0, lost: m.seasonWins[1 - i] ?? 0 },
          },
        ]
      : [];
  const place = (i: number) => (i === m.champion ? 1 : 2);
  const ai = s.sides.findIndex((sd) => sd.seat === null);
  return {
    rank: seats.map((p) => place(sideOf(p))),
    scores: seats.map((p) => m.wins[sideOf(p)] ?? 0),
    unit: 'games',
    notes: seats.map((p) => seasonNote(sideOf(p))),
    ...(ai >= 0 && {
      rivals: [{ msg: 'hl.rival.ai', rank: place(ai), score: m.wins[ai] ?? 0 }],
    }),
    msg: 'hl.outcome',
  };
}
