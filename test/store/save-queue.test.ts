/** The save queue: order, status, retry after a full disk, undo while a write is pending. */
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { dispatch, sessionHash, undo, type Session } from '../../src/engine/session';
import {
  createSaveQueue,
  type SaveQueue,
  type SaveState,
  type SaveTarget,
  type Schedule,
} from '../../src/store/save-queue';
import { newGame, quotaAbort, setup, writer } from './helpers';
import { play, type DiceAction, type DiceState } from './test-game';

type Dice = Session<DiceState, DiceAction>;

/** A timer the test fires by hand. */
function manualTimer() {
  const pending: { fn: () => void; ms: number }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const entry = { fn, ms };
    pending.push(entry);
    return () => pending.splice(pending.indexOf(entry), 1);
  };
  const fire = () => pending.splice(0).forEach((e) => e.fn());
  return { schedule, pending, fire };
}

/** Resolves once the queue reports a state matching `pred`. */
function until(queue: SaveQueue, pred: (s: SaveState) => boolean): Promise<SaveState> {
  return new Promise((resolve) => {
    const stop = queue.subscribe((s) => {
      if (pred(s)) {
        queueMicrotask(() => stop());
        resolve(s);
      }
    });
  });
}

/** A target whose writes wait for `release()` while `closed` is set. */
function gated(target: SaveTarget) {
  let gate: Promise<void> = Promise.resolve();
  let open = () => undefined as void;
  const close = () => {
    gate = new Promise((resolve) => (open = resolve));
  };
  const wrapped: SaveTarget = {
    appendMove: async (id, s, rev) => {
      await gate;
      return target.appendMove(id, s, rev);
    },
    undoMoves: async (id, s, rev) => {
      await gate;
      return target.undoMoves(id, s, rev);
    },
  };
  return { wrapped, close, release: () => open() };
}

/** Two picks, a roll and a bump: the bump can be undone. */
async function toBump(start: Dice): Promise<Dice[]> {
  const s2 = await play(start, 2);
  const s3 = dispatch(s2, 0, { t: 'roll' });
  const s4 = dispatch(s3, 0, { t: 'bump' });
  return [await play(start, 1), s2, s3, s4];
}

describe('SaveQueue', () => {
  it('writes in order and reports saving, then saved', async () => {
    const { store } = setup();
    const { id, session } = await newGame(store);
    const queue = createSaveQueue(store);
    queue.open(id, 0);
    const seen: string[] = [];
    queue.subscribe((s) => seen.push(`${s.status}:${s.pending}`));
    const last = await play(session, 10, (s) => queue.append(id, s));
    expect(queue.getState().status).toBe('saving');
    expect(await queue.flush()).toBe(true);
    expect(queue.getState()).toEqual({ status: 'saved', pending: 0, error: null });
    expect(seen[0]).toBe('saved:0');
    expect(seen.at(-1)).toBe('saved:0');
    expect(seen).toContain('saving:10');
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(last));
  });

  it('on a full disk shows full (not saved), keeps every move, and saves them all on the retry', async () => {
    const { store, failures } = setup();
    const { id, session } = await newGame(store);
    const timer = manualTimer();
    const errors: unknown[] = [];
    const queue = createSaveQueue(store, {
      schedule: timer.schedule,
      onError: (e) => errors.push(e),
    });
    queue.open(id, 0);

    failures.table = 'moves';
    failures.error = quotaAbort;
    const notSaved = until(queue, (s) => s.status === 'full');
    const last = await play(session, 3, (s) => queue.append(id, s));
    expect(await notSaved).toEqual({ status: 'full', pending: 3, error: 'quota' });
    expect(timer.pending.map((p) => p.ms)).toEqual([10_000]);
    expect((await store.getGame(id))?.moveCount).toBe(0);

    // Play goes on in memory while nothing can be written.
    const more = await play(last, 2, (s) => queue.append(id, s));
    expect(queue.getState()).toMatchObject({ status: 'full', pending: 5 });
    expect(timer.pending).toHaveLength(1);

    failures.table = null;
    const saved = until(queue, (s) => s.status === 'saved');
    timer.fire();
    await saved;
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(more));
  });

  it('flush (page hidden) retries at once instead of waiting for the timer', async () => {
    const { store, failures } = setup();
    const { id, session } = await newGame(store);
    const timer = manualTimer();
    const queue = createSaveQueue(store, { schedule: timer.schedule });
    queue.open(id, 0);
    failures.table = 'games';
    const last = await play(session, 2, (s) => queue.append(id, s));
    expect(await queue.flush()).toBe(false);
    expect(queue.getState()).toMatchObject({ status: 'not-saved', error: 'other' });
    failures.table = null;
    expect(await queue.flush()).toBe(true);
    expect(timer.pending).toHaveLength(0);
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(last));
  });

  it('a lost connection asks the target to reconnect before the retry', async () => {
    let recovered = 0;
    const failing: SaveTarget = {
      appendMove: () => Promise.reject(new Dexie.DatabaseClosedError('Database has been closed')),
      undoMoves: () => Promise.resolve(0),
      recover: () => void recovered++,
    };
    const { store } = setup();
    const { id, session } = await newGame(store);
    const queue = createSaveQueue(failing, { schedule: manualTimer().schedule });
    queue.open(id, 0);
    const notSaved = until(queue, (s) => s.status === 'not-saved');
    await play(session, 1, (s) => queue.append(id, s));
    expect((await notSaved).error).toBe('connection');
    expect(recovered).toBe(1);
  });

  describe('undo while a write is pending ends consistent', () => {
    it('an unwritten move that is undone is never written', async () => {
      const { store } = setup();
      const { id, session } = await newGame(store);
      const gate = gated(store);
      const queue = createSaveQueue(gate.wrapped);
      queue.open(id, 0);
      const [s1, s2, s3, s4] = await toBump(session);
      gate.close();
      for (const s of [s1, s2, s3, s4]) if (s) queue.append(id, s);
      if (!s4 || !s3) throw new Error('setup');
      const back = undo(s4);
      queue.undo(id, back);
      expect(queue.getState().pending).toBe(3); // the bump was dropped, no undo needed
      gate.release();
      expect(await queue.flush()).toBe(true);
      expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(s3));
    });

    it('a move being written when it is undone is written, then taken back', async () => {
      const { store } = setup();
      const { id, session } = await newGame(store);
      const gate = gated(store);
      const queue = createSaveQueue(gate.wrapped);
      queue.open(id, 0);
      const [s1, s2, s3, s4] = await toBump(session);
      if (!s1 || !s2 || !s3 || !s4) throw new Error('setup');
      for (const s of [s1, s2, s3]) queue.append(id, s);
      await queue.flush();
      gate.close();
      queue.append(id, s4);
      await new Promise((r) => setTimeout(r, 5)); // the bump's write is now in flight
      const back = undo(s4);
      queue.undo(id, back);
      const next = dispatch(back, 0, { t: 'end' });
      queue.append(id, next);
      gate.release();
      expect(await queue.flush()).toBe(true);
      expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(next));
      expect((await store.getGame(id))?.moveCount).toBe(4);
    });

    it('an undo while the disk is full is saved with the retry', async () => {
      const { store, failures } = setup();
      const { id, session } = await newGame(store);
      const timer = manualTimer();
      const queue = createSaveQueue(store, { schedule: timer.schedule });
      queue.open(id, 0);
      const [s1, s2, s3, s4] = await toBump(session);
      if (!s1 || !s2 || !s3 || !s4) throw new Error('setup');
      for (const s of [s1, s2, s3, s4]) queue.append(id, s);
      await queue.flush();
      failures.table = 'games';
      failures.error = quotaAbort;
      const back = undo(s4);
      queue.undo(id, back);
      expect(await queue.flush()).toBe(false);
      expect((await store.getGame(id))?.moveCount).toBe(4);
      failures.table = null;
      const saved = until(queue, (s) => s.status === 'saved');
      timer.fire();
      await saved;
      expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(back));
    });
  });
});

