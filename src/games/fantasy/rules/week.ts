/**
 * §4 Play Ball, one week per base: 1 the simultaneous reveal, 2 the magic window in Turn
 * Order (each manager may flip one unused bench card, or pass). Steps 3-6 are resolve.ts;
 * the moves of the window are magic.ts; when the window closes is flow.ts.
 */
import type { RulesCtx } from '../../../engine/types';
import { charInfo } from '../content';
import type { FantasyState, FantasyView, Mgr, Week } from '../state';
import { deckFlip } from './solo';
import { copyMgr, copyState, mgr, seenBy, turnOrder, who } from './zones';

/** Step 1: everyone's character for this base is revealed at once; the window opens. */
export function revealWeek(s: FantasyState, week: number, ctx: RulesCtx): FantasyState {
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
  return next;
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

/**
 * Skips to the next manager in Turn Order who may use magic (a seat with an unused bench
 * card, unless a Stop ended the window); past the last one the window is closed.
 */
export function skipInWindow(s: FantasyState, wk: Week, from: number): FantasyState {
  let at = from;
  while (at < wk.turn.length) {
    const g = mgr(s, wk.turn[at] ?? 0);
    if (!wk.stop && g.kind === 'seat' && g.bench.cards.length > 0) break;
    at++;
  }
  return withAt(s, wk, at);
}

/** Whether every manager has had their chance in the magic window. */
export function windowClosed(s: FantasyState): boolean {
  return !s.wk || s.wk.at >= s.wk.turn.length;
}

function withAt(s: FantasyState, wk: Week, at: number): FantasyState {
  if (at === wk.at) return s;
  const next = copyState(s);
  next.wk = { turn: wk.turn, at, stop: wk.stop, focus: wk.focus, justice: wk.justice, fx: wk.fx };
  return next;
}
