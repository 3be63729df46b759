/**
 * Fantasy's rules play the recorded seeded games identically: the chooser picks the same
 * listed moves (so `actions` lists the same), and every state, the log and the outcome are
 * the same. Recorded by `npx tsx scripts/fantasy/record-seeded.ts` on the rules as they
 * were before their import loop is taken apart (docs/architecture.md, "Layers"), which must
 * not change play.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASES, playSeeded, type SeededGame } from './seeded-games';

const RECORDED = JSON.parse(
  readFileSync(new URL('../../fixtures/saves/fantasy-seeded.json', import.meta.url), 'utf8'),
) as SeededGame[];

describe('seeded Fantasy games play as recorded', () => {
  it('the record covers every case, each played to its end', () => {
    expect(RECORDED.map((g) => g.seed)).toEqual(CASES.map((c) => c.seed));
    expect(RECORDED.every((g) => g.outcome !== null)).toBe(true);
  });

  it.each(CASES.map((c, i) => [c.seed, c, i] as const))('%s', (_, c, i) => {
    const now = playSeeded(c);
    const then = RECORDED[i];
    // The first move where the two part, if any, named for a readable failure.
    const first = now.hashes.findIndex((h, k) => h !== then?.hashes[k]);
    expect(first, `state differs after move ${first + 1}`).toBe(-1);
    expect(now.moves).toEqual(then?.moves);
    expect(now.hashes).toEqual(then?.hashes);
    expect(now.log).toBe(then?.log);
    expect(now.outcome).toEqual(then?.outcome);
  });
});
