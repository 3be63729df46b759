/**
 * Direct legality checks of the candidates the legal-action listing (moves.ts) generates:
 * every one is answered from the conditions the rules check, without applying anything,
 * instead of trying the action through `applyAction`, which was most of a bot's decision
 * time and of a random playout's. Here: the in-season turn's card plays (LoB 5.3.1-5.3.7,
 * 5.6.2, 5.4, 3.5), loans (LoB 2.5, 2.5.2), set-up choices (3.0-3.4), and the dispatch to the
 * other actions' checks (legalTurn.ts, legalSteps.ts). They must agree with the trial:
 * test/games/lords/moves.test.ts compares both listings over random reachable states.
 *
 * Left to the trial (a check answers `null`): what runs after the action and could still
 * refuse it - an event whose effects may be refused while they run (a re-roll or DRM card
 * played outside a roll window, a strike in the late season: effects.ts), an answer that
 * closes the window of a card's roll (its effects run on), the last choice of a step whose
 * automatic sequel runs cards or scoring; a loan taken while the game has automatic steps
 * still to run; the All-Star Game and Legends actions.
 */
import type { SeatId } from '../../../engine/types';
import { CYCLE } from '../content/charts';
import { FARM_SYSTEM, FM_PER_STAR, STARTING_FUNDS } from '../content/charts';
import { actionCard } from '../content/deck';
import { teamCard } from '../content/teams';
import { firstRules, type LordsAction, type LordsState, type OpsUse, type Owner } from '../state';
import { STARS, type ActionCard, type Effect, type SeasonPhase, type Stars } from '../types';
import { EVENT_LIMIT, OPS_LIMIT } from './limits';
import { bonusFits, legendCard, legendOk } from './legends';
import { canBorrow } from './loans';
import { healthy } from './owner';
import { mayChangeOwnRecord } from './season';
import { touchesRecord } from './turn';
import {
  chartTradeOk,
  cycleOk,
  cyclePlaceOk,
  keepOk,
  managerTeamOk,
  passOk,
  promoteOk,
} from './legalTurn';
import {
  baitOk,
  bidOk,
  buyMediaOk,
  cancelOk,
  challengeOk,
  claimOk,
  cutOk,
  doneUpgradesOk,
  keepCardOk,
  mediaOk,
  offCardOk,
  offPassOk,
  pairsOk,
  promoOk,
  redrawOk,
  respondOk,
  rollCardOk,
  rollOk,
  starterOk,
  upgradeOk,
} from './legalSteps';
import { editOwner } from './copy';
import { withCards } from '../../../engine/zones';

/**
 * Whether `checkActive` (turn.ts) lets `seat` act now (LoB 5.3); with `cycle` false, as if no
 * Cycle purchase were under way (the last drawn card is played as from the hand, cycle.ts).
 */
export function activeNow(s: LordsState, seat: SeatId, cycle = true): boolean {
  const o = s.owners[seat];
  return (
    s.step === 'season' &&
    s.phase !== 'off' &&
    s.window === null &&
    s.effects === null &&
    s.promotion === null &&
    (!cycle || s.cycle === null) &&
    s.cut === null &&
    s.bait === null &&
    s.active === seat &&
    o !== undefined &&
    !o.passed
  );
}

/** Whether an effect may be refused while it runs in this phase (effects.ts `applyOne`). */
function mayRefuse(e: Effect, phase: SeasonPhase): boolean {
  switch (e.k) {
    case 'reroll':
    case 'rollMod':
      return true;
    case 'strike':
      return phase !== 'es' && phase !== 'ms';
    case 'per':
      return e.each.some((x) => mayRefuse(x, phase));
    case 'roll':
      return [...e.then, ...(e.otherwise ?? [])].some((x) => mayRefuse(x, phase));
    default:
      return false;
  }
}

/** Whether a card's in-season event runs without a refusal in this phase. */
export const runsClean = (c: ActionCard, phase: SeasonPhase): boolean =>
  !c.inSeason.effects.some((e) => mayRefuse(e, phase));

/**
 * Set-up (LoB 3.0-3.4, `setupChoice` in opening.ts, `chooseSetup` in setup.ts): his turn in
 * seat order, the top card when team cards are dealt, a card nobody holds, ratings of 1-5
 * stars, and no more than $10,000 short of the cost (one set-up loan). What runs after the
 * last choice (the deal, the redraw, the turn order) refuses nothing.
 */
