/** Threatened hits (Home Plate): placed at step 4, carried out at step 3, cancelled; Check. */
import type { RulesCtx } from '../../../engine/types';
import { drawTop, putBottom } from '../../../engine/zones';
import { card } from '../content';
import type { Bonus, HlState, Side } from '../state';
import type { Kind, Result } from '../types';
import { teamName } from './cards';
import { hit } from './running';

/** Check: the top Free Agent card's type is shown and the card goes under the deck. */
export function check(s: HlState, want: Kind, ctx: RulesCtx): boolean {
  const [top, rest] = drawTop(s.fa);
  const id = top[0];
  if (id === undefined) {
    ctx.log('hl.checkEmpty', { kind: want });
    return false;
  }
  s.fa = putBottom(rest, [id], 'all');
  const ok = card(id).kind === want;
  ctx.log(ok ? 'hl.checkOk' : 'hl.checkFail', {
    kind: want,
    card: card(id).name,
    got: card(id).kind,
  });
  return ok;
}

/** Cancels every threatened hit of a side. */
export function cancelAll(s: HlState, target: number, ctx: RulesCtx): void {
  const t = s.sides[target]?.threat;
  if (!t || t.results.length === 0) return;
  ctx.log('hl.cancelAll', { team: teamName(s, target), n: t.results.length });
  (s.sides[target] as Side).threat = null;
}

/** All k-element subsets of `items`, in order. */
export function combos<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combos(rest, k - 1).map((c) => [first, ...c]), ...combos(rest, k)];
}

/** Step 4: the card's Hit Box (with any bonus hits) becomes its side's threatened hits. */
export function placeThreat(s: HlState, side: number): void {
  const sd = s.sides[side] as Side;
  const id = sd.inPlay.cards[0];
  if (id === undefined) return;
  const c = card(id);
  // A bonus is for the card after the one that gave it (and lapses after that card).
  const due = (b: Bonus) => b.by !== id;
  const results: Result[] = [...c.hits, ...sd.nextHits.filter(due).map((b) => b.r), ...sd.boost];
  if (c.kind === 'Natural') results.push(...sd.nextIfNatural.filter(due).map((b) => b.r));
  const mods = new Set(sd.mods);
  if (c.ia.k === 'error' || c.ia.k === 'contact' || c.ia.k === 'hitAndRun') mods.add(c.ia.k);
  sd.nextHits = sd.nextHits.filter((b) => !due(b));
  sd.nextIfNatural = sd.nextIfNatural.filter((b) => !due(b));
  sd.boost = [];
  sd.mods = [];
  sd.threat = results.length
    ? {
        card: id,
        results,
        speed: c.speed,
        hitAndRun: mods.has('hitAndRun'),
        error: mods.has('error'),
        contact: mods.has('contact'),
      }
    : null;
}

/** Step 3: a side's threatened hits are carried out, left to right. */
export function resolveThreat(s: HlState, side: number, ctx: RulesCtx): void {
  const sd = s.sides[side] as Side;
  const t = sd.threat;
  if (!t) return;
  sd.threat = null;
  for (const r of t.results) {
    const runs = hit(sd, r, t.speed, t.hitAndRun && r !== 'BB');
    ctx.log('hl.hit', { team: teamName(s, side), hit: r, runs });
  }
}
