/**
 * The expert result carried out on the state (§COMPLETE AT-BAT SEQUENCE step 7 with
 * §DIFFERENT KINDS OF OUTS, §EXPERT ADVANCEMENT, §EXPERT INNINGS PITCHED): the double-play
 * throw rolled with the infield's Fielding in play, runs charged with the run-based IP
 * loss, then the extra-base attempts the offense announced, thrown by the outfield at the
 * runner the defense chose. The game does not reach these yet (the expert level is not
 * offered: docs/games/showdown.md).
 */
import type { RulesCtx } from '../../../engine/types';
import { card, expertSpeed } from '../content';
import type { Runner, ShowdownState, ShowdownView, Side } from '../state';
import {
  OUTS,
  POSITIONS,
  type FieldGroup,
  type PlayerId,
  type Position,
  type Result,
} from '../types';
import { advance } from './advance';
import type { Mutable } from '../../../engine/copy';
import { copySide, withSide } from './copy';
import { expertFielding, playerName } from './emergency';
import {
  checkSent,
  extraBases,
  extraCandidates,
  extraTarget,
  extraThrowOut,
  singlePlusSteal,
} from './extra';
import { battingSeat, fieldingSeat, sideOf } from './lineup';
import { doublePlayOut, expertOut, needsDoublePlayThrow } from './outs';
import { buntAdvance, intentionalWalk, sacrificeBunt } from './managerial';
import { chargeRunExpert } from './pitching';

const GROUPS = { infield: [1, 2, 3, 4], outfield: [5, 6, 7] } as const;

/** The infield's or outfield's total Fielding in the expert rules (first base out of position). */
export function expertGroupFielding(field: readonly PlayerId[], group: FieldGroup): number {
  let n = 0;
  for (const i of GROUPS[group])
    n += expertFielding(field[i] as PlayerId, POSITIONS[i] as Position) ?? 0;
  return n;
}

/** The chance the outfield's throw (d20 + Fielding) beats the target: the runner is out. */
export function throwOutChance(v: ShowdownView, b: number): number {
  const r = v.bases[b];
  if (!r) return 0;
  const def = sideOf(v, fieldingSeat(v));
  const outfield = expertGroupFielding(def.field, 'outfield');
  const target = extraTarget(expertSpeed(r.p), b === 2, v.outs);
  // Out when roll > target − outfield: rolls from target − outfield + 1 to 20.
  return Math.min(20, Math.max(0, 20 - (target - outfield))) / 20;
}

/** Charges each run to the pitcher who let the runner on (expert IP loss) and scores it. */
function score(
  off: Mutable<Side>,
  def: Mutable<Side>,
  scored: readonly Runner[],
  ctx: RulesCtx,
): void {
  if (scored.length === 0) return;
  const pitchers = def.pitchers.slice();
  for (const r of scored) {
    const i = pitchers.findIndex((l) => l.id === r.by);
    const before = pitchers[i];
    if (!before) continue;
    const after = chargeRunExpert(before);
    pitchers[i] = after;
    ctx.log('showdown.log.scores', { runner: playerName(r.p), pitcher: card(r.by).name });
    if (after.ip < before.ip)
      ctx.log('showdown.log.ipLost', { pitcher: card(r.by).name, ip: after.ip });
  }
  def.pitchers = pitchers;
  off.runs += scored.length;
  const l = off.line.slice();
  l[l.length - 1] = (l[l.length - 1] ?? 0) + scored.length;
  off.line = l;
}

/**
 * Carries out `result` for the batter coming up in the expert rules and returns the bases
 * whose runners may now try for an extra base. `tryExtraBases` follows (with no runner
 * sent if nobody tries: a single+ batter's steal of second waits for it); the batter is
 * not moved to the next slot (the caller does that once the play is over).
 */
