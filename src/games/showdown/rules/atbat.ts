/**
 * The at-bat (§COMPLETE AT-BAT SEQUENCE, basic game): the pitch (d20 + Control − fatigue
 * against On-Base; higher gives the pitcher the advantage, a tie the batter; no pitch when
 * a pitcher bats), the swing (d20 on the chart of whoever has the advantage), the result
 * carried out, runs charged to the pitcher who let each runner reach.
 */
import type { RulesCtx } from '../../../engine/types';
import { card, chartResult } from '../content';
import type { PitcherLine, Play, Runner, ShowdownState } from '../state';
import { OUTS } from '../types';
import { advance } from './advance';
import { copySide, copyState, type Mut } from './copy';
import { battingSeat, currentLine, fatigue, fieldingSeat, sideOf } from './lineup';

export interface Pitch {
  readonly total: number | null;
  readonly adv: 'pitcher' | 'batter';
}

/** Rolls the pitch; a pitcher at the plate never has the advantage, so there is no pitch. */
export function rollPitch(s: ShowdownState, ctx: RulesCtx, line: PitcherLine): Pitch {
  const def = sideOf(s, fieldingSeat(s));
  const off = sideOf(s, battingSeat(s));
  const batter = card(off.order[off.up] as string);
  if (batter.kind === 'pitcher') return { total: null, adv: 'pitcher' };
  const p = card(def.pitcher);
  const control = p.kind === 'pitcher' ? p.control : 0;
  const roll = ctx.rng.rollDie(20);
  const tired = fatigue(line, s.inning);
  const total = roll + control - tired;
  ctx.log('showdown.log.pitch', {
    pitcher: p.name,
    roll,
    control,
    tired,
    total,
    onBase: batter.onBase,
  });
  return { total, adv: total > batter.onBase ? 'pitcher' : 'batter' };
}

/** Resolves the at-bat once the substitution window has closed. */
export function playAtBat(s: ShowdownState, ctx: RulesCtx): Mut<ShowdownState> {
  const bs = battingSeat(s);
  const fs = fieldingSeat(s);
  const off = copySide(sideOf(s, bs));
  const def = copySide(sideOf(s, fs));
  // The inning counts against the pitcher as soon as he pitches in it.
  let line = currentLine(def);
  if (line.last !== s.inning) {
    line = { id: line.id, inn: line.inn + 1, last: s.inning, r: line.r, ip: line.ip };
    const pitchers = def.pitchers.slice();
    pitchers[pitchers.length - 1] = line;
    def.pitchers = pitchers;
  }
  const batterId = off.order[off.up] as string;
  const batter = card(batterId);
  ctx.log('showdown.log.up', { batter: batter.name });
  const pitch = rollPitch(s, ctx, line);
  if (pitch.total === null) ctx.log('showdown.log.noPitch', { batter: batter.name });
  const swing = ctx.rng.rollDie(20);
  const chartOf = pitch.adv === 'pitcher' ? def.pitcher : batterId;
  const result = chartResult(chartOf, swing);
  ctx.log(`showdown.log.swing.${result}`, {
    batter: batter.name,
    chart: pitch.adv === 'pitcher' ? card(def.pitcher).name : batter.name,
    swing,
  });
  const g = copyState(s);
  let runs = 0;
  if (OUTS.includes(result)) {
    g.outs = s.outs + 1;
    ctx.log('showdown.log.out', { outs: g.outs });
  } else {
    const me: Runner = { p: batterId, by: def.pitcher };
    const r = advance(s.bases, result, me);
    g.bases = r.bases;
    runs = r.scored.length;
    if (runs > 0) chargeRuns(def, r.scored, ctx);
    if (runs > 0) {
      off.runs += runs;
      const l = off.line.slice();
      l[l.length - 1] = (l[l.length - 1] ?? 0) + runs;
      off.line = l;
    }
  }
  off.up = (off.up + 1) % off.order.length;
  const sides = s.sides.slice();
  sides[bs] = off;
  sides[fs] = def;
  g.sides = sides;
  const play: Play = {
    batter: batterId,
    pitcher: def.pitcher,
    pitch: pitch.total,
    adv: pitch.adv,
    swing,
    result,
    runs,
  };
  g.last = play;
  return g;
}

/** Each run is charged to the pitcher who was pitching when that runner reached base. */
function chargeRuns(def: Mut<ReturnType<typeof copySide>>, scored: Runner[], ctx: RulesCtx) {
  const pitchers = def.pitchers.slice();
  for (const r of scored) {
    const i = pitchers.findIndex((l) => l.id === r.by);
    const l = pitchers[i] as PitcherLine;
    pitchers[i] = { id: l.id, inn: l.inn, last: l.last, r: l.r + 1, ip: l.ip };
    ctx.log('showdown.log.scores', { runner: card(r.p).name, pitcher: card(r.by).name });
  }
  def.pitchers = pitchers;
}
