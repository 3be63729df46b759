/**
 * Action sentences: the game's describe() through its message catalog. Words describe()
 * fills in (card texts, bases, a player's numbers) are messages of the catalog too (MsgRef),
 * so a button reads wholly in the active language.
 */
import type { MsgArgs, SeatId } from '../../../engine/types';
import { describe } from '../describe';
import type { ShowdownAction, ShowdownView } from '../state';

export function actionLabel(
  a: ShowdownAction,
  seat: SeatId | null,
  say: (key: string, args?: MsgArgs) => string,
  view?: ShowdownView,
): string {
  // The view names the runners of expert sends, throws and pinch runners.
  const d = describe(a, seat ?? 0, view);
  return say(d.msg, d.args);
}
