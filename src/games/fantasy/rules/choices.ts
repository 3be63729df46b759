/**
 * The choices of a pending magic ability: what its user may pick now (abilityChoices, the
 * same list actions() offers) and what each pick does (choose).
 */
import { must, type RulesCtx } from '../../../engine/types';
import { charInfo } from '../content';
import { type CharId } from '../types';
import type { FantasyAction, FantasyState, FantasyView, Pending } from '../state';
import { activeOf, weekLine } from './battle';
import { baseOf } from './month';
import { applyChoice } from './effects';
import { afterMagic } from './week';
import { mgr } from './zones';

/** The rulebook section of an ability, for refusals. */
export const abilitySection = (p: Pending | null) => `§Abilities: ${p?.ab ?? 'magic'}`;

/** Win card slots not resolved yet (A11: this week's card counts). */
function unresolved(s: FantasyView): number[] {
  return s.bases.flatMap((z, i) => (baseOf(s, i) - 1 >= s.week && z.cards.length ? [i] : []));
}

export const others = (s: FantasyView, m: number) =>
  Array.from({ length: s.n }, (_, o) => o).filter((o) => o !== m);

/** Every legal choice for the pending ability (empty when there is none). */
export function abilityChoices(s: FantasyView): FantasyAction[] {
  const p = s.pending;
  if (!p) return [];
  const g = mgr(s, p.m);
  const act = activeOf(s, p.m);
  switch (p.ab) {
    case 'abduct': {
      const open = unresolved(s);
      if (open.length < 2) return [];
      return open.filter((i) => p.step === 0 || i !== p.a).map((i) => ({ t: 'win', i }));
    }
    case 'axe':
      return others(s, p.m)
        .filter((o) => p.step === 0 || o !== p.a)
        .flatMap((o) =>
          mgr(s, o).track.flatMap((v, k): FantasyAction[] =>
            v > 0 ? [{ t: 'track', m: o, k }] : [],
          ),
        );
    case 'berzerk':
      return charInfo(p.src).line.flatMap((v, st): FantasyAction[] =>
        v > 0 ? [{ t: 'stat', m: p.m, s: st }] : [],
      );
    case 'blessing':
      return others(s, p.m).flatMap((o) =>
        mgr(s, o)
          .used.cards.filter((c) => charInfo(c).ability !== 'blessing')
          .map((c): FantasyAction => ({ t: 'card', c })),
      );
    case 'bruteForce':
      return g.track.flatMap((v, k): FantasyAction[] =>
        v >= 1 ? [{ t: 'track', m: p.m, k }] : [],
      );
    case 'dig':
      if (s.discard.cards.length === 0) return [];
      if (p.step === 1) return s.discard.cards.map((c) => ({ t: 'card', c }));
      return g.slots.flatMap((z, i): FantasyAction[] => (z.cards.length ? [{ t: 'slot', i }] : []));
    case 'flames':
      return others(s, p.m).flatMap((o) => {
        const c = activeOf(s, o);
        if (!c) return [];
        const line = weekLine(s, o, c, s.week, s.wk?.fx ?? [], s.berz);
        return line.flatMap((v, st): FantasyAction[] =>
          v > 0 ? [{ t: 'stat', m: o, s: st }] : [],
        );
      });
    case 'meow':
      return others(s, p.m).flatMap((o): FantasyAction[] => {
        const c = activeOf(s, o);
        return c && charInfo(c).side === 'evil' ? [{ t: 'mgr', m: o }] : [];
      });
    case 'morph':
      if (s.charDeck.cards.length === 0) return [];
      return cardsBut(p.src, [...(act ? [act] : []), ...g.bench.cards, ...g.used.cards]);
    case 'recruit':
      return p.step === 0
        ? cardsBut(p.src, s.drawn.cards)
        : [...g.bench.cards, ...g.used.cards].map((c) => ({ t: 'card', c }));
    case 'revive':
      return cardsBut(p.src, g.used.cards);
    case 'shapeshift': {
      if (!act) return [];
      const slotted = g.slots.flatMap((z, i) => (i === s.week ? [] : z.cards));
      return cardsBut(p.src, [...g.bench.cards, ...g.used.cards, ...slotted]);
    }
    case 'translucent':
      return others(s, -1)
        .filter((o) => !p.list.includes(o))
        .map((o) => ({ t: 'mgr', m: o }));
    default:
      return [];
  }
}

/** Choose-a-card actions for these characters, except `src` ("this card"). */
function cardsBut(src: CharId, cs: readonly CharId[]): FantasyAction[] {
  return cs.filter((c) => c !== src).map((c) => ({ t: 'card', c }));
}

/** Same action (the shapes are small; compare their fields). */
export function sameAction(a: FantasyAction, b: FantasyAction): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k in x) if (x[k] !== y[k]) return false;
  for (const k in y) if (x[k] !== y[k]) return false;
  return true;
}

/** Manager `m` makes a choice for their pending ability. */
export function choose(s: FantasyState, m: number, a: FantasyAction, ctx: RulesCtx): FantasyState {
  const p = s.pending;
  must(p && p.m === m, 'no-pending-ability', abilitySection(p));
  must(
    abilityChoices(s).some((x) => sameAction(x, a)),
    'bad-choice',
    abilitySection(p),
  );
  return afterMagic(applyChoice(s, p, a, ctx), ctx);
}
