import { describe, expect, it } from 'vitest';
import { card } from '../../../src/games/highlights/content';
import type { HlState } from '../../../src/games/highlights/state';
import {
  ALL_EXPANSIONS,
  act,
  byName,
  faOfKind,
  faTop,
  hl,
  lastLog,
  playCards,
  logged,
  rig,
  side,
  start,
  threat,
  type Rig,
} from './helpers';

// Seat 0 Orbit Comets, seat 1 Harbor Gulls, every expansion in the Free Agent deck.
const base = start(2, { team1: 'comets', team2: 'gulls', ...ALL_EXPANSIONS }, 'exp');
const id = (name: string) => byName(base, name);
// Cards without an action, to fill turns.
const PEBBLE = id('Pebblebot'); // gulls R 1B 1B avg
const CLEO = id('Cleo Oakes'); // gulls N 1B 2B fast, PH
const SPROCKET = id('Sprocketbot'); // gulls R 2B slow
const SERVO = id('Servobot'); // comets R 1B 1B avg
const BETTINA = id('Bettina Ormsby'); // comets N 1B 2B fast
const RATCHET = id('Ratchetbot'); // comets R 1B 3B slow

const run = (r: Rig, plays: readonly (readonly [number, string])[], s0: HlState = base) =>
  playCards(s0, r, plays);

describe('Rally Cap (§EXTENSION RALLY CAP)', () => {
  it('Rally: hits now if behind; not when tied', () => {
    const behind = run({ home: 1, hands: [['136'], []], runs: [0, 2] }, [[0, '136']]);
    expect(side(behind, 0).bases[0]).not.toBeNull();
    const tied = run({ home: 1, hands: [['136'], []], runs: [1, 1] }, [[0, '136']]);
    expect(side(tied, 0).bases).toEqual([null, null, null]);
  });

  it('Closer cancels the hits against it only when leading; Hold only when behind', () => {
    const lead = run({ home: 0, hands: [['142'], [SPROCKET]], runs: [2, 0] }, [
      [1, SPROCKET],
      [0, '142'],
    ]);
    expect(side(lead, 1).bases).toEqual([null, null, null]);
    const trail = run({ home: 0, hands: [['142'], [SPROCKET]], runs: [0, 2] }, [
      [1, SPROCKET],
      [0, '142'],
    ]);
    expect(side(trail, 1).bases).toEqual([null, 'slow', null]);
    const hold = run({ home: 0, hands: [['147'], [SPROCKET]], runs: [0, 2] }, [
      [1, SPROCKET],
      [0, '147'],
    ]);
    expect(side(hold, 1).bases).toEqual([null, null, null]);
  });

  it('Teamwork: the next card gains the hit only if it is a Natural', () => {
    const s = run({ home: 1, hands: [['140', BETTINA], [PEBBLE]] }, [
      [0, '140'],
      [1, PEBBLE],
      [0, BETTINA],
    ]);
    expect(threat(s, 0)).toEqual(['1B', '2B', '1B']);
    const t = run({ home: 1, hands: [['140', SERVO], [PEBBLE]] }, [
      [0, '140'],
      [1, PEBBLE],
      [0, SERVO],
    ]);
    expect(threat(t, 0)).toEqual(['1B', '1B']);
  });

  it('146 and 150 add hits to the next card when behind (decision §Rally, 146/150)', () => {
    const s = run({ home: 1, hands: [['146', SERVO], [PEBBLE]], runs: [0, 3] }, [
      [0, '146'],
      [1, PEBBLE],
      [0, SERVO],
    ]);
    expect(threat(s, 0)).toEqual(['1B', '1B', '2B']);
    const t = run({ home: 1, hands: [['146', SERVO], [PEBBLE]], runs: [3, 0] }, [
      [0, '146'],
      [1, PEBBLE],
      [0, SERVO],
    ]);
    expect(threat(t, 0)).toEqual(['1B', '1B']);
  });
});

describe('Naturals Magna Glove (§EXTENSION NATURALS MAGNA GLOVE)', () => {
  it('Magna Glove cancels up to two hits', () => {
    const s = run({ home: 0, hands: [['151'], [id('Mack Morrow')]] }, [
      [1, id('Mack Morrow')],
      [0, '151'],
    ]);
    expect(side(s, 1).bases).toEqual([null, null, null]);
    expect(logged('hl.cancelAll')).toBe(true);
  });

  it('Teamwork 156 gains a Homerun only after three earlier Naturals (Fred Fisk, card 156)', () => {
    const n = ['002', '003', '005'];
    const three = run(
      {
        home: 0,
        hands: [
          [SERVO, RATCHET, BETTINA, id('Zeb Amberley')],
          [...n, '156'],
        ],
      },
      [
        [1, n[0] as string],
        [0, SERVO],
        [1, n[1] as string],
        [0, RATCHET],
        [1, n[2] as string],
        [0, BETTINA],
        [1, '156'],
      ],
    );
    expect(lastLog.some((l) => l.msg === 'hl.gain' && l.args?.hit === 'HR')).toBe(true);
    expect(three.sides[1]?.inPlay.cards[0]).toBe('156');
    const two = run(
      {
        home: 0,
        hands: [
          [SERVO, RATCHET],
          ['002', '003', '156'],
        ],
      },
      [
        [1, '002'],
        [0, SERVO],
        [1, '003'],
        [0, RATCHET],
        [1, '156'],
      ],
    );
    expect(lastLog.some((l) => l.msg === 'hl.gain')).toBe(false);
    expect(two.sides[1]?.played).toBe(3);
  });
});

