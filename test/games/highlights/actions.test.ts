import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../helpers/refusal';
import { act, byName, hl, logged, rig, side, start, threat } from './helpers';

// Teams: seat 0 Orbit Comets, seat 1 Harbor Gulls.
const base = start(2, { team1: 'comets', team2: 'gulls' }, 'ia');
const id = (name: string) => byName(base, name);
const MACK = id('Mack Morrow'); // Natural, Glove, 1B HR, Average (gulls)
const ULLA = id('Ulla Pell'); // Cyborg, Knuckleball, 1B (comets)
const SABLE = '031'; // Cyborg, Fastball, 1B (comets)
const ELIA = id('Elia Duquesne'); // Natural, Walk, 1B (gulls)
const SERVO = id('Servobot'); // Robot, no action, 1B 1B (comets)
const GUS = id('Gus Rainsford'); // Cyborg, Fastball, 1B (gulls)
const KIT = id('Kit Underhill'); // Natural, Leadoff 1B, 1B (gulls)
const AMOS = id('Amos Holloway'); // Natural, Double Play, 1B 1B (comets)
const DORIAN = id('Dorian Dunmore'); // Natural, Pick Off 1 (comets)
const YARA = id('Yara Stroud'); // Cyborg, Quick Eye 1B (comets)
const RIVET = id('Rivetbot'); // Robot, Clutch 1B, 1B 2B, Slow (gulls)
const INES = id('Ines Gallow'); // Cyborg, Spit Ball, no hits, PH (gulls)

describe('immediate actions of the base game (§DESCRIPTION DES IMMEDIATE ACTIONS)', () => {
  it('Knuckleball: a Homerun becomes a Triple and a Single is cancelled (§Knuckleball)', () => {
    let s = rig(base, { home: 0, hands: [[ULLA], [MACK]] });
    s = act(s, 1, { t: 'play', card: MACK });
    expect(threat(s, 1)).toEqual(['1B', 'HR']);
    s = act(s, 0, { t: 'play', card: ULLA });
    expect(side(s, 1).bases).toEqual([null, null, 'average']);
    expect(side(s, 1).runs).toBe(0);
  });

  it('Walk: every threatened hit becomes a walk, forcing only as far as forced (§Walk)', () => {
    let s = rig(base, {
      home: 1,
      hands: [[SABLE], [ELIA]],
      bases: [['slow', null, 'average'], []],
    });
    s = act(s, 0, { t: 'play', card: SABLE });
    s = act(s, 1, { t: 'play', card: ELIA });
    expect(side(s, 0).bases).toEqual(['average', 'slow', 'average']);
    expect(side(s, 0).runs).toBe(0);
  });

  it('Glove: the player chooses which hit to cancel; the Homerun is offered first (§Glove)', () => {
    let s = rig(base, { home: 0, hands: [[id('Zeb Amberley')], [MACK]] });
    s = act(s, 1, { t: 'play', card: MACK });
    s = act(s, 0, { t: 'play', card: id('Zeb Amberley') });
    expect(hl.prompts(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'hl.prompt.cancel' }]);
    expect(hl.actions(s, 0)).toEqual([
      { t: 'choose', i: 0 },
      { t: 'choose', i: 1 },
    ]);
    s = act(s, 0, { t: 'choose', i: 0 });
    // The Homerun is gone; the Single resolves.
    expect(side(s, 1).bases).toEqual(['average', null, null]);
    expect(threat(s, 0)).toEqual(['1B']);
  });

  it('Fastball has no effect on a Robot (§Fastball)', () => {
    let s = rig(base, { home: 1, hands: [[SERVO], [GUS]] });
    s = act(s, 0, { t: 'play', card: SERVO });
    s = act(s, 1, { t: 'play', card: GUS });
    expect(side(s, 0).bases).toEqual(['average', 'average', null]);
  });

  it('Leadoff works only on the first card of the mini-game (§Leadoff)', () => {
    let s = rig(base, { home: 0, hands: [[SERVO], [KIT]] });
    s = act(s, 1, { t: 'play', card: KIT });
    expect(side(s, 1).bases).toEqual(['fast', null, null]);
    expect(logged('hl.gain')).toBe(true);
    let t = rig(base, { home: 0, hands: [[SERVO], [MACK, KIT]] });
    t = act(t, 1, { t: 'play', card: MACK });
    t = act(t, 0, { t: 'play', card: SERVO });
    const before = side(t, 1).bases;
    t = act(t, 1, { t: 'play', card: KIT });
    expect(logged('hl.gain')).toBe(false);
    expect(side(t, 1).bases).toEqual(before);
  });

  it('Double Play removes up to two Slow or Average runners, never Fast ones (§Double Play)', () => {
    let s = rig(base, {
      home: 0,
      hands: [[AMOS], [INES]],
      bases: [[], ['fast', 'slow', 'average']],
    });
    s = act(s, 1, { t: 'play', card: INES });
    s = act(s, 0, { t: 'play', card: AMOS });
    expect(side(s, 1).bases).toEqual(['fast', null, null]);
    expect(side(s, 1).tally.removed).toBe(2);
  });

  it('Pick Off 1 with two runners asks which to remove, lead runner first (§Pick Off)', () => {
    let s = rig(base, { home: 0, hands: [[DORIAN], [INES]], bases: [[], ['slow', null, 'fast']] });
    s = act(s, 1, { t: 'play', card: INES });
    s = act(s, 0, { t: 'play', card: DORIAN });
    expect(hl.prompts(s)[0]?.msg).toBe('hl.prompt.remove');
    s = act(s, 0, { t: 'choose', i: 0 });
    expect(side(s, 1).bases).toEqual(['slow', null, null]);
  });

  it('Quick Eye gains its hit only against a Cyborg on top of In Play (§Quick Eye)', () => {
    let s = rig(base, { home: 0, hands: [[YARA], [INES]] });
    s = act(s, 1, { t: 'play', card: INES });
    s = act(s, 0, { t: 'play', card: YARA });
    expect(side(s, 0).bases).toEqual(['average', null, null]);
    let t = rig(base, { home: 0, hands: [[YARA], [KIT]] });
    t = act(t, 1, { t: 'play', card: KIT });
    t = act(t, 0, { t: 'play', card: YARA });
    expect(side(t, 0).bases).toEqual([null, null, null]);
  });

  it('Clutch with a runner on 2nd: the hit now, every runner one base more (§Clutch)', () => {
    let s = rig(base, { home: 1, hands: [[SERVO], [RIVET]], bases: [[], ['slow', 'slow', null]] });
    s = act(s, 0, { t: 'play', card: SERVO });
    s = act(s, 1, { t: 'play', card: RIVET });
    expect(side(s, 1).runs).toBe(1);
    expect(side(s, 1).bases).toEqual(['slow', null, 'slow']);
  });
});

