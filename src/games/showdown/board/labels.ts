/** Action sentences: the game's describe() through its message catalog. */
import type { MsgArgs, SeatId } from '../../../engine/types';
import { describe } from '../describe';
import type { ShowdownAction } from '../state';

export function actionLabel(
  a: ShowdownAction,
  seat: SeatId | null,
  say: (key: string, args?: MsgArgs) => string,
): string {
  const d = describe(a, seat ?? 0);
  return say(d.msg, d.args);
}
