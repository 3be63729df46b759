/** The one entry point for moves: checks the seat, then hands the action to its rule. */
import { must, RulesError, type RulesCtx, type SeatId } from '../../../engine/types';
import type { FantasyAction, FantasyState } from '../state';
import { discardOne, pick } from './draft';
import { keepFa, passFa, recruitFa, release, sign } from './freeAgency';
import { choose, passMagic, useMagic } from './magic';
import { place, robotPick } from './rosters';

export function apply(
  s: FantasyState,
  seat: SeatId,
  a: FantasyAction,
  ctx: RulesCtx,
): FantasyState {
  must(Number.isInteger(seat) && seat >= 0 && seat < s.seats, 'bad-seat', '§Setup 2');
  must(s.phase !== 'over', 'game-over', '§Championship Series', 'the Champion is crowned');
  switch (a.t) {
    case 'pick':
      return pick(s, seat, a.c, ctx);
    case 'discard':
      return discardOne(s, seat, a.c, ctx);
    case 'sign':
      return sign(s, seat, a.c, ctx);
    case 'recruit':
      return recruitFa(s, seat, a.c, ctx);
    case 'keep':
      return keepFa(s, seat, a.c, ctx);
    case 'release':
      return release(s, seat, a.c, ctx);
    case 'pass':
      if (s.phase === 'fa') return passFa(s, seat, ctx);
      must(s.phase === 'magic', 'cannot-pass', '§4 Play Ball 2 (magic abilities)');
      return passMagic(s, seat, ctx);
    case 'place':
      return place(s, seat, a.c, a.o, ctx);
    case 'robot':
      return robotPick(s, seat, a.c, ctx);
    case 'magic':
      return useMagic(s, seat, a.c, ctx);
    case 'card':
    case 'win':
    case 'slot':
    case 'track':
    case 'stat':
    case 'mgr':
      return choose(s, seat, a, ctx);
    default:
      throw new RulesError('unknown-action', '§Playing Fantasy Fantasy Baseball');
  }
}
