/**
 * The guided game's suggestion: the game's heuristic move for the learner's view, seeded by
 * the coach's seed and the move count, so a decision always gets the same suggestion; or the
 * move the coach prefers to teach (`prefer`, e.g. Lords' set-up without a loan). The
 * coach note, its test and the seed-picking script (scripts/coach-seeds.ts) all ask here.
 */
import { makeRng, parseSeed } from '../engine/rng';
import type { SeatId } from '../engine/types';
import type { Coach } from '../ui/board';
import type { AnyModule } from '../games/registry-rules';

export function coachSuggestion(
  module: AnyModule,
  seed: string,
  moves: number,
  view: unknown,
  seat: SeatId,
  actions: readonly unknown[],
  prefer?: Coach['prefer'],
): unknown {
  const pick = (among: readonly unknown[]): unknown => {
    if (among.length === 0) return undefined;
    if (among.length === 1 || !module.heuristic) return among[0];
    return module.heuristic(view, seat, [...among], makeRng(parseSeed(`${seed}:${moves}`)));
  };
  const bot = pick(actions);
  return prefer?.({ view, seat, actions, suggested: bot, pick }) ?? bot;
}
