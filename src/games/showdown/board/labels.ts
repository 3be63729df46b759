/**
 * Action sentences: the game's describe() through its message catalog, with the words that
 * describe() fills in English (card texts, bases, a player's numbers) put back in the
 * active language, so a button reads wholly in French.
 */
import type { MsgArgs, SeatId } from '../../../engine/types';
import { card, strat } from '../content';
import { describe } from '../describe';
import type { ShowdownAction, ShowdownView } from '../state';
import type { PlayerId } from '../types';
import { STRAT, XTXT } from './text';

export function actionLabel(
  a: ShowdownAction,
  seat: SeatId | null,
  say: (key: string, args?: MsgArgs) => string,
  view?: ShowdownView,
): string {
  // The view names the runners of expert sends, throws and pinch runners.
  const d = describe(a, seat ?? 0, view);
  return say(d.msg, { ...d.args, ...localArgs(a, view) });
}

/** A player's numbers that matter for bringing him in, as describe() lists them. */
function stats(p: PlayerId): string {
  const c = card(p);
  return c.kind === 'pitcher'
    ? XTXT.armStats(XTXT.role[c.role], c.control, c.ip, c.points)
    : XTXT.batStats(c.onBase, c.points);
}

/** The arguments describe() writes in English, in the active language. */
function localArgs(a: ShowdownAction, view: ShowdownView | undefined): MsgArgs {
  const on = (b: number) => {
    const r = view?.bases[b];
    return r ? card(r.p).name : XTXT.runnerOn(b);
  };
  switch (a.t) {
    case 'card':
      return a.b !== undefined ? { base: XTXT.baseWord(a.b) } : { text: STRAT.text(strat(a.c)) };
    case 'send':
      return { runners: XTXT.sent(a.b.map((b) => [on(b), b] as const)) };
    case 'throw':
      return { runner: on(a.b), base: XTXT.toWord(a.b) };
    case 'runner':
      return { old: on(a.b), base: XTXT.baseWord(a.b) };
    case 'pitcher':
    case 'pinch':
    case 'relief':
    case 'replace':
      return { stats: stats(a.p) };
    default:
      return {};
  }
}
