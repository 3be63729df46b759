/**
 * §Championship Series, best of seven: all Win cards shuffled, 4 flipped; the away manager
 * commits games 1-4 and reveals game 1, then the home manager (most Wins) commits (A4);
 * games are played in order; before game 5 the game-1 and Wild Card characters return and
 * 3 more Win cards are flipped for games 5-7 (same home-field order). First to 4 Wins.
 * Who commits when (a seat, the Robot, the Deck) and what follows a set is flow.ts.
 */
import { zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import type { FantasyState, Mgr } from '../state';
import { duel, over, putBack, revealSlot, setPo } from './playoffs';
import {
  cardsOf,
  draw,
  edit,
  emptied,
  mgr,
  remake,
  setMgr,
  shuffleIn,
  who,
  withCards,
} from './zones';

/** The Championship Series between `who2`: home field to the most Wins, 4 Win cards flipped. */
export function setUpCs(s: FantasyState, who2: number[], ctx: RulesCtx): FantasyState {
  const [p = 0, q = 1] = who2;
  const total = s.season?.total ?? [];
  const turn = s.season?.turn ?? [];
  const tp = total[p] ?? 0;
  const tq = total[q] ?? 0;
  const home = tp > tq || (tp === tq && turn.indexOf(p) < turn.indexOf(q)) ? p : q;
  const away = home === p ? q : p;
  const used = s.aside.cards.concat(cardsOf(s.bases));
  const [top, winDeck] = draw(shuffleIn(s.winDeck, used, ctx.rng), 4);
  const bases = s.bases.map((z, i) => remake(z, top[i] ? [top[i] as string] : []));
  ctx.log('fantasy.log.csStart', { seat: who(s, home), seatAway: who(s, away) });
  const next = setPo(s, { home, away, score: [0, 0], set: 0, game: 0 });
  return edit(next, { winDeck, bases, aside: emptied(s.aside) });
}

/** A4: the away character of the set's first game is revealed before home commits. */
export function revealAwayFirst(s: FantasyState, ctx: RulesCtx): FantasyState {
  return s.po ? revealSlot(s, s.po.away, 0, ctx) : s;
}

/**
 * The set's games in order until one manager has 4 Wins (the game is then over) or the set
 * is played out (the second set follows).
 */
export function playSet(s: FantasyState, ctx: RulesCtx): FantasyState {
  let next: FantasyState = edit(s, { robotFor: null });
  const po0 = s.po;
  if (!po0) return s;
  const { home, away } = po0;
  const need = po0.set === 1 ? 3 : 4;
  for (let k = po0.game; k < need; k++) {
    // The away character of the set's first game was revealed before home committed.
    if (k > 0) next = revealSlot(next, away, k, ctx);
    next = revealSlot(next, home, k, ctx);
    const [w, after] = duel(next, home, away, k, home, ctx);
    const po = after.po ?? po0;
    const score =
      w === home
        ? [(po.score[0] ?? 0) + 1, po.score[1] ?? 0]
        : [po.score[0] ?? 0, (po.score[1] ?? 0) + 1];
    const game = po0.set * 4 + k + 1;
    ctx.log('fantasy.log.csGame', {
      seat: who(s, w),
      game,
      home: score[0] ?? 0,
      away: score[1] ?? 0,
    });
    next = setPo(after, { score, game: k + 1 });
    for (const m of [home, away])
      if (mgr(next, m).kind === 'deck') next = putBack(next, m, k, 'out');
    if ((score[0] ?? 0) >= 4) return over(next, home, away, ctx);
    if ((score[1] ?? 0) >= 4) return over(next, away, home, ctx);
  }
  return next;
}

/** Before game 5: the game-1 and Wild Card characters return; 3 Win cards are flipped. */
export function setUpSecondSet(s: FantasyState, ctx: RulesCtx): FantasyState {
  const po = s.po;
  if (!po) return s;
  let next = s;
  for (const m of [po.home, po.away]) {
    const g = mgr(next, m);
    if (g.kind === 'deck') continue;
    const back = (g.slots[0]?.cards ?? []).concat(g.locked.cards);
    const spent = cardsOf(g.slots.slice(1));
    const slots = g.slots.map((z) => emptied(z, g.kind === 'seat' ? [m] : 'all'));
    const patch: Partial<Mgr> = {
      hand: withCards(g.hand, ...back),
      out: withCards(g.out, ...spent),
      locked: zone('all'),
      slots,
    };
    next = setMgr(next, m, patch);
  }
  const used = cardsOf(next.bases);
  const [top, winDeck] = draw(next.winDeck, 3);
  const bases = next.bases.map((z, i) => remake(z, top[i] ? [top[i] as string] : []));
  ctx.log('fantasy.log.csSecondSet');
  return edit(setPo(next, { set: 1, game: 0 }), {
    winDeck,
    bases,
    aside: withCards(next.aside, ...used),
  });
}
