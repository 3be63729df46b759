/**
 * Farm promotion attempts in the flow (LoB 5.3.9, 7.1.4, 8.3, 8.4, A14, A15): one attempt of
 * each kind a phase, as the turn's action in-season and at the owner's upgrades in the
 * regular off-season (the off-season counts as a phase). Each roll costs $500 (the 3★ front
 * office's first roll of the phase is free) plus $500 per +1 DRM bought (at most +3), and goes
 * through a media window. After each roll the owner keeps the result or, while he has rolls
 * left (FS★ in all), rolls again, giving the earlier result up. Keeping resolves it: a Phenom
 * joins the majors at the chart's level (the club, at 26, cuts a player of its owner's
 * choice: cuts.ts) or busts; a Prospect becomes a Phenom, stays or washes out.
 */
import { ref } from '../../../engine/messages';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { eiRule } from './extraInnings';
import type { LordsState, Owner } from '../state';
import { ML_SIZE } from '../types';
import { mayRollAgain, resolvePhenom, resolveProspect, rollPrice, trackPhenomCap } from './farm';
import { oweCuts } from './cuts';
import { mlTotal, ownerAt, withOwner } from './owner';
import { payInSeason } from './loans';
import { checkActive, endTurn } from './turn';
import { openRoll } from './windows';
import { editOwner, editState } from './copy';

/**
 * The off-season's attempts (LoB 7.1.4): the owner first in line at the upgrades (7.1, in
 * seat order, offseasonFlow.ts), nothing else open.
 */
function checkUpgrading(s: LordsState, seat: SeatId): void {
  must(s.waiting[0] === seat, 'not-your-turn', '7.1');
  must(s.window === null, 'window-open', '7.3', 'answer the open window first');
  must(s.cut === null, 'cut-due', '2.4.1', 'a club over 25 cuts first');
}

/** Starts an attempt (the turn's action, or at the off-season's upgrades) or rolls again. */
export function promoteRoll(
  s: LordsState,
  seat: SeatId,
  kind: 'phenom' | 'prospect',
  drm: number,
  ctx: RulesCtx,
): LordsState {
  const p = s.promotion;
  if (p === null) {
    const off = s.step === 'upgrades';
    if (off) checkUpgrading(s, seat);
    else checkActive(s, seat);
    const o = ownerAt(s, seat);
    must(!o.tried[kind], 'one-attempt-a-phase', '5.3.9');
    must(
      kind === 'phenom' ? o.farm.phenom > 0 : o.farm.prospect > 0,
      `no-${kind}`,
      kind === 'phenom' ? '8.3' : '8.4',
    );
    // 7.1.4: a Utility made a Prospect this off-season may not try for Phenom in it.
    if (off && kind === 'prospect')
      must(
        o.farm.prospect > o.upgrades.utilityToProspect,
        'new-prospect',
        '7.1.4',
        'a Prospect made this off-season waits for the next',
      );
  } else {
    must(p.seat === seat && p.kind === kind && s.window === null, 'not-your-attempt', '8.3');
    must(mayRollAgain(ownerAt(s, seat).fs, p.rolls), 'no-rolls-left', '8.3', 'at most FS★ rolls');
  }
  const o = ownerAt(s, seat);
  const free = o.fo === 3 && !o.tried.freeRoll;
  // 12.1: an Extra Innings card may lower the roll fee.
  const price = rollPrice(drm, free, eiRule(s, 'promotionFee')?.amount);
  must(o.money.value >= price, 'cannot-afford', '8.3');
  const paid: Owner = editOwner(payInSeason(o, price, s.phaseIndex), {
    tried: {
      phenom: o.tried.phenom,
      prospect: o.tried.prospect,
      freeRoll: o.tried.freeRoll || free,
    },
  });
  const rolls = (p?.rolls ?? 0) + 1;
  const next = editState(withOwner(s, seat, paid), {
    promotion: { seat, kind, modified: null, rolls },
  });
  return openRoll(next, { k: kind, seat, drm, rollsLeft: o.fs - rolls }, seat, ctx.rng);
}

/** A promotion roll is final: its result waits for keep or re-roll. */
export function promotionRolled(s: LordsState, value: number, drm: number): LordsState {
  const p = s.promotion;
  must(p !== null, 'no-attempt', '8.3');
  const promotion = { seat: p.seat, kind: p.kind, modified: value + drm, rolls: p.rolls };
  return editState(s, { window: null, promotion });
}

/** Keeps the last roll: the attempt resolves and the turn ends (LoB 8.3, 8.4). */
export function keepPromotion(s: LordsState, seat: SeatId, ctx: RulesCtx): LordsState {
  const p = s.promotion;
  must(
    p !== null && p.seat === seat && p.modified !== null && s.window === null,
    'no-result-to-keep',
    '8.3',
  );
  const o = ownerAt(s, seat);
  const result =
    p.kind === 'phenom' ? resolvePhenom(o, p.modified, null) : resolveProspect(o, p.modified);
  ctx.log('lords.promotion', {
    seat,
    kind: ref(`lords.kind.${p.kind}`),
    modified: p.modified,
  });
  const tried = {
    phenom: p.kind === 'phenom' || result.tried.phenom,
    prospect: p.kind === 'prospect' || result.tried.prospect,
    freeRoll: result.tried.freeRoll,
  };
  const after = trackPhenomCap(editOwner(result, { tried }), s.phaseIndex);
  // 8.3: a Phenom who made the majors leaves the club at 26: it cuts a player of its choice.
  const over = mlTotal(after.ml) - ML_SIZE;
  const next = oweCuts(editState(withOwner(s, seat, after), { promotion: null }), [
    { seat, n: Math.max(0, over), why: 'phenom', signed: null },
  ]);
  // 7.1.4: in the off-season the owner goes on with his upgrades; in-season it was his turn.
  return s.step === 'upgrades' ? next : endTurn(next, seat);
}
