/**
 * Retirement rolls in the flow (LoB 6.2.4, A6): each owner in turn rolls on the Retirement
 * chart with his front office DRM and card DRMs; media may change the roll. Superstars and
 * All-Stars named go to free agency for the coming off-season, Regulars retire, payments are
 * made; holes are filled at once by Utility players as Journeymen (2.4.3; a Phenom call-up
 * remains open in the off-season, 7.1.4). Then the year's Amateur Draft card is drawn (6.2.6)
 * and the next off-season opens with free agency (A5).
 */
import { drawTop, putBottom, withCards } from '../../../engine/zones';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { FO_DRM } from '../content/charts';
import { DRAFT_CARDS } from '../content/draft';
import type { LordsState } from '../state';
import { payInSeason } from './loans';
import { ownerAt, withOwner } from './owner';
import { applyRetirement } from './retirement';
import { normaliseRosters } from './roster';
import { openRoll } from './windows';
import { nextAuction } from './freeAgency';
import { newYear } from './offseasonFlow';
import { editOwner, editState } from './copy';

/** The owner first in line rolls for retirement. */
export function rollRetirement(s: LordsState, seat: SeatId, ctx: RulesCtx): LordsState {
  must(
    s.step === 'retirement' && s.window === null && s.waiting[0] === seat,
    'not-your-roll',
    '6.2.4',
  );
  return openRoll(s, { k: 'retirement', seat }, seat, ctx.rng);
}

/** The retirement roll is final: apply the chart's row with its exemptions (decision). */
export function retirementRolled(
  s: LordsState,
  seat: SeatId,
  value: number,
  ctx: RulesCtx,
): LordsState {
  const o = ownerAt(s, seat);
  const modified = value + FO_DRM[o.fo] + o.drm.retire;
  const signed = o.contracts.filter((c) => c.year === s.year);
  const out = applyRetirement(
    o.ml,
    modified,
    signed.filter((c) => c.type === 'ss').length,
    signed.filter((c) => c.type === 'as').length,
  );
  ctx.log('lords.retire', {
    seat,
    roll: value,
    modified,
    retired: out.retired,
    fa: out.toFreeAgency.length,
  });
  const paid = payInSeason(
    editOwner(o, { ml: out.ml, drm: { ...o.drm, retire: 0 } }),
    out.pay,
    s.phaseIndex,
  );
  const [filled] = normaliseRosters(paid);
  const agents = out.toFreeAgency.map((type) => ({ type, from: seat, year: s.year + 1 }));
  const next = editState(withOwner(s, seat, filled), {
    window: null,
    freeAgents: [...s.freeAgents, ...agents],
  });
  const waiting = s.waiting.slice(1);
  return waiting.length > 0
    ? editState(next, { waiting })
    : drawDraftCard(editState(next, { waiting }), ctx);
}

/** The year's Amateur Draft card is turned face up, last year's going under (6.2.6). */
function drawDraftCard(s: LordsState, ctx: RulesCtx): LordsState {
  const [top, draftDeck] = drawTop(putBottom(s.draftDeck, s.draftCard.cards), 1);
  const card = top[0];
  // The card by its printed title (a name, kept as printed in every language).
  const title = DRAFT_CARDS.find((c) => c.id === card)?.title;
  if (card !== undefined) ctx.log('lords.draftCard', { card: title ?? card });
  const draftCard = withCards(s.draftCard, card === undefined ? [] : [card]);
  return nextAuction(
    newYear(editState(s, { draftDeck, draftCard, year: s.year + 1, waiting: [] }), ctx),
  );
}
