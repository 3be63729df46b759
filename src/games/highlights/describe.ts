/** A short sentence for an action (menus and the log). */
import { ref } from '../../engine/messages';
import type { MsgArgs, SeatId } from '../../engine/types';
import { card } from './content';
import type { HlAction, HlView } from './state';

export function describe(
  a: HlAction,
  _seat: SeatId,
  view?: HlView,
): { msg: string; args?: MsgArgs } {
  switch (a.t) {
    case 'deck':
      return { msg: `hl.act.deck.${a.to}` };
    case 'stash':
      return a.card === null
        ? { msg: 'hl.act.stashNone' }
        : { msg: 'hl.act.stash', args: { card: card(a.card).name } };
    case 'play':
      return { msg: 'hl.act.play', args: { card: card(a.card).name } };
    case 'pinch':
      return {
        msg: 'hl.act.pinch',
        args: { card: card(a.card).name, from: ref(`hl.w.from.${a.from}`) },
      };
    case 'choose':
      return view ? describeChoice(view, a.i) : { msg: 'hl.act.choose', args: { i: a.i + 1 } };
    case 'pick':
      return { msg: 'hl.act.pick', args: { card: card(a.card).name } };
    case 'buy':
      return { msg: 'hl.act.buy', args: { card: card(a.card).name, send: card(a.send).name } };
    case 'endBuy':
      return { msg: 'hl.act.endBuy' };
  }
}

/** Option i of the decision waiting in the view, in words. */
function describeChoice(view: HlView, i: number): { msg: string; args?: MsgArgs } {
  const p = view.pending;
  if (!p) return { msg: 'hl.act.choose', args: { i: i + 1 } };
  switch (p.k) {
    case 'cancel': {
      const results = view.sides[p.target]?.threat?.results ?? [];
      const hits = (p.sets[i] ?? []).map((k) => results[k] ?? '?').join(', ');
      return { msg: 'hl.act.cancel', args: { hits } };
    }
    case 'remove':
      return {
        msg: 'hl.act.remove',
        args: { bases: (p.sets[i] ?? []).map((b) => ref(`hl.w.base.${b}`)) },
      };
    case 'clone':
      return { msg: 'hl.act.clone', args: { card: card(p.options[i] ?? '').name } };
    case 'minors':
      return { msg: 'hl.act.callUp', args: { card: card(p.options[i] ?? '').name } };
    case 'save':
      return { msg: `hl.act.save.${p.options[i] ?? 'none'}` };
  }
}
