import { describe, expect, it } from 'vitest';
import { parseSeed } from '../../../src/engine/rng';
import { makeCtx } from '../../../src/engine/session';
import { card } from '../../../src/games/highlights/content';
import { letterOf, rivalOf, runIa } from '../../../src/games/highlights/rules/ia';
import { check, resolveThreat } from '../../../src/games/highlights/rules/threats';
import type { HlState } from '../../../src/games/highlights/state';
import { refusalCode } from '../../helpers/refusal';
import { hl, rig, side, start } from './helpers';

const ctx = () => makeCtx(parseSeed('d'), 0).ctx;
const base = start(2, { team1: 'comets', team2: 'gulls', bigFly: true, error: true }, 'dec');

/** A rigged mini-game with seat 1's threat set by hand, seat 0 to act with `ia` of card `id`. */
function withThreat(results: HlState['sides'][number]['threat']): HlState {
  const s = rig(base, { home: 0, hands: [[], []] });
  side(s, 1).threat = results;
  s.game.opp = 1;
  s.game.card = side(s, 0).hand.cards[0] as string;
  return s;
}

describe('decisions (docs/games/highlights.md)', () => {
  it('§Knuckleball: a walk keeps its level', () => {
    const s = withThreat({
      card: '001',
      results: ['BB', '2B'],
      speed: 'slow',
      hitAndRun: false,
      error: false,
      contact: false,
    });
    runIa(s, 0, { k: 'knuckleball' }, ctx());
    expect(side(s, 1).threat?.results).toEqual(['BB', '1B']);
  });

  it('§Big Fly! Hit & Run: runners go one more on its hits, not on walks', () => {
    const s = withThreat({
      card: '199',
      results: ['BB'],
      speed: 'slow',
      hitAndRun: true,
      error: false,
      contact: false,
    });
    side(s, 1).bases = ['slow', null, null];
    side(s, 1).tally.placed = 1;
    resolveThreat(s, 1, ctx());
    expect(side(s, 1).bases).toEqual(['slow', 'slow', null]);
  });

  it('§CHECK: with the Free Agent deck empty a Check fails', () => {
    const s = structuredClone(base);
    s.fa = { ...s.fa, cards: [] };
    expect(check(s, 'Natural', ctx())).toBe(false);
  });

  it("§DESCRIPTION D'UNE CARTE: action letters for the Visitor Save", () => {
    expect(letterOf(card('001').ia)).toBe('D'); // Glove
    expect(letterOf({ k: 'walk' })).toBe('D');
    expect(letterOf({ k: 'beanBall' })).toBe('D');
    expect(letterOf({ k: 'cloning' })).toBe('S');
    expect(letterOf({ k: 'error' })).toBe('S');
    expect(letterOf({ k: 'leadoff', hits: ['1B'] })).toBe('O');
    expect(letterOf({ k: 'none' })).toBeNull();
  });

  it('§Hot Pepper / Rally Cap: score-based actions compare with the next player', () => {
    const s = structuredClone(start(3, {}, 'rival'));
    s.game = { ...s.game, players: [0, 1, 2], seq: [2, 0, 1, 2, 1, 0], at: 1 };
    expect(rivalOf(s, 0)).toBe(1);
    s.game.at = 3;
    expect(rivalOf(s, 2)).toBe(1);
    const t = rig(base, { home: 0, hands: [[], []] });
    expect(rivalOf(t, 0)).toBe(1);
  });

  it('§MISE EN PLACE: two seats may not take the same starting team', () => {
    expect(refusalCode(() => hl.setup(ctx(), 2, { team1: 'gulls', team2: 'gulls' }))).toBe(
      'same-team §MISE EN PLACE',
    );
  });

  it('§Jeu Solitaire: the AI holds no roster list and no Minor Leagues; the player wins the Series to win', () => {
    const s = start(1, {}, 'solo-dec');
    expect(side(s, 1).roster).toEqual([]);
    expect(side(s, 1).seat).toBeNull();
    expect(hl.meta.options.find((o) => o.key === 'buyRounds')?.default).toBe('2');
  });

  it("§EXTENSIONS: an expansion's cards join the Free Agent deck only when chosen", () => {
    const plain = start(2, {}, 'x');
    const all = [...plain.fa.cards, ...plain.row.cards];
    expect(all).toHaveLength(60);
    const more = [...base.fa.cards, ...base.row.cards];
    expect(more).toHaveLength(90);
    expect(more.filter((c) => card(c).set === 'error')).toHaveLength(15);
  });
});
