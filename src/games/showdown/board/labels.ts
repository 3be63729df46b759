/** Action sentences: the game's describe() through its message catalog. */
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
