/**
 * The in-season action loop (LoB 5.3, 5.4, 5.6): one action per turn, clockwise, until every
 * owner has passed; then each record is fitted to the phase's games. Written so far: events,
 * the OPS uses of 5.3.2-5.3.7, Manager/Team, the Trade Chart and passing (the Cycle in
 * cycle.ts, farm promotions in promoteFlow.ts). The All-Star Game is a pure rule
 * (allstar.ts) still to be wired.
 */
import { zone } from '../../../engine/hidden';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { GAMES } from '../content/charts';
import { actionCard } from '../content/deck';
import type { LordsState, OpsUse, Owner } from '../state';
import type { ActionCard, OwnerAction, SeasonPhase } from '../types';
import { managerCardWins, managerTeam, opsMoney, starWins } from './actions';
import { oweCuts } from './cuts';
import { startRun } from './effects';
import { checkDirectPlay, markAgainst } from './limits';
import { addMoney, healthy, leftOf, ownerAt, withOwner } from './owner';
import { actionOnOpponent, bonusFits, checkLegend, markLegend } from './legends';
import { fitRecord, mayChangeOwnRecord } from './season';
import { tradeWithChart } from './trade';
import { baitPlayed } from './tradeBait';
import { openEvent } from './windows';
import { editOwner, editState } from './copy';
import { withCards } from '../../../engine/zones';

const seasonPhase = (s: LordsState): SeasonPhase => {
  must(s.phase !== 'off', 'not-in-season', '5.0');
  return s.phase;
};

/** Refuses an action from anyone but the active owner with nothing open (LoB 5.3). */
export function checkActive(s: LordsState, seat: SeatId): void {
  must(s.step === 'season', 'not-in-season', '5.0');
  must(
    s.window === null && s.effects === null,
    'window-open',
    '5.3.10',
    'answer the open window first',
  );
  must(s.promotion === null, 'attempt-under-way', '8.3', 'keep or re-roll the promotion first');
  must(s.cycle === null, 'cycle-under-way', '5.3.8', 'place the drawn cards first');
  must(s.cut === null, 'cut-due', '2.4.1', 'a club over 25 cuts first');
  must(s.bait === null, 'bait-due', '10.5', 'the Trade Bait is passed on first');
  must(s.active === seat, 'not-your-turn', '5.3');
  must(!ownerAt(s, seat).passed, 'passed', '5.3.12');
}

/** Takes a card from the owner's hand to the discard pile. */
function discardFromHand(s: LordsState, seat: SeatId, card: string): [LordsState, ActionCard] {
  const info = actionCard(card);
  must(info !== undefined, 'no-such-card', '2.2', card);
  const o = ownerAt(s, seat);
  const i = o.hand.cards.indexOf(card);
  must(i >= 0, 'not-in-hand', '2.2', card);
  const hand = withCards(
    o.hand,
    o.hand.cards.filter((_, k) => k !== i),
  );
  const next = withOwner(s, seat, editOwner(o, { hand, played: o.played + 1 }));
  return [
    editState(next, { discard: withCards(next.discard, [card, ...next.discard.cards]) }),
    info,
  ];
}

/** Uses up one of the owner's action cards for this phase (LoB 5.3.2-5.3.4, 5.7.2). */
export function useAction(o: Owner, a: OwnerAction): Owner {
  const i = o.actions.cards.indexOf(a);
  must(i >= 0, 'action-used', '5.3', `${a} already used this phase`);
  return editOwner(o, {
    actions: zone(
      'all',
      o.actions.cards.filter((_, k) => k !== i),
    ),
    usedActions: zone('all', [...o.usedActions.cards, a]),
  });
}

/** Whether a card's in-season event changes its target's own record (LoB 5.4). */
export const touchesRecord = (c: ActionCard): boolean =>
  c.inSeason.effects.some(
    (e) => (e.k === 'wins' || e.k === 'losses' || e.k === 'tradeImpact') && !('who' in e && e.who),
  );

/** Hands the turn to the next owner who has not passed, or ends the phase (LoB 5.3, 6.0). */
export function endTurn(s: LordsState, seat: SeatId): LordsState {
  const o = ownerAt(s, seat);
  let next = withOwner(s, seat, editOwner(o, { turns: o.turns + 1 }));
  for (let k = 1; k <= s.seats; k++) {
    const cand = leftOf(seat, s.seats, k);
    if (!ownerAt(next, cand).passed) return editState(next, { active: cand });
  }
  next = endPhase(next);
  return next;
}

