/**
 * Invariants of a Lords of Baseball state, for tests and the fuzzer: rosters whole between
 * phases (LoB 2.4.1), money never negative (2.5.5 finances every cost), at most the two loan
 * slots (2.5), per-target limits (5.6.2), media caps (3.1.1), no farm over its Phenom cap past
 * its grace (8.1, 8.5; rules version 3), VP parts adding up to the total (version 4), and every action card exactly once somewhere (cards
 * conserved).
 */
import { zoneProblems } from '../../engine/zones';
import { DECK_IDS } from './content/deck';
import { graceProblems } from './rules/farm';
import { mediaCap } from './rules/media';
import { rosterProblems } from './rules/roster';
import { rulesBefore, type LordsState } from './state';

const sorted = (xs: readonly string[]) => xs.slice().sort();

/** Every action card's place: deck, discard, hands, promotional discards, a Cycle draw. */
export function actionCardsInPlay(s: LordsState): string[] {
  return [
    ...s.deck.cards,
    ...s.discard.cards,
    ...s.owners.flatMap((o) => [...o.hand.cards, ...o.promo.cards]),
    ...(s.cycle ? s.cycle.cards.cards : []),
  ];
}

/** Names of broken invariants; empty when all hold. */
export function invariants(s: LordsState): string[] {
  const broken: string[] = [];
  const settled = s.step !== 'setup' && s.window === null && s.effects === null && s.cut === null;
  s.owners.forEach((o, k) => {
    if (settled && o.team !== null)
      for (const p of rosterProblems(o)) broken.push(`roster ${k}: ${p}`);
    if (o.money.value < 0) broken.push(`money ${k} negative`);
    if (![0, 5_000].includes(o.loans.small) || ![0, 5_000, 10_000].includes(o.loans.large))
      broken.push(`loans ${k}`);
    if (o.against.events > 1 || o.against.ops > 2) broken.push(`limits ${k}`);
    if (o.media < 0 || o.media > mediaCap(o.fo)) broken.push(`media ${k}`);
    if (o.team !== null && !rulesBefore(s, 3))
      for (const p of graceProblems(o, s.phaseIndex, s.step === 'season'))
        broken.push(`farm ${k}: ${p}`);
    // Rules version 4: the VP kept by source add up to the total (the results' breakdown).
    if (!rulesBefore(s, 4)) {
      const parts = Object.values(o.vpParts ?? {}).reduce((a, b) => a + b, 0);
      if (parts !== o.vp) broken.push(`vp parts ${k}: ${parts} for ${o.vp}`);
    }
    for (const z of [o.hand, o.promo])
      for (const p of zoneProblems(z)) broken.push(`zone ${k}: ${p}`);
  });
  const all = sorted(actionCardsInPlay(s));
  const want = sorted(DECK_IDS);
  if (all.length !== want.length || all.some((c, i) => c !== want[i]))
    broken.push('cards-conserved');
  return broken;
}
