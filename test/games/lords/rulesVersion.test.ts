/**
 * Rules versions (docs/games/lords.md, "Rules versions"): version 2 changed the team rosters
 * and made the standing, bid and claim roll-offs rolls with windows; version 3 the loans of an
 * off-season, the Phenom grace clock, cancel cards counted as played and luxury-tax ties. A
 * game saved under an older version must replay to the very game it was: each fixture is a
 * three-owner game played to its end by the heuristic bots under its version (version 1 at
 * commit bb8e998, a standing roll-off in its third year; version 2 at commit 64ef906 by
 * `scripts/lords/record-save.ts v2-save-3-0 3 2 <file>`, a Trainer cancelling a Holdout in the
 * first early season; version 3 at commit e5f7c22 by `scripts/lords/record-save.ts v3-save 3 3
 * <file> hiddenMoney=true`, 365 answers to roll windows), with the engine's hash of its
 * final table. Version 4 asks fewer owners about each roll (rollStakes.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSession, replay } from '../../../src/engine/session';
import { lordsModule } from '../../../src/games/lords';
import { TEAM_CARDS, teamCard } from '../../../src/games/lords/content/teams';
import { RULES_VERSION, type LordsAction, type LordsState } from '../../../src/games/lords/state';
import { replayGameFile } from '../../../src/app/game-transfer';
import { parseGameFile } from '../../../src/store/game-file';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/saves/${name}`, import.meta.url), 'utf8'),
  ) as unknown;
const file = fixture('lords-v1.json');
const second = fixture('lords-v2.json');
const third = fixture('lords-v3.json');

describe('Lords rules versions', () => {
  it('new games are played under version 4', () => {
    expect(lordsModule.meta.rulesVersion).toBe(4);
    expect(RULES_VERSION).toBe(4);
    const s = createSession(lordsModule, {
      seed: 'v2',
      seats: [
        { name: 'A', kind: 'human' },
        { name: 'B', kind: 'human' },
      ],
      options: {},
    });
    expect((s.table.g as LordsState).rules).toBe(4);
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

  it('a version-2 game imports and replays to the same final table (hash checked)', () => {
    const parsed = parseGameFile(second);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file.rulesVersion).toBe(2);
    const r = replayGameFile(parsed.file, lordsModule as never);
    expect(r.ok ? 'ok' : r.message).toBe('ok');
    if (!r.ok) return;
    expect((r.game.session.table.g as LordsState).rules).toBe(2);
  });

  it('its moves under version 3 are another game: the Trainer counts as a card played (A28)', () => {
    const parsed = parseGameFile(second);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(replayGameFile({ ...parsed.file, rulesVersion: 3 }, lordsModule as never).ok).toBe(
      false,
    );
    const at = parsed.file.moves.findIndex((m) => (m.action as LordsAction).t === 'cancel');
    const seat = parsed.file.moves[at]?.seat ?? -1;
    const played = (rulesVersion: number, moves: number) => {
      const init = { ...parsed.file, rulesVersion };
      const s = replay(lordsModule, init, parsed.file.moves.slice(0, moves) as never);
      return s.table.g.owners[seat]?.played;
    };
    expect(at).toBeGreaterThan(0);
    expect(played(2, at + 1)).toBe(played(2, at));
    expect(played(3, at + 1)).toBe((played(3, at) ?? 0) + 1);
  });

  it('a version-3 game imports and replays to the same final table (hash checked)', () => {
    const parsed = parseGameFile(third);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file.rulesVersion).toBe(3);
    const r = replayGameFile(parsed.file, lordsModule as never);
    expect(r.ok ? 'ok' : r.message).toBe('ok');
    if (!r.ok) return;
    const g = r.game.session.table.g as LordsState;
    expect(g.rules).toBe(3);
    // Version 3 keeps no VP by source: its results show totals only.
    expect(g.owners.every((o) => o.vpParts === undefined)).toBe(true);
  });

  it('its moves under version 4 are another game: fewer owners are asked about a roll', () => {
    const parsed = parseGameFile(third);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(replayGameFile({ ...parsed.file, rulesVersion: 4 }, lordsModule as never).ok).toBe(
      false,
    );
  });

  it('the first rosters differ from the tuned ones, card by card', () => {
    for (const t of TEAM_CARDS) {
      const first = teamCard(t.id, true);
      expect(first?.fo).toBe(t.fo);
      expect(first?.roster).not.toEqual(t.roster);
    }
  });
});
