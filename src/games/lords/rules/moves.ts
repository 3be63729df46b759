/**
 * Who must decide now and what they may do. Candidates are generated per step and kept by
 * direct legality checks (legal.ts, legalTurn.ts, legalSteps.ts) that answer from the
 * conditions the rules check; the few a check leaves open (what runs after the action could
 * still refuse it) are kept when `applyAction` accepts them on a scratch generator, so those
 * rules stay in one place (apply).
 * test/games/lords/moves.test.ts checks that the listing equals the trial of every candidate.
 * Trade offers are open-ended and are not listed; loans are, and so are the accept and refuse
 * of the offer the game waits on.
 */
import type { Prompt, SeatId } from '../../../engine/types';
import { RulesError } from '../../../engine/types';
import { ref } from '../../../engine/messages';
import { makeRng, parseSeed } from '../../../engine/rng';
import { STARS, type Stars } from '../types';
import { rulesBefore, type LordsAction, type LordsState, type OpsUse } from '../state';
import { rollAsks } from './rollStakes';
import { cycleSpec } from './actions';
import { eiRule } from './extraInnings';
import { applyAction } from './flow';
import { ownerAt } from './owner';
import { activeNow, directChecker } from './legal';
import { seasonActions } from './seasonList';
import { pendingOffer } from './offers';
import {
  at,
  bid,
  BAIT_TO,
  BAIT_TO_DECK,
  BUY_MEDIA,
  cardActions,
  CHALLENGES,
  CLAIMS,
  CUTS,
  CYCLE_HITS,
  CYCLES,
  DONE_UPGRADES,
  KEEP_NONE,
  LOAN_LARGE,
  LOAN_SMALL,
  MANAGER_TEAM,
  MEDIA,
  mediaPairs,
  OPS_USES,
  PASS,
  PROMOTE,
  REDRAW_NONE,
  RESPOND,
  ROLL,
  ROLL_STAND,
  STARTERS,
  STOP_PROMOTION,
  TRADE_CHART_ACTIONS,
  UPGRADES,
} from './listed';

/** Who must decide now (the module's `prompts`). */
export function promptsOf(s: LordsState): Prompt[] {
  // 5.7.1 (decision): an offer to one owner is answered before anything else is played. A
  // turn, not a response: a counter (open-ended) is always there, so it is never skipped.
  const offer = pendingOffer(s);
  if (offer !== undefined && offer.to !== null)
    return [
      { seat: offer.to, kind: 'turn', msg: 'lords.prompt.offer', args: { seat: offer.from } },
    ];
  const w = s.window;
  if (w !== null) {
    const seat = w.queue[0];
    return seat === undefined
      ? []
      : [
          {
            seat,
            kind: 'response',
            msg: w.k === 'roll' ? 'lords.prompt.roll' : 'lords.prompt.cancel',
          },
        ];
  }
  if (s.cut !== null) return [{ seat: s.cut.seat, kind: 'turn', msg: 'lords.prompt.cut' }];
  if (s.cycle !== null) return [{ seat: s.cycle.seat, kind: 'turn', msg: 'lords.prompt.cycle' }];
  if (s.bait !== null) return [{ seat: s.bait.seat, kind: 'turn', msg: 'lords.prompt.bait' }];
  switch (s.step) {
    case 'setup':
    case 'redraw':
    case 'turnOrder':
    case 'offCards': {
      const seat = s.waiting[0];
      const kind = s.step === 'redraw' ? 'response' : 'turn';
      // 11.1: after his first off-season card an owner may play another or pass.
      const more =
        s.step === 'offCards' &&
        s.opts.extendedOffSeason &&
        seat !== undefined &&
        ownerAt(s, seat).played > 0;
      const msg = more ? 'lords.prompt.offCardsMore' : `lords.prompt.${s.step}`;
      return seat === undefined ? [] : [{ seat, kind, msg }];
    }
    case 'promo':
      return s.waiting.map((seat) => ({
        seat,
        kind: 'secret' as const,
        msg: 'lords.prompt.promo',
      }));
    case 'freeAgency': {
      // 6.2.4b: what is up for bid: the player's type, the club he leaves, how many follow.
      const market = s.freeAgents.filter((a) => a.year === s.year);
      const agent = market[0];
      const args = agent && {
        type: ref(`lords.agent.${agent.type}`),
        seatFrom: agent.from,
        more: market.length - 1,
      };
      return s.waiting.map((seat) => ({
        seat,
        kind: 'secret' as const,
        msg: 'lords.prompt.freeAgency',
        ...(args ? { args } : {}),
      }));
    }
    case 'claims':
      return s.claims[0]?.bidding === true
        ? s.waiting.map((seat) => ({
            seat,
            kind: 'secret' as const,
            msg: 'lords.prompt.claimBid',
          }))
        : s.waiting.slice(0, 1).map((seat) => ({
            seat,
            kind: 'turn' as const,
            msg: 'lords.prompt.claim',
          }));
    case 'pennantRoll':
      return [{ seat: s.starter, kind: 'turn', msg: 'lords.prompt.pennantRoll' }];
    case 'payout':
    case 'retirement':
    case 'draft':
    case 'upgrades':
    case 'leftovers':
    case 'vpMedia':
    case 'media': {
      const seat = s.waiting[0];
      return seat === undefined ? [] : [{ seat, kind: 'turn', msg: `lords.prompt.${s.step}` }];
    }
    case 'season':
      return [{ seat: s.active, kind: 'turn', msg: 'lords.prompt.season' }];
    default:
      return [];
  }
}

