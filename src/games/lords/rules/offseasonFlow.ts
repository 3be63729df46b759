/**
 * The regular off-season in the flow (LoB 7.0-7.3, A5): the new year's deal of 9 (kept cards
 * stay), money hidden again (2.3.2), then - after free agency and the draft - each owner's
 * upgrades and downgrades in seat order (public, so in turn; farm promotion attempts among
 * them, 7.1.4, promoteFlow.ts), salaries, media purchases, and
 * the turn order by fewest VP, which leads into the steps of 4.1.2-4.1.5 (opening.ts).
 */
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { HAND } from '../content/charts';
import { moneyArg } from '../money';
import { eiRule, replaceExtraInnings } from './extraInnings';
import { rulesBefore, type LordsState, type Upgrade } from '../state';
import { dealAll } from './cards';
import { payInSeason } from './loans';
import { buyMedia } from './media';
import { organisationSalaries, upgrade } from './offseason';
import { offSeasonOrder } from './opening';
import { ownerAt, withOwner } from './owner';
import { sayMoney } from './playLog';
import { normaliseRosters } from './roster';
import { freshUpgrades } from './setup';
import { editOwner, editState } from './copy';

/** A new year begins (7.0): per-year marks cleared, money hidden again, 9 cards dealt. */
export function newYear(s: LordsState, ctx: RulesCtx): LordsState {
  const owners = s.owners.map((o, k) =>
    editOwner(o, {
      money: { ...o.money, $hidden: s.opts.hiddenMoney ? [k] : ('all' as const) },
      seasonW: 0,
      seasonL: 0,
      lsWins: 0,
      w: 0,
      l: 0,
      nationalMedia: false,
      hadTradeBait: false,
      allStarDone: false,
      // 11.2: the All-Star Game's no-VP mark counts for its own year only.
      injured: o.injured.map((i) => (i.noVp === true ? { type: i.type, until: i.until } : i)),
      challengeUsed: false,
      drm: { payout: 0, retire: 0, cs: 0 },
      // 7.1.4: the off-season's farm attempts and the 3★ front office's free roll are its own.
      tried: { phenom: false, prospect: false, freeRoll: false },
      upgrades: freshUpgrades(o.fo, o.fs),
      // 2.5.2, 7.2 (rules version 3): the off-season is a phase of its own, so a late-season
      // loan leaves its one loan (for payroll) open; the phase index moves on only in-season.
      loanPhase: rulesBefore(s, 3) ? o.loanPhase : null,
    }),
  );
  const next = editState(s, {
    owners,
    pennantWinner: null,
    strike: false,
    pennantTarget: null,
    baitHit: [],
  });
  ctx.log('lords.year', { year: s.year });
  return dealAll(replaceExtraInnings(next, ctx), HAND.later, ctx.rng);
}

/** A farm attempt under way (7.1.4) is kept or re-rolled before anything else. */
function notAttempting(s: LordsState): void {
  must(s.promotion === null, 'attempt-under-way', '8.3', 'keep or re-roll the promotion first');
}

/** One off-season change by the owner first in line (LoB 7.1). */
export function applyUpgrade(s: LordsState, seat: SeatId, change: Upgrade): LordsState {
  must(s.step === 'upgrades' && s.waiting[0] === seat, 'not-your-turn', '7.1');
  notAttempting(s);
  const free = eiRule(s, 'freeSwitches')?.n ?? 0;
  const [o] = normaliseRosters(upgrade(ownerAt(s, seat), change, free));
  return withOwner(s, seat, o);
}

/** The owner is done with his changes; after the last one, everyone pays salaries (7.2). */
export function doneUpgrades(s: LordsState, seat: SeatId, ctx: RulesCtx): LordsState {
  must(s.step === 'upgrades' && s.waiting[0] === seat, 'not-your-turn', '7.1');
  notAttempting(s);
  const waiting = s.waiting.slice(1);
  if (waiting.length > 0) return editState(s, { waiting });
  let next: LordsState = editState(s, { waiting: s.owners.map((_, k) => k), step: 'media' });
  for (let k = 0; k < s.seats; k++) {
    const o = ownerAt(next, k);
    const due = organisationSalaries(o, s.year);
    sayMoney(ctx, o, k, { msg: 'lords.salaries', args: { seat: k, amount: moneyArg(due) } }, null);
    // 7.2: a team short of payroll takes one loan; if still short, no further penalty.
    next = withOwner(next, k, payInSeason(o, due, s.phaseIndex));
  }
  return next;
}

/** Off-season media purchase (LoB 7.3), 0 to 3; then the turn order (7.4). */
export function offSeasonMedia(s: LordsState, seat: SeatId, n: number, ctx: RulesCtx): LordsState {
  must(s.step === 'media' && s.phase === 'off' && s.waiting[0] === seat, 'not-your-turn', '7.3');
  const o =
    n === 0 ? ownerAt(s, seat) : buyMedia(editOwner(ownerAt(s, seat), { mediaBought: 0 }), n);
  const next = editState(withOwner(s, seat, o), { waiting: s.waiting.slice(1) });
  return next.waiting.length > 0 ? next : offSeasonOrder(next, ctx);
}
