/**
 * Rules versions (docs/games/lords.md, "Rules versions"): version 2 changed the team rosters
 * and made the standing, bid and claim roll-offs rolls with windows. A game saved under
 * version 1 must replay to the very game it was: the fixture is a three-owner game played to
 * its end by the heuristic bots under version 1 (commit bb8e998, a standing roll-off in its
 * third year), with the engine's hash of its final table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../../src/engine/session';
import { lordsModule } from '../../../src/games/lords';
import { TEAM_CARDS, teamCard } from '../../../src/games/lords/content/teams';
import { RULES_VERSION, type LordsState } from '../../../src/games/lords/state';
import { replayGameFile } from '../../../src/app/game-transfer';
import { parseGameFile } from '../../../src/store/game-file';

const file = JSON.parse(
  readFileSync(new URL('../../fixtures/saves/lords-v1.json', import.meta.url), 'utf8'),
) as unknown;

describe('Lords rules versions', () => {
  it('new games are played under version 2', () => {
    expect(lordsModule.meta.rulesVersion).toBe(2);
    expect(RULES_VERSION).toBe(2);
    const s = createSession(lordsModule, {
      seed: 'v2',
      seats: [
        { name: 'A', kind: 'human' },
        { name: 'B', kind: 'human' },
      ],
      options: {},
    });
    expect((s.table.g as LordsState).rules).toBe(2);
  });

  it('a version-1 game imports and replays to the same final table (hash checked)', () => {
    const parsed = parseGameFile(file);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file.rulesVersion).toBe(1);
    const r = replayGameFile(parsed.file, lordsModule as never);
    expect(r.ok ? 'ok' : r.message).toBe('ok');
    if (!r.ok) return;
    const g = r.game.session.table.g as LordsState;
    expect(g.rules).toBeUndefined();
    // The first rosters: the owners' starting Journeymen are the version-1 cards'.
    for (const o of g.owners) expect(o.startJm).toBe(teamCard(o.team ?? '', true)?.roster.jm);
    expect(g.standing?.rolledOff.some(Boolean)).toBe(true);
  });

  it('the same moves under version 2 are another game: the version is what keeps it', () => {
    const parsed = parseGameFile(file);
    if (!parsed.ok) throw new Error(parsed.message);
    const r = replayGameFile({ ...parsed.file, rulesVersion: 2 }, lordsModule as never);
    expect(r.ok).toBe(false);
  });

  it('the first rosters differ from the tuned ones, card by card', () => {
    for (const t of TEAM_CARDS) {
      const first = teamCard(t.id, true);
      expect(first?.fo).toBe(t.fo);
      expect(first?.roster).not.toEqual(t.roster);
    }
  });
});
