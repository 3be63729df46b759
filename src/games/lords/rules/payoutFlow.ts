/**
 * The end of an in-season phase (LoB 6.1, 2.5.1, 7.3): in turn order each owner rolls on the
 * Payout Chart (card DRMs first, media may change the roll), collects the money and the media
 * bonus, pays his loan interest and may buy up to 3 media; then the next phase begins on the
 * left of the last owner to pass (5.1, A4), or the year's end steps begin after the late season.
 */
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { moneyArg } from '../money';
import { rulesBefore, type LordsState } from '../state';
import { eiRule, interestPercent } from './extraInnings';
import { interestDue, payInSeason } from './loans';
import { buyMedia } from './media';
import { startPhase } from './opening';
import { addMoney, ownerAt, withOwner } from './owner';
import { payout } from './payout';
import { sayMoney } from './playLog';
import { starterAfter } from './order';
import { openRoll } from './windows';
import { startLeftovers } from './yearEnd';
import { editOwner, editState } from './copy';

/** The owner first in line rolls for his payout. */
export function rollPayout(s: LordsState, seat: SeatId, ctx: RulesCtx): LordsState {
  must(s.step === 'payout' && s.window === null && s.waiting[0] === seat, 'not-your-roll', '6.1');
  return openRoll(s, { k: 'payout', seat }, seat, ctx.rng);
}

/** The payout roll is final: money, media bonus, interest; then his media purchase. */
export function payoutRolled(
  s: LordsState,
  seat: SeatId,
  value: number,
  ctx: RulesCtx,
): LordsState {
  const o = ownerAt(s, seat);
  // 12.1: Extra Innings may raise every payout or change the interest rate.
  const bonus = eiRule(s, 'payoutBonus')?.amount ?? 0;
  const money = payout(value + o.drm.payout, o.media > 0, o.nationalMedia) + bonus;
  const interest = interestDue(o.loans, interestPercent(s));
  // 2.3.2: under hidden money the table reads the roll, its owner the cash (rules version 4:
  // the result moment keeps the public lines, so an older game keeps the line it had).
  sayMoney(
    ctx,
    rulesBefore(s, 4) ? editOwner(o, { money: { ...o.money, $hidden: 'all' } }) : o,
    seat,
    {
      msg: 'lords.payout',
      args: { seat, roll: value, money: moneyArg(money), interest: moneyArg(interest) },
    },
    { msg: 'lords.payoutHidden', args: { seat, roll: value } },
  );
  const paid = payInSeason(addMoney(o, money), interest, s.phaseIndex);
  const next = withOwner(s, seat, editOwner(paid, { drm: { ...paid.drm, payout: 0 } }));
  return editState(next, { window: null, step: 'media' });
}

/** Buys media at the payout (LoB 7.3): 0 to 3 cubes; then the next owner rolls. */
export function payoutMedia(s: LordsState, seat: SeatId, n: number, ctx: RulesCtx): LordsState {
  must(s.step === 'media' && s.waiting[0] === seat, 'not-your-turn', '7.3');
  const o = n === 0 ? ownerAt(s, seat) : buyMedia(ownerAt(s, seat), n);
  if (n > 0) ctx.log('lords.buyMedia', { seat, n });
  const next = editState(withOwner(s, seat, o), { waiting: s.waiting.slice(1) });
  if (next.waiting.length > 0) return editState(next, { step: 'payout' });
  return afterPayouts(next, ctx);
}

/** Every owner has been paid: the next phase, or the year's end (LoB 5.1, 6.2). */
function afterPayouts(s: LordsState, ctx: RulesCtx): LordsState {
  const starter = starterAfter(s.lastPasser ?? s.starter, s.seats);
  const cleared = editState(s, { lastPasser: null });
  if (s.strike || s.phase === 'ls') return startLeftovers(cleared);
  return startPhase(cleared, s.phase === 'es' ? 'ms' : 'ls', starter, ctx);
}
