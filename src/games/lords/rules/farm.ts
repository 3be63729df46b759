/**
 * The farm system (LoB 8.1-8.5): the Phenom cap and its two-phase grace, promotion attempts
 * (up to FS★ rolls, $500 each plus $500 per +1 DRM, at most +3; the last roll stands), what a
 * Phenom or Prospect becomes, and the Utility player who always takes the vacated farm spot.
 */
import { must } from '../../../engine/types';
import { FARM_SYSTEM, PROMOTION, phenomToMajors, prospectToPhenom } from '../content/charts';
import type { LordsState, Owner } from '../state';
import type { MlType, Stars } from '../types';
import { addFarm, addMl, withOwner } from './owner';
import { editOwner } from './copy';

/** The most Phenoms a farm may hold (LoB 8.1). */
export const phenomCap = (fs: Stars): number => FARM_SYSTEM[fs].phenom;

/**
 * The grace clock after a farm goes over its cap (LoB 8.1, 8.5): it starts in the phase it
 * goes over, and the farm must conform by the end of the next phase. Returns the owner with
 * the clock started or cleared, for the current phase index.
 */
export function trackPhenomCap(o: Owner, phaseIndex: number): Owner {
  const over = o.farm.phenom > phenomCap(o.fs);
  if (!over) return o.overCapSince === null ? o : editOwner(o, { overCapSince: null });
  return o.overCapSince === null ? editOwner(o, { overCapSince: phaseIndex }) : o;
}

/**
 * Every owner's grace clock brought up to date (LoB 8.1, 8.2, 8.5; rules version 3): run after
 * each action, so whatever changed a farm or its rating (an off-season downgrade, a trade, the
 * Trade Chart, the draft, a card) starts the clock in the phase it happened, and a farm back
 * under its cap stops it.
 */
export function trackPhenomCaps(s: LordsState): LordsState {
  let next = s;
  s.owners.forEach((o, k) => {
    const tracked = trackPhenomCap(o, s.phaseIndex);
    if (tracked !== o) next = withOwner(next, k, tracked);
  });
  return next;
}

/**
 * What is wrong with a farm's grace clock (for invariants, rules version 3): over its cap
 * with no clock, a clock while under it, or over past its grace. The check at the end of an
 * in-season phase cuts a farm over since the phase before, so only in that phase's action
 * loop (step `season`) may a farm be over since the phase before; elsewhere, since this one.
 */
export function graceProblems(o: Owner, phaseIndex: number, inLoop: boolean): string[] {
  const over = o.farm.phenom > phenomCap(o.fs);
  if (!over) return o.overCapSince === null ? [] : ['grace clock under the cap'];
  if (o.overCapSince === null) return ['over the Phenom cap with no grace clock'];
  const lag = phaseIndex - o.overCapSince;
  return lag < 0 || lag > (inLoop ? 1 : 0) ? ['over the Phenom cap past its grace'] : [];
}

/** Whether the grace has run out at the end of phase `phaseIndex` (over since two phases). */
export const graceExpired = (o: Owner, phaseIndex: number): boolean =>
  o.overCapSince !== null && phaseIndex >= o.overCapSince + 1 && o.farm.phenom > phenomCap(o.fs);

/**
 * The price of one promotion roll (LoB 8.3, 8.4, A14, A15): the $500 fee (waived for the 3★
 * front office's free roll) plus $500 per +1 DRM bought, at most +3.
 */
export function rollPrice(drm: number, freeRoll: boolean, fee: number = PROMOTION.rollFee): number {
  must(Number.isInteger(drm) && drm >= 0 && drm <= PROMOTION.maxDrm, 'drm-at-most-3', '8.3');
  return (freeRoll ? 0 : fee) + drm * PROMOTION.drmPrice;
}

/** Whether another roll fits in this attempt: at most FS★ rolls (LoB 8.3). */
export const mayRollAgain = (fs: Stars, rollsMade: number): boolean => rollsMade < fs;

/**
 * A Phenom's final roll (LoB 8.3): he joins the majors at the chart's level and the club cuts
 * a player of the owner's choice (`cut`; null: the club is left at 26 and the flow asks for
 * the cut); or he never makes it and leaves the game. Either way a Utility fills his spot.
 */
export function resolvePhenom(o: Owner, modified: number, cut: MlType | null): Owner {
  must(o.farm.phenom > 0, 'no-phenom', '8.3');
  const result = phenomToMajors(modified);
  const farm = addFarm(addFarm(o.farm, 'phenom', -1), 'utility', 1);
  if (result === 'bust') return editOwner(o, { farm });
  const up = addMl(o.ml, result, 1);
  if (cut === null) return editOwner(o, { farm, ml: up });
  must(up[cut] > 0, 'cut-missing-player', '8.3', cut);
  return editOwner(o, { farm, ml: addMl(up, cut, -1) });
}

/** A Prospect's final roll (LoB 8.4): Phenom, no change, or washed out to Utility. */
export function resolveProspect(o: Owner, modified: number): Owner {
  must(o.farm.prospect > 0, 'no-prospect', '8.4');
  const result = prospectToPhenom(modified);
  if (result === 'stays') return o;
  const to = result === 'phenom' ? 'phenom' : 'utility';
  return editOwner(o, { farm: addFarm(addFarm(o.farm, 'prospect', -1), to, 1) });
}
