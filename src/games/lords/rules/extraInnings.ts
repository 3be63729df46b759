/**
 * The Extra Innings expansion (LoB 12.1): one card, drawn face up before set-up, changes one
 * rule for the whole table; with the option 'reshuffle' it goes back into its deck at each
 * regular off-season and a new one is drawn. The rules that a card changes ask here for
 * their number (payoutFlow, loans, promoteFlow, cycle, opening, yearEnd, offseason).
 */
import type { RulesCtx } from '../../../engine/types';
import { drawTop, putTop, shuffleZone, withCards } from '../../../engine/zones';
import { INTEREST_PERCENT } from '../content/charts';
import { EXTRA_INNINGS_CARDS } from '../content/expansions';
import type { LordsState } from '../state';
import type { ExtraInningsCard, ExtraInningsRule } from '../types';
import { editState } from './copy';

/** The Extra Innings card in play, if any. */
export function extraInningsCard(s: Pick<LordsState, 'extraInnings'>): ExtraInningsCard | null {
  const id = s.extraInnings.cards[0];
  return EXTRA_INNINGS_CARDS.find((c) => c.id === id) ?? null;
}

/** The rule of the card in play when it is of kind `k`. */
export function eiRule<K extends ExtraInningsRule['k']>(
  s: Pick<LordsState, 'extraInnings'>,
  k: K,
): Extract<ExtraInningsRule, { k: K }> | null {
  const rule = extraInningsCard(s)?.rule;
  return rule !== undefined && rule.k === k ? (rule as Extract<ExtraInningsRule, { k: K }>) : null;
}

/** Draws the top Extra Innings card face up (LoB 12.1: "reveal the card and its ability"). */
export function drawExtraInnings(s: LordsState, ctx: RulesCtx): LordsState {
  const [top, eiDeck] = drawTop(s.eiDeck, 1);
  const id = top[0];
  const card = EXTRA_INNINGS_CARDS.find((c) => c.id === id);
  if (id === undefined || card === undefined) return s;
  ctx.log('lords.extraInnings', { card: card.title });
  return editState(s, { eiDeck, extraInnings: withCards(s.extraInnings, [id]) });
}

/**
 * A regular off-season with the option 'reshuffle' (LoB 12.1 "shuffle and replace extra
 * innings cards during each off season"): the card in play goes back, the deck is shuffled
 * and the top card is drawn (it may be the same one).
 */
export function replaceExtraInnings(s: LordsState, ctx: RulesCtx): LordsState {
  if (s.opts.extraInnings !== 'reshuffle') return s;
  const eiDeck = shuffleZone(putTop(s.eiDeck, s.extraInnings.cards), ctx.rng);
  return drawExtraInnings(
    editState(s, { eiDeck, extraInnings: withCards(s.extraInnings, []) }),
    ctx,
  );
}

/** The loan interest rate in force (LoB 2.5.1: 10%; an Extra Innings card may change it). */
export const interestPercent = (s: Pick<LordsState, 'extraInnings'>): number =>
  eiRule(s, 'interest')?.percent ?? INTEREST_PERCENT;
