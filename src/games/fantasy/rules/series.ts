/**
 * §Championship Series, best of seven: all Win cards shuffled, 4 flipped; the away manager
 * commits games 1-4 and reveals game 1, then the home manager (most Wins) commits (A4);
 * games are played in order; before game 5 the game-1 and Wild Card characters return and
 * 3 more Win cards are flipped for games 5-7 (same home-field order). First to 4 Wins.
 */
import { zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import type { FantasyState, Mgr } from '../state';
import { duel, over, putBack, revealSlot, setPo } from './playoffs';
import { robotTurn } from './solo';
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

export function startCs(s: FantasyState, who2: number[], ctx: RulesCtx): FantasyState {
  if (s.opt.solo && !who2.includes(0)) {
    ctx.log('fantasy.log.soloEliminated');
    return over(s, -1, -1, ctx);
  }
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
  return awayCommit(edit(next, { winDeck, bases, aside: emptied(s.aside) }), ctx);
}

function awayCommit(s: FantasyState, ctx: RulesCtx): FantasyState {
  const away = s.po?.away ?? 0;
  const kind = mgr(s, away).kind;
  if (kind === 'seat') return edit(s, { phase: 'csAway' });
  if (kind === 'robot') return robotTurn(edit(s, { phase: 'csAway', robotFor: 'cs' }), ctx);
  return awayDone(edit(s, { phase: 'csAway' }), ctx);
}

/** Home field: the away character of the set's first game is revealed before home commits. */
export function awayDone(s: FantasyState, ctx: RulesCtx): FantasyState {
  const po = s.po;
  if (!po) return s;
  const next = revealSlot(s, po.away, 0, ctx);
  const kind = mgr(s, po.home).kind;
  if (kind === 'seat') return edit(next, { phase: 'csHome', robotFor: null });
  if (kind === 'robot') return robotTurn(edit(next, { phase: 'csHome', robotFor: 'cs' }), ctx);
  return playGames(edit(next, { phase: 'csHome' }), ctx);
}

export function playGames(s: FantasyState, ctx: RulesCtx): FantasyState {
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
  return secondSet(next, ctx);
}

/** Before game 5: the game-1 and Wild Card characters return; 3 Win cards are flipped. */
function secondSet(s: FantasyState, ctx: RulesCtx): FantasyState {
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
  next = edit(setPo(next, { set: 1, game: 0 }), {
    winDeck,
    bases,
    aside: withCards(next.aside, ...used),
  });
  return awayCommit(next, ctx);
}
