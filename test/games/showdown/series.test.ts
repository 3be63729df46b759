/**
 * Series play (§FULL GAME SETUP, the rotation in §BUILDING YOUR OWN TEAM, §STRATEGY DECKS,
 * §EXPERT INNINGS PITCHED): rotations wrap, home field alternates, sideboard swaps between
 * games only and in secret, relievers who pitched two games in a row start at 0 IP.
 */
import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/engine/session';
import { playGame } from '../../../src/engine/play';
import { showdownModule as sd } from '../../../src/games/showdown';
import { pitcher, teamById } from '../../../src/games/showdown/content';
import { copyState } from '../../../src/games/showdown/rules/copy';
import { bullpen, fieldingSeat, sideOf } from '../../../src/games/showdown/rules/lineup';
import type { ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import { scripted } from './helpers';
import { refusalCode } from '../../helpers/refusal';

/** Every state a heuristic series passes through, in order. */
function series(options: Record<string, string>, seed = 'series') {
  const states: ShowdownState[] = [];
  const r = playGame(sd, {
    seed,
    seats: 2,
    options: { home: '0', ...options },
    bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }],
    onMove: (_b, _s, _a, after) => states.push((after as Table<ShowdownState>).g),
  });
  if (r.error) throw new Error(r.error);
  return { states, outcome: r.outcome };
}

/** The first state of each game of the series. */
const openings = (states: readonly ShowdownState[]) =>
  states.filter((s, i) => i > 0 && s.series && s.series.game !== states[i - 1]?.series?.game);

describe('series play', () => {
  it('§FULL GAME SETUP: the rotation moves on every game and the fourth starter is followed by the first', () => {
    const { states } = series({ series: '7', rotation: '4', team0: 'herons', team1: 'kites' });
    const first = states[0] as ShowdownState;
    const games = [first, ...openings(states)];
    expect(games.length).toBeGreaterThanOrEqual(4);
    games.forEach((g, i) => {
      const slot = (3 + i) % 4;
      for (const seat of [0, 1]) {
        const team = teamById(seat === 0 ? 'herons' : 'kites');
        expect(sideOf(g, seat).pitcher).toBe(team.rotation[slot]);
      }
    });
  });
  it('home field alternates, and each game uses the home team’s DH rule', () => {
    const { states } = series({ series: '5', team0: 'herons', team1: 'lamplighters' });
    const games = [states[0] as ShowdownState, ...openings(states)];
    games.forEach((g, i) => {
      expect(g.home).toBe(i % 2);
      expect(g.dh).toBe(teamById(g.home === 0 ? 'herons' : 'lamplighters').league === 'AL');
    });
  });
  it('the series ends when a team has won a majority; the outcome counts games', () => {
    const { states, outcome } = series({ series: '3', level: 'advanced' });
    const last = states.at(-1) as ShowdownState;
    expect(last.phase).toBe('over');
    const runs = last.series?.games.map((g) => g.runs) ?? [];
    const wins = [0, 1].map(
      (seat) => runs.filter((r) => (r[seat] ?? 0) > (r[1 - seat] ?? 0)).length,
    );
    expect(Math.max(...wins)).toBe(2);
    expect(outcome?.scores).toEqual(wins);
    expect(outcome?.rank).toEqual(wins[0] === 2 ? [1, 2] : [2, 1]);
    expect(outcome?.unit).toBe('games');
    expect(outcome?.notes?.[0]).toEqual(
      runs.map((r, i) => ({
        msg: (r[0] ?? 0) > (r[1] ?? 0) ? 'showdown.bd.gameWon' : 'showdown.bd.gameLost',
        args: { n: i + 1, runs: r[0] ?? 0, opp: r[1] ?? 0 },
      })),
    );
    expect(outcome?.msg).toBe('showdown.end.series');
  });
});

