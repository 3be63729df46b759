/**
 * The legal actions of the owner whose in-season turn it is (LoB 5.3), listed in one pass:
 * the same list, in the same order, as the candidates of moves.ts kept by the checks of
 * legal.ts, but each play's conditions are read once (per target for what does not depend
 * on the card, per card for what does) instead of once per candidate. This is the decision a
 * game meets most, with some 80 candidates. A candidate the checks leave open goes to `trial`.
 * test/games/lords/moves.test.ts compares the listing with the trial of every candidate.
 */
import type { SeatId } from '../../../engine/types';
import { cycleSpec } from './actions';
import { actionCard } from '../content/deck';
import { eiRule } from './extraInnings';
import { bonusFits, legendCard, legendOk } from './legends';
import { EVENT_LIMIT, OPS_LIMIT } from './limits';
import { canBorrow } from './loans';
import { runsClean } from './legal';
import { chartTradeOk, managerTeamOk, passOk, promoteOk } from './legalTurn';
import {
  cardActions,
  CYCLE_HITS,
  CYCLES,
  LOAN_LARGE,
  LOAN_SMALL,
  MANAGER_TEAM,
  OPS_USES,
  PASS,
  PROMOTE,
  TRADE_CHART_ACTIONS,
} from './listed';
import { healthy } from './owner';
import { mayChangeOwnRecord } from './season';
import { touchesRecord } from './turn';
import type { LordsAction, LordsState, OpsUse, Owner } from '../state';

/** Whether an OPS use fits a target, whatever the card (5.3.2-5.3.7, 5.6.2, 5.4). */
function opsFits(s: LordsState, seat: SeatId, me: Owner, use: OpsUse, t: SeatId): boolean {
  const them = s.owners[t];
  if (them === undefined || s.phase === 'off') return false;
  switch (use) {
    case 'losses':
    case 'journeymen':
      return t !== seat && !them.passed && them.against.ops < OPS_LIMIT;
    case 'money':
      return t === seat && s.phase !== 'ls';
    case 'managerCard':
      return (
        t === seat && mayChangeOwnRecord(me, s.phase) && me.actions.cards.includes('managerCard')
      );
    case 'superstar':
    case 'allStar':
      return (
        t === seat &&
        mayChangeOwnRecord(me, s.phase) &&
        me.actions.cards.includes(use) &&
        healthy(me, use === 'superstar' ? 'ss' : 'as', s.phaseIndex) >= 1
      );
  }
}

/**
 * The active owner's legal actions at his turn (no window, cut, Cycle, attempt or offer
 * open): loans, pass, Manager/Team, the All-Star Game, the Trade Chart, the Cycle, farm
 * attempts, Legends actions, then each card in hand for its event and OPS uses.
 */
export function seasonActions(
  s: LordsState,
  seat: SeatId,
  me: Owner,
  hand: readonly string[],
  trial: (a: LordsAction) => boolean,
): LordsAction[] {
  const n = s.seats;
  const phase = s.phase;
  const out: LordsAction[] = [];
  if (canBorrow(me, 5_000, s.phaseIndex)) out.push(LOAN_SMALL);
  if (canBorrow(me, 10_000, s.phaseIndex)) out.push(LOAN_LARGE);
  if (passOk(me)) out.push(PASS);
  if (managerTeamOk(s, me)) out.push(MANAGER_TEAM);
  // 11.2: the All-Star Game, once a year in the mid season, with the option (the trial's).
  if (s.opts.allStarGame && phase === 'ms' && !me.allStarDone) {
    const nominations: LordsAction[] = [];
    for (let ss = 0; ss <= 3; ss++)
      for (let as = 0; ss + as <= 3; as++)
        if (ss + as > 0) nominations.push({ t: 'allStar', ss, as, reg: 0 });
    nominations.push({ t: 'allStar', ss: 0, as: 0, reg: 1 });
    for (const a of nominations) if (trial(a)) out.push(a);
  }
  if (me.actions.cards.includes('tradeChart'))
    for (const a of TRADE_CHART_ACTIONS) if (chartTradeOk(me, a.row, a.reverse)) out.push(a);
  if (me.actions.cards.includes('cycle')) {
    const discount = eiRule(s, 'cycleDiscount')?.amount;
    CYCLE_HITS.forEach((hit, i) => {
      const a = CYCLES[i];
      if (a !== undefined && cycleSpec(hit, discount).cost <= me.money.value) out.push(a);
    });
  }
  for (const kind of ['phenom', 'prospect'] as const)
    for (const a of PROMOTE[kind]) if (promoteOk(s, seat, me, true, kind, a.drm)) out.push(a);
  // 12.2: Legends cards, while none of the owner's has been used this phase (the trial's).
  const legends = s.opts.legends && !me.legends.cards.some((c) => c.used) ? me.legends.cards : [];
  for (const l of legends)
    for (let target = 0; target < n; target++) {
      const a: LordsAction = { t: 'legend', card: l.id, target };
      if (trial(a)) out.push(a);
    }
  if (phase === 'off') return out;
  // What does not depend on the card: each target's room for an event, each use's fit.
  const open = mayChangeOwnRecord(me, phase);
  const eventRoom: boolean[] = [];
  const fits: Partial<Record<OpsUse, boolean[]>> = {};
  for (let t = 0; t < n; t++) {
    const them = s.owners[t];
    eventRoom.push(
      t === seat || (them !== undefined && !them.passed && them.against.events < EVENT_LIMIT),
    );
  }
  for (const use of OPS_USES) {
    const row: boolean[] = [];
    for (let t = 0; t < n; t++) row.push(opsFits(s, seat, me, use, t));
    fits[use] = row;
  }
  for (const card of hand) {
    const info = actionCard(card);
    const acts = cardActions(card);
    for (let t = 0; t < n; t++) {
      const a = acts.event[t];
      if (a === undefined || info === undefined) continue;
      // 3.5: compulsory cards on their holder; 10.5: a Trade Bait once on each owner a year;
      // 5.4: his own record while games remain.
      if (info.compulsory && t !== seat) continue;
      if (info.passes === true && s.baitHit.includes(t)) continue;
      if (!eventRoom[t]) continue;
      if (t === seat && touchesRecord(info) && !open) continue;
      if (runsClean(info, phase) || trial(a)) out.push(a);
    }
    for (const use of OPS_USES)
      for (let t = 0; t < n; t++) {
        if ((use === 'losses' || use === 'journeymen') !== (t !== seat)) continue;
        const a = acts.ops[use][t];
        const ok = info !== undefined && !info.compulsory && fits[use]?.[t] === true;
        if (ok && a !== undefined) out.push(a);
        for (const l of legends) {
          const legend = legendCard(l.id);
          if (ok && legend !== undefined && legendOk(me, l.id, s.phaseIndex))
            if (bonusFits(legend, use)) out.push({ t: 'ops', card, use, target: t, legend: l.id });
        }
      }
  }
  return out;
}
