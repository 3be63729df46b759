/** Action sentences: the game's describe() through its message catalog. */
import type { MsgArgs, SeatId } from '../../../engine/types';
import { describe } from '../describe';
import type { FantasyAction, FantasyView } from '../state';

/** The action as the catalog says it, with non-seat managers named from the view. */
export function actionLabel(
  a: FantasyAction,
  seat: SeatId | null,
  view: FantasyView,
  say: (key: string, args?: MsgArgs) => string,
): string {
  const d = describe(a, seat ?? 0, view);
  return say(d.msg, d.args);
}
