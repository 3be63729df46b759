/**
 * The entry point of the rules: an action is checked and applied, then the automatic parts
 * of the game run (`advance`) until someone must decide. The phase order lives here; the
 * steps (opening.ts, windows.ts, effects.ts) never call back up.
 *
 * Played: every step of every year from set-up to final scoring (docs/games/lords.md,
 * "Where the work stands", lists the rules not written).
 */
import { must, RulesError, type MsgArgs, type RulesCtx, type SeatId } from '../../../engine/types';
import {
  ROLL_KINDS,
  rulesBefore,
  type ClosedRoll,
  type RollKind,
  type LordsAction,
  type LordsState,
  type Window,
} from '../state';
import { redraw } from './cards';
import { resumeWithRoll, rollerOf, step } from './effects';
import { interestPercent } from './extraInnings';
import { borrow, repay } from './loans';
import {
  chooseStarter,
  dealOpening,
  dropCardless,
  offSeasonCard,
  offSeasonPass,
  offSeasonOrder,
  orderRolled,
  pennantRolled,
  promoDiscard,
  rollPennant,
  setupChoice,
} from './opening';
import { ownerAt, withOwner } from './owner';
import { acceptOffer, counterOffer, dropOffer, makeOffer, pendingOffer } from './offers';
import { payoutMedia, payoutRolled, rollPayout } from './payoutFlow';
import { retirementRolled, rollRetirement } from './retireFlow';
import { agentSigned, placeBid } from './freeAgency';
import { cutOne } from './cuts';
import { answerClaim, claimBid, claimSigned, phenomGraceCheck } from './claims';
import { trackPhenomCaps } from './farm';
import { checkOpenMove, OPEN_MOVES } from './openMoves';
import { rollOffRolled } from './rollOff';
import { buyCycle, placeCycleCard, playCycleCard } from './cycle';
import { allStarGame, allStarRolled } from './allStarFlow';
import { passBait } from './tradeBait';
import { keepPromotion, promoteRoll, promotionRolled } from './promoteFlow';
import { applyUpgrade, doneUpgrades, offSeasonMedia } from './offseasonFlow';
import { draftRolled, rollDraft, skipRollless } from './draftFlow';
import {
  csRolled,
  keepCard,
  mediaPairs,
  skipEmptyHands,
  standingScored,
  startPennant,
  tiebreakRolled,
} from './yearEnd';
import { logChanges, logPlay, logRollChange, TOLD_BY_CHANGES } from './playLog';
import { rollAsks } from './rollStakes';
import { pass, playEvent, playLegend, playManagerTeam, playOps, playTradeChart } from './turn';
import {
  cancelEvent,
  cardOnRoll,
  challengeRoll,
  mediaOnRoll,
  openRoll,
  passOnRoll,
  skipIdle,
} from './windows';
import { editOwner, editRoll, editState, withQueue } from './copy';

/** Runs the automatic parts of the game until a seat must decide. */
export function advance(state: LordsState, ctx: RulesCtx): LordsState {
  let s = state;
  for (;;) {
    if (s.window !== null) {
      // Owners who may only let a roll stand are not asked (windows.ts, skipIdle).
      s = skipIdle(s);
      if (s.window !== null && s.window.queue.length > 0) return s;
      s = closeWindow(s, ctx);
      continue;
    }
    if (s.effects !== null) {
      const [after, run] = step(s, s.effects.run, ctx.rng);
      // Issue 27: what the card did to each club, as it lands.
      logChanges(s, after, ctx, true);
      if (run === null) {
        s = editState(after, { effects: null, step: s.effects.then });
        continue;
      }
      const roller = rollerOf(run) ?? 0;
      s = openRoll(
        editState(after, { effects: { ...s.effects, run } }),
        { k: 'effect', seat: roller },
        roller,
        ctx.rng,
      );
      continue;
    }
    switch (s.step) {
      case 'setup':
        if (s.waiting.length > 0) return s;
        s = dealOpening(s, ctx);
        continue;
      case 'redraw':
        if (s.waiting.length > 0) return s;
        s = offSeasonOrder(s, ctx);
        continue;
      case 'draft': {
        const next = skipRollless(s, ctx);
        if (next === s) return s;
        s = next;
        continue;
      }
      case 'leftovers': {
        const next = skipEmptyHands(s);
        if (next !== s) {
          s = next;
          continue;
        }
        if (s.waiting.length > 0) return s;
        s = startPennant(s, ctx);
        continue;
      }
      case 'claims':
        // Entered from endPhase with nobody waiting: the grace check (8.1) runs first.
        if (s.waiting.length > 0) return s;
        s = phenomGraceCheck(s, ctx);
        continue;
      case 'offCards': {
        const next = dropCardless(s);
        if (next !== s) {
          s = next;
          continue;
        }
        if (s.waiting.length > 0) return s;
        s = editState(s, { step: 'pennantRoll' });
        return s;
      }
      default:
        return s;
    }
  }
}

