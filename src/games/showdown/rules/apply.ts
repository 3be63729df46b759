/**
 * The entry point: checks an action against the rules (a RulesError naming the section
 * otherwise), then carries it out. A substitution or a strategy card hands the window to
 * the other manager; two passes in a row close it (§COMPLETE AT-BAT SEQUENCE): basic, the
 * at-bat is played; advanced, the next window opens (before the pitch, on the result,
 * after it) and the pitch and swing sit between the first two.
 */
import { must, RulesError, type RulesCtx, type SeatId } from '../../../engine/types';
import { card, pitcher } from '../content';
import { callsInWindow, type AtBat, type ShowdownAction, type ShowdownState } from '../state';
import type { PlayerId } from '../types';
import { carryOut, FRESH, playAtBat, rollAtBat } from './atbat';
import { checkCard, clearTable, playCard } from './cards';
import type { Mutable } from '../../../engine/copy';
import { copySide, copyState, withSide } from './copy';
import { addBox, EMPTY_BOX, scoredOf, tally, type Scored } from './box';
import { afterPlay, startAtBat, takeField, walkedOff } from './flow';
import { backupActions, replaceBackup } from './backups';
import { applyDh } from './dh';
import { changeLineup, playBall, swapInGame } from './pregame';
import { battingSeat, fieldingSeat, pitcherRemovable, sideOf } from './lineup';
import {
  afterIbbDecision,
  applyDefense,
  applyRunner,
  carryOutCalled,
  carryOutSwing,
  defenseSubs,
  finishExtra,
  openCall,
  runnerSubs,
  sendChoices,
} from './expert-play';
import { buntAllowed } from './managerial';
import { entryIP } from './pitching';
import { endSeriesGame, ready, swapCard } from './series';
import { hasDecision, pinchHitters, pitchingChanges, relievers } from './moves';

const MANAGERIAL = '§EXPERT MANAGERIAL OPTIONS';
const ADVANCEMENT = '§EXPERT ADVANCEMENT';

const SUBS = '§SUBSTITUTIONS';
const BACKUP = 'Glossary BACKUP';
const EXPERT_SUBS = '§EXPERT SUBSTITUTIONS';
const SEQUENCE = '§COMPLETE AT-BAT SEQUENCE';

export function apply(
  s: ShowdownState,
  seat: SeatId,
  a: ShowdownAction,
  ctx: RulesCtx,
): ShowdownState {
  const g = skipIdle(playStep(s, seat, a, ctx), ctx);
  // A game of a series is over: record it, and get ready for the next unless it is decided.
  if (g.phase === 'over' && g.series && g.series.games.length < g.series.game) {
    const m = copyState(g);
    m.seriesBox = addBox(g.seriesBox ?? EMPTY_BOX, g.box);
    endSeriesGame(m, ctx);
    return m;
  }
  return g;
}

/**
 * One step of play, with the box score kept (rules/box.ts): the runs scored are read off
 * the log as they are written; a new game of a series starts a new box and keeps the
 * series' total.
 */
function playStep(s: ShowdownState, seat: SeatId, a: ShowdownAction, ctx: RulesCtx): ShowdownState {
  const scored: Scored[] = [];
  const counting: RulesCtx = {
    rng: ctx.rng,
    log: (msg, args, to) => {
      const r = scoredOf(msg, args);
      if (r) scored.push(r);
      ctx.log(msg, args, to);
    },
  };
  const g = applyMove(s, seat, a, counting);
  const newGame = s.series !== null && g.series?.game !== s.series.game;
  const box = newGame ? g.box : tally(s, g, scored);
  if (box === g.box && !newGame) return g;
  const m = copyState(g);
  if (newGame) m.seriesBox = s.seriesBox;
  else m.box = box;
  return m;
}

const PASS: ShowdownAction = { t: 'pass' };

/**
 * The flow (docs/games/showdown.md, "The flow"): a window does not stop for a manager who may
 * only pass there (no card of this window's timing in his hand, no legal substitution), as
 * at the table a manager with nothing says "go"; he passes at once, unless he asked to stop
 * at every window (option `stop<seat>`). Turn decisions with a choice (relief, the expert
 * calls, between games) always stop. Run after every move and after setup.
 * The DH going into the field and fielders trading positions are offered whenever a window
 * stops, but do not stop one by themselves (F4 in the doc): an AL defense could always make
 * them, and would be asked before every batter.
 */
