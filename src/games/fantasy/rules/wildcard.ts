/**
 * §Wild Card Game: the two contenders first in Waiver Order pick a character at once (the
 * solo Robot after the human) for one flipped Win card; no magic; ties as in the
 * Championship Series. The loser is out; the winner goes to the back of the queue until the
 * queue fits the open slots (A6). Only the character of a manager's last Wild Card win sits
 * out until Championship game 5; each Wild Card Game is played with the full roster.
 * Which game follows (another Wild Card Game, the Championship Series) is flow.ts.
 */
import { zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import { winInfo } from '../content';
import type { FantasyState } from '../state';
import { nextSlot } from './lineups';
import { duel, putBack, revealSlot, setPo } from './playoffs';
import { cardsOf, draw, edit, emptied, mgr, remake, setMgr, who, withCards } from './zones';

/** The next Wild Card Game: the first two in the queue pick a character for one Win card. */
export function setUpWcGame(s0: FantasyState, ctx: RulesCtx): FantasyState {
  const [a = 0, b = 0] = s0.po?.queue ?? [];
  // Each Wild Card Game is played with the full roster: an earlier Wild Card character returns.
  let s = s0;
  for (const m of [a, b]) {
    const g = mgr(s, m);
    if (g.locked.cards.length)
      s = setMgr(s, m, { hand: withCards(g.hand, ...g.locked.cards), locked: zone('all') });
  }
  const [top, winDeck] = draw(s.winDeck, 1);
  const bases = s.bases.slice();
  bases[0] = remake(s.aside, top);
  ctx.log('fantasy.log.wcGame', {
    seat: who(s, a),
    seatOther: who(s, b),
    card: winInfo(top[0] ?? '').card.name,
  });
  const done = s.mgrs.map((g, m) => !(g.kind === 'seat' && (m === a || m === b)));
  return edit(s, { phase: 'wc', winDeck, bases, done, robotFor: null });
}

/** §Solo Rules: the Robot, if it plays this Wild Card Game, picks after the human. */
export function robotOwesWcPick(s: FantasyState): boolean {
  const pair = (s.po?.queue ?? []).slice(0, 2);
  const robot = pair.find((m) => mgr(s, m).kind === 'robot');
  return robot !== undefined && nextSlot(mgr(s, robot)) === 0;
}

/** Both characters are in: the game is played; the loser is out, the winner queues again. */
export function playWcGame(s: FantasyState, ctx: RulesCtx): FantasyState {
  const po = s.po;
  if (!po) return s;
  const [a = 0, b = 0] = po.queue;
  let next = revealSlot(revealSlot(s, a, 0, ctx), b, 0, ctx);
  const turn = s.season?.turn ?? [];
  const home = turn.indexOf(a) <= turn.indexOf(b) ? a : b;
  const [w, after] = duel(next, a, b, 0, home, ctx);
  const l = w === a ? b : a;
  next = putBack(putBack(after, l, 0, 'hand'), w, 0, 'locked');
  next = edit(next, {
    aside: withCards(next.aside, ...cardsOf(next.bases)),
    bases: next.bases.map((z) => emptied(z)),
  });
  ctx.log('fantasy.log.wcWon', { seat: who(s, w), seatLoser: who(s, l) });
  return setPo(next, { queue: [...po.queue.slice(2), w] });
}
