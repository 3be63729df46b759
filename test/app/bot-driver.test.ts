import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { chooseAction, type BotConfig, type BotRequest } from '../../src/engine/bots';
import { createSession, type Session } from '../../src/engine/session';
import type { Seat } from '../../src/engine/types';
import type { AnyModule } from '../../src/games/registry';
import {
  createPlayModel,
  type BotRunner,
  type BotSpeed,
  type Saver,
} from '../../src/app/models/play-model';
import { mediaRoll, sealedBid } from '../fixtures/games';

const human = (name: string): Seat => ({ name, kind: 'human' });
const hard = (name: string): Seat => ({ name, kind: 'bot', level: 'hard' });

const saver: Saver = { append() {}, undo() {}, status: signal('saved') };

interface Call {
  req: BotRequest<unknown, unknown>;
  config: BotConfig;
  signal: AbortSignal | undefined;
  at: number;
  resolve: (action: unknown) => void;
  reject: (e: Error) => void;
}

/**
 * A runner the test controls: it records every decision asked of it; `answer` settles them
 * with the bot's own choice (in-process), `fail` with an error.
 */
function heldRunner(module: AnyModule, clock: { t: number }, threads = 2) {
  const calls: Call[] = [];
  const open = new Set<Call>();
  const runner: BotRunner = {
    threads,
    decide: (_id, req, config, abort) =>
      new Promise((resolve, reject) => {
        const call = { req, config, signal: abort, at: clock.t, resolve, reject };
        calls.push(call);
        open.add(call);
      }),
  };
  const take = (pick: (c: Call) => boolean) => [...open].filter(pick);
  return {
    runner,
    calls,
    open,
    answer(pick: (c: Call) => boolean = () => true) {
      for (const c of take(pick)) {
        open.delete(c);
        c.resolve(chooseAction(module, c.req, { kind: 'random' }));
      }
    },
    fail(pick: (c: Call) => boolean, message: string) {
      for (const c of take(pick)) {
        open.delete(c);
        c.reject(new Error(message));
      }
    },
  };
}

function table(module: unknown, seats: Seat[], opts: { threads?: number; speed?: BotSpeed } = {}) {
  const m = module as AnyModule;
  const clock = { t: 0 };
  const session = createSession(m, { seed: 'bots', seats, options: {} }) as Session<
    unknown,
    unknown
  >;
  const bots = heldRunner(m, clock, opts.threads);
  const pauses: number[] = [];
  const play = createPlayModel({
    module: m,
    session,
    saver,
    runBot: bots.runner,
    responseMode: signal('ask-all'),
    botSpeed: signal(opts.speed ?? 'normal'),
    now: () => clock.t,
    wait: (ms) => {
      pauses.push(ms);
      clock.t += ms;
      return Promise.resolve();
    },
  });
  play.start();
  return { play, bots, clock, pauses };
}

