/**
 * The amateur draft (LoB 6.2.6): every owner rolls a d10 on the year's draft card for each
 * pick he holds; a pick received by trade is rolled twice, the better kept; an owner who
 * traded his own pick away takes the result of a 1 (decision, 6.2.6 text).
 */
import type { SeatId } from '../../../engine/types';
import type { DraftCard, DraftResult } from '../types';
import type { Owner } from '../state';
import { addFarm, addMl } from './owner';
import { normaliseRosters } from './roster';
import { editOwner } from './copy';

/** How an owner's draft rolls are made: his own pick, received picks, or a traded-away 1. */
export function draftRolls(
  o: Owner,
  seat: SeatId,
): { own: boolean; received: number; tradedAway: boolean } {
  const own = o.picks.includes(seat);
  return { own, received: o.picks.filter((p) => p !== seat).length, tradedAway: !own };
}

/** A result's worth, to keep the better of two rolls on a received pick. */
export function draftValue(r: DraftResult): number {
  const ml = r.ml === 'ss' ? 12 : r.ml === 'as' ? 8 : r.ml === 'reg' ? 3 : r.ml === 'jm' ? 1 : 0;
  return r.phenom * 5 + r.prospect * 2 + r.utility + ml;
}

/** The result of a roll on a draft card (d10, clamped). */
export function draftResult(card: DraftCard, roll: number): DraftResult {
  const i = Math.min(10, Math.max(1, roll)) - 1;
  return card.results[i] ?? { phenom: 0, prospect: 0, utility: 0 };
}

/** The better of two rolls on a received pick (LoB 6.2.6). */
export function bestOfTwo(card: DraftCard, a: number, b: number): DraftResult {
  const ra = draftResult(card, a);
  const rb = draftResult(card, b);
  return draftValue(rb) > draftValue(ra) ? rb : ra;
}

/**
 * Adds drafted players (LoB 6.2.6, 7.1.5): farm players take Utility spots (the farm stays at
 * 15, keeping a Utility); a major-leaguer replaces a Journeyman (or a Regular when none).
 * Returns the owner and how many major-leaguers he must still cut (none by these rules).
 */
export function addDraftees(o: Owner, r: DraftResult): Owner {
  let farm = addFarm(
    addFarm(addFarm(o.farm, 'phenom', r.phenom), 'prospect', r.prospect),
    'utility',
    r.utility,
  );
  let ml = o.ml;
  if (r.ml) {
    const out = ml.jm > 0 ? 'jm' : 'reg';
    ml = addMl(addMl(ml, r.ml, 1), out, -1);
  }
  // Drafted farm players push Utility players out, but never the last one; a draftee with no
  // room left (14 Phenoms and Prospects already) is not signed, Prospects first (decision).
  const over = farm.phenom + farm.prospect + farm.utility - 15;
  if (over > 0) farm = addFarm(farm, 'utility', -Math.min(over, farm.utility - 1));
  const excess = farm.phenom + farm.prospect + farm.utility - 15;
  if (excess > 0) {
    const prospects = Math.min(excess, farm.prospect);
    farm = addFarm(addFarm(farm, 'prospect', -prospects), 'phenom', -(excess - prospects));
  }
  const [fixed] = normaliseRosters(editOwner(o, { farm, ml }));
  return fixed;
}

/** Rolls an owner makes in the draft: one for his own pick, two for each pick received. */
export const rollsNeeded = (o: Owner, seat: SeatId): number => {
  const r = draftRolls(o, seat);
  return (r.own ? 1 : 0) + 2 * r.received;
};

/**
 * An owner's draft from his final rolls (LoB 6.2.6): his own pick's roll, the better of each
 * received pick's two rolls, and the result of a 1 when he traded his own pick away.
 */
export function draftFromRolls(
  o: Owner,
  seat: SeatId,
  card: DraftCard,
  rolls: readonly number[],
): Owner {
  const r = draftRolls(o, seat);
  let next = o;
  let i = 0;
  if (r.own) next = addDraftees(next, draftResult(card, rolls[i++] ?? 1));
  for (let p = 0; p < r.received; p++) {
    next = addDraftees(next, bestOfTwo(card, rolls[i] ?? 1, rolls[i + 1] ?? 1));
    i += 2;
  }
  if (r.tradedAway) next = addDraftees(next, draftResult(card, 1));
  // Picks are used up: next year each owner holds his own again.
  return editOwner(next, { picks: [seat] });
}
