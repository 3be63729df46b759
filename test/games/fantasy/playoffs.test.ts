import { describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { makeCtx } from '../../../src/engine/session';
import { duel } from '../../../src/games/fantasy/rules/playoffs';
import type { FantasyState } from '../../../src/games/fantasy/state';
import { act, legal, playUntil, start, toMonth } from './helpers';

const hand = (s: FantasyState, m: number) => s.mgrs[m]?.hand.cards ?? [];

/** The first seed (of a few) whose game reaches `done`; plays first legal actions. */
function find(
  seats: number,
  options: Record<string, boolean | string>,
  done: (s: FantasyState) => boolean,
): FantasyState {
  for (let i = 0; i < 60; i++) {
    const s = playUntil(
      toMonth(start(seats, options, `po-${i}`)),
      (x) => done(x) || x.phase === 'over',
    );
    if (done(s)) return s;
  }
  throw new Error('no seed reaches the situation');
}

describe('§Championship Series', () => {
  it('A4 home field: away commits games 1-4 and reveals game 1; then home commits, seeing it', () => {
    let s = find(2, {}, (x) => x.phase === 'csAway');
    const po = s.po as NonNullable<FantasyState['po']>;
    const total = s.season?.total ?? [];
    expect(total[po.home]).toBeGreaterThanOrEqual(total[po.away] ?? 0);
    expect(fantasyModule.prompts(s)).toEqual([
      { seat: po.away, kind: 'turn', msg: 'fantasy.prompt.csAway' },
    ]);
    expect(legal(s, po.home)).toEqual([]);
    expect(hand(s, po.away)).toHaveLength(6);
    for (let k = 0; k < 4; k++) s = act(s, po.away, legal(s, po.away)[0] as never);
    expect(s.phase).toBe('csHome');
    const away = s.mgrs[po.away];
    expect(away?.slots.map((z) => z.$zone)).toEqual(['all', [po.away], [po.away], [po.away]]);
    const g1 = away?.slots[0]?.cards[0] as string;
    expect(fantasyModule.view(s, po.home).mgrs[po.away]?.slots[0]?.cards).toEqual([g1]);
    expect(fantasyModule.view(s, po.home).mgrs[po.away]?.slots[1]?.cards).toEqual([]);
    expect(fantasyModule.prompts(s)).toEqual([
      { seat: po.home, kind: 'turn', msg: 'fantasy.prompt.csHome' },
    ]);
    for (let k = 0; k < 4; k++) s = act(s, po.home, legal(s, po.home)[0] as never);
    const [h = 0, a = 0] = s.po?.score ?? [];
    expect(h + a).toBeGreaterThanOrEqual(4);
  });

  it('Game 5: the game-1 character returns, so each hand holds 3 (2 unplayed + game 1)', () => {
    const s = find(2, {}, (x) => x.phase === 'csAway' && x.po?.set === 1);
    const po = s.po as NonNullable<FantasyState['po']>;
    expect(hand(s, po.home)).toHaveLength(3);
    expect(hand(s, po.away)).toHaveLength(3);
    expect(s.bases.filter((z) => z.cards.length).length).toBe(3);
    const [h = 0, a = 0] = po.score;
    expect(h + a).toBe(4);
    expect(Math.max(h, a)).toBeLessThan(4);
  });

  it('first to four Wins is the Champion: rank 1, the loser rank 2', () => {
    const s = find(3, {}, (x) => x.phase === 'over');
    const po = s.po as NonNullable<FantasyState['po']>;
    expect(Math.max(...po.score)).toBe(4);
    const out = fantasyModule.outcome(s);
    expect(out?.rank[po.champion]).toBe(1);
    expect(out?.rank[po.runnerUp]).toBe(2);
    expect(out?.notes?.[po.champion]?.[0]?.msg).toBe('fantasy.bd.champion');
    expect(out?.notes?.[po.runnerUp]?.[0]?.msg).toBe('fantasy.bd.runnerUp');
    // The series decided first place: the headline reads it, not the Regular Season Wins.
    const [home = 0, away = 0] = po.score;
    expect(out?.final).toEqual({
      winner: po.champion,
      loser: po.runnerUp,
      won: 4,
      lost: po.champion === po.home ? away : home,
    });
    const other = [0, 1, 2].find((m) => m !== po.champion && m !== po.runnerUp) as number;
    expect(out?.rank[other]).toBe(3);
    expect(out?.scores[other]).toBe(s.season?.total[other]);
  });

  it('Ties: Good beats Evil, then more Win cards; A5: with the Win deck exhausted, home field wins', () => {
    const s0 = find(2, {}, (x) => x.phase === 'csAway');
    const s = structuredClone(s0);
    const po = s.po as NonNullable<FantasyState['po']>;
    // Two Good pitchers on a hitting-only card: both score 0, same side.
    (s.mgrs[po.home]?.slots as { $zone: 'all'; cards: string[] }[])[0] = {
      $zone: 'all',
      cards: ['c39'],
    };
    (s.mgrs[po.away]?.slots as { $zone: 'all'; cards: string[] }[])[0] = {
      $zone: 'all',
      cards: ['c40'],
    };
    (s.bases as { $zone: 'all'; cards: string[] }[])[0] = { $zone: 'all', cards: ['w08'] };
    const { ctx } = makeCtx([1, 2, 3, 4], 1);
    const withDeck = duel(s, po.home, po.away, 0, po.home, ctx);
    expect(withDeck[1].aside.cards.length).toBeGreaterThan(0);
    (s as unknown as { winDeck: { $zone: 'none'; cards: string[] } }).winDeck = {
      $zone: 'none',
      cards: [],
    };
    expect(duel(s, po.away, po.home, 0, po.home, ctx)[0]).toBe(po.home);
    (s.mgrs[po.away]?.slots as { $zone: 'all'; cards: string[] }[])[0] = {
      $zone: 'all',
      cards: ['c06'],
    };
    expect(duel(s, po.home, po.away, 0, po.away, ctx)[0]).toBe(po.home);
  });
});

describe('§Wild Card Game', () => {
  it('Wild Card by choice: 2nd and 3rd pick a character at once; the winner sits it out until game 5', () => {
    let s = find(3, { wildCardChoice: true }, (x) => x.phase === 'wc');
    const [a = 0, b = 0] = s.po?.queue ?? [];
    expect(fantasyModule.prompts(s)).toEqual([
      { seat: Math.min(a, b), kind: 'secret', msg: 'fantasy.prompt.wc' },
      { seat: Math.max(a, b), kind: 'secret', msg: 'fantasy.prompt.wc' },
    ]);
    expect(legal(s, a)).toHaveLength(6);
    s = act(s, a, legal(s, a)[0] as never);
    s = act(s, b, legal(s, b)[0] as never);
    expect(['csAway', 'robot', 'csHome']).toContain(s.phase);
    const winner = [a, b].find((m) => s.po?.home === m || s.po?.away === m) as number;
    expect(s.mgrs[winner]?.locked.cards).toHaveLength(1);
    expect(hand(s, winner)).toHaveLength(5);
  });

  it('Game 5 for the Wild Card team: 6 - WC card = 5, 4 played -> 1, + game 1 + WC = 3', () => {
    const s = find(3, { wildCardChoice: true }, (x) => {
      if (x.phase !== 'csAway' || x.po?.set !== 1) return false;
      return x.mgrs.some((g) => g.out.cards.length === 3 && x.po?.sure.length === 1);
    });
    const po = s.po as NonNullable<FantasyState['po']>;
    const wcTeam = [po.home, po.away].find((m) => !po.sure.includes(m)) as number;
    expect(hand(s, wcTeam)).toHaveLength(3);
    expect(s.mgrs[wcTeam]?.locked.cards).toEqual([]);
  });
});