describe('Robot Hitters (§EXTENSION ROBOT HITTERS)', () => {
  it("Cloning reuses an earlier card's action", () => {
    const zeb = id('Zeb Amberley');
    const s = run(
      {
        home: 0,
        hands: [
          [zeb, '161'],
          [PEBBLE, SPROCKET],
        ],
      },
      [
        [1, PEBBLE],
        [0, zeb],
        [1, SPROCKET],
        [0, '161'],
      ],
    );
    // The cloned Glove cancelled Sprocketbot's Double.
    expect(side(s, 1).bases[1]).toBeNull();
    expect(logged('hl.clone')).toBe(true);
  });

  it("Gambler adds the top Free Agent card's hits; the card goes under the deck, seen by all", () => {
    const flip = faOfKind(base, 'Robot');
    const s = run({ home: 1, hands: [['164'], []] }, [[0, '164']], faTop(base, flip));
    expect(threat(s, 0)).toEqual([...card('164').hits, ...card(flip).hits]);
    expect(s.fa.cards[s.fa.cards.length - 1]).toBe(flip);
    const seen = hl.view(s, 1).fa;
    expect(seen.known?.[seen.known.length - 1]).toBe(flip);
  });

  it('Replace: the Robot leaves the game and the top Free Agent joins the team and plays', () => {
    const next = faOfKind(base, 'Natural');
    const s = run({ home: 1, hands: [['166'], []] }, [[0, '166']], faTop(base, next));
    expect(side(s, 0).out.cards).toContain('166');
    expect(side(s, 0).inPlay.cards[0]).toBe(next);
    expect(side(s, 0).roster).toContain(next);
    expect(side(s, 0).roster).not.toContain('166');
    expect(side(s, 0).roster).toHaveLength(15);
  });
});

describe('Cyborg Pitchers (§EXTENSION CYBORG PITCHERS)', () => {
  it('Slider cancels every hit only after two earlier Cyborgs', () => {
    const c = ['031', '032'];
    const two = run(
      {
        home: 1,
        hands: [
          [...c, '171'],
          [PEBBLE, CLEO, SPROCKET],
        ],
      },
      [
        [0, c[0] as string],
        [1, PEBBLE],
        [0, c[1] as string],
        [1, SPROCKET],
        [0, '171'],
      ],
    );
    expect(side(two, 1).bases[1]).toBeNull();
    const one = run(
      {
        home: 1,
        hands: [
          ['031', BETTINA, '171'],
          [PEBBLE, SPROCKET],
        ],
      },
      [
        [0, '031'],
        [1, PEBBLE],
        [0, BETTINA],
        [1, SPROCKET],
        [0, '171'],
      ],
    );
    expect(side(one, 1).bases[1]).toBe('slow');
  });

  it('Pick Off (173) removes every opposing runner, not the batters', () => {
    const s = run(
      { home: 0, hands: [['173'], [PEBBLE]], bases: [[], ['fast', 'slow', 'average']] },
      [
        [1, PEBBLE],
        [0, '173'],
      ],
    );
    // Pebblebot's two Singles came after the pick off: two new runners.
    expect(side(s, 1).bases.filter((b) => b)).toHaveLength(2);
    expect(side(s, 1).tally.removed).toBe(3);
  });
});

