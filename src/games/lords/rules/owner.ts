/** Small pure helpers over one owner: money, rosters and seats around the table. */
import { hidden } from '../../../engine/hidden';
import { must } from '../../../engine/types';
import type { SeatId } from '../../../engine/types';
import { rulesBefore, type Owner, type LordsState, type VpPart } from '../state';
import type { FsCounts, FsType, MlCounts, MlType } from '../types';
import { editOwner, editState } from './copy';

/** An owner's cash (the rules always see it, whoever else may). */
export const cash = (o: Owner): number => o.money.value;

/** The owner with `amount` more (or less) money; the visibility stays as it was. */
export function addMoney(o: Owner, amount: number): Owner {
  const money = { $hidden: o.money.$hidden, value: o.money.value + amount, ph: o.money.ph };
  return editOwner(o, { money });
}

/**
 * The owner with `n` more VP from `part`; from rules version 4 the part is kept too, for the
 * results' breakdown (LoB 6.2.3, 9). `vp` stays the total, as every rule reads it.
 */
export function gainVp(s: LordsState, o: Owner, part: VpPart, n: number): Owner {
  if (rulesBefore(s, 4)) return editOwner(o, { vp: o.vp + n });
  if (n === 0) return o;
  const vpParts = { ...o.vpParts, [part]: (o.vpParts?.[part] ?? 0) + n };
  return editOwner(o, { vp: o.vp + n, vpParts });
}

/** A money container: public, or seen by its owner only with the hidden-money option (2.3.2). */
export function moneyBox(seat: SeatId, amount: number, hiddenMoney: boolean) {
  return hidden<number>(hiddenMoney ? [seat] : 'all', amount, 0);
}

/** Pays `amount` from the owner's cash; refuses when he cannot (the caller finances first). */
export function pay(o: Owner, amount: number, section: string): Owner {
  must(cash(o) >= amount, 'cannot-afford', section, `needs $${amount}, has $${cash(o)}`);
  return addMoney(o, -amount);
}

export const mlTotal = (ml: MlCounts): number => ml.ss + ml.as + ml.reg + ml.jm;
export const farmTotal = (f: FsCounts): number => f.phenom + f.prospect + f.utility;

/** The roster with `n` more players of a type (negative: fewer); never below zero. */
export function addMl(ml: MlCounts, type: MlType, n: number): MlCounts {
  // Literals, not a spread with a computed key: these run at nearly every move.
  const next = { ss: ml.ss, as: ml.as, reg: ml.reg, jm: ml.jm };
  next[type] = Math.max(0, ml[type] + n);
  return next;
}
export function addFarm(f: FsCounts, type: FsType, n: number): FsCounts {
  const next = { phenom: f.phenom, prospect: f.prospect, utility: f.utility };
  next[type] = Math.max(0, f[type] + n);
  return next;
}

/** Superstars or All-Stars not injured in global phase `phaseIndex`. */
export function healthy(o: Owner, type: 'ss' | 'as', phaseIndex: number): number {
  const out = o.injured.filter((i) => i.type === type && i.until >= phaseIndex).length;
  return Math.max(0, o.ml[type] - out);
}

/** The owner `k` seats clockwise (left) of `seat`. */
export const leftOf = (seat: SeatId, seats: number, k = 1): SeatId => (seat + k) % seats;
/** The owner on `seat`'s right (counter-clockwise). */
export const rightOf = (seat: SeatId, seats: number): SeatId => (seat + seats - 1) % seats;

/** Seats in clockwise order starting with `first`. */
export function clockwise(first: SeatId, seats: number): SeatId[] {
  return Array.from({ length: seats }, (_, i) => (first + i) % seats);
}

/** The state with one owner replaced. */
export function withOwner(s: LordsState, seat: SeatId, o: Owner): LordsState {
  const owners = s.owners.slice();
  owners[seat] = o;
  return editState(s, { owners });
}

/** The owner in a seat; a seat outside the table is refused. */
export function ownerAt(s: LordsState, seat: SeatId): Owner {
  const o = s.owners[seat];
  must(o !== undefined, 'no-such-seat', '1.0', `seat ${seat}`);
  return o;
}
