/**
 * The table's bots. Every bot decision that is due starts at once (simultaneous choices run
 * side by side on the runner's workers); a bot with one legal action plays it without
 * thinking; searches share one budget per wait (wait-budget.ts); moves are paced so people
 * can follow them. A bot whose runner fails plays the game's heuristic move instead and the
 * table is told. `dispose` stops everything it started.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { chooseAction, levelConfig, type BotConfig, type BotRequest } from '../../engine/bots';
import type { Session } from '../../engine/session';
import type { Prompt, Seat, SeatId } from '../../engine/types';
import type { AnyModule } from '../../games/registry';
import { createWaitBudget } from './wait-budget';

export type BotSpeed = 'step' | 'normal' | 'fast';

/** Runs bot decisions off the main thread (a pool of Web Workers in the app, in-process in tests). */
export interface BotRunner {
  /** Chooses an action; rejects when the bot crashed, stopped answering or was aborted. */
  decide(
    moduleId: string,
    req: BotRequest<unknown, unknown>,
    config: BotConfig,
    signal?: AbortSignal,
  ): Promise<unknown>;
  /** How many decisions run at the same time. */
  readonly threads: number;
  /** Loads a game's rules ahead of its first decision (optional). */
  warm?(moduleId: string): void;
}

/** Longest pause before a bot move lands, and the pausing time a whole wait may use. */
const PACE: Record<Exclude<BotSpeed, 'step'>, { gapMs: number; waitMs: number }> = {
  normal: { gapMs: 600, waitMs: 700 },
  fast: { gapMs: 150, waitMs: 300 },
};

export interface BotDriverDeps {
  module: AnyModule;
  seats: readonly Seat[];
  session: ReadonlySignal<Session<unknown, unknown>>;
  prompts: ReadonlySignal<Prompt[]>;
  /** Plays a bot's move on the table; false when the rules refused it. */
  play(seat: SeatId, action: unknown): boolean | void;
  runner: BotRunner;
  speed: ReadonlySignal<BotSpeed>;
  wait: (ms: number) => Promise<void>;
  now: () => number;
}

/** A bot that could not decide: its seat and why (shown on the table, the game goes on). */
export interface BotTrouble {
  seat: SeatId;
  reason: string;
}

interface Decision {
  seat: SeatId;
  /** The table's move count when the decision started. */
  seq: number;
  req: BotRequest<unknown, unknown>;
  /** The seat's prompt when the decision started: a decision for another prompt is stale. */
  prompt: string;
  /** A secret choice: nobody sees it land, so it is not paced. */
  secret: boolean;
  controller: AbortController;
  /** When its thinking is planned to end (for the next wait's budget). */
  endsAt: number;
  result: Promise<Decided>;
}
type Decided =
  { seat: SeatId; action: unknown; trouble?: string } | { seat: SeatId; aborted: true };

const keyOf = (x: unknown) => JSON.stringify(x);
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const WOKEN = Symbol('woken');

