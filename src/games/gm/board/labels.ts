/**
 * Action sentences: the game's describe() through its message catalog, with the words that
 * describe() fills in English (a die's skill, "your Manager") put back in the active
 * language, so a button reads wholly in French.
 */
import type { MsgArgs, SeatId } from '../../../engine/types';
import { describe } from '../describe';
import type { GmAction, GmView } from '../state';
import type { Skill } from '../types';
import { SKILL_WORD, TXT } from './text';

export function actionLabel(
  a: GmAction,
  seat: SeatId | null,
  say: (key: string, args?: MsgArgs) => string,
  view: GmView,
): string {
  const d = describe(a, seat ?? 0, view);
  return say(d.msg, { ...d.args, ...localArgs(a, seat ?? 0, view) });
}

function localArgs(a: GmAction, seat: SeatId, view: GmView): MsgArgs {
  const face = (f: string | undefined) => (f ? (SKILL_WORD[f as Skill] ?? f) : '');
  const where = (card: number): MsgArgs => (card < 0 ? { where: TXT.yourManager } : {});
  switch (a.t) {
    case 'place':
    case 'draft':
      return { face: face(a.face), ...where(a.card) };
    case 'burn':
      return { face: face(a.face) };
    case 'move':
      return { face: face(view.gms[seat]?.held[a.from] ?? undefined), ...where(a.card) };
    default:
      return {};
  }
}
