/**
 * Who plays where during the game (§EXPERT SUBSTITUTIONS "You can juggle players between
 * positions", §PLAYER POSITIONS): a substitution places its newcomer automatically (kept
 * first, no extra tap), then the defense may have two fielders trade positions in its
 * substitution window, where their cards allow. Fielding reads the positions so chosen.
 */
import { describe, expect, it } from 'vitest';
import { showdownModule as sd } from '../../../src/games/showdown';
import { qualifies } from '../../../src/games/showdown/content';
import { groupFielding } from '../../../src/games/showdown/rules/cards';
import { sideOf } from '../../../src/games/showdown/rules/lineup';
import type { ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import { POSITIONS, type Position } from '../../../src/games/showdown/types';
import { refusalCode } from '../../helpers/refusal';
import { opening, play, scripted } from './helpers';

const act = (s: ShowdownState, a: ShowdownAction, seat = s.turn) =>
  sd.apply(s, seat, a, scripted([]).ctx);

describe('§PLAYER POSITIONS: the defense moves its fielders', () => {
  // The Lamplighters field first at home; two of their fielders can trade positions. Their
  // field changed (as when newcomers were placed): they may move fielders in this window.
  const s0 = opening({ level: 'advanced', team0: 'herons', team1: 'lamplighters' });
  const s: ShowdownState = { ...s0, juggle: true };

  it('no moving fielders when nothing changed in the field', () => {
    expect(sd.actions(s0, s0.home).some((a) => a.t === 'field')).toBe(false);
    expect(refusalCode(() => act(s0, { t: 'field', i: 0, j: 1 }))).toBe(
      'no-change-in-the-field §EXPERT SUBSTITUTIONS',
    );
  });

  it('newcomers placed as the team takes the field open the choice; it ends with the window', () => {
    let g = act(opening({ level: 'basic' }), { t: 'pass' }); // the defense passes
    const up = sideOf(g, 0);
    const batter = up.order[up.up] as string;
    const ph = sd.actions(g, 0).find((a) => a.t === 'pinch');
    if (ph?.t !== 'pinch') throw new Error('no pinch hitter');
    g = act(g, ph);
    // Two outs: the pinch hitter's at-bat is the third out; the Herons take the field.
    g = play({ ...g, outs: 2 }, 'SO').g;
    expect(g.half).toBe(1);
    if (sideOf(g, 0).field.includes(ph.p) && !sideOf(g, 0).field.includes(batter))
      expect(g.juggle).toBe(true);
    g = play(g, 'SO').g; // the window closes and the at-bat is played
    expect(g.juggle).toBeFalsy();
  });

  const home = s.home;
  const swaps = sd.actions(s, home).filter((a) => a.t === 'field');

  it('two fielders who qualify at each other’s positions may trade in the substitution window', () => {
    expect(swaps.length).toBeGreaterThan(0);
    // Passing (keeping everyone where he is) is still the first choice.
    expect(sd.actions(s, home)[0]).toEqual({ t: 'pass' });
    const a = swaps[0] as Extract<ShowdownAction, { t: 'field' }>;
    const field = sideOf(s, home).field;
    const g = act(s, a);
    expect(sideOf(g, home).field[a.i]).toBe(field[a.j]);
    expect(sideOf(g, home).field[a.j]).toBe(field[a.i]);
    for (const [k, p] of sideOf(g, home).field.entries())
      expect(qualifies(p, POSITIONS[k] as Position)).toBe(true);
    // Not a substitution: the defense keeps the decision, and the window starts over.
    expect([g.turn, g.passes]).toEqual([home, 0]);
    expect(sd.invariants?.(g)).toEqual([]);
    // The group Fielding of a check reads the new positions (same men, same total here).
    expect(groupFielding(g, 'outfield') + groupFielding(g, 'infield')).toBe(
      groupFielding(s, 'outfield') + groupFielding(s, 'infield'),
    );
  });

  it('refused where a card does not allow it, and for the offense', () => {
    const field = sideOf(s, home).field;
    const bad = [0, 4].every((k) => !qualifies(field[k] as string, k === 0 ? 'SS' : 'C'));
    if (bad)
      expect(refusalCode(() => act(s, { t: 'field', i: 0, j: 4 }))).toBe(
        'not-qualified §PLAYER POSITIONS',
      );
    const offense = act(s, { t: 'pass' });
    expect(sd.actions(offense, offense.turn).some((a) => a.t === 'field')).toBe(false);
    expect(refusalCode(() => act(offense, swaps[0] as ShowdownAction))).toBe(
      'defense-only §SUBSTITUTIONS',
    );
  });

  it('§EXPERT SUBSTITUTIONS: after a defensive replacement the newcomer can be moved', () => {
    const e = opening({ level: 'expert', team0: 'herons', team1: 'lamplighters' });
    const rep = sd.actions(e, home).find((a) => a.t === 'replace');
    if (rep?.t !== 'replace') throw new Error('no replacement');
    let g = act(e, rep);
    expect(g.juggle).toBe(true);
    // The man he replaces leaves his position to him when he can play it (automatic).
    const at = sideOf(e, home).field.indexOf(rep.out);
    if (qualifies(rep.p, POSITIONS[at] as Position)) expect(sideOf(g, home).field[at]).toBe(rep.p);
    g = act(g, { t: 'pass' }); // the offense
    const moves = sd.actions(g, home).filter((a) => a.t === 'field');
    for (const m of moves) {
      if (m.t !== 'field') continue;
      const h = act(g, m);
      expect(sd.invariants?.(h)).toEqual([]);
    }
  });
});
