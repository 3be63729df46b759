/**
 * The expert game in play (§COMPLETE AT-BAT SEQUENCE with the expert sections): which
 * expert substitutions are legal now (§EXPERT SUBSTITUTIONS, §EMERGENCY PLAYERS), the
 * intentional walk and bunt decisions (steps 2-3), the result carried out with the expert
 * outs and the run-based IP loss (step 7), and the extra-base decisions that follow it
 * (the offense sends runners, the defense picks the one it throws at).
 */
import type { RulesCtx, SeatId } from '../../../engine/types';
import { card, pitcher } from '../content';
import {
  emergencyArm,
  emergencyFielder,
  emergencyNumber,
  isEmergencyArm,
} from '../content/emergency';
import type { AtBat, PitcherLine, Play, ShowdownAction, ShowdownState, Side } from '../state';
import type { PitcherCard, PlayerId, Result } from '../types';
import type { Mutable } from '../../../engine/copy';
import { copySide, withSide } from './copy';
import { emergencyModels, expertField, expertMask, isEmergency } from './emergency';
import { doneOf, isHit } from './atbat';
import { carryOutCall, carryOutExpert, tryExtraBases } from './expert';
import {
  battingSeat,
  bench,
  bullpen,
  fielders,
  fieldingSeat,
  pitcherRemovable,
  sideOf,
} from './lineup';
import { buntAllowed } from './managerial';
import { entryIP } from './pitching';
import { defensiveChange, pinchRunner } from './substitutions';

/** The next emergency player's number for a side (1 for the first). */
export function nextEmergency(side: Side): number {
  let n = 0;
  for (const list of [side.order, side.gone, side.field])
    for (const p of list) n = Math.max(n, emergencyNumber(p));
  for (const l of side.pitchers) n = Math.max(n, emergencyNumber(l.id));
  return n + 1;
}

/**
 * Emergency relievers a side may bring in: one per tied model (R11), numbered next; only
 * once the bullpen is empty, and never for another emergency reliever unless the pitcher
 * has left the game (docs: emergency players).
 */
export function emergencyArms(s: ShowdownState, seat: SeatId): PlayerId[] {
  const side = sideOf(s, seat);
  if (bullpen(side).length > 0) return [];
  if (isEmergencyArm(side.pitcher) && !side.needP) return [];
  const n = nextEmergency(side);
  return emergencyModels(s.sides.map((d) => d.roster)).map((m) => emergencyArm(n, m.id));
}

/** Pitchers a side may bring in: its bullpen, then the emergency relievers. */
export function expertArms(s: ShowdownState, seat: SeatId): PlayerId[] {
  return [...bullpen(sideOf(s, seat)), ...emergencyArms(s, seat)];
}

/**
 * Hitters who may come in for the offense's player `old`: the bench, and the next
 * emergency fielder unless `old` is one (they are alike: docs, emergency players).
 */
export function expertBench(s: ShowdownState, side: Side, old: PlayerId): PlayerId[] {
  const out = bench(s, side);
  if (!isEmergency(old)) out.push(emergencyFielder(nextEmergency(side)));
  return out;
}

/**
 * Players who may take the field: the bench (backups not before the 7th: Glossary BACKUP),
 * or, once nobody is left there, the next emergency fielder ("if necessary").
 */
function fieldBench(s: ShowdownState, side: Side): PlayerId[] {
  const isBackup = (p: PlayerId) => side.roster.some((e) => e.p === p && e.backup);
  const ok = bench(s, side).filter((p) => s.inning >= 7 || !isBackup(p));
  return ok.length > 0 ? ok : [emergencyFielder(nextEmergency(side))];
}

/** Whether `p` for `out` leaves a field that can be filled (everyone but pitchers at 1B). */
function fieldable(side: Side, out: PlayerId, p: PlayerId): boolean {
  // He can take the position of the player going out: nobody has to move.
  const at = side.field.indexOf(out);
  if (at >= 0 && (expertMask(p) >> at) & 1) return true;
  const next = fielders(side).map((f) => (f === out ? p : f));
  const placed = expertField(next, side.field);
  return placed !== null && placed.out.length === 0;
}

/** The defense's expert substitutions: defensive replacements and double switches. */
export function defenseSubs(s: ShowdownState, seat: SeatId): ShowdownAction[] {
  const side = sideOf(s, seat);
  const out: ShowdownAction[] = [];
  const ins = fieldBench(s, side);
  const pairs: [PlayerId, PlayerId][] = [];
  for (const f of fielders(side))
    for (const p of ins)
      if (!(isEmergency(f) && isEmergency(p)) && fieldable(side, f, p)) pairs.push([f, p]);
  for (const [f, p] of pairs) out.push({ t: 'replace', out: f, p });
  // A double switch matters only when the pitcher bats (no DH).
  if (side.pSlot >= 0 && pitcherRemovable(s, seat)) {
    const arms = expertArms(s, seat);
    for (const [f, p] of pairs) for (const arm of arms) out.push({ t: 'switch', out: f, p, arm });
  }
  return out;
}

