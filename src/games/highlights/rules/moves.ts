/** Who must decide now, and every legal action of a seat. */
import type { Prompt, SeatId } from '../../../engine/types';
import { card } from '../content';
import type { HlAction, HlState, Pending, Side } from '../state';
import { buyerOf, moneyLeft } from './buy';
import { canDraw } from './cards';

/** The side a seat plays (its own; the solo AI has none). */
export const sideOfSeat = (s: HlState, seat: SeatId): number =>
  s.sides.findIndex((sd) => sd.seat === seat);

const PENDING_MSG: Record<Pending['k'], string> = {
  cancel: 'hl.prompt.cancel',
  remove: 'hl.prompt.remove',
  clone: 'hl.prompt.clone',
  minors: 'hl.prompt.minors',
  save: 'hl.prompt.save',
};

export function prompts(s: HlState): Prompt[] {
  if (s.phase === 'over') return [];
  const seatOf = (i: number) => s.sides[i]?.seat ?? null;
  if (s.phase === 'buy') {
    const b = buyerOf(s);
    const seat = b === null ? null : seatOf(b);
    return seat === null
      ? []
      : [{ seat, kind: 'turn', msg: 'hl.prompt.buy', args: { money: moneyLeft(s) } }];
  }
  if (s.phase === 'prep') {
    return s.game.players.flatMap((i) => {
      const sd = s.sides[i] as Side;
      if (sd.seat === null || sd.prep === 'ready') return [];
      const msg = sd.prep === 'deck' ? 'hl.prompt.onDeck' : 'hl.prompt.stash';
      return [{ seat: sd.seat, kind: 'secret' as const, msg }];
    });
  }
  const p = s.pending;
  if (p) {
    const seat = seatOf(p.side);
    return seat === null ? [] : [{ seat, kind: 'turn', msg: PENDING_MSG[p.k] }];
  }
  const g = s.game;
  if (g.step === 'play') {
    const seat = seatOf(g.seq[g.at] ?? -1);
    return seat === null ? [] : [{ seat, kind: 'turn', msg: 'hl.prompt.play' }];
  }
  if (g.step === 'pick') {
    return g.players.flatMap((i) => {
      const sd = s.sides[i] as Side;
      return sd.seat === null || sd.pick.cards.length
        ? []
        : [{ seat: sd.seat, kind: 'secret' as const, msg: 'hl.prompt.pick' }];
    });
  }
  return [];
}

function pendingActions(p: Pending): HlAction[] {
  const n = p.k === 'cancel' || p.k === 'remove' ? p.sets.length : p.options.length;
  return Array.from({ length: n }, (_, i) => ({ t: 'choose', i }));
}

export function actions(s: HlState, seat: SeatId): HlAction[] {
  if (!prompts(s).some((p) => p.seat === seat)) return [];
  const i = sideOfSeat(s, seat);
  const sd = s.sides[i] as Side;
  if (s.phase === 'buy') {
    const money = moneyLeft(s);
    const buys: HlAction[] = s.row.cards
      .filter((c) => card(c).cost <= money)
      .flatMap((c) =>
        [...new Set(sd.inPlay.cards)].map((send) => ({ t: 'buy' as const, card: c, send })),
      );
    return [...buys, { t: 'endBuy' }];
  }
  if (s.phase === 'prep') {
    if (sd.prep === 'deck')
      return (['keep', 'discard', 'top'] as const).map((to) => ({ t: 'deck', to }));
    return [
      { t: 'stash', card: null },
      ...sd.hand.cards.map((c) => ({ t: 'stash' as const, card: c })),
    ];
  }
  if (s.pending) return pendingActions(s.pending);
  if (s.game.step === 'pick') return sd.hand.cards.map((c) => ({ t: 'pick', card: c }));
  const plays: HlAction[] = sd.hand.cards.map((c) => ({ t: 'play', card: c }));
  for (const c of sd.hand.cards) {
    if (!card(c).ph) continue;
    if (sd.onDeck.cards.length) plays.push({ t: 'pinch', card: c, from: 'onDeck' });
    if (canDraw(sd)) plays.push({ t: 'pinch', card: c, from: 'lineup' });
  }
  return plays;
}
