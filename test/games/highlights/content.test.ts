import { describe, expect, it } from 'vitest';
import {
  CARDS,
  EXPANSION_CARDS,
  FA_BASE,
  parseIa,
  TEAM_CARDS,
  card,
} from '../../../src/games/highlights/content';
import { TEAMS, type IaKind, type Kind } from '../../../src/games/highlights/types';

const all = Object.values(CARDS);
const count = (ids: readonly string[], k: IaKind, kind?: Kind) =>
  ids.filter((id) => card(id).ia.k === k && (!kind || card(id).kind === kind)).length;

describe('content (§MISE EN PLACE and the expansions)', () => {
  it('four starting teams of 15, a 60-card Free Agent deck, 195 cards in all with unique names', () => {
    for (const t of TEAMS) expect(TEAM_CARDS[t]).toHaveLength(15);
    expect(FA_BASE).toHaveLength(60);
    expect(all).toHaveLength(195);
    expect(new Set(all.map((c) => c.name)).size).toBe(195);
  });

  it('expansions are numbered as the rulebook numbers them', () => {
    const range = (a: number, b: number) =>
      Array.from({ length: b - a + 1 }, (_, i) => String(a + i).padStart(3, '0'));
    expect(EXPANSION_CARDS.rallyCap).toEqual(range(136, 150));
    expect(EXPANSION_CARDS.magnaGlove).toEqual(range(151, 160));
    expect(EXPANSION_CARDS.robotHitters).toEqual(range(161, 170));
    expect(EXPANSION_CARDS.cyborgPitchers).toEqual(range(171, 180));
    expect(EXPANSION_CARDS.error).toEqual(range(181, 195));
    expect(EXPANSION_CARDS.bigFly).toEqual(range(196, 210));
  });

  it('the expansions carry the actions the rulebook counts', () => {
    const rc = EXPANSION_CARDS.rallyCap;
    expect(count(rc, 'closer', 'Cyborg')).toBe(4); // "sur 4 Cyborg"
    expect(count(rc, 'hold', 'Cyborg')).toBe(3); // "sur 3 Cyborg"
    expect(count(rc, 'teamworkNext')).toBe(2); // "Les deux joueurs … avec Teamwork"
    expect(card('146').ia.k).toBe('rallyNext');
    expect(card('150').ia.k).toBe('rallyNext');
    expect(card('156').ia).toEqual({ k: 'teamworkAtLeast', n: 3, hit: 'HR' });
    const nm = EXPANSION_CARDS.magnaGlove;
    expect(nm.every((id) => card(id).kind === 'Natural')).toBe(true);
    expect(count(nm, 'teamworkEach') + count(nm, 'teamworkAtLeast')).toBe(3);
    const rh = EXPANSION_CARDS.robotHitters;
    expect(rh.every((id) => card(id).kind === 'Robot')).toBe(true);
    expect([count(rh, 'cloning'), count(rh, 'gambler'), count(rh, 'replace')]).toEqual([3, 2, 2]);
    const cp = EXPANSION_CARDS.cyborgPitchers;
    expect(cp.every((id) => card(id).kind === 'Cyborg')).toBe(true);
    expect([count(cp, 'slider'), count(cp, 'pickOffAll')]).toEqual([2, 2]);
  });

  it('each type has its flavour: Naturals earn more, Robots hit more, Cyborgs pitch', () => {
    const of = (k: Kind) => all.filter((c) => c.kind === k);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(Math.min(...of('Natural').map((c) => c.revenue))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...of('Robot').map((c) => c.revenue))).toBeLessThanOrEqual(1);
    expect(mean(of('Robot').map((c) => c.hits.length))).toBeGreaterThan(
      mean(of('Natural').map((c) => c.hits.length)),
    );
    const pitches = all.filter((c) => c.ia.k === 'pitch' || c.ia.k === 'knuckleball');
    expect(pitches.every((c) => c.kind === 'Cyborg')).toBe(true);
    expect(all.every((c) => c.hits.length <= 3)).toBe(true);
  });

  it('immediate-action codes parse, and an unknown one is refused', () => {
    expect(parseIa('lead:1B,1B')).toEqual({ k: 'leadoff', hits: ['1B', '1B'] });
    expect(parseIa('pick2')).toEqual({ k: 'pickOff', n: 2 });
    expect(() => parseIa('teleport')).toThrow(/unknown immediate action/);
  });
});
