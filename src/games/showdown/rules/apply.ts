/**
 * The entry point: checks an action against the rules (a RulesError naming the section
 * otherwise), then carries it out. A substitution or a strategy card hands the window to
 * the other manager; two passes in a row close it (§COMPLETE AT-BAT SEQUENCE): basic, the
 * at-bat is played; advanced, the next window opens (before the pitch, on the result,
 * after it) and the pitch and swing sit between the first two.
 */
import { must, RulesError, type RulesCtx, type SeatId } from '../../../engine/types';
import { card, pitcher } from '../content';
import type { ShowdownAction, ShowdownState } from '../state';
import type { PlayerId } from '../types';
import { carryOut, FRESH, playAtBat, rollAtBat } from './atbat';
import { checkCard, clearTable, playCard } from './cards';
import { copySide, copyState, withSide, type Mut } from './copy';
import { afterPlay, startAtBat, walkedOff } from './flow';
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
      must(s.phase !== 'relief', 'not-a-window', '§COMPLETE AT-BAT SEQUENCE');
      if (s.passes + 1 < 2) {
        const g = copyState(s);
        g.passes = s.passes + 1;
        g.turn = 1 - seat;
        return g;
      }
      return closeWindow(s, ctx);
    }
    case 'card': {
      // Substitutions come first, and no card is played between the pitch and the swing:
      // the pitch and swing are rolled together when the "before" window closes.
      must(
        s.cards && s.phase !== 'subs' && s.phase !== 'relief',
        'not-a-window',
        '§STRATEGY CARDS',
      );
      checkCard(s, seat, a.c, a.b);
      const g = copyState(s);
      playCard(g, seat, a.c, a.b, ctx);
      passTurn(g, seat);
      // A runner caught stealing for the third out ends the at-bat and the half-inning.
      if (g.outs >= 3) {
        clearTable(g);
        afterPlay(g, ctx);
      }
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

/** Both managers passed back to back: the window closes and the at-bat goes on. */
function closeWindow(s: ShowdownState, ctx: RulesCtx): ShowdownState {
  if (s.phase === 'subs' && !s.cards) {
    const g = playAtBat(s, ctx);
    g.ab = null;
    afterPlay(g, ctx);
    return g;
  }
  if (s.phase === 'subs') {
    const g = copyState(s);
    g.ab = FRESH;
    openWindow(g, 'before');
    return g;
  }
  if (s.phase === 'before') {
    const g = rollAtBat(s, ctx);
    openWindow(g, 'on');
    return g;
  }
  const g = copyState(s);
  if (s.phase === 'on') {
    carryOut(g, ctx);
    // Nothing is left to do after the third out or a walk-off: no "after" window.
    if (g.outs < 3 && !walkedOff(g)) {
      openWindow(g, 'after');
      return g;
    }
  }
  clearTable(g);
  afterPlay(g, ctx);
  return g;
}

/** A strategy card window opens: the defense decides first. */
function openWindow(g: Mut<ShowdownState>, phase: 'before' | 'on' | 'after'): void {
  g.phase = phase;
  g.turn = fieldingSeat(g);
  g.passes = 0;
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
