/**
 * Immediate actions no other test covered (docs/games/highlights.md, "Coverage"): the pitches
 * Curve and Spit Ball, and the expansion actions met only in the table so far. Each test cites
 * its heading.
 */
import { describe, expect, it } from 'vitest';
import type { HlState } from '../../../src/games/highlights/state';
import {
  ALL_EXPANSIONS,
  act,
  byName,
  faOfKind,
  faTop,
  lastLog,
  playCards,
  rig,
  side,
  start,
  threat,
  type Rig,
} from './helpers';

// Seat 0 Orbit Comets, seat 1 Harbor Gulls.
const base = start(2, { team1: 'comets', team2: 'gulls', ...ALL_EXPANSIONS }, 'cov-ia');
const id = (name: string) => byName(base, name);
const TAMSIN = id('Tamsin Ingram'); // comets C, Curve, 1B
const VANCE = id('Vance Wexley'); // comets C, Spit Ball, 1B
const PEBBLE = id('Pebblebot'); // gulls R, 1B 1B, Average
const GUS = id('Gus Rainsford'); // gulls C, Fastball, 1B, Average
const MACK = id('Mack Morrow'); // gulls N, Glove, 1B HR, Average
const SPROCKET = id('Sprocketbot'); // gulls R, 2B, Slow
const SERVO = id('Servobot'); // comets R, 1B 1B
const BETTINA = id('Bettina Ormsby'); // comets N, 1B 2B, Fast
const ZEB = id('Zeb Amberley'); // comets N, Glove, 1B

const run = (r: Rig, plays: readonly (readonly [number, string])[], s0: HlState = base) =>
  playCards(s0, r, plays);

const gained = () => lastLog.filter((l) => l.msg === 'hl.gain').map((l) => l.args?.hit);

describe('coverage: pitches (§DESCRIPTION DES IMMEDIATE ACTIONS)', () => {
  it("§Curve: cancels a Robot's hits, not a Cyborg's or a Natural's", () => {
    const robot = run({ home: 0, hands: [[TAMSIN], [PEBBLE]] }, [
      [1, PEBBLE],
      [0, TAMSIN],
    ]);
    expect(side(robot, 1).bases).toEqual([null, null, null]);
    const cyborg = run({ home: 0, hands: [[TAMSIN], [GUS]] }, [
      [1, GUS],
      [0, TAMSIN],
    ]);
    expect(side(cyborg, 1).bases).toEqual(['average', null, null]);
    const natural = run({ home: 0, hands: [[TAMSIN], [MACK]] }, [
      [1, MACK],
      [0, TAMSIN],
    ]);
    // Mack's Single then Homerun resolve: two runs.
    expect(side(natural, 1).runs).toBe(2);
  });

  it("§Spit Ball: cancels a Cyborg's hits, not a Robot's", () => {
    const cyborg = run({ home: 0, hands: [[VANCE], [GUS]] }, [
      [1, GUS],
      [0, VANCE],
    ]);
    expect(side(cyborg, 1).bases).toEqual([null, null, null]);
    const robot = run({ home: 0, hands: [[VANCE], [PEBBLE]] }, [
      [1, PEBBLE],
      [0, VANCE],
    ]);
    expect(side(robot, 1).bases).toEqual(['average', 'average', null]);
  });
});

