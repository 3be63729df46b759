/**
 * How good a state is for a seat, in [0, 1]: VP so far plus what the year is worth yet
 * (wins this year, media pairs, cash), against the best other owner.
 */
import type { SeatId } from '../../../engine/types';
import { CASH_PER_VP, MEDIA_VP_PER_PAIR, ROSTER_VP } from '../content/charts';
import type { LordsState, Owner } from '../state';

/** An owner's VP plus an estimate of the points his position holds. */
export function worth(o: Owner): number {
  return (
    o.vp +
    o.seasonW +
    o.w -
    0.5 * (o.seasonL + o.l) +
    (o.fo + o.fs + o.fm) +
    o.ml.ss * ROSTER_VP.ss +
    o.ml.as * ROSTER_VP.as +
    o.farm.phenom * ROSTER_VP.phenom +
    Math.floor(o.media / 2) * MEDIA_VP_PER_PAIR +
    (o.money.value - o.loans.small - o.loans.large) / CASH_PER_VP
  );
}

export function evaluate(s: LordsState, seat: SeatId): number {
  const mine = s.owners[seat];
  if (mine === undefined) return 0.5;
  const best = Math.max(...s.owners.filter((_, k) => k !== seat).map((o) => worth(o)));
  const x = (worth(mine) - best) / 8;
  return 1 / (1 + Math.exp(-x));
}
