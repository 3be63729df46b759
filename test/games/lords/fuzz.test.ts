import { describe, expect, it } from 'vitest';
import { makeCtx } from '../../../src/engine/session';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { invariants } from '../../../src/games/lords/invariants';
import { advance, applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { normaliseOpts } from '../../../src/games/lords/rules/setup';
import { newTable } from '../../../src/games/lords/rules/table';

/** Random legal play through the whole first year, invariants after every move. */
function playOpening(seed: string, seats: number, opts = {}) {
  const rng = makeRng(parseSeed(`pick-${seed}`));
  let s = advance(
    newTable(makeCtx(parseSeed(seed), 0).ctx, seats, normaliseOpts(opts)),
    makeCtx(parseSeed(seed), 0).ctx,
  );
  let moves = 0;
  while (s.step !== 'upgrades' && moves < 3000) {
    const prompt = promptsOf(s)[0];
    if (!prompt) throw new Error(`no prompt in step ${s.step}`);
    const legal = actionsOf(s, prompt.seat).filter((a) => a.t !== 'loan');
    if (legal.length === 0) throw new Error(`no legal action for seat ${prompt.seat} in ${s.step}`);
    const a = rng.pick(legal);
    s = applyAction(s, prompt.seat, a, makeCtx(parseSeed(`${seed}-${moves}`), moves + 1).ctx);
    moves++;
    const broken = invariants(s);
    if (broken.length > 0)
      throw new Error(`after ${JSON.stringify(a)} in ${s.step}: ${broken.join(', ')}`);
  }
  return { s, moves };
}

describe('random legal play from set-up through ES, MS and LS with their payouts', () => {
  it.each([
    ['f1', 2],
    ['f2', 3],
    ['f3', 4],
    ['f4', 4],
  ])('seed %s with %i owners keeps every invariant through the first year', (seed, seats) => {
    const { s, moves } = playOpening(seed, seats, { hiddenMoney: seats === 3 });
    expect(s.step).toBe('upgrades');
    for (const o of s.owners) expect(o.picks).toHaveLength(1);
    expect(s.freeAgents.filter((a) => a.year === 2)).toEqual([]);
    expect(s.year).toBe(2);
    expect(s.draftCard.cards).toHaveLength(1);
    for (const o of s.owners) expect(o.vp).toBeGreaterThan(60);
    for (const o of s.owners) expect(o.money.$hidden).toBe('all');
    expect(moves).toBeGreaterThan(seats * 30);
    // 5.4/5.5: every phase played was fitted to its games (a Player Strike ends the
    // season after the phase it is played in, 6.2.1.2).
    const decided = [0, 23, 47, 72][s.phaseIndex] ?? -1;
    expect(s.strike || s.phaseIndex === 3).toBe(true);
    for (const o of s.owners) expect(o.seasonW + o.seasonL).toBe(decided);
  });
});