/**
 * Every owner has passed: records are fitted to the games to be decided (LoB 5.4, 5.5); then
 * the Phenom grace check and claims (LoB 8.1, 8.2: the `claims` step, run by flow.ts's
 * `advance`, which leads on to the payouts).
 */
export function endPhase(s: LordsState): LordsState {
  const phase = seasonPhase(s);
  const owners = s.owners.map((o) => {
    const r = fitRecord(o, GAMES[phase]);
    return editOwner(o, {
      w: r.w,
      l: r.l,
      seasonW: o.seasonW + r.w,
      seasonL: o.seasonL + r.l,
      lsWins: phase === 'ls' ? r.w : o.lsWins,
    });
  });
  return editState(s, { owners, step: 'claims', claims: [], waiting: [] });
}

/** Plays a card for its in-season event on any owner (LoB 5.3.1, 5.6.2, 5.4). */
export function playEvent(s: LordsState, seat: SeatId, card: string, target: SeatId): LordsState {
  checkActive(s, seat);
  must(target >= 0 && target < s.seats, 'no-such-seat', '5.3.1');
  const [played, info] = discardFromHand(s, seat, card);
  must(!info.compulsory || target === seat, 'compulsory-on-self', '3.5');
  let next = baitPlayed(played, card, seat, target);
  const phase = seasonPhase(s);
  if (target !== seat) {
    const t = ownerAt(next, target);
    checkDirectPlay(t, 'event');
    next = withOwner(next, target, markAgainst(t, 'event'));
  } else if (touchesRecord(info)) {
    must(
      mayChangeOwnRecord(ownerAt(s, seat), phase),
      'record-full',
      '5.4',
      'his games are all decided',
    );
  }
  const run = startRun(next, seat, target, info.inSeason.effects);
  return openEvent(
    editState(endTurn(next, seat), { effects: { run, then: 'season' } }),
    card,
    seat,
    target,
  );
}

/**
 * Plays a card for its OPS value (LoB 5.3.2-5.3.7); with `legend`, that Legends card's bonus
 * adds to the OPS (12.2), if it goes with this use.
 */
export function playOps(
  s: LordsState,
  seat: SeatId,
  card: string,
  use: OpsUse,
  target: SeatId,
  legend?: string,
  ctx?: RulesCtx,
): LordsState {
  checkActive(s, seat);
  const phase = seasonPhase(s);
  const [played, info] = discardFromHand(s, seat, card);
  must(
    !info.compulsory,
    'compulsory-event-only',
    '3.5',
    'a compulsory card is played for its event',
  );
  let ops = info.ops;
  let next = played;
  if (legend !== undefined) {
    must(s.opts.legends, 'no-legends', '12.2');
    const l = checkLegend(ownerAt(played, seat), legend, s.phaseIndex);
    must(bonusFits(l, use), 'legend-bonus-use', '12.2', `its bonus goes with ${l.opsBonus.on}`);
    ops += l.opsBonus.n;
    next = withOwner(played, seat, markLegend(ownerAt(played, seat), legend));
    ctx?.log('lords.legendBonus', { seat, card: l.name, n: l.opsBonus.n });
  }
  const me = ownerAt(next, seat);
  if (use === 'losses' || use === 'journeymen') {
    must(target !== seat && target >= 0 && target < s.seats, 'target-an-opponent', '5.3.6');
    const t = ownerAt(next, target);
    checkDirectPlay(t, 'ops');
    const hit = markAgainst(t, 'ops');
    if (use === 'losses')
      return endTurn(withOwner(next, target, editOwner(hit, { l: hit.l + ops })), seat);
    // 5.3.7 (A24): the Journeymen join at once; the target cuts as many non-Journeymen as
    // he can, each of his choice (rules/cuts.ts).
    const n = Math.min(ops, hit.ml.ss + hit.ml.as + hit.ml.reg);
    const after = editOwner(hit, { ml: { ...hit.ml, jm: hit.ml.jm + n } });
    return endTurn(
      oweCuts(withOwner(next, target, after), [
        { seat: target, n, why: 'journeymen', signed: null },
      ]),
      seat,
    );
  }
  must(target === seat, 'target-yourself', '5.3.2');
  if (use === 'money')
    return endTurn(withOwner(next, seat, addMoney(me, opsMoney(ops, phase))), seat);
  must(mayChangeOwnRecord(me, phase), 'record-full', '5.4', 'his games are all decided');
  let wins: number;
  let used: Owner;
  if (use === 'managerCard') {
    used = useAction(me, 'managerCard');
    wins = managerCardWins(ops, me.fm);
  } else {
    const type = use === 'superstar' ? 'ss' : 'as';
    used = useAction(me, use);
    wins = starWins(ops, type, healthy(me, type, s.phaseIndex));
  }
  return endTurn(
    withOwner(
      next,
      seat,
      wins >= 0 ? editOwner(used, { w: used.w + wins }) : editOwner(used, { l: used.l - wins }),
    ),
    seat,
  );
}

