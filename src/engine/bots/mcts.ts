/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse
 * 2012). Each iteration samples a full state consistent with the bot's view (determinize),
 * descends the shared tree by UCB1 over the actions available in that sample, expands one
 * action, plays out randomly and scores the result for every seat.
 * The samples carry a freshly seeded generator: the bot never sees future dice or draws.
 */
import { makeRng, parseSeed, type Rng } from '../rng';
import { determinizer } from '../determinize';
import type { GameModule, Outcome, RulesCtx, SeatId } from '../types';
import type { BotConfig, BotRequest } from './types';

interface TreeNode {
  /** The seat whose action led here (undefined at the root). */
  seat: SeatId;
  visits: number;
  /** Times this node's action was legal when its parent was visited (ISMCTS availability). */
  avail: number;
  reward: number;
  /** Sum of squared rewards (the spread of a root action's playouts, for anchoring). */
  sq: number;
  children: Map<string, TreeNode>;
}

const EXPLORE = 0.7;
const keyOf = (a: unknown): string => JSON.stringify(a);

const quietCtx = (rng: Rng): RulesCtx => ({ rng, log() {} });

/** Each seat's reward in [0, 1] from a finished game: 1 for first place down to 0 for last. */
export function rewards(outcome: Outcome, seats: number): number[] {
  if (seats === 1) return [outcome.rank[0] === 1 ? 1 : 0];
  return outcome.rank.map((r) => (seats - r) / (seats - 1));
}

/** Who moves next in a sampled state: the first seat holding a prompt. */
function mover<S>(module: GameModule<S, unknown, unknown>, state: S): SeatId | null {
  const ps = module.prompts(state);
  return ps.length ? (ps[0] as { seat: SeatId }).seat : null;
}

/** Scores a state for every seat: its outcome when over, else the game's evaluation. */
function score<S>(module: GameModule<S, unknown, unknown>, state: S, seats: number): number[] {
  const out = module.outcome(state);
  if (out) return rewards(out, seats);
  const values: number[] = [];
  for (let s = 0; s < seats; s++) values.push(module.evaluate ? module.evaluate(state, s) : 0.5);
  return values;
}

