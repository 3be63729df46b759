/**
 * Direct legality checks of the decisions outside the in-season turn, for the legal-action
 * listing (legal.ts, moves.ts): answers in a roll or event window (7.3, 5.3.10, 13.2), the
 * off-season's upgrades and media (7.1-7.3), bids and claims (6.2.4b, 8.2), the opening's
 * choices (3.5, 4.1.1-4.1.4, 11.1), rolls, cuts (2.4.1), the Trade Bait (10.5), leftovers
 * (5.6.5) and media pairs (6.2.3). Each answers from the conditions its rule checks; where
 * what runs after the action (a roll's result, a card's effects, the year's scoring) could
 * still refuse it, the answer is left to the trial (`null`).
 * test/games/lords/moves.test.ts compares the listing with the trial of every candidate.
 */
import type { SeatId } from '../../../engine/types';
import { FM_PER_STAR, HAND, LEFTOVER, MEDIA, PROMOTION, UPGRADES } from '../content/charts';
import { COMMUNITY_CARDS } from '../content/community';
import { actionCard } from '../content/deck';
import { rulesBefore, type LordsState, type Owner, type Upgrade, type Window } from '../state';
import { FS_SIZE, ML_SIZE, type Effect, type MlType } from '../types';
import { isCompulsory } from './cards';
import { mayCut } from './cuts';
import { eiRule } from './extraInnings';
import { mediaCap } from './media';
import { cash, farmTotal, mlTotal } from './owner';
import { rosterProblems } from './roster';
import { hasChoice } from './windows';
import { asked } from './rollStakes';
import { baitReceivers } from './tradeBait';

type RollWindow = Extract<Window, { k: 'roll' }>;

/** Whether the roll window stays open after `seat` answers: someone after him has a choice. */
function staysOpen(s: LordsState, w: RollWindow, seat: SeatId, changed: boolean): boolean {
  // Owners who may only let it stand are skipped (skipIdle); with none left it closes and its
  // result applies. `changed`: the answer changed the seat's own choices (media, a card).
  // Rules version 4 asks whom a change could matter to at the value the answer leaves
  // (rollStakes.ts): after a change that value is not known here, so only a pass is foreseen.
  const v4 = !rulesBefore(s, 4);
  if (v4 && changed) return false;
  for (let i = 1; i < w.queue.length; i++) {
    const k = w.queue[i] as SeatId;
    if (v4 ? asked(s, w, k) : (!changed || k !== seat) && hasChoice(s, w, k)) return true;
  }
  return false;
}

/**
 * Whether an answer that closes the roll window stands: its result applies at once. Results
 * read the final value off charts clamped at both ends and refuse nothing while every club is
 * whole (2.4.1: normaliseRosters refuses only a farm over 15); a card's roll (`effect`) goes
 * on to run the card's effects, which may refuse (effects.ts): left to the trial.
 */
function closingOk(s: LordsState, w: RollWindow): boolean | null {
  if (w.purpose.k === 'effect') return null;
  for (const o of s.owners) if (o.team !== null && rosterProblems(o).length > 0) return null;
  return true;
}

/** His turn to answer the open roll, not locked out by a trade made in its window (7.3). */
const answering = (w: RollWindow, seat: SeatId): boolean =>
  w.queue[0] === seat && (w.lockedTo === null || w.lockedTo.includes(seat));

/** Letting the open roll or event stand (`passOnRoll`, or the event window's answer). */
export function respondOk(s: LordsState, seat: SeatId): boolean | null {
  const w = s.window;
  if (w === null) return false;
  if (w.k === 'event') return w.queue[0] !== seat ? false : w.queue.length > 1 ? true : null;
  if (!answering(w, seat)) return false;
  return staysOpen(s, w, seat, false) ? true : closingOk(s, w);
}

/** A re-roll or DRM card from the hand on the open roll (`cardOnRoll`, 6.2.2). */
export function rollCardOk(s: LordsState, seat: SeatId, o: Owner, card: string): boolean | null {
  const w = s.window;
  if (w === null || w.k !== 'roll' || !answering(w, seat) || !o.hand.cards.includes(card))
    return false;
  const e = actionCard(card)?.inSeason.effects[0];
  if (e === undefined || (e.k !== 'reroll' && e.k !== 'rollMod')) return false;
  return staysOpen(s, w, seat, true) ? true : closingOk(s, w);
}

/** The two-player media challenge (`challengeRoll`, 13.2): once a phase, on the opponent. */
export function challengeOk(s: LordsState, seat: SeatId, o: Owner, dir: number): boolean | null {
  const w = s.window;
  if (s.seats !== 2 || w === null || w.k !== 'roll' || !answering(w, seat)) return false;
  if (seat === w.roller || w.mediaBy !== 'all' || (dir !== 1 && dir !== -1)) return false;
  if (o.challengeUsed) return false;
  return staysOpen(s, w, seat, true) ? true : closingOk(s, w);
}

