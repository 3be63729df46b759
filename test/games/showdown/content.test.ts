import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/session';
import { playGame } from '../../../src/engine/play';
import { showdownModule } from '../../../src/games/showdown';
import { HITTERS, PITCHERS, TEAMS, parseChart } from '../../../src/games/showdown/content';
import {
  hitterPoints,
  hitterStrength,
  pitcherPoints,
  pitcherStrength,
} from '../../../src/games/showdown/content/strength';
import { describe as describeAction } from '../../../src/games/showdown/describe';
import type { ShowdownAction } from '../../../src/games/showdown/state';

const ALL = [...HITTERS, ...PITCHERS];

describe('content', () => {
  it('has at least 150 player cards with unique ids and names', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ALL.map((c) => c.id)).size).toBe(ALL.length);
    expect(new Set(ALL.map((c) => c.name)).size).toBe(ALL.length);
    expect(PITCHERS.filter((p) => p.role === 'starter').length).toBeGreaterThanOrEqual(16);
  });
  it('every chart has 20 rows of known results, outs first', () => {
    for (const c of ALL) {
      const rows = parseChart(c.chart);
      expect(rows).toHaveLength(20);
      expect(rows[0]).toMatch(/SO|PU|GB|FB/);
    }
  });
  it('hitter stats are in range; pitchers have Control, IP and a hand', () => {
    for (const h of HITTERS) {
      expect(h.onBase).toBeGreaterThanOrEqual(7);
      expect(h.onBase).toBeLessThanOrEqual(13);
      expect(h.slots.length).toBeGreaterThan(0);
    }
    for (const p of PITCHERS) {
      expect(p.control).toBeGreaterThanOrEqual(0);
      expect(p.control).toBeLessThanOrEqual(6);
      expect(p.ip).toBeGreaterThan(0);
      if (p.role === 'closer') expect(p.ip).toBe(1);
    }
  });
  it('points are the fitted strength formula, so points predict strength', () => {
    for (const h of HITTERS) expect(h.points).toBe(hitterPoints(hitterStrength(h)));
    for (const p of PITCHERS)
      expect(p.points).toBe(pitcherPoints(pitcherStrength(p), p.role, p.ip));
    // Monotone: a stronger hitter never costs less; a stronger pitcher of the same role and
    // IP never costs less, and more IP never costs less at the same strength.
    const byStrength = [...HITTERS].sort((a, b) => hitterStrength(a) - hitterStrength(b));
    for (let i = 1; i < byStrength.length; i++) {
      expect(byStrength[i]?.points ?? 0).toBeGreaterThanOrEqual(byStrength[i - 1]?.points ?? 0);
    }
    const byPitching = [...PITCHERS].sort((a, b) => pitcherStrength(a) - pitcherStrength(b));
    for (const p of byPitching) {
      const weaker = byPitching.filter(
        (q) => q.role === p.role && q.ip <= p.ip && pitcherStrength(q) <= pitcherStrength(p),
      );
      for (const q of weaker) expect(p.points).toBeGreaterThanOrEqual(q.points);
    }
    for (const role of ['starter', 'reliever', 'closer'] as const)
      for (let ip = 1; ip < 8; ip++)
        expect(pitcherPoints(0.05, role, ip + 1)).toBeGreaterThanOrEqual(
          pitcherPoints(0.05, role, ip),
        );
  });
  it('points follow the simulated usage: Showdown-like ranges', () => {
    const range = (xs: number[]) => [Math.min(...xs), Math.max(...xs)];
    const [hLo, hHi] = range(HITTERS.map((h) => h.points));
    expect(hLo).toBeGreaterThanOrEqual(10);
    expect(hHi).toBeLessThanOrEqual(1000);
    for (const p of PITCHERS) expect(p.points).toBeGreaterThanOrEqual(10);
  });
  it('four ready-made teams with fictional names', () => {
    expect(TEAMS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(TEAMS.map((t) => t.league))).toEqual(new Set(['AL', 'NL']));
  });
});

describe('messages', () => {
  it('every log line, prompt and action of whole games is in the catalog', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const options = { team0: TEAMS[i % 4]?.id ?? '', team1: TEAMS[(i + 1) % 4]?.id ?? '' };
      const r = playGame(showdownModule, {
        seed: `msg-${i}`,
        seats: 2,
        options,
        bots: [{ kind: 'heuristic' }, { kind: 'random' }],
      });
      expect(r.error).toBeNull();
      const again = replay(
        showdownModule,
        { seed: `msg-${i}`, seats: [0, 1].map((n) => ({ name: `P${n}`, kind: 'human' })), options },
        r.moves as { seat: number; action: ShowdownAction }[],
      );
      for (const l of again.log) seen.add(l.msg);
      for (const m of r.moves) seen.add(describeAction(m.action as ShowdownAction, m.seat).msg);
      const o = r.outcome;
      for (const part of o?.breakdown?.flat() ?? []) seen.add(part.msg);
      for (const note of o?.notes?.flat() ?? []) seen.add(note.msg);
      if (o?.msg) seen.add(o.msg);
    }
    const missing = [...seen].filter((k) => showdownModule.messages[k] === undefined);
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(25);
  });
});