/** Searches from the bot's view; returns the most visited action and the iterations run. */
export function mctsSearch<S, A, V>(
  module: GameModule<S, A, V>,
  req: BotRequest<V, A>,
  config: BotConfig,
): { action: A; iterations: number } {
  if (req.actions.length === 1) return { action: req.actions[0] as A, iterations: 0 };
  const rng = makeRng(parseSeed(`mcts:${req.seed}`));
  const depth = config.playoutDepth ?? 60;
  const deadline = config.budgetMs !== undefined ? now() + config.budgetMs : Infinity;
  const maxIter = config.iterations ?? (config.budgetMs !== undefined ? Infinity : 1000);
  const root: TreeNode = {
    seat: req.seat,
    visits: 0,
    avail: 0,
    reward: 0,
    sq: 0,
    children: new Map(),
  };
  const rootKeys = new Map(req.actions.map((a) => [keyOf(a), a]));
  const sample = determinizer(module, req.view, req.seat, req.seats, req.options);
  // Anchored: the heuristic's action, played out at least MIN_VISITS times whatever UCB makes
  // of it, so that a rival is compared with a mean and spread of its own (see `anchored`).
  const anchor =
    config.anchor !== undefined && module.heuristic
      ? module.heuristic(
          req.view,
          req.seat,
          [...req.actions],
          makeRng(parseSeed(`anchor:${req.seed}`)),
        )
      : undefined;
  // Only a listed action is played out (an unlisted one is returned as it is, unsearched).
  const anchorKey = anchor !== undefined && rootKeys.has(keyOf(anchor)) ? keyOf(anchor) : undefined;

  for (let it = 0; it < maxIter; it++) {
    if ((it & 15) === 0 && now() >= deadline) break;
    let state = sample(rng);
    const ctx = quietCtx(
      makeRng([rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)]),
    );
    const path: TreeNode[] = [root];
    let node = root;
    // Selection and expansion.
    for (;;) {
      const seat = node === root ? req.seat : mover(module, state);
      if (seat === null) break;
      const legal = node === root ? [...rootKeys.values()] : module.actions(state, seat);
      if (legal.length === 0) break;
      const untried: A[] = [];
      let best: TreeNode | null = null;
      let bestAction: A | null = null;
      let bestScore = -Infinity;
      for (const a of legal) {
        const child = node.children.get(keyOf(a));
        if (!child) {
          untried.push(a);
          continue;
        }
        child.avail++;
        const ucb =
          child.reward / child.visits + EXPLORE * Math.sqrt(Math.log(child.avail) / child.visits);
        if (ucb > bestScore) [bestScore, best, bestAction] = [ucb, child, a];
      }
      const held = node === root && anchorKey !== undefined ? root.children.get(anchorKey) : null;
      const owed = held !== null && (held?.visits ?? 0) < MIN_VISITS;
      if (owed && held) [best, bestAction] = [held, anchor as A];
      else if (untried.length) {
        const a = owed ? (anchor as A) : ctx.rng.pick(untried);
        const child: TreeNode = {
          seat,
          visits: 0,
          avail: 1,
          reward: 0,
          sq: 0,
          children: new Map(),
        };
        node.children.set(keyOf(a), child);
        state = module.apply(state, seat, a, ctx);
        path.push(child);
        break;
      }
      if (!best || bestAction === null) break;
      state = module.apply(state, seat, bestAction, ctx);
      path.push(best);
      node = best;
    }
    // Random playout, cut at `depth` moves.
    for (let d = 0; d < depth; d++) {
      const seat = mover(module, state);
      if (seat === null) break;
      const legal = module.actions(state, seat);
      if (legal.length === 0) break;
      const a = module.playout ? module.playout(state, seat, legal, ctx.rng) : ctx.rng.pick(legal);
      state = module.apply(state, seat, a, ctx);
    }
    const values = score(module, state, req.seats);
    for (const n of path) {
      const v = values[n.seat] ?? 0;
      n.visits++;
      n.reward += v;
      n.sq += v * v;
    }
  }
  if (config.anchor !== undefined && anchor !== undefined) {
    return { action: anchored(root, rootKeys, anchor, config.anchor), iterations: root.visits };
  }
  let choice: A = req.actions[0] as A;
  let most = -1;
  for (const [k, child] of root.children) {
    if (child.visits > most) [most, choice] = [child.visits, rootKeys.get(k) as A];
  }
  return { action: choice, iterations: root.visits };
}

/** Visits a root action needs before its mean and spread are compared with the heuristic's. */
const MIN_VISITS = 20;

/**
 * The heuristic's action unless the search found another clearly better: its mean playout
 * value ahead by more than `z` standard errors of the difference, so a noisy search rarely
 * trades the heuristic's choice for a lucky one. Two guards keep that promise:
 * - only actions played out at least MIN_VISITS times are compared (the heuristic's too):
 *   the spread of two or three playouts can be nought, and then any lead looked certain;
 * - the bar rises with the number of rivals, to `sqrt(z² + 2 ln k)` for k of them: the best of
 *   k equal actions leads by z standard errors about k times as often as one does, and this
 *   bar gives the best of k the chance one rival has at z (the Gaussian tail, e^(-t²/2)).
 * Showdown's search left the heuristic on 5% of its decisions without them, mostly for a
 * pinch hitter or the DH in the field early in the game, and won 47.2% of 502 games against
 * it (docs/games/showdown-hard-vs-normal-first.txt); with them, on 2% of its decisions.
 */
function anchored<A>(root: TreeNode, keys: Map<string, A>, h: A, z: number): A {
  const stats = (n: TreeNode | undefined) => {
    if (!n || n.visits < MIN_VISITS) return null;
    const mean = n.reward / n.visits;
    const variance = Math.max(0, n.sq / n.visits - mean * mean);
    return { mean, se2: variance / n.visits };
  };
  const hk = keyOf(h);
  const base = stats(root.children.get(hk));
  if (!base) return h;
  const rivals: { key: string; mean: number; se2: number }[] = [];
  for (const [k, child] of root.children) {
    const s = k === hk ? null : stats(child);
    if (s) rivals.push({ key: k, ...s });
  }
  const bar = Math.sqrt(z * z + 2 * Math.log(Math.max(1, rivals.length)));
  let choice = h;
  let margin = 0;
  for (const r of rivals) {
    const gap = r.mean - base.mean - bar * Math.sqrt(r.se2 + base.se2);
    if (gap > margin) [margin, choice] = [gap, keys.get(r.key) as A];
  }
  return choice;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
