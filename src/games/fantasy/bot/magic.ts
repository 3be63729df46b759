/**
 * The heuristic bot's magic: it tries each bench card (and each choice of a pending
 * ability) on its own view with the real rules (begin / applyChoice), then scores this
 * week's battle. Abilities that only pay off later get a fixed value in the last week,
 * when an unused bench card would be wasted.
 */
import { asSeenState } from '../../../engine/hidden';
import type { Rng } from '../../../engine/rng';
import type { RulesCtx, SeatId } from '../../../engine/types';
import { charInfo } from '../content';
import { begin } from '../rules/abilities';
import {
  activeEvent,
  activeOf,
  battleWinner,
  totalOn,
  trackMoves,
  underdogs,
  weekLine,
} from '../rules/battle';
import { abilityChoices } from '../rules/choices';
import { applyChoice } from '../rules/effects';
import { contestCard } from '../rules/week';
import type { FantasyAction, FantasyState, FantasyView } from '../state';
import type { Ability } from '../types';
import { benchValue, cardValue } from './value';

const quiet = (rng: Rng): RulesCtx => ({ rng, log() {} });

/** Fixed worth, in the last week, of abilities whose effect is not this week's battle. */
const LATE: Partial<Record<Ability, number>> = {
  recruit: 0.2,
  dig: 0.15,
  morph: 0.05,
  focus: 0.1,
  axe: 0.1,
  bruteForce: 0.1,
  translucent: 0.02,
};

/** How good this week looks for `seat`: winning its card, and Stat Track standing. */
export function weekScore(v: FantasyView, seat: SeatId): number {
  const wk = v.wk;
  if (!wk) return 0;
  const ev = activeEvent(v);
  const und = underdogs(v);
  let score = 0;
  const mine = contestCard(v, seat, v.week);
  const entries = [];
  let myLine: number[] | null = null;
  for (let m = 0; m < v.n; m++) {
    const card = activeOf(v, m);
    if (!card || contestCard(v, m, v.week) !== mine) continue;
    const line = weekLine(v, m, card, v.week, wk.fx, v.berz);
    if (m === seat) myLine = line;
    entries.push({
      m,
      card,
      total: totalOn(line, card, v.bases[mine]?.cards[0] ?? '', ev, und[m] === true),
    });
  }
  const winner = battleWinner(entries, ev, wk.justice);
  if (winner === seat) score += 1;
  else if (myLine && !wk.focus.some((f) => f !== seat)) {
    const moves = trackMoves(myLine, v.bases[mine]?.cards[0] ?? '', ev?.trackMult ?? 1);
    score += 0.05 * moves.reduce((a, b) => a + b, 0);
  }
  const pegs = v.mgrs.map((g) => g.track.reduce((a, b) => a + b, 0));
  const others = pegs.filter((_, m) => m !== seat);
  score += 0.05 * ((pegs[seat] ?? 0) - Math.max(0, ...others));
  return score;
}

/** The worth of a state after a (possibly pending) ability: follows the best choices. */
function settle(v: FantasyView, seat: SeatId, rng: Rng, depth = 0): number {
  if (!v.pending || depth > 4) return weekScore(v, seat);
  let best = -Infinity;
  for (const a of abilityChoices(v)) {
    const next = applyChoice(asSeenState<FantasyState>(v), v.pending, a, quiet(rng));
    best = Math.max(best, settle(next, seat, rng, depth + 1));
  }
  return best === -Infinity ? weekScore(v, seat) : best;
}

/** Use a bench card, or pass, in the magic window. */
export function windowChoice(
  v: FantasyView,
  seat: SeatId,
  actions: FantasyAction[],
  rng: Rng,
): FantasyAction {
  const base = weekScore(v, seat);
  const last = v.week === 3;
  const winning = base >= 1;
  let best: FantasyAction = { t: 'pass' };
  let bestGain = 0.01;
  for (const a of actions) {
    if (a.t !== 'magic') continue;
    const ab = charInfo(a.c).ability;
    const after = begin(asSeenState<FantasyState>(v), seat, ab, a.c, false, quiet(rng));
    let gain = settle(after, seat, rng) - base;
    if (ab === 'hibernate' && winning && laterCasters(v, seat)) gain += 0.3;
    if (last) gain += LATE[ab] ?? 0;
    else gain -= 0.05 + benchValue(a.c) / 40;
    if (gain > bestGain) [best, bestGain] = [a, gain];
  }
  return best;
}

function laterCasters(v: FantasyView, seat: SeatId): boolean {
  const wk = v.wk;
  if (!wk) return false;
  const me = wk.turn.indexOf(seat);
  return wk.turn.slice(me + 1).some((m) => {
    const g = v.mgrs[m];
    return g?.kind === 'seat' && (g.bench.n ?? g.bench.cards.length) > 0;
  });
}

/** A choice for the bot's pending ability. */
export function pendingChoice(
  v: FantasyView,
  seat: SeatId,
  actions: FantasyAction[],
  rng: Rng,
): FantasyAction {
  const p = v.pending;
  if (!p) return rng.pick(actions);
  const byValue = (sign: number) =>
    actions.reduce((x, y) =>
      y.t === 'card' && x.t === 'card' && sign * cardValue(y.c) > sign * cardValue(x.c) ? y : x,
    );
  if (p.ab === 'recruit') return byValue(p.step === 0 ? 1 : -1);
  if (p.ab === 'morph') return byValue(-1);
  if (p.ab === 'dig' && p.step === 1) return byValue(1);
  if (p.ab === 'translucent')
    return actions.find((a) => a.t === 'mgr' && a.m === seat) ?? (actions[0] as FantasyAction);
  let best = actions[0] as FantasyAction;
  let bestScore = -Infinity;
  for (const a of actions) {
    const next = applyChoice(asSeenState<FantasyState>(v), p, a, quiet(rng));
    const score = settle(next, seat, rng) + tieBreak(v, seat, a);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/** Among equal battle outcomes: hurt the leader, climb where it counts, dig out spent cards. */
function tieBreak(v: FantasyView, seat: SeatId, a: FantasyAction): number {
  if (a.t === 'track') return (v.mgrs[a.m]?.track[a.k] ?? 0) / (a.m === seat ? -1000 : 1000);
  if (a.t === 'slot') return a.i < v.week ? 0.001 : 0;
  return 0;
}
