/**
 * The live facts a view carries (rules/live.ts), which the board shows without running
 * rules: games won in a series, each pitcher's fatigue, the throw's chances.
 */
import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/engine/session';
import { playGame } from '../../../src/engine/play';
import { showdownModule as sd } from '../../../src/games/showdown';
import type { ShowdownState } from '../../../src/games/showdown/state';

function states(options: Record<string, string>, seed: string): ShowdownState[] {
  const out: ShowdownState[] = [];
  const r = playGame(sd, {
    seed,
    seats: 2,
    options: { home: '0', ...options },
    bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }],
    onMove: (_b, _s, _a, after) => out.push((after as Table<ShowdownState>).g),
  });
  if (r.error) throw new Error(r.error);
  return out;
}

describe('live facts in the view', () => {
  it('§FULL GAME SETUP: the series record counts the games each team has won so far', () => {
    const all = states({ series: '5', team0: 'herons', team1: 'kites' }, 'live-series');
    const between = all.filter((s) => s.phase === 'between');
    expect(between.length).toBeGreaterThan(0);
    for (const s of between) {
      const wins = sd.view(s, 1).live?.wins ?? [];
      const played = s.series?.games ?? [];
      expect((wins[0] ?? 0) + (wins[1] ?? 0)).toBe(played.length);
      const won0 = played.filter((g) => (g.runs[0] ?? 0) > (g.runs[1] ?? 0)).length;
      expect(wins[0]).toBe(won0);
    }
    expect(sd.view(all[0] as ShowdownState, 0).live?.wins).toEqual([0, 0]);
  });

  it('§INNINGS PITCHED: fatigue is 0 within the IP and grows by one per inning past it', () => {
    const all = states({ team0: 'herons', team1: 'kites' }, 'live-fatigue');
    let tiredSeen = false;
    for (const s of all) {
      const live = sd.view(s, 0).live;
      s.sides.forEach((side, seat) => {
        const line = side.pitchers[side.pitchers.length - 1];
        if (!line) return;
        // Innings begun, counting this one if he has not pitched in it yet.
        const begun = line.inn + (line.last === s.inning ? 0 : 1);
        expect(live?.fatigue[seat]).toBe(Math.max(0, begun - Math.max(line.ip, 0)));
        if ((live?.fatigue[seat] ?? 0) > 0) tiredSeen = true;
      });
    }
    expect(tiredSeen).toBe(true);
  });

  it('§EXPERT ADVANCEMENT: an empty base has no throw chance; an occupied one a probability', () => {
    const all = states({ level: 'expert', team0: 'herons', team1: 'kites' }, 'live-throw');
    let occupied = 0;
    for (const s of all) {
      const out = sd.view(s, 1).live?.throwOut ?? [];
      expect(out).toHaveLength(3);
      s.bases.forEach((r, b) => {
        if (!r) expect(out[b]).toBe(0);
        else {
          occupied++;
          expect(out[b]).toBeGreaterThanOrEqual(0);
          expect(out[b]).toBeLessThanOrEqual(1);
        }
      });
    }
    expect(occupied).toBeGreaterThan(0);
  });
});
