/**
 * The heuristic bot, from its own view (its own hand only): strategy cards as bot/cards.ts
 * says; a tired pitcher is relieved by the best arm left (the closer saved for the 8th
 * on), a pitcher due up late in the game is pinch-hit for, and a clearly better bench bat
 * hits for a weak one from the 7th on; otherwise it passes.
 */
import type { Rng } from '../../../engine/rng';
import type { SeatId } from '../../../engine/types';
import { card } from '../content';
import { isEmergency, isEmergencyArm } from '../content/emergency';
import { cardChoice } from './cards';
import { expertChoice, windowPass } from './expert';
import { strengthOf } from './value';
import { currentLine, fatigue, fieldingSeat, sideOf } from '../rules/lineup';
import type { ShowdownAction, ShowdownView } from '../state';

function best(actions: ShowdownAction[], score: (a: ShowdownAction) => number): ShowdownAction {
  let top = actions[0] as ShowdownAction;
  let topScore = -Infinity;
  for (const a of actions) {
    const x = score(a);
    if (x > topScore) [top, topScore] = [a, x];
  }
  return top;
}

const playerOf = (a: ShowdownAction) => ('p' in a ? a.p : '');

/** A reliever's worth now: closers are kept for the 8th inning on. */
function relieverScore(v: ShowdownView, a: ShowdownAction): number {
  const c = card(playerOf(a));
  if (c.kind !== 'pitcher') return -Infinity;
  const late = v.inning >= 8;
  return strengthOf(c.id) + (c.role === 'closer' ? (late ? 0.2 : -0.2) : 0);
}

export function heuristic(
  v: ShowdownView,
  seat: SeatId,
  actions: ShowdownAction[],
  _rng: Rng,
): ShowdownAction {
  if (actions.length === 1) return actions[0] as ShowdownAction;
  if (v.phase === 'relief') return best(actions, (a) => relieverScore(v, a));
  // Before the game: the written lineup (Play ball).
  if (v.phase === 'lineup')
    return actions.find((a) => a.t === 'pass') ?? (actions[0] as ShowdownAction);
  // A backup leaving before the 7th: the strongest regular, an emergency fielder last.
  if (v.phase === 'backup')
    return best(actions, (a) => (isEmergency(playerOf(a)) ? -1 : strengthOf(playerOf(a))));
  const expert = expertChoice(v, actions);
  if (expert) return expert;
  if (v.phase !== 'subs') return cardChoice(v, seat, actions);
  // Expert: passing here also makes the walk or bunt call (F7).
  const pass = windowPass(v, actions);
  const side = sideOf(v, seat);
  if (seat === fieldingSeat(v)) {
    const tiredBy = fatigue(currentLine(side), v.inning);
    const tired = tiredBy > 0;
    // Expert substitutions (replacements, double switches) are left alone; an emergency
    // reliever (IP 0, Control 0) only for a pitcher worn out by 3 or more.
    const changes = actions.filter(
      (a) => a.t === 'pitcher' && (!isEmergencyArm(a.p) || tiredBy >= 3),
    );
    return tired && changes.length ? best(changes, (a) => relieverScore(v, a)) : pass;
  }
  const pinches = actions.filter((a) => a.t === 'pinch' && !isEmergency(a.p));
  if (!pinches.length || v.inning < 7) return pass;
  const top = best(pinches, (a) => strengthOf(playerOf(a)));
  const batter = side.order[side.up] as string;
  const pitcherUp = card(batter).kind === 'pitcher';
  return pitcherUp || strengthOf(playerOf(top)) > strengthOf(batter) + 0.05 ? top : pass;
}
