/**
 * §4 Play Ball 3-6: each Win card of the week's base goes to the highest total (ties: Good
 * beats Evil, else nobody and the card goes to the bottom of the Win deck); every other
 * contestant moves its pegs for the banners its character matches (Focus and Meow aside).
 * The next week (or Cleanup) is flow.ts.
 */
import { ref } from '../../../engine/messages';
import type { MsgRef, RulesCtx } from '../../../engine/types';
import { charInfo, TRACK_MAX, winInfo } from '../content';
import { TRACKS } from '../types';
import type { FantasyState, Fought, Mgr } from '../state';
import {
  activeEvent,
  activeOf,
  battleWinner,
  totalOn,
  trackMoves,
  underdogs,
  weekLine,
  type Entry,
} from './battle';
import { baseOf } from './month';
import { contestCard } from './week';
import { copyMgr, copyState, emptied, who, withCards } from './zones';

/** Steps 3-6 for every Win card of this week's base. */
export function resolveBattles(s: FantasyState, ctx: RulesCtx): FantasyState {
  const w = s.week;
  const next = copyState(s);
  const mgrs = s.mgrs.slice();
  const bases = s.bases.slice();
  const first = s.opt.moreWins ? w * 2 : w;
  const battles: Fought[] = [];
  for (let slot = first; slot <= (s.opt.moreWins ? first + 1 : first); slot++) {
    const winId = s.bases[slot]?.cards[0];
    if (!winId) continue;
    bases[slot] = emptied(s.bases[slot] ?? s.aside);
    const fought = battle(s, slot, winId, mgrs, ctx);
    battles.push(fought);
    if (fought.winner === null) next.winDeck = withCards(next.winDeck, winId);
  }
  next.lastWeek = { month: s.month, week: w, battles };
  // The Deck manager's character goes to the bottom of the Character Deck after its week.
  for (let m = 0; m < s.n; m++) {
    const g = mgrs[m] as Mgr;
    const c = g.slots[w]?.cards[0];
    if (g.kind !== 'deck' || !c) continue;
    const d = copyMgr(g);
    const slots = g.slots.slice();
    slots[w] = { $zone: 'all', cards: [] };
    d.slots = slots;
    mgrs[m] = d;
    next.charDeck = withCards(next.charDeck, c);
  }
  next.mgrs = mgrs;
  next.bases = bases;
  next.wk = null;
  return next;
}

/** One Win card's battle: totals, winner (Win card kept), consolation pegs. Updates `mgrs`. */
function battle(s: FantasyState, slot: number, winId: string, mgrs: Mgr[], ctx: RulesCtx): Fought {
  const w = s.week;
  const wk = s.wk;
  const fx = wk?.fx ?? [];
  const ev = activeEvent(s);
  // Only the Underdog Spirit event reads who has the fewest Wins.
  const und = ev?.underdog ? underdogs(s) : null;
  const lines: number[][] = [];
  const entries: Entry[] = [];
  for (let m = 0; m < s.n; m++) {
    const card = activeOf(s, m);
    if (!card || contestCard(s, m, w) !== slot) continue;
    const line = weekLine(s, m, card, w, fx, s.berz);
    lines[m] = line;
    entries.push({ m, card, total: totalOn(line, card, winId, ev, und?.[m] === true) });
  }
  const winner = battleWinner(entries, ev, wk?.justice ?? false);
  let totals = '';
  for (const e of entries)
    totals += `${totals ? ', ' : ''}${charInfo(e.card).card.name} ${e.total}`;
  const name = winInfo(winId).card.name;
  if (winner === null) {
    ctx.log('fantasy.log.noWinner', { base: baseOf(s, slot), card: name, totals });
  } else {
    const g = copyMgr(mgrs[winner] as Mgr);
    g.wins = withCards(g.wins, winId);
    mgrs[winner] = g;
    ctx.log('fantasy.log.battleWon', { seat: who(s, winner), card: name, totals });
  }
  const mult = ev?.trackMult ?? 1;
  for (const e of entries) {
    if (e.m === winner && !ev?.winnerTracks) continue;
    if (wk && wk.focus.some((f) => f !== e.m)) continue;
    const moves = trackMoves(lines[e.m] ?? [], winId, mult);
    const what: MsgRef[] = [];
    for (let k = 0; k < 5; k++)
      if (moves[k])
        what.push(
          ref('fantasy.w.trackMove', {
            track: ref(`fantasy.w.track.${TRACKS[k]}`),
            n: moves[k] ?? 0,
          }),
        );
    if (!what.length) continue;
    const g = copyMgr(mgrs[e.m] as Mgr);
    const track = g.track.slice();
    for (let k = 0; k < track.length; k++)
      track[k] = Math.min(TRACK_MAX, (track[k] as number) + (moves[k] ?? 0));
    g.track = track;
    mgrs[e.m] = g;
    ctx.log('fantasy.log.track', { seat: who(s, e.m), moves: what });
  }
  return {
    win: winId,
    winner,
    entries: entries.map((e) => ({ m: e.m, card: e.card, total: e.total })),
  };
}