describe('coverage: expansion actions', () => {
  it('§EXTENSION RALLY CAP, Teamwork Triple: the next card, a Natural, adds a Triple', () => {
    const s = run({ home: 1, hands: [['141', BETTINA], [PEBBLE]] }, [
      [0, '141'],
      [1, PEBBLE],
      [0, BETTINA],
    ]);
    expect(threat(s, 0)).toEqual(['1B', '2B', '3B']);
  });

  it('§EXTENSION NATURALS MAGNA GLOVE, Teamwork: a Single for each Natural played before, not itself', () => {
    const s = run(
      {
        home: 1,
        hands: [
          [BETTINA, ZEB, '157'],
          [PEBBLE, SPROCKET],
        ],
      },
      [
        [0, BETTINA],
        [1, PEBBLE],
        [0, ZEB],
        [1, SPROCKET],
        [0, '157'],
      ],
    );
    // Two Naturals before it (Bettina, Zeb); 157 itself, a Natural, on top, does not count.
    expect(side(s, 0).inPlay.cards).toEqual(['157', ZEB, BETTINA]);
    expect(gained()).toEqual(['1B', '1B']);
  });

  it('§EXTENSION NATURALS MAGNA GLOVE, Teamwork Double: only after two Naturals already played', () => {
    run(
      {
        home: 1,
        hands: [
          [BETTINA, ZEB, '158'],
          [PEBBLE, SPROCKET],
        ],
      },
      [
        [0, BETTINA],
        [1, PEBBLE],
        [0, ZEB],
        [1, SPROCKET],
        [0, '158'],
      ],
    );
    expect(gained()).toEqual(['2B']);
    run(
      {
        home: 1,
        hands: [
          [BETTINA, SERVO, '158'],
          [PEBBLE, SPROCKET],
        ],
      },
      [
        [0, BETTINA],
        [1, PEBBLE],
        [0, SERVO],
        [1, SPROCKET],
        [0, '158'],
      ],
    );
    expect(gained()).toEqual([]);
  });

  it('§EXTENSION ERROR !, Glove: cancels a hit only after a Robot Check', () => {
    const rob = faOfKind(base, 'Robot');
    const nat = faOfKind(base, 'Natural');
    const ok = run(
      { home: 0, hands: [['191'], [SPROCKET]] },
      [
        [1, SPROCKET],
        [0, '191'],
      ],
      faTop(base, rob),
    );
    expect(side(ok, 1).bases).toEqual([null, null, null]);
    expect(ok.fa.cards.at(-1)).toBe(rob);
    const miss = run(
      { home: 0, hands: [['191'], [SPROCKET]] },
      [
        [1, SPROCKET],
        [0, '191'],
      ],
      faTop(base, nat),
    );
    expect(side(miss, 1).bases).toEqual([null, 'slow', null]);
    expect(miss.fa.cards.at(-1)).toBe(nat);
  });

  it('§EXTENSION ERROR !, Leadoff: a Single then a Single on the first card only, then its Hit Box', () => {
    const s = run({ home: 1, hands: [['193'], []] }, [[0, '193']]);
    expect(gained()).toEqual(['1B', '1B']);
    expect(side(s, 0).bases).toEqual(['average', 'average', null]);
    expect(threat(s, 0)).toEqual(['1B']);
  });

  it('§EXTENSION ERROR !, Quick Eye Cyborg out: against a Cyborg and a Robot Check, its owner calls up a Minor Leaguer', () => {
    const rob = faOfKind(base, 'Robot');
    let s = rig(faTop(base, rob), { home: 0, hands: [['184'], ['181', GUS]] });
    const minors = [...side(s, 1).minors.cards];
    expect(minors).toHaveLength(1);
    s = act(s, 1, { t: 'play', card: GUS });
    s = act(s, 0, { t: 'play', card: '184' });
    expect(side(s, 1).out.cards).toEqual([GUS]);
    expect(side(s, 1).inPlay.cards).toEqual(minors);
    expect(threat(s, 1)).toEqual([]);
    expect(side(s, 1).roster).toHaveLength(15);
  });

  it('§EXTENSION BIG FLY !, Sinkerball: a runner on 2nd saves the Double from scoring him', () => {
    const on2nd = run(
      { home: 0, hands: [['208'], [SPROCKET]], bases: [[], [null, 'slow', null]] },
      [
        [1, SPROCKET],
        [0, '208'],
      ],
    );
    expect([side(on2nd, 1).runs, side(on2nd, 1).tally.placed]).toEqual([0, 1]);
    const empty = run(
      { home: 0, hands: [['208'], [SPROCKET]], bases: [[], ['slow', null, null]] },
      [
        [1, SPROCKET],
        [0, '208'],
      ],
    );
    // No runner on 2nd or 3rd: the Double resolves (the runner on 1st to 3rd).
    expect(side(empty, 1).bases).toEqual([null, 'slow', 'slow']);
  });
});
