/** Built teams in a game: the JSON option read where it enters, then played like any team. */
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/engine/options';
import { playGame } from '../../../src/engine/play';
import { showdownModule } from '../../../src/games/showdown';
import { TEAMS } from '../../../src/games/showdown/content';
import { makeTeam, parseTeam } from '../../../src/games/showdown/custom-team';
import { teamOf } from '../../../src/games/showdown/rules/setup';
import type { Team } from '../../../src/games/showdown/types';
import { refusal } from '../../helpers/refusal';

const ready = (i: number) => TEAMS[i] as Team;
/** A built team: a ready-made one under the builder's id and a name of its own. */
const built = (i: number, patch: Partial<Team> = {}): Team => ({
  ...ready(i),
  id: `built-${i}`,
  name: `Built ${i}`,
  ...patch,
});
const meta = showdownModule.meta;

describe('parseTeam / makeTeam', () => {
  it('round-trips every ready-made team', () => {
    for (const t of TEAMS) expect(parseTeam(makeTeam(t))).toEqual({ ok: true, team: t });
  });

  it.each([
    ['not JSON', '{', 'The team is not valid JSON.'],
    ['not an object', '[1]', 'A team is an object.'],
    ['no name', makeTeam(built(0, { name: ' ' })), 'A team name has 1 to 40 characters.'],
    [
      'a bad roster entry',
      JSON.stringify({ ...built(0), roster: [1] }),
      'A roster entry is not a player.',
    ],
    [
      'a lineup spot at no position',
      JSON.stringify({ ...built(0), lineup: [{ p: 'x', pos: 'P' }] }),
      'A lineup spot is not a player and a position.',
    ],
  ])('refuses %s with a message', (_, json, message) => {
    expect(parseTeam(json)).toEqual({ ok: false, problems: [message] });
  });
});

describe('a built team in the options', () => {
  it('is read for its seat under an id of that seat, so two seats never clash', () => {
    const json = makeTeam(built(0));
    const options = parseOptions(meta, 2, {
      team0: 'custom',
      custom0: json,
      team1: 'custom',
      custom1: json,
    });
    expect(teamOf(options, 0)).toMatchObject({ id: 'custom0:built-0', name: 'Built 0' });
    expect(teamOf(options, 1).id).toBe('custom1:built-0');
  });

  it('is refused with every construction message when illegal', () => {
    const illegal = built(1, { roster: ready(1).roster.slice(0, 19), deck: [] });
    const e = refusal(() => parseOptions(meta, 2, { team0: 'custom', custom0: makeTeam(illegal) }));
    expect(e.code).toBe('bad-option');
    expect(e.message).toContain('A team has exactly 20 players; this one has 19.');
    expect(e.message).toContain('The strategy deck has exactly 60 cards; this one has 0.');
  });

  it('§STRATEGY DECKS: a team built without a deck and sideboard is refused for an advanced game', () => {
    const { deck: _d, sideboard: _s, ...rest } = built(0);
    const bare: Team = rest;
    for (const level of ['advanced', 'expert']) {
      const e = refusal(() =>
        parseOptions(meta, 2, { level, team0: 'custom', custom0: makeTeam(bare) }),
      );
      expect(e.code).toBe('bad-option');
      expect(e.message).toContain('need a 60-card strategy deck and a 15-card sideboard');
      // Set up directly (past the options form), the game refuses it too, naming the rule.
      const r = refusal(() =>
        teamOf({ level, team0: 'custom', custom0: makeTeam(bare) } as never, 0),
      );
      expect([r.code, r.section]).toEqual(['no-deck', '§STRATEGY DECKS']);
    }
    // The basic game has no strategy cards: the same team plays it.
    const basic = parseOptions(meta, 2, { team0: 'custom', custom0: makeTeam(bare) });
    expect(teamOf(basic, 0).deck).toBeUndefined();
  });

  it('is refused when chosen but missing', () => {
    expect(refusal(() => parseOptions(meta, 2, { team1: 'custom' })).message).toBe(
      'Choose one of your teams: none was given.',
    );
  });

  it('is ignored when its seat plays a ready-made team', () => {
    expect(() => parseOptions(meta, 2, { custom0: 'junk' })).not.toThrow();
  });

  it.each(['basic', 'advanced'])('plays a full random %s game against a built team', (level) => {
    const options = parseOptions(meta, 2, {
      level,
      team0: 'custom',
      custom0: makeTeam(built(2)),
      team1: 'custom',
      custom1: makeTeam(built(3)),
    });
    const result = playGame(showdownModule, {
      seed: `built-${level}`,
      seats: 2,
      options,
      bots: [{ kind: 'random' }, { kind: 'random' }],
      checkInvariants: true,
    });
    expect(result.error).toBeNull();
    expect(result.invariantBreaks).toEqual([]);
    expect(result.outcome).not.toBeNull();
  });
});
