/**
 * The at-bat (§COMPLETE AT-BAT SEQUENCE): the pitch (d20 + Control − fatigue against
 * On-Base, with strategy card changes; higher gives the pitcher the advantage, a tie the
 * batter; no pitch when a pitcher bats), the swing (d20 on the chart of whoever has the
 * advantage, read 20 above 20 and 1 below 1), then the result carried out, runs charged to
 * the pitcher who let each runner reach. At the advanced level the two halves are apart:
 * the "on a …" window sits between them.
 */
import type { RulesCtx } from '../../../engine/types';
import { card, chartResult } from '../content';
import type { AtBat, Mod, PitcherLine, Play, Runner, ShowdownState } from '../state';
import { OUTS, type AfterWhat, type Result } from '../types';
import { isEmergency } from '../content/emergency';
import { advance } from './advance';
import type { Mutable } from '../../../engine/copy';
import { copySide, copyState } from './copy';
import { battingSeat, currentLine, fatigue, fieldingSeat, sideOf } from './lineup';

/** An at-bat with no strategy card changes yet. */
export const FRESH: AtBat = {
  ob: 0,
  ctl: 0,
  sw: 0,
  pitch: null,
  adv: 'batter',
  swing: 0,
  chart: '',
  result: null,
  done: null,
  call: null,
  extra: [],
  sent: [],
};

/** The stat changes with no duration left on a player. */
export function kept(mods: readonly Mod[], p: string, stat: Mod['stat']): number {
  let n = 0;
  for (const m of mods) if (m.p === p && m.stat === stat) n += m.n;
  return n;
}

export const clampSwing = (n: number) => Math.min(20, Math.max(1, n));

/** Rolls the pitch; a pitcher at the plate never has the advantage, so there is no pitch. */
export function rollPitch(s: ShowdownState, ctx: RulesCtx, line: PitcherLine) {
  const ab = s.ab ?? FRESH;
  const def = sideOf(s, fieldingSeat(s));
  const off = sideOf(s, battingSeat(s));
  const batter = card(off.order[off.up] as string);
  // A pitcher or an emergency fielder at the plate never has the advantage.
  if (batter.kind === 'pitcher' || isEmergency(batter.id))
    return { total: null, adv: 'pitcher' as const };
  const p = card(def.pitcher);
  const control = (p.kind === 'pitcher' ? p.control : 0) + ab.ctl + kept(s.mods, p.id, 'control');
  const onBase = batter.onBase + ab.ob + kept(s.mods, batter.id, 'onBase');
  const roll = ctx.rng.rollDie(20);
  const tired = fatigue(line, s.inning);
  const total = roll + control - tired;
  ctx.log('showdown.log.pitch', { pitcher: p.name, roll, control, tired, total, onBase });
  return { total, adv: total > onBase ? ('pitcher' as const) : ('batter' as const) };
}

/** Pitch and swing: the result is read but not carried out (g.ab holds it). */
export function rollAtBat(s: ShowdownState, ctx: RulesCtx): Mutable<ShowdownState> {
  const fs = fieldingSeat(s);
  const def = copySide(sideOf(s, fs));
  // The inning counts against the pitcher as soon as he pitches in it.
  let line = currentLine(def);
  if (line.last !== s.inning) {
    line = { id: line.id, inn: line.inn + 1, last: s.inning, r: line.r, ip: line.ip };
    const pitchers = def.pitchers.slice();
    pitchers[pitchers.length - 1] = line;
    def.pitchers = pitchers;
  }
  const off = sideOf(s, battingSeat(s));
  const batterId = off.order[off.up] as string;
  const batter = card(batterId);
  const ab = s.ab ?? FRESH;
  ctx.log('showdown.log.up', { batter: batter.name });
  const pitch = rollPitch(s, ctx, line);
  if (pitch.total === null) ctx.log('showdown.log.noPitch', { batter: batter.name });
  const roll = ctx.rng.rollDie(20);
  const swing = clampSwing(roll + ab.sw);
  if (ab.sw !== 0) ctx.log('showdown.log.swingChange', { roll, n: ab.sw, swing });
  const chart = pitch.adv === 'pitcher' ? def.pitcher : batterId;
  const result = chartResult(chart, swing);
  ctx.log(`showdown.log.swing.${result}`, { batter: batter.name, chart: card(chart).name, swing });
  const g = copyState(s);
  const sides = s.sides.slice();
  sides[fs] = def;
  g.sides = sides;
  g.ab = {
    ob: ab.ob,
    ctl: ab.ctl,
    sw: ab.sw,
    pitch: pitch.total,
    adv: pitch.adv,
    swing,
    chart,
    result,
    done: null,
    call: null,
    extra: [],
    sent: [],
  };
  return g;
}

/** Singles, singles+, doubles, triples and home runs. */
export const isHit = (r: Result): boolean => !OUTS.includes(r) && r !== 'BB';

export const doneOf = (r: Result): AfterWhat =>
  OUTS.includes(r) ? 'out' : r === 'BB' ? 'walk' : 'hit';

/** Carries out the result in g.ab: outs, advancement, runs; the next batter is up. */
export function carryOut(g: Mutable<ShowdownState>, ctx: RulesCtx): void {
  const ab = g.ab as AtBat;
  const result = ab.result as Result;
  const bs = battingSeat(g);
  const fs = fieldingSeat(g);
  const off = copySide(sideOf(g, bs));
  const def = copySide(sideOf(g, fs));
  const batterId = off.order[off.up] as string;
  let runs = 0;
  let scorers: string[] = [];
  if (OUTS.includes(result)) {
    g.outs += 1;
    ctx.log('showdown.log.out', { outs: g.outs });
  } else {
    const me: Runner = { p: batterId, by: def.pitcher };
    const r = advance(g.bases, result, me);
    g.bases = r.bases;
    runs = r.scored.length;
    scorers = r.scored.map((x) => card(x.p).name);
    if (runs > 0) {
      chargeRuns(def, r.scored, ctx);
      off.runs += runs;
      const l = off.line.slice();
      l[l.length - 1] = (l[l.length - 1] ?? 0) + runs;
      off.line = l;
    }
  }
  if (isHit(result)) off.hits += 1;
  off.up = (off.up + 1) % off.order.length;
  const sides = g.sides.slice();
  sides[bs] = off;
  sides[fs] = def;
  g.sides = sides;
  const play: Play = {
    batter: batterId,
    pitcher: def.pitcher,
    pitch: ab.pitch,
    adv: ab.adv,
    swing: ab.swing,
    result,
    runs,
    ...(runs > 0 ? { scorers } : {}),
  };
  g.last = play;
  g.called = null;
  g.ab = { ...ab, done: doneOf(result) };
}

/** The basic at-bat: pitch, swing and result at once. */
export function playAtBat(s: ShowdownState, ctx: RulesCtx): Mutable<ShowdownState> {
  const g = rollAtBat(s, ctx);
  carryOut(g, ctx);
  return g;
}

/** Each run is charged to the pitcher who was pitching when that runner reached base. */
function chargeRuns(def: Mutable<ReturnType<typeof copySide>>, scored: Runner[], ctx: RulesCtx) {
  const pitchers = def.pitchers.slice();
  for (const r of scored) {
    const i = pitchers.findIndex((l) => l.id === r.by);
    const l = pitchers[i] as PitcherLine;
    pitchers[i] = { id: l.id, inn: l.inn, last: l.last, r: l.r + 1, ip: l.ip };
    ctx.log('showdown.log.scores', { runner: card(r.p).name, pitcher: card(r.by).name });
  }
  def.pitchers = pitchers;
}