function teamOk(s: LordsState, seat: SeatId, a: Extract<LordsAction, { t: 'team' }>): boolean {
  const o = s.owners[seat];
  const card = teamCard(a.team, firstRules(s));
  if (s.step !== 'setup' || s.waiting[0] !== seat || o === undefined || o.team !== null)
    return false;
  if (s.opts.teamPick === 'random' && a.team !== s.teamCards.cards[0]) return false;
  if (card === undefined || s.owners.some((x) => x.team === card.id)) return false;
  if (!isStars(a.fs) || !isStars(a.fm)) return false;
  return card.cost + FARM_SYSTEM[a.fs].cost + a.fm * FM_PER_STAR - STARTING_FUNDS <= 10_000;
}

const isStars = (n: number): n is Stars => (STARS as readonly number[]).includes(n);

/**
 * Whether `advance` (flow.ts) would leave the state as it is: a decision is pending, so an
 * action that changes only an owner's money and loans runs nothing automatic after it. The
 * draft is left out (its automatic skip reads the owner's picks).
 */
function settled(s: LordsState): boolean {
  if (s.window !== null) return s.window.queue.length > 0;
  if (s.effects !== null) return false;
  switch (s.step) {
    case 'setup':
    case 'redraw':
    case 'leftovers':
    case 'claims':
    case 'offCards':
      return s.waiting.length > 0;
    case 'draft':
      return false;
    default:
      return true;
  }
}

/**
 * A checker for one seat in one state: for a loan or an in-season `event` or `ops` action,
 * whether the rules accept it; `null` for any other action, or one it leaves to the trial.
 */
export function directChecker(s: LordsState, seat: SeatId): (a: LordsAction) => boolean | null {
  const me = s.owners[seat];
  const base = directBase(s, seat);
  return (a) => {
    const ok = base(a);
    // 12.2: an OPS play with a Legends bonus is the plain play plus the card's own checks.
    if (a.t !== 'ops' || a.legend === undefined || ok !== true || me === undefined) return ok;
    const card = legendCard(a.legend);
    return (
      s.opts.legends &&
      card !== undefined &&
      legendOk(me, a.legend, s.phaseIndex) &&
      bonusFits(card, a.use)
    );
  };
}

/**
 * A card played for its event or an OPS use as the turn's action (`playEvent`, `playOps` in
 * turn.ts): `active` whether the owner may act now, `me` the owner with the card in hand.
 */
function playOk(
  s: LordsState,
  seat: SeatId,
  me: Owner,
  active: boolean,
  card: string,
  use: OpsUse | 'event',
  t: SeatId,
): boolean | null {
  const phase = s.phase;
  if (!active || phase === 'off') return false;
  const info = actionCard(card);
  if (info === undefined || !me.hand.cards.includes(card)) return false;
  if (!(t >= 0 && t < s.seats)) return false;
  const them = t === seat ? me : s.owners[t];
  if (them === undefined) return null;
  if (use === 'event') {
    // playEvent: compulsory cards on their holder (3.5); one event per opponent a phase
    // and none on an owner who passed (5.6.2, 5.3.12); his own record while games remain.
    if (info.compulsory && t !== seat) return false;
    // 10.5: a Trade Bait once on each owner a year.
    if (info.passes === true && s.baitHit.includes(t)) return false;
    if (t !== seat) {
      if (them.passed || them.against.events >= EVENT_LIMIT) return false;
    } else if (touchesRecord(info) && !mayChangeOwnRecord(me, phase)) return false;
    return runsClean(info, phase) ? true : null;
  }
  // playOps: never a compulsory card (3.5).
  if (info.compulsory) return false;
  switch (use) {
    case 'losses':
    case 'journeymen':
      // 5.3.6, 5.3.7: on an opponent, within two OPS cards a phase (5.6.2).
      return t !== seat && !them.passed && them.against.ops < OPS_LIMIT;
    case 'money':
      // 5.3.5: on himself, never in the late season.
      return t === seat && phase !== 'ls';
    case 'managerCard':
      return (
        t === seat && mayChangeOwnRecord(me, phase) && me.actions.cards.includes('managerCard')
      );
    case 'superstar':
    case 'allStar':
      // 5.3.2: the action card unused and a healthy player of the type.
      return (
        t === seat &&
        mayChangeOwnRecord(me, phase) &&
        me.actions.cards.includes(use) &&
        healthy(me, use === 'superstar' ? 'ss' : 'as', s.phaseIndex) >= 1
      );
  }
}

