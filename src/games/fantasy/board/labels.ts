/** Action sentences: the game's describe() through its message catalog. */
import type { MsgArgs, SeatId } from '../../../engine/types';
import { describe } from '../describe';
import type { FantasyAction } from '../state';
import { STATS, TRACKS } from '../types';
import { TRACK_WORD } from './text';

/**
 * The action as the catalog says it. Should a template name an argument describe() does not
 * give (it would show "{m}"), the board words it itself rather than show a raw placeholder.
 */
export function actionLabel(
  a: FantasyAction,
  seat: SeatId | null,
  say: (key: string, args?: MsgArgs) => string,
  name: (m: number) => string,
): string {
  const d = describe(a, seat ?? 0);
  const text = say(d.msg, d.args);
  if (!/\{\w+\}/.test(text)) return text;
  switch (a.t) {
    case 'track': {
      const t = TRACKS[a.k];
      return `${name(a.m)}: ${t ? TRACK_WORD[t] : ''} track`;
    }
    case 'stat':
      return `${name(a.m)}: ${STATS[a.s] ?? ''}`;
    case 'mgr':
      return name(a.m);
    default:
      return text.replace(/\{\w+\}/g, '').trim();
  }
}