/** A window with nobody left to act is closed and its result applied. */
function closeWindow(s: LordsState, ctx: RulesCtx): LordsState {
  const w = s.window;
  if (w === null) return s;
  if (w.k === 'event') {
    // 5.3.10: a cancelled event is discarded without effect (a Trade Bait is not passed on).
    return w.cancelled
      ? editState(s, { window: null, effects: null, bait: null })
      : editState(s, { window: null });
  }
  ctx.log('lords.rollFinal', { seat: w.roller, value: w.value });
  // The result moment (board): the public lines the result writes say what the roll decided.
  const said: { msg: string; args?: MsgArgs }[] = [];
  const told: RulesCtx = {
    rng: ctx.rng,
    log(msg, args, to) {
      ctx.log(msg, args, to);
      if (to === undefined) said.push(args === undefined ? { msg } : { msg, args });
    },
  };
  const after = rollResult(s, w, told);
  const closed: ClosedRoll = {
    id: w.id,
    purpose: w.purpose.k,
    roller: w.roller,
    natural: w.natural,
    value: w.value,
    changes: w.changes ?? [],
    said,
  };
  return editState(after, { closedRolls: [...(after.closedRolls ?? []), closed] });
}

/** Applies a closed roll's result by its purpose. */
function rollResult(s: LordsState, w: Extract<Window, { k: 'roll' }>, ctx: RulesCtx): LordsState {
  const p = w.purpose;
  switch (p.k) {
    case 'pennantTarget':
      return pennantRolled(s, w.value, ctx);
    case 'payout':
      return payoutRolled(s, p.seat, w.value, ctx);
    case 'tiebreak':
      return tiebreakRolled(s, p.seats, w.value, ctx);
    case 'cs':
      return csRolled(s, p.seat, w.value, ctx);
    case 'retirement':
      return retirementRolled(s, p.seat, w.value, ctx);
    case 'draft':
      return draftRolled(s, p.seat, w.value, ctx);
    case 'phenom':
    case 'prospect':
      return promotionRolled(s, w.value, p.drm);
    case 'orderRolloff':
      return orderRolled(s, p.seats, p.rolls, w.value, ctx);
    case 'allStar':
      return allStarRolled(s, p, w.value, ctx);
    case 'standingTie':
      return rollOffRolled(s, p, w.value, ctx, standingScored);
    case 'bidTie':
      return rollOffRolled(s, p, w.value, ctx, agentSigned);
    case 'claimTie':
      return rollOffRolled(s, p, w.value, ctx, claimSigned);
    case 'effect': {
      const fx = s.effects;
      must(fx !== null, 'no-effect-run', '7.3');
      return editState(s, {
        window: null,
        effects: { ...fx, run: resumeWithRoll(s, fx.run, w.value) },
      });
    }
    default:
      throw new RulesError('no-such-roll', '7.3', (p as { k: string }).k);
  }
}

/** Applies one action of one seat, then runs the game on (the GameModule's `apply`). */
export function applyAction(
  s: LordsState,
  seat: SeatId,
  a: LordsAction,
  ctx: RulesCtx,
): LordsState {
  must(Number.isInteger(seat) && seat >= 0 && seat < s.seats, 'no-such-seat', '1.0');
  // The rolls this action closes replace the last result moment; an action that closes none
  // leaves it (a bot's next move does not wipe it before the table has read it).
  const before = editState(s, { closedRolls: [] });
  const applied = applyOne(before, seat, a, ctx);
  logPlay(before, seat, a, ctx);
  if (TOLD_BY_CHANGES.has(a.t)) logChanges(before, applied, ctx);
  logRollChange(before, applied, seat, a, ctx);
  const played = advance(applied, ctx);
  // 8.1, 8.5 (rules version 3): whatever the action did to a farm starts its grace clock.
  const next = rulesBefore(played, 3) ? played : trackPhenomCaps(played);
  return next.closedRolls?.length === 0
    ? editState(next, { closedRolls: s.closedRolls ?? [] })
    : next;
}

