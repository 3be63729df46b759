import { describe, expect, it } from 'vitest';
import { findCard, PITCHERS, TEAMS } from '../../../../src/games/showdown/content';
import { makeTeam } from '../../../../src/games/showdown/custom-team';
import {
  addPlayer,
  blankTeam,
  draftOf,
  moveSpot,
  quickLineup,
  removePlayer,
  setRotation,
  setSpot,
  teamOfDraft,
} from '../../../../src/games/showdown/builder/draft';
import { setupChoices } from '../../../../src/games/showdown/builder/teams';
import { showdownModule } from '../../../../src/games/showdown';
import type { Team } from '../../../../src/games/showdown/types';
import { validateTeam } from '../../../../src/games/showdown/validate';

const ready = TEAMS[1] as Team;

describe('the draft', () => {
  it('round-trips a legal team through the editor unchanged', () => {
    expect(teamOfDraft(draftOf(ready))).toEqual(ready);
  });

  it('removing a player empties his batting spot and rotation place', () => {
    const starter = ready.rotation[0] ?? '';
    const batter = ready.lineup[0]?.p ?? '';
    const d = removePlayer(removePlayer(draftOf(ready), starter), batter);
    expect(d.rotation[0]).toBe('');
    expect(d.lineup[0]).toEqual({ p: '', pos: ready.lineup[0]?.pos });
    expect(teamOfDraft(d).lineup).toHaveLength(8);
    // Adding a starter back fills the first free rotation place.
    expect(addPlayer(d, starter).rotation[0]).toBe(starter);
  });

  it('a player moved to another spot leaves his old one; spots move up and down', () => {
    const d = draftOf(ready);
    const second = ready.lineup[1]?.p ?? '';
    const moved = setSpot(d, 0, { p: second });
    expect(moved.lineup[0]?.p).toBe(second);
    expect(moved.lineup[1]?.p).toBe('');
    expect(moveSpot(d, 0, 1).lineup.slice(0, 2)).toEqual([ready.lineup[1], ready.lineup[0]]);
    expect(moveSpot(d, 0, -1).lineup).toEqual(d.lineup);
    const starter = ready.rotation[3] ?? '';
    expect(setRotation(d, 0, starter).rotation).toEqual([
      starter,
      ...ready.rotation.slice(1, 3),
      '',
    ]);
  });

  it('the quick lineup (§BUILDING YOUR OWN TEAM) fills every position of every ready-made team', () => {
    for (const team of TEAMS) {
      const d = quickLineup({ ...draftOf(team), lineup: [] });
      expect(validateTeam(teamOfDraft(d)).map((p) => p.code)).toEqual([]);
      const points = teamOfDraft(d).lineup.map((s) => findCard(s.p)?.points ?? 0);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
  });

  it('adds nobody twice and no pitcher as a backup', () => {
    const p = PITCHERS[0]?.id ?? '';
    const d = addPlayer(addPlayer(draftOf(blankTeam('x', 'X')), p, true), p);
    expect(d.roster).toEqual([{ p }]);
  });
});

describe('the new-game choices', () => {
  const spec = showdownModule.meta.options.find((o) => o.key === 'team1');
  if (!spec) throw new Error('no team1 option');
  const legal = { id: 'a', name: 'Legal nine', data: makeTeam(ready), updatedAt: 1 };
  const draft = { id: 'b', name: 'Draft', data: makeTeam(blankTeam('b', 'Draft')), updatedAt: 2 };

  it('offer the ready-made teams, then the legal saved teams, never drafts', () => {
    const choices = setupChoices(spec, [legal, draft]) ?? [];
    expect(choices.map((c) => c.value)).toEqual([...TEAMS.map((t) => t.id), 'saved:a']);
    const mine = choices[choices.length - 1];
    expect(mine?.group).toBe('Your teams');
    expect(mine?.set.team1).toBe('custom');
    expect(JSON.parse(String(mine?.set.custom1))).toMatchObject({ id: 'a', name: 'Legal nine' });
  });

  it('leave other options to the form', () => {
    const level = showdownModule.meta.options.find((o) => o.key === 'level');
    expect(level && setupChoices(level, [legal])).toBeNull();
  });
});
