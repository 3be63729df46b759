// Issue 27 item 2's bar, held by the suite: in a basic 3-year game of one person and two
// bots, at most 15% of the person's decisions are passes in a roll window (LoB 7.3 as rules
// version 4 asks it: only owners who can change a roll that matters to them; before it, about
// half). The figures for the docs come from `npx tsx scripts/lords/roll-passes.ts 5 normal`,
// which counts the same way (test/helpers/lords-roll-passes.ts).
import { describe, expect, it } from 'vitest';
import { levelConfig } from '../../../src/engine/bots';
import { rollPassesOf } from '../../helpers/lords-roll-passes';

describe('LoB 7.3: a roll stops only who can answer it', () => {
  it('a person and two normal bots, 3 years: roll-window passes are at most 15% of his decisions', () => {
    const bot = levelConfig('normal', true);
    const games = ['passes-0', 'passes-1'].map((seed) => rollPassesOf(seed, bot));
    const decisions = games.reduce((n, g) => n + g.decisions, 0);
    const passes = games.reduce((n, g) => n + g.passes, 0);
    // Whole games were played (a 3-year game is over a hundred decisions of the person).
    for (const g of games) expect(g.decisions).toBeGreaterThan(100);
    expect(passes / decisions).toBeLessThanOrEqual(0.15);
  }, 120_000);
});
