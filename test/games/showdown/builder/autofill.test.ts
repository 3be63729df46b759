import { describe, expect, test } from 'vitest';
import { findCard, TEAMS } from '../../../../src/games/showdown/content';
import { autoFill } from '../../../../src/games/showdown/builder/autofill';
import * as edit from '../../../../src/games/showdown/builder/draft';
import { fivefoldPoints, validateTeam } from '../../../../src/games/showdown/validate';
import type { Team } from '../../../../src/games/showdown/types';

const blank = () => edit.draftOf(edit.blankTeam('t', 'Mine'));
const problems = (d: edit.Draft) => validateTeam(edit.teamOfDraft(d)).map((p) => p.code);

describe('Fill in the rest (team builder, §BUILDING YOUR OWN TEAM, §STRATEGY DECKS)', () => {
  test('an empty team becomes a legal one, within the points, spending most of them', () => {
    const d = autoFill(blank());
    expect(problems(d)).toEqual([]);
    const points = fivefoldPoints(edit.teamOfDraft(d)) / 5;
    expect(points).toBeLessThanOrEqual(5000);
    expect(points).toBeGreaterThan(4500);
  });

  test('the manager’s players, lineup and cards are kept; only the rest is filled', () => {
    for (const ready of TEAMS) {
      for (const keep of [0, 3, 7, 11, 15, 19]) {
        const team: Team = {
          ...ready,
          roster: ready.roster.slice(0, keep),
          lineup: [],
          rotation: [],
          deck: (ready.deck ?? []).slice(0, keep * 2),
          sideboard: (ready.sideboard ?? []).slice(0, keep % 5),
        };
        const start = edit.draftOf(team);
        const d = autoFill(start);
        expect(problems(d), `${ready.id} keeping ${keep}`).toEqual([]);
        for (const e of team.roster) expect(d.roster).toContainEqual(e);
        expect(d.deck.slice(0, team.deck?.length ?? 0)).toEqual(team.deck);
        expect(d.sideboard.slice(0, team.sideboard?.length ?? 0)).toEqual(team.sideboard);
      }
    }
  });

  test('a legal team is left as it is', () => {
    for (const ready of TEAMS) {
      const d = edit.draftOf(ready);
      expect(edit.teamOfDraft(autoFill(d))).toEqual(edit.teamOfDraft(d));
    }
  });

  test('a written lineup that is legal is kept, not rewritten by point value', () => {
    const ready = TEAMS[0] as Team;
    const order = [...ready.lineup].reverse();
    const d = autoFill(edit.draftOf({ ...ready, lineup: order, deck: [], sideboard: [] }));
    expect(edit.teamOfDraft(d).lineup).toEqual(order);
    expect(problems(d)).toEqual([]);
  });

  test('what adding cannot fix is left for the problems panel', () => {
    // Five starters: no card may be removed for the manager.
    const starters = [...new Set(TEAMS.flatMap((t) => t.roster.map((e) => e.p)))].filter((p) => {
      const c = findCard(p);
      return c?.kind === 'pitcher' && c.role === 'starter';
    });
    let d = blank();
    for (const p of starters.slice(0, 5)) d = edit.addPlayer(d, p);
    const filled = autoFill(d);
    expect(problems(filled)).toEqual(['starters']);
    expect(filled.roster.slice(0, 5)).toEqual(d.roster);
  });

  test('no card has more than 4 copies in deck and sideboard together', () => {
    const many = Array<string>(4).fill((TEAMS[0]?.deck ?? [])[0] as string);
    const d = autoFill({ ...blank(), sideboard: many });
    expect(d.deck).toHaveLength(60);
    expect(d.sideboard).toHaveLength(15);
    expect(d.deck.filter((n) => n === many[0])).toHaveLength(0);
    expect(problems(d)).toEqual([]);
  });
});
