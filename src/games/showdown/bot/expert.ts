/**
 * The heuristic manager's expert decisions (§EXPERT MANAGERIAL OPTIONS, §EXPERT
 * ADVANCEMENT): walk a much better batter with first base open and a runner in scoring
 * position late in the game; bunt with a pitcher or an emergency fielder at the plate and
 * a runner to move up; send runners who are safe often enough; throw at the runner most
 * likely to be out, the one going home first. It makes no expert substitutions. The walk
 * and bunt are called with its passes of the substitution window (`windowPass`, F7).
 */
import { card } from '../content';
import { isEmergency } from '../content/emergency';
import { throwOutChance } from '../rules/expert';
import { battingSeat, sideOf } from '../rules/lineup';
import type { ShowdownAction, ShowdownView } from '../state';
import type { PlayerId } from '../types';
import { strengthOf } from './value';

const PASS: ShowdownAction = { t: 'pass' };

/** Whether a batter is weak at the plate: a pitcher or an emergency fielder. */
const weakBat = (p: PlayerId) => isEmergency(p) || card(p).kind === 'pitcher';

function ibb(v: ShowdownView): ShowdownAction {
  const off = sideOf(v, battingSeat(v));
  const batter = off.order[off.up] as PlayerId;
  const next = off.order[(off.up + 1) % off.order.length] as PlayerId;
  const scoring = v.bases[1] !== null || v.bases[2] !== null;
  if (v.bases[0] !== null || !scoring || v.inning < 7) return PASS;
  const gap = weakBat(next) ? 1 : strengthOf(batter) - strengthOf(next);
  return gap > 0.08 ? { t: 'ibb' } : PASS;
}

function bunt(v: ShowdownView): ShowdownAction {
  const off = sideOf(v, battingSeat(v));
  const batter = off.order[off.up] as PlayerId;
  const someone = v.bases[0] !== null || v.bases[1] !== null;
  return weakBat(batter) && someone && v.outs < 2 ? { t: 'bunt' } : PASS;
}

/** Send every runner safe often enough (home 60%, third 75%); the largest legal such set. */
function send(v: ShowdownView, actions: readonly ShowdownAction[]): ShowdownAction {
  let best: ShowdownAction = PASS;
  let bestN = 0;
  for (const a of actions) {
    if (a.t !== 'send') continue;
    const ok = a.b.every((b) => 1 - throwOutChance(v, b) >= (b === 2 ? 0.6 : 0.75));
    if (ok && a.b.length > bestN) [best, bestN] = [a, a.b.length];
  }
  return best;
}

/** Throw at the likeliest out, a run saved counting more. */
function throwAt(v: ShowdownView, actions: readonly ShowdownAction[]): ShowdownAction {
  let best = actions[0] as ShowdownAction;
  let top = -1;
  for (const a of actions) {
    if (a.t !== 'throw') continue;
    const x = throwOutChance(v, a.b) * (a.b === 2 ? 1.5 : 1);
    if (x > top) [best, top] = [a, x];
  }
  return best;
}

/**
 * The bot's pass in the substitution window (F7): at the expert level the defense's pass
 * carries the intentional-walk decision and the offense's closing pass the bunt decision,
 * the same calls it makes in the `ibb` and `bunt` phases.
 */
export function windowPass(v: ShowdownView, actions: readonly ShowdownAction[]): ShowdownAction {
  if (actions.some((a) => a.t === 'ibb')) return ibb(v);
  if (actions.some((a) => a.t === 'bunt')) return bunt(v);
  return actions.find((a) => a.t === 'pass') ?? (actions[0] as ShowdownAction);
}

/** The expert single decisions; null for any other phase. */
export function expertChoice(
  v: ShowdownView,
  actions: readonly ShowdownAction[],
): ShowdownAction | null {
  switch (v.phase) {
    case 'ibb':
      return ibb(v);
    case 'bunt':
      return bunt(v);
    case 'send':
      return send(v, actions);
    case 'throw':
      return throwAt(v, actions);
    default:
      return null;
  }
}
