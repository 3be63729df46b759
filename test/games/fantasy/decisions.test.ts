import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/engine/messages';
import { MESSAGES } from '../../../src/games/fantasy/messages';
import { makeCtx } from '../../../src/engine/session';
import { fantasyModule } from '../../../src/games/fantasy';
import { startWc } from '../../../src/games/fantasy/rules/flow';
import type { FantasyState } from '../../../src/games/fantasy/state';
import {
  act,
  lastLog,
  legal,
  passAll,
  playUntil,
  scenario,
  start,
  toMonth,
  withTrack,
} from './helpers';

const W = ['w08', 'w22', 'w01', 'w11'];
const F0 = ['c29', 'c16', 'c04'];
const F1 = ['c28', 'c57', 'c35'];
const magic = (s: FantasyState, m: number, c: string) => act(s, m, { t: 'magic', c });

function duel(me: string, bench: string[], them: string, theirBench: string[]): FantasyState {
  return scenario(
    [
      { lineup: [me, ...F0], bench },
      { lineup: [them, ...F1], bench: theirBench },
    ],
    W,
  );
}

function find(
  seats: number,
  options: Record<string, boolean | string>,
  done: (s: FantasyState) => boolean,
) {
  for (let i = 0; i < 60; i++) {
    const s = playUntil(
      toMonth(start(seats, options, `dec-${i}`)),
      (x) => done(x) || x.phase === 'over',
    );
    if (done(s)) return s;
  }
  throw new Error('no seed reaches the situation');
}

describe('decisions recorded in docs/games/fantasy.md', () => {
  it('§4.3 modifiers follow the character: Teleporting out of Flames escapes it', () => {
    // Seat 0 flames c10's R; seat 1 teleports Zephyra in: her R 6 counts in full.
    let s = magic(duel('c33', ['c24', 'c07'], 'c10', ['c75', 'c69']), 0, 'c24');
    s = act(s, 0, { t: 'stat', m: 1, s: 1 });
    s = magic(s, 1, 'c75');
    expect(s.mgrs[1]?.slots[0]?.cards).toEqual(['c75']);
    expect(lastLog.some((l) => l.msg === 'fantasy.log.battleWon')).toBe(true);
    const line = lastLog.find((l) => l.msg === 'fantasy.log.battleWon');
    expect(String(line?.args?.totals)).toContain('Zephyra Portalia 6');
  });

  it('§Abilities: Teleport with no active character (after Meow) simply brings the card in', () => {
    let s = magic(duel('c33', ['c42', 'c07'], 'c36', ['c75', 'c69']), 0, 'c42');
    s = act(s, 0, { t: 'mgr', m: 1 });
    s = magic(s, 1, 'c75');
    expect(s.mgrs[1]?.bench.cards).toEqual(['c69', 'c36']);
    expect(s.week).toBe(1);
  });

  it('§4.2 a manager with no unused bench card gets no magic prompt', () => {
    let s = passAll(magic(duel('c33', ['c55', 'c27'], 'c10', ['c60', 'c69']), 0, 'c55'));
    s = passAll(magic(s, 0, 'c27'));
    expect(s.mgrs[0]?.bench.cards).toEqual([]);
    expect(fantasyModule.prompts(s)[0]?.seat).toBe(1);
    expect(legal(s, 0)).toEqual([]);
  });

  it('§4.4 Stat Track rows end at 30', () => {
    const s = passAll(
      withTrack(duel('c10', ['c55', 'c07'], 'c33', ['c60', 'c69']), 1, [0, 0, 0, 0, 29]),
    );
    expect(s.mgrs[1]?.track[4]).toBe(30);
  });

  it('§End of Season: every Win card is shuffled for the playoffs; Regular Season Wins kept as counts', () => {
    const s = find(3, {}, (x) => x.phase === 'csAway');
    const inDeck = s.winDeck.cards.length + s.aside.cards.length;
    const onBases = s.bases.reduce((t, z) => t + z.cards.length, 0);
    expect(inDeck + onBases).toBe(40);
    expect(s.mgrs.every((g) => g.wins.cards.length === 0)).toBe(true);
    expect(s.season?.weekly.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('§Event variant: a fresh Event is flipped for the playoffs', () => {
    const s = find(2, { events: true }, (x) => x.phase === 'csAway');
    expect(s.event.cards).toHaveLength(1);
    expect(s.eventDeck.cards).toHaveLength(15);
  });

  it('A6b: an earlier Wild Card character comes back for the next Wild Card Game', () => {
    const s0 = structuredClone(find(3, { wildCardChoice: true }, (x) => x.phase === 'wc'));
    const m = s0.po?.queue[0] as number;
    const g = s0.mgrs[m] as unknown as { hand: { cards: string[] }; locked: { cards: string[] } };
    g.locked.cards.push(g.hand.cards.pop() as string);
    const { ctx } = makeCtx([5, 6, 7, 8], 1);
    const s = startWc(s0, ctx);
    expect(s.mgrs[m]?.hand.cards).toHaveLength(6);
    expect(s.mgrs[m]?.locked.cards).toEqual([]);
  });

  it('§Full Season solo: the Robot takes its played pile back when fewer than 4 remain', () => {
    const s = playUntil(
      toMonth(start(1, { months: '4', robotPicks: 'auto' }, 'full')),
      (x) => x.month === 4 && x.phase === 'magic',
    );
    const robot = s.mgrs[1];
    expect(robot?.out.cards).toEqual([]);
    expect(robot?.hand.cards).toHaveLength(11);
  });

  it('Messages: the solo automata are named in log arguments', () => {
    let s = toMonth(start(1, { robotPicks: 'auto' }, 'names'));
    for (let k = 0; k < 4; k++) s = act(s, 0, legal(s, 0)[0] as never);
    const flip = lastLog.find((l) => l.msg === 'fantasy.log.deckFlip');
    expect(flip?.args?.seat).toEqual({ msg: 'fantasy.w.deck' });
    const en = (k: string) => MESSAGES[k];
    expect(formatMessage(en('fantasy.log.deckFlip'), 'x', flip?.args, String, en)).toMatch(
      /^the Deck /,
    );
  });
});
