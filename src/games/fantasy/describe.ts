/** A short sentence for an action (menus and the log), as a message key and arguments. */
import { ref } from '../../engine/messages';
import type { MsgArgs, SeatId } from '../../engine/types';
import { charInfo } from './content';
import { ABILITY_TEXT } from './content/abilities';
import { who } from './rules/zones';
import type { FantasyAction, FantasyView } from './state';
import { STATS, TRACKS } from './types';

export function describe(
  a: FantasyAction,
  _seat: SeatId,
  view?: FantasyView,
): { msg: string; args?: MsgArgs } {
  // A manager that is not a seat (the solo Robot or Deck) is named, not numbered.
  const target = (m: number) => (view ? who(view, m) : m);
  switch (a.t) {
    case 'pass':
      return { msg: 'fantasy.act.pass' };
    case 'win':
      return { msg: 'fantasy.act.win', args: { i: a.i + 1 } };
    case 'slot':
      return { msg: 'fantasy.act.slot', args: { i: a.i + 1 } };
    case 'track':
      return {
        msg: 'fantasy.act.track',
        args: { seatTarget: target(a.m), track: ref(`fantasy.w.track.${TRACKS[a.k] ?? ''}`) },
      };
    case 'stat':
      return { msg: 'fantasy.act.stat', args: { seatTarget: target(a.m), stat: STATS[a.s] ?? '' } };
    case 'mgr':
      return { msg: 'fantasy.act.mgr', args: { seatTarget: target(a.m) } };
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
