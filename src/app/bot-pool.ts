/**
 * The bots' workers: a pool of up to `size` Web Workers, each decision sent to a free one
 * (the rest queue). A worker that throws, or does not answer within the decision's budget
 * plus a grace time, is terminated and replaced, and the decision is rejected so the table
 * can play a quick move instead. An aborted decision terminates the worker running it.
 */
import type { BotConfig, BotRequest } from '../engine/bots';
import type { BotJob, BotReply } from './bot-worker';
import type { BotRunner } from './models/bot-driver';

/** What the pool needs of a worker (a Web Worker in the app, a fake in tests). */
export interface WorkerLike {
  postMessage(job: BotJob): void;
  terminate(): void;
  onmessage: ((e: MessageEvent<BotReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
}

export interface BotPoolOptions {
  size: number;
  spawn: () => WorkerLike;
  /** Time beyond a decision's budget before its worker counts as stuck. */
  graceMs?: number;
  /** Extra time for a worker that has not loaded the game's rules yet. */
  coldMs?: number;
}

/** Why a decision failed: the worker crashed or stopped answering (it has been replaced). */
export class BotWorkerError extends Error {
  override name = 'BotWorkerError';
}

interface Job {
  id: number;
  moduleId: string;
  req: BotRequest<unknown, unknown>;
  config: BotConfig;
  resolve: (action: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: WorkerLike;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Games whose rules this worker has loaded. */
  loaded: Set<string>;
}

/** The pool size for this device: its cores, at least 1 and at most 4. */
export function poolSize(cores: number | undefined): number {
  return Math.min(4, Math.max(1, cores ?? 1));
}

export function createBotPool(opts: BotPoolOptions): BotRunner & { dispose(): void } {
  const graceMs = opts.graceMs ?? 2000;
  const coldMs = opts.coldMs ?? 5000;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let lastModule: string | null = null;
  let disposed = false;

  function wire(slot: Slot, worker: WorkerLike): WorkerLike {
    worker.onmessage = (e) => onReply(slot, worker, e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      if (slot.worker === worker) replace(slot, errorText(e));
    };
    worker.onmessageerror = () => {
      if (slot.worker === worker) replace(slot, 'a message could not be read');
    };
    return worker;
  }

  function newSlot(): Slot {
    const slot: Slot = { worker: opts.spawn(), job: null, timer: undefined, loaded: new Set() };
    wire(slot, slot.worker);
    return slot;
  }

  function warmSlot(slot: Slot, moduleId: string) {
    if (!slot.loaded.has(moduleId)) slot.worker.postMessage({ kind: 'warm', moduleId });
  }

  function onReply(slot: Slot, worker: WorkerLike, reply: BotReply) {
    if (slot.worker !== worker) return;
    if ('warmed' in reply) {
      slot.loaded.add(reply.warmed);
      return;
    }
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    if ('error' in reply) {
      replace(slot, reply.error);
      return;
    }
    clearTimeout(slot.timer);
    slot.loaded.add(job.moduleId);
    slot.job = null;
    job.resolve(reply.action);
    pump();
  }

  /** Terminates a slot's worker, fails its decision with `reason`, and starts a fresh one. */
  function replace(slot: Slot, reason: string | null, abort = false) {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    slot.worker.terminate();
    slot.loaded = new Set();
    if (!disposed) {
      slot.worker = wire(slot, opts.spawn());
      if (lastModule) warmSlot(slot, lastModule);
    }
    if (job && !abort) job.reject(new BotWorkerError(reason ?? 'the bot worker failed'));
    pump();
  }

  function pump() {
    while (queue.length > 0 && !disposed) {
      let slot = slots.find((s) => s.job === null);
      if (!slot && slots.length < opts.size) slots.push((slot = newSlot()));
      if (!slot) return;
      const job = queue.shift() as Job;
      run(slot, job);
    }
  }

  function run(slot: Slot, job: Job) {
    slot.job = job;
    const deadline =
      (job.config.budgetMs ?? 0) + graceMs + (slot.loaded.has(job.moduleId) ? 0 : coldMs);
    slot.timer = setTimeout(
      () => replace(slot, `no answer within ${Math.round(deadline / 100) / 10} s`),
      deadline,
    );
    const { id, moduleId, req, config } = job;
    slot.worker.postMessage({ kind: 'decide', id, moduleId, req, config });
  }

  function abort(job: Job) {
    const queued = queue.indexOf(job);
    if (queued >= 0) queue.splice(queued, 1);
    const slot = slots.find((s) => s.job === job);
    // A search cannot be interrupted inside its worker: the worker goes, a fresh one comes.
    if (slot) replace(slot, null, true);
    job.reject(new DOMException('The bot decision was aborted', 'AbortError'));
  }

  return {
    threads: opts.size,
    decide(moduleId, req, config, signal) {
      return new Promise((resolve, reject) => {
        if (disposed) return reject(new BotWorkerError('the bots have stopped'));
        if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
        lastModule = moduleId;
        const onAbort = () => abort(job);
        const done = () => signal?.removeEventListener('abort', onAbort);
        const job: Job = {
          id: ++nextId,
          moduleId,
          req,
          config,
          resolve: (action) => (done(), resolve(action)),
          reject: (e) => (done(), reject(e)),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(job);
        pump();
      });
    },
    warm(moduleId) {
      lastModule = moduleId;
      while (slots.length < opts.size) slots.push(newSlot());
      for (const slot of slots) warmSlot(slot, moduleId);
    },
    dispose() {
      disposed = true;
      for (const job of queue.splice(0)) job.reject(new BotWorkerError('the bots have stopped'));
      for (const slot of slots) replace(slot, 'the bots have stopped');
      slots.length = 0;
    },
  };
}

function errorText(e: ErrorEvent): string {
  return e.message || 'the bot worker crashed';
}
