/** What a bot is given and how it is configured. Bots see their own seat's view only. */
import type { BotLevel, Options, SeatId } from '../types';

/** One decision asked of a bot: its seat's view and legal actions, never the state. */
export interface BotRequest<V, A> {
  view: V;
  seat: SeatId;
  actions: readonly A[];
  seats: number;
  options: Options;
  /** Seeds the bot's own random choices, so a simulated game replays identically. */
  seed: string;
}

export type BotKind = 'random' | 'heuristic' | 'mcts';

export interface BotConfig {
  kind: BotKind;
  /** heuristic: chance of a random legal move instead (a gentler bot). */
  epsilon?: number;
  /** mcts: thinking time in milliseconds. */
  budgetMs?: number;
  /** mcts: number of iterations (deterministic; used by the simulator and tests). */
  iterations?: number;
  /**
   * mcts: keep the game's heuristic action unless another beats it by more than this many
   * standard errors (for games whose heuristic is better than a short, noisy search).
   */
  anchor?: number;
  /** mcts: moves of random playout before the game's evaluate() scores the position. */
  playoutDepth?: number;
}

/**
 * The app's three levels. A game without a heuristic bot plays "heuristic" as random,
 * so its normal level falls back to a short search. A game may anchor its hard level's
 * search to its heuristic (GameModule.searchAnchor).
 */
export function levelConfig(level: BotLevel, hasHeuristic: boolean, anchor?: number): BotConfig {
  if (level === 'easy')
    return hasHeuristic ? { kind: 'heuristic', epsilon: 0.35 } : { kind: 'random' };
  if (level === 'normal')
    return hasHeuristic ? { kind: 'heuristic' } : { kind: 'mcts', budgetMs: 400 };
  return {
    kind: 'mcts',
    budgetMs: 1500,
    ...(hasHeuristic && anchor !== undefined ? { anchor } : {}),
  };
}
