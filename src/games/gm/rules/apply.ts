/** The one entry point for moves: checks the seat, hands the action to its rule, then advances. */
import { must, RulesError, type RulesCtx, type SeatId } from '../../../engine/types';
import type { GmAction, GmState } from '../state';
import { draftDie, moveHeld, placeTeamDie, ready } from './dice';
import { chooseCard } from './draft';
import { advance } from './flow';
import { cut, keep } from './season';
import { choose } from './setup';

function rule(s: GmState, m: number, a: GmAction, ctx: RulesCtx): GmState {
  switch (a.t) {
    case 'choose':
      return choose(s, m, a.team, ctx);
    case 'sign':
    case 'decline':
      return chooseCard(s, m, a.c, a.t, ctx);
    case 'place':
      return placeTeamDie(s, m, a.face, a.card, a.slot, ctx);
    case 'draft':
      return draftDie(s, m, a.face, { card: a.card, slot: a.slot }, ctx);
    case 'burn':
      return draftDie(s, m, a.face, null, ctx);
    case 'move':
      return moveHeld(s, m, a.from, a.card, a.slot, ctx);
    case 'ready':
      return ready(s, m, ctx);
    case 'keep':
      return keep(s, m, a.card, ctx);
    case 'cut':
      return cut(s, m, a.card, ctx);
    default:
      throw new RulesError('unknown-action', 'The Season');
  }
}

export function apply(s: GmState, seat: SeatId, a: GmAction, ctx: RulesCtx): GmState {
  must(Number.isInteger(seat) && seat >= 0 && seat < s.seats, 'bad-seat', '§Setup 1');
  must(s.phase !== 'over', 'game-over', 'Winning the Game', 'the dynasty is established');
  return advance(rule(s, seat, a, ctx), ctx);
}