/**
 * Media on the open roll (`mediaOnRoll`, 7.3): his turn, allowed on this roll (6.2.1.1),
 * none negative on the CS (6.2.2, A10), the cubes in hand.
 */
export function mediaOk(s: LordsState, seat: SeatId, o: Owner, by: number): boolean | null {
  const w = s.window;
  if (w === null || w.k !== 'roll' || !answering(w, seat)) return false;
  if (w.purpose.k === 'cs' && by < 0) return false;
  if (w.mediaBy !== 'all' && !w.mediaBy.includes(seat)) return false;
  if (!(Number.isInteger(by) && by !== 0 && Math.abs(by) <= o.media)) return false;
  return staysOpen(s, w, seat, true) ? true : closingOk(s, w);
}

/** Cancelling the event of the open event window with a card from the hand (5.3.10). */
export function cancelOk(s: LordsState, seat: SeatId, o: Owner, card: string): boolean {
  const w = s.window;
  return (
    w !== null &&
    w.k === 'event' &&
    w.queue[0] === seat &&
    actionCard(card)?.cancels?.includes(w.card) === true &&
    o.hand.cards.includes(card)
  );
}

/** Whether a roll opened for `roller` would wait for an answer (else its result applies). */
/** A roll window as `openRoll` opens it for a step's roll: media from all, nothing changed. */
const ROLL_PROBE: RollWindow = {
  k: 'roll',
  id: 0,
  purpose: { k: 'pennantTarget' },
  roller: 0,
  natural: 0,
  value: 0,
  queue: [],
  lockedTo: null,
  mediaBy: 'all',
};

/** Whether a roll opened for `roller` would wait for an answer (else its result applies). */
function rollWaits(s: LordsState, roller: SeatId): boolean {
  // Rules version 4: who is asked depends on the value rolled (rollStakes.ts).
  if (!rulesBefore(s, 4)) return false;
  const probe = { ...ROLL_PROBE, roller };
  for (let k = 0; k < s.seats; k++) if (hasChoice(s, probe, k)) return true;
  return false;
}

/** A step's roll (payout 6.1, retirement 6.2.4, draft 6.2.6, the pennant target 4.1.5). */
export function rollOk(s: LordsState, seat: SeatId): boolean | null {
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  const mine =
    s.step === 'pennantRoll'
      ? seat === s.starter
      : (s.step === 'payout' || s.step === 'retirement' || s.step === 'draft') &&
        s.waiting[0] === seat;
  if (!mine) return false;
  return rollWaits(s, seat) ? true : closingOk(s, { ...ROLL_PROBE, roller: seat });
}

const stars = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 5;

/** A farm that `normaliseRosters` fills or trims to 15 with Utility players (2.4.1). */
const farmFits = (f: { phenom: number; prospect: number; utility: number }): boolean =>
  f.utility + FS_SIZE - farmTotal(f) >= 0;

/** One off-season change by the owner first in line (`applyUpgrade`, `upgrade`; 7.1, 8.5). */
export function upgradeOk(s: LordsState, seat: SeatId, o: Owner, u: Upgrade): boolean {
  if (s.step !== 'upgrades' || s.waiting[0] !== seat || s.promotion !== null) return false;
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  const log = o.upgrades;
  const f = o.farm;
  switch (u.k) {
    case 'fo':
      return stars(u.to) && Math.abs(u.to - log.foFrom) <= UPGRADES.maxStarChange && farmFits(f);
    case 'fs':
      return stars(u.to) && Math.abs(u.to - log.fsFrom) <= UPGRADES.maxStarChange && farmFits(f);
    case 'fm':
      return stars(u.to) && u.to !== o.fm && cash(o) >= u.to * FM_PER_STAR && farmFits(f);
    case 'regToAs':
      return !log.regToAs && o.ml.reg > 0 && cash(o) >= UPGRADES.regToAs && farmFits(f);
    case 'asToSs':
      return !log.asToSs && o.ml.as > 0 && cash(o) >= UPGRADES.asToSs && farmFits(f);
    case 'switch': {
      const free = eiRule(s, 'freeSwitches')?.n ?? 0;
      const price = log.switches < free ? 0 : UPGRADES.switchPrice;
      return (
        log.switches < UPGRADES.maxSwitches && o.ml[u.from] > 0 && cash(o) >= price && farmFits(f)
      );
    }
    case 'utilityToProspect':
      return (
        log.utilityToProspect < PROMOTION.utilityToProspectMax &&
        f.utility > 1 &&
        cash(o) >= PROMOTION.utilityToProspect &&
        farmFits({ ...f, utility: f.utility - 1, prospect: f.prospect + 1 })
      );
    case 'fillFromUtility':
      return mlTotal(o.ml) < ML_SIZE && f.utility > 0 && farmFits(f);
    case 'buyUtility':
      return (
        f.utility === 0 &&
        f.phenom + f.prospect < FS_SIZE &&
        cash(o) >= PROMOTION.buyUtility &&
        farmFits({ ...f, utility: 1 })
      );
  }
}

