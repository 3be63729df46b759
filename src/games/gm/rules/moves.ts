/** Who must decide now (prompts) and every legal action of a seat (actions). */
import type { Prompt, SeatId } from '../../../engine/types';
import type { Gm, GmAction, GmState } from '../state';
import type { Skill } from '../types';
import { canMove } from './dice';
import { signProblem } from './draft';
import { distinct, hasOpenSlot, playerSpots, rosterOf, spotsFor } from './helpers';
import { keepProblem } from './season';

export function prompts(s: GmState): Prompt[] {
  const out: Prompt[] = [];
  const each = (kind: Prompt['kind'], msg: string, needs: (g: Gm, m: number) => boolean) => {
    s.gms.forEach((g, m) => {
      if (needs(g, m)) out.push({ seat: m, kind, msg });
    });
  };
  switch (s.phase) {
    case 'choose':
      each('turn', 'gm.prompt.choose', (_, m) => !s.done[m]);
      break;
    case 'draft':
      each('secret', 'gm.prompt.draft', (_, m) => !s.done[m]);
      break;
    case 'team':
      each('turn', 'gm.prompt.team', (g) => g.pool.length > 0);
      break;
    case 'league':
      out.push({ seat: s.picker, kind: 'turn', msg: 'gm.prompt.league' });
      break;
    case 'final':
      each('turn', 'gm.prompt.final', (_, m) => !s.done[m]);
      break;
    case 'arb':
      each('turn', 'gm.prompt.arb', (g) => rosterOf(g).some((c) => !c.kept));
      break;
    default:
      break;
  }
  return out;
}

/** Moving held dice to players (Manager Cards): one action per held face and player spot. */
function moves(g: Gm): GmAction[] {
  if (!canMove(g)) return [];
  const out: GmAction[] = [];
  const seen = new Set<Skill>();
  g.held.forEach((face, from) => {
    if (face === null || seen.has(face)) return;
    seen.add(face);
    for (const p of playerSpots(rosterOf(g), face))
      out.push({ t: 'move', from, card: p.card, slot: p.slot });
  });
  return out;
}

export function actions(s: GmState, seat: SeatId): GmAction[] {
  const g = s.gms[seat];
  if (!g) return [];
  switch (s.phase) {
    case 'choose':
      return s.done[seat] ? [] : g.offer.map((team) => ({ t: 'choose', team }));
    case 'draft': {
      if (s.done[seat]) return [];
      const out: GmAction[] = [];
      for (const c of g.hand.cards) {
        if (signProblem(g, c) === null) out.push({ t: 'sign', c });
        out.push({ t: 'decline', c });
      }
      return out;
    }
    case 'team': {
      const out: GmAction[] = [];
      for (const face of distinct(g.pool))
        for (const p of spotsFor(g, face))
          out.push({ t: 'place', face, card: p.card, slot: p.slot });
      return [...out, ...moves(g)];
    }
    case 'league': {
      const out: GmAction[] = [];
      if (s.picker === seat) {
        for (const face of distinct(s.tray)) {
          if (!hasOpenSlot(g)) out.push({ t: 'burn', face });
          else
            for (const p of spotsFor(g, face))
              out.push({ t: 'draft', face, card: p.card, slot: p.slot });
        }
      }
      return [...out, ...moves(g)];
    }
    case 'final':
      return s.done[seat] ? [] : [...moves(g), { t: 'ready' }];
    case 'arb': {
      const out: GmAction[] = [];
      rosterOf(g).forEach((c, card) => {
        if (c.kept) return;
        if (keepProblem(g, card) === null) out.push({ t: 'keep', card });
        out.push({ t: 'cut', card });
      });
      return out;
    }
    default:
      return [];
  }
}
