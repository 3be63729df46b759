/**
 * §End of the Regular Season: Stat Track bonus Wins (per track, by place and manager count;
 * at least one point needed; ties are friendly and the next manager takes the value of the
 * place after the tied ones), then the two managers with the most Wins make the
 * Championship Series; a tie for a slot (or the Wild Card option) calls a Wild Card Game.
 * Starting the playoffs is flow.ts.
 */
import { zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import { bonusFor, eventCard } from '../content';
import type { FantasyState, Mgr } from '../state';
import {
  cardsOf,
  draw,
  edit,
  editMgr,
  emptied,
  shuffleIn,
  turnOrder,
  who,
  withCards,
} from './zones';

/** Bonus Wins for one track: competition ranking of the pegs, chart value by place. */
export function trackBonus(pegs: readonly number[], managers: number): number[] {
  return pegs.map((v) => {
    if (v < 1) return 0;
    const place = 1 + pegs.filter((w) => w > v).length;
    return bonusFor(place, managers);
  });
}

/** Bonus Wins of every manager over the five tracks. */
export function seasonBonus(tracks: readonly (readonly number[])[]): number[] {
  const n = tracks.length;
  const out = Array<number>(n).fill(0);
  for (let k = 0; k < 5; k++) {
    const got = trackBonus(
      tracks.map((t) => t[k] ?? 0),
      n,
    );
    got.forEach((b, m) => (out[m] = (out[m] ?? 0) + b));
  }
  return out;
}

/** Who is in the Championship Series, and who plays Wild Card games for the other slots. */
export interface Qualifiers {
  sure: number[];
  /** Wild Card contenders in Waiver Order. */
  queue: number[];
  slots: number;
}

/**
 * A6: managers with more Wins than the second seed are in; those tied with it compete for
 * the remaining slots in Wild Card games when they outnumber them. Wild Card by choice:
 * the second and third seeds play one. Seeds tie-break by the final Turn Order.
 */
export function qualify(
  total: readonly number[],
  order: readonly number[],
  wcChoice: boolean,
): Qualifiers {
  const turn = turnOrder(order);
  const seeds = turn.slice().sort((a, b) => (total[b] ?? 0) - (total[a] ?? 0));
  const t2 = total[seeds[1] ?? 0] ?? 0;
  const sure = seeds.filter((m) => (total[m] ?? 0) > t2);
  const tied = order.filter((m) => (total[m] ?? 0) === t2);
  const slots = 2 - sure.length;
  if (tied.length > slots) return { sure, queue: tied, slots };
  if (wcChoice && seeds.length >= 3) {
    const pair = order.filter((m) => m === seeds[1] || m === seeds[2]);
    return { sure: [seeds[0] ?? 0], queue: pair, slots: 1 };
  }
  return { sure: seeds.slice(0, 2), queue: [], slots: 0 };
}

/**
 * §End of the Regular Season: totals with the bonus Wins, every Win card shuffled into the
 * deck for the playoffs, the playoff Event; returns the new state and who qualifies.
 */
export function closeSeason(s: FantasyState, ctx: RulesCtx): [FantasyState, Qualifiers] {
  const weekly = s.mgrs.map((g) => g.wins.cards.length);
  const bonus = seasonBonus(s.mgrs.map((g) => g.track));
  const total = weekly.map((w, m) => w + (bonus[m] ?? 0));
  for (let m = 0; m < s.n; m++) {
    ctx.log('fantasy.log.seasonTotal', {
      seat: who(s, m),
      weekly: weekly[m] ?? 0,
      bonus: bonus[m] ?? 0,
      total: total[m] ?? 0,
    });
  }
  // The playoffs use every Win card: shuffle them all into the deck (RS Wins are kept as counts).
  const all = s.aside.cards.concat(cardsOf(s.bases), cardsOf(s.mgrs.map((g) => g.wins)));
  const mgrs = s.mgrs.map((g): Mgr => {
    const robot =
      g.kind === 'robot' ? { hand: withCards(g.hand, ...g.out.cards), out: zone('all') } : {};
    return editMgr(g, { ...robot, wins: emptied(g.wins) });
  });
  let next: FantasyState = edit(s, {
    mgrs,
    phase: 'wc',
    winDeck: shuffleIn(s.winDeck, all, ctx.rng),
    bases: s.bases.map((z) => emptied(z)),
    aside: emptied(s.aside),
    season: { weekly, bonus, total, turn: turnOrder(s.order) },
  });
  if (s.opt.events) {
    const [top, eventDeck] = draw(s.eventDeck, 1);
    next = edit(next, { eventDeck, event: withCards(emptied(s.event), ...top) });
    if (top[0]) ctx.log('fantasy.log.playoffEvent', { card: eventCard(top[0]).name });
  }
  return [next, qualify(total, s.order, s.opt.wcChoice)];
}