describe('§STRATEGY DECKS: the sideboard between games', () => {
  const between = () => {
    const { states } = series(
      { series: '3', level: 'advanced', stop0: 'every', stop1: 'every' },
      'sb',
    );
    const s = states.find((x) => x.phase === 'between');
    if (!s) throw new Error('no game between');
    return s;
  };
  it('not before the first game', () => {
    const s = sd.setup(scripted(Array(40).fill(5)).ctx, 2, {
      level: 'advanced',
      series: '3',
      home: '0',
      rotation: '1',
      stop0: 'every',
      stop1: 'every',
    });
    expect(sd.actions(s, s.turn).some((a) => a.t === 'swap')).toBe(false);
    const c = s.cards?.[s.turn];
    const a: ShowdownAction = {
      t: 'swap',
      out: c?.hand.cards[0] ?? '',
      in: c?.side?.cards[0] ?? '',
    };
    expect(refusalCode(() => sd.apply(s, s.turn, a, scripted([]).ctx))).toBe(
      'not-between-games §STRATEGY DECKS',
    );
  });
  it('a swap trades one deck card for one sideboard card; the sideboard keeps 15', () => {
    const s = between();
    const seat = s.turn;
    const c = s.cards?.[seat];
    if (!c?.side) throw new Error('no sideboard');
    expect(c.deck.cards).toHaveLength(60);
    const swap = sd.actions(s, seat).find((a) => a.t === 'swap');
    if (swap?.t !== 'swap') throw new Error('no swap listed');
    const g = sd.apply(s, seat, swap, scripted([]).ctx);
    const after = g.cards?.[seat];
    expect(after?.side?.cards).toHaveLength(15);
    expect(after?.deck.cards).toHaveLength(60);
    expect(after?.side?.cards).toContain(swap.out);
    expect(after?.deck.cards.filter((x) => x === swap.in).length).toBe(
      c.deck.cards.filter((x) => x === swap.in).length + 1,
    );
    // The other manager sees neither the deck's names nor the sideboard's.
    const other = sd.view(g, 1 - seat);
    expect(other.cards?.[seat]?.deck).toMatchObject({ cards: [], n: 60 });
    expect(other.cards?.[seat]?.side).toMatchObject({ cards: [], n: 15 });
    expect(JSON.stringify(other.series)).not.toMatch(/deck|sideboard/);
    // A card not in the sideboard cannot come in.
    expect(
      refusalCode(() =>
        sd.apply(s, seat, { t: 'swap', out: swap.out, in: 'No Such Card' }, scripted([]).ctx),
      ),
    ).toBe('not-in-sideboard §STRATEGY DECKS');
  });
  it('the next game starts once both managers are ready, with the swapped deck', () => {
    const s = between();
    const seat = s.turn;
    const swap = sd.actions(s, seat).find((a) => a.t === 'swap');
    if (swap?.t !== 'swap') throw new Error('no swap listed');
    let g = sd.apply(s, seat, swap, scripted([]).ctx);
    g = sd.apply(g, seat, { t: 'pass' }, scripted([]).ctx);
    expect(g.phase).toBe('between');
    expect(g.turn).toBe(1 - seat);
    const rolls = Array(400).fill(7);
    g = sd.apply(g, 1 - seat, { t: 'pass' }, scripted(rolls).ctx);
    // §FULL GAME SETUP: the lineup decisions of the new game, then the first pitch.
    expect(g.phase).toBe('lineup');
    expect(g.series?.game).toBe(2);
    g = sd.apply(g, g.turn, { t: 'pass' }, scripted([]).ctx);
    g = sd.apply(g, g.turn, { t: 'pass' }, scripted([]).ctx);
    expect(g.phase).toBe('subs');
    const c = g.cards?.[seat];
    const all = [...(c?.deck.cards ?? []), ...(c?.hand.cards ?? [])];
    expect(all).toHaveLength(60);
    expect(all).toContain(swap.in);
    expect(c?.side?.cards).toContain(swap.out);
    expect(c?.hand.cards.length).toBe(4);
  });
});

describe('§EXPERT INNINGS PITCHED: reliever rest in a series', () => {
  /** Game 3 of an expert series, the fielding team's starter tired enough to be relieved. */
  function game3(arms: string[][]) {
    const s0 = sd.setup(scripted(Array(40).fill(5)).ctx, 2, {
      level: 'expert',
      series: '5',
      home: '0',
      rotation: '1',
      stop0: 'every',
      stop1: 'every',
    });
    // Both managers keep their written lineups ("Play ball").
    const s1 = sd.apply(s0, s0.turn, { t: 'pass' }, scripted([]).ctx);
    const s = sd.apply(s1, s1.turn, { t: 'pass' }, scripted([]).ctx);
    const g = copyState(s);
    g.inning = 6;
    const seat = fieldingSeat(g);
    const all = [
      [[], []],
      [[], []],
    ] as string[][][];
    all[seat] = arms;
    g.series = { ...(s.series as NonNullable<ShowdownState['series']>), game: 3, arms: all };
    return { g: g as ShowdownState, seat };
  }
  it('a reliever who pitched in both of the last two games enters at 0 IP', () => {
    const { g: probe, seat } = game3([[], []]);
    const r = bullpen(sideOf(probe, seat))[0] as string;
    const { g } = game3([[r], [r]]);
    const after = sd.apply(g, seat, { t: 'pitcher', p: r }, scripted([]).ctx);
    expect(sideOf(after, seat).pitchers.at(-1)).toMatchObject({ id: r, ip: 0 });
  });
  it('one day off restores his IP', () => {
    const { g: probe, seat } = game3([[], []]);
    const r = bullpen(sideOf(probe, seat))[0] as string;
    const { g } = game3([[r], []]);
    const after = sd.apply(g, seat, { t: 'pitcher', p: r }, scripted([]).ctx);
    expect(sideOf(after, seat).pitchers.at(-1)).toMatchObject({ id: r, ip: pitcher(r)?.ip });
  });
  it('relievers who pitched are recorded game by game', () => {
    const { states } = series({ series: '3', level: 'expert' }, 'rest');
    const last = states.at(-1) as ShowdownState;
    const arms = last.series?.arms ?? [];
    expect(arms[0]).toHaveLength(last.series?.games.length ?? -1);
    for (const game of arms.flat())
      for (const p of game) expect(pitcher(p)?.role).not.toBe('starter');
  });
});