export function skipIdle(s: ShowdownState, ctx: RulesCtx): ShowdownState {
  let g = s;
  while (
    (g.phase === 'subs' || g.phase === 'before' || g.phase === 'on' || g.phase === 'after') &&
    !g.stops[g.turn] &&
    !hasDecision(g, g.turn)
  )
    g = playStep(g, g.turn, PASS, ctx);
  return g;
}

function applyMove(
  s: ShowdownState,
  seat: SeatId,
  a: ShowdownAction,
  ctx: RulesCtx,
): ShowdownState {
  const g = move(s, seat, a, ctx);
  // Expert (F7): the walk called with the defense's pass lasts for the offense's next move
  // only: its closing pass has carried it out, and any other move clears it.
  if (s.walk && g.walk) {
    const m = copyState(g);
    delete m.walk;
    return m;
  }
  return g;
}

function move(s: ShowdownState, seat: SeatId, a: ShowdownAction, ctx: RulesCtx): ShowdownState {
  must(s.phase !== 'over', 'game-over', '§BASIC GAME');
  must(seat === s.turn, 'not-your-turn', '§COMPLETE AT-BAT SEQUENCE');
  if (s.phase === 'between') {
    if (a.t === 'pass') return ready(s, seat, ctx);
    must(a.t === 'swap', 'between-games', '§FULL GAME SETUP');
    return swapCard(s, seat, a.out, a.in, ctx);
  }
  switch (a.t) {
    case 'relief': {
      must(s.phase === 'relief', 'no-relief-needed', SUBS);
      must(relievers(s, seat).includes(a.p), 'not-in-bullpen', SUBS);
      const g = bringIn(s, seat, a.p, ctx);
      startAtBat(g);
      return g;
    }
    case 'pass': {
      if (s.phase === 'lineup') return playBall(s, seat, ctx);
      must(s.phase !== 'relief', 'not-a-window', '§COMPLETE AT-BAT SEQUENCE');
      must(s.phase !== 'backup', 'replace-the-backups', BACKUP);
      if (s.phase === 'ibb' || s.phase === 'bunt' || s.phase === 'send' || s.phase === 'throw')
        return decide(s, null, ctx);
      return windowPass(s, seat, null, ctx);
    }
    case 'card': {
      // Substitutions come first, and no card is played between the pitch and the swing:
      // the pitch and swing are rolled together when the "before" window closes.
      must(
        s.cards && (s.phase === 'before' || s.phase === 'on' || s.phase === 'after'),
        'not-a-window',
        '§STRATEGY CARDS',
      );
      checkCard(s, seat, a.c, a.b);
      const g = copyState(s);
      playCard(g, seat, a.c, a.b, ctx);
      passTurn(g, seat);
      // A runner caught stealing for the third out ends the at-bat and the half-inning
      // (a card in the "after" window of a third out leaves the window open).
      if (g.outs >= 3 && s.outs < 3) {
        clearTable(g);
        afterPlay(g, ctx);
      }
      return g;
    }
    case 'pitcher': {
      must(s.phase === 'subs', 'not-a-window', SUBS);
      must(seat === fieldingSeat(s), 'defense-only', SUBS);
      must(pitcherRemovable(s, seat), 'starter-stays', '§INNINGS PITCHED');
      must(pitchingChanges(s).includes(a.p), 'illegal-pitching-change', '§INNINGS PITCHED');
      const g = bringIn(s, seat, a.p, ctx);
      passTurn(g, seat);
      return g;
    }
    case 'swap':
      throw new RulesError('not-between-games', '§STRATEGY DECKS');
    case 'ibb':
    case 'bunt':
      // Expert (F7): called with a pass of the substitution window.
      if (s.phase === 'subs') return windowPass(s, seat, a.t, ctx);
      must(s.phase === a.t, 'not-now', SEQUENCE);
      return decide(s, a, ctx);
    case 'send':
    case 'throw': {
      must(s.phase === a.t, 'not-now', SEQUENCE);
      return decide(s, a, ctx);
    }
    case 'runner': {
      must(s.level === 'expert', 'expert-only', EXPERT_SUBS);
      must(s.phase === 'subs', 'not-a-window', SUBS);
      must(seat === battingSeat(s), 'offense-only', SUBS);
      must(
        s.bases[a.b]?.p !== sideOf(s, seat).pitcher || pitcherRemovable(s, seat),
        'starter-stays',
        '§INNINGS PITCHED',
      );
      must(
        runnerSubs(s, seat).some((x) => x.t === 'runner' && x.b === a.b && x.p === a.p),
        'illegal-pinch-runner',
        EXPERT_SUBS,
      );
      const g = copyState(s);
      applyRunner(g, seat, a.b, a.p, ctx);
      passTurn(g, seat);
      return g;
    }
    case 'replace':
    case 'switch': {
      if (s.phase === 'backup') {
        must(a.t === 'replace', 'replace-the-backups', BACKUP);
        must(
          backupActions(s, seat).some((x) => x.t === 'replace' && x.out === a.out && x.p === a.p),
          'illegal-backup-replacement',
          BACKUP,
        );
        const g = copyState(s);
        if (replaceBackup(g, seat, a.out, a.p, ctx)) takeField(g, seat, ctx);
        return g;
      }
      must(s.level === 'expert', 'expert-only', EXPERT_SUBS);
      must(s.phase === 'subs', 'not-a-window', SUBS);
      must(seat === fieldingSeat(s), 'defense-only', SUBS);
      const listed = defenseSubs(s, seat).some(
        (x) =>
          x.t === a.t &&
          x.out === a.out &&
          x.p === a.p &&
          (a.t === 'replace' || (x.t === 'switch' && x.arm === a.arm)),
      );
      must(
        listed,
        a.t === 'replace' ? 'illegal-replacement' : 'illegal-double-switch',
        EXPERT_SUBS,
      );
      const g = copyState(s);
      applyDefense(g, seat, a, ctx);
      passTurn(g, seat);
      g.juggle = true;
      return g;
    }
    case 'field':
      // In the game: the defense moves two fielders in its substitution window.
      if (s.phase === 'subs') {
        must(seat === fieldingSeat(s), 'defense-only', SUBS);
        must(s.juggle === true, 'no-change-in-the-field', '§EXPERT SUBSTITUTIONS');
        // Not a substitution: the defense keeps the decision (passes start over).
        const g = swapInGame(s, seat, a.i, a.j, ctx);
        g.passes = 0;
        return g;
      }
      return changeLineup(s, seat, a, ctx);
    case 'order':
    case 'start':
      return changeLineup(s, seat, a, ctx);
    case 'dh': {
      must(s.phase === 'subs', 'not-a-window', SUBS);
      must(seat === fieldingSeat(s), 'defense-only', SUBS);
      const g = copyState(s);
      applyDh(g, seat, a.out, ctx);
      passTurn(g, seat);
      g.juggle = true;
      return g;
    }
    case 'pinch': {
      must(s.phase === 'subs', 'not-a-window', SUBS);
      must(seat === battingSeat(s), 'offense-only', SUBS);
      const batting = sideOf(s, seat);
      must(
        batting.up !== batting.pSlot || pitcherRemovable(s, seat),
        'starter-stays',
        '§INNINGS PITCHED',
      );
      must(pinchHitters(s).includes(a.p), 'illegal-pinch-hitter', SUBS);
      const g = copyState(s);
      const side = copySide(sideOf(s, seat));
      const old = side.order[side.up] as PlayerId;
      const order = side.order.slice();
      order[side.up] = a.p;
      side.order = order;
      side.gone = [...side.gone, old];
      if (side.up === side.pSlot) side.needP = true;
      withSide(g, seat, side);
      ctx.log('showdown.log.pinch', { seat, hitter: card(a.p).name, batter: card(old).name });
      passTurn(g, seat);
      return g;
    }
    default:
      throw new RulesError('unknown-action', '§COMPLETE AT-BAT SEQUENCE');
  }
}

