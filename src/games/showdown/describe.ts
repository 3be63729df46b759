/** A short sentence for an action (menus and the log), as a message key and arguments. */
import type { MsgArgs, SeatId } from '../../engine/types';
import { card, cardText, strat } from './content';
import type { ShowdownAction } from './state';

export function describe(a: ShowdownAction, _seat: SeatId): { msg: string; args?: MsgArgs } {
  if (a.t === 'pass') return { msg: 'showdown.act.pass' };
  if (a.t === 'card') {
    if (a.b !== undefined)
      return {
        msg: 'showdown.act.steal',
        args: { card: a.c, base: a.b === 0 ? 'first' : 'second' },
      };
    return { msg: 'showdown.act.card', args: { card: a.c, text: cardText(strat(a.c)) } };
  }
  const c = card(a.p);
  const stats =
    c.kind === 'pitcher'
      ? `${c.role}, Control ${c.control}, IP ${c.ip}, ${c.points} pts`
      : `On-Base ${c.onBase}, ${c.points} pts`;
  return { msg: `showdown.act.${a.t}`, args: { player: c.name, stats } };
}
