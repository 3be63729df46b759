import { describe, expect, it } from 'vitest';
import { validateTeam } from '../../../src/games/showdown';
import { fivefoldPoints } from '../../../src/games/showdown/validate';
import { HITTERS, PITCHERS, TEAMS } from '../../../src/games/showdown/content';
import type { RosterEntry, Team } from '../../../src/games/showdown/types';

const base = TEAMS[0] as Team;
const codes = (t: Team) => validateTeam(t).map((p) => p.code);
const unused = (kind: 'hitter' | 'starter' | 'reliever') => {
  const onTeam = new Set(base.roster.map((e) => e.p));
  const pool = kind === 'hitter' ? HITTERS : PITCHERS.filter((p) => p.role === kind);
  return pool.filter((c) => !onTeam.has(c.id)).sort((a, b) => a.points - b.points);
};
const deck = (names: string[]) => ({
  ...base,
  deck: names.slice(0, 60),
  sideboard: names.slice(60),
});
const cards = (n: number, copies: number) =>
  Array.from({ length: n }, (_, i) => `Card ${Math.floor(i / copies)}`);

describe('§TEAM CONSTRUCTION RULES: validateTeam', () => {
  it.each(TEAMS.map((t) => [t.name, t] as const))('the ready-made %s is legal', (_n, t) => {
    expect(validateTeam(t)).toEqual([]);
  });

  it('§BUILDING YOUR OWN TEAM: 21 players is refused', () => {
    const extra = unused('reliever')[0]?.id ?? '';
    expect(codes({ ...base, roster: [...base.roster, { p: extra }] })).toContain('roster-size');
  });
  it('§BUILDING YOUR OWN TEAM: 3 starters is refused', () => {
    const first = base.rotation[0];
    const roster = base.roster.map((e) =>
      e.p === first ? { p: unused('reliever')[0]?.id ?? '' } : e,
    );
    const problems = codes({ ...base, roster });
    expect(problems).toContain('starters');
    expect(problems).toContain('rotation');
  });
  it('§BUILDING YOUR OWN TEAM: the same player twice is refused', () => {
    const roster = [...base.roster.slice(0, 19), base.roster[0] as RosterEntry];
    expect(codes({ ...base, roster })).toContain('duplicate-player');
  });
  it('§BUILDING YOUR OWN TEAM: more than 5,000 points is refused, with backups at one fifth', () => {
    expect(fivefoldPoints(base)).toBeLessThanOrEqual(25000);
    const room = 25000 - fivefoldPoints(base);
    const old = base.roster.find((e) => e.backup);
    const oldPts = HITTERS.find((h) => h.id === old?.p)?.points ?? 0;
    // A free hitter who fits as a backup (one fifth) but not at full price.
    const fit = unused('hitter').find(
      (h) => h.points - oldPts <= room && 5 * (h.points - oldPts / 5) > room,
    );
    expect(fit).toBeDefined();
    const swap = (backup: boolean): Team => ({
      ...base,
      roster: base.roster.map((e) =>
        e === old ? (backup ? { p: fit?.id ?? '', backup } : { p: fit?.id ?? '' }) : e,
      ),
    });
    expect(codes(swap(true))).toEqual([]);
    expect(codes(swap(false))).toEqual(['points']);
    expect(validateTeam(swap(false))[0]?.message).toMatch(/5,000/);
  });
  it('§BUILDING YOUR OWN TEAM: only fielders and other hitters can be backups', () => {
    const roster = base.roster.map((e) =>
      e.p === base.rotation[0] ? { p: e.p, backup: true as const } : e,
    );
    expect(codes({ ...base, roster })).toContain('pitcher-backup');
  });
  it('§BUILDING YOUR OWN TEAM: fewer than 9 hitters, or hitters who cannot fill the positions', () => {
    const hitters = base.roster.filter((e) => HITTERS.some((h) => h.id === e.p));
    const pitchers = unused('reliever');
    const roster = base.roster.map((e) =>
      e === hitters[0] ||
      e === hitters[1] ||
      e === hitters[2] ||
      e === hitters[3] ||
      e === hitters[4]
        ? { p: pitchers.shift()?.id ?? '' }
        : e,
    );
    expect(codes({ ...base, roster })).toContain('too-few-hitters');
    const dashes = HITTERS.filter((h) => h.slots.every((s) => s.pos === '-'));
    const onlyDash = base.roster.map((e, i) =>
      HITTERS.some((h) => h.id === e.p && h.slots.some((s) => s.pos === 'C'))
        ? { p: dashes[i % dashes.length]?.id ?? '' }
        : e,
    );
    expect(codes({ ...base, roster: onlyDash })).toContain('positions-unfilled');
  });
  it('§BUILDING YOUR OWN TEAM: a team declares AL or NL rules', () => {
    expect(codes({ ...base, league: 'XL' as 'AL' })).toContain('no-league');
  });
  it('§BACKUP: a backup cannot be in the starting lineup', () => {
    const b = base.roster.find((e) => e.backup)?.p ?? '';
    const lineup = base.lineup.map((l) => (l.pos === 'DH' ? { p: b, pos: 'DH' as const } : l));
    expect(codes({ ...base, lineup })).toContain('lineup-backup');
  });
  it('§PLAYER POSITIONS: a lineup player must qualify at his position', () => {
    const c = base.lineup.find((l) => l.pos === 'C');
    const ss = base.lineup.find((l) => l.pos === 'SS');
    const lineup = base.lineup.map((l) =>
      l === c
        ? { p: ss?.p ?? '', pos: 'C' as const }
        : l === ss
          ? { p: c?.p ?? '', pos: 'SS' as const }
          : l,
    );
    expect(codes({ ...base, lineup })).toContain('lineup-position');
  });
  it('§STRATEGY DECKS: 60 + 15 with at most 4 copies of a name is legal', () => {
    expect(codes(deck(cards(75, 4)))).toEqual([]);
  });
  it('§STRATEGY DECKS: 5 copies of a card across deck and sideboard is refused', () => {
    const names = cards(75, 4);
    names[74] = 'Card 0'; // a fifth copy, in the sideboard
    expect(codes(deck(names))).toEqual(['copies']);
  });
  it('§STRATEGY DECKS: the deck has exactly 60 cards and the sideboard exactly 15', () => {
    expect(codes({ ...base, deck: cards(59, 4), sideboard: cards(15, 4) })).toContain('deck-size');
    expect(codes({ ...base, deck: cards(60, 4), sideboard: cards(14, 4) })).toContain(
      'sideboard-size',
    );
  });
  it('reports every broken rule at once, each with a message', () => {
    const bad: Team = { ...base, roster: base.roster.slice(0, 5), rotation: [] };
    const problems = validateTeam(bad);
    expect(problems.length).toBeGreaterThanOrEqual(4);
    for (const p of problems) expect(p.message.length).toBeGreaterThan(10);
  });
});
