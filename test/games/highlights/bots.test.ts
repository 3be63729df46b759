import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../src/engine/bots';
import { determinize } from '../../../src/engine/determinize';
import { playGame } from '../../../src/engine/play';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { highlightsModule as hl } from '../../../src/games/highlights';
import { universe } from '../../../src/games/highlights/universe';
import { act, side, start } from './helpers';

describe('bots', () => {
  it('the heuristic beats the random manager in at least 90% of seat-balanced matches', () => {
    let wins = 0;
    const n = 20;
    for (let g = 0; g < n; g++) {
      const h = g % 2;
      const r = playGame(hl, {
        seed: `bots-${g}`,
        seats: 2,
        options: {},
        bots:
          h === 0
            ? [{ kind: 'heuristic' }, { kind: 'random' }]
            : [{ kind: 'random' }, { kind: 'heuristic' }],
      });
      expect(r.error).toBeNull();
      if (r.outcome?.rank[h] === 1) wins++;
    }
    expect(wins / n).toBeGreaterThanOrEqual(0.9);
  });

  it("the universe follows purchases: a bought card joins the buyer's pool and leaves the Free Agents'", () => {
    let s = start(2, { variant: 'short' }, 'universe');
    const buyer = s.buy?.order[0] as number;
    const a = hl.actions(s, buyer).find((x) => x.t === 'buy');
    if (!a || a.t !== 'buy') throw new Error('nothing affordable in this seed');
    s = act(s, buyer, a);
    const pools = universe(hl.view(s, 1 - buyer), 2, {}) as Record<string, string[]>;
    expect(pools[`p${buyer}`]).toContain(a.card);
    expect(pools.fa).not.toContain(a.card);
    expect(side(s, buyer).roster).toContain(a.card);
    // A determinized state deals the buyer's hidden cards from its own pool only.
    const d = determinize(hl, hl.view(s, 1 - buyer), 1 - buyer, 2, {}, makeRng(parseSeed('d')));
    expect(hl.invariants?.(d) ?? []).toEqual([]);
  });

  it('the search bot (information-set MCTS over determinized states) picks a legal action', () => {
    let s = start(2, {}, 'mcts');
    for (const p of hl.prompts(s)) s = act(s, p.seat, { t: 'stash', card: null });
    const seat = hl.prompts(s)[0]?.seat ?? 0;
    const actions = hl.actions(s, seat);
    const a = chooseAction(
      hl,
      { view: hl.view(s, seat), seat, actions, seats: 2, options: {}, seed: 'x' },
      { kind: 'mcts', iterations: 30 },
    );
    expect(actions).toContainEqual(a);
  });
});
