/**
 * The box score (docs/games/showdown.md, "The flow at the table"): per batter plate
 * appearances, at-bats, hits, runs, runs batted in, walks and strikeouts; per pitcher outs
 * recorded, hits, runs charged, walks and strikeouts. Kept by comparing the state before
 * and after each step of `apply` (the rules of play are not touched): a new swing carried
 * out (`last`), an intentional walk or bunt (`called`), outs made, and the runs logged as
 * they score.
 */
import type { MsgArgs } from '../../../engine/types';
import { card } from '../content';
import type { ArmLine, BatLine, BoxScore, ShowdownState } from '../state';
import type { PlayerId } from '../types';
import { isHit } from './atbat';
import { battingSeat, fieldingSeat, sideOf } from './lineup';

export const EMPTY_BOX: BoxScore = { bat: [[], []], arm: [[], []] };

const BAT0: Omit<BatLine, 'p'> = { pa: 0, ab: 0, h: 0, r: 0, rbi: 0, bb: 0, k: 0 };
const ARM0: Omit<ArmLine, 'p'> = { outs: 0, h: 0, r: 0, bb: 0, k: 0 };

type Lines<L> = readonly (readonly L[])[];

/** Adds `d` to player p's line of seat `seat` (a new line when he has none yet). */
function bump<L extends { readonly p: PlayerId }>(
  all: Lines<L>,
  seat: number,
  p: PlayerId,
  zero: Omit<L, 'p'>,
  d: Partial<Record<keyof Omit<L, 'p'>, number>>,
): Lines<L> {
  const lines = (all[seat] ?? []).slice();
  let i = lines.findIndex((l) => l.p === p);
  if (i < 0) {
    lines.push({ p, ...zero } as L);
    i = lines.length - 1;
  }
  const l = { ...(lines[i] as L) } as Record<string, number | string>;
  const add = d as Record<string, number>;
  for (const k in add) l[k] = (l[k] as number) + (add[k] as number);
  lines[i] = l as unknown as L;
  const out = all.slice();
  out[seat] = lines;
  return out;
}

/** A run scored in this step: its runner and the pitcher charged (names, as logged). */
export interface Scored {
  readonly runner: string;
  readonly pitcher: string;
}

/** Reads a "scores" log line. */
export function scoredOf(msg: string, args: MsgArgs | undefined): Scored | null {
  if (msg !== 'showdown.log.scores' || !args) return null;
  return { runner: String(args.runner), pitcher: String(args.pitcher) };
}

/** The box score after one step of play, from the state before (s) and after (g). */
export function tally(s: ShowdownState, g: ShowdownState, scored: readonly Scored[]): BoxScore {
  if (s.phase === 'between' || s.phase === 'over') return g.box;
  let box = g.box;
  const bs = battingSeat(s);
  const fs = fieldingSeat(s);
  let bat = box.bat;
  let arm = box.arm;
  // The batter of the play under way: a new swing, a called play, or extra bases taken on it.
  let batter: PlayerId | null = null;
  // Expert extra bases rewrite `last` (its runs) in the send and throw steps: not a new play.
  const extraBases = s.phase === 'send' || s.phase === 'throw';
  if (g.last && g.last !== s.last && !extraBases) {
    const { result, pitcher } = g.last;
    batter = g.last.batter;
    const walk = result === 'BB';
    const hit = isHit(result) ? 1 : 0;
    const k = result === 'SO' ? 1 : 0;
    bat = bump(bat, bs, batter, BAT0, { pa: 1, ab: walk ? 0 : 1, h: hit, bb: walk ? 1 : 0, k });
    arm = bump(arm, fs, pitcher, ARM0, { h: hit, bb: walk ? 1 : 0, k });
  } else if (g.called && g.called !== s.called) {
    batter = g.called.batter;
    const ibb = g.called.kind === 'ibb' ? 1 : 0;
    // A sacrifice bunt is no at-bat; an intentional walk is a walk.
    bat = bump(bat, bs, batter, BAT0, { pa: 1, bb: ibb });
    if (ibb) arm = bump(arm, fs, sideOf(s, fs).pitcher, ARM0, { bb: 1 });
  } else if (extraBases && s.last) batter = s.last.batter;
  // Outs recorded while he pitched: three when the half-inning ended in this step.
  const sidesChanged = g.half !== s.half || g.inning !== s.inning;
  const outs = (sidesChanged ? 3 : g.outs) - s.outs;
  if (outs > 0) arm = bump(arm, fs, sideOf(s, fs).pitcher, ARM0, { outs });
  if (scored.length) {
    const off = sideOf(s, bs);
    const def = sideOf(s, fs);
    const candidates = [
      ...s.bases.flatMap((r) => (r ? [r.p] : [])),
      off.order[off.up] as PlayerId,
      ...(batter ? [batter] : []),
    ];
    for (const r of scored) {
      const runner = candidates.find((p) => card(p).name === r.runner);
      if (runner) bat = bump(bat, bs, runner, BAT0, { r: 1 });
      const charged = def.pitchers.find((l) => card(l.id).name === r.pitcher);
      if (charged) arm = bump(arm, fs, charged.id, ARM0, { r: 1 });
    }
    // Runs scored on the batter's play are batted in, as in baseball none on a double play.
    if (batter && outs < 2) bat = bump(bat, bs, batter, BAT0, { rbi: scored.length });
  }
  box = { bat, arm };
  return box;
}

/** Two box scores added up (a series: every game's lines, player by player). */
export function addBox(a: BoxScore, b: BoxScore): BoxScore {
  let bat = a.bat;
  let arm = a.arm;
  b.bat.forEach((lines, seat) => {
    for (const { p, ...d } of lines) bat = bump(bat, seat, p, BAT0, d);
  });
  b.arm.forEach((lines, seat) => {
    for (const { p, ...d } of lines) arm = bump(arm, seat, p, ARM0, d);
  });
  return { bat, arm };
}

/** Innings pitched as written in a box score: whole innings and thirds ("5.2"). */
export const ipText = (outs: number): string => `${Math.floor(outs / 3)}.${outs % 3}`;
