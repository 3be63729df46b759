import { describe, expect, it } from 'vitest';
import { highlightsModule as hl } from '../../../src/games/highlights';
import { card } from '../../../src/games/highlights/content';
import { act, byName, rig, side, start, threat } from './helpers';

// EXEMPLE DE PARTIE: Ralph (Visitor) and Mike (Home). Our cards stand in for the rulebook's:
// Servobot for Turtlebot (Robot, no action, two Singles, Average), Mack Morrow for Mickey
// Maris (Natural, Glove, Single and Homerun, Average), Sable Seward for Satchel Seaver
// (Cyborg, Fastball, a Single, Average).
describe('the worked opening (§EXEMPLE DE PARTIE)', () => {
  const base = start(2, { team1: 'comets', team2: 'gulls' }, 'example');
  const shellbot = byName(base, 'Servobot');
  const mack = byName(base, 'Mack Morrow');
  const sable = '031';

  it('the stand-ins match the example cards', () => {
    expect(card(shellbot)).toMatchObject({
      kind: 'Robot',
      ia: { k: 'none' },
      hits: ['1B', '1B'],
      speed: 'average',
    });
    expect(card(mack)).toMatchObject({
      kind: 'Natural',
      ia: { k: 'glove' },
      hits: ['1B', 'HR'],
      speed: 'average',
    });
    expect(card(sable)).toMatchObject({
      kind: 'Cyborg',
      ia: { k: 'pitch', vs: 'Natural' },
      hits: ['1B'],
      speed: 'average',
    });
  });

  it('Ralph: Turtlebot, Mike: Mickey Maris with Glove, Ralph: Satchel Seaver with Fastball', () => {
    let s = rig(base, { home: 1, hands: [[shellbot, sable], [mack]] });
    // Step 1-4: Turtlebot has no action and nothing to resolve; two average batters wait.
    s = act(s, 0, { t: 'play', card: shellbot });
    expect(threat(s, 0)).toEqual(['1B', '1B']);
    expect(side(s, 0).threat?.speed).toBe('average');
    // Mike's Glove cancels one Single (two Singles: no choice to make); the other resolves.
    s = act(s, 1, { t: 'play', card: mack });
    expect(side(s, 0).bases).toEqual(['average', null, null]);
    expect(threat(s, 1)).toEqual(['1B', 'HR']);
    expect(hl.prompts(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'hl.prompt.play' }]);
    // Fastball: Mike's top card is a Natural, so both his hits are cancelled.
    s = act(s, 0, { t: 'play', card: sable });
    expect(threat(s, 1)).toEqual([]);
    expect(side(s, 1).bases).toEqual([null, null, null]);
    expect(threat(s, 0)).toEqual(['1B']);
    expect(side(s, 0).bases).toEqual(['average', null, null]);
    expect([side(s, 0).runs, side(s, 1).runs]).toEqual([0, 0]);
  });
});
