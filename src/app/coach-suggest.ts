/**
 * The guided game's suggestion: the game's heuristic move for the learner's view, seeded by
 * the coach's seed and the move count, so a decision always gets the same suggestion. The
 * coach note, its test and the seed-picking script (scripts/coach-seeds.ts) all ask here.
 */
import { makeRng, parseSeed } from '../engine/rng';
import type { SeatId } from '../engine/types';
import type { AnyModule } from '../games/registry-rules';

export function coachSuggestion(
  module: AnyModule,
  seed: string,
  moves: number,
  view: unknown,
  seat: SeatId,
  actions: readonly unknown[],
): unknown {
  if (actions.length === 0) return undefined;
  if (actions.length === 1 || !module.heuristic) return actions[0];
  return module.heuristic(view, seat, [...actions], makeRng(parseSeed(`${seed}:${moves}`)));
}
