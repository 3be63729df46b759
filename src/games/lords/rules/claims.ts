/**
 * The Phenom grace check and Phenom claims (LoB 8.1, 8.2, 8.5 NOTE). At the end of each
 * in-season phase, a farm still over its Phenom cap two phases after going over (`graceExpired`)
 * cuts the Phenoms above the cap (a Utility fills each spot). Each cut Phenom is offered to
 * the other owners in turn, clockwise from the cutting club: an owner whose farm may hold
 * another Phenom claims him or not (public; $500 paid to the bank at once, and no backing
 * out). One claimant signs him; two or more bid a bonus secretly (a `secret` step; $0 is a
 * bid), the high bid wins, ties roll off with the front office DRM (each roll in its window,
 * rollOff.ts), and the winner pays his bonus. Nobody: the Phenom leaves the game. Then the
 * phase's payouts begin (6.1).
 */
import { hidden } from '../../../engine/hidden';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { moneyArg } from '../money';
import type { LordsState, Owner } from '../state';
import { graceExpired, phenomCap, trackPhenomCap } from './farm';
import { payInSeason } from './loans';
import { addFarm, cash, clockwise, ownerAt, pay, withOwner } from './owner';
import { topBidders } from './retirement';
import { rollOff } from './rollOff';
import { rememberBids } from './freeAgency';
import { editOwner, editState } from './copy';

/** The fee to claim a cut Phenom, which is also the cost to bid when several claim (LoB 8.2). */
export const CLAIM_FEE = 500;

const noBids = (s: LordsState) => s.owners.map((_, k) => hidden<number | null>([k], null, null));

/** Whether an owner's farm may take one more Phenom in place of a Utility (LoB 8.2, A17). */
export const mayClaim = (o: Owner): boolean =>
  o.team !== null && o.farm.phenom < phenomCap(o.fs) && o.farm.utility > 1;

/** The payouts of the phase that just ended, in turn order from the starter (LoB 6.1). */
const toPayout = (s: LordsState): LordsState =>
  editState(s, {
    step: 'payout',
    claims: [],
    bids: noBids(s),
    waiting: s.owners.map((_, k) => (s.starter + k) % s.seats),
  });

/**
 * The grace check at the end of an in-season phase (LoB 8.1, 8.5 NOTE): each farm whose grace
 * has run out cuts its Phenoms above the cap, and the claims on them open; with none, the
 * payouts begin.
 */
export function phenomGraceCheck(s: LordsState, ctx: RulesCtx): LordsState {
  let next = s;
  const claims: { from: SeatId; claimants: SeatId[]; bidding: boolean }[] = [];
  s.owners.forEach((o, k) => {
    if (!graceExpired(o, s.phaseIndex)) return;
    const n = o.farm.phenom - phenomCap(o.fs);
    const farm = addFarm(addFarm(o.farm, 'phenom', -n), 'utility', n);
    ctx.log('lords.phenomCut', { seat: k, n });
    next = withOwner(next, k, editOwner(o, { farm, overCapSince: null }));
    for (let i = 0; i < n; i++) claims.push({ from: k, claimants: [], bidding: false });
  });
  return openClaim(editState(next, { claims }));
}

/** Offers the first cut Phenom to the owners who may claim him, or moves on. */
function openClaim(s: LordsState): LordsState {
  const c = s.claims[0];
  if (c === undefined) return toPayout(s);
  const asked = clockwise(c.from, s.seats)
    .slice(1)
    .filter((k) => mayClaim(ownerAt(s, k)));
  if (asked.length === 0) return openClaim(editState(s, { claims: s.claims.slice(1) }));
  return editState(s, { step: 'claims', waiting: asked });
}

