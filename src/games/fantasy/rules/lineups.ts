import type { View } from '../../../engine/hidden';
/**
 * §3 Set Rosters, the parts every phase reads: opening the step, which slot a manager fills
 * next (base order in the Regular Season, game order in the playoffs), how many slots they
 * fill now and whether they place a character now. The placements are rosters.ts.
 */
import type { RulesCtx } from '../../../engine/types';
import type { FantasyState, Mgr } from '../state';
import { freshDone } from './month';
import { edit } from './zones';

/** §3 Set Rosters begins: every seat places its four characters in secret. */
export function startSet(s: FantasyState, ctx: RulesCtx): FantasyState {
  ctx.log('fantasy.log.setRosters');
  return edit(s, { phase: 'set', done: freshDone(s) });
}

/** The next empty slot of a manager (placements go in base order). */
export function nextSlot(g: View<Mgr>): number {
  const i = g.slots.findIndex((z) => (z.n ?? z.cards.length) === 0);
  return i < 0 ? g.slots.length : i;
}

/** How many slots a manager fills now: 4 bases; 1 Wild Card game; 4 then 3 Championship games. */
export function slotsToFill(s: FantasyState): number {
  if (s.phase === 'wc') return 1;
  if (s.phase === 'csAway' || s.phase === 'csHome') return s.po?.set === 1 ? 3 : 4;
  return 4;
}

/** Whether manager `m` places a character now (lineups, Wild Card and Championship games). */
export function canPlace(s: FantasyState, m: number): boolean {
  const g = s.mgrs[m];
  if (!g || g.kind !== 'seat') return false;
  if (s.phase === 'set' || s.phase === 'wc') return s.done[m] === false;
  if (s.phase === 'csAway') return s.po?.away === m && nextSlot(g) < slotsToFill(s);
  if (s.phase === 'csHome') return s.po?.home === m && nextSlot(g) < slotsToFill(s);
  return false;
}
