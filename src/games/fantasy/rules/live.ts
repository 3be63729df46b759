/**
 * The live facts a seat's view carries (`FantasyLive`): this week's battles with their
 * running totals, and the Stat Track bonus if the season ended now. Every input is public
 * (revealed characters, the Event, the week's effects, pegs), and they are worked out from
 * the redacted view, so a hidden character never counts.
 */
import type { Battle, BattleEntry, FantasyLive, FantasyView } from '../state';
import type { CharId } from '../types';
import { activeEvent, battleWinner, totalOn, underdogs, weekLine } from './battle';
import { seasonBonus } from './season';
import { contestCard } from './week';

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
      const card = z && z.n === undefined ? (z.cards[0] as CharId | undefined) : undefined;
      if (!card) return;
      if (contestCard(v, m, w) !== slot) return;
      const line = weekLine(v, m, card, w, v.wk?.fx ?? [], v.berz);
      entries.push({ m, card, line, total: totalOn(line, card, win, ev, und[m] === true) });
    });
    return [{ slot, win, entries, leader: battleWinner(entries, ev, v.wk?.justice ?? false) }];
  });
}

/** The live facts of a view. */
export function liveOf(v: FantasyView): FantasyLive {
  return {
    battles: weekBattles(v),
    bonus: seasonBonus(v.mgrs.map((g) => g.track)),
  };
}
