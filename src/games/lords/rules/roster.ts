/**
 * Roster integrity (LoB 2.4): 25 major-leaguers and 15 farm players at the end of every
 * phase. A major-league hole is filled by a Utility called up as a Journeyman (2.4.3-4) and
 * replaced in the farm; a farm over 15 sheds Utility players (they are its balance, 7.1.5),
 * one under 15 gains them. Major-leaguers over 25 are cut by their owner's choice.
 */
import { must } from '../../../engine/types';
import type { Owner } from '../state';
import { FS_SIZE, ML_SIZE, type MlType } from '../types';
import { addFarm, addMl, farmTotal, mlTotal } from './owner';
import { editOwner } from './copy';

/** Fills holes and balances the farm; returns the owner and how many he must still cut. */
export function normaliseRosters(o: Owner): [Owner, number] {
  const farm = addFarm(o.farm, 'utility', FS_SIZE - farmTotal(o.farm));
  must(farmTotal(farm) === FS_SIZE, 'farm-over-15', '2.4.1', 'too many Phenoms and Prospects');
  const short = ML_SIZE - mlTotal(o.ml);
  const ml = short > 0 ? addMl(o.ml, 'jm', short) : o.ml;
  return [editOwner(o, { farm, ml }), Math.max(0, -short)];
}

/** Cuts one major-leaguer of the owner's choice (LoB 2.4.1, 8.3). */
export function cutPlayer(o: Owner, type: MlType): Owner {
  must(mlTotal(o.ml) > ML_SIZE, 'no-cut-needed', '2.4.1');
  must(o.ml[type] > 0, 'cut-missing-player', '2.4.1', type);
  return editOwner(o, { ml: addMl(o.ml, type, -1) });
}

/** What is wrong with an owner's rosters at the end of a phase (for invariants). */
export function rosterProblems(o: Owner): string[] {
  const out: string[] = [];
  if (mlTotal(o.ml) !== ML_SIZE) out.push(`majors ${mlTotal(o.ml)}`);
  if (farmTotal(o.farm) !== FS_SIZE) out.push(`farm ${farmTotal(o.farm)}`);
  if (o.farm.utility < 1) out.push('no utility');
  return out;
}