/** Lets the bot loop run until it waits on something the test holds. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
};
const botMoves = (s: Session<unknown, unknown>, seat: number) =>
  s.moves.filter((m) => m.seat === seat).length;

describe('the bot loop', () => {
  it('a bot with one legal action plays it at once, without asking the runner', async () => {
    const { play, bots } = table(sealedBid, [human('Ann'), hard('Hal')]);
    // Five rounds; in the last, each hand holds one card.
    for (let round = 1; round <= 5; round++) {
      await settle();
      bots.answer();
      await settle();
      play.act(play.actions.value[0]);
    }
    await settle();
    expect(play.over.value).toBe(true);
    expect(botMoves(play.session.value, 1)).toBe(5);
    expect(bots.calls).toHaveLength(4);
    expect(bots.calls.every((c) => c.req.actions.length > 1)).toBe(true);
  });

  it('simultaneous decisions of several bots start together', async () => {
    const { play, bots } = table(sealedBid, [human('Ann'), hard('B'), hard('C'), hard('D')]);
    await settle();
    expect(bots.calls.map((c) => c.req.seat)).toEqual([1, 2, 3]);
    expect(play.botsThinking.value).toEqual([1, 2, 3]);
    bots.answer();
    await settle();
    expect([1, 2, 3].map((s) => botMoves(play.session.value, s))).toEqual([1, 1, 1]);
    expect(play.botsThinking.value).toEqual([]);
  });

  it('a decision made while a person also decided still lands when it fits', async () => {
    const { play, bots } = table(sealedBid, [human('Ann'), hard('B')]);
    await settle();
    play.act(play.actions.value[0]);
    bots.answer();
    await settle();
    expect(botMoves(play.session.value, 1)).toBe(1);
    // Not asked again for the same bid: the next question is about the next round.
    const seqOf = (c: Call | undefined) => Number(c?.req.seed.split(':')[1]);
    expect(bots.calls.map(seqOf)).toEqual([0, 2]);
  });

  it('an illegal answer is not played: the bot plays a quick legal move and the table is told', async () => {
    const { play, bots } = table(sealedBid, [human('Ann'), hard('B')]);
    await settle();
    (bots.calls[0] as Call).resolve({ type: 'bid', card: 'no-such-card' });
    await settle();
    expect(play.botTrouble.value).toEqual({ seat: 1, reason: 'illegal action' });
    expect(botMoves(play.session.value, 1)).toBe(1);
    expect(play.refusal.value).toBeNull();
  });
});

describe('the hard level thinks within one budget per wait', () => {
  it('simultaneous searches split the budget by the workers available', async () => {
    const two = table(sealedBid, [human('Ann'), hard('B'), hard('C'), hard('D')], { threads: 2 });
    await settle();
    expect(two.bots.calls.map((c) => c.config.budgetMs)).toEqual([750, 750, 750]);
    const four = table(sealedBid, [human('Ann'), hard('B'), hard('C'), hard('D')], { threads: 4 });
    await settle();
    expect(four.bots.calls.map((c) => c.config.budgetMs)).toEqual([1500, 1500, 1500]);
  });

  it('the searches between two of a person’s decisions total at most 1.5 s', async () => {
    const { play, bots, clock } = table(mediaRoll, [hard('A'), human('Ann'), hard('C'), hard('D')]);
    let person = 0;
    for (let step = 0; step < 400 && !play.over.value; step++) {
      await settle();
      if (play.actions.value.length > 0) {
        person++;
        play.act(play.actions.value[0]);
        continue;
      }
      const [call] = bots.open;
      if (!call) continue;
      // The search takes its whole budget.
      clock.t += call.config.budgetMs ?? 0;
      bots.answer((c) => c === call);
    }
    expect(play.over.value).toBe(true);
    const moves = play.session.value.moves;
    // Thinking between consecutive decisions of the person (seat 1).
    const byWait = new Map<number, number[]>();
    for (const call of bots.calls) {
      const before = moves.slice(0, Number(call.req.seed.split(':')[1]));
      const wait = before.filter((m) => m.seat === 1).length;
      byWait.set(wait, [...(byWait.get(wait) ?? []), call.config.budgetMs ?? 0]);
    }
    const totals = [...byWait.values()].map((b) => b.reduce((a, x) => a + x, 0));
    expect(person).toBeGreaterThan(3);
    expect([...byWait.values()].some((b) => b.length >= 2)).toBe(true);
    expect(Math.max(...totals)).toBeLessThanOrEqual(1500);
    expect(bots.calls.some((c) => c.config.kind !== 'mcts')).toBe(true);
  });
});

describe('a bot that fails', () => {
  it('is reported on the table, plays a quick move, and the next decision asks the runner again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { play, bots } = table(sealedBid, [human('Ann'), hard('Hal')]);
    await settle();
    bots.fail(() => true, 'worker crashed');
    await settle();
    expect(play.botTrouble.value).toEqual({ seat: 1, reason: 'worker crashed' });
    expect(botMoves(play.session.value, 1)).toBe(1);
    play.act(play.actions.value[0]);
    await settle();
    expect(bots.calls).toHaveLength(2);
    bots.answer();
    await settle();
    expect(botMoves(play.session.value, 1)).toBe(2);
    play.dismissBotTrouble();
    expect(play.botTrouble.value).toBeNull();
  });
});

describe('pacing and skipping', () => {
  it('a visible bot move waits for the gap; "skip to my turn" drops the pauses', async () => {
    const { play, bots, pauses } = table(mediaRoll, [human('Ann'), hard('B'), hard('C')]);
    play.act(play.actions.value[0]); // the roll
    await settle();
    expect(play.actions.value).toEqual([]);
    const before = pauses.length;
    bots.answer();
    await settle();
    expect(pauses.length).toBeGreaterThan(before);
    expect(pauses.every((ms) => ms <= 600)).toBe(true);
    play.skipToMe();
    const skipped = pauses.length;
    for (let i = 0; i < 5 && play.actions.value.length === 0; i++) {
      bots.answer();
      await settle();
    }
    expect(pauses.length).toBe(skipped);
  });

  it('step mode holds each visible move until "next bot move"', async () => {
    const { play, bots } = table(mediaRoll, [human('Ann'), hard('B'), hard('C')], {
      speed: 'step',
    });
    play.act(play.actions.value[0]);
    await settle();
    bots.answer();
    await settle();
    const moves = play.session.value.moves.length;
    expect(play.stepWaiting.value).toBe(true);
    play.stepBot();
    await settle();
    expect(play.session.value.moves.length).toBe(moves + 1);
  });
});

describe('leaving the table', () => {
  it('dispose aborts the decisions under way and no bot moves afterwards', async () => {
    const { play, bots } = table(sealedBid, [human('Ann'), hard('B'), hard('C')]);
    await settle();
    expect(bots.calls).toHaveLength(2);
    play.dispose();
    expect(bots.calls.every((c) => c.signal?.aborted)).toBe(true);
    expect(play.botsThinking.value).toEqual([]);
    bots.answer();
    play.act(play.actions.value[0]);
    await settle();
    expect(botMoves(play.session.value, 1) + botMoves(play.session.value, 2)).toBe(0);
    expect(bots.calls).toHaveLength(2);
  });
});

describe('a fault in the rules code during the bots’ turn', () => {
  it('is reported with the bot’s seat, and the bots go on with another legal move', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A rules bug: the first bid a bot lands throws a TypeError, not a RulesError.
    let broken = true;
    const faulty = {
      ...(sealedBid as unknown as AnyModule),
      apply(state: unknown, seat: number, action: unknown, ctx: never) {
        if (seat === 1 && broken) {
          broken = false;
          throw new TypeError('cannot read the bid');
        }
        return (sealedBid as unknown as AnyModule).apply(state, seat, action, ctx);
      },
    } as AnyModule;
    const { play, bots } = table(faulty, [human('Ann'), hard('Hal')]);
    await settle();
    bots.answer();
    await settle();
    expect(play.botTrouble.value).toEqual({ seat: 1, reason: 'cannot read the bid' });
    expect(botMoves(play.session.value, 1)).toBe(1);
    // The loop lives on: the next round asks the bot again and its move lands.
    play.act(play.actions.value[0]);
    await settle();
    bots.answer();
    await settle();
    expect(botMoves(play.session.value, 1)).toBe(2);
  });

  it('a fault that repeats stops the loop once reported, until the table changes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let faults = 0;
    const faulty = {
      ...(sealedBid as unknown as AnyModule),
      actions(state: unknown, seat: number) {
        if (seat === 1) {
          faults++;
          throw new TypeError('no actions today');
        }
        return (sealedBid as unknown as AnyModule).actions(state, seat);
      },
    } as AnyModule;
    const { play } = table(faulty, [human('Ann'), hard('Hal')]);
    await settle();
    expect(play.botTrouble.value).toEqual({ seat: 1, reason: 'no actions today' });
    // Tried again once, then it waits rather than spinning.
    expect(faults).toBe(2);
    await settle();
    expect(faults).toBe(2);
  });
});