describe('Error! (§EXTENSION ERROR !) and Check', () => {
  it('Error: a Glove works on these hits only after a Natural Check', () => {
    const nat = faOfKind(base, 'Natural');
    const rob = faOfKind(base, 'Robot');
    const zeb = id('Zeb Amberley');
    // 185 threatens two Doubles (Slow): both resolve when the Check fails (a run scores).
    const fail = run(
      { home: 0, hands: [[zeb], ['185']] },
      [
        [1, '185'],
        [0, zeb],
      ],
      faTop(base, rob),
    );
    expect(side(fail, 1).runs).toBe(1);
    expect(fail.fa.cards[fail.fa.cards.length - 1]).toBe(rob);
    const ok = run(
      { home: 0, hands: [[zeb], ['185']] },
      [
        [1, '185'],
        [0, zeb],
      ],
      faTop(base, nat),
    );
    expect(side(ok, 1).runs).toBe(0);
    expect(side(ok, 1).bases).toEqual([null, 'slow', null]);
  });

  it("Contact: a gloved card's hits become Singles", () => {
    const zeb = id('Zeb Amberley');
    const s = run({ home: 0, hands: [[zeb], ['187']] }, [
      [1, '187'],
      [0, zeb],
    ]);
    expect(side(s, 1).bases).toEqual(['slow', 'slow', null]);
  });

  it("Bean Ball: a Check of the batter's type replaces it with a Minor Leaguer of its owner's choice", () => {
    const rob = faOfKind(base, 'Robot');
    let s = rig(faTop(base, rob), { home: 0, hands: [['189'], ['181', PEBBLE]] });
    // Seat 1 signed 181 (a Robot), so a starting card went down to its Minor Leagues.
    expect(side(s, 1).minors.cards).toHaveLength(1);
    s = act(s, 1, { t: 'play', card: '181' });
    s = act(s, 0, { t: 'play', card: '189' });
    expect(side(s, 1).out.cards).toContain('181');
    const up = side(s, 1).minors.cards.length === 0 ? side(s, 1).inPlay.cards[0] : null;
    expect(up).not.toBeNull();
    expect(threat(s, 1)).toEqual([]);
    expect(side(s, 1).roster).toHaveLength(15);
  });

  it('Quick Eye Cyborg out with nobody in the Minor Leagues sends the Cyborg to the Dugout (decision)', () => {
    const rob = faOfKind(base, 'Robot');
    const gus = id('Gus Rainsford');
    let t = rig(faTop(base, rob), { home: 0, hands: [['183'], [gus]] });
    expect(side(t, 1).minors.cards).toHaveLength(0);
    t = act(t, 1, { t: 'play', card: gus });
    t = act(t, 0, { t: 'play', card: '183' });
    expect(side(t, 1).dugout.cards).toContain(gus);
    expect(side(t, 1).roster).toContain(gus);
    expect(threat(t, 1)).toEqual([]);
  });

  it('Wild Pitch moves every runner up one against a Cyborg', () => {
    const s = run(
      { home: 0, hands: [['181'], [id('Gus Rainsford')]], bases: [['slow', null, 'slow'], []] },
      [
        [1, id('Gus Rainsford')],
        [0, '181'],
      ],
    );
    expect(side(s, 0).runs).toBe(1);
    expect(side(s, 0).bases).toEqual([null, 'slow', null]);
  });
});

describe('Big Fly! (§EXTENSION BIG FLY !)', () => {
  it('Pinch Runner makes every runner Fast', () => {
    const s = run({ home: 1, hands: [['196'], []], bases: [['slow', 'average', null], []] }, [
      [0, '196'],
    ]);
    expect(side(s, 0).bases).toEqual(['fast', 'fast', null]);
  });

  it("Hit & Run: runners go one base more on this card's hits, whatever their speed", () => {
    const s = run({ home: 1, hands: [['199'], [PEBBLE]], bases: [['slow', null, null], []] }, [
      [0, '199'],
      [1, PEBBLE],
    ]);
    // Single: the Slow runner on 1st goes to 3rd. Double: both runners score (+3 each).
    expect(side(s, 0).runs).toBe(2);
    expect(side(s, 0).bases).toEqual([null, 'average', null]);
  });

  it('Quick Eye: two walks against a Cyborg', () => {
    const s = run({ home: 0, hands: [['202'], [id('Gus Rainsford')]] }, [
      [1, id('Gus Rainsford')],
      [0, '202'],
    ]);
    expect(side(s, 0).bases).toEqual(['average', 'average', null]);
  });

  it('Clutch with the bases loaded gains a Homerun (decision: the English keyword)', () => {
    const s = run({ home: 1, hands: [['205'], []], bases: [['slow', 'slow', 'slow'], []] }, [
      [0, '205'],
    ]);
    expect(side(s, 0).runs).toBe(4);
  });

  it('Sinkerball cancels every hit when the opponent has a runner on 2nd or 3rd', () => {
    const s = run({ home: 0, hands: [['208'], [SPROCKET]], bases: [[], [null, 'slow', null]] }, [
      [1, SPROCKET],
      [0, '208'],
    ]);
    expect(side(s, 1).bases).toEqual([null, 'slow', null]);
    const t = run({ home: 0, hands: [['208'], [SPROCKET]] }, [
      [1, SPROCKET],
      [0, '208'],
    ]);
    expect(side(t, 1).bases).toEqual([null, 'slow', null]);
  });
});
