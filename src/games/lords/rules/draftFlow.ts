/**
 * The amateur draft in the flow (LoB 6.2.6, A5: after free agency, before the upgrades): in
 * seat order each owner makes his rolls on the year's draft card, each through a media window
 * (7.3); an owner with no roll to make (he traded his pick) takes the result of a 1 at once.
 */
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { DRAFT_CARDS } from '../content/draft';
import type { LordsState } from '../state';
import { draftFromRolls, rollsNeeded } from './draft';
import { ownerAt, withOwner } from './owner';
import { openRoll } from './windows';
import { editOwner, editState } from './copy';

const card = (s: LordsState) => DRAFT_CARDS.find((c) => c.id === s.draftCard.cards[0]);

/** The owner first in line makes his next draft roll. */
export function rollDraft(s: LordsState, seat: SeatId, ctx: RulesCtx): LordsState {
  must(s.step === 'draft' && s.window === null && s.waiting[0] === seat, 'not-your-roll', '6.2.6');
  return openRoll(s, { k: 'draft', seat }, seat, ctx.rng);
}

/** A draft roll is final: wait for the owner's next roll, or sign his draftees. */
export function draftRolled(s: LordsState, seat: SeatId, value: number, ctx: RulesCtx): LordsState {
  const rolls = [...s.tieRolls, value];
  const next = editState(s, { window: null });
  if (rolls.length < rollsNeeded(ownerAt(s, seat), seat))
    return editState(next, { tieRolls: rolls });
  return finishOwner(editState(next, { tieRolls: [] }), seat, rolls, ctx);
}

function finishOwner(
  s: LordsState,
  seat: SeatId,
  rolls: readonly number[],
  ctx: RulesCtx,
): LordsState {
  const c = card(s);
  const o = ownerAt(s, seat);
  const after = c ? draftFromRolls(o, seat, c, rolls) : editOwner(o, { picks: [seat] });
  ctx.log('lords.drafted', { seat, rolls: rolls.join('/') });
  return skipRollless(editState(withOwner(s, seat, after), { waiting: s.waiting.slice(1) }), ctx);
}

/** Owners with no roll to make draft at once; the step ends when nobody is left. */
export function skipRollless(s: LordsState, ctx: RulesCtx): LordsState {
  const seat = s.waiting[0];
  if (seat === undefined)
    return editState(s, { step: 'upgrades', waiting: s.owners.map((_, k) => k) });
  if (rollsNeeded(ownerAt(s, seat), seat) > 0) return s;
  return finishOwner(s, seat, [], ctx);
}