/** Done with his upgrades (`doneUpgrades`): his turn in line, no attempt under way. */
export const doneUpgradesOk = (s: LordsState, seat: SeatId): boolean =>
  s.step === 'upgrades' &&
  s.waiting[0] === seat &&
  s.promotion === null &&
  s.window === null &&
  s.cut === null &&
  s.bait === null;

/**
 * Buying 0-3 media (`offSeasonMedia`, `payoutMedia`; 7.3): three a phase (the off-season's
 * count starts afresh), within the cap (3.1.1), $1,000 each. After the late season's last
 * purchase the compulsory cards still held run their off-season effects (`startLeftovers`).
 */
export function buyMediaOk(s: LordsState, seat: SeatId, o: Owner, n: number): boolean | null {
  if (s.step !== 'media' || s.waiting[0] !== seat || s.window !== null) return false;
  if (s.cut !== null || s.bait !== null) return false;
  if (n !== 0) {
    const bought = s.phase === 'off' ? 0 : o.mediaBought;
    if (!(Number.isInteger(n) && n >= 1) || bought + n > MEDIA.buyPerPhase) return false;
    if (o.media + n > mediaCap(o.fo) || cash(o) < n * MEDIA.price) return false;
  }
  const last = s.waiting.length === 1;
  return last && s.phase !== 'off' && (s.strike || s.phase === 'ls') ? leftoversRun(s) : true;
}

/** A blind bid on a free agent (`placeBid`, 6.2.4b) or a claim bonus (`claimBid`, 8.2). */
export function bidOk(s: LordsState, seat: SeatId, o: Owner, amount: number): boolean {
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  const open = s.step === 'freeAgency' || (s.step === 'claims' && s.claims[0]?.bidding === true);
  if (!open || !s.waiting.includes(seat)) return false;
  return Number.isInteger(amount) && amount >= 0 && amount % 500 === 0 && amount <= cash(o);
}

/** Claiming a cut Phenom or not (`answerClaim`, 8.2): a claim costs $500 at once. */
export function claimOk(s: LordsState, seat: SeatId, o: Owner, claim: boolean): boolean {
  const c = s.claims[0];
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  if (s.step !== 'claims' || c === undefined || c.bidding || s.waiting[0] !== seat) return false;
  return !claim || cash(o) >= 500;
}

/**
 * The face-down promotional discard (`promoDiscard`, 4.1.2). The last one reveals them all
 * and the community event runs (`communityRuns`).
 */
export function promoOk(s: LordsState, seat: SeatId, o: Owner, card: string): boolean | null {
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  if (s.step !== 'promo' || !s.waiting.includes(seat) || !o.hand.cards.includes(card)) return false;
  return s.waiting.length > 1 ? true : communityRuns(s);
}

/** Naming the starter (`chooseStarter`, 4.1.1, 7.4); without a promo the community event runs. */
export function starterOk(s: LordsState, seat: SeatId, starter: SeatId): boolean | null {
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  if (s.step !== 'turnOrder' || s.waiting[0] !== seat) return false;
  if (!(Number.isInteger(starter) && starter >= 0 && starter < s.seats)) return false;
  return s.year === 1 || s.opts.promoEveryYear ? true : communityRuns(s);
}

/** The compulsory-card redraw (`redraw`, 3.5): more than two compulsory cards, one of them. */
export function redrawOk(s: LordsState, seat: SeatId, o: Owner, card: string | null): boolean {
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  if (s.step !== 'redraw' || s.waiting[0] !== seat) return false;
  if (card === null) return true;
  return (
    o.hand.cards.filter(isCompulsory).length > HAND.compulsoryLimit &&
    o.hand.cards.includes(card) &&
    isCompulsory(card)
  );
}

/**
 * Whether the community event the off-season's card play opens with (`communityEvent`,
 * 4.1.3: the top card of the off-season deck) runs without a refusal; else the trial's.
 */
function communityRuns(s: LordsState): boolean | null {
  const top = s.offDeck.cards[0];
  const card = COMMUNITY_CARDS.find((c) => c.id === top);
  return card === undefined || !card.effects.some(offRefuses) ? true : null;
}

/**
 * Whether the compulsory cards still held after the late season run their off-season sides
 * without a refusal (`startLeftovers`); else the trial's.
 */