export function createBotDriver(deps: BotDriverDeps) {
  const { module, seats, runner } = deps;
  const isBot = (s: SeatId) => seats[s]?.kind === 'bot';
  const hasHeuristic = module.heuristic !== undefined;
  const configOf = (s: SeatId) =>
    levelConfig(seats[s]?.level ?? 'normal', hasHeuristic, module.searchAnchor);
  /** The longest search any bot at this table may make: the per-wait thinking time. */
  const thinkMs = Math.max(0, ...seats.map((_, s) => (isBot(s) ? (configOf(s).budgetMs ?? 0) : 0)));
  const quick: BotConfig = hasHeuristic ? { kind: 'heuristic' } : { kind: 'random' };
  const budgets = {
    normal: createWaitBudget({ thinkMs, paceMs: PACE.normal.waitMs, now: deps.now }),
    fast: createWaitBudget({ thinkMs, paceMs: PACE.fast.waitMs, now: deps.now }),
  };
  const budget = () => budgets[deps.speed.value === 'fast' ? 'fast' : 'normal'];

  /** Seats whose decision is under way or waiting to land. */
  const thinking = signal<SeatId[]>([]);
  const stepWaiting = signal(false);
  /** Set by "skip to my turn": no pauses until a person must decide. */
  const skipping = signal(false);
  const trouble = signal<BotTrouble | null>(null);

  const inFlight = new Map<SeatId, Decision>();
  const working = new Set<SeatId>();
  let running = false;
  let disposed = false;
  let personWasToAct = false;
  let wake = deferred<typeof WOKEN>();
  /** Ends a pause or a step hold early (skip, step, dispose). */
  let interrupt = deferred<void>();

  const showThinking = () => (thinking.value = [...working].sort((a, b) => a - b));
  const findPrompt = (s: SeatId) => deps.prompts.value.find((p) => p.seat === s);
  const promptOf = (s: SeatId) => keyOf(findPrompt(s) ?? null);
  const personToAct = () => deps.prompts.value.some((p) => !isBot(p.seat));
  const dueBots = () => [...new Set(deps.prompts.value.map((p) => p.seat))].filter(isBot);
  const legalOf = (s: SeatId) => module.actions(deps.session.value.table.g, s);

  function request(seat: SeatId, actions: unknown[]): BotRequest<unknown, unknown> {
    const s = deps.session.value;
    return {
      view: module.view(s.table.g, seat),
      seat,
      actions,
      seats: seats.length,
      options: s.init.options,
      seed: `${s.init.seed}:${s.table.seq}:${seat}`,
    };
  }

  /** The game's heuristic move, else a random legal one: what a failed bot plays. */
  function fallback(req: BotRequest<unknown, unknown>): unknown {
    try {
      return chooseAction(module, req, quick);
    } catch {
      return chooseAction(module, req, { kind: 'random' });
    }
  }

  /** Starts the decisions of these seats together. */
  function start(due: { seat: SeatId; actions: unknown[] }[]) {
    const b = budget();
    if (!b.open) b.begin(busyMs());
    const searching = due.filter((d) => configOf(d.seat).budgetMs !== undefined).length;
    const concurrent = due.length + inFlight.size;
    const searchMs = b.batch(searching, concurrent, runner.threads);
    // Decisions beyond the workers queue: the last of them ends this many budgets from now.
    const rounds = Math.ceil(concurrent / Math.max(1, runner.threads));
    const t = deps.now();
    for (const { seat, actions } of due) {
      const level = configOf(seat);
      const config: BotConfig =
        level.budgetMs === undefined
          ? level
          : searchMs > 0
            ? { ...level, budgetMs: Math.min(level.budgetMs, searchMs) }
            : quick;
      const req = request(seat, actions);
      const controller = new AbortController();
      const result = runner.decide(module.id, req, config, controller.signal).then(
        (action): Decided => ({ seat, action }),
        (e: unknown): Decided => {
          if (controller.signal.aborted) return { seat, aborted: true };
          console.warn(`bot ${seat} failed`, e);
          const reason = errorText(e);
          return { seat, action: fallback(req), trouble: reason };
        },
      );
      inFlight.set(seat, {
        seat,
        seq: deps.session.value.table.seq,
        req,
        prompt: promptOf(seat),
        secret: findPrompt(seat)?.kind === 'secret',
        controller,
        endsAt: t + (config.budgetMs ?? 0) * rounds,
        result,
      });
      working.add(seat);
    }
    showThinking();
  }

  /** Thinking still under way, in milliseconds. */
  const busyMs = () => Math.max(0, ...[...inFlight.values()].map((d) => d.endsAt - deps.now()));

  /**
   * Holds a ready move: the pacing pause, or until "next bot move" in step mode. A secret
   * choice lands at once: it shows nothing until the reveal, so there is nothing to follow.
   */
  async function hold(secret: boolean) {
    if (skipping.value || secret) return;
    if (deps.speed.value === 'step') {
      stepWaiting.value = true;
      await interrupt.promise;
      stepWaiting.value = false;
      return;
    }
    const ms = budget().pause(PACE[deps.speed.value].gapMs);
    if (ms > 0) await Promise.race([deps.wait(ms), interrupt.promise]);
  }

  /** A person has just become due to decide: the wait is over, and so is skipping. */
  function observe() {
    const toAct = personToAct();
    if (toAct && !personWasToAct) {
      budget().end();
      skipping.value = false;
    }
    personWasToAct = toAct;
  }

  function land(seat: SeatId, action: unknown) {
    budget().landed();
    landing = seat;
    let refused: string;
    try {
      if (deps.play(seat, action) !== false) return;
      // Refused (an open-ended move the rules judged, such as a trade offer): asking the bot
      // again would bring the same answer, so a random listed move is played instead.
      refused = 'illegal action';
    } catch (e) {
      // Not a refusal but a fault in the rules on this move: another legal move may pass.
      console.warn(`bot ${seat}'s move broke the rules code`, e);
      refused = errorText(e);
    }
    trouble.value = { seat, reason: refused };
    const legal = legalOf(seat).filter((a) => keyOf(a) !== keyOf(action));
    if (legal.length)
      deps.play(seat, chooseAction(module, request(seat, legal), { kind: 'random' }));
  }

  /** The table's move count when the loop last stopped on an error (-1: never). */
  let failedAt = -1;
  /** The bot whose move was landing last: the one to name when the loop fails. */
  let landing: SeatId | null = null;

  /**
   * Runs the loop. An error it did not foresee (a fault in the rules code) is shown on the
   * table with the bot's seat, and the loop starts again; a second failure on the same
   * table waits for the table to change (a person's move, an undo: `kick`), so a fault
   * that repeats cannot spin.
   */
  function go(): void {
    run().catch((e: unknown) => {
      console.warn('the bot loop stopped on an error', e);
      const seat = landing ?? seats.findIndex((_, s) => isBot(s));
      trouble.value = { seat, reason: errorText(e) };
      const seq = deps.session.value.table.seq;
      if (disposed || seq === failedAt) return;
      failedAt = seq;
      queueMicrotask(go);
    });
  }

  async function run(): Promise<void> {
    if (running || disposed) return;
    running = true;
    try {
      while (!disposed) {
        observe();
        const due = dueBots()
          .filter((s) => !inFlight.has(s) && !working.has(s))
          .map((seat) => ({ seat, actions: legalOf(seat) }));
        const forced = due.find((d) => d.actions.length === 1);
        if (forced) {
          // One legal action is no decision: it is played at once, without thinking or pause.
          land(forced.seat, forced.actions[0]);
          continue;
        }
        const stuck = due.filter((d) => d.actions.length === 0);
        for (const d of stuck) trouble.value = { seat: d.seat, reason: 'no legal action' };
        const ready = due.filter((d) => d.actions.length > 0);
        if (ready.length) start(ready);
        if (inFlight.size === 0) break;
        const next = await Promise.race([
          ...[...inFlight.values()].map((d) => d.result),
          wake.promise,
        ]);
        if (disposed) break;
        if (next === WOKEN) {
          wake = deferred();
          continue;
        }
        const decision = inFlight.get(next.seat);
        inFlight.delete(next.seat);
        if ('aborted' in next) {
          working.delete(next.seat);
          continue;
        }
        if (next.trouble !== undefined) trouble.value = { seat: next.seat, reason: next.trouble };
        await hold(decision?.secret ?? false);
        working.delete(next.seat);
        showThinking();
        if (disposed) break;
        if (!decision) continue;
        // Others moved meanwhile (a person, or bots side by side): play it only if it still fits,
        // else the seat is asked again. An illegal answer to an unchanged table is a bot's bug.
        // An open-ended move (a trade offer) is not listed: on an unchanged table the rules judge it.
        const open =
          deps.session.value.table.seq === decision.seq && module.open?.(next.action) === true;
        const fits =
          promptOf(next.seat) === decision.prompt &&
          (open || legalOf(next.seat).some((a) => keyOf(a) === keyOf(next.action)));
        if (fits) land(next.seat, next.action);
        else if (deps.session.value.table.seq === decision.seq) {
          trouble.value = { seat: next.seat, reason: 'illegal action' };
          land(next.seat, fallback(decision.req));
        }
      }
    } finally {
      running = false;
      if (inFlight.size === 0) {
        working.clear();
        showThinking();
      }
    }
  }

  return {
    /** Bot seats now thinking (or with a move about to land). */
    thinking: thinking as ReadonlySignal<SeatId[]>,
    stepWaiting: stepWaiting as ReadonlySignal<boolean>,
    skipping: skipping as ReadonlySignal<boolean>,
    /** The last bot that failed to decide, until dismissed. */
    trouble: trouble as ReadonlySignal<BotTrouble | null>,
    /** Something changed on the table: bots look again at what is due. */
    kick() {
      if (disposed) return;
      observe();
      if (running) wake.resolve(WOKEN);
      else go();
    },
    /** A person just decided: a new wait begins. */
    personDecided() {
      budget().begin(busyMs());
    },
    start() {
      runner.warm?.(module.id);
      go();
    },
    step() {
      interrupt.resolve();
      interrupt = deferred();
    },
    skip() {
      skipping.value = true;
      interrupt.resolve();
      interrupt = deferred();
    },
    dismissTrouble() {
      trouble.value = null;
    },
    /** Stops the loop and aborts every decision under way: no bot plays after this. */
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const d of inFlight.values()) d.controller.abort();
      inFlight.clear();
      wake.resolve(WOKEN);
      interrupt.resolve();
      batch(() => {
        working.clear();
        showThinking();
        stepWaiting.value = false;
      });
    },
  };
}

export type BotDriver = ReturnType<typeof createBotDriver>;

function deferred<T>() {
  let settle: (v: T) => void = () => {};
  const promise = new Promise<T>((r) => (settle = r));
  return { promise, resolve: (v: T) => settle(v) };
}
