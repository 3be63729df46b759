/**
 * The entry point: checks an action against the rules (a RulesError naming the section
 * otherwise), then carries it out. Substitutions keep the window open for the other
 * manager; two passes in a row close it and the at-bat is played.
 */
import { must, RulesError, type RulesCtx, type SeatId } from '../../../engine/types';
import { card, pitcher } from '../content';
import type { ShowdownAction, ShowdownState } from '../state';
import type { PlayerId } from '../types';
import { playAtBat } from './atbat';
import { copySide, copyState, withSide, type Mut } from './copy';
import { afterPlay, startAtBat } from './flow';
import { battingSeat, bullpen, fieldingSeat, sideOf } from './lineup';
import { pinchHitters, pitchingChanges } from './moves';

const SUBS = '§SUBSTITUTIONS';

export function apply(
  s: ShowdownState,
  seat: SeatId,
  a: ShowdownAction,
  ctx: RulesCtx,
): ShowdownState {
  must(s.phase !== 'over', 'game-over', '§BASIC GAME');
  must(seat === s.turn, 'not-your-turn', '§COMPLETE AT-BAT SEQUENCE');
  switch (a.t) {
    case 'relief': {
      must(s.phase === 'relief', 'no-relief-needed', SUBS);
      must(bullpen(sideOf(s, seat)).includes(a.p), 'not-in-bullpen', SUBS);
      const g = bringIn(s, seat, a.p, ctx);
      startAtBat(g);
      return g;
    }
    case 'pass': {
      must(s.phase === 'subs', 'not-a-window', '§COMPLETE AT-BAT SEQUENCE');
      if (s.passes + 1 < 2) {
        const g = copyState(s);
        g.passes = s.passes + 1;
        g.turn = 1 - seat;
        return g;
      }
      const g = playAtBat(s, ctx);
      afterPlay(g, ctx);
      return g;
    }
    case 'pitcher': {
      must(s.phase === 'subs', 'not-a-window', SUBS);
      must(seat === fieldingSeat(s), 'defense-only', SUBS);
      must(pitchingChanges(s).includes(a.p), 'illegal-pitching-change', '§INNINGS PITCHED');
      const g = bringIn(s, seat, a.p, ctx);
      passTurn(g, seat);
      return g;
    }
    case 'pinch': {
      must(s.phase === 'subs', 'not-a-window', SUBS);
      must(seat === battingSeat(s), 'offense-only', SUBS);
      must(pinchHitters(s).includes(a.p), 'illegal-pinch-hitter', SUBS);
      const g = copyState(s);
      const side = copySide(sideOf(s, seat));
      const old = side.order[side.up] as PlayerId;
      const order = side.order.slice();
      order[side.up] = a.p;
      side.order = order;
      side.gone = [...side.gone, old];
      if (side.up === side.pSlot) side.needP = true;
      withSide(g, seat, side);
      ctx.log('showdown.log.pinch', { seat, hitter: card(a.p).name, batter: card(old).name });
      passTurn(g, seat);
      return g;
    }
    default:
      throw new RulesError('unknown-action', '§COMPLETE AT-BAT SEQUENCE');
  }
}

/** A substitution was made: the other manager decides next, and passes start over. */
function passTurn(g: Mut<ShowdownState>, seat: SeatId) {
  g.turn = 1 - seat;
  g.passes = 0;
}

/**
 * A new pitcher takes the old one's place (and batting spot without a DH); entering in
 * the middle of an inning counts as a full inning against his IP.
 */
function bringIn(s: ShowdownState, seat: SeatId, p: PlayerId, ctx: RulesCtx): Mut<ShowdownState> {
  const g = copyState(s);
  const side = copySide(sideOf(s, seat));
  const old = side.pitcher;
  const card_ = pitcher(p);
  must(card_, 'not-a-pitcher', SUBS);
  if (!side.gone.includes(old)) side.gone = [...side.gone, old];
  if (side.pSlot >= 0) {
    const order = side.order.slice();
    order[side.pSlot] = p;
    side.order = order;
  }
  side.pitcher = p;
  side.needP = false;
  side.pitchers = [...side.pitchers, { id: p, inn: 1, last: s.inning, r: 0, ip: card_.ip }];
  withSide(g, seat, side);
  ctx.log('showdown.log.pitchingChange', { seat, pitcher: card_.name, old: card(old).name });
  return g;
}
