/** A state's value for a seat in [0, 1], where a search playout is cut short. */
import type { SeatId } from '../../../engine/types';
import { outcome } from '../outcome';
import type { GmState } from '../state';
import { rosterCourse } from './value';

export function evaluate(s: GmState, seat: SeatId): number {
  const done = outcome(s);
  if (done) return (s.seats - (done.rank[seat] ?? s.seats)) / (s.seats - 1);
  // Trophies weigh most; this season's course breaks the rest.
  const standing = s.gms.map((g) => g.trophies * 10 + rosterCourse(g.roster.cards) + g.cash * 0.2);
  const mine = standing[seat] ?? 0;
  const all = standing.reduce((a, b) => a + b, 0);
  return Math.min(1, (mine + 1) / (all + s.seats));
}
