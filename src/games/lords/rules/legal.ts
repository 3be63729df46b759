/**
 * Direct legality checks for the candidates the legal-action listing (moves.ts) meets most:
 * the in-season turn's card plays (LoB 5.3.1-5.3.7, 5.6.2, 5.4, 3.5), whether `playEvent`
 * and `playOps` (turn.ts) would accept a card at a target; loans (LoB 2.5, 2.5.2), listed
 * for every seat at every decision; media on an open roll (7.3); set-up choices (3.0-3.4),
 * about 200 of them, each of which used to deal the opening hands when tried. Each is
 * answered from the conditions the rules check, without applying anything, instead of trying
 * the action through `applyAction`, which was most of a bot's decision time. They must agree
 * with the trial:
 * test/games/lords/moves.test.ts compares both listings over random reachable states.
 *
 * Left to the trial (the checker answers `null`): an event whose effects may be refused while
 * they run (a re-roll or DRM card played outside a roll window, a strike in the late season:
 * effects.ts), a loan taken while the game has automatic steps still to run, and a media
 * answer that may close a roll window (nobody after him with a choice).
 */
import type { SeatId } from '../../../engine/types';
import { FARM_SYSTEM, FM_PER_STAR, STARTING_FUNDS } from '../content/charts';
import { actionCard } from '../content/deck';
import { teamCard } from '../content/teams';
import { firstRules, type LordsAction, type LordsState } from '../state';
import { STARS, type ActionCard, type Effect, type SeasonPhase, type Stars } from '../types';
import { EVENT_LIMIT, OPS_LIMIT } from './limits';
import { bonusFits, legendCard, legendOk } from './legends';
import { canBorrow } from './loans';
import { healthy } from './owner';
import { hasChoice } from './windows';
import { mayChangeOwnRecord } from './season';
import { touchesRecord } from './turn';

/** Whether `checkActive` (turn.ts) lets `seat` act now (LoB 5.3). */
function activeNow(s: LordsState, seat: SeatId): boolean {
  const o = s.owners[seat];
  return (
    s.step === 'season' &&
    s.phase !== 'off' &&
    s.window === null &&
    s.effects === null &&
    s.promotion === null &&
    s.cycle === null &&
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
const runsClean = (c: ActionCard, phase: SeasonPhase): boolean =>
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

/**
 * Media on an open roll (LoB 7.3, `mediaOnRoll` in windows.ts): his turn in the window, not
 * locked out by a trade, allowed media on this roll (6.2.1.1), none negative on the CS (6.2.2,
 * A10), and the cubes in hand. An answer that may close the window applies the roll, which
 * is left to the trial (`null`).
 */
function mediaOk(s: LordsState, seat: SeatId, by: number): boolean | null {
  const w = s.window;
  const o = s.owners[seat];
  if (w === null || w.k !== 'roll' || o === undefined) return null;
  // Unless another owner after him has a choice, his answer may close the window (idle
  // owners are skipped) and apply the roll: that is left to the trial.
  if (!w.queue.slice(1).some((k) => k !== seat && hasChoice(s, w, k))) return null;
  if (w.purpose.k === 'cs' && by < 0) return false;
  if (w.queue[0] !== seat || (w.lockedTo !== null && !w.lockedTo.includes(seat))) return false;
  if (w.mediaBy !== 'all' && !w.mediaBy.includes(seat)) return false;
  return Number.isInteger(by) && by !== 0 && Math.abs(by) <= o.media;
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

/** The direct checks of the plain actions (no Legends bonus). */
function directBase(s: LordsState, seat: SeatId): (a: LordsAction) => boolean | null {
  const active = activeNow(s, seat);
  const me = s.owners[seat];
  const phase = s.phase;
  const calm = settled(s);
  return (a) => {
    if (a.t === 'loan') {
      // 2.5, 2.5.2: at any time, one new loan a phase, each slot once.
      if (!calm || me === undefined || (a.size !== 5_000 && a.size !== 10_000)) return null;
      return canBorrow(me, a.size, s.phaseIndex);
    }
    if (a.t === 'team') return teamOk(s, seat, a);
    if (a.t === 'media') return mediaOk(s, seat, a.by);
    if (a.t !== 'ops' && !(a.t === 'event' && s.step === 'season')) return null;
    if (!active || me === undefined || phase === 'off') return false;
    const info = actionCard(a.card);
    if (info === undefined || !me.hand.cards.includes(a.card)) return false;
    const t = a.target;
    if (!(t >= 0 && t < s.seats)) return false;
    const them = s.owners[t];
    if (them === undefined) return null;
    if (a.t === 'event') {
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
    switch (a.use) {
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
          me.actions.cards.includes(a.use) &&
          healthy(me, a.use === 'superstar' ? 'ss' : 'as', s.phaseIndex) >= 1
        );
      default:
        return null;
    }
  };
}
