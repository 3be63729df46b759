import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/engine/messages';
import { MESSAGES } from '../../../src/games/gm/messages';
import { gmModule } from '../../../src/games/gm';
import { PLAYERS } from '../../../src/games/gm/content';
import { startLeague } from '../../../src/games/gm/rules/dice';
import { scoreTable } from '../../../src/games/gm/rules/scoring';
import type { Skill } from '../../../src/games/gm/types';
import {
  act,
  atTeamDice,
  chooseAll,
  ctxFor,
  lastLog,
  logged,
  rig,
  start,
  type GmState,
} from './helpers';

const GUS = 'p001'; // 1B, slots Hit, Power, Hit
const plain = (league: number, team = 0, n = 1, not: string[] = []) =>
  PLAYERS.filter(
    (p) =>
      !p.prospect && !p.ability && p.league === league && p.team === team && !not.includes(p.id),
  )
    .slice(0, n)
    .map((p) => p.id);

function gusTable(pool: Skill[]): GmState {
  let s = chooseAll(start(2));
  s = rig(s, 0, { roster: [{ id: GUS }], manager: 't10', cash: 5 });
  s = rig(s, 1, { roster: [], manager: 't10', cash: 5 });
  return atTeamDice(s, [pool, []]);
}

describe('§2 Roll Team Dice', () => {
  it('§2 example: a matching die goes on the matching icon, another turns into a red square', () => {
    let s = gusTable(['hit', 'speed']);
    const hits = gmModule.actions(s, 0).filter((a) => a.t === 'place' && a.face === 'hit');
    // On Gus only the first open Hit slot (the black square); or the Manager.
    expect(hits).toEqual([
      { t: 'place', face: 'hit', card: 0, slot: 0 },
      { t: 'place', face: 'hit', card: -1, slot: 0 },
    ]);
    s = act(s, 0, { t: 'place', face: 'hit', card: 0, slot: 0 });
    const speeds = gmModule.actions(s, 0).filter((a) => a.t === 'place' && a.card === 0);
    expect(speeds).toEqual([
      { t: 'place', face: 'speed', card: 0, slot: 1 },
      { t: 'place', face: 'speed', card: 0, slot: 2 },
    ]);
    s = act(s, 0, { t: 'place', face: 'speed', card: 0, slot: 1 });
    // With a non-matching die Gus can only reach Base Wins, once his third slot is filled.
    const gus = s.gms[0]?.roster.cards[0];
    if (!gus) throw new Error('no Gus');
    expect(
      scoreTable({
        roster: { $zone: 'all', cards: [{ ...gus, dice: ['hit', 'speed', 'hit'] }] },
        team: null,
        manager: null,
        cash: 0,
      })[0],
    ).toMatchObject({ why: 'base', wins: 3 });
  });

  it('§2: the log names the skill as printed and the player card by name', () => {
    const s = act(gusTable(['arm', 'hit']), 0, { t: 'place', face: 'hit', card: 0, slot: 0 });
    const name = PLAYERS.find((p) => p.id === GUS)?.name;
    const line = (msg: string) => {
      const l = lastLog.find((x) => x.msg === msg);
      return (
        l &&
        formatMessage(
          MESSAGES[msg],
          msg,
          l.args,
          () => 'Ann',
          (k) => MESSAGES[k],
        )
      );
    };
    expect(line('gm.log.place')).toBe(`Ann puts the Hit die on ${name}.`);
    act(s, 0, { t: 'place', face: 'arm', card: -1, slot: 0 });
    expect(line('gm.log.hold')).toContain('Arm');
  });

  it('D16: a die may not go on a non-matching slot while its matching slot on that card is open', () => {
    const s = gusTable(['hit']);
    expect(() => act(s, 0, { t: 'place', face: 'hit', card: 0, slot: 1 })).toThrow(
      expect.objectContaining({ code: 'bad-slot' }),
    );
  });

  it('§2 2: every die must be assigned while a slot is open: no pass, the prompt stays', () => {
    let s = gusTable(['eye', 'eye', 'eye', 'eye', 'eye', 'eye']);
    expect(gmModule.actions(s, 0).some((a) => a.t !== 'place')).toBe(false);
    expect(gmModule.prompts(s).map((p) => p.seat)).toEqual([0]);
    // Gus has three slots and the Manager (t10, Sid Calloway) four: seven open slots.
    for (let k = 0; k < 6; k++) {
      const a = gmModule.actions(s, 0)[0];
      if (!a) throw new Error('no action');
      s = act(s, 0, a);
    }
    expect(s.phase).not.toBe('team');
  });

  it('§2 2: when every slot is filled, the extra dice are discarded', () => {
    let s = chooseAll(start(2));
    s = rig(s, 0, { roster: [{ id: GUS }], manager: 't01', cash: 5 });
    s = rig(s, 1, { roster: [], manager: 't10', cash: 5 });
    s = atTeamDice(s, [['hit', 'power', 'hit', 'eye', 'eye', 'eye'], []]);
    // Gus's three slots and Dot Fairweather's single slot: after four dice, two are discarded.
    for (const a of [
      { t: 'place', face: 'hit', card: 0, slot: 0 },
      { t: 'place', face: 'power', card: 0, slot: 1 },
      { t: 'place', face: 'hit', card: 0, slot: 2 },
    ] as const)
      s = act(s, 0, a);
    s = act(s, 0, { t: 'place', face: 'eye', card: -1, slot: 0 });
    expect(logged('gm.log.extras')).toBe(true);
    expect(s.gms[0]?.pool).toEqual([]);
  });

  it('Manager Cards: held dice move to players, never back; only dice that exist move', () => {
    let s = gusTable(['speed', 'power']);
    s = act(s, 0, { t: 'place', face: 'power', card: -1, slot: 0 });
    expect(s.gms[0]?.held[0]).toBe('power');
    expect(gmModule.actions(s, 0)).toContainEqual({ t: 'move', from: 0, card: 0, slot: 1 });
    s = act(s, 0, { t: 'move', from: 0, card: 0, slot: 1 });
    expect(s.gms[0]?.held[0]).toBe(null);
    expect(s.gms[0]?.roster.cards[0]?.dice[1]).toBe('power');
    expect(() => act(s, 0, { t: 'move', from: 0, card: 0, slot: 0 })).toThrow(
      expect.objectContaining({ code: 'no-held-die' }),
    );
    // No action ever takes a die off a player.
    expect(gmModule.actions(s, 0).every((a) => a.t === 'place' || a.t === 'move')).toBe(true);
  });
});