/**
 * A pass in a window (two in a row close it). Expert substitution window (decision F7): the
 * defense's pass may call the intentional walk (step 2), and the offense's pass that closes
 * the window right after a defense's pass without a walk may call the bunt (step 3), so
 * each is decided in the rulebook's order, once the other side's substitutions are done.
 */
function windowPass(
  s: ShowdownState,
  seat: SeatId,
  call: 'ibb' | 'bunt' | null,
  ctx: RulesCtx,
): ShowdownState {
  if (call) {
    must(s.level === 'expert', 'expert-only', MANAGERIAL);
    must(s.phase === 'subs' && callsInWindow(s), 'not-now', SEQUENCE);
  }
  if (call === 'ibb') must(seat === fieldingSeat(s), 'defense-only', MANAGERIAL);
  if (call === 'bunt') {
    must(seat === battingSeat(s), 'offense-only', MANAGERIAL);
    // The defense decides the walk first; the bunt is the offense's answer to its pass.
    must(s.passes === 1 && !s.walk, 'defense-decides-first', SEQUENCE);
    must(buntAllowed(s.bases, false), 'runner-on-third', MANAGERIAL);
  }
  if (s.passes + 1 < 2) {
    const g = copyState(s);
    g.passes = s.passes + 1;
    g.turn = 1 - seat;
    if (call === 'ibb') g.walk = true;
    return g;
  }
  return closeWindow(s, ctx, seat, call);
}

