/**
 * Invariants for the fuzzer: money conserved per GM, at most five on the Active Roster, every
 * die assigned while a slot is open, every card in exactly one place.
 */
import type { Zone } from '../../engine/hidden';
import { cardId } from '../../engine/hidden';
import { player, PLAYER_IDS } from './content';
import type { GmState, Signed } from './state';
import { ROSTER_MAX, MINORS_MAX } from './rules/draft';
import { hasOpenSlot } from './rules/helpers';

const size = (z: Zone<string> | Zone<Signed>) => z.n ?? z.cards.length;

export function invariants(s: GmState): string[] {
  const out: string[] = [];
  const zones: (Zone<string> | Zone<Signed>)[] = [s.deck, s.discard];
  s.gms.forEach((g, m) => {
    zones.push(g.hand, g.pick, g.roster, g.minors);
    if (s.phase === 'choose') return;
    const tokens = [...g.roster.cards, ...g.minors.cards].reduce((n, c) => n + c.paid, 0);
    // Money is a closed system: uncommitted money plus every token equals the budget.
    if (g.cash < 0) out.push(`GM ${m}: negative money ${g.cash}`);
    if (g.cash + tokens !== g.budget)
      out.push(`GM ${m}: money ${g.cash} + tokens ${tokens} is not the budget ${g.budget}`);
    if (size(g.roster) > ROSTER_MAX) out.push(`GM ${m}: ${size(g.roster)} on the Active Roster`);
    if (size(g.minors) > MINORS_MAX) out.push(`GM ${m}: ${size(g.minors)} in the Minor Leagues`);
    if (g.pool.length > 0 && !hasOpenSlot(g))
      out.push(`GM ${m}: ${g.pool.length} dice unassigned with no open slot`);
    if (g.pool.length > 0 && s.phase !== 'team') out.push(`GM ${m}: team dice left after §2`);
    for (const c of [...g.roster.cards, ...g.minors.cards]) {
      if (c.dice.length !== player(c.id).slots.length) out.push(`GM ${m}: ${c.id} has wrong slots`);
    }
    for (const c of g.minors.cards)
      if (!player(c.id).prospect)
        out.push(`GM ${m}: ${c.id} is in the Minor Leagues but no prospect`);
    if (s.phase === 'arb' && g.roster.cards.some((c) => c.dice.some((d) => d !== null)))
      out.push(`GM ${m}: dice left on a player after scoring`);
  });
  if (s.phase === 'league' && s.tray.length > 0 && (s.picker < 0 || s.picker >= s.seats))
    out.push('no GM to pick from the Stadium');
  // Every player card is in exactly one zone.
  const seen = new Map<string, number>();
  let n = 0;
  for (const z of zones) {
    n += size(z);
    for (const c of z.cards) seen.set(cardId(c), (seen.get(cardId(c)) ?? 0) + 1);
  }
  if (n !== PLAYER_IDS.length)
    out.push(`${n} player cards in zones, expected ${PLAYER_IDS.length}`);
  for (const [c, k] of seen) if (k > 1) out.push(`${c} is in ${k} places`);
  return out;
}