function leftoversRun(s: LordsState): boolean | null {
  const refused = (c: string) =>
    isCompulsory(c) && (actionCard(c)?.offSeason.effects ?? []).some(offRefuses);
  return s.owners.some((o) => o.hand.cards.some(refused)) ? null : true;
}

/** Whether an effect may be refused when it runs in the off-season (effects.ts `applyOne`). */
function offRefuses(e: Effect): boolean {
  switch (e.k) {
    case 'wins':
    case 'losses':
    case 'strike':
    case 'reroll':
    case 'rollMod':
      return true;
    case 'per':
      return e.each.some(offRefuses);
    case 'roll':
      return [...e.then, ...(e.otherwise ?? [])].some(offRefuses);
    default:
      return false;
  }
}

/**
 * An off-season card (`offSeasonCard`, 4.1.4, 11.1): his turn, a card in hand on a seat, a
 * compulsory card on himself (3.5), not on an owner who has passed (11.1), a Trade Bait once
 * on each owner a year (10.5). A card whose effects may be refused is left to the trial.
 */
export function offCardOk(
  s: LordsState,
  seat: SeatId,
  o: Owner,
  card: string,
  target: SeatId,
): boolean | null {
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  if (s.step !== 'offCards' || s.waiting[0] !== seat) return false;
  if (!(target >= 0 && target < s.seats)) return false;
  const info = actionCard(card);
  if (info === undefined || (info.compulsory && target !== seat)) return false;
  if (s.opts.extendedOffSeason && target !== seat && s.owners[target]?.passed === true)
    return false;
  if (!o.hand.cards.includes(card)) return false;
  if (info.passes === true && s.baitHit.includes(target)) return false;
  return info.offSeason.effects.some(offRefuses) ? null : true;
}

/** Passing in the extended off-season (`offSeasonPass`, 11.1): after his first card. */
export function offPassOk(s: LordsState, seat: SeatId, o: Owner): boolean {
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  return (
    s.opts.extendedOffSeason &&
    s.step === 'offCards' &&
    s.waiting[0] === seat &&
    (o.played > 0 || o.hand.cards.length === 0)
  );
}

/**
 * A cut (`cutOne`, 2.4.1): the club over 25 whose cut is due, a player it has of a type the
 * reason allows (5.3.7, 6.2.4b). The last cut of a signing resumes free agency and the draft,
 * and one that clears the last cut elsewhere than in the season or the upgrades resumes that
 * step: left to the trial.
 */
export function cutOk(s: LordsState, seat: SeatId, o: Owner, type: MlType): boolean | null {
  const c = s.cut;
  if (c === null || c.seat !== seat || s.window !== null) return false;
  if (c.why === 'journeymen' && type === 'jm') return false;
  if (c.why === 'agent' && !mayCut(s, c, type)) return false;
  if (mlTotal(o.ml) <= ML_SIZE || o.ml[type] <= 0) return false;
  if (c.n > 1 || (c.why !== 'agent' && s.moreCuts.length > 0)) return true;
  const resumes = c.why === 'agent' || !(s.step === 'season' || s.step === 'upgrades');
  return resumes || s.effects !== null ? null : true;
}

/** Keeping a leftover card or finishing (`keepCard`, 5.6.5); after the last, the pennant (6.2.1). */
export function keepCardOk(
  s: LordsState,
  seat: SeatId,
  o: Owner,
  card: string | null,
): boolean | null {
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  if (s.step !== 'leftovers' || s.waiting[0] !== seat || s.effects !== null) return false;
  const kept = o.promo.cards.length;
  if (card === null) {
    const paid = kept - Math.min(kept, o.keepFree);
    return paid <= LEFTOVER.keepMax;
  }
  if (!o.hand.cards.includes(card) || isCompulsory(card)) return false;
  return kept + 1 - Math.min(kept + 1, o.keepFree) <= LEFTOVER.keepMax;
}

/** Media pairs into VP (`mediaPairs`, 6.2.3); after the last owner the year is scored (6.2.3-5). */
export function pairsOk(s: LordsState, seat: SeatId, o: Owner, pairs: number): boolean | null {
  if (s.window !== null || s.cut !== null || s.bait !== null) return false;
  if (s.step !== 'vpMedia' || s.waiting[0] !== seat) return false;
  return Number.isInteger(pairs) && pairs >= 0 && pairs * 2 <= o.media;
}

/** Passing on the Trade Bait (`passBait`, 10.5): to an owner who has not had it, or the deck. */
export function baitOk(s: LordsState, seat: SeatId, to: SeatId | null): boolean {
  const b = s.bait;
  if (b === null || b.seat !== seat || s.window !== null || s.effects !== null) return false;
  if (s.cut !== null || !s.discard.cards.includes(b.card)) return false;
  return to === null || baitReceivers(s).includes(to);
}