/**
 * A Legends card's extra action (LoB 12.2), as the turn's action: its effects land on the
 * owner, or on an opponent who has not passed for a card that gives losses (as 5.3.12; not a
 * card, so not counted against the 5.6.2 limits). The owner's own record must be open for a
 * card that gives him wins (5.4).
 */
export function playLegend(
  s: LordsState,
  seat: SeatId,
  id: string,
  target: SeatId,
  ctx: RulesCtx,
): LordsState {
  checkActive(s, seat);
  must(s.opts.legends, 'no-legends', '12.2');
  const phase = seasonPhase(s);
  const me = ownerAt(s, seat);
  const card = checkLegend(me, id, s.phaseIndex);
  if (actionOnOpponent(card)) {
    must(target !== seat && target >= 0 && target < s.seats, 'target-an-opponent', '12.2');
    must(!ownerAt(s, target).passed, 'target-passed', '5.3.12');
  } else {
    must(target === seat, 'target-yourself', '12.2');
    if (card.action.effects.some((e) => e.k === 'wins'))
      must(mayChangeOwnRecord(me, phase), 'record-full', '5.4', 'his games are all decided');
  }
  ctx.log('lords.legendAction', { seat, card: card.name, action: card.action.title });
  const next = withOwner(s, seat, markLegend(me, id));
  const run = startRun(next, seat, target, card.action.effects);
  return editState(endTurn(next, seat), { effects: { run, then: 'season' } });
}

/** The Manager/Team action (LoB 5.3.4): no OPS card; wins or losses from the chart. */
export function playManagerTeam(s: LordsState, seat: SeatId): LordsState {
  checkActive(s, seat);
  const me = ownerAt(s, seat);
  must(mayChangeOwnRecord(me, seasonPhase(s)), 'record-full', '5.4');
  const n = managerTeam(me.fm);
  const used = useAction(me, 'managerTeam');
  return endTurn(
    withOwner(
      s,
      seat,
      n >= 0 ? editOwner(used, { w: used.w + n }) : editOwner(used, { l: used.l - n }),
    ),
    seat,
  );
}

/** Trades with the Trade Chart (LoB 5.3.11, 5.7.2): once a phase, as the turn's action. */
export function playTradeChart(
  s: LordsState,
  seat: SeatId,
  row: string,
  reverse: boolean,
): LordsState {
  checkActive(s, seat);
  const me = useAction(ownerAt(s, seat), 'tradeChart');
  return endTurn(withOwner(s, seat, tradeWithChart(me, row, reverse)), seat);
}

/**
 * Passes (LoB 5.3.12): only after playing a card this phase, from the second turn on (an
 * owner with no card left may pass at once, decision). He is out of the loop for the phase.
 */
export function pass(s: LordsState, seat: SeatId): LordsState {
  checkActive(s, seat);
  const o = ownerAt(s, seat);
  const empty = o.hand.cards.length === 0;
  must(
    empty || (o.played > 0 && o.turns > 0),
    'cannot-pass-yet',
    '5.3.12',
    'play a card first; pass from your second turn',
  );
  return endTurn(
    editState(withOwner(s, seat, editOwner(o, { passed: true })), { lastPasser: seat }),
    seat,
  );
}
