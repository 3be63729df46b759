/// <reference lib="webworker" />
/**
 * The bots' thread: the same engine bot code as in Node, run off the main thread so the
 * table stays smooth while a search bot thinks. Loads each game's rules chunk on demand.
 */
import { chooseAction, type BotConfig, type BotRequest } from '../engine/bots';
import { findGame } from './games';

export interface BotJob {
  id: number;
  moduleId: string;
  req: BotRequest<unknown, unknown>;
  config: BotConfig;
}
export type BotReply = { id: number; action: unknown } | { id: number; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (e: MessageEvent<BotJob>) => {
  const { id, moduleId, req, config } = e.data;
  try {
    const entry = findGame(moduleId);
    if (!entry) throw new Error(`no game ${moduleId}`);
    const module = await entry.load();
    scope.postMessage({ id, action: chooseAction(module, req, config) } satisfies BotReply);
  } catch (err) {
    scope.postMessage({
      id,
      error: err instanceof Error ? err.message : String(err),
    } satisfies BotReply);
  }
};
