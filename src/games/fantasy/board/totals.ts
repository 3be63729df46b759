/**
 * Public facts the board shows that take a rule to work out: this week's live totals and
 * the Stat Track bonus if the season ended now. `view()` works them out (rules/live.ts);
 * the board only reads them.
 */
import { zoneSize } from '../../../engine/hidden';
import type { Battle, FantasyView } from '../state';

/** The battles of the current week, with live totals, as the view works them out. */
export function weekBattles(v: FantasyView): readonly Battle[] {
  return v.live?.battles ?? [];
}

/** Bonus Wins each manager would get from the Stat Track if the season ended now. */
export function bonusNow(v: FantasyView): readonly number[] {
  return v.live?.bonus ?? v.mgrs.map(() => 0);
}

/** Whether manager m's character of this week was sent to the bench (Meow). */
export function benchedThisWeek(v: FantasyView, m: number): boolean {
  const z = v.mgrs[m]?.slots[v.week];
  return v.phase === 'magic' && !!z && zoneSize(z) === 0;
}
