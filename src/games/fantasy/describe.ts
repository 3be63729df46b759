/** A short sentence for an action (menus and the log), as a message key and arguments. */
import type { MsgArgs, SeatId } from '../../engine/types';
import { charInfo } from './content';
import { ABILITY_TEXT } from './content/abilities';
import type { FantasyAction } from './state';
import { STATS, TRACKS } from './types';

export function describe(a: FantasyAction, _seat: SeatId): { msg: string; args?: MsgArgs } {
  switch (a.t) {
    case 'pass':
      return { msg: 'fantasy.act.pass' };
    case 'win':
      return { msg: 'fantasy.act.win', args: { i: a.i + 1 } };
    case 'slot':
      return { msg: 'fantasy.act.slot', args: { i: a.i + 1 } };
    case 'track':
      return { msg: 'fantasy.act.track', args: { seatTarget: a.m, track: TRACKS[a.k] ?? '' } };
    case 'stat':
      return { msg: 'fantasy.act.stat', args: { seatTarget: a.m, stat: STATS[a.s] ?? '' } };
    case 'mgr':
      return { msg: 'fantasy.act.mgr', args: { seatTarget: a.m } };
    case 'magic': {
      const info = charInfo(a.c);
      return {
        msg: 'fantasy.act.magic',
        args: { card: info.card.name, ability: ABILITY_TEXT[info.ability].name },
      };
    }
    case 'place':
      return {
        msg: a.o === 1 ? 'fantasy.act.placeTurned' : 'fantasy.act.place',
        args: { card: charInfo(a.c).card.name },
      };
    default:
      return { msg: `fantasy.act.${a.t}`, args: { card: charInfo(a.c).card.name } };
  }
}
