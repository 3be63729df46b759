/**
 * Public facts the board shows that take a rule to work out: this week's live totals and
 * the Stat Track bonus if the season ended now. Every input is public (revealed characters,
 * the Event, the week's effects, pegs), so these read the view through the rules' own pure
 * helpers rather than copying them.
 */
import { zoneSize } from '../../../engine/hidden';
import { activeEvent, battleWinner, totalOn, underdogs, weekLine } from '../rules/battle';
import { seasonBonus } from '../rules/season';
import type { FantasyView } from '../state';
import { orientOf } from './model';

/** One manager's character in this week's battle for one Win card. */
export interface BattleEntry {
  m: number;
  card: string;
  total: number;
  line: readonly number[];
}

/** One Win card of this week's base and who contests it. */
export interface Battle {
  slot: number;
  win: string;
  entries: BattleEntry[];
  /** Who would win if the battle were resolved now (null: nobody, a tie). */
  leader: number | null;
}

/** The battles of the current week (magic phase only), with live totals. */
export function weekBattles(v: FantasyView): Battle[] {
  if (v.phase !== 'magic') return [];
  const w = v.week;
  const ev = activeEvent(v);
  const und = underdogs(v);
  const slots = v.opt.moreWins ? [w * 2, w * 2 + 1] : [w];
  return slots.flatMap((slot): Battle[] => {
    const win = v.bases[slot]?.cards[0];
    if (!win) return [];
    const entries: BattleEntry[] = [];
    v.mgrs.forEach((g, m) => {
      const z = g.slots[w];
      const card = z && z.n === undefined ? z.cards[0] : undefined;
      if (!card) return;
      const contest = v.opt.moreWins ? w * 2 + (orientOf(g, w) === 1 ? 1 : 0) : w;
      if (contest !== slot) return;
      const line = weekLine(v, m, card, w, v.wk?.fx ?? [], v.berz);
      entries.push({ m, card, line, total: totalOn(line, card, win, ev, und[m] === true) });
    });
    return [{ slot, win, entries, leader: battleWinner(entries, ev, v.wk?.justice ?? false) }];
  });
}

/** Bonus Wins each manager would get from the Stat Track if the season ended now. */
export function bonusNow(v: FantasyView): number[] {
  return seasonBonus(v.mgrs.map((g) => g.track));
}

/** Whether manager m's character of this week was sent to the bench (Meow). */
export function benchedThisWeek(v: FantasyView, m: number): boolean {
  const z = v.mgrs[m]?.slots[v.week];
  return v.phase === 'magic' && !!z && zoneSize(z) === 0;
}
