import { describe, expect, it } from 'vitest';
import { createWaitBudget, MIN_SEARCH_MS } from '../../src/app/models/wait-budget';

/** A budget of 1.5 s thinking and 0.7 s pacing on a clock the test moves. */
function budget(thinkMs = 1500, paceMs = 700) {
  const clock = { t: 0 };
  const b = createWaitBudget({ thinkMs, paceMs, now: () => clock.t });
  return { b, clock };
}

describe('thinking shared within one wait', () => {
  it.each([
    // searching, concurrent, threads -> each search's budget
    { searching: 1, concurrent: 1, threads: 2, each: 1500 },
    { searching: 2, concurrent: 2, threads: 2, each: 1500 },
    { searching: 3, concurrent: 3, threads: 2, each: 750 },
    { searching: 4, concurrent: 4, threads: 2, each: 750 },
    { searching: 4, concurrent: 4, threads: 1, each: 375 },
    { searching: 1, concurrent: 3, threads: 1, each: 500 },
  ])(
    '$searching searching of $concurrent on $threads worker(s): $each ms each',
    ({ searching, concurrent, threads, each }) => {
      const { b } = budget();
      b.begin();
      expect(b.batch(searching, concurrent, threads)).toBe(each);
    },
  );

  it('later batches of the same wait get what is left, and the total stays within the budget', () => {
    const { b, clock } = budget();
    b.begin();
    const given: number[] = [];
    for (let i = 0; i < 6; i++) {
      const ms = b.batch(1, 1, 2);
      given.push(ms);
      clock.t += ms;
    }
    expect(given[0]).toBe(1500);
    expect(given.slice(1).every((ms) => ms === 0)).toBe(true);
    expect(given.reduce((a, x) => a + x, 0)).toBeLessThanOrEqual(1500);
  });

  it('learns how many batches a wait takes and spreads the next wait over them', () => {
    const { b, clock } = budget();
    for (let wait = 0; wait < 8; wait++) {
      b.begin();
      for (let i = 0; i < 3; i++) clock.t += b.batch(1, 1, 2);
      b.end();
    }
    b.begin();
    const first = b.batch(1, 1, 2);
    expect(first).toBeGreaterThan(MIN_SEARCH_MS);
    expect(first).toBeLessThan(1500 / 2);
  });

  it('a search too short to help is not started: the bot plays its quick move', () => {
    const { b } = budget(200);
    b.begin();
    expect(b.batch(2, 2, 1)).toBe(0);
  });

  it('thinking already under way when the wait starts is taken off it', () => {
    const { b } = budget();
    b.begin(1000);
    expect(b.batch(1, 1, 2)).toBe(500);
  });

  it('time lost outside thinking comes off the thinking, not past the deadline', () => {
    const { b, clock } = budget();
    b.begin();
    clock.t = 1500;
    // 2200 ms budget, 250 ms kept for the last landing: 450 ms remain.
    expect(b.batch(1, 1, 2)).toBe(450);
    clock.t = 2100;
    expect(b.batch(1, 1, 2)).toBe(0);
  });

  it('a batch without searches costs no thinking time', () => {
    const { b } = budget();
    b.begin();
    expect(b.batch(0, 3, 2)).toBe(0);
    expect(b.batch(1, 1, 2)).toBe(1500);
  });
});

describe('pacing within the same wait', () => {
  it('holds a move until the gap after the previous one has passed', () => {
    const { b, clock } = budget(0);
    b.begin();
    b.batch(0, 1, 1);
    clock.t = 100;
    expect(b.pause(600)).toBe(500);
    clock.t = 700;
    expect(b.pause(600)).toBe(0);
  });

  it('thinking time counts toward the gap: a move that took long lands at once', () => {
    const { b, clock } = budget();
    b.begin();
    clock.t += b.batch(1, 1, 2);
    expect(b.pause(600)).toBe(0);
  });

  it('never pauses past the wait budget, however many moves come', () => {
    const { b, clock } = budget(0, 700);
    b.begin();
    let paused = 0;
    for (let i = 0; i < 12; i++) {
      b.batch(0, 1, 1);
      const ms = b.pause(600);
      paused += ms;
      clock.t += ms;
      b.landed();
    }
    expect(paused).toBeLessThanOrEqual(700);
  });
});
