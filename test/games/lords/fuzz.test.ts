import { describe, expect, it } from 'vitest';
import { makeCtx } from '../../../src/engine/session';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { invariants } from '../../../src/games/lords/invariants';
import { moneyArg } from '../../../src/games/lords/money';
import { outcomeOf } from '../../../src/games/lords/outcome';
import { advance, applyAction } from '../../../src/games/lords/rules/flow';
import { actionsOf, promptsOf } from '../../../src/games/lords/rules/moves';
import { normaliseOpts } from '../../../src/games/lords/rules/setup';
import { newTable } from '../../../src/games/lords/rules/table';
import type { LordsState } from '../../../src/games/lords/state';

/** Random legal play until `stop`, checking every invariant after every move. */
function play(
  seed: string,
  seats: number,
  opts: Record<string, string | boolean>,
  stop: (s: LordsState) => boolean,
) {
  const rng = makeRng(parseSeed(`pick-${seed}`));
  const ctx0 = makeCtx(parseSeed(seed), 0).ctx;
  let s = advance(newTable(ctx0, seats, normaliseOpts(opts)), ctx0);
  let moves = 0;
  while (!stop(s) && moves < 20_000) {
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

describe('random legal play through the first year', () => {
  it.each([
    ['f1', 2],
    ['f2', 3],
    ['f3', 4],
    ['f4', 4],
  ])(
    "seed %s with %i owners keeps every invariant to the next off-season's upgrades",
    (seed, seats) => {
      const { s, moves } = play(
        seed,
        seats,
        { hiddenMoney: seats === 3, years: '3' },
        (x) => x.step === 'upgrades',
      );
      expect(s.step).toBe('upgrades');
      expect(s.year).toBe(2);
      expect(moves).toBeGreaterThan(seats * 30);
      expect(s.freeAgents.filter((a) => a.year === 2)).toEqual([]);
      for (const o of s.owners) expect(o.vp).toBeGreaterThan(60);
      for (const o of s.owners) expect(o.picks).toHaveLength(1);
      // 7.0: 9 new cards each (re-roll and DRM cards may since have been played on draft rolls).
      for (const o of s.owners) expect(o.hand.cards.length).toBeGreaterThanOrEqual(6);
    },
  );
});

describe('random legal play of whole games (2.1, 9)', () => {
  it.each([
    ['g1', 2, '1'],
    ['g2', 4, '1'],
    ['g3', 3, '2'],
    ['g4', 4, '3'],
  ])('seed %s, %i owners, %s year(s): ends with an outcome ranked by VP', (seed, seats, years) => {
    const { s } = play(seed, seats, { years }, (x) => x.step === 'over');
    expect(s.step).toBe('over');
    const out = outcomeOf(s);
    expect(out?.scores).toEqual(s.owners.map((o) => o.vp));
    expect(out?.unit).toBe('vp');
    expect(out?.rank).toContain(1);
    // 9.0: a tie on VP goes to money, then pennants: the tied owners' notes say both.
    const tied = s.owners.map((o, k) => s.owners.some((p, j) => j !== k && p.vp === o.vp));
    out?.notes?.forEach((notes, k) => expect(notes.length > 0).toBe(tied[k]));
  });

  it('9.0: owners level on VP are told apart by money, then pennants, and the notes say so', () => {
    const { s } = play('g1', 2, { years: '1' }, (x) => x.step === 'over');
    const [a, b] = s.owners;
    if (!a || !b) throw new Error('no owners');
    const level = {
      ...s,
      owners: [
        { ...a, vp: 300, money: { ...a.money, value: 4_000 }, pennants: 0 },
        { ...b, vp: 300, money: { ...b.money, value: 2_500 }, pennants: 1 },
      ],
    };
    const out = outcomeOf(level);
    expect(out?.rank).toEqual([1, 2]);
    expect(out?.notes?.[1]).toEqual([
      { msg: 'lords.note.tie', args: { money: moneyArg(2_500), pennants: 1 } },
    ]);
  });
});

describe('random legal play with the advanced rules and expansions on', () => {
  it.each([
    ['x1', 2, { extendedOffSeason: true }],
    ['x2', 4, { extendedOffSeason: true, allStarGame: true }],
    ['x3', 3, { extraInnings: 'reshuffle' }],
    ['x4', 2, { extraInnings: 'keep', extendedOffSeason: true }],
    ['x5', 4, { legends: true }],
    ['x6', 3, { legends: true, extraInnings: 'reshuffle', extendedOffSeason: true }],
  ] as const)('seed %s, %i owners, %o: two years keep every invariant', (seed, seats, opts) => {
    const { s } = play(seed, seats, { years: '2', ...opts }, (x) => x.step === 'over');
    expect(s.step).toBe('over');
    expect(outcomeOf(s)?.scores).toEqual(s.owners.map((o) => o.vp));
  });
});
