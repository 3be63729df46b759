/**
 * The designated hitter taking the field (§PLAYER POSITIONS): "If the player you're using
 * as designated hitter takes the field, your team loses its designated hitter for the rest
 * of the game. That means your pitchers have to bat in your lineup." The defense, in its
 * substitution window, sends its DH into the field for a fielder, who leaves the game; the
 * pitcher bats in that fielder's spot (the order has no DH from then on).
 */
import type { RulesCtx, SeatId } from '../../../engine/types';
import { must } from '../../../engine/types';
import { card } from '../content';
import type { ShowdownAction, ShowdownState, Side } from '../state';
import type { PlayerId } from '../types';
import type { Mutable } from '../../../engine/copy';
import { copySide, withSide } from './copy';
import { expertMask } from './emergency';
import { assignField, fielders, sideOf } from './lineup';

const SECTION = '§PLAYER POSITIONS';

/** The side after its DH replaces the fielder `out` in the field; null if it cannot field. */
export function dhToField(side: Side, out: PlayerId, expert: boolean): Mutable<Side> | null {
  const slot = side.order.indexOf(out);
  if (side.dhSlot < 0 || slot < 0 || slot === side.dhSlot || slot === side.pSlot) return null;
  const dh = side.order[side.dhSlot] as PlayerId;
  const next = copySide(side);
  const order = side.order.slice();
  order[slot] = side.pitcher;
  next.order = order;
  next.pSlot = slot;
  next.dhSlot = -1;
  next.gone = [...side.gone, out];
  // The DH takes the fielder's position when he can, nobody else moving without need.
  const keep = side.field.map((p) => (p === out ? dh : p));
  const field = expert
    ? assignField(fielders(next), keep, expertMask)
    : assignField(fielders(next), keep);
  if (!field) return null;
  next.field = field;
  return next;
}

/**
 * The fielders the DH can replace, by batting order (an order array is never changed once
 * made): whether he can depends only on who bats where and the level's position masks, and
 * the defense is asked before every batter while its order stays the same.
 */
const REPLACEABLE = new WeakMap<
  readonly PlayerId[],
  { dhSlot: number; pSlot: number; expert: boolean; outs: readonly PlayerId[] }
>();

/** The defense's DH moves now: one per fielder the DH can replace (none without a DH). */
export function dhMoves(s: ShowdownState, seat: SeatId): ShowdownAction[] {
  const side = sideOf(s, seat);
  if (side.dhSlot < 0) return [];
  const expert = s.level === 'expert';
  let known = REPLACEABLE.get(side.order);
  if (
    !known ||
    known.dhSlot !== side.dhSlot ||
    known.pSlot !== side.pSlot ||
    known.expert !== expert
  ) {
    const outs = fielders(side).filter((f) => dhToField(side, f, expert) !== null);
    known = { dhSlot: side.dhSlot, pSlot: side.pSlot, expert, outs };
    REPLACEABLE.set(side.order, known);
  }
  return known.outs.map((f) => ({ t: 'dh', out: f }));
}

/** Carries out the DH taking the field for `out` (a RulesError if he cannot). */
export function applyDh(
  g: Mutable<ShowdownState>,
  seat: SeatId,
  out: PlayerId,
  ctx: RulesCtx,
): void {
  const side = sideOf(g, seat);
  must(side.dhSlot >= 0, 'no-dh', SECTION);
  const next = dhToField(side, out, g.level === 'expert');
  must(next, 'dh-cannot-field', SECTION);
  const dh = side.order[side.dhSlot] as PlayerId;
  withSide(g, seat, next);
  ctx.log('showdown.log.dhField', {
    seat,
    player: card(dh).name,
    old: card(out).name,
    pitcher: card(side.pitcher).name,
  });
}
