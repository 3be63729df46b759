/** Invariants for the fuzzer: cards conserved, rosters of six, tracks in range, slots single. */
import type { Zone } from '../../engine/hidden';
import { characterIds, EVENT_IDS, TRACK_MAX, WIN_IDS } from './content';
import type { FantasyState } from './state';
import { EVENT_POOL, WIN_POOL } from './rules/zones';

const size = (z: Zone) => z.n ?? z.cards.length;

function conserved(
  label: string,
  zones: readonly Zone[],
  expected: readonly string[],
  pool?: string,
): string[] {
  const seen = new Map<string, number>();
  let count = 0;
  let pooled = true;
  for (const z of zones) {
    if (z.pool !== pool) pooled = false;
    count += size(z);
    for (const c of z.cards) seen.set(c, (seen.get(c) ?? 0) + 1);
  }
  const out: string[] = pooled ? [] : [`${label}: a zone is not in pool "${pool ?? ''}"`];
  if (count !== expected.length)
    out.push(`${label}: ${count} cards in zones, expected ${expected.length}`);
  for (const [c, k] of seen) if (k > 1) out.push(`${label}: ${c} is in ${k} places`);
  return out;
}

export function invariants(s: FantasyState): string[] {
  const out: string[] = [];
  const charZones: Zone[] = [s.charDeck, s.discard, s.pool, s.drawn, ...s.drafts];
  const winZones: Zone[] = [s.winDeck, ...s.bases, s.aside];
  for (const g of s.mgrs) {
    charZones.push(g.hand, ...g.slots, g.bench, g.used, g.out, g.locked);
    winZones.push(g.wins);
  }
  out.push(...conserved('characters', charZones, characterIds(s.opt.noAliens)));
  out.push(...conserved('win cards', winZones, WIN_IDS, WIN_POOL));
  out.push(
    ...conserved('events', [s.eventDeck, s.event], s.opt.events ? EVENT_IDS : [], EVENT_POOL),
  );
  const drafting = s.phase === 'draft' || s.phase === 'discard';
  s.mgrs.forEach((g, m) => {
    if (g.track.some((v) => v < 0 || v > TRACK_MAX)) out.push(`manager ${m}: track out of range`);
    if (g.slots.some((z) => size(z) > 1)) out.push(`manager ${m}: two characters in one slot`);
    const roster =
      size(g.hand) +
      g.slots.reduce((t, z) => t + size(z), 0) +
      size(g.bench) +
      size(g.used) +
      size(g.out) +
      size(g.locked);
    const want = g.kind === 'seat' ? 6 : g.kind === 'robot' ? 15 : -1;
    if (!drafting && want > 0 && roster !== want)
      out.push(`manager ${m}: roster of ${roster}, expected ${want}`);
  });
  if (s.bases.some((z) => size(z) > 1)) out.push('two Win cards on one base slot');
  const order = s.order.slice().sort((a, b) => a - b);
  if (order.some((m, i) => m !== i) || order.length !== s.n)
    out.push('Waiver Order is not a permutation');
  return out;
}
