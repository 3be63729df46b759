/**
 * Action sentences: the game's describe() through its message catalog. The words describe()
 * fills in (a die's skill, "your Manager") are messages of the catalog too (MsgRef), so a
 * button reads wholly in the active language.
 */
import type { MsgArgs, SeatId } from '../../../engine/types';
import { describe } from '../describe';
import type { GmAction, GmView } from '../state';

export function actionLabel(
  a: GmAction,
  seat: SeatId | null,
  say: (key: string, args?: MsgArgs) => string,
  view: GmView,
): string {
  const d = describe(a, seat ?? 0, view);
  return say(d.msg, d.args);
}