/** Keeping the result of an attempt under way, or rolling again (LoB 8.3, 8.4). */
function promotionCandidates(out: LordsAction[], kind: 'phenom' | 'prospect'): void {
  out.push(STOP_PROMOTION, ...PROMOTE[kind]);
}

/** 5.3.2-5.3.7: losses and Journeymen go on an opponent, the other uses on oneself. */
const onOpponent = (use: OpsUse): boolean => use === 'losses' || use === 'journeymen';

/**
 * Every action a seat might take in the current step, before the legality filter. The
 * objects are shared and frozen (listed.ts), but for the rare ones an option brings.
 */
export function candidates(s: LordsState, seat: SeatId): LordsAction[] {
  const o = ownerAt(s, seat);
  const n = s.seats;
  const hand = distinct(o.hand.cards);
  const out: LordsAction[] = [LOAN_SMALL, LOAN_LARGE];
  const offer = pendingOffer(s);
  if (offer !== undefined) {
    // The answers to the offer waited on (a counter, open-ended, is not listed).
    if (offer.to === seat)
      out.push({ t: 'accept', offer: offer.id }, { t: 'reject', offer: offer.id });
    return out;
  }
  const w = s.window;
  if (w !== null) {
    out.push(RESPOND);
    if (w.k === 'roll') {
      out.push(...rollAsks(s, seat));
      out.push(...MEDIA);
      for (const card of hand) out.push(cardActions(card).rollCard);
      if (n === 2) out.push(...CHALLENGES);
    } else for (const card of hand) out.push(cardActions(card).cancel);
    return out;
  }
  if (s.cut !== null && s.cut.seat === seat) {
    out.push(...CUTS);
    return out;
  }
  if (s.bait !== null) {
    // 10.5: to an owner who has not had it, or swapped with the deck.
    if (s.bait.seat === seat) {
      for (let to = 0; to < n; to++) if (to !== seat) out.push(at(BAIT_TO, to));
      out.push(BAIT_TO_DECK);
    }
    return out;
  }
  if (s.cycle !== null) {
    const drawn = distinct(s.cycle.cards.cards);
    for (const card of drawn) {
      const acts = cardActions(card);
      out.push(acts.cyclePlace.discard, acts.cyclePlace.keep);
      if (drawn.length > 1 || s.cycle.cards.cards.length > 1) continue;
      for (let target = 0; target < n; target++) out.push(at(acts.cyclePlay.event, target));
      for (const use of OPS_USES)
        for (let target = 0; target < n; target++)
          if (onOpponent(use) === (target !== seat)) out.push(at(acts.cyclePlay[use], target));
    }
    return out;
  }
  // 12.2: the owner's Legends cards, while none has been used this phase.
  const legends = s.opts.legends && !o.legends.cards.some((c) => c.used) ? o.legends.cards : [];
  switch (s.step) {
    case 'setup':
      for (const team of s.teamCards.cards)
        for (const fs of STARS)
          for (const fm of STARS) out.push({ t: 'team', team, fs: fs as Stars, fm: fm as Stars });
      break;
    case 'redraw':
      out.push(REDRAW_NONE);
      for (const card of hand) out.push(cardActions(card).redraw);
      break;
    case 'turnOrder':
      for (let k = 0; k < n; k++) out.push(at(STARTERS, k));
      break;
    case 'promo':
      for (const card of hand) out.push(cardActions(card).promo);
      break;
    case 'freeAgency':
      for (let amount = 0; amount <= Math.min(o.money.value, 15_000); amount += 500)
        out.push(bid(amount));
      break;
    case 'claims':
      if (s.claims[0]?.bidding === true)
        for (let amount = 0; amount <= Math.min(o.money.value, 5_000); amount += 500)
          out.push(bid(amount));
      else out.push(...CLAIMS);
      break;
    case 'offCards':
      // 11.1: rounds of off-season cards until every owner has passed.
      if (s.opts.extendedOffSeason) out.push(PASS);
      for (const card of hand) {
        const events = cardActions(card).event;
        for (let target = 0; target < n; target++) out.push(at(events, target));
      }
      break;
    case 'pennantRoll':
    case 'payout':
    case 'retirement':
    case 'draft':
      out.push(ROLL);
      // Rules version 4: rolling and letting it stand in one tap (7.3, rollStakes.ts).
      if (!rulesBefore(s, 4)) out.push(ROLL_STAND);
      out.push(...rollAsks(s, seat));
      break;
    case 'media':
      out.push(...BUY_MEDIA);
      break;
    case 'upgrades':
      if (s.promotion !== null) {
        promotionCandidates(out, s.promotion.kind);
        break;
      }
      // 7.1.4: the farm attempts of the off-season.
      out.push(DONE_UPGRADES, ...PROMOTE.phenom, ...PROMOTE.prospect, ...UPGRADES);
      break;
    case 'leftovers':
      out.push(KEEP_NONE);
      for (const card of hand) out.push(cardActions(card).keep);
      break;
    case 'vpMedia':
      for (let pairs = 0; pairs * 2 <= o.media; pairs++) out.push(mediaPairs(pairs));
      break;
    case 'season':
      if (s.promotion !== null) {
        promotionCandidates(out, s.promotion.kind);
        break;
      }
      out.push(PASS, MANAGER_TEAM);
      // 11.2: the All-Star Game, once a year in the mid season, with the option.
      if (s.opts.allStarGame && s.phase === 'ms' && !o.allStarDone) {
        for (let ss = 0; ss <= 3; ss++)
          for (let as = 0; ss + as <= 3; as++)
            if (ss + as > 0) out.push({ t: 'allStar', ss, as, reg: 0 });
        out.push({ t: 'allStar', ss: 0, as: 0, reg: 1 });
      }
      // 5.3.11: the Trade Chart, once a phase, each row its printed way (and back if two-way).
      if (o.actions.cards.includes('tradeChart')) out.push(...TRADE_CHART_ACTIONS);
      // 5.3.8: only while the Cycle card is unused and the hit affordable (fewer tries).
      if (o.actions.cards.includes('cycle')) {
        const discount = eiRule(s, 'cycleDiscount')?.amount;
        CYCLE_HITS.forEach((hit, i) => {
          if (cycleSpec(hit, discount).cost <= o.money.value) out.push(at(CYCLES, i));
        });
      }
      out.push(...PROMOTE.phenom, ...PROMOTE.prospect);
      // 12.2: a Legends card's extra action, while none of the owner's has been used.
      for (const l of legends)
        for (let target = 0; target < n; target++) out.push({ t: 'legend', card: l.id, target });
      for (const card of hand) {
        const acts = cardActions(card);
        for (let target = 0; target < n; target++) out.push(at(acts.event, target));
        for (const use of OPS_USES)
          for (let target = 0; target < n; target++)
            if (onOpponent(use) === (target !== seat)) {
              out.push(at(acts.ops[use], target));
              for (const l of legends) out.push({ t: 'ops', card, use, target, legend: l.id });
            }
      }
      break;
    default:
      break;
  }
  return out;
}