/**
 * An owner's roll preference (rules version 4, rollStakes.ts): never spend media on a kind of
 * roll, or be asked about it again; be asked about other owners' rolls too, or not. Public.
 */
function setRollAsk(
  s: LordsState,
  seat: SeatId,
  kind: RollKind | 'rivals',
  ask: boolean,
): LordsState {
  must(!rulesBefore(s, 4), 'no-such-action', '7.3', 'roll preferences');
  must(typeof ask === 'boolean', 'bad-preference', '7.3');
  must(kind === 'rivals' || ROLL_KINDS.includes(kind), 'no-such-roll', '7.3', String(kind));
  // Set where the question is asked: in that kind's window, or at one's roll (rollAsks).
  must(
    rollAsks(s, seat).some((x) => x.t === 'rollAsk' && x.kind === kind && x.ask === ask),
    'not-now',
    '7.3',
    'roll preferences are set at a roll',
  );
  const o = ownerAt(s, seat);
  const now = o.rollAsk ?? { never: [], rivals: false };
  const never = now.never.filter((k) => k !== kind);
  const rollAsk =
    kind === 'rivals' ? { ...now, rivals: ask } : { ...now, never: ask ? never : [...never, kind] };
  return withOwner(s, seat, editOwner(o, { rollAsk }));
}

/** Out-of-turn actions (2.5, 5.7.1): loans, repayments and trade offers and their answers. */
const OUT_OF_TURN = new Set<LordsAction['t']>([
  'loan',
  'repay',
  'offer',
  'counter',
  'accept',
  'reject',
  'withdraw',
]);

/** What may still be done while a club owes cuts (2.4.1): the cut, and out-of-turn actions. */
const WHILE_CUTTING = new Set<LordsAction['t']>([...OUT_OF_TURN, 'cut']);

/** What may be done while the Trade Bait waits to be passed on (10.5): that, cuts, out of turn. */
const WHILE_BAITING = new Set<LordsAction['t']>([...WHILE_CUTTING, 'bait']);

/** The open-ended moves, whose shape is checked as they enter (openMoves.ts). */
const OPEN = new Set<LordsAction['t']>(OPEN_MOVES);

