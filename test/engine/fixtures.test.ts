/**
 * Properties every fixture game must keep under random play: it ends, its invariants hold,
 * apply refuses exactly what actions() does not list, its views leak nothing, its messages
 * exist, and determinization gives a consistent state.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/hash';
import { dealHidden, shuffleHiddenFrom } from '../../src/engine/deal';
import { seesBeyond } from '../../src/engine/knowledge';
import { makeRng, parseSeed } from '../../src/engine/rng';
import { makeCtx } from '../../src/engine/session';
import { PROMPT_KINDS, RulesError, type GameModule } from '../../src/engine/types';
import { FIXTURE_GAMES } from '../fixtures/games';
import { deepFreeze, last, legalMoves, makeInit, playRandom } from '../fixtures/play';
import { missingArgs } from '../helpers/properties';

type AnyModule = GameModule<unknown, unknown, unknown>;

/** Actions no state should accept, or that only some seats in some states may play. */
const JUNK: Readonly<Record<string, readonly unknown[]>> = {
  'fixture-sealed-bid': [
    { type: 'bid', card: 'bid-9' },
    { type: 'bid', card: 'prize-1' },
    { type: 'pass' },
  ],
  'fixture-response': [
    { type: 'approach', approach: 'bunt' },
    { type: 'play', card: 'mod-sideways' },
    { type: 'play', card: 'mod-up' },
    { type: 'play', card: 'mod-down' },
    { type: 'roll' },
    { type: 'pass' },
  ],
  'fixture-loans': [
    { type: 'lend', to: 9 },
    { type: 'lend', to: 0 },
    { type: 'lend', to: 1 },
    { type: 'invest' },
    { type: 'pass' },
  ],
  'fixture-media': [
    { type: 'nudge', by: 2 },
    { type: 'nudge', by: 1 },
    { type: 'nudge', by: -1 },
    { type: 'roll' },
    { type: 'pass' },
  ],
};
const MAX_MOVES = 400;

const CASES = FIXTURE_GAMES.flatMap((module) =>
  Array.from({ length: module.meta.maxSeats - module.meta.minSeats + 1 }, (_, i) => ({
    id: module.id,
    module,
    seats: module.meta.minSeats + i,
  })),
);

/** Games of one case, each state frozen so that any mutation by the rules throws. */
function games(module: AnyModule, seats: number) {
  return ['a', 'b', 'c'].map((seed) =>
    playRandom(module, makeInit(seats, `prop-${seed}-${seats}`), `pick-${seed}`, MAX_MOVES).map(
      (s) => {
        deepFreeze(s.table);
        return s;
      },
    ),
  );
}

describe.each(CASES)('$id with $seats seats', ({ module, seats }) => {
  const played = games(module, seats);
  const states = played.flat().map((s) => s.table);

  it('ends within a bounded number of moves with a complete outcome', () => {
    for (const history of played) {
      const final = last(history);
      expect(final.moves.length).toBeLessThan(MAX_MOVES);
      expect(module.prompts(final.table.g)).toEqual([]);
      expect(legalMoves(module, final.table.g, seats)).toEqual([]);
      const outcome = module.outcome(final.table.g);
      expect(outcome?.rank).toHaveLength(seats);
      expect(outcome?.scores).toHaveLength(seats);
      expect(outcome?.rank).toContain(1);
    }
  });

  it('keeps its invariants, and every prompt has a legal action until the end', () => {
    for (const { g } of states) {
      expect(module.invariants?.(g) ?? []).toEqual([]);
      const prompts = module.prompts(g);
      expect(module.outcome(g) === null).toBe(prompts.length > 0);
      for (const p of prompts) {
        expect(PROMPT_KINDS).toContain(p.kind);
        expect(module.actions(g, p.seat).length).toBeGreaterThan(0);
      }
    }
  });

  it('apply accepts every listed action and refuses every other one with a RulesError', () => {
    for (const table of states) {
      const junk = JUNK[module.id] ?? [];
      const candidates = [
        ...legalMoves(module, table.g, seats).map((m) => m.action),
        ...junk,
        { type: 'steal' },
      ];
      for (let seat = -1; seat <= seats; seat++) {
        const listed = new Set(module.actions(table.g, seat).map((a) => JSON.stringify(a)));
        for (const action of candidates) {
          const run = () =>
            module.apply(table.g, seat, action, makeCtx(table.rng, table.seq + 1).ctx);
          if (listed.has(JSON.stringify(action))) expect(run).not.toThrow();
          else expect(run, `seat ${seat} ${JSON.stringify(action)}`).toThrow(RulesError);
        }
      }
    }
  });

  it('names every prompt, log line and action in its message catalog, with every argument', () => {
    const problems = new Set<string>();
    for (const history of played) {
      for (const line of last(history).log)
        missingArgs(module, line.msg, line.args).forEach((p) => problems.add(p));
      for (const { table } of history) {
        for (const p of module.prompts(table.g))
          missingArgs(module, p.msg, p.args).forEach((x) => problems.add(x));
        for (const { seat, action } of legalMoves(module, table.g, seats)) {
          const d = module.describe?.(action, seat);
          if (!d) problems.add('no describe');
          else missingArgs(module, d.msg, d.args).forEach((x) => problems.add(x));
        }
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('sends private log lines only to seats at the table', () => {
    const lines = played.flatMap((h) => last(h).log).filter((l) => l.to);
    for (const l of lines) expect(l.to?.every((s) => s >= 0 && s < seats)).toBe(true);
    // Private lines exist exactly in the fixtures where some seat sees more than the table.
    const secrets = states.some(({ g }) =>
      Array.from({ length: seats }, (_, s) => s).some((s) => seesBeyond(g, s, null)),
    );
    expect(lines.length > 0).toBe(secrets);
  });

  it('evaluates every state in [0, 1] for every seat', () => {
    for (const { g } of states) {
      for (let seat = 0; seat < seats; seat++) {
        const v = module.evaluate?.(g, seat) ?? -1;
        expect(v >= 0 && v <= 1).toBe(true);
      }
    }
  });

  it('shows a seat the same view when only cards hidden from it move', () => {
    const rng = makeRng(parseSeed(`leak-${module.id}`));
    for (const { g } of states) {
      for (let seat = 0; seat < seats; seat++) {
        const shuffled = shuffleHiddenFrom(g, seat, rng);
        expect(canonicalJson(module.view(shuffled, seat))).toBe(
          canonicalJson(module.view(g, seat)),
        );
      }
    }
  });

  it('determinizes a view into a consistent state with the same view', () => {
    const rng = makeRng(parseSeed(`det-${module.id}`));
    for (const { g } of states.filter((_, i) => i % 3 === 0)) {
      for (let seat = 0; seat < seats; seat++) {
        const view = module.view(g, seat);
        const universe = module.universe?.(view, seats, {}) ?? [];
        const base = dealHidden<unknown>(view, seat, universe, rng);
        const args = { view, seat, seats, options: {}, rng, base };
        const det = module.determinize ? module.determinize(args) : base;
        expect(module.invariants?.(det) ?? []).toEqual([]);
        expect(canonicalJson(module.view(det, seat))).toBe(canonicalJson(view));
      }
    }
  });
});
