/**
 * §Explanations of Character Magic Abilities: using an ability. Abilities without a choice
 * act at once; the others wait in `pending` for their user's choices (choices.ts). "This
 * card" is `src`: the bench card, the Blessing card that borrows an ability, or the active
 * character fired by Helper. An ability with nothing to act on is spent with no effect.
 */
import type { RulesCtx } from '../../../engine/types';
import { charInfo } from '../content';
import { ABILITY_TEXT } from '../content/abilities';
import type { Ability, CharId } from '../types';
import type { FantasyState, Fx, Mgr, Week } from '../state';
import { activeOf } from './battle';
import { abilityChoices } from './choices';
import { draw, edit, editMgr, mgr, setMgr, who, withCards, without } from './zones';

/** Where one of a manager's characters is this month. */
export type Pos = { z: 'slot'; i: number } | { z: 'bench' } | { z: 'used' };

export function locate(g: Mgr, c: CharId): Pos | null {
  const i = g.slots.findIndex((z) => z.cards.includes(c));
  if (i >= 0) return { z: 'slot', i };
  if (g.bench.cards.includes(c)) return { z: 'bench' };
  if (g.used.cards.includes(c)) return { z: 'used' };
  return null;
}

/** The manager with `to` where `from` was. */
export function replaceAt(g: Mgr, pos: Pos, from: CharId, to: CharId): Mgr {
  if (pos.z === 'slot') {
    const slots = g.slots.slice();
    const z = g.slots[pos.i] ?? g.bench;
    slots[pos.i] = { $zone: z.$zone, cards: [to] };
    return editMgr(g, { slots });
  }
  const z = g[pos.z];
  return editMgr(g, {
    [pos.z]: { $zone: z.$zone, cards: z.cards.map((x) => (x === from ? to : x)) },
  });
}

/** The manager with `c` taken out of wherever it is. */
export function takeOut(g: Mgr, c: CharId): Mgr {
  const pos = locate(g, c);
  if (!pos) return g;
  if (pos.z === 'slot') {
    const slots = g.slots.slice();
    const z = g.slots[pos.i] ?? g.bench;
    slots[pos.i] = { $zone: z.$zone, cards: [] };
    return editMgr(g, { slots });
  }
  return editMgr(g, { [pos.z]: without(g[pos.z], c) });
}

function withWeek(s: FantasyState, patch: Partial<Week>): FantasyState {
  return s.wk ? edit(s, { wk: { ...s.wk, ...patch } }) : s;
}

function addFx(s: FantasyState, fx: Fx): FantasyState {
  return withWeek(s, { fx: [...(s.wk?.fx ?? []), fx] });
}

/** Logs that an ability had nothing to act on. */
export function fizzle(s: FantasyState, m: number, ab: Ability, ctx: RulesCtx): FantasyState {
  ctx.log('fantasy.log.fizzle', { seat: who(s, m), ability: ABILITY_TEXT[ab].name });
  return edit(s, { pending: null });
}

/** Uses ability `ab` of `src` for manager `m` (helper: fired by Helper on the active card). */
export function begin(
  s: FantasyState,
  m: number,
  ab: Ability,
  src: CharId,
  helper: boolean,
  ctx: RulesCtx,
): FantasyState {
  const act = activeOf(s, m);
  switch (ab) {
    case 'focus':
      ctx.log('fantasy.log.ab.focus', { seat: who(s, m) });
      return withWeek(s, { focus: [...(s.wk?.focus ?? []), m] });
    case 'justice':
      ctx.log('fantasy.log.ab.justice', { seat: who(s, m) });
      return withWeek(s, { justice: true });
    case 'hibernate':
      ctx.log('fantasy.log.ab.hibernate', { seat: who(s, m) });
      return withWeek(s, { stop: true });
    case 'pileOn':
      if (!act || charInfo(act).side !== 'evil') return fizzle(s, m, ab, ctx);
      ctx.log('fantasy.log.ab.pileOn', { seat: who(s, m) });
      return addFx(s, { k: 'plus', card: act });
    case 'powerJuice':
      if (!act) return fizzle(s, m, ab, ctx);
      ctx.log('fantasy.log.ab.powerJuice', { seat: who(s, m) });
      return addFx(s, { k: 'plus', card: act });
    case 'summon':
      // Fired by Helper, the card is already the one in the battle: nothing to add.
      if (!act || helper) return fizzle(s, m, ab, ctx);
      ctx.log('fantasy.log.ab.summon', { seat: who(s, m) });
      return addFx(s, { k: 'add', card: act, from: src });
    case 'teleport':
      if (helper) return fizzle(s, m, ab, ctx);
      return teleport(s, m, src, act, ctx);
    case 'helper':
      if (!act || helper) return fizzle(s, m, ab, ctx);
      ctx.log('fantasy.log.ab.helper', { seat: who(s, m) });
      return begin(s, m, charInfo(act).ability, act, true, ctx);
    case 'recruit': {
      const [took, charDeck] = draw(s.charDeck, 3);
      if (took.length === 0) return fizzle(s, m, ab, ctx);
      ctx.log('fantasy.log.ab.recruitDraw', { seat: who(s, m) });
      const next = edit(s, { charDeck, drawn: { $zone: [m], cards: took } });
      return edit(next, { pending: { m, ab, src, step: 0, helper, a: -1, list: [] } });
    }
    default: {
      const next = edit(s, { pending: { m, ab, src, step: 0, helper, a: -1, list: [] } });
      if (abilityChoices(next).length === 0) return fizzle(s, m, ab, ctx);
      return next;
    }
  }
}

/** Teleport: "this card" becomes the active character; the one it replaces goes to the bench. */
function teleport(
  s: FantasyState,
  m: number,
  src: CharId,
  act: CharId | null,
  ctx: RulesCtx,
): FantasyState {
  let g = takeOut(mgr(s, m), src);
  if (act) {
    const t = takeOut(g, act);
    g = editMgr(t, { bench: withCards(t.bench, act) });
  }
  const slots = g.slots.slice();
  slots[s.week] = { $zone: 'all', cards: [src] };
  ctx.log('fantasy.log.ab.teleport', { seat: who(s, m), card: charInfo(src).card.name });
  return setMgr(s, m, editMgr(g, { slots }));
}
