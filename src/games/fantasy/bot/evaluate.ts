/** A state's value for a seat in [0, 1], where a search playout is cut short. */
import type { SeatId } from '../../../engine/types';
import { outcome } from '../outcome';
import type { FantasyState } from '../state';

export function evaluate(s: FantasyState, seat: SeatId): number {
  const done = outcome(s);
  if (done)
    return s.seats === 1
      ? done.rank[0] === 1
        ? 1
        : 0
      : (s.seats - (done.rank[seat] ?? s.seats)) / (s.seats - 1);
  const po = s.po;
  if (po && po.home >= 0) {
    if (seat !== po.home && seat !== po.away) return 0;
    const [h = 0, a = 0] = po.score;
    const mine = seat === po.home ? h : a;
    const theirs = seat === po.home ? a : h;
    return (mine + 1) / (mine + theirs + 2);
  }
  // Regular Season: share of Wins, with a little credit for Stat Track pegs.
  const mine = standing(s, seat);
  let all = 0;
  for (let m = 0; m < s.n; m++) all += standing(s, m);
  return Math.min(1, (mine + 1) / (all + s.n));
}

/** Wins plus a tenth of the pegs (a module function: search calls this every playout). */
function standing(s: FantasyState, m: number): number {
  const g = s.mgrs[m];
  if (!g) return 0;
  return (s.season?.total[m] ?? g.wins.cards.length) + g.track.reduce((x, y) => x + y, 0) / 10;
}
