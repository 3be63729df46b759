/**
 * §4 Play Ball, one week per base: 1 the simultaneous reveal, 2 the magic window in Turn
 * Order (each manager may flip one unused bench card, or pass). Steps 3-6 are resolve.ts.
 */
import { must, type RulesCtx } from '../../../engine/types';
import { charInfo } from '../content';
import { ABILITY_TEXT } from '../content/abilities';
import type { CharId } from '../types';
import type { FantasyState, FantasyView, Mgr, Week } from '../state';
import { begin } from './abilities';
import { activeEvent } from './battle';
import { resolveWeek } from './resolve';
import { deckFlip } from './solo';
import {
  copyMgr,
  copyState,
  mgr,
  putMgr,
  seenBy,
  turnOrder,
  who,
  without,
  withCards,
} from './zones';

const MAGIC = '§4 Play Ball 2 (magic abilities)';

/** Step 1: everyone's character for this base is revealed at once. */
export function startWeek(s: FantasyState, week: number, ctx: RulesCtx): FantasyState {
  const mgrs = s.mgrs.map((g): Mgr => {
    const out = copyMgr(g);
    const slots = g.slots.slice();
    slots[week] = seenBy(g.slots[week] ?? g.hand, 'all');
    out.slots = slots;
    const h = g.orient?.[week];
    if (g.orient && h) {
      const orient = g.orient.slice();
      orient[week] = { $hidden: 'all', value: h.value, ph: h.ph };
      out.orient = orient;
    }
    return out;
  });
  const w = copyState(s);
  w.phase = 'magic';
  w.week = week;
  w.mgrs = mgrs;
  w.robotFor = null;
  w.wk = { turn: turnOrder(s.order), at: 0, stop: false, focus: [], justice: false, fx: [] };
  let next: FantasyState = w;
  for (let m = 0; m < s.n; m++) {
    if (mgr(s, m).kind === 'deck') next = deckFlip(next, m, week, contestCard(next, m, week), ctx);
    const c = next.mgrs[m]?.slots[week]?.cards[0];
    if (c)
      ctx.log('fantasy.log.reveal', {
        seat: who(s, m),
        base: week + 1,
        card: charInfo(c).card.name,
      });
  }
  if (activeEvent(s)?.noMagic) return resolveWeek(next, ctx);
  return nextInWindow(next, ctx);
}

/** The Win card slot manager `m`'s character contests this week. */
export function contestCard(s: FantasyView, m: number, week: number): number {
  if (!s.opt.moreWins) return week;
  return week * 2 + (mgr(s, m).orient?.[week]?.value === 1 ? 1 : 0);
}

/** Whose chance it is in the magic window, or null once it is over. */
export function windowManager(s: FantasyView): number | null {
  const wk = s.wk;
  if (!wk || s.phase !== 'magic' || s.pending) return null;
  return wk.turn[wk.at] ?? null;
}

/** Skips to the next manager in Turn Order who may use magic; resolves the week after the last. */
export function nextInWindow(s: FantasyState, ctx: RulesCtx): FantasyState {
  const wk = s.wk;
  if (!wk) return s;
  let at = wk.at;
  while (at < wk.turn.length) {
    const g = mgr(s, wk.turn[at] ?? 0);
    if (!wk.stop && g.kind === 'seat' && g.bench.cards.length > 0) break;
    at++;
  }
  const next = withAt(s, wk, at);
  return at < wk.turn.length ? next : resolveWeek(next, ctx);
}

/** The window passes to the next manager. */
export function afterMagic(s: FantasyState, ctx: RulesCtx): FantasyState {
  if (s.pending || !s.wk) return s;
  return nextInWindow(withAt(s, s.wk, s.wk.at + 1), ctx);
}

function withAt(s: FantasyState, wk: Week, at: number): FantasyState {
  if (at === wk.at) return s;
  const next = copyState(s);
  next.wk = { turn: wk.turn, at, stop: wk.stop, focus: wk.focus, justice: wk.justice, fx: wk.fx };
  return next;
}

/** Flip bench card `c` face up and use its ability. */
export function useMagic(s: FantasyState, m: number, c: CharId, ctx: RulesCtx): FantasyState {
  must(windowManager(s) === m, 'not-your-magic', MAGIC, 'magic goes in Turn Order');
  const g = mgr(s, m);
  must(g.bench.cards.includes(c), 'not-on-bench', MAGIC, 'flip one of your unused bench cards');
  const flipped = copyMgr(g);
  flipped.bench = without(g.bench, c);
  flipped.used = withCards(g.used, c);
  const next = putMgr(s, m, flipped);
  const ab = charInfo(c).ability;
  ctx.log('fantasy.log.magic', {
    seat: who(s, m),
    card: charInfo(c).card.name,
    ability: ABILITY_TEXT[ab].name,
  });
  return afterMagic(begin(next, m, ab, c, false, ctx), ctx);
}

/** Use no magic this week. */
export function passMagic(s: FantasyState, m: number, ctx: RulesCtx): FantasyState {
  must(windowManager(s) === m, 'not-your-magic', MAGIC);
  ctx.log('fantasy.log.magicPass', { seat: who(s, m) });
  return afterMagic(s, ctx);
}
