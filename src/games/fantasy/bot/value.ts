/** What the heuristic bot thinks cards are worth, and how it plans a lineup. */
import { CHARACTERS, charInfo } from '../content';
import { activeEvent, eventLine, totalOn } from '../rules/battle';
import type { FantasyView } from '../state';
import { TIERS, type Ability, type CharId } from '../types';

/** Abilities worth keeping on the bench (they win battles), in rough order of use. */
const BENCH_VALUE: Partial<Record<Ability, number>> = {
  summon: 4,
  powerJuice: 3,
  flames: 3,
  teleport: 3,
  berzerk: 3,
  justice: 2,
  meow: 2,
  pileOn: 1,
  shapeshift: 2,
  hibernate: 1,
  recruit: 1,
  dig: 1,
};

/** General strength of a character: its stats and its tier. */
export function cardValue(c: CharId): number {
  const info = charInfo(c);
  let sum = 0;
  for (const v of info.line) sum += v;
  return sum + 2 * TIERS.indexOf(info.tier);
}

/** How much a character helps from the bench. */
export function benchValue(c: CharId): number {
  return BENCH_VALUE[charInfo(c).ability] ?? 0;
}

/** A character's total on a Win card with the month's Event (no magic). */
export function plainTotal(s: FantasyView, c: CharId, win: string | undefined): number {
  if (!win) return 0;
  const ev = activeEvent(s);
  return totalOn(eventLine(c, ev), c, win, ev, false);
}

/**
 * The best assignment of `cards` to `targets` slots (each a scoring function), by brute
 * force: returns the card for the first slot. Leftover cards are scored by `spare`.
 */
export function planFirst(
  cards: readonly CharId[],
  targets: readonly ((c: CharId) => number)[],
  spare: (c: CharId) => number,
): CharId {
  let best = -Infinity;
  let first = cards[0] as CharId;
  const used = new Array<boolean>(cards.length).fill(false);
  const walk = (k: number, acc: number, head: CharId | null) => {
    if (k === targets.length) {
      let total = acc;
      cards.forEach((c, i) => {
        if (!used[i]) total += spare(c);
      });
      if (total > best) [best, first] = [total, head as CharId];
      return;
    }
    const score = targets[k] as (c: CharId) => number;
    for (let i = 0; i < cards.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      const c = cards[i] as CharId;
      walk(k + 1, acc + score(c), head ?? c);
      used[i] = false;
    }
  };
  walk(0, 0, null);
  return first;
}

/**
 * Worth of a total in a battle: winning matters, margin less. A soft step around the total
 * a typical opponent reaches on that card.
 */
export function battleWorth(total: number, par: number): number {
  return total <= 0 ? 0 : 1 / (1 + Math.exp(-(total - par) / 3)) + total / 100;
}

const parTable = new Map<string, number>();

/** The total a strong opponent typically reaches on a Win card (80th percentile). */
export function par(win: string | undefined): number {
  if (!win) return 0;
  const known = parTable.get(win);
  if (known !== undefined) return known;
  const totals = CHARACTERS.map((c) => totalOn(charInfo(c.id).line, c.id, win, null, false)).sort(
    (a, b) => a - b,
  );
  const p = totals[Math.floor(totals.length * 0.8)] ?? 0;
  parTable.set(win, p);
  return p;
}
