/**
 * The end adds up (issue 27, LoB 6.2.3, 9): under rules version 4 each owner's VP are kept by
 * source, the results' breakdown lists them (none zero) and they sum to the score; places
 * follow 9 (VP, then money, then pennants).
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions, parseOptions } from '../../../src/engine/options';
import { playGame } from '../../../src/engine/play';
import { lordsModule } from '../../../src/games/lords';
import type { LordsState } from '../../../src/games/lords/state';

describe('the results add up (LoB 9)', () => {
  it('each owner’s parts sum to his VP, and the places follow VP, money, pennants', () => {
    for (const seed of ['sum-a', 'sum-b']) {
      const r = playGame(lordsModule, {
        seed,
        seats: 3,
        options: parseOptions(lordsModule.meta, 3, defaultOptions(lordsModule.meta)),
        bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }, { kind: 'random' }],
      });
      expect(r.error).toBeNull();
      const o = r.outcome;
      const s = r.table.g as LordsState;
      expect(o?.unit).toBe('vp');
      o?.breakdown?.forEach((parts, k) => {
        expect(parts.every((p) => p.value !== 0)).toBe(true);
        expect(parts.reduce((a, p) => a + p.value, 0)).toBe(o.scores[k]);
        expect(parts.some((p) => p.msg === 'lords.vpPart.wins')).toBe(true);
      });
      const key = s.owners.map((x) => [x.vp, x.money.value, x.pennants]);
      const cmp = (a: number[], b: number[]) =>
        (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
      const better = (a: number[], b: number[]) => cmp(a, b) > 0;
      o?.rank.forEach((place, k) => {
        expect(place).toBe(1 + key.filter((x) => better(x, key[k] ?? [])).length);
      });
      // The race over the years: VP at each year's end (tax paid), then the final score.
      expect(o?.race?.msg).toBe('lords.race.year');
      s.owners.forEach((x, k) => {
        expect(x.vpYears).toHaveLength(s.opts.years);
        expect(o?.race?.values[k]).toEqual([...(x.vpYears ?? []), x.vp]);
      });
    }
  });
});
