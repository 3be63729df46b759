import { describe, expect, it } from 'vitest';
import {
  fitRecord,
  mayChangeOwnRecord,
  rosterDepth,
  startRecord,
} from '../../../src/games/lords/rules/season';

describe('§5.2 roster depth', () => {
  it('Bill: 13 Journeymen lose 2 in the ES; after adding an All-Star and cutting one, 12 win 2 in the MS', () => {
    expect(rosterDepth(13, 'es')).toBe(-2);
    expect(startRecord(13, 'es')).toEqual({ w: 0, l: 2 });
    expect(rosterDepth(12, 'ms')).toBe(2);
    expect(startRecord(12, 'ms')).toEqual({ w: 2, l: 0 });
  });
});

describe('§5.4 fitting the record to the games to be decided', () => {
  it.each([
    ['example 1: 20-7 in 24 games', 20, 7, 24, 17, 7],
    ['example 2: 19-17 in 24 games', 19, 17, 24, 7, 17],
    ['passing at 14-5 in 24 games (A18)', 14, 5, 24, 16, 8],
    ['A19: losses alone over the games', 3, 26, 24, 0, 24],
    ['exactly the games', 12, 11, 23, 12, 11],
  ])('%s', (_name, w, l, g, fw, fl) => {
    expect(fitRecord({ w, l }, g)).toEqual({ w: fw, l: fl });
  });

  it("example 3 (A20): A passed at 16-4 in the ES, B's card on a 9 costs him 4: 16-8 ends 15-8", () => {
    const passed = { w: 16, l: 4 };
    const hit = { w: passed.w, l: passed.l + 4 };
    expect(fitRecord(hit, 23)).toEqual({ w: 15, l: 8 });
  });

  it('once W + L reaches the games, the owner may not change his own record', () => {
    expect(mayChangeOwnRecord({ w: 14, l: 9 }, 'es')).toBe(false);
    expect(mayChangeOwnRecord({ w: 14, l: 8 }, 'es')).toBe(true);
    expect(mayChangeOwnRecord({ w: 14, l: 9 }, 'ms')).toBe(true);
  });
});
