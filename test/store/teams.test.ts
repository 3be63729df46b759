/** Built teams: save, list per game, replace, delete; bad input refused. */
import { describe, expect, it } from 'vitest';
import { createTeamStore } from '../../src/store/teams';
import { setup } from './helpers';

describe('teams', () => {
  it('saves, lists a game’s teams newest first, replaces by id, deletes', async () => {
    const { db } = setup();
    let clock = 0;
    let n = 0;
    const teams = createTeamStore(db, { now: () => ++clock, newId: () => `t${++n}` });
    const a = await teams.saveTeam({ gameId: 'showdown', name: ' Aces ', data: '{"a":1}' });
    expect(a).toEqual({
      id: 't1',
      gameId: 'showdown',
      name: 'Aces',
      data: '{"a":1}',
      updatedAt: 1,
    });
    await teams.saveTeam({ gameId: 'showdown', name: 'Bats', data: '{}' });
    await teams.saveTeam({ gameId: 'other', name: 'Elsewhere', data: '{}' });
    expect((await teams.listTeams('showdown')).map((t) => t.name)).toEqual(['Bats', 'Aces']);

    const edited = await teams.saveTeam({ id: 't1', gameId: 'showdown', name: 'Aces', data: '[]' });
    expect(edited).toMatchObject({ id: 't1', data: '[]', updatedAt: 4 });
    expect((await teams.listTeams('showdown')).map((t) => t.id)).toEqual(['t1', 't2']);
    expect(await teams.getTeam('t1')).toEqual(edited);

    await teams.deleteTeam('t2');
    expect((await teams.listTeams('showdown')).map((t) => t.id)).toEqual(['t1']);
    expect(await teams.getTeam('t2')).toBeUndefined();
  });

  it.each([
    ['an empty name', { name: '  ', data: '{}' }],
    ['a name over 40 characters', { name: 'x'.repeat(41), data: '{}' }],
    ['data over 100,000 characters', { name: 'Big', data: 'x'.repeat(100_001) }],
  ])('refuses %s and writes nothing', async (_, input) => {
    const { db } = setup();
    const teams = createTeamStore(db);
    await expect(teams.saveTeam({ gameId: 'showdown', ...input })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(await db.teams.count()).toBe(0);
  });
});