/**
 * Playing the last drawn Cycle card (`playCycleCard`, 5.3.8): the placer's one card left, then
 * the play as from the hand, the Cycle over.
 */
function cyclePlayOk(
  s: LordsState,
  seat: SeatId,
  me: Owner,
  a: Extract<LordsAction, { t: 'cyclePlay' }>,
): boolean | null {
  const c = s.cycle;
  if (c === null || c.seat !== seat || s.window !== null || s.effects !== null) return false;
  if (c.cards.cards.length !== 1 || !c.cards.cards.includes(a.card)) return false;
  const held = editOwner(me, { hand: withCards(me.hand, [...me.hand.cards, a.card]) });
  return playOk(s, seat, held, activeNow(s, seat, false), a.card, a.use, a.target);
}

/** The direct checks of the plain actions (no Legends bonus). */
function directBase(s: LordsState, seat: SeatId): (a: LordsAction) => boolean | null {
  const active = activeNow(s, seat);
  const me = s.owners[seat];
  const calm = settled(s);
  return (a) => {
    if (me === undefined) return null;
    switch (a.t) {
      case 'loan':
        // 2.5, 2.5.2: at any time, one new loan a phase, each slot once.
        if (!calm || (a.size !== 5_000 && a.size !== 10_000)) return null;
        return canBorrow(me, a.size, s.phaseIndex);
      case 'team':
        return teamOk(s, seat, a);
      case 'event':
        return s.step === 'offCards'
          ? offCardOk(s, seat, me, a.card, a.target)
          : playOk(s, seat, me, active, a.card, 'event', a.target);
      case 'ops':
        return playOk(s, seat, me, active, a.card, a.use, a.target);
      case 'pass':
        return s.step === 'offCards' ? offPassOk(s, seat, me) : active && passOk(me);
      case 'managerTeam':
        return active && managerTeamOk(s, me);
      case 'tradeChart':
        return (
          active && me.actions.cards.includes('tradeChart') && chartTradeOk(me, a.row, a.reverse)
        );
      case 'cycle':
        return active && a.hit in CYCLE && cycleOk(s, me, a.hit);
      case 'promote':
        return promoteOk(s, seat, me, active, a.kind, a.drm);
      case 'stopPromotion':
        return keepOk(s, seat, me);
      case 'cyclePlace':
        return cyclePlaceOk(s, seat, a.card, a.to);
      case 'cyclePlay':
        return cyclePlayOk(s, seat, me, a);
      case 'upgrade':
        return upgradeOk(s, seat, me, a.change);
      case 'doneUpgrades':
        return doneUpgradesOk(s, seat);
      case 'buyMedia':
        return buyMediaOk(s, seat, me, a.n);
      case 'bid':
        return bidOk(s, seat, me, a.amount);
      case 'claim':
        return claimOk(s, seat, me, a.claim);
      case 'promo':
        return promoOk(s, seat, me, a.card);
      case 'chooseStarter':
        return starterOk(s, seat, a.seat);
      case 'redraw':
        return redrawOk(s, seat, me, a.card);
      case 'roll':
        return rollOk(s, seat);
      case 'keep':
        return keepCardOk(s, seat, me, a.card);
      case 'convertMedia':
        return pairsOk(s, seat, me, a.pairs);
      case 'cut':
        return cutOk(s, seat, me, a.type);
      case 'bait':
        return baitOk(s, seat, a.to);
      case 'respond':
        return respondOk(s, seat);
      case 'media':
        return mediaOk(s, seat, me, a.by);
      case 'rollCard':
        return rollCardOk(s, seat, me, a.card);
      case 'challenge':
        return challengeOk(s, seat, me, a.dir);
      case 'cancel':
        return cancelOk(s, seat, me, a.card);
      default:
        return null;
    }
  };
}