/**
 * The offense's pinch runners: any bench hitter or an emergency fielder for any runner, but
 * not for the pitcher while he may not be taken out (the starter before the 5th unless he
 * is tired: §INNINGS PITCHED, R9).
 */
export function runnerSubs(s: ShowdownState, seat: SeatId): ShowdownAction[] {
  const side = sideOf(s, seat);
  const out: ShowdownAction[] = [];
  s.bases.forEach((r, b) => {
    if (!r || (r.p === side.pitcher && !pitcherRemovable(s, seat))) return;
    for (const p of expertBench(s, side, r.p)) out.push({ t: 'runner', b, p });
  });
  return out;
}

/** The roster a defensive change may draw from: fielders, relievers, emergency players. */
function changeRoster(s: ShowdownState, seat: SeatId): PlayerId[] {
  const side = sideOf(s, seat);
  return [...fieldBench(s, side), ...expertArms(s, seat)];
}

/** Carries out a defensive replacement or double switch (already checked as listed). */
export function applyDefense(
  g: Mutable<ShowdownState>,
  seat: SeatId,
  a: Extract<ShowdownAction, { t: 'replace' | 'switch' }>,
  ctx: RulesCtx,
): void {
  const side = sideOf(g, seat);
  const roster = changeRoster(g, seat);
  if (a.t === 'replace') {
    withSide(g, seat, defensiveChange(side, [a.out], [a.p], roster, g.inning));
    ctx.log('showdown.log.replace', { seat, player: card(a.p).name, old: card(a.out).name });
    return;
  }
  const next = defensiveChange(side, [a.out, side.pitcher], [a.arm, a.p], roster, g.inning);
  // In a series a tired reliever enters at 0 IP (§EXPERT INNINGS PITCHED).
  const lines = next.pitchers.slice();
  const line = lines[lines.length - 1] as PitcherLine;
  lines[lines.length - 1] = {
    ...line,
    ip: entryIP(pitcher(a.arm) as PitcherCard, true, g.series?.arms[seat]),
  };
  next.pitchers = lines;
  withSide(g, seat, next);
  ctx.log('showdown.log.switch', {
    seat,
    pitcher: card(a.arm).name,
    oldPitcher: card(side.pitcher).name,
    player: card(a.p).name,
    old: card(a.out).name,
  });
}

/** Carries out a pinch runner (already checked as listed). */
export function applyRunner(
  g: Mutable<ShowdownState>,
  seat: SeatId,
  b: number,
  p: PlayerId,
  ctx: RulesCtx,
): void {
  const side = sideOf(g, seat);
  const old = g.bases[b];
  const r = pinchRunner(side, g.bases, b, p, expertBench(g, side, old?.p ?? ''));
  withSide(g, seat, r.side);
  g.bases = r.bases;
  ctx.log('showdown.log.pinchRunner', {
    seat,
    runner: card(p).name,
    old: old ? card(old.p).name : '',
  });
}

/**
 * A team taking the field in the expert game: its players placed with first base open to
 * all; if they cannot fill every position, emergency fielders take the gaps and the
 * players left over leave the game, the emergency fielders taking their batting spots.
 */
export function expertTakeField(side: Mutable<Side>, ctx: RulesCtx, seat: SeatId): void {
  const placed = expertField(fielders(side), side.field, nextEmergency(side));
  if (!placed) throw new Error('showdown: a pitcher among the fielders');
  const plugs = placed.field.filter((p) => isEmergency(p) && !side.order.includes(p));
  if (placed.out.length > 0) {
    const order = side.order.slice();
    placed.out.forEach((p, i) => {
      const e = plugs[i] as PlayerId;
      order[order.indexOf(p)] = e;
      ctx.log('showdown.log.emergency', { seat, player: card(e).name, old: card(p).name });
    });
    side.order = order;
    side.gone = [...side.gone, ...placed.out];
  }
  side.field = placed.field;
}

/**
 * Rules version 1 (a game saved before F7): the intentional walk decision as a step of its
 * own, then the bunt decision if a bunt is allowed.
 */
export function openCall(g: Mutable<ShowdownState>): void {
  g.phase = 'ibb';
  g.turn = fieldingSeat(g);
  g.passes = 0;
}

/**
 * After the defense decided: the offense decides whether to bunt (if it may), else cards.
 * Under rules version 2 the defense decides with its pass in the substitution window (F7);
 * the `ibb` phase is played only by version-1 games.
 */
export function afterIbbDecision(g: Mutable<ShowdownState>, open: () => void): void {
  const walked = g.ab?.call === 'ibb';
  if (!walked && buntAllowed(g.bases, false)) {
    g.phase = 'bunt';
    g.turn = battingSeat(g);
    g.passes = 0;
    return;
  }
  open();
}

