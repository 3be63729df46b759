/**
 * The order of play, the one place that knows which step follows which. §Regular Season:
 * each month 1 Prepare, 2 Free Agency (from month 2), 3 Set Rosters, 4 Play Ball (four
 * weeks: reveal, magic window, battles), 5 Cleanup; then §End of the Regular Season, the
 * Wild Card Games when needed and the Championship Series. The steps themselves are the
 * phase files below this one; the moves that end a step (rosters.ts, magic.ts, draft.ts)
 * call in here. The solo Robot picks wherever its manager plays (§Solo Rules).
 */
import type { RulesCtx } from '../../../engine/types';
import type { FantasyState } from '../state';
import { activeEvent } from './battle';
import { startFreeAgency } from './freeAgency';
import { nextSlot, slotsToFill, startSet } from './lineups';
import { cleanup, prepareMonth } from './month';
import { over, setPo } from './playoffs';
import { resolveBattles } from './resolve';
import { closeSeason, type Qualifiers } from './season';
import { playSet, revealAwayFirst, setUpCs, setUpSecondSet } from './series';
import { robotFill, robotFilled } from './solo';
import { playWcGame, robotOwesWcPick, setUpWcGame } from './wildcard';
import { revealWeek, skipInWindow, windowClosed } from './week';
import { edit, mgr } from './zones';

/** §1 Prepare, then §2 Free Agency (skipped in the first month of play) or §3 Set Rosters. */
export function startMonth(s: FantasyState, month: number, ctx: RulesCtx): FantasyState {
  const next = prepareMonth(s, month, ctx);
  return month > 1 ? startFreeAgency(next, ctx) : startSet(next, ctx);
}

/** §3 Set Rosters is over: the solo Robot picks its lineup, then §4 Play Ball, week 1. */
export function rostersSet(s: FantasyState, ctx: RulesCtx): FantasyState {
  if (s.opt.solo) return robotTurn(edit(s, { robotFor: 'rs' }), ctx);
  return startWeek(s, 0, ctx);
}

/** §4 Play Ball 1: the reveal; 2: the magic window (none under a no-magic Event). */
function startWeek(s: FantasyState, week: number, ctx: RulesCtx): FantasyState {
  const next = revealWeek(s, week, ctx);
  if (activeEvent(s)?.noMagic) return resolveWeek(next, ctx);
  if (!next.wk) return next;
  return windowOrBattles(skipInWindow(next, next.wk, next.wk.at), ctx);
}

/** A magic move is done: the window passes on, unless an ability still waits for choices. */
export function afterMagic(s: FantasyState, ctx: RulesCtx): FantasyState {
  if (s.pending || !s.wk) return s;
  return windowOrBattles(skipInWindow(s, s.wk, s.wk.at + 1), ctx);
}

function windowOrBattles(s: FantasyState, ctx: RulesCtx): FantasyState {
  return windowClosed(s) ? resolveWeek(s, ctx) : s;
}

/** §4 Play Ball 3-6, then the next week, or §5 Cleanup after the fourth. */
function resolveWeek(s: FantasyState, ctx: RulesCtx): FantasyState {
  const next = resolveBattles(s, ctx);
  return s.week < 3 ? startWeek(next, s.week + 1, ctx) : endMonth(next, ctx);
}

/** §5 Cleanup, then the next month or §End of the Regular Season. */
function endMonth(s: FantasyState, ctx: RulesCtx): FantasyState {
  const next = cleanup(s, ctx);
  return s.month < s.opt.months ? startMonth(next, s.month + 1, ctx) : endSeason(next, ctx);
}

/** §End of the Regular Season, then the playoffs (§Solo Rules: unless the human is out). */
function endSeason(s: FantasyState, ctx: RulesCtx): FantasyState {
  const [next, q] = closeSeason(s, ctx);
  if (s.opt.solo && !q.sure.includes(0) && !q.queue.includes(0)) return soloOut(next, ctx);
  return startPlayoffs(next, q, ctx);
}

function soloOut(s: FantasyState, ctx: RulesCtx): FantasyState {
  ctx.log('fantasy.log.soloEliminated');
  return over(s, -1, -1, ctx);
}