describe('§3 League Dice Draft', () => {
  /** Rosters contributing `league` dice each, with this much uncommitted money. */
  function tableOf(contrib: number[], cash: number[]): GmState {
    let s = chooseAll(start(contrib.length));
    const used: string[] = [];
    contrib.forEach((n, m) => {
      const twos = plain(2, 0, Math.floor(n / 2), used);
      used.push(...twos);
      const ones = plain(1, 0, n % 2, used);
      used.push(...ones);
      s = rig(s, m, {
        roster: [...twos, ...ones].map((id) => ({ id })),
        manager: 't10',
        cash: cash[m] ?? 0,
      });
    });
    return atTeamDice(
      s,
      contrib.map(() => []),
    );
  }

  it('§3 2: contributions A 4, B 4, C 2 with $3M and $5M: B rolls and picks first, then clockwise', () => {
    const s = startLeague(tableOf([4, 4, 2], [3, 5, 9]), ctxFor('league'));
    expect(s.tray.length).toBe(10);
    expect(s.roller).toBe(1);
    expect(gmModule.prompts(s)).toEqual([{ seat: 1, kind: 'turn', msg: 'gm.prompt.league' }]);
    const a = gmModule.actions(s, 1).find((x) => x.t === 'draft');
    if (!a) throw new Error('no pick');
    const next = act(s, 1, a);
    expect(next.picker).toBe(2);
    expect(next.tray.length).toBe(9);
    expect(() => act(next, 1, a)).toThrow(expect.objectContaining({ code: 'not-your-pick' }));
  });

  it('D6: a tie on dice and money is settled by a roll-off among the tied GMs', () => {
    const rollers = new Set<number>();
    for (let i = 0; i < 12; i++)
      rollers.add(startLeague(tableOf([2, 2, 1], [4, 4, 9]), ctxFor(`tie-${i}`)).roller);
    expect([...rollers].sort()).toEqual([0, 1]);
  });

  it('§3 3, D18: a GM with no open slot still picks in turn, and must discard the die', () => {
    let s = tableOf([2, 0], [3, 3]);
    const full = s.gms[1];
    if (!full) throw new Error('no GM');
    s = {
      ...s,
      gms: [s.gms[0] as typeof full, { ...full, held: full.held.map(() => 'eye' as const) }],
    };
    s = startLeague(s, ctxFor('burn'));
    s = act(s, 0, gmModule.actions(s, 0).find((a) => a.t === 'draft') ?? { t: 'ready' });
    expect(s.picker).toBe(1);
    const acts = gmModule.actions(s, 1);
    expect(acts.length).toBeGreaterThan(0);
    expect(acts.every((a) => a.t === 'burn')).toBe(true);
    const after = act(s, 1, acts[0] ?? { t: 'ready' });
    expect(logged('gm.log.burn')).toBe(true);
    // Both dice drafted: the Stadium is empty and the season moves on to scoring.
    expect(after.tray).toEqual([]);
    expect(after.last?.season).toBe(1);
  });

  it('D4: before scoring, a GM holding dice with open player slots may move them, then is ready', () => {
    let s = tableOf([1, 0], [3, 3]);
    const g = s.gms[0];
    if (!g) throw new Error('no GM');
    s = { ...s, gms: [{ ...g, held: ['arm', null, null, null] }, s.gms[1] as typeof g] };
    s = startLeague(s, ctxFor('final'));
    // Seat 0 picks the only die; then scoring waits for seat 0's held Arm die.
    s = act(
      s,
      0,
      gmModule.actions(s, 0).find((a) => a.t === 'draft' && a.card === -1) ?? { t: 'ready' },
    );
    expect(s.phase).toBe('final');
    expect(gmModule.prompts(s).map((p) => p.seat)).toEqual([0]);
    expect(gmModule.actions(s, 0).at(-1)).toEqual({ t: 'ready' });
    s = act(s, 0, { t: 'ready' });
    expect(s.phase === 'arb' || s.phase === 'draft').toBe(true);
    expect(s.last?.season).toBe(1);
  });
});
