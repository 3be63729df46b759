/** Broken invariants, for the fuzzer and the property tests. */
import { zoneProblems } from '../../engine/zones';
import { freeAgentIds, isFreeAgent } from './content';
import type { HlState, Side } from './state';
import type { Expansion } from './types';

const sorted = (xs: readonly string[]) => xs.slice().sort().join();
const held = (sd: Side): string[] => [
  ...sd.lineup.cards,
  ...sd.hand.cards,
  ...sd.onDeck.cards,
  ...sd.inPlay.cards,
  ...sd.dugout.cards,
  ...sd.pick.cards,
];

export function invariants(s: HlState): string[] {
  const out: string[] = [];
  const faCards: string[] = [...s.fa.cards, ...s.row.cards];
  s.sides.forEach((sd, i) => {
    const zones = [sd.lineup, sd.hand, sd.onDeck, sd.inPlay, sd.dugout, sd.minors, sd.out, sd.pick];
    for (const z of zones) out.push(...zoneProblems(z).map((p) => `side ${i}: ${p}`));
    const waiting = s.pending?.k === 'minors' && s.pending.side === i;
    if (sd.seat !== null) {
      // LES MINORS LEAGUES: "un roster à 15 joueurs, pas plus, pas moins".
      if (sd.roster.length !== (waiting ? 14 : 15))
        out.push(`side ${i}: roster of ${sd.roster.length}`);
      if (sorted(held(sd)) !== sorted(sd.roster))
        out.push(`side ${i}: cards held differ from the roster`);
      faCards.push(...[...sd.roster, ...sd.minors.cards, ...sd.out.cards].filter(isFreeAgent));
    } else {
      if (held(sd).length !== 15) out.push(`side ${i}: the AI holds ${held(sd).length} cards`);
      faCards.push(...held(sd), ...sd.out.cards);
    }
    if (sd.onDeck.cards.length > 1) out.push(`side ${i}: more than one On Deck card`);
    if (sd.bases.length !== 3) out.push(`side ${i}: ${sd.bases.length} bases`);
    const onBase = sd.bases.filter((b) => b).length;
    const t = sd.tally;
    if (t.placed !== onBase + t.crossed + t.removed)
      out.push(
        `side ${i}: batters placed ${t.placed} ≠ on base ${onBase} + crossed ${t.crossed} + removed ${t.removed}`,
      );
    if (sd.runs !== t.crossed)
      out.push(`side ${i}: runs ${sd.runs} ≠ runners who crossed home ${t.crossed}`);
    if (
      s.phase === 'play' &&
      s.game.players.includes(i) &&
      s.game.extra === 0 &&
      sd.seat !== null
    ) {
      if (sd.hand.cards.length !== 6 - sd.played)
        out.push(`side ${i}: hand of ${sd.hand.cards.length} after ${sd.played} cards`);
    }
  });
  if (sorted(faCards) !== sorted(freeAgentIds(s.opt.expansions as Expansion[])))
    out.push('Free Agent cards not conserved');
  if (s.row.cards.length > 6 || (s.fa.cards.length > 0 && s.row.cards.length !== 6))
    out.push(`Buy Row of ${s.row.cards.length}`);
  out.push(...zoneProblems(s.fa), ...zoneProblems(s.row));
  return out;
}