/** A6: Wild Card Games while more contenders than open slots, then the Championship Series. */
function startPlayoffs(s: FantasyState, q: Qualifiers, ctx: RulesCtx): FantasyState {
  const next = setPo(s, { sure: q.sure, queue: q.queue, slots: q.slots });
  return q.queue.length > q.slots
    ? startWc(next, ctx)
    : startCs(next, [...q.sure, ...q.queue], ctx);
}

/** §Wild Card Game: set up, then played once both characters are in. */
export function startWc(s: FantasyState, ctx: RulesCtx): FantasyState {
  return wcReady(setUpWcGame(s, ctx), ctx);
}

/** Every seat has picked: the solo Robot picks after the human, then the game is played. */
function wcReady(s: FantasyState, ctx: RulesCtx): FantasyState {
  if (!s.done.every(Boolean)) return s;
  if (robotOwesWcPick(s)) return robotTurn(edit(s, { robotFor: 'wc' }), ctx);
  return playWc(s, ctx);
}

/** A6: the winner queues again until the queue fits the open slots. */
function playWc(s: FantasyState, ctx: RulesCtx): FantasyState {
  const po = s.po;
  if (!po) return s;
  const next = playWcGame(s, ctx);
  const queue = next.po?.queue ?? [];
  return queue.length > po.slots ? startWc(next, ctx) : startCs(next, [...po.sure, ...queue], ctx);
}

/** §Championship Series between `pair` (§Solo Rules: the human must be one of them). */
function startCs(s: FantasyState, pair: number[], ctx: RulesCtx): FantasyState {
  if (s.opt.solo && !pair.includes(0)) return soloOut(s, ctx);
  return awayCommits(setUpCs(s, pair, ctx), ctx);
}

/** A4: the away manager commits the set's games first (the Deck manager flips later). */
function awayCommits(s: FantasyState, ctx: RulesCtx): FantasyState {
  const kind = mgr(s, s.po?.away ?? 0).kind;
  if (kind === 'seat') return edit(s, { phase: 'csAway' });
  if (kind === 'robot') return robotTurn(edit(s, { phase: 'csAway', robotFor: 'cs' }), ctx);
  return homeCommits(edit(s, { phase: 'csAway' }), ctx);
}

/** A4: the away character of the set's first game is revealed, then home commits. */
function homeCommits(s: FantasyState, ctx: RulesCtx): FantasyState {
  const po = s.po;
  if (!po) return s;
  const next = revealAwayFirst(s, ctx);
  const kind = mgr(s, po.home).kind;
  if (kind === 'seat') return edit(next, { phase: 'csHome', robotFor: null });
  if (kind === 'robot') return robotTurn(edit(next, { phase: 'csHome', robotFor: 'cs' }), ctx);
  return playCs(edit(next, { phase: 'csHome' }), ctx);
}

/** The set's games; the second set (games 5-7) when nobody has 4 Wins yet. */
function playCs(s: FantasyState, ctx: RulesCtx): FantasyState {
  if (!s.po) return s;
  const next = playSet(s, ctx);
  return next.phase === 'over' ? next : awayCommits(setUpSecondSet(next, ctx), ctx);
}

/** After every placement of a seat's Wild Card or Championship character. */
export function playoffPlaced(s: FantasyState, m: number, ctx: RulesCtx): FantasyState {
  if (s.phase === 'wc') {
    const done = s.done.slice();
    done[m] = true;
    return wcReady(edit(s, { done }), ctx);
  }
  if (nextSlot(mgr(s, m)) < slotsToFill(s)) return s;
  return s.phase === 'csAway' ? homeCommits(s, ctx) : playCs(s, ctx);
}

/** §Solo Rules: the Robot fills its slots (or waits for the human's pick), then play goes on. */
export function robotTurn(s: FantasyState, ctx: RulesCtx): FantasyState {
  const next = robotFill(s, ctx);
  if (!robotFilled(next)) return next;
  if (next.robotFor === 'rs') return startWeek(next, 0, ctx);
  if (next.robotFor === 'wc') return playWc(edit(next, { phase: 'wc' }), ctx);
  if (next.po?.away === 1) return homeCommits(edit(next, { phase: 'csAway' }), ctx);
  return playCs(next, ctx);
}
