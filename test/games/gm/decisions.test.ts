import { describe, expect, it } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { gmModule } from '../../../src/games/gm';
import { PLAYERS, teamCard } from '../../../src/games/gm/content';
import { startLeague, startTeam } from '../../../src/games/gm/rules/dice';
import { costFor } from '../../../src/games/gm/rules/draft';
import { diceOf } from '../../../src/games/gm/rules/helpers';
import { scoreTable } from '../../../src/games/gm/rules/scoring';
import type { Gm } from '../../../src/games/gm/state';
import { act, atScoring, chooseAll, ctxFor, rig, start } from './helpers';

const plain = PLAYERS.filter((p) => !p.prospect && !p.ability);

describe('decisions (docs/games/gm.md)', () => {
  it('D17 §Setup 2: the Team/Manager choice is open and simultaneous: everyone is asked at once', () => {
    let s = start(4);
    expect(gmModule.prompts(s).map((p) => [p.seat, p.kind])).toEqual([
      [0, 'turn'],
      [1, 'turn'],
      [2, 'turn'],
      [3, 'turn'],
    ]);
    s = act(s, 2, { t: 'choose', team: s.gms[2]?.offer[1] ?? '' });
    expect(gmModule.view(s, 0).gms[2]?.team).toBe(s.gms[2]?.offer[1]);
    expect(gmModule.prompts(s).map((p) => p.seat)).toEqual([0, 1, 3]);
  });

  it('D9 §1 Decline: a declined card goes to the face-down discard pile, which nobody tracks', () => {
    let s = chooseAll(start(2));
    const c = s.gms[0]?.hand.cards[0] ?? '';
    s = act(s, 0, { t: 'decline', c });
    s = act(s, 1, { t: 'decline', c: s.gms[1]?.hand.cards[0] ?? '' });
    const i = s.discard.cards.indexOf(c);
    expect(s.discard.$zone).toBe('none');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(s.discard.$seen).toBe(undefined);
    expect(gmModule.view(s, 0).discard).toEqual({ $zone: 'none', cards: [], n: 2 });
  });

  it('D5 §3 1: the Stadium takes every contributed die (no 60-dice cap)', () => {
    let s = chooseAll(start(6));
    const heavy = plain.filter((p) => p.league >= 2);
    for (let m = 0; m < 6; m++)
      s = rig(s, m, {
        roster: heavy.slice(5 * m, 5 * m + 5).map((p) => ({ id: p.id })),
        manager: 't10',
        cash: 1,
      });
    const given = s.gms.reduce((n, g) => n + diceOf(g, 'league'), 0);
    const league = startLeague(s, ctxFor('stadium'));
    expect(league.tray.length).toBe(given);
  });

  it('D13: Dot Fairweather (t01) rolls one more Team die; Hank Mulroney (t02) gives one more League die', () => {
    const s = chooseAll(start(2));
    const base = rig(s, 0, { roster: [{ id: 'p002' }], manager: 't10', cash: 5 }).gms[0] as Gm;
    const dot = rig(s, 0, { roster: [{ id: 'p002' }], manager: 't01', cash: 5 }).gms[0] as Gm;
    const hank = rig(s, 0, { roster: [{ id: 'p002' }], manager: 't02', cash: 5 }).gms[0] as Gm;
    expect(diceOf(dot, 'team')).toBe(diceOf(base, 'team') + 1);
    expect(diceOf(hank, 'league')).toBe(diceOf(base, 'league') + 1);
    const rolled = startTeam(
      rig(s, 0, { roster: [{ id: 'p002' }], manager: 't01', cash: 5 }),
      ctxFor('dot'),
    );
    expect(rolled.gms[0]?.pool.length).toBe(diceOf(base, 'team') + 1);
  });

  it('D13: an extra-die ability counts only with another player of its logo on the roster', () => {
    const p = PLAYERS.find(
      (x) => x.ability?.k === 'extraDie' && x.ability.dice === 'team' && !x.prospect,
    );
    if (!p || p.ability?.k !== 'extraDie') throw new Error('no extra-die card');
    const logo = p.ability.logo;
    const mate = plain.find((x) => x.logo === logo && x.id !== p.id);
    const other = plain.find((x) => x.logo !== logo);
    const s = chooseAll(start(2));
    const withMate = rig(s, 0, {
      roster: [{ id: p.id }, { id: mate?.id ?? '' }],
      manager: 't10',
      cash: 1,
    });
    const without = rig(s, 0, {
      roster: [{ id: p.id }, { id: other?.id ?? '' }],
      manager: 't10',
      cash: 1,
    });
    expect(diceOf(withMate.gms[0] as Gm, 'team')).toBe(p.team + (mate?.team ?? 0) + 1);
    expect(diceOf(without.gms[0] as Gm, 'team')).toBe(p.team + (other?.team ?? 0));
  });

  it('D13: Mo Tallis (t05) +1 per scoring former prospect; Sid Calloway (t10) holds four dice', () => {
    const pro = PLAYERS.find((p) => p.prospect && p.slots.length === 1);
    if (!pro) throw new Error('no one-slot prospect');
    const roster = zone('all', [
      { id: pro.id, paid: 0, dice: [pro.slots[0] ?? null], kept: false },
    ]);
    expect(scoreTable({ roster, team: null, manager: 't05', cash: 0 }).at(-1)?.wins).toBe(1);
    expect(teamCard('t10').manager.slots).toBe(4);
  });

  it('D13: Nell Brannigan (t11) signs players of $3M or more for $1M less', () => {
    const dear = plain.find((p) => p.salary >= 3);
    const cheap = plain.find((p) => p.salary <= 2);
    if (!dear || !cheap) throw new Error('no salaries');
    const nell = { roster: zone('all', []), manager: 't11' };
    expect(costFor(nell, dear.id)).toBe(dear.salary - 1);
    expect(costFor(nell, cheap.id)).toBe(cheap.salary);
  });

  it('D26 §4: after scoring every die returns to the supply, on players and the Manager', () => {
    let s = chooseAll(start(2));
    const p = plain.find((x) => x.slots.length === 1);
    if (!p) throw new Error('no one-slot player');
    s = rig(s, 0, {
      roster: [{ id: p.id, dice: [p.slots[0] ?? null] }],
      manager: 't10',
      held: ['arm', null, null, null],
      cash: 3,
    });
    s = rig(s, 1, { roster: [{ id: plain[5]?.id ?? '' }], cash: 9 });
    s = act(atScoring(s), 0, { t: 'ready' });
    expect(s.phase).toBe('arb');
    expect(
      s.gms.flatMap((g) => g.roster.cards.flatMap((c) => c.dice)).every((d) => d === null),
    ).toBe(true);
    expect(s.gms[0]?.held).toEqual([null, null, null, null]);
  });
});
