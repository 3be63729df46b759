/**
 * Backups (§BUILDING YOUR OWN TEAM, Glossary BACKUP, R1): a backup may pinch-hit (expert:
 * pinch-run) before the bottom of the 6th when he is replaced by a regular before his team
 * takes the field again; before the 7th a team never takes the field with a backup.
 */
import { describe, expect, it } from 'vitest';
import { showdownModule as sd } from '../../../src/games/showdown';
import { isEmergency } from '../../../src/games/showdown/content/emergency';
import { pinchHitters } from '../../../src/games/showdown/rules/moves';
import { backupPinchHitters, backupsToClear } from '../../../src/games/showdown/rules/backups';
import {
  battingSeat,
  bench,
  pitchingInning,
  sideOf,
} from '../../../src/games/showdown/rules/lineup';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import type { ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import { refusalCode } from '../../helpers/refusal';
import { off, opening, play, scripted, withSide } from './helpers';

const PASS: ShowdownAction = { t: 'pass' };
const act = (s: ShowdownState, a: ShowdownAction, rolls: number[] = []) =>
  sd.apply(s, s.turn, a, scripted(rolls).ctx);

const backupsOf = (s: ShowdownState, seat: number) =>
  sideOf(s, seat)
    .roster.filter((e) => e.backup)
    .map((e) => e.p);

/** The Herons (seat 0, visiting an AL park: DH) with the DH up, two outs, the offense to decide. */
function dhUp(inning: number, level = 'basic'): ShowdownState {
  const s0 = opening({ level });
  const s = withSide({ ...s0, inning, outs: 2 }, 0, { up: sideOf(s0, 0).dhSlot });
  return act(s, PASS); // the defense passes first
}

describe('Glossary BACKUP (R1)', () => {
  it('§BUILDING YOUR OWN TEAM: a backup pinch-hits in the 3rd and is replaced before the field', () => {
    let s = dhUp(3);
    const [backup] = backupsOf(s, 0);
    if (!backup) throw new Error('the Herons have no backup');
    expect(sd.actions(s, 0)).toContainEqual({ t: 'pinch', p: backup });
    s = act(s, { t: 'pinch', p: backup });
    expect(off(s).order[off(s).dhSlot]).toBe(backup);
    s = act(s, PASS); // the defense passes again; the offense passes: the at-bat is played
    s = play(s, 'SO').g;
    // The Herons take the field in the bottom of the 3rd: the backup must leave first.
    expect([s.inning, s.half, s.phase, s.turn]).toEqual([3, 1, 'backup', 0]);
    expect(sd.prompts(s)).toMatchObject([{ seat: 0, msg: 'showdown.prompt.backup' }]);
    expect(sd.invariants?.(s)).toEqual([]);
    const choices = sd.actions(s, 0);
    expect(choices.length).toBeGreaterThan(0);
    for (const a of choices) {
      expect(a).toMatchObject({ t: 'replace', out: backup });
      expect(backupsOf(s, 0)).not.toContain((a as { p: string }).p);
    }
    expect(refusalCode(() => act(s, PASS))).toBe('replace-the-backups Glossary BACKUP');
    const other = backupsOf(s, 0).find((p) => p !== backup) ?? '';
    expect(refusalCode(() => act(s, { t: 'replace', out: backup, p: other }))).toBe(
      'illegal-backup-replacement Glossary BACKUP',
    );
    const pick = choices[0] as Extract<ShowdownAction, { t: 'replace' }>;
    s = act(s, pick);
    expect(s.phase).toBe('subs');
    expect(sideOf(s, 0).order[sideOf(s, 0).dhSlot]).toBe(pick.p);
    expect(sideOf(s, 0).gone).toContain(backup);
    expect(sd.invariants?.(s)).toEqual([]);
  });

  it('§BUILDING YOUR OWN TEAM: a backup who pinch-hits in the bottom of the 6th stays (the field is the 7th)', () => {
    // The home Lamplighters bat in the bottom of the 6th with their DH up.
    const s0 = opening();
    const home = s0.home;
    let s = withSide({ ...s0, inning: 6, half: 1, outs: 2, turn: 1 - home }, home, {
      up: sideOf(s0, home).dhSlot,
    });
    s = act(s, PASS);
    const [backup] = backupsOf(s, home);
    if (!backup) throw new Error('no backup');
    s = act(s, { t: 'pinch', p: backup });
    s = act(s, PASS);
    s = play(s, 'SO').g;
    expect([s.inning, s.half, s.phase]).toEqual([7, 0, 'subs']);
    expect(sideOf(s, home).order).toContain(backup);
  });

  it('§BUILDING YOUR OWN TEAM: no early backup when no regular could replace him', () => {
    const s = dhUp(3);
    const backups = backupsOf(s, 0);
    const regulars = bench(s, sideOf(s, 0)).filter((p) => !backups.includes(p));
    expect(regulars.length).toBeGreaterThan(0);
    const bare = withSide(s, 0, { gone: [...sideOf(s, 0).gone, ...regulars] });
    for (const b of backups) expect(pinchHitters(bare)).not.toContain(b);
    expect(refusalCode(() => act(bare, { t: 'pinch', p: backups[0] ?? '' }))).toBe(
      'illegal-pinch-hitter §SUBSTITUTIONS',
    );
    // From the bottom of the 6th on, he need not leave: he may pinch-hit.
    expect(pinchHitters({ ...bare, inning: 7 })).toContain(backups[0]);
  });

  it('§EXPERT SUBSTITUTIONS: an early backup pinch runner leaves for a regular or an emergency fielder', () => {
    const s0 = opening({ level: 'expert' });
    const runner = sideOf(s0, 0).order[0] as string;
    let s: ShowdownState = {
      ...s0,
      inning: 2,
      outs: 2,
      bases: [{ p: runner, by: 'x' }, null, null],
    };
    s = act(s, PASS);
    const [backup] = backupsOf(s, 0);
    if (!backup) throw new Error('no backup');
    expect(sd.actions(s, 0)).toContainEqual({ t: 'runner', b: 0, p: backup });
    s = act(s, { t: 'runner', b: 0, p: backup });
    // Everyone passes; the pitcher's chart at a swing of 1 until the third out.
    while (s.phase !== 'backup' && s.half === 0) s = act(s, PASS, [20, 1]);
    expect([s.inning, s.half, s.phase]).toEqual([2, 1, 'backup']);
    const choices = sd.actions(s, 0);
    expect(choices.some((a) => a.t === 'replace' && isEmergency(a.p))).toBe(true);
    expect(choices.some((a) => a.t === 'replace' && !isEmergency(a.p))).toBe(true);
  });
});

describe('R1: the quick answer for pinch hitters with backups on the bench', () => {
  it('is the answer of trying every replacement, in random games at the basic and advanced levels', () => {
    let quick = 0;
    let compared = 0;
    for (const level of ['basic', 'advanced']) {
      for (let game = 0; game < 6; game++) {
        const { ctx } = scripted([]);
        const rng = makeRng(parseSeed(`backup-quick-${level}-${game}`));
        let s = sd.setup({ ...ctx, rng }, 2, { level, stop0: 'every', stop1: 'every' });
        for (let n = 0; n < 3000 && sd.prompts(s).length > 0; n++) {
          if (s.phase === 'subs') {
            const seat = battingSeat(s);
            const side = sideOf(s, seat);
            for (const ok of [true, false]) {
              for (const any of [false, true]) {
                const args = [s, seat, bench(s, side), () => ok, any] as const;
                const fast = backupPinchHitters(...args);
                expect(fast).toEqual(backupPinchHitters(...args, false));
                compared++;
              }
            }
            const up = side.up;
            if (
              up !== side.dhSlot &&
              up !== side.pSlot &&
              backupsToClear(side, pitchingInning(s, seat)).length === 0
            )
              quick++;
          }
          const seat = (sd.prompts(s)[0] as { seat: number }).seat;
          const acts = sd.actions(s, seat);
          // Mostly passes, with enough substitutions to bring backups into the lineup.
          const a = rng.int(3) === 0 ? acts[rng.int(acts.length)] : acts[0];
          s = sd.apply(s, seat, a as ShowdownAction, { ...ctx, rng });
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(quick).toBeGreaterThan(100);
  });
});
