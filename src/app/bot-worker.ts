/// <reference lib="webworker" />
/**
 * A bots' thread: the same engine bot code as in Node, run off the main thread so the
 * table stays smooth while a search bot thinks. Loads each game's rules chunk on demand;
 * the pool (bot-pool.ts) runs several of these side by side.
 */
import { chooseAction, type BotConfig, type BotRequest } from '../engine/bots';
import { RULES } from '../games/registry-rules';
import { EXTRA_GAMES } from 'virtual:dugout-extra-games';

/** A decision to make, or a game's rules to load ahead of its first decision. */
export type BotJob =
  | {
      kind: 'decide';
      id: number;
      moduleId: string;
      req: BotRequest<unknown, unknown>;
      config: BotConfig;
    }
  | { kind: 'warm'; moduleId: string };
export type BotReply =
  { id: number; action: unknown } | { id: number; error: string } | { warmed: string };

// Rules only: the registry's RULES, never its entries, whose screens would come along.
const load = async (moduleId: string) => {
  const rules = RULES[moduleId] ?? EXTRA_GAMES.find((g) => g.id === moduleId)?.load;
  if (!rules) throw new Error(`no game ${moduleId}`);
  return rules();
};

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (e: MessageEvent<BotJob>) => {
  const job = e.data;
  if (job.kind === 'warm') {
    try {
      await load(job.moduleId);
      scope.postMessage({ warmed: job.moduleId } satisfies BotReply);
    } catch {
      // Nothing to report yet: the first decision for this game fails and says why.
    }
    return;
  }
  try {
    const module = await load(job.moduleId);
    const action = chooseAction(module, job.req, job.config);
    scope.postMessage({ id: job.id, action } satisfies BotReply);
  } catch (err) {
    scope.postMessage({
      id: job.id,
      error: err instanceof Error ? err.message : String(err),
    } satisfies BotReply);
  }
};
