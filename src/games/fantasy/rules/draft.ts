/**
 * §Setup 6-8, the Live Draft: everyone keeps one card of their hand at once (secret) and
 * passes the rest to the left, until each has 7; then everyone discards one face down.
 */
import { must, type RulesCtx } from '../../../engine/types';
import type { CharId } from '../types';
import type { FantasyState } from '../state';
import { startMonth } from './flow';
import {
  copyMgr,
  copyState,
  edit,
  mgr,
  seenBy,
  setMgr,
  who,
  withCards,
  withMgr,
  without,
} from './zones';

const DRAFT = '§Setup 6 (Live Draft)';
const DISCARD = '§Setup 8 (Discard Pile)';

/** Seat `m` keeps `c` from the hand it holds. */
export function pick(s: FantasyState, m: number, c: CharId, ctx: RulesCtx): FantasyState {
  must(s.phase === 'draft', 'not-drafting', DRAFT);
  must(!s.done[m], 'already-picked', DRAFT, 'you already kept a card from this hand');
  const hand = s.drafts[m];
  must(hand && hand.cards.includes(c), 'not-in-draft-hand', DRAFT);
  // One copy of the state, set field by field: a draft pick is a sixth of a random game.
  const next = copyState(s);
  const drafts = s.drafts.slice();
  drafts[m] = without(hand, c);
  next.drafts = drafts;
  const g = copyMgr(mgr(s, m));
  g.hand = withCards(g.hand, c);
  next.mgrs = withMgr(s.mgrs, m, g);
  const done = s.done.slice();
  done[m] = true;
  next.done = done;
  ctx.log('fantasy.log.pick', { seat: who(s, m) });
  if (!done.every(Boolean)) return next;
  return passHands(next, ctx);
}

/** Everyone has kept a card: pass the hands left, or end the draft when they are empty. */
function passHands(s: FantasyState, ctx: RulesCtx): FantasyState {
  const n = s.seats;
  if ((s.drafts[0]?.cards.length ?? 0) === 0) {
    ctx.log('fantasy.log.draftDone');
    return edit(s, { phase: 'discard', done: s.done.map(() => false) });
  }
  // Seat i passes to its left (i + 1), so it receives the hand of seat i - 1.
  const drafts = s.drafts.map((_, i) => seenBy(s.drafts[(i - 1 + n) % n] ?? _, [i]));
  ctx.log('fantasy.log.passHands');
  return edit(s, { drafts, done: s.done.map(() => false) });
}

/** Seat `m` discards `c` face down to the Discard Pile; the last discard starts month 1. */
export function discardOne(s: FantasyState, m: number, c: CharId, ctx: RulesCtx): FantasyState {
  must(s.phase === 'discard', 'not-discarding', DISCARD);
  must(!s.done[m], 'already-discarded', DISCARD);
  must(mgr(s, m).hand.cards.includes(c), 'not-in-hand', DISCARD);
  let next = setMgr(s, m, { hand: without(mgr(s, m).hand, c) });
  const done = s.done.slice();
  done[m] = true;
  next = edit(next, { done, discard: withCards(s.discard, c) });
  ctx.log('fantasy.log.discard', { seat: who(s, m) });
  if (!done.every(Boolean)) return next;
  return startMonth(edit(next, { done: next.done.map(() => false) }), 1, ctx);
}
