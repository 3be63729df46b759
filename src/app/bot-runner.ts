/** Sends bot decisions to the bots' Web Worker and resolves with the chosen action. */
import type { BotReply } from './bot-worker';
import type { BotRunner } from './models/play-model';

export function createWorkerBotRunner(): BotRunner {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (a: unknown) => void; reject: (e: Error) => void }>();
  const start = () => {
    const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<BotReply>) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      if ('error' in e.data) p.reject(new Error(e.data.error));
      else p.resolve(e.data.action);
    };
    return w;
  };
  return (moduleId, req, config) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      const id = ++next;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, moduleId, req, config });
    });
}
