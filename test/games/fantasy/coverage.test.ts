/**
 * The rulebook's headings that no other test covered in play (docs/games/fantasy.md,
 * "Coverage"): each test cites its heading.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/fantasy/content';
import { eventLine, trackMoves } from '../../../src/games/fantasy/rules/battle';
import type { FantasyState } from '../../../src/games/fantasy/state';
import { passAll, playUntil, scenario, start, stat, toMonth } from './helpers';

// Week 1 is fought for w08 (AVG + R); the other weeks' cards do not matter here.
const W = ['w08', 'w22', 'w01', 'w11'];
const F0 = ['c29', 'c16', 'c04'];
const F1 = ['c28', 'c57', 'c35'];
const BENCH0 = ['c55', 'c07'];
const BENCH1 = ['c60', 'c69'];
const used = [...F0, ...F1, ...BENCH0, ...BENCH1];

const duel = (me: string, them: string) =>
  scenario(
    [
      { lineup: [me, ...F0], bench: BENCH0 },
      { lineup: [them, ...F1], bench: BENCH1 },
    ],
    W,
  );
const track = (s: FantasyState, m: number) => s.mgrs[m]?.track ?? [];
const plus = (a: readonly number[], b: readonly number[]) => a.map((x, i) => x + (b[i] ?? 0));

describe('coverage: Fantasy Fantasy Baseball', () => {
  it('§4 Play Ball 4 and 6: the winner keeps the Win card; only the others move on the Stat Track', () => {
    // c10 Ulfrik 11 beats c33 Nettle 10 on w08.
    const s0 = duel('c33', 'c10');
    const before = [track(s0, 0), track(s0, 1)];
    const s = passAll(s0);
    expect(s.mgrs[1]?.wins.cards).toEqual(['w08']);
    expect(s.mgrs[0]?.wins.cards).toEqual([]);
    const moves = trackMoves(eventLine('c33', null), 'w08', 1);
    expect(moves.some((x) => x > 0)).toBe(true);
    expect(track(s, 0)).toEqual(plus(before[0] ?? [], moves));
    expect(track(s, 1)).toEqual(before[1]);
  });

  it('§4 Play Ball 5 and 6: two Good characters tied: nobody wins, the card goes under the Win deck, both move', () => {
    const total = (c: string) => stat(c, 'AVG') + stat(c, 'R');
    const good = CHARACTERS.filter((c) => c.side === 'good' && !used.includes(c.id));
    let pair: [string, string] | null = null;
    for (const a of good)
      for (const b of good)
        if (!pair && a.id !== b.id && total(a.id) > 0 && total(a.id) === total(b.id))
          pair = [a.id, b.id];
    if (!pair) throw new Error('no two Good characters tie on w08');
    const [a, b] = pair;
    const s0 = duel(a, b);
    const s = passAll(s0);
    expect([s.mgrs[0]?.wins.cards, s.mgrs[1]?.wins.cards]).toEqual([[], []]);
    expect(s.winDeck.cards.at(-1)).toBe('w08');
    expect(track(s, 0)).toEqual(plus(track(s0, 0), trackMoves(eventLine(a, null), 'w08', 1)));
    expect(track(s, 1)).toEqual(plus(track(s0, 1), trackMoves(eventLine(b, null), 'w08', 1)));
  });

  it('§Full Season: with 4 months the Regular Season plays 4 months before the playoffs', () => {
    const months: number[] = [];
    const s = playUntil(toMonth(start(2, { months: '4' }, 'full-season')), (x) => {
      if (x.phase === 'set' && !months.includes(x.month)) months.push(x.month);
      return x.season !== null;
    });
    expect(s.season).not.toBeNull();
    expect(months).toHaveLength(4);
    expect(months).toEqual([...months].sort((p, q) => p - q));
    const three: number[] = [];
    playUntil(toMonth(start(2, {}, 'full-season')), (x) => {
      if (x.phase === 'set' && !three.includes(x.month)) three.push(x.month);
      return x.season !== null;
    });
    expect(three).toHaveLength(3);
  });
});
