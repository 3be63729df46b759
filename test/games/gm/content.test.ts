import { describe, expect, it } from 'vitest';
import { DIE_FACES, PLAYERS, TEAM_CARDS } from '../../../src/games/gm/content';
import { MANAGER_ABILITIES, POSITIONS, SKILLS } from '../../../src/games/gm/types';
import { EXAMPLE_CARDS, generatePlayers } from '../../../scripts/gm/players-gen';

describe('content', () => {
  it('D12: the committed player cards are exactly the generator output', () => {
    expect(PLAYERS).toEqual(generatePlayers());
  });

  it('Components: 144 player cards with unique ids and names, the example cards first', () => {
    expect(PLAYERS.length).toBe(144);
    expect(new Set(PLAYERS.map((p) => p.id)).size).toBe(144);
    expect(new Set(PLAYERS.map((p) => p.name)).size).toBe(144);
    expect(PLAYERS.slice(0, EXAMPLE_CARDS.length)).toEqual(EXAMPLE_CARDS);
  });

  it('D20 Player cards: every field in range; prospects cost nothing and bring no team dice', () => {
    for (const p of PLAYERS) {
      expect(POSITIONS).toContain(p.pos);
      expect(p.slots.length).toBeGreaterThanOrEqual(1);
      expect(p.slots.length).toBeLessThanOrEqual(4);
      for (const s of p.slots) expect(SKILLS).toContain(s);
      expect(p.max).toBeGreaterThanOrEqual(p.base);
      if (p.prospect) {
        expect(p.salary).toBe(0);
        expect(p.team).toBe(0);
        expect(p.league).toBeLessThanOrEqual(1);
        expect(p.allStar).toBe(false);
      } else {
        expect(p.salary).toBeGreaterThanOrEqual(1);
        expect(p.salary).toBeLessThanOrEqual(6);
      }
      const ab = p.ability;
      if (ab?.k === 'perSkill' || ab?.k === 'signDie') expect(p.slots).toContain(ab.skill);
    }
  });

  it('Player cards: every position, All-Stars, prospects and each ability kind appear', () => {
    for (const pos of POSITIONS) expect(PLAYERS.some((p) => p.pos === pos)).toBe(true);
    expect(PLAYERS.filter((p) => p.prospect).length).toBe(24);
    expect(PLAYERS.filter((p) => p.allStar).length).toBeGreaterThan(10);
    const kinds = new Set(PLAYERS.flatMap((p) => (p.ability ? [p.ability.k] : [])));
    expect([...kinds].sort()).toEqual(
      [
        'extraDie',
        'perAllStar',
        'perSkill',
        'signDie',
        'signDiscount',
        'withLogo',
        'withPos',
      ].sort(),
    );
  });

  it('Team/Manager cards: twelve, each Manager ability once, budgets that fit 90 tokens', () => {
    expect(TEAM_CARDS.length).toBe(12);
    expect(TEAM_CARDS.map((t) => t.manager.ability).sort()).toEqual([...MANAGER_ABILITIES].sort());
    for (const t of TEAM_CARDS) {
      expect(t.team.budget).toBeGreaterThanOrEqual(12);
      expect(t.team.budget).toBeLessThanOrEqual(16);
      expect(t.manager.slots).toBeGreaterThanOrEqual(1);
    }
  });

  it('D3: a skill die has six faces, one per skill (the sixth is Arm)', () => {
    expect(DIE_FACES).toEqual(['hit', 'power', 'speed', 'defense', 'eye', 'arm']);
  });
});
