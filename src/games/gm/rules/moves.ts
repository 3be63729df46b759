/** Who must decide now (prompts) and every legal action of a seat (actions). */
import type { Prompt, PromptKind, SeatId } from '../../../engine/types';
import type { Gm, GmAction, GmState } from '../state';
import type { Skill } from '../types';
import { canMove } from './dice';
import { signProblem } from './draft';
import { distinct, hasOpenSlot, playerSpots, rosterOf, spotsFor } from './helpers';
import { keepProblem } from './season';

// Plain loops, no closures made per call: search bots call these at every step of a playout.

/** Whether GM `g` (seat `m`) must still act in the current simultaneous step. */
function mustAct(s: GmState, g: Gm, m: number): boolean {
  switch (s.phase) {
    case 'choose':
    case 'draft':
    case 'final':
      return !s.done[m];
    case 'team':
      return g.pool.length > 0;
    case 'arb':
      return rosterOf(g).some((c) => !c.kept);
    default:
      return false;
  }
}

const KIND: Readonly<Record<string, PromptKind>> = { draft: 'secret' };

export function prompts(s: GmState): Prompt[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'league') return [{ seat: s.picker, kind: 'turn', msg: 'gm.prompt.league' }];
  const out: Prompt[] = [];
  const kind = KIND[s.phase] ?? 'turn';
  const msg = `gm.prompt.${s.phase}`;
  for (let m = 0; m < s.gms.length; m++) {
    if (mustAct(s, s.gms[m] as Gm, m)) out.push({ seat: m, kind, msg });
  }
  return out;
}

/** Moving held dice to players (Manager Cards): one action per held face and player spot. */
function moves(g: Gm, out: GmAction[]): GmAction[] {
  if (!canMove(g)) return out;
  const seen: Skill[] = [];
  for (let from = 0; from < g.held.length; from++) {
    const face = g.held[from];
    if (face === null || face === undefined || seen.includes(face)) continue;
    seen.push(face);
    for (const p of playerSpots(rosterOf(g), face))
      out.push({ t: 'move', from, card: p.card, slot: p.slot });
  }
  return out;
}

/** One placement action per distinct face and spot (`place` in §2, `draft` in §3). */
function placements(g: Gm, faces: readonly Skill[], t: 'place' | 'draft', out: GmAction[]) {
  for (const face of distinct(faces))
    for (const p of spotsFor(g, face)) out.push({ t, face, card: p.card, slot: p.slot });
}

export function actions(s: GmState, seat: SeatId): GmAction[] {
  const g = s.gms[seat];
  if (!g) return [];
  const out: GmAction[] = [];
  switch (s.phase) {
    case 'choose':
      if (!s.done[seat]) for (const team of g.offer) out.push({ t: 'choose', team });
      return out;
    case 'draft':
      if (s.done[seat]) return out;
      for (const c of g.hand.cards) {
        if (signProblem(g, c) === null) out.push({ t: 'sign', c });
        out.push({ t: 'decline', c });
      }
      return out;
    case 'team':
      placements(g, g.pool, 'place', out);
      return moves(g, out);
    case 'league':
      if (s.picker === seat) {
        if (hasOpenSlot(g)) placements(g, s.tray, 'draft', out);
        else for (const face of distinct(s.tray)) out.push({ t: 'burn', face });
      }
      return moves(g, out);
    case 'final':
      if (s.done[seat]) return out;
      moves(g, out);
      out.push({ t: 'ready' });
      return out;
    case 'arb': {
      const roster = rosterOf(g);
      for (let card = 0; card < roster.length; card++) {
        if (roster[card]?.kept) continue;
        if (keepProblem(g, card) === null) out.push({ t: 'keep', card });
        out.push({ t: 'cut', card });
      }
      return out;
    }
    default:
      return out;
  }
}
