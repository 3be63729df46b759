import { describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import type { FantasyState } from '../../../src/games/fantasy/state';
import { legal, passAll, rigBases, rigHand, setLineup, start, toMonth } from './helpers';

// Base 1: w08 (AVG + R) upright, w22 (HR + RBI) upside down.
const WINS = ['w08', 'w22', 'w01', 'w11', 'w04', 'w06', 'w07', 'w12'];
const HANDS = [
  ['c10', 'c29', 'c16', 'c04', 'c07', 'c60'], // c10: AVG 6, R 5 -> w08 11
  ['c33', 'c28', 'c57', 'c35', 'c69', 'c66'], // c33: AVG 4, R 6 -> w08 10
  ['c34', 'c64', 'c77', 'c14', 'c50', 'c78'], // c34: HR 9, RBI 9 -> w22 18
  ['c59', 'c27', 'c23', 'c42', 'c46', 'c47'], // c59: AVG 3, HR 6, RBI 4 -> w22 10
];

function rigged(): FantasyState {
  let s = structuredClone(toMonth(start(4, { moreWins: true }, 'more')));
  (s as unknown as { order: number[] }).order = [3, 2, 1, 0];
  s = rigBases(s, WINS);
  HANDS.forEach((h, m) => {
    s = rigHand(s, m, h);
  });
  return s;
}

describe('§More Wins (4-5 players)', () => {
  it('each placement says which Win card it contests (orientation), hidden until the reveal', () => {
    let s = rigged();
    expect(legal(s, 0)).toHaveLength(12);
    expect(legal(s, 0)).toContainEqual({ t: 'place', c: 'c10', o: 1 });
    s = setLineup(s, 0, HANDS[0]?.slice(0, 4) ?? [], [1, 0, 0, 0]);
    const seen = fantasyModule.view(s, 1).mgrs[0]?.orient?.[0];
    expect(seen).toMatchObject({ unseen: true, value: 0 });
    expect(fantasyModule.view(s, 0).mgrs[0]?.orient?.[0]?.value).toBe(1);
  });

  it('A14: each Win card is contested by the characters turned to it; consolation uses that card', () => {
    let s = rigged();
    s = setLineup(s, 0, HANDS[0]?.slice(0, 4) ?? [], [0, 0, 0, 0]);
    s = setLineup(s, 1, HANDS[1]?.slice(0, 4) ?? [], [0, 0, 0, 0]);
    s = setLineup(s, 2, HANDS[2]?.slice(0, 4) ?? [], [1, 0, 0, 0]);
    s = setLineup(s, 3, HANDS[3]?.slice(0, 4) ?? [], [1, 0, 0, 0]);
    expect(s.mgrs[2]?.orient?.[0]).toEqual({ $hidden: 'all', value: 1, ph: 0 });
    s = passAll(s);
    expect(s.mgrs[0]?.wins.cards).toEqual(['w08']);
    expect(s.mgrs[2]?.wins.cards).toEqual(['w22']);
    // Losers move by their own card's banners: w08 RBI +2 (purple) for c33;
    // w22 AVG +2 (blue) and ERA +1 for c59 (AVG only).
    expect(s.mgrs[1]?.track).toEqual([0, 0, 0, 0, 2]);
    expect(s.mgrs[3]?.track).toEqual([0, 2, 0, 0, 0]);
  });

  it('a Win card nobody contests goes to the bottom of the Win deck', () => {
    let s = rigged();
    for (let m = 0; m < 4; m++) s = setLineup(s, m, HANDS[m]?.slice(0, 4) ?? [], [0, 0, 0, 0]);
    s = passAll(s);
    expect(s.winDeck.cards.at(-1)).toBe('w22');
  });
});
