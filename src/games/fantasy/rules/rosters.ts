/**
 * §3 Set Rosters (secret, simultaneous): one character face down at each base in base
 * order, the two left over go face down to the bench. More Wins: each placement also says
 * which of the base's two Win cards it contests (its orientation, hidden until the reveal).
 * The same move places Wild Card and Championship characters; in solo the human also picks
 * the Robot's characters. Which slot comes next is lineups.ts; what follows is flow.ts.
 */
import { hidden } from '../../../engine/hidden';
import { must, type RulesCtx } from '../../../engine/types';
import type { CharId } from '../types';
import type { FantasyState } from '../state';
import { playoffPlaced, robotTurn, rostersSet } from './flow';
import { canPlace, nextSlot, slotsToFill } from './lineups';
import { placeRobot, robotChoices } from './solo';
import { copyMgr, emptied, mgr, putMgr, who, withCards, without } from './zones';

const SET = '§3 Set Rosters';
const SOLO = '§Solo Rules';

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
  if (s.phase !== 'set') return playoffPlaced(putMgr(s, m, placed), m, ctx);
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
  return rostersSet(next, ctx);
}

/** §Solo Rules: the human picks the Robot's character `c` for its next slot. */
export function robotPick(s: FantasyState, m: number, c: CharId, ctx: RulesCtx): FantasyState {
  must(s.phase === 'robot' && m === 0, 'not-robot-pick', SOLO);
  must(
    robotChoices(s).includes(c),
    'robot-needs-shared-stat',
    SOLO,
    'pick a Robot character sharing a stat with the Win card',
  );
  return robotTurn(placeRobot(s, c, ctx), ctx);
}