/**
 * Both managers passed back to back: the window closes and the at-bat goes on. `seat` passed
 * last, with `call` (expert substitution window: a walk or bunt called with the pass).
 */
function closeWindow(
  s0: ShowdownState,
  ctx: RulesCtx,
  seat: SeatId,
  call: 'ibb' | 'bunt' | null,
): ShowdownState {
  // The substitutions are over: so is moving fielders (§EXPERT SUBSTITUTIONS).
  const s = s0.phase === 'subs' && s0.juggle ? { ...s0, juggle: false } : s0;
  if (s.phase === 'subs' && !s.cards) {
    const g = playAtBat(s, ctx);
    g.ab = null;
    afterPlay(g, ctx);
    return g;
  }
  if (s.phase === 'subs') {
    const g = copyState(s);
    g.ab = FRESH;
    // Expert: the intentional walk and bunt decisions come before the cards (steps 2-3).
    if (callsInWindow(s)) closeCalls(g, seat, s.walk === true || call === 'ibb', call);
    else if (s.level === 'expert') openCall(g);
    else openWindow(g, 'before');
    return g;
  }
  if (s.phase === 'before') {
    // A called play: no pitch, no swing, no result (step 5 skipped; R13: nothing "on" it).
    if (s.ab?.call) {
      const g = copyState(s);
      carryOutCalled(g, ctx);
      return endAtBat(g, ctx);
    }
    const g = rollAtBat(s, ctx);
    openWindow(g, 'on');
    return g;
  }
  const g = copyState(s);
  if (s.phase === 'on') {
    if (s.level === 'expert') {
      if (carryOutSwing(g, ctx)) return g;
    } else carryOut(g, ctx);
    return afterResult(g, ctx);
  }
  return endAtBat(g, ctx);
}

/**
 * Expert (F7): the substitution window closed with the calls made in its passes. A walk
 * called: the batter is walked (no bunt: he was walked). Else, closed on the offense's pass:
 * that pass decided the bunt. Else (closed on the defense's pass, so the offense was not yet
 * asked): the bunt decision, when a bunt is allowed. Then the "before" window.
 */
function closeCalls(
  g: Mutable<ShowdownState>,
  seat: SeatId,
  walk: boolean,
  call: 'ibb' | 'bunt' | null,
): void {
  delete g.walk;
  const ab = g.ab as AtBat;
  if (walk) g.ab = { ...ab, call: 'ibb' };
  else if (call === 'bunt') g.ab = { ...ab, call: 'bunt' };
  else if (seat === fieldingSeat(g)) {
    afterIbbDecision(g, () => openWindow(g, 'before'));
    return;
  }
  openWindow(g, 'before');
}