describe('pinch hitting (§Pinch Hitting)', () => {
  it('a PH card goes to the Dugout and the top Lineup card is played instead', () => {
    let s = rig(base, { home: 1, hands: [[SERVO], [INES]] });
    s = act(s, 0, { t: 'play', card: SERVO });
    const top = side(s, 1).lineup.cards[0] as string;
    s = act(s, 1, { t: 'pinch', card: INES, from: 'lineup' });
    expect(side(s, 1).dugout.cards).toContain(INES);
    expect(side(s, 1).inPlay.cards[0]).toBe(top);
    expect(side(s, 1).hand.cards).toHaveLength(5);
  });

  it('a card without the PH mark cannot pinch-hit; nothing On Deck cannot come in', () => {
    const s = rig(base, { home: 0, hands: [[SERVO], [MACK, INES]] });
    expect(
      refusalCode(() => hl.apply(s, 1, { t: 'pinch', card: MACK, from: 'lineup' }, ctx())),
    ).toBe('no-ph-mark §Pinch Hitting');
    expect(
      refusalCode(() => hl.apply(s, 1, { t: 'pinch', card: INES, from: 'onDeck' }, ctx())),
    ).toBe('nothing-to-bring-in §Pinch Hitting');
    expect(refusalCode(() => hl.apply(s, 0, { t: 'play', card: SERVO }, ctx()))).toBe(
      "not-your-turn §DETAIL D'UN TOUR DE JEU",
    );
    expect(refusalCode(() => hl.apply(s, 1, { t: 'play', card: SERVO }, ctx()))).toBe(
      "not-in-hand §DETAIL D'UN TOUR DE JEU",
    );
  });
});

import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
function ctx() {
  return makeCtx(parseSeed('refuse'), 0).ctx;
}
