/** A short sentence for an action (menus and the log), as a message key and arguments. */
import { ref } from '../../engine/messages';
import type { MsgArgs, SeatId } from '../../engine/types';
import { player, skillName, teamCard } from './content';
import type { GmAction, GmView } from './state';

export { skillName };

export function describe(
  a: GmAction,
  seat: SeatId,
  view?: GmView,
): { msg: string; args?: MsgArgs } {
  const rosterName = (i: number) => {
    const c = view?.gms[seat]?.roster.cards[i];
    return c ? player(c.id).name : ref('gm.w.playerN', { n: i + 1 });
  };
  const where = (card: number) => (card < 0 ? ref('gm.w.yourManager') : rosterName(card));
  const skill = (face: string) => ref(`gm.w.skill.${face}`);
  switch (a.t) {
    case 'choose': {
      const g = view?.gms[seat];
      const other = g?.offer.find((c) => c !== a.team) ?? a.team;
      return {
        msg: 'gm.act.choose',
        args: { team: teamCard(a.team).team.name, manager: teamCard(other).manager.name },
      };
    }
    case 'sign':
    case 'decline':
      return { msg: `gm.act.${a.t}`, args: { card: player(a.c).name } };
    case 'place':
    case 'draft':
      return { msg: `gm.act.${a.t}`, args: { face: skill(a.face), where: where(a.card) } };
    case 'burn':
      return { msg: 'gm.act.burn', args: { face: skill(a.face) } };
    case 'move': {
      const face = view?.gms[seat]?.held[a.from] ?? '';
      return { msg: 'gm.act.move', args: { face: skill(face), where: where(a.card) } };
    }
    case 'ready':
      return { msg: 'gm.act.ready' };
    case 'keep':
    case 'cut':
      return { msg: `gm.act.${a.t}`, args: { card: rosterName(a.card) } };
  }
}
