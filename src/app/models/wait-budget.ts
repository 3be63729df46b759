/**
 * A person's wait for the bots, kept as one budget. A wait runs from a person's decision
 * (or from the moment bots start while a person is still deciding) until a person must
 * decide again. Searching bots share `thinkMs` of it, however many decisions fall in the
 * wait; pauses between bot moves (pacing) use only the slack that thinking leaves before
 * `thinkMs + paceMs`, so pacing never stretches a wait past its budget.
 */

/** Below this a search is too short to beat the game's heuristic: the bot plays that instead. */
export const MIN_SEARCH_MS = 150;
/** Kept free at the end of a wait for the last move to land and the person's turn to draw. */
const LANDING_MS = 250;

export interface WaitBudgetOptions {
  /** Thinking time for all searches of one wait. */
  thinkMs: number;
  /** Pausing time for all bot moves of one wait, beyond the thinking. */
  paceMs: number;
  now: () => number;
}

/** Weight of the latest wait in the running estimate of decisions per wait. */
const LEARN = 0.3;

export function createWaitBudget(opts: WaitBudgetOptions) {
  const { now } = opts;
  let open = false;
  let startedAt = now();
  let thinkLeft = 0;
  let batches = 0;
  let lastLanding = startedAt;
  /** Bot decision batches a wait takes, learned from this table's earlier waits. */
  let expected = 1;

  /** Batches still expected in this wait, counting `started` of them as begun (at least one). */
  const batchesLeft = (started: number) => Math.max(1, expected - started);

  return {
    get open() {
      return open;
    },
    /**
     * A new wait starts now. `busyMs`: thinking already under way that will run into this
     * wait, so it is taken off the new wait's thinking time.
     */
    begin(busyMs = 0) {
      open = true;
      startedAt = now();
      lastLanding = startedAt;
      thinkLeft = Math.max(0, opts.thinkMs - busyMs);
      batches = 0;
    },
    /** A person must decide: the wait is over; learn how many batches it took. */
    end() {
      if (!open) return;
      open = false;
      if (batches > 0) expected = expected * (1 - LEARN) + batches * LEARN;
    },
    /**
     * A batch of bot decisions starts together: `searching` of them want to search, and
     * `concurrent` decisions (these and any still running) share `threads` workers. Returns
     * each search's budget in milliseconds, or 0 when too little is left to search.
     */
    batch(searching: number, concurrent: number, threads: number): number {
      const left = batchesLeft(batches);
      batches++;
      if (searching === 0) return 0;
      // Time lost to drawing, saving and messages comes off the thinking, not past the deadline.
      const t = now();
      const beforeDeadline = startedAt + opts.thinkMs + opts.paceMs - LANDING_MS - t;
      thinkLeft = Math.max(0, Math.min(thinkLeft, beforeDeadline));
      const rounds = Math.ceil(concurrent / Math.max(1, threads));
      const each = thinkLeft / left / rounds;
      if (each < MIN_SEARCH_MS) return 0;
      thinkLeft -= each * rounds;
      return Math.floor(each);
    },
    /**
     * How long to hold a bot move that is ready before it lands: at most `gapMs` after the
     * previous move landed, cut so the wait's remaining pacing time covers the moves expected.
     */
    pause(gapMs: number): number {
      const t = now();
      const slack = startedAt + opts.thinkMs + opts.paceMs - t - thinkLeft;
      // The move about to land belongs to the latest batch, so that batch still counts.
      const gap = Math.min(gapMs, Math.max(0, slack) / batchesLeft(batches - 1));
      return Math.max(0, Math.round(lastLanding + gap - t));
    },
    /** A move landed on the table (any seat's). */
    landed() {
      lastLanding = now();
    },
  };
}

export type WaitBudget = ReturnType<typeof createWaitBudget>;
