/**
 * Turn order (LoB 4.1.1, 5.1, 7.4, A4): who chooses the starting owner, and who starts each
 * in-season phase. Play always runs clockwise.
 */
import type { SeatId } from '../../../engine/types';
import type { Owner } from '../state';

/** Total stars of front office, farm system and field manager (LoB 4.1.1). */
export const totalStars = (o: Owner): number => o.fo + o.fs + o.fm;

/**
 * Owners who may choose the first off-season's starter (LoB 4.1.1): fewest total stars, then
 * fewest front office stars. More than one left: they roll off (a die roll).
 */
export function initialChoosers(owners: readonly Owner[]): SeatId[] {
  const fewest = Math.min(...owners.map(totalStars));
  const tied = owners.map((o, k) => ({ o, k })).filter(({ o }) => totalStars(o) === fewest);
  const lowFo = Math.min(...tied.map(({ o }) => o.fo));
  return tied.filter(({ o }) => o.fo === lowFo).map(({ k }) => k);
}

/** Owners who may choose the starter in a later off-season (LoB 7.4): fewest VP; ties roll. */
export function vpChoosers(owners: readonly Owner[]): SeatId[] {
  const fewest = Math.min(...owners.map((o) => o.vp));
  return owners
    .map((o, k) => ({ o, k }))
    .filter(({ o }) => o.vp === fewest)
    .map(({ k }) => k);
}

/**
 * A d10 roll-off (LoB 4.1.1 "second tie breaker is a die roll"): the high roll wins; tied high
 * rolls roll again. `roll` gives each roll in turn.
 */
export function rollOff(seats: readonly SeatId[], roll: () => number): SeatId {
  let left = seats.slice();
  while (left.length > 1) {
    const rolls = left.map(() => roll());
    const high = Math.max(...rolls);
    left = left.filter((_, i) => rolls[i] === high);
  }
  return left[0] ?? 0;
}

/** MS and LS start with the owner left of the previous phase's last passer (LoB 5.1, A4). */
export const starterAfter = (lastPasser: SeatId, seats: number): SeatId => (lastPasser + 1) % seats;
