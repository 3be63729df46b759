/** Bots: random, the game's heuristic, and information-set MCTS, all from a seat's view. */
import { makeRng, parseSeed } from '../rng';
import type { GameModule } from '../types';
import { mctsSearch } from './mcts';
import type { BotConfig, BotRequest } from './types';

export { levelConfig, type BotConfig, type BotKind, type BotRequest } from './types';
export { mctsSearch, rewards } from './mcts';

/** Picks an action for the request's seat. Runs the same in a Web Worker and in Node. */
export function chooseAction<S, A, V>(
  module: GameModule<S, A, V>,
  req: BotRequest<V, A>,
  config: BotConfig,
): A {
  if (req.actions.length === 0) throw new Error(`bot for seat ${req.seat} has no legal action`);
  const rng = makeRng(parseSeed(`bot:${req.seed}`));
  // A move of the bot's own accord (a trade offer) comes before its listed choices.
  if (config.kind !== 'random') {
    const own = module.initiative?.(req.view, req.seat, req.actions);
    if (own !== undefined) return own;
  }
  switch (config.kind) {
    case 'random':
      return rng.pick(req.actions);
    case 'heuristic':
      if (!module.heuristic || (config.epsilon !== undefined && rng.next() < config.epsilon)) {
        return rng.pick(req.actions);
      }
      return module.heuristic(req.view, req.seat, [...req.actions], rng);
    case 'mcts':
      return mctsSearch(module, req, config).action;
  }
}
