/**
 * §PLAYER POSITIONS: "If the player you're using as designated hitter takes the field, your
 * team loses its designated hitter for the rest of the game. That means your pitchers have
 * to bat in your lineup."
 */
import { describe, expect, it } from 'vitest';
import { showdownModule as sd } from '../../../src/games/showdown';
import { qualifies } from '../../../src/games/showdown/content';
import { sideOf } from '../../../src/games/showdown/rules/lineup';
import type { ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import { POSITIONS } from '../../../src/games/showdown/types';
import { refusalCode } from '../../helpers/refusal';
import { opening, scripted } from './helpers';

const act = (s: ShowdownState, a: ShowdownAction) => sd.apply(s, s.turn, a, scripted([]).ctx);

describe('§PLAYER POSITIONS: the DH takes the field', () => {
  it.each(['basic', 'advanced', 'expert'])(
    '%s: the team loses its DH and the pitcher bats in the replaced fielder’s spot',
    (level) => {
      const s = opening({ level }); // AL rules at the Lamplighters' park: both teams bat a DH
      const seat = s.home;
      expect(s.turn).toBe(seat);
      const side = sideOf(s, seat);
      const dh = side.order[side.dhSlot] as string;
      const moves = sd.actions(s, seat).filter((a) => a.t === 'dh');
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) {
        if (m.t !== 'dh') continue;
        const g = act(s, m);
        const after = sideOf(g, seat);
        const slot = side.order.indexOf(m.out);
        expect(after.dhSlot).toBe(-1);
        expect(after.pSlot).toBe(slot);
        expect(after.order[slot]).toBe(side.pitcher);
        expect(after.order).toContain(dh);
        expect(after.field).toContain(dh);
        expect(after.field).not.toContain(m.out);
        expect(after.gone).toContain(m.out);
        // Every fielder qualifies where he plays (basic and advanced: his card).
        if (level !== 'expert')
          after.field.forEach((p, i) => expect(qualifies(p, POSITIONS[i] as never)).toBe(true));
        expect(sd.invariants?.(g)).toEqual([]);
        // The offense decides next, as after any substitution; the DH move is not offered again.
        expect(g.turn).toBe(1 - seat);
        expect(sd.actions({ ...g, turn: seat }, seat).some((a) => a.t === 'dh')).toBe(false);
      }
    },
  );

  it('the DH takes the position of the man he replaces when he qualifies there', () => {
    const s = opening();
    const side = sideOf(s, s.home);
    const dh = side.order[side.dhSlot] as string;
    const at = side.field.findIndex((_, i) => qualifies(dh, POSITIONS[i] as never));
    if (at < 0) throw new Error('the DH qualifies nowhere');
    const out = side.field[at] as string;
    const g = act(s, { t: 'dh', out });
    expect(sideOf(g, s.home).field[at]).toBe(dh);
    // Nobody else moved.
    side.field.forEach((p, i) => {
      if (i !== at) expect(sideOf(g, s.home).field[i]).toBe(p);
    });
  });

  it('refused without a DH (NL rules), for the offense, and for a man not in the field', () => {
    const nl = opening({ team1: 'kites' });
    const f = sideOf(nl, nl.home).field[0] as string;
    expect(sd.actions(nl, nl.home).some((a) => a.t === 'dh')).toBe(false);
    expect(refusalCode(() => act(nl, { t: 'dh', out: f }))).toBe('no-dh §PLAYER POSITIONS');
    const al = opening();
    const mine = sideOf(al, al.home);
    expect(refusalCode(() => act(al, { t: 'dh', out: mine.pitcher }))).toBe(
      'dh-cannot-field §PLAYER POSITIONS',
    );
    const offense = act(al, { t: 'pass' });
    const theirs = sideOf(offense, 0).field[0] as string;
    expect(refusalCode(() => act(offense, { t: 'dh', out: theirs }))).toBe(
      'defense-only §SUBSTITUTIONS',
    );
  });
});
