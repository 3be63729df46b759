import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/engine/play';
import { startTable, step } from '../../../src/engine/session';
import { showdownModule } from '../../../src/games/showdown';
import { pinchHitters } from '../../../src/games/showdown/rules/moves';
import {
  battingSeat,
  bench,
  canFill,
  fielders,
  openable,
  sideOf,
} from '../../../src/games/showdown/rules/lineup';
import { HITTERS, maskOf } from '../../../src/games/showdown/content';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import type { ShowdownState } from '../../../src/games/showdown/state';

/** The pinch hitters by the full field matching alone (Glossary LINEUP), for a fielder up. */
function byMatching(s: ShowdownState): string[] {
  const side = sideOf(s, battingSeat(s));
  const others = fielders(side);
  const at = others.indexOf(side.order[side.up] as string);
  return bench(s, side).filter((p) => {
    const next = others.slice();
    next[at] = p;
    return canFill(next);
  });
}

describe('pinch hitters (Glossary LINEUP)', () => {
  it('the shortcut for a man who takes the batter’s position lists what the matching lists', () => {
    let compared = 0;
    for (const level of ['basic', 'advanced']) {
      for (let g = 0; g < 12; g++) {
        const seed = `pinch-${level}-${g}`;
        // Every window stops (a skipped one would never be compared).
        const options = { level, stop0: 'every', stop1: 'every' };
        const seats = [0, 1].map((i) => ({ name: `S${i}`, kind: 'bot' as const }));
        const game = playGame(showdownModule, { seed, seats: 2, options, bots: [] });
        let table = startTable(showdownModule, { seed, seats, options }).table;
        for (const m of game.moves) {
          const s = table.g;
          const side = sideOf(s, battingSeat(s));
          if (s.phase === 'subs' && side.up !== side.dhSlot && side.up !== side.pSlot) {
            // Backups follow their own rule before the 7th (R1, backups.test.ts): with none
            // in the lineup, compare the regulars, whom both ways list by the field matching.
            const regular = (p: string) => !side.roster.some((e) => e.p === p && e.backup);
            if (side.order.every(regular)) {
              expect(pinchHitters(s).filter(regular)).toEqual(byMatching(s).filter(regular));
              compared++;
            }
          }
          table = step(showdownModule, table, m.seat, m.action as never).table;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('a newcomer completes seven fielders exactly when he qualifies where they can leave a position open', () => {
    const rng = makeRng(parseSeed('openable'));
    const ids = HITTERS.map((h) => h.id);
    const at = (pos: number) => ids.filter((p) => (maskOf(p) >> pos) & 1);
    const answers = { yes: 0, no: 0 };
    for (let k = 0; k < 3000; k++) {
      // Seven men who cover seven positions, one of them sometimes swapped for anybody.
      const seven: string[] = [];
      for (const pos of rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7]).slice(0, 7))
        seven.push(rng.pick(at(pos).filter((p) => !seven.includes(p))));
      if (rng.int(3) === 0) seven[rng.int(7)] = rng.pick(ids.filter((p) => !seven.includes(p)));
      const newcomer = rng.pick(ids.filter((p) => !seven.includes(p)));
      const fits = canFill([...seven, newcomer]);
      expect((maskOf(newcomer) & openable(seven)) !== 0).toBe(fits);
      answers[fits ? 'yes' : 'no']++;
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(Math.min(answers.yes, answers.no)).toBeGreaterThan(300);
  });
});