/**
 * The result is carried out: the "after" window (step 8), also when the play made the third
 * out (the step has no exception); only a walk-off, which ends the game, skips it.
 */
function afterResult(g: Mutable<ShowdownState>, ctx: RulesCtx): ShowdownState {
  if (!walkedOff(g)) {
    openWindow(g, 'after');
    return g;
  }
  return endAtBat(g, ctx);
}

/** The at-bat is over: table cards to the discard pile, then the next at-bat or half. */
function endAtBat(g: Mutable<ShowdownState>, ctx: RulesCtx): ShowdownState {
  clearTable(g);
  afterPlay(g, ctx);
  return g;
}

/**
 * An expert single decision (`a` null: pass): the intentional walk, the bunt, the runners
 * sent for an extra base, the runner the outfield throws at.
 */
function decide(
  s: ShowdownState,
  a: Extract<ShowdownAction, { t: 'ibb' | 'bunt' | 'send' | 'throw' }> | null,
  ctx: RulesCtx,
): ShowdownState {
  const g = copyState(s);
  const ab = s.ab as AtBat;
  const before = () => openWindow(g, 'before');
  switch (s.phase) {
    case 'ibb':
      if (a) g.ab = { ...ab, call: 'ibb' };
      afterIbbDecision(g, before);
      return g;
    case 'bunt':
      must(!a || buntAllowed(s.bases, false), 'runner-on-third', MANAGERIAL);
      if (a) g.ab = { ...ab, call: 'bunt' };
      before();
      return g;
    case 'send': {
      if (!a) {
        finishExtra(g, [], 0, ctx);
        return afterResult(g, ctx);
      }
      const sent = a.t === 'send' ? a.b : [];
      must(
        sendChoices(s).some((c) => c.length === sent.length && c.every((b, i) => sent[i] === b)),
        'not-eligible',
        ADVANCEMENT,
      );
      // One runner sent: the outfield has no choice to make.
      if (sent.length === 1) {
        finishExtra(g, sent, sent[0] as number, ctx);
        return afterResult(g, ctx);
      }
      g.ab = { ...ab, sent };
      g.phase = 'throw';
      g.turn = fieldingSeat(s);
      g.passes = 0;
      return g;
    }
    case 'throw': {
      must(a?.t === 'throw', 'choose-a-runner', ADVANCEMENT);
      must(ab.sent.includes(a.b), 'not-sent', ADVANCEMENT);
      finishExtra(g, ab.sent, a.b, ctx);
      return afterResult(g, ctx);
    }
    default:
      throw new RulesError('not-now', SEQUENCE);
  }
}

/** A strategy card window opens: the defense decides first. */
function openWindow(g: Mutable<ShowdownState>, phase: 'before' | 'on' | 'after'): void {
  g.phase = phase;
  g.turn = fieldingSeat(g);
  g.passes = 0;
}

/** A substitution was made: the other manager decides next, and passes start over. */
function passTurn(g: Mutable<ShowdownState>, seat: SeatId) {
  g.turn = 1 - seat;
  g.passes = 0;
}

/**
 * A new pitcher takes the old one's place (and batting spot without a DH); entering in
 * the middle of an inning counts as a full inning against his IP.
 */
function bringIn(
  s: ShowdownState,
  seat: SeatId,
  p: PlayerId,
  ctx: RulesCtx,
): Mutable<ShowdownState> {
  const g = copyState(s);
  const side = copySide(sideOf(s, seat));
  const old = side.pitcher;
  const card_ = pitcher(p);
  must(card_, 'not-a-pitcher', SUBS);
  if (!side.gone.includes(old)) side.gone = [...side.gone, old];
  if (side.pSlot >= 0) {
    const order = side.order.slice();
    order[side.pSlot] = p;
    side.order = order;
  }
  side.pitcher = p;
  side.needP = false;
  const ip = entryIP(card_, s.level === 'expert', s.series?.arms[seat]);
  side.pitchers = [...side.pitchers, { id: p, inn: 1, last: s.inning, r: 0, ip }];
  withSide(g, seat, side);
  ctx.log('showdown.log.pitchingChange', { seat, pitcher: card_.name, old: card(old).name });
  return g;
}
