/**
 * §FULL GAME SETUP: "Now that you know who the home team is and where you are in your
 * rotations, both of you can change your starting lineups." One decision per manager,
 * visitors first; "Play ball" keeps the lineup as it stands.
 */
import { describe, expect, it } from 'vitest';
import type { View } from '../../../src/engine/hidden';
import { showdownModule as sd } from '../../../src/games/showdown';
import { card, qualifies } from '../../../src/games/showdown/content';
import { expertFielding } from '../../../src/games/showdown/rules/emergency';
import { bench, sideOf } from '../../../src/games/showdown/rules/lineup';
import type { Cards, ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import { POSITIONS, type Position } from '../../../src/games/showdown/types';
import { refusalCode } from '../../helpers/refusal';
import { pregame, scripted } from './helpers';

const act = (s: ShowdownState, a: ShowdownAction, seat = s.turn) =>
  sd.apply(s, seat, a, scripted([]).ctx);
const PASS: ShowdownAction = { t: 'pass' };

describe('§FULL GAME SETUP: changing the starting lineups', () => {
  it('the visitors decide first, then the home team; "Play ball" twice starts the game', () => {
    const s = pregame({ level: 'advanced' });
    expect([s.phase, s.turn]).toEqual(['lineup', 0]);
    expect(sd.prompts(s)).toMatchObject([{ seat: 0, kind: 'turn', msg: 'showdown.prompt.lineup' }]);
    // "Play ball" (keep) is offered first, so keeping the written lineup is one tap.
    expect(sd.actions(s, 0)[0]).toEqual(PASS);
    expect(sd.describe?.(PASS, 0, sd.view(s, 0))).toEqual({ msg: 'showdown.act.playBall' });
    expect(sd.actions(s, 1)).toEqual([]);
    expect(refusalCode(() => act(s, PASS, 1))).toBe('not-your-turn §COMPLETE AT-BAT SEQUENCE');
    const away = act(s, PASS);
    expect([away.phase, away.turn]).toEqual(['lineup', 1]);
    const g = act(away, PASS);
    expect([g.phase, g.turn, g.inning, g.half]).toEqual(['subs', 1, 1, 0]);
    // 3 cards each at setup, 1 more as the visitors come to the plate.
    for (const seat of [0, 1])
      expect(((g.cards as readonly Cards[])[seat] as View<Cards>).hand.cards).toHaveLength(4);
    expect(sd.invariants?.(g)).toEqual([]);
  });

  it('batting spots trade places; the DH spot moves along; the new leadoff man bats first', () => {
    const s = pregame();
    const side = sideOf(s, 0);
    const dh = side.order[side.dhSlot] as string;
    let g = act(s, { t: 'order', i: 0, j: side.dhSlot });
    expect(sideOf(g, 0).order[0]).toBe(dh);
    expect(sideOf(g, 0).dhSlot).toBe(0);
    expect(sideOf(g, 0).order[side.dhSlot]).toBe(side.order[0]);
    g = act(act(g, PASS), PASS);
    expect(sideOf(g, 0).order[sideOf(g, 0).up]).toBe(dh);
    expect(sd.invariants?.(g)).toEqual([]);
  });

  it('a listed change is the same move whatever the order of its fields; an extra field is refused', () => {
    const s = pregame();
    const listed = act(s, { t: 'order', i: 0, j: 1 });
    // A move read back from a file may carry its fields in another order.
    const reordered = JSON.parse('{"j":1,"i":0,"t":"order"}') as ShowdownAction;
    expect(act(s, reordered)).toEqual(listed);
    const extra = { t: 'order', i: 0, j: 1, k: 2 } as unknown as ShowdownAction;
    expect(refusalCode(() => act(s, extra))).toBe('no-spot §FULL GAME SETUP');
    // A field missing, another in its place with no value: as many fields, not the same ones.
    const missing = { t: 'order', i: 0, k: undefined } as unknown as ShowdownAction;
    expect(refusalCode(() => act(s, missing))).toBe('no-spot §FULL GAME SETUP');
  });

  it('§PLAYER POSITIONS: fielders trade positions only where their cards let them play', () => {
    // The Lamplighters (visiting) have two fielders who can trade.
    const s = pregame({ team0: 'lamplighters', team1: 'herons' });
    const field = sideOf(s, 0).field;
    const swaps = sd.actions(s, 0).filter((a) => a.t === 'field');
    expect(swaps.length).toBeGreaterThan(0);
    for (const a of swaps) {
      if (a.t !== 'field') continue;
      expect(qualifies(field[a.i] as string, POSITIONS[a.j] as Position)).toBe(true);
      expect(qualifies(field[a.j] as string, POSITIONS[a.i] as Position)).toBe(true);
    }
    // The catcher and the shortstop cannot trade (nobody on these teams plays both).
    const c = field[0] as string;
    const ss = field[4] as string;
    if (!qualifies(c, 'SS') || !qualifies(ss, 'C'))
      expect(refusalCode(() => act(s, { t: 'field', i: 0, j: 4 }))).toBe(
        'not-qualified §PLAYER POSITIONS',
      );
    const first = swaps[0] as Extract<ShowdownAction, { t: 'field' }>;
    const g = act(s, first);
    expect(sideOf(g, 0).field[first.i]).toBe(field[first.j]);
    expect(sideOf(g, 0).field[first.j]).toBe(field[first.i]);
    expect(sd.invariants?.(g)).toEqual([]);
  });

  it('§EMERGENCY PLAYERS: in the expert game anyone but a pitcher may start at first, out of position', () => {
    const s = pregame({ level: 'expert' });
    const side = sideOf(s, 0);
    const first = side.field[1] as string;
    const p = bench(s, side).find(
      (h) => !qualifies(h, '1B') && !side.roster.some((e) => e.p === h && e.backup),
    );
    if (!p) throw new Error('no regular on the bench without first base');
    const a = { t: 'start' as const, out: first, p };
    expect(sd.actions(s, 0)).toContainEqual(a);
    const g = act(s, a);
    expect(sideOf(g, 0).field[1]).toBe(p);
    expect(expertFielding(p, '1B')).toBe(-1);
    expect(sd.invariants?.(g)).toEqual([]);
    // Not in the basic game: his card does not list first base.
    expect(refusalCode(() => act(pregame(), a))).toBe('not-a-starter §FULL GAME SETUP');
  });

  it('a regular bench hitter may start; backups and pitchers never do', () => {
    const s = pregame();
    const side = sideOf(s, 0);
    const starts = sd.actions(s, 0).filter((a) => a.t === 'start');
    expect(starts.length).toBeGreaterThan(0);
    const backups = side.roster.filter((e) => e.backup).map((e) => e.p);
    for (const a of starts) {
      if (a.t !== 'start') continue;
      expect(backups).not.toContain(a.p);
      expect(card(a.p).kind).toBe('hitter');
      const pos = side.field.indexOf(a.out);
      if (pos >= 0) expect(qualifies(a.p, POSITIONS[pos] as Position)).toBe(true);
    }
    const dh = side.order[side.dhSlot] as string;
    const forDh = starts.find((a) => a.t === 'start' && a.out === dh);
    if (forDh?.t !== 'start') throw new Error('nobody may start at DH');
    const g = act(s, forDh);
    expect(sideOf(g, 0).order[side.dhSlot]).toBe(forDh.p);
    expect(sideOf(g, 0).gone).toEqual([]);
    expect(refusalCode(() => act(s, { t: 'start', out: dh, p: backups[0] ?? '' }))).toBe(
      'not-a-starter §FULL GAME SETUP',
    );
    // A changed lineup stands at the first pitch, and the replaced man is on the bench.
    const h = act(act(g, PASS), PASS);
    expect(sideOf(h, 0).order).toContain(forDh.p);
    expect(bench(h, sideOf(h, 0))).toContain(dh);
  });

  it('refused outside the lineup decisions', () => {
    const s = act(act(pregame(), PASS), PASS);
    expect(refusalCode(() => act(s, { t: 'order', i: 0, j: 1 }))).toBe(
      'not-before-the-game §FULL GAME SETUP',
    );
  });
});