function applyOne(s: LordsState, seat: SeatId, a: LordsAction, ctx: RulesCtx): LordsState {
  if (OPEN.has(a.t)) checkOpenMove(a, s.seats);
  // 5.7.1 (decision): an offer to one owner waits for his answer before play goes on.
  must(
    pendingOffer(s) === undefined || OUT_OF_TURN.has(a.t),
    'offer-pending',
    '5.7.1',
    'the owner offered a trade answers first',
  );
  must(
    s.cut === null || s.window !== null || WHILE_CUTTING.has(a.t),
    'cut-due',
    '2.4.1',
    'a club over 25 cuts first',
  );
  must(
    s.bait === null || s.window !== null || WHILE_BAITING.has(a.t),
    'bait-due',
    '10.5',
    'the Trade Bait is passed on first',
  );
  switch (a.t) {
    case 'team':
      return setupChoice(s, seat, a, ctx);
    case 'redraw': {
      must(s.step === 'redraw' && s.waiting[0] === seat, 'not-your-turn', '3.5');
      const after = a.card === null ? s : redraw(s, seat, a.card, ctx.rng);
      return editState(after, { waiting: s.waiting.slice(1) });
    }
    case 'chooseStarter':
      return chooseStarter(s, seat, a.seat, ctx);
    case 'promo':
      return promoDiscard(s, seat, a.card, ctx);
    case 'event':
      return s.step === 'offCards'
        ? offSeasonCard(s, seat, a.card, a.target)
        : playEvent(s, seat, a.card, a.target);
    case 'ops':
      return playOps(s, seat, a.card, a.use, a.target, a.legend, ctx);
    case 'legend':
      return playLegend(s, seat, a.card, a.target, ctx);
    case 'managerTeam':
      return playManagerTeam(s, seat);
    case 'cycle':
      return buyCycle(s, seat, a.hit, ctx);
    case 'cyclePlace':
      return placeCycleCard(s, seat, a.card, a.to);
    case 'cyclePlay':
      return playCycleCard(s, seat, a.card, a.use, a.target);
    case 'tradeChart':
      return playTradeChart(s, seat, a.row, a.reverse);
    case 'pass':
      return s.step === 'offCards' ? offSeasonPass(s, seat, ctx) : pass(s, seat);
    case 'allStar':
      return allStarGame(s, seat, a, ctx);
    case 'promote':
      return promoteRoll(s, seat, a.kind, a.drm, ctx);
    case 'stopPromotion':
      return keepPromotion(s, seat, ctx);
    case 'roll': {
      must(
        a.stand !== true || !rulesBefore(s, 4),
        'no-such-action',
        '7.3',
        'roll and let it stand',
      );
      const rolled =
        s.step === 'payout'
          ? rollPayout(s, seat, ctx)
          : s.step === 'retirement'
            ? rollRetirement(s, seat, ctx)
            : s.step === 'draft'
              ? rollDraft(s, seat, ctx)
              : rollPennant(s, seat, ctx);
      // Rules version 4: one tap rolls and lets it stand, unless another owner changes it.
      const w = rolled.window;
      return a.stand === true && w?.k === 'roll'
        ? editState(rolled, { window: editRoll(w, { stand: true }) })
        : rolled;
    }
    case 'rollAsk':
      return setRollAsk(s, seat, a.kind, a.ask);
    case 'buyMedia':
      return s.phase === 'off' ? offSeasonMedia(s, seat, a.n, ctx) : payoutMedia(s, seat, a.n, ctx);
    case 'upgrade':
      return applyUpgrade(s, seat, a.change);
    case 'doneUpgrades':
      return doneUpgrades(s, seat, ctx);
    case 'media':
      // 6.2.2 (A10): no negative media against the pennant winner's CS roll.
      must(
        !(s.window?.k === 'roll' && s.window.purpose.k === 'cs' && a.by < 0),
        'no-negative-media',
        '6.2.2',
      );
      return mediaOnRoll(s, seat, a.by);
    case 'keep':
      return keepCard(s, seat, a.card);
    case 'bid':
      return s.step === 'claims'
        ? claimBid(s, seat, a.amount, ctx)
        : placeBid(s, seat, a.amount, ctx);
    case 'claim':
      return answerClaim(s, seat, a.claim, ctx);
    case 'cut':
      return cutOne(s, seat, a.type, ctx);
    case 'bait':
      return passBait(s, seat, a.to, ctx);
    case 'convertMedia':
      return mediaPairs(s, seat, a.pairs, ctx);
    case 'rollCard':
      return cardOnRoll(s, seat, a.card, ctx.rng);
    case 'challenge':
      return challengeRoll(s, seat, a.dir, ctx);
    case 'respond':
      if (s.window?.k === 'event') {
        must(s.window.queue[0] === seat, 'not-your-response', '5.3.10');
        return editState(s, { window: withQueue(s.window, s.window.queue.slice(1)) });
      }
      return passOnRoll(s, seat);
    case 'cancel':
      return cancelEvent(s, seat, a.card);
    case 'loan':
      return withOwner(s, seat, borrow(ownerAt(s, seat), a.size, s.phaseIndex));
    case 'repay':
      return withOwner(s, seat, repay(ownerAt(s, seat), a.slot, a.amount, interestPercent(s)));
    case 'offer':
      return makeOffer(s, seat, a, ctx);
    case 'counter':
      return counterOffer(s, seat, a, ctx);
    case 'accept':
      return acceptOffer(s, seat, a.offer, ctx);
    case 'reject':
    case 'withdraw':
      return dropOffer(s, seat, a.offer, a.t, ctx);
    default:
      throw new RulesError('no-such-action', '2.1', String((a as { t: unknown }).t));
  }
}
