import type { View } from '../../../engine/hidden';
/**
 * §3 Set Rosters (secret, simultaneous): one character face down at each base in base
 * order, the two left over go face down to the bench. More Wins: each placement also says
 * which of the base's two Win cards it contests (its orientation, hidden until the reveal).
 */
import { hidden } from '../../../engine/hidden';
import { must, type RulesCtx } from '../../../engine/types';
import type { CharId } from '../types';
import type { FantasyState, Mgr } from '../state';
import { freshDone } from './month';
import { csPlaced } from './playoffs';
import { robotTurn } from './solo';
import { startWeek } from './week';
import { copyMgr, edit, emptied, mgr, putMgr, who, withCards, without } from './zones';

const SET = '§3 Set Rosters';

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

/** Places `c` at the next base (Regular Season) or the next game (playoffs). */
export function place(
  s: FantasyState,
  m: number,
  c: CharId,
  o: number | undefined,
  ctx: RulesCtx,
): FantasyState {
  const section =
    s.phase === 'set' ? SET : s.phase === 'wc' ? '§Wild Card Game' : '§Championship Series';
  must(canPlace(s, m), 'not-placing', section, 'you have no character to place now');
  const g = mgr(s, m);
  must(g.hand.cards.includes(c), 'not-in-hand', section);
  if (s.phase === 'set' && s.opt.moreWins)
    must(o === 0 || o === 1, 'bad-orientation', '§More Wins');
  else must(o === undefined, 'no-orientation', section);
  const k = nextSlot(g);
  // The new manager is set field by field and the state copied once: placements are four
  // moves in ten of a random game.
  const placed = copyMgr(g);
  const slots = g.slots.slice();
  slots[k] = withCards(g.slots[k] ?? emptied(g.hand), c);
  placed.hand = without(g.hand, c);
  placed.slots = slots;
  if (g.orient && o !== undefined) {
    const orient = g.orient.slice();
    orient[k] = hidden([m], o, 0);
    placed.orient = orient;
  }
  if (s.phase !== 'set') return csPlaced(putMgr(s, m, placed), m, ctx);
  if (k + 1 < slotsToFill(s)) return putMgr(s, m, placed);
  // The roster is set: the two characters left go to the bench, face down.
  const h = placed.hand;
  placed.hand = emptied(h);
  placed.bench = withCards(placed.bench, ...h.cards);
  const done = s.done.slice();
  done[m] = true;
  ctx.log('fantasy.log.rosterSet', { seat: who(s, m) });
  const next = putMgr(s, m, placed);
  next.done = done;
  if (!done.every(Boolean)) return next;
  if (s.opt.solo) return robotTurn(edit(next, { robotFor: 'rs' }), ctx);
  return startWeek(next, 0, ctx);
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
