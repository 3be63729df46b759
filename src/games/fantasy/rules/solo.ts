/**
 * §Solo Rules: the Robot manager (15 cards; each week a character sharing at least one stat
 * with that week's Win card, picked by the human, or at random among those by option; at
 * random from its hand when none shares one) and the Deck manager (3 characters flipped
 * from the Character Deck each week; the best total on the Win card plays, all 3 then go
 * to the bottom of the deck). Neither uses magic nor Free Agency (A13).
 */
import { zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import { charInfo, winInfo } from '../content';
import type { CharId, EventCard } from '../types';
import type { FantasyState } from '../state';
import { activeEvent, eventLine, totalOn, underdogs } from './battle';
import { nextSlot } from './lineups';
import { draw, edit, mgr, setMgr, who, withCards, without } from './zones';

/** The Robot's manager index (solo only). */
export const ROBOT = 1;

/** How many Robot slots the current step fills. */
function robotNeed(s: FantasyState): number {
  if (s.robotFor === 'wc') return 1;
  if (s.robotFor === 'cs') return s.po?.set === 1 ? 3 : 4;
  return 4;
}

/** The Win card the Robot's slot `k` plays for. */
function robotWin(s: FantasyState, k: number): string | undefined {
  return s.bases[k]?.cards[0];
}

/** The Robot's characters sharing at least one stat with the Win card of its next slot. */
export function robotChoices(s: FantasyState): CharId[] {
  const g = mgr(s, ROBOT);
  const win = robotWin(s, nextSlot(g));
  if (!win) return [];
  const req = winInfo(win).req;
  return g.hand.cards.filter((c) => req.some((st) => (charInfo(c).line[st] as number) > 0));
}

/** Whether the Robot has a character in every slot the current step fills. */
export function robotFilled(s: FantasyState): boolean {
  return nextSlot(mgr(s, ROBOT)) >= robotNeed(s);
}

/**
 * Fills the Robot's slots; stops (phase 'robot') for the human's pick when they choose and
 * a choice exists. What follows a filled Robot is flow.ts.
 */
export function robotFill(s: FantasyState, ctx: RulesCtx): FantasyState {
  let next = s;
  let g = mgr(next, ROBOT);
  if (s.robotFor === 'rs' && g.hand.cards.length < 4) {
    // Full Season: once the Robot has fewer than 4 unused characters, its pile comes back.
    next = setMgr(next, ROBOT, { hand: withCards(g.hand, ...g.out.cards), out: zone('all') });
    ctx.log('fantasy.log.robotRefill');
  }
  for (;;) {
    if (robotFilled(next)) return next;
    g = mgr(next, ROBOT);
    const valid = robotChoices(next);
    if (valid.length > 0 && next.opt.robotPicks === 'human') return edit(next, { phase: 'robot' });
    const c = ctx.rng.pick(valid.length > 0 ? valid : g.hand.cards);
    next = placeRobot(next, c, ctx);
  }
}

/** The Robot's character `c` goes to its next slot, face up. */
export function placeRobot(s: FantasyState, c: CharId, ctx: RulesCtx): FantasyState {
  const g = mgr(s, ROBOT);
  const k = nextSlot(g);
  const slots = g.slots.slice();
  slots[k] = zone('all', [c]);
  ctx.log('fantasy.log.robotPick', { n: k + 1, card: charInfo(c).card.name });
  return setMgr(s, ROBOT, { hand: without(g.hand, c), slots });
}

/** The Deck manager's preference: the higher total, then Good before Evil. */
function deckScore(c: CharId, winId: string, ev: EventCard | null, und: boolean): number {
  return totalOn(eventLine(c, ev), c, winId, ev, und) * 2 + (charInfo(c).side === 'good' ? 1 : 0);
}

/**
 * The Deck manager flips 3 characters for slot `k` (Win card slot `win`); the best total
 * plays (ties: Good first, then the first flipped); the other two go to the bottom.
 */
export function deckFlip(
  s: FantasyState,
  m: number,
  k: number,
  win: number,
  ctx: RulesCtx,
): FantasyState {
  const winId = s.bases[win]?.cards[0];
  const [flip, rest] = draw(s.charDeck, 3);
  if (flip.length === 0 || !winId) return s;
  const ev = activeEvent(s);
  const und = underdogs(s)[m] === true;
  let best = flip[0] as CharId;
  for (const c of flip)
    if (deckScore(c, winId, ev, und) > deckScore(best, winId, ev, und)) best = c;
  const g = mgr(s, m);
  const slots = g.slots.slice();
  slots[k] = zone('all', [best]);
  ctx.log('fantasy.log.deckFlip', {
    seat: who(s, m),
    cards: flip.map((c) => charInfo(c).card.name).join(', '),
    card: charInfo(best).card.name,
  });
  const charDeck = withCards(rest, ...flip.filter((c) => c !== best));
  return setMgr(edit(s, { charDeck }), m, { slots });
}
