/**
 * The playoffs' shared parts: the playoff fields, the end of the game, revealing a playoff
 * character, one playoff game (`duel`) and where its characters go after it. The Wild Card
 * Games and the Championship Series are wildcard.ts and series.ts; their order is flow.ts.
 * No bench magic; the playoff Event applies. Ties: Good beats Evil, then further Win cards are flipped for the same characters (A5:
 * with the Win deck exhausted, home field wins).
 */
import { zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import { charInfo, winInfo } from '../content';
import type { FantasyState, Playoffs } from '../state';
import { activeEvent, eventLine, totalOn } from './battle';
import { deckFlip } from './solo';
import { draw, edit, emptied, mgr, setMgr, who, withCards } from './zones';

const NO_PLAYOFFS: Playoffs = {
  sure: [],
  queue: [],
  slots: 0,
  home: -1,
  away: -1,
  score: [0, 0],
  set: 0,
  game: 0,
  champion: -1,
  runnerUp: -1,
};

/** The state with a few playoff fields changed (no object spread: see zones.ts edit). */
export function setPo(s: FantasyState, patch: Partial<Playoffs>): FantasyState {
  const po = s.po ?? NO_PLAYOFFS;
  const next: Playoffs = {
    sure: po.sure,
    queue: po.queue,
    slots: po.slots,
    home: po.home,
    away: po.away,
    score: po.score,
    set: po.set,
    game: po.game,
    champion: po.champion,
    runnerUp: po.runnerUp,
  };
  const out = next as unknown as Record<string, unknown>;
  const p = patch as Record<string, unknown>;
  for (const k in p) out[k] = p[k];
  return edit(s, { po: next });
}

/** The game is over: `champion` won the Championship Series (-1: solo elimination). */
export function over(
  s: FantasyState,
  champion: number,
  runnerUp: number,
  ctx: RulesCtx,
): FantasyState {
  if (champion >= 0)
    ctx.log('fantasy.log.champion', { seat: who(s, champion), seatLoser: who(s, runnerUp) });
  return edit(setPo(s, { champion, runnerUp }), { phase: 'over', done: s.done.map(() => true) });
}

/** Reveals manager m's character for game slot k (the Deck manager flips for it now). */
export function revealSlot(s: FantasyState, m: number, k: number, ctx: RulesCtx): FantasyState {
  const g = mgr(s, m);
  if (g.kind === 'deck' && !g.slots[k]?.cards.length) return deckFlip(s, m, k, k, ctx);
  const slots = g.slots.slice();
  slots[k] = { $zone: 'all', cards: g.slots[k]?.cards ?? [] };
  const c = slots[k]?.cards[0];
  if (c) ctx.log('fantasy.log.csReveal', { seat: who(s, m), card: charInfo(c).card.name });
  return setMgr(s, m, { slots });
}

/**
 * One playoff game between a and b on Win card slot k: totals, then Good beats Evil (the
 * Event may change this), then further Win cards for the same characters, then home field.
 */
export function duel(
  s: FantasyState,
  a: number,
  b: number,
  k: number,
  home: number,
  ctx: RulesCtx,
): [number, FantasyState] {
  const ca = mgr(s, a).slots[k]?.cards[0];
  const cb = mgr(s, b).slots[k]?.cards[0];
  if (!ca || !cb) return [ca ? a : b, s];
  const ev = activeEvent(s);
  // Underdog Spirit in the playoffs: the one with fewer Regular Season Wins.
  const total = s.season?.total ?? [];
  const ua = (total[a] ?? 0) < (total[b] ?? 0);
  const ub = (total[b] ?? 0) < (total[a] ?? 0);
  const la = eventLine(ca, ev);
  const lb = eventLine(cb, ev);
  // A5: once the Win deck has run out a game may have no Win card: no totals to compare,
  // so it goes straight to Good over Evil, then home field.
  const card = s.bases[k]?.cards[0];
  let ta = card ? totalOn(la, ca, card, ev, ua) : 0;
  let tb = card ? totalOn(lb, cb, card, ev, ub) : 0;
  ctx.log('fantasy.log.duel', { seat: who(s, a), seatOther: who(s, b), a: ta, b: tb });
  if (ta !== tb) return [ta > tb ? a : b, s];
  const sa = charInfo(ca).side;
  if (sa !== charInfo(cb).side && ev?.tie !== 'none') {
    const fav = ev?.tie === 'evil' ? 'evil' : 'good';
    return [sa === fav ? a : b, s];
  }
  let next = s;
  for (;;) {
    const [top, winDeck] = draw(next.winDeck, 1);
    const w = top[0];
    if (!w) {
      ctx.log('fantasy.log.homeField', { seat: who(s, home) });
      return [home, next];
    }
    next = edit(next, { winDeck, aside: withCards(next.aside, w) });
    ta = totalOn(la, ca, w, ev, ua);
    tb = totalOn(lb, cb, w, ev, ub);
    ctx.log('fantasy.log.tieFlip', { card: winInfo(w).card.name, a: ta, b: tb });
    if (ta !== tb) return [ta > tb ? a : b, next];
  }
}

/** Where a playoff character goes after its game. */
export function putBack(
  s: FantasyState,
  m: number,
  k: number,
  to: 'hand' | 'locked' | 'out',
): FantasyState {
  const g = mgr(s, m);
  const c = g.slots[k]?.cards[0];
  if (!c) return s;
  const slots = g.slots.slice();
  slots[k] = emptied(g.slots[k] ?? g.hand);
  if (g.kind === 'deck')
    return setMgr(edit(s, { charDeck: withCards(s.charDeck, c) }), m, { slots });
  if (to !== 'locked') return setMgr(s, m, { slots, [to]: withCards(g[to], c) });
  return setMgr(s, m, { slots, locked: zone('all', [c]) });
}
