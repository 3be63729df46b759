/**
 * The choices of a pending magic ability: what its user may pick now (abilityChoices, the
 * same list actions() offers). What each pick does is effects.ts; the move is magic.ts.
 */
import { charInfo } from '../content';
import { type CharId } from '../types';
import type { FantasyAction, FantasyView, Pending } from '../state';
import { activeOf, weekLine } from './battle';
import { baseOf } from './month';
import { mgr } from './zones';

/** The rulebook section of an ability, for refusals. */
export const abilitySection = (p: Pending | null) => `§Abilities: ${p?.ab ?? 'magic'}`;

/** Win card slots not resolved yet (A11: this week's card counts). */
function unresolved(s: FantasyView): number[] {
  const out: number[] = [];
  s.bases.forEach((z, i) => {
    if (baseOf(s, i) - 1 >= s.week && z.cards.length) out.push(i);
  });
  return out;
}

export const others = (s: FantasyView, m: number) => {
  const out: number[] = [];
  for (let o = 0; o < s.n; o++) if (o !== m) out.push(o);
  return out;
};

// Loops that push into one list, not chains of flatMap: search and playouts ask for these
// choices on every step of an ability, and again to check the choice made.
/** Every legal choice for the pending ability (empty when there is none). */
export function abilityChoices(s: FantasyView): FantasyAction[] {
  const p = s.pending;
  if (!p) return [];
  const g = mgr(s, p.m);
  const out: FantasyAction[] = [];
  switch (p.ab) {
    case 'abduct': {
      const open = unresolved(s);
      if (open.length < 2) return out;
      for (const i of open) if (p.step === 0 || i !== p.a) out.push({ t: 'win', i });
      return out;
    }
    case 'axe':
      for (let o = 0; o < s.n; o++) {
        if (o === p.m || (p.step !== 0 && o === p.a)) continue;
        mgr(s, o).track.forEach((v, k) => {
          if (v > 0) out.push({ t: 'track', m: o, k });
        });
      }
      return out;
    case 'berzerk':
      charInfo(p.src).line.forEach((v, st) => {
        if (v > 0) out.push({ t: 'stat', m: p.m, s: st });
      });
      return out;
    case 'blessing':
      for (let o = 0; o < s.n; o++) {
        if (o === p.m) continue;
        for (const c of mgr(s, o).used.cards)
          if (charInfo(c).ability !== 'blessing') out.push({ t: 'card', c });
      }
      return out;
    case 'bruteForce':
      g.track.forEach((v, k) => {
        if (v >= 1) out.push({ t: 'track', m: p.m, k });
      });
      return out;
    case 'dig':
      if (s.discard.cards.length === 0) return out;
      if (p.step === 1) return s.discard.cards.map((c) => ({ t: 'card', c }));
      g.slots.forEach((z, i) => {
        if (z.cards.length) out.push({ t: 'slot', i });
      });
      return out;
    case 'flames':
      for (let o = 0; o < s.n; o++) {
        if (o === p.m) continue;
        const c = activeOf(s, o);
        if (!c) continue;
        weekLine(s, o, c, s.week, s.wk?.fx ?? [], s.berz).forEach((v, st) => {
          if (v > 0) out.push({ t: 'stat', m: o, s: st });
        });
      }
      return out;
    case 'meow':
      for (let o = 0; o < s.n; o++) {
        if (o === p.m) continue;
        const c = activeOf(s, o);
        if (c && charInfo(c).side === 'evil') out.push({ t: 'mgr', m: o });
      }
      return out;
    case 'morph': {
      if (s.charDeck.cards.length === 0) return out;
      const act = activeOf(s, p.m);
      if (act) cardsBut(out, p.src, [act]);
      cardsBut(out, p.src, g.bench.cards);
      return cardsBut(out, p.src, g.used.cards);
    }
    case 'recruit':
      if (p.step === 0) return cardsBut(out, p.src, s.drawn.cards);
      for (const c of g.bench.cards) out.push({ t: 'card', c });
      for (const c of g.used.cards) out.push({ t: 'card', c });
      return out;
    case 'revive':
      return cardsBut(out, p.src, g.used.cards);
    case 'shapeshift': {
      if (!activeOf(s, p.m)) return out;
      cardsBut(out, p.src, g.bench.cards);
      cardsBut(out, p.src, g.used.cards);
      g.slots.forEach((z, i) => {
        if (i !== s.week) cardsBut(out, p.src, z.cards);
      });
      return out;
    }
    case 'translucent':
      for (let o = 0; o < s.n; o++) if (!p.list.includes(o)) out.push({ t: 'mgr', m: o });
      return out;
    default:
      return out;
  }
}

/** Adds choose-a-card actions for these characters, except `src` ("this card"). */
function cardsBut(out: FantasyAction[], src: CharId, cs: readonly CharId[]): FantasyAction[] {
  for (const c of cs) if (c !== src) out.push({ t: 'card', c });
  return out;
}

/** Same action (the shapes are small; compare their fields). */
export function sameAction(a: FantasyAction, b: FantasyAction): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k in x) if (x[k] !== y[k]) return false;
  for (const k in y) if (x[k] !== y[k]) return false;
  return true;
}