describe('SaveQueue and another tab', () => {
  it('a write refused as stale stops the queue: no retry, no later write, until opened again', async () => {
    const { store } = setup();
    const { id, session } = await newGame(store);
    const timer = manualTimer();
    const queue = createSaveQueue(store, { schedule: timer.schedule });
    queue.open(id, 0);
    const mine = await play(session, 2, (s) => queue.append(id, s));
    expect(await queue.flush()).toBe(true);

    // Another tab opens the game and undoes a move.
    const other = writer(store, id, (await store.openGame(id)).rev);
    await other.undo(await play(session, 1));

    const stale = until(queue, (s) => s.status === 'stale');
    const more = await play(mine, 1, (s) => queue.append(id, s));
    expect(await stale).toEqual({ status: 'stale', pending: 1, error: 'stale' });
    expect(timer.pending).toHaveLength(0);
    await play(more, 1, (s) => queue.append(id, s));
    expect(await queue.flush()).toBe(false);
    expect(queue.getState()).toMatchObject({ status: 'stale', pending: 2 });
    expect((await store.getGame(id))?.moveCount).toBe(1);
    expect(queue.latest(id)).toBeNull();

    // Reopened: the moves made on the old version are dropped, and writing resumes.
    const reopened = await store.openGame(id);
    queue.open(id, reopened.rev);
    expect(queue.getState()).toEqual({ status: 'saved', pending: 0, error: null });
    const next = await play(reopened.session as Dice, 1, (s) => queue.append(id, s));
    expect(await queue.flush()).toBe(true);
    expect(sessionHash(await store.loadGame(id))).toBe(sessionHash(next));
  });

  it('hears that another tab saved the game: stale only if past the revision it follows', async () => {
    const { store } = setup();
    const { id, session } = await newGame(store);
    const queue = createSaveQueue(store);
    queue.open(id, 0);
    await play(session, 2, (s) => queue.append(id, s));
    expect(await queue.flush()).toBe(true);
    // An older message, or one about another game, changes nothing.
    queue.changedElsewhere(id, 2);
    queue.changedElsewhere('other-game', 9);
    expect(queue.getState().status).toBe('saved');
    queue.changedElsewhere(id, 3);
    expect(queue.getState().status).toBe('stale');
  });

  it('tells which revision each write reached, and keeps the unwritten session for a reopen', async () => {
    const { store, failures } = setup();
    const { id, session } = await newGame(store);
    const saved: [string, number][] = [];
    const timer = manualTimer();
    const queue = createSaveQueue(store, {
      schedule: timer.schedule,
      onSaved: (g, rev) => saved.push([g, rev]),
    });
    queue.open(id, 0);
    const two = await play(session, 2, (s) => queue.append(id, s));
    expect(await queue.flush()).toBe(true);
    expect(saved).toEqual([
      [id, 1],
      [id, 2],
    ]);
    expect(queue.latest(id)).toBeNull();
    failures.table = 'moves';
    failures.error = quotaAbort;
    const three = await play(two, 1, (s) => queue.append(id, s));
    expect(await queue.flush()).toBe(false);
    expect(queue.latest(id)).toBe(three);
  });
});
