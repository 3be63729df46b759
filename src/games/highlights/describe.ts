/** A short sentence for an action (menus and the log). */
import type { MsgArgs, SeatId } from '../../engine/types';
import { card } from './content';
import type { HlAction, HlView } from './state';

export function describe(
  a: HlAction,
  _seat: SeatId,
  _view?: HlView,
): { msg: string; args?: MsgArgs } {
  switch (a.t) {
    case 'deck':
      return { msg: `hl.act.deck.${a.to}` };
    case 'stash':
      return a.card === null
        ? { msg: 'hl.act.stashNone' }
        : { msg: 'hl.act.stash', args: { card: card(a.card).name } };
    case 'play':
      return { msg: 'hl.act.play', args: { card: card(a.card).name } };
    case 'pinch':
      return {
        msg: 'hl.act.pinch',
        args: { card: card(a.card).name, from: a.from === 'onDeck' ? 'On Deck' : 'the Lineup' },
      };
    case 'choose':
      return { msg: 'hl.act.choose', args: { i: a.i + 1 } };
    case 'pick':
      return { msg: 'hl.act.pick', args: { card: card(a.card).name } };
    case 'buy':
      return { msg: 'hl.act.buy', args: { card: card(a.card).name, send: card(a.send).name } };
    case 'endBuy':
      return { msg: 'hl.act.endBuy' };
  }
}