/** The cards of a list, each once, in order of first appearance. */
function distinct(cards: readonly string[]): readonly string[] {
  for (let i = 1; i < cards.length; i++)
    if (cards.lastIndexOf(cards[i] as string, i - 1) >= 0) return [...new Set(cards)];
  return cards;
}

/** Whether the rules accept an action now (tried on a scratch generator). */
const LEGAL_SEED = parseSeed('legal');

export function isLegal(s: LordsState, seat: SeatId, a: LordsAction): boolean {
  const rng = makeRng(LEGAL_SEED);
  try {
    applyAction(s, seat, a, { rng, log: () => undefined });
    return true;
  } catch (e) {
    if (e instanceof RulesError) return false;
    throw e;
  }
}

/** Every legal action for a seat now (the module's `actions`), trades aside. */
export function actionsOf(s: LordsState, seat: SeatId): LordsAction[] {
  // States are immutable, so the list is kept per state object: the engine, the bots and
  // the property checks ask for the same state's actions several times.
  let bySeat = listed.get(s);
  if (bySeat === undefined) {
    bySeat = new Map();
    listed.set(s, bySeat);
  }
  const known = bySeat.get(seat);
  if (known !== undefined) return known.slice();
  const found = legalActions(s, seat);
  bySeat.set(seat, found);
  return found.slice();
}

const listed = new WeakMap<LordsState, Map<SeatId, LordsAction[]>>();

function legalActions(s: LordsState, seat: SeatId): LordsAction[] {
  // A seat without a prompt may act only out of turn: of the listed actions, loans.
  const prompted = promptsOf(s).some((p) => p.seat === seat);
  // Many tried candidates are refused with a RulesError; its stack trace is never read here
  // and capturing it was most of the cost of a refusal, so it is skipped while filtering.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const me = s.owners[seat];
    // The in-season turn, the commonest decision, is listed in one pass (seasonList.ts).
    if (prompted && me !== undefined && activeNow(s, seat) && pendingOffer(s) === undefined)
      return seasonActions(s, seat, me, distinct(me.hand.cards), (a) => isLegal(s, seat, a));
    const all = candidates(s, seat);
    const tried = prompted ? all : all.filter((a) => a.t === 'loan');
    const direct = directChecker(s, seat);
    return tried.filter((a) => direct(a) ?? isLegal(s, seat, a));
  } finally {
    Error.stackTraceLimit = limit;
  }
}