/** An owner claims the cut Phenom or lets him go (LoB 8.2): a claim costs $500 at once. */
export function answerClaim(
  s: LordsState,
  seat: SeatId,
  claim: boolean,
  ctx: RulesCtx,
): LordsState {
  const c = s.claims[0];
  must(
    s.step === 'claims' && c !== undefined && !c.bidding && s.waiting[0] === seat,
    'not-your-claim',
    '8.2',
  );
  let next = s;
  let claimants = c.claimants;
  if (claim) {
    next = withOwner(s, seat, pay(ownerAt(s, seat), CLAIM_FEE, '8.2'));
    claimants = [...claimants, seat];
    ctx.log('lords.claim', { seat });
  }
  const waiting = s.waiting.slice(1);
  next = editState(next, { waiting, claims: [{ ...c, claimants }, ...s.claims.slice(1)] });
  if (waiting.length > 0) return next;
  if (claimants.length === 0) {
    ctx.log('lords.phenomGone', { seat: c.from });
    return openClaim(editState(next, { claims: s.claims.slice(1) }));
  }
  if (claimants.length === 1) return sign(next, claimants[0] ?? seat, 0, ctx);
  // Two or more: each writes a bonus secretly (LoB 8.2).
  return editState(next, {
    waiting: claimants,
    bids: noBids(s),
    claims: [{ ...c, claimants, bidding: true }, ...s.claims.slice(1)],
  });
}

/** A secret signing bonus for the claimed Phenom (LoB 8.2): $0 or more, up to the cash. */
export function claimBid(s: LordsState, seat: SeatId, amount: number, ctx: RulesCtx): LordsState {
  const c = s.claims[0];
  must(
    s.step === 'claims' && c !== undefined && c.bidding && s.waiting.includes(seat),
    'not-waiting',
    '8.2',
  );
  must(
    Number.isInteger(amount) && amount >= 0 && amount % 500 === 0,
    'bad-bid',
    '8.2',
    'whole $500s',
  );
  must(amount <= cash(ownerAt(s, seat)), 'cannot-afford', '8.2');
  const bids = s.bids.slice();
  bids[seat] = hidden<number | null>([seat], amount, null);
  const waiting = s.waiting.filter((k) => k !== seat);
  const next = editState(s, { bids, waiting });
  if (waiting.length > 0) return next;
  // All bonuses are in: revealed together; a $0 bonus is a bid (only claimants bid).
  const amounts = bonuses(next);
  ctx.log('lords.claimBids', { bids: amounts.map((a) => a ?? '-').join('/') });
  const after = editState(next, { lastBids: rememberBids(s, amounts, 'claim') });
  const top = topBidders(amounts);
  must(top.length > 0, 'no-claimant', '8.2');
  return top.length > 1
    ? rollOff(after, 'claimTie', [top], ctx, claimSigned)
    : claimSigned(after, top, ctx);
}

/** The claimants' revealed bonuses by seat (null: not a claimant). */
const bonuses = (s: LordsState) =>
  s.owners.map((_, k) => (s.claims[0]?.claimants.includes(k) ? (s.bids[k]?.value ?? 0) : null));

/** The first of `order` (the high bonus, its roll-off settled) signs the Phenom (LoB 8.2). */
export function claimSigned(s: LordsState, order: readonly SeatId[], ctx: RulesCtx): LordsState {
  const winner = order[0];
  must(winner !== undefined, 'no-claimant', '8.2');
  return sign(s, winner, bonuses(s)[winner] ?? 0, ctx);
}

/** The claimant signs the Phenom: his bonus is paid and a Utility makes room (LoB 8.2). */
function sign(s: LordsState, seat: SeatId, bonus: number, ctx: RulesCtx): LordsState {
  const o = ownerAt(s, seat);
  const paid = bonus > 0 ? payInSeason(o, bonus, s.phaseIndex) : o;
  const farm = addFarm(addFarm(paid.farm, 'utility', -1), 'phenom', 1);
  ctx.log('lords.claimed', { seat, bonus: moneyArg(bonus) });
  const next = withOwner(s, seat, trackPhenomCap(editOwner(paid, { farm }), s.phaseIndex));
  return openClaim(editState(next, { bids: noBids(s), claims: s.claims.slice(1) }));
}