/** The batter's turn is over: the next one is up. */
function nextBatter(g: Mutable<ShowdownState>): void {
  const bs = battingSeat(g);
  const off = copySide(sideOf(g, bs));
  off.up = (off.up + 1) % off.order.length;
  withSide(g, bs, off);
}

/** Step 7 for a called play (an intentional walk or a bunt): no result (R13). */
export function carryOutCalled(g: Mutable<ShowdownState>, ctx: RulesCtx): void {
  const call = g.ab?.call as 'ibb' | 'bunt';
  const off = sideOf(g, battingSeat(g));
  const batter = off.order[off.up] as PlayerId;
  ctx.log(call === 'ibb' ? 'showdown.log.ibb' : 'showdown.log.bunt', {
    batter: card(batter).name,
  });
  carryOutCall(g, call, false, ctx, true);
  nextBatter(g);
  g.last = null;
  g.called = { kind: call, batter };
}

/**
 * Step 7 for a swing in the expert game: the result carried out (double plays, the
 * expert IP loss); returns whether the offense now decides on extra bases (`send`). If it
 * does not, the play is finished (a single+ batter takes second if open).
 */
export function carryOutSwing(g: Mutable<ShowdownState>, ctx: RulesCtx): boolean {
  const ab = g.ab as AtBat;
  const result = ab.result as Result;
  const bs = battingSeat(g);
  const before = sideOf(g, bs).runs;
  const batter = sideOf(g, bs).order[sideOf(g, bs).up] as PlayerId;
  const scorers: string[] = [];
  const extra = carryOutExpert(g, result, hearScorers(ctx, scorers));
  const play: Play = {
    batter,
    pitcher: sideOf(g, fieldingSeat(g)).pitcher,
    pitch: ab.pitch,
    adv: ab.adv,
    swing: ab.swing,
    result,
    runs: sideOf(g, bs).runs - before,
    ...(scorers.length > 0 ? { scorers } : {}),
  };
  g.last = play;
  g.called = null;
  g.ab = { ...ab, done: doneOf(result), extra };
  if (isHit(result)) {
    const o = copySide(sideOf(g, bs));
    o.hits += 1;
    withSide(g, bs, o);
  }
  const home = sideOf(g, g.home).runs;
  const away = sideOf(g, 1 - g.home).runs;
  const walkOff = g.half === 1 && g.inning >= 9 && home > away;
  if (extra.length > 0 && g.outs < 3 && !walkOff) {
    g.phase = 'send';
    g.turn = bs;
    g.passes = 0;
    return true;
  }
  finishExtra(g, [], 0, ctx);
  return false;
}

/** The legal sets of runners the offense may send (non-empty; passing sends nobody). */
export function sendChoices(s: ShowdownState): number[][] {
  const c = s.ab?.extra ?? [];
  const out: number[][] = [];
  for (let m = 1; m < 1 << c.length; m++) {
    const sent = c.filter((_, i) => (m >> i) & 1);
    // Nobody may run into a base held by a runner who stays (checkSent refuses it).
    if (sent.every((b) => b === 2 || !s.bases[b + 1] || sent.includes(b + 1))) out.push(sent);
  }
  return out;
}

/**
 * The extra bases carried out: the runners on `sent` try, the outfield throws at the one
 * on `target`; then the single+ batter's second base, and the next batter is up.
 */
export function finishExtra(
  g: Mutable<ShowdownState>,
  sent: readonly number[],
  target: number,
  ctx: RulesCtx,
): void {
  const ab = g.ab as AtBat;
  const bs = battingSeat(g);
  const before = sideOf(g, bs).runs;
  if (sent.length > 0) {
    const names = sent.map((b) => card((g.bases[b] as { p: PlayerId }).p).name).join(', ');
    ctx.log('showdown.log.send', { runners: names });
  }
  const scorers: string[] = [];
  tryExtraBases(g, ab.result as Result, ab.extra, sent, target, hearScorers(ctx, scorers));
  g.ab = { ...ab, sent };
  if (g.last) {
    const all = [...(g.last.scorers ?? []), ...scorers];
    g.last = {
      ...g.last,
      runs: g.last.runs + sideOf(g, bs).runs - before,
      ...(all.length > 0 ? { scorers: all } : {}),
    };
  }
  nextBatter(g);
}

/**
 * The context with its log also heard here: the names of the runners who score (each run
 * is logged as it is charged, rules/expert.ts `score`), for the table's result beat.
 */
function hearScorers(ctx: RulesCtx, into: string[]): RulesCtx {
  return {
    rng: ctx.rng,
    log(msg, args, to) {
      if (msg === 'showdown.log.scores' && typeof args?.runner === 'string') into.push(args.runner);
      ctx.log(msg, args, to);
    },
  };
}
