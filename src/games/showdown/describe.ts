/** A short sentence for an action (menus and the log), as a message key and arguments. */
import { ref } from '../../engine/messages';
import type { MsgArgs, MsgRef, SeatId } from '../../engine/types';
import { card } from './content';
import type { ShowdownAction, ShowdownView } from './state';
import { POSITIONS } from './types';
import { fieldingSeat } from './rules/lineup';
import { buntOffered } from './rules/moves';

export function describe(
  a: ShowdownAction,
  seat: SeatId,
  view?: ShowdownView,
): { msg: string; args?: MsgArgs } {
  if (a.t === 'pass')
    return view?.phase === 'between'
      ? { msg: 'showdown.act.ready', args: { n: (view.series?.game ?? 1) + 1 } }
      : view?.phase === 'lineup'
        ? { msg: 'showdown.act.playBall' }
        : { msg: passWord(seat, view) };
  if (a.t === 'swap') return { msg: 'showdown.act.swap', args: { out: a.out, in: a.in } };
  if (a.t === 'card') {
    if (a.b !== undefined)
      return {
        msg: 'showdown.act.steal',
        args: { card: a.c, base: baseWord(a.b) },
      };
    return { msg: 'showdown.act.card', args: { card: a.c, text: ref(`showdown.w.text.${a.c}`) } };
  }
  if (a.t === 'ibb' || a.t === 'bunt') return { msg: `showdown.act.${a.t}` };
  if (a.t === 'dh') return { msg: 'showdown.act.dh', args: { old: card(a.out).name } };
  if (a.t === 'order' || a.t === 'field') return describeLineup(a, seat, view);
  if (a.t === 'start')
    return { msg: 'showdown.act.start', args: { player: card(a.p).name, old: card(a.out).name } };
  if (a.t === 'send' || a.t === 'throw' || a.t === 'runner') return describeRunners(a, view);
  if (a.t === 'switch')
    return {
      msg: 'showdown.act.switch',
      args: { arm: card(a.arm).name, old: card(a.out).name, player: card(a.p).name },
    };
  const c = card(a.p);
  const stats =
    c.kind === 'pitcher'
      ? ref('showdown.w.armStats', {
          role: ref(`showdown.w.role.${c.role}`),
          control: c.control,
          ip: c.ip,
          points: c.points,
        })
      : ref('showdown.w.batStats', { onBase: c.onBase, points: c.points });
  if (a.t === 'replace') {
    const msg = view?.phase === 'backup' ? 'showdown.act.backupOut' : 'showdown.act.replace';
    return { msg, args: { player: c.name, old: card(a.out).name, stats } };
  }
  return { msg: `showdown.act.${a.t}`, args: { player: c.name, stats } };
}

/**
 * The pass of the expert substitution window says the call it makes (F7): the defense's
 * "Pitch to him", the offense's closing "Swing away" when it could bunt instead.
 */
function passWord(seat: SeatId, view?: ShowdownView): string {
  if (view?.level !== 'expert' || view.phase !== 'subs' || view.turn !== seat)
    return 'showdown.act.pass';
  if (seat === fieldingSeat(view)) return 'showdown.act.pitchTo';
  return buntOffered(view) ? 'showdown.act.swingAway' : 'showdown.act.pass';
}

/** A base as the catalog words it: 0 first, 1 second, 2 third. */
const baseWord = (b: number): MsgRef => ref(`showdown.w.base.${b}`);
/** Where a runner from base b goes: 0 second, 1 third, 2 home. */
const toWord = (b: number): MsgRef => ref(`showdown.w.to.${b}`);

/** Actions about runners name them from the view (who is on which base). */
function describeRunners(
  a: Extract<ShowdownAction, { t: 'send' | 'throw' | 'runner' }>,
  view: ShowdownView | undefined,
): { msg: string; args?: MsgArgs } {
  const on = (b: number) => {
    const r = view?.bases[b];
    return r ? card(r.p).name : ref('showdown.w.runnerOn', { base: baseWord(b) });
  };
  if (a.t === 'send')
    return {
      msg: 'showdown.act.send',
      args: {
        runners: a.b.map((b) => ref('showdown.w.sendTo', { runner: on(b), base: toWord(b) })),
      },
    };
  if (a.t === 'throw')
    return { msg: 'showdown.act.throw', args: { runner: on(a.b), base: toWord(a.b) } };
  return {
    msg: 'showdown.act.runner',
    args: { player: card(a.p).name, old: on(a.b), base: baseWord(a.b) },
  };
}

/** A lineup change before the game, naming the players from the view. */
function describeLineup(
  a: Extract<ShowdownAction, { t: 'order' | 'field' }>,
  seat: SeatId,
  view?: ShowdownView,
): { msg: string; args?: MsgArgs } {
  const side = view?.sides[seat];
  const list = a.t === 'order' ? side?.order : side?.field;
  const name = (k: number) => {
    const p = list?.[k];
    return p ? card(p).name : `#${k + 1}`;
  };
  if (a.t === 'order')
    return {
      msg: 'showdown.act.order',
      args: { i: a.i + 1, j: a.j + 1, player: name(a.i), other: name(a.j) },
    };
  return {
    msg: 'showdown.act.field',
    args: {
      player: name(a.i),
      other: name(a.j),
      posI: POSITIONS[a.i] ?? '',
      posJ: POSITIONS[a.j] ?? '',
    },
  };
}
