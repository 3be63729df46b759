/**
 * Free agency (LoB 6.2.4b, A24): each free agent of the coming season is auctioned in turn by
 * blind bids, every owner at once (a `secret` step; each bid is a Hidden value seen by its
 * bidder only until all are in). A bid of 0 is no bid. The high bid wins, ties roll off with
 * the front office DRM; the bid is the player's salary for the season (a Contract) and the
 * winner cuts a player of his choice to make room (a `cut` prompt). No bid: he leaves the game.
 */
import { hidden } from '../../../engine/hidden';
import { ref } from '../../../engine/messages';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { moneyArg } from '../money';
import type { LastBids, LordsState } from '../state';
import type { BySeat } from '../types';
import { addMl, cash, clockwise, ownerAt, withOwner } from './owner';
import { topBidders } from './retirement';
import { rollOff } from './rollOff';
import { editOwner, editState } from './copy';

/** Agents on the market this off-season. */
const market = (s: LordsState) => s.freeAgents.filter((a) => a.year === s.year);

const noBids = (s: LordsState) => s.owners.map((_, k) => hidden<number | null>([k], null, null));

/** Opens bidding on the next free agent, or ends free agency (next: the draft). */
export function nextAuction(s: LordsState): LordsState {
  if (market(s).length === 0)
    return editState(s, { step: 'draft', waiting: clockwise(0, s.seats) });
  return editState(s, { step: 'freeAgency', waiting: clockwise(0, s.seats), bids: noBids(s) });
}

/** A blind bid on the free agent up for auction (LoB 6.2.4b): at most the bidder's cash. */
export function placeBid(s: LordsState, seat: SeatId, amount: number, ctx: RulesCtx): LordsState {
  must(s.step === 'freeAgency' && s.waiting.includes(seat), 'not-waiting', '6.2.4b');
  must(
    Number.isInteger(amount) && amount >= 0 && amount % 500 === 0,
    'bad-bid',
    '6.2.4b',
    'whole $500s',
  );
  must(amount <= cash(ownerAt(s, seat)), 'cannot-afford', '6.2.4b');
  const bids = s.bids.slice();
  bids[seat] = hidden<number | null>([seat], amount, null);
  const waiting = s.waiting.filter((k) => k !== seat);
  const next = editState(s, { bids, waiting });
  return waiting.length > 0 ? next : settleAuction(next, ctx);
}

/** The revealed bids above $0 become each bidder's last bid of that kind (for the board). */
export function rememberBids(
  s: LordsState,
  amounts: readonly (number | null)[],
  kind: keyof LastBids,
): BySeat<LastBids> {
  return s.owners.map((_, k) => {
    const before = s.lastBids?.[k] ?? {};
    const a = amounts[k];
    return a !== null && a !== undefined && a > 0 ? { ...before, [kind]: a } : before;
  });
}

/** All bids are in: they are revealed; a tie of high bids rolls off (FO DRM, 8.2, A24). */
function settleAuction(s: LordsState, ctx: RulesCtx): LordsState {
  const agent = market(s)[0];
  must(agent !== undefined, 'no-free-agent', '6.2.4b');
  const amounts = bidAmounts(s);
  ctx.log('lords.bids', {
    type: ref(`lords.type.${agent.type}`),
    bids: amounts.map((a) => a ?? 0).join('/'),
  });
  const next = editState(s, { waiting: [], lastBids: rememberBids(s, amounts, agent.type) });
  const top = topBidders(amounts);
  return top.length > 1
    ? rollOff(next, 'bidTie', [top], ctx, agentSigned)
    : agentSigned(next, top, ctx);
}

const bidAmounts = (s: LordsState) =>
  s.bids.map((b) => (b.value === null || b.value === 0 ? null : b.value));

/** The free agent signs with the first of `order` (its high bidder), or leaves the game. */
export function agentSigned(s: LordsState, order: readonly SeatId[], ctx: RulesCtx): LordsState {
  const agent = market(s)[0];
  must(agent !== undefined, 'no-free-agent', '6.2.4b');
  const winner = order[0] ?? null;
  const amounts = bidAmounts(s);
  const i = s.freeAgents.indexOf(agent);
  let next: LordsState = editState(s, {
    freeAgents: s.freeAgents.filter((_, k) => k !== i),
    bids: noBids(s),
  });
  if (winner !== null) {
    const o = ownerAt(next, winner);
    const bid = amounts[winner] ?? 0;
    const ml = addMl(o.ml, agent.type, 1);
    const contracts = [...o.contracts, { type: agent.type, salary: bid, year: s.year }];
    ctx.log('lords.signed', {
      seat: winner,
      type: ref(`lords.type.${agent.type}`),
      salary: moneyArg(bid),
    });
    next = withOwner(next, winner, editOwner(o, { ml, contracts }));
    // A24: the winner cuts a player of his choice to stay at 25.
    return editState(next, {
      waiting: [],
      cut: { seat: winner, n: 1, why: 'agent', signed: agent.type },
    });
  }
  ctx.log('lords.unsigned', { type: ref(`lords.type.${agent.type}`) });
  return nextAuction(next);
}
