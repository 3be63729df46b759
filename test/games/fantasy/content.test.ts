import { describe, expect, it } from 'vitest';
import { startTable } from '../../../src/engine/session';
import { fantasyModule } from '../../../src/games/fantasy';
import {
  ALIEN_IDS,
  CHARACTERS,
  EVENT_CARDS,
  TRACK_OF,
  WIN_CARDS,
  characterIds,
} from '../../../src/games/fantasy/content';
import { ABILITY_TEXT } from '../../../src/games/fantasy/content/abilities';
import {
  ABILITIES,
  HITTING,
  PITCHING,
  STATS,
  TIERS,
  TRACKS,
} from '../../../src/games/fantasy/types';

const sum = (c: (typeof CHARACTERS)[number]) =>
  Object.values(c.stats).reduce((a, b) => a + (b ?? 0), 0);

describe('§Components: the character deck', () => {
  it('has 80 characters: 24 Rookies, 16 Pros, 14 Specialists, 14 All-Stars, 12 Hall of Famers', () => {
    expect(CHARACTERS).toHaveLength(80);
    const count = (t: string) => CHARACTERS.filter((c) => c.tier === t).length;
    expect(TIERS.map(count)).toEqual([24, 16, 14, 14, 12]);
  });

  it('deals five managers 3 Rookies and one of each other tier, plus the solo Robot 3 of each', () => {
    for (const t of TIERS) {
      const n = CHARACTERS.filter((c) => c.tier === t && c.ability !== 'abduct').length;
      expect(n).toBeGreaterThanOrEqual(t === 'rookie' ? 15 : 7);
    }
  });

  it('has exactly two Aliens, both with Abduct, removable by option', () => {
    expect(ALIEN_IDS).toHaveLength(2);
    expect(characterIds(true)).toHaveLength(78);
    expect(characterIds(true).some((c) => ALIEN_IDS.includes(c))).toBe(false);
  });

  it('uses every one of the 21 abilities, each explained', () => {
    expect(ABILITIES).toHaveLength(21);
    for (const a of ABILITIES) {
      expect(CHARACTERS.some((c) => c.ability === a)).toBe(true);
      expect(ABILITY_TEXT[a].text.length).toBeGreaterThan(10);
    }
  });

  it('gives each character hitting OR pitching stats, each 1-10', () => {
    for (const c of CHARACTERS) {
      const hit = HITTING.some((s) => c.stats[s] !== undefined);
      const pitch = PITCHING.some((s) => c.stats[s] !== undefined);
      expect(hit !== pitch, c.name).toBe(true);
      for (const v of Object.values(c.stats)) expect(v).toBeGreaterThanOrEqual(1);
      for (const v of Object.values(c.stats)) expect(v).toBeLessThanOrEqual(10);
    }
  });

  it('makes tiers stronger as they go up (mean stat total)', () => {
    const mean = TIERS.map((t) => {
      const cs = CHARACTERS.filter((c) => c.tier === t);
      return cs.reduce((a, c) => a + sum(c), 0) / cs.length;
    });
    for (let i = 1; i < mean.length; i++) expect(mean[i]).toBeGreaterThan(mean[i - 1] as number);
  });

  it('has unique ids, names and card numbers per team, and both Good and Evil characters', () => {
    expect(new Set(CHARACTERS.map((c) => c.id)).size).toBe(80);
    expect(new Set(CHARACTERS.map((c) => c.name)).size).toBe(80);
    expect(new Set(CHARACTERS.map((c) => `${c.team}/${c.num}`)).size).toBe(80);
    expect(CHARACTERS.filter((c) => c.side === 'good').length).toBeGreaterThan(30);
    expect(CHARACTERS.filter((c) => c.side === 'evil').length).toBeGreaterThan(30);
  });
});

describe('§Components: Win cards, Stat Tracks and Events', () => {
  it('maps the 10 stats onto the 5 tracks, one hitting and one pitching stat each', () => {
    for (const t of TRACKS) {
      const stats = STATS.filter((s) => TRACK_OF[s] === t);
      expect(stats).toHaveLength(2);
      expect(stats.filter((s) => (HITTING as readonly string[]).includes(s))).toHaveLength(1);
    }
  });

  it('has 40 Win cards whose banners name the track of their stat (A2: steps 1 or 2)', () => {
    expect(WIN_CARDS).toHaveLength(40);
    for (const w of WIN_CARDS) {
      expect(w.req.length).toBeGreaterThanOrEqual(2);
      for (const b of w.banners) {
        expect(b.track).toBe(TRACK_OF[b.stat]);
        expect([1, 2]).toContain(b.steps);
      }
    }
  });

  it('has 14 hitting, 14 pitching and 12 mixed Win cards', () => {
    const kind = (req: readonly string[]) => {
      const h = req.some((s) => (HITTING as readonly string[]).includes(s));
      const p = req.some((s) => (PITCHING as readonly string[]).includes(s));
      return h && p ? 'mixed' : h ? 'hitting' : 'pitching';
    };
    const n = (k: string) => WIN_CARDS.filter((w) => kind(w.req) === k).length;
    expect([n('hitting'), n('pitching'), n('mixed')]).toEqual([14, 14, 12]);
  });

  it('has at least 12 Event cards, each with an effect', () => {
    expect(EVENT_CARDS.length).toBeGreaterThanOrEqual(12);
    for (const e of EVENT_CARDS) expect(Object.keys(e).length).toBeGreaterThan(3);
  });

  it('lists every card for universe() in three pools, Events only with the variant', () => {
    const seats = [0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
    const opening = startTable(fantasyModule, { seed: 'u', seats, options: {} }).table.g;
    const openingView = fantasyModule.view(opening, 0);
    const count = (u: unknown) => Object.values(u as Record<string, string[]>).map((x) => x.length);
    expect(count(fantasyModule.universe?.(openingView, 2, {}))).toEqual([80, 40, 0]);
    expect(
      count(
        fantasyModule.universe?.(openingView, 2, {
          events: true,
          noAliens: true,
        }),
      ),
    ).toEqual([78, 40, 16]);
  });
});