export function carryOutExpert(g: Mutable<ShowdownState>, result: Result, ctx: RulesCtx): number[] {
  const bs = battingSeat(g);
  const fs = fieldingSeat(g);
  const off = copySide(sideOf(g, bs));
  const def = copySide(sideOf(g, fs));
  const me: Runner = { p: off.order[off.up] as PlayerId, by: def.pitcher };
  let scored: Runner[];
  if (OUTS.includes(result)) {
    let batterOut = true;
    if (needsDoublePlayThrow(g.bases, g.outs, result)) {
      const roll = ctx.rng.rollDie(20);
      const infield = expertGroupFielding(def.field, 'infield');
      const speed = expertSpeed(me.p);
      batterOut = doublePlayOut(roll, infield, speed);
      ctx.log(batterOut ? 'showdown.log.doublePlay' : 'showdown.log.dpSafe', {
        batter: playerName(me.p),
        roll,
        infield,
        speed,
      });
    }
    const o = expertOut(g.bases, g.outs, result, me, batterOut);
    g.bases = o.bases;
    g.outs = o.outs;
    scored = o.scored;
    ctx.log('showdown.log.out', { outs: g.outs });
  } else {
    const r = advance(g.bases, result === '1B+' ? '1B' : result, me);
    g.bases = r.bases;
    scored = r.scored;
  }
  score(off, def, scored, ctx);
  withSide(g, bs, off);
  withSide(g, fs, def);
  return extraCandidates(g.bases, result, g.outs, me);
}

/**
 * The extra-base attempts: the offense sent the runners on `sent` (bases), the defense
 * throws at the one on `target`; every other runner sent is safe. A single+ batter then
 * takes second if it is open.
 */
export function tryExtraBases(
  g: Mutable<ShowdownState>,
  result: Result,
  candidates: readonly number[],
  sent: readonly number[],
  target: number,
  ctx: RulesCtx,
): void {
  const bs = battingSeat(g);
  const fs = fieldingSeat(g);
  const off = copySide(sideOf(g, bs));
  const def = copySide(sideOf(g, fs));
  const me: Runner = { p: off.order[off.up] as PlayerId, by: def.pitcher };
  if (sent.length > 0) {
    checkSent(g.bases, candidates, sent);
    const runner = g.bases[target];
    const speed = runner ? expertSpeed(runner.p) : 0;
    const goal = extraTarget(speed, target === 2, g.outs);
    const roll = ctx.rng.rollDie(20);
    const outfield = expertGroupFielding(def.field, 'outfield');
    const out = extraThrowOut(roll, outfield, goal);
    const x = extraBases(g.bases, sent, target, out, g.outs);
    ctx.log(out ? 'showdown.log.extraOut' : 'showdown.log.extraSafe', {
      runner: runner ? playerName(runner.p) : '',
      roll,
      outfield,
      target: goal,
    });
    g.bases = x.bases;
    g.outs = x.outs;
    score(off, def, x.scored, ctx);
  }
  if (result === '1B+') g.bases = singlePlusSteal(g.bases, me);
  withSide(g, bs, off);
  withSide(g, fs, def);
}

/**
 * A called play instead of the pitch and swing (§EXPERT MANAGERIAL OPTIONS): the batter
 * coming up is walked intentionally (runs forced in are charged as usual), or bunts
 * (refused with a runner on third or after an intentional walk: `walked`; `called`: the
 * bunt was checked when the offense called it, before the strategy cards).
 */
export function carryOutCall(
  g: Mutable<ShowdownState>,
  call: 'ibb' | 'bunt',
  walked: boolean,
  ctx: RulesCtx,
  called = false,
): void {
  const bs = battingSeat(g);
  const fs = fieldingSeat(g);
  const off = copySide(sideOf(g, bs));
  const def = copySide(sideOf(g, fs));
  const me: Runner = { p: off.order[off.up] as PlayerId, by: def.pitcher };
  if (call === 'ibb') {
    const w = intentionalWalk(g.bases, me);
    g.bases = w.bases;
    score(off, def, w.scored, ctx);
  } else {
    // `called`: checked when it was called; a runner who has reached third since scores.
    const b = called ? buntAdvance(g.bases, g.outs) : sacrificeBunt(g.bases, g.outs, walked);
    g.bases = b.bases;
    g.outs = b.outs;
    score(off, def, b.scored, ctx);
    ctx.log('showdown.log.out', { outs: g.outs });
  }
  withSide(g, bs, off);
  withSide(g, fs, def);
}
