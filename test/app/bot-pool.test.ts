import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BotWorkerError, createBotPool, poolSize, type WorkerLike } from '../../src/app/bot-pool';
import type { BotJob, BotReply } from '../../src/app/bot-worker';
import type { BotConfig, BotRequest } from '../../src/engine/bots';

/** A worker the test drives: it records its jobs and answers when told. */
class FakeWorker implements WorkerLike {
  static all: FakeWorker[] = [];
  jobs: BotJob[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<BotReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(job: BotJob) {
    this.jobs.push(job);
  }
  terminate() {
    this.terminated = true;
  }
  get decisions() {
    return this.jobs.filter((j) => j.kind === 'decide');
  }
  reply(data: BotReply) {
    this.onmessage?.({ data } as MessageEvent<BotReply>);
  }
  /** Answers its latest decision with the request's first action. */
  answer() {
    const job = this.decisions.at(-1);
    if (job?.kind === 'decide') this.reply({ id: job.id, action: job.req.actions[0] });
  }
}

const req = (seat: number): BotRequest<unknown, unknown> => ({
  view: {},
  seat,
  actions: [`a${seat}`, `b${seat}`],
  seats: 4,
  options: {},
  seed: `s${seat}`,
});
const search: BotConfig = { kind: 'mcts', budgetMs: 500 };

function pool(size = 2) {
  FakeWorker.all = [];
  return createBotPool({ size, spawn: () => new FakeWorker(), graceMs: 1000, coldMs: 2000 });
}
const live = () => FakeWorker.all.filter((w) => !w.terminated);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the bot worker pool', () => {
  it.each([
    [undefined, 1],
    [1, 1],
    [2, 2],
    [8, 4],
  ])('a device with %s cores gets %i workers', (cores, size) => {
    expect(poolSize(cores)).toBe(size);
  });

  it('runs decisions side by side up to its size, and queues the rest', async () => {
    const p = pool(2);
    const answers = [1, 2, 3].map((s) => p.decide('g', req(s), search));
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all.map((w) => w.decisions.length)).toEqual([1, 1]);
    FakeWorker.all[0]?.answer();
    expect(await answers[0]).toBe('a1');
    // The freed worker takes the queued decision.
    expect(FakeWorker.all[0]?.decisions).toHaveLength(2);
    FakeWorker.all[0]?.answer();
    FakeWorker.all[1]?.answer();
    expect(await Promise.all(answers)).toEqual(['a1', 'a2', 'a3']);
  });

  it('warming loads the game in every worker ahead of the first decision', () => {
    const p = pool(3);
    p.warm?.('g');
    expect(FakeWorker.all.map((w) => w.jobs)).toEqual([
      [{ kind: 'warm', moduleId: 'g' }],
      [{ kind: 'warm', moduleId: 'g' }],
      [{ kind: 'warm', moduleId: 'g' }],
    ]);
  });

  it('a worker that reports an error is terminated and replaced; the decision fails', async () => {
    const p = pool(1);
    const answer = p.decide('g', req(1), search);
    const first = FakeWorker.all[0] as FakeWorker;
    const job = first.decisions[0] as Extract<BotJob, { kind: 'decide' }>;
    first.reply({ id: job.id, error: 'boom' });
    await expect(answer).rejects.toThrow(BotWorkerError);
    expect(first.terminated).toBe(true);
    expect(live()).toHaveLength(1);
    // The replacement is warmed with the game and takes the next decision.
    const next = p.decide('g', req(2), search);
    const fresh = live()[0] as FakeWorker;
    expect(fresh.jobs.map((j) => j.kind)).toEqual(['warm', 'decide']);
    fresh.answer();
    expect(await next).toBe('a2');
  });

  it('a worker that throws is terminated and replaced', async () => {
    const p = pool(1);
    const answer = p.decide('g', req(1), search);
    const first = FakeWorker.all[0] as FakeWorker;
    first.onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent);
    await expect(answer).rejects.toThrow('out of memory');
    expect(first.terminated).toBe(true);
    expect(live()).toHaveLength(1);
  });

  it('a worker that does not answer within budget and grace is terminated and replaced', async () => {
    const p = pool(1);
    p.warm?.('g');
    FakeWorker.all[0]?.reply({ warmed: 'g' });
    const answer = p.decide('g', req(1), search);
    const caught = answer.catch((e: unknown) => e);
    vi.advanceTimersByTime(1499);
    expect(FakeWorker.all[0]?.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await caught).toBeInstanceOf(BotWorkerError);
    expect(FakeWorker.all[0]?.terminated).toBe(true);
    expect(live()).toHaveLength(1);
  });

  it('a worker that has not loaded the game yet gets longer for its first decision', async () => {
    const p = pool(1);
    const answer = p.decide('g', req(1), search);
    vi.advanceTimersByTime(1500);
    expect(FakeWorker.all[0]?.terminated).toBe(false);
    FakeWorker.all[0]?.answer();
    expect(await answer).toBe('a1');
  });

  it('an aborted decision terminates the worker running it; a queued one just leaves', async () => {
    const p = pool(1);
    const running = new AbortController();
    const queued = new AbortController();
    const a = p.decide('g', req(1), search, running.signal).catch((e: Error) => e.name);
    const b = p.decide('g', req(2), search, queued.signal).catch((e: Error) => e.name);
    queued.abort();
    expect(await b).toBe('AbortError');
    running.abort();
    expect(await a).toBe('AbortError');
    expect(FakeWorker.all[0]?.terminated).toBe(true);
    expect(live()).toHaveLength(1);
    expect(live()[0]?.decisions).toEqual([]);
  });

  it('dispose terminates every worker and fails what was waiting', async () => {
    const p = pool(1);
    const a = p.decide('g', req(1), search).catch((e: Error) => e.message);
    const b = p.decide('g', req(2), search).catch((e: Error) => e.message);
    p.dispose();
    expect(await a).toMatch(/stopped/);
    expect(await b).toMatch(/stopped/);
    expect(live()).toEqual([]);
  });
});
