/** The entry point: an action checked against the rule it must follow, then carried out. */
import { must, RulesError, type RulesCtx, type SeatId } from '../../../engine/types';
import { card } from '../content';
import type { HlAction, HlState, Side } from '../state';
import { buyCard, buyerOf, endBuy, moneyLeft } from './buy';
import { canDraw } from './cards';
import { copyState } from './copy';
import { settle } from './ia';
import { afterBuy, afterGame } from './match';
import {
  onDeckChoice,
  pickCard,
  pinchHit,
  playCard,
  proceed,
  stash,
  visitorSave,
} from './minigame';
import { prompts, sideOfSeat } from './moves';

const TURN = "§DETAIL D'UN TOUR DE JEU";
const BUY = '§ACHETER DES JOUEURS';
const PREP = '§MISE EN PLACE AVANT MINI-JEU';

export function apply(state: HlState, seat: SeatId, a: HlAction, ctx: RulesCtx): HlState {
  must(state.phase !== 'over', 'match-over', '§MODES DE JEU', 'the match is over');
  must(
    prompts(state).some((p) => p.seat === seat),
    'not-your-turn',
    TURN,
    'it is not your decision now',
  );
  const s = copyState(state);
  const i = sideOfSeat(s, seat);
  const sd = s.sides[i] as Side;
  const inHand = (id: string) => sd.hand.cards.includes(id);
  switch (a.t) {
    case 'deck':
      must(
        s.phase === 'prep' && sd.prep === 'deck',
        'not-now',
        PREP,
        'no On Deck card to decide on now',
      );
      must(['keep', 'discard', 'top'].includes(a.to), 'bad-choice', PREP);
      onDeckChoice(s, i, a.to, ctx);
      break;
    case 'stash':
      must(
        s.phase === 'prep' && sd.prep === 'stash',
        'not-now',
        PREP,
        'not setting a card On Deck now',
      );
      must(a.card === null || inHand(a.card), 'not-in-hand', PREP, 'that card is not in your hand');
      stash(s, i, a.card, ctx);
      break;
    case 'play':
      must(
        s.phase === 'play' && !s.pending && s.game.step === 'play',
        'not-now',
        TURN,
        'no card to play now',
      );
      must(inHand(a.card), 'not-in-hand', TURN, 'that card is not in your hand');
      playCard(s, i, a.card, ctx);
      break;
    case 'pinch':
      must(
        s.phase === 'play' && !s.pending && s.game.step === 'play',
        'not-now',
        TURN,
        'no card to play now',
      );
      must(inHand(a.card), 'not-in-hand', TURN, 'that card is not in your hand');
      must(
        card(a.card).ph,
        'no-ph-mark',
        '§Pinch Hitting',
        'only a card with the PH mark may be discarded to pinch-hit',
      );
      must(
        a.from === 'onDeck' ? sd.onDeck.cards.length > 0 : a.from === 'lineup' && canDraw(sd),
        'nothing-to-bring-in',
        '§Pinch Hitting',
        'there is no card there to bring in',
      );
      pinchHit(s, i, a.card, a.from, ctx);
      break;
    case 'choose': {
      const p = s.pending;
      must(p, 'nothing-to-choose', TURN, 'there is no decision to make');
      const n = p.k === 'cancel' || p.k === 'remove' ? p.sets.length : p.options.length;
      must(Number.isInteger(a.i) && a.i >= 0 && a.i < n, 'no-such-option', TURN, 'no such option');
      if (p.k === 'save') visitorSave(s, p.options[a.i] ?? 'none', ctx);
      else {
        settle(s, p, a.i, ctx);
        proceed(s, ctx);
      }
      break;
    }
    case 'pick':
      must(
        s.phase === 'play' && s.game.step === 'pick' && sd.pick.cards.length === 0,
        'not-now',
        '§EXTRA INNINGS',
        'no extra-inning card to pick now',
      );
      must(inHand(a.card), 'not-in-hand', '§EXTRA INNINGS', 'that card is not in your hand');
      pickCard(s, i, a.card, ctx);
      break;
    case 'buy': {
      must(s.phase === 'buy' && buyerOf(s) === i, 'not-now', BUY, 'it is not your purchase');
      must(s.row.cards.includes(a.card), 'not-in-row', BUY, 'that card is not in the Buy Row');
      must(
        card(a.card).cost <= moneyLeft(s),
        'too-dear',
        BUY,
        'your revenue does not cover that cost',
      );
      must(
        sd.inPlay.cards.includes(a.send),
        'not-in-play',
        BUY,
        'only an In Play card may go to the Minor Leagues',
      );
      buyCard(s, a.card, a.send, ctx);
      break;
    }
    case 'endBuy':
      must(s.phase === 'buy' && buyerOf(s) === i, 'not-now', BUY, 'it is not your purchase');
      endBuy(s, ctx);
      break;
    default:
      throw new RulesError('unknown-action', TURN, 'unknown action');
  }
  checks(s, ctx);
  return s;
}

/** After every action: is the mini-game over? the buy round? (each may start the next). */
export function checks(s: HlState, ctx: RulesCtx): void {
  for (;;) {
    if (s.phase === 'play' && s.game.step === 'done') afterGame(s, ctx);
    else if (s.phase === 'buy' && buyerOf(s) === null) afterBuy(s, ctx);
    else return;
  }
}
