/**
 * §Wild Card Game: the two contenders first in Waiver Order pick a character at once (the
 * solo Robot after the human) for one flipped Win card; no magic; ties as in the
 * Championship Series. The loser is out; the winner goes to the back of the queue until the
 * queue fits the open slots (A6). Only the character of a manager's last Wild Card win sits
 * out until Championship game 5; each Wild Card Game is played with the full roster.
 */
import { zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import { winInfo } from '../content';
import type { FantasyState } from '../state';
import { duel, putBack, revealSlot, setPo } from './playoffs';
import { nextSlot } from './rosters';
import { startCs } from './series';
import { robotTurn } from './solo';
import { cardsOf, draw, edit, emptied, mgr, remake, setMgr, who, withCards } from './zones';

export function startWc(s0: FantasyState, ctx: RulesCtx): FantasyState {
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
  return wcCheck(edit(s, { phase: 'wc', winDeck, bases, done, robotFor: null }), ctx);
}

export function wcCheck(s: FantasyState, ctx: RulesCtx): FantasyState {
  if (!s.done.every(Boolean)) return s;
  const pair = (s.po?.queue ?? []).slice(0, 2);
  const robot = pair.find((m) => mgr(s, m).kind === 'robot');
  if (robot !== undefined && nextSlot(mgr(s, robot)) === 0)
    return robotTurn(edit(s, { robotFor: 'wc' }), ctx);
  return resolveWc(s, ctx);
}

export function resolveWc(s: FantasyState, ctx: RulesCtx): FantasyState {
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
  const queue = [...po.queue.slice(2), w];
  next = setPo(next, { queue });
  return queue.length > po.slots ? startWc(next, ctx) : startCs(next, [...po.sure, ...queue], ctx);
}
