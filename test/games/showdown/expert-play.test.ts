/**
 * The expert game played through the module (apply, actions, prompts): the intentional
 * walk and bunt decisions, extra bases sent and thrown at, double plays, expert
 * substitutions and emergency players, as §COMPLETE AT-BAT SEQUENCE orders them.
 */
import { describe, expect, it } from 'vitest';
import { showdownModule as sd } from '../../../src/games/showdown';
import { card, qualifies } from '../../../src/games/showdown/content';
import { isEmergency, isEmergencyArm } from '../../../src/games/showdown/content/emergency';
import { copyState } from '../../../src/games/showdown/rules/copy';
import { bullpen, sideOf } from '../../../src/games/showdown/rules/lineup';
import type { Runner, ShowdownAction, ShowdownState } from '../../../src/games/showdown/state';
import { def, diceFor, off, opening, scripted, withSide } from './helpers';
import { refusalCode } from '../../helpers/refusal';
import { canUndo, createSession, dispatch, replay } from '../../../src/engine/session';

const PASS: ShowdownAction = { t: 'pass' };

/** An expert opening (Herons at Lamplighters) with runners and outs set, in `subs`. */
function at(bases: (string | null)[], outs: number, options: Record<string, string> = {}) {
  const s = opening({ level: 'expert', ...options });
  const g = copyState(s);
  const pid = def(s).pitcher;
  g.bases = bases.map((p): Runner | null => (p ? { p, by: pid } : null));
  g.outs = outs;
  return g as ShowdownState;
}

/** Applies the action of whoever decides now; dice from `rolls`. */
function act(s: ShowdownState, a: ShowdownAction, rolls: number[] = []): ShowdownState {
  return sd.apply(s, s.turn, a, scripted(rolls).ctx);
}

/** Both managers pass the current window. */
const passBoth = (s: ShowdownState, rolls: number[] = []) =>
  sd.apply(act(s, PASS), s.turn === 0 ? 1 : 0, PASS, scripted(rolls).ctx);

describe('§COMPLETE AT-BAT SEQUENCE, expert steps 2-3 (with the passes of step 1: F7)', () => {
  it('§EXPERT MANAGERIAL OPTIONS: the defense decides on a walk with its pass, then the offense on a bunt with its closing pass', () => {
    let s = at(['h050', null, null], 0);
    // Step 1, the defense first: its pass is "Pitch to him" or "Walk him intentionally".
    expect(s.turn).toBe(s.home);
    expect(sd.prompts(s)).toMatchObject([
      { seat: s.home, kind: 'turn', msg: 'showdown.prompt.defenseCall' },
    ]);
    expect(sd.actions(s, s.turn).slice(0, 2)).toEqual([PASS, { t: 'ibb' }]);
    s = act(s, PASS);
    // The offense's pass would close the window: it may bunt with it (step 3 after step 2).
    expect(s.phase).toBe('subs');
    expect(s.turn).toBe(1 - s.home);
    expect(sd.prompts(s)).toMatchObject([
      { seat: 1 - s.home, kind: 'turn', msg: 'showdown.prompt.offenseCall' },
    ]);
    expect(sd.actions(s, s.turn).slice(0, 2)).toEqual([PASS, { t: 'bunt' }]);
    s = act(s, PASS);
    // Swing away: no separate walk or bunt question, the cards before the pitch.
    expect(s.phase).toBe('before');
    expect(s.ab?.call).toBeNull();
    expect(s.turn).toBe(s.home);
  });
  it('§EXPERT MANAGERIAL OPTIONS: the walk called in the window walks the batter with no further question', () => {
    let s = at([null, 'h044', null], 1);
    const batter = off(s).order[off(s).up];
    s = act(s, { t: 'ibb' });
    expect(s.walk).toBe(true);
    // The offense may still substitute, but is not offered a bunt: the batter was walked.
    expect(s.phase).toBe('subs');
    expect(sd.actions(s, s.turn)).not.toContainEqual({ t: 'bunt' });
    expect(refusalCode(() => act(s, { t: 'bunt' }))).toBe(
      'defense-decides-first §COMPLETE AT-BAT SEQUENCE',
    );
    s = act(s, PASS);
    // No bunt after an intentional walk: straight to the cards before the pitch.
    expect(s.phase).toBe('before');
    expect(s.walk).toBeUndefined();
    expect(s.ab?.call).toBe('ibb');
    // Closing the window rolls nothing (the scripted dice would throw if it did).
    s = passBoth(s, []);
    expect(s.phase).toBe('subs');
    expect(s.bases.map((r) => r?.p ?? null)).toEqual([batter, 'h044', null]);
    expect(s.outs).toBe(1);
    expect(s.last).toBeNull();
    expect(s.called).toEqual({ kind: 'ibb', batter });
    expect(off(s).order[off(s).up]).not.toBe(batter);
    // The next swing is the last play now.
    s = passBoth(s); // pitch to him, swing away
    const dice = diceFor(s, 'SO');
    if (!dice) throw new Error('no SO');
    s = passBoth(passBoth(s, dice));
    expect(s.called).toBeNull();
    expect(s.last?.result).toBe('SO');
  });
  it('§EXPERT MANAGERIAL OPTIONS: the walk called on the closing pass of the defense walks the batter', () => {
    let s = at([null, 'h044', null], 1);
    const rep = sd.actions(s, s.turn).find((a) => a.t === 'replace');
    if (rep?.t !== 'replace') throw new Error('no defensive replacement');
    s = act(act(s, rep), PASS); // the defense substitutes, the offense passes first…
    expect(sd.actions(s, s.turn)).toContainEqual({ t: 'ibb' });
    s = act(s, { t: 'ibb' }); // …and the defense's closing pass walks him: no bunt question
    expect(s.phase).toBe('before');
    expect(s.ab?.call).toBe('ibb');
  });
  it('§EXPERT SUBSTITUTIONS: a substitution after a walk call clears it; the defense decides again', () => {
    let s = act(at([null, 'h044', null], 1), { t: 'ibb' });
    const sub = sd.actions(s, s.turn).find((a) => a.t === 'pinch');
    if (sub?.t !== 'pinch') throw new Error('no pinch hitter');
    s = act(s, sub);
    expect(s.walk).toBeUndefined();
    expect(s.phase).toBe('subs');
    expect(s.turn).toBe(s.home);
    expect(s.passes).toBe(0);
    // The defense pitches to the pinch hitter this time: no walk.
    s = act(act(s, PASS), PASS);
    expect(s.phase).toBe('before');
    expect(s.ab?.call).toBeNull();
  });
  it('§COMPLETE AT-BAT SEQUENCE: the bunt is offered only on the closing pass', () => {
    let s = at(['h050', null, null], 0);
    const rep = sd.actions(s, s.turn).find((a) => a.t === 'replace');
    if (rep?.t !== 'replace') throw new Error('no defensive replacement');
    s = act(s, rep);
    // The offense's pass would not close the window (the defense substituted): no bunt.
    expect(s.turn).toBe(1 - s.home);
    expect(s.passes).toBe(0);
    expect(sd.actions(s, s.turn)).not.toContainEqual({ t: 'bunt' });
    expect(sd.prompts(s)).toMatchObject([{ msg: 'showdown.prompt.offense' }]);
    expect(refusalCode(() => act(s, { t: 'bunt' }))).toBe(
      'defense-decides-first §COMPLETE AT-BAT SEQUENCE',
    );
    s = act(s, PASS);
    expect(s.turn).toBe(s.home);
    expect(sd.actions(s, s.turn)).toContainEqual({ t: 'ibb' });
    // The window closes on the defense's pass: the offense was not asked yet, so it is now.
    s = act(s, PASS);
    expect(s.phase).toBe('bunt');
    expect(s.turn).toBe(1 - s.home);
    expect(sd.actions(s, s.turn)).toEqual([PASS, { t: 'bunt' }]);
    s = act(s, { t: 'bunt' });
    expect(s.phase).toBe('before');
    expect(s.ab?.call).toBe('bunt');
  });
  it('§EXPERT MANAGERIAL OPTIONS: a sacrifice bunt moves every runner up and puts the batter out', () => {
    let s = at(['h050', 'h044', null], 0);
    s = act(act(s, PASS), { t: 'bunt' });
    expect(s.phase).toBe('before');
    s = passBoth(s, []);
    expect(s.bases.map((r) => r?.p ?? null)).toEqual([null, 'h050', 'h044']);
    expect(s.outs).toBe(1);
  });
  it('§EXPERT MANAGERIAL OPTIONS: no bunt with a runner on third', () => {
    let s = act(at([null, null, 'h034'], 0), PASS);
    expect(sd.actions(s, s.turn)).not.toContainEqual({ t: 'bunt' });
    expect(sd.prompts(s)).toMatchObject([{ msg: 'showdown.prompt.offense' }]);
    expect(refusalCode(() => act(s, { t: 'bunt' }))).toBe(
      'runner-on-third §EXPERT MANAGERIAL OPTIONS',
    );
    s = act(s, PASS);
    expect(s.phase).toBe('before');
    const t = copyState(s);
    t.phase = 'bunt';
    t.turn = 1 - s.home;
    expect(refusalCode(() => act(t as ShowdownState, { t: 'bunt' }))).toBe(
      'runner-on-third §EXPERT MANAGERIAL OPTIONS',
    );
    // Closed on the defense's pass with a runner on third: no bunt question either.
    let d = at([null, null, 'h034'], 0);
    const rep = sd.actions(d, d.turn).find((x) => x.t === 'replace');
    if (!rep) throw new Error('no defensive replacement');
    d = act(act(act(d, rep), PASS), PASS);
    expect(d.phase).toBe('before');
  });
  it('§EXPERT MANAGERIAL OPTIONS: a walk or bunt is refused outside its decision', () => {
    const s = at([null, null, null], 0);
    expect(refusalCode(() => act(s, { t: 'bunt' }))).toBe(
      'offense-only §EXPERT MANAGERIAL OPTIONS',
    );
    const o = act(s, PASS);
    expect(refusalCode(() => act(o, { t: 'ibb' }))).toBe('defense-only §EXPERT MANAGERIAL OPTIONS');
    const before = act(o, PASS);
    expect(before.phase).toBe('before');
    expect(refusalCode(() => act(before, { t: 'ibb' }))).toBe('not-now §COMPLETE AT-BAT SEQUENCE');
    expect(refusalCode(() => act(before, { t: 'bunt' }))).toBe('not-now §COMPLETE AT-BAT SEQUENCE');
  });
  it('§EXPERT MANAGERIAL OPTIONS: a game saved in the old walk decision still plays it', () => {
    const g = copyState(at([null, null, null], 0));
    g.phase = 'ibb';
    g.ab = act(act(at([null, null, null], 0), PASS), PASS).ab;
    const s = g as ShowdownState;
    expect(sd.actions(s, s.turn)).toEqual([PASS, { t: 'ibb' }]);
    const b = act(s, PASS);
    expect(b.phase).toBe('bunt');
    expect(act(b, PASS).phase).toBe('before');
  });
  it('F7: a walk call is an ordinary move: a handoff checkpoint, replayed to the same state', () => {
    const init = {
      seed: 'f7-undo',
      options: { level: 'expert', home: '1', rotation: '1' },
      seats: [
        { name: 'A', kind: 'human' as const },
        { name: 'B', kind: 'human' as const },
      ],
    };
    let g = createSession(sd, init);
    // To a window where the defense decides, then walk the batter with its pass.
    for (let i = 0; i < 400; i++) {
      const t = g.table.g;
      if (t.phase === 'subs' && sd.actions(t, t.turn).some((a) => a.t === 'ibb')) break;
      const seat = (sd.prompts(t)[0] as { seat: number }).seat;
      g = dispatch(g, seat, sd.actions(t, seat)[0] as ShowdownAction);
    }
    const before = g.table.g;
    expect(before.phase).toBe('subs');
    const walked = dispatch(g, before.turn, { t: 'ibb' });
    expect(walked.table.g.walk).toBe(true);
    // It hands the decision to the offense: a checkpoint, as every pass that does (and the
    // old walk question's answer) is.
    expect(walked.moves.at(-1)?.checkpoint).toBe('handoff');
    expect(canUndo(walked)).toBe(false);
    const again = replay(sd, init, walked.moves);
    expect(again.table.g).toEqual(walked.table.g);
  });
  it('advanced level: the substitution window never lists a walk or a bunt', () => {
    let s = opening({ level: 'advanced' });
    for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
      const acts = sd.actions(s, s.turn);
      expect(acts.some((a) => a.t === 'ibb' || a.t === 'bunt')).toBe(false);
      const a = acts[i % acts.length] as ShowdownAction;
      s = sd.apply(
        s,
        s.turn,
        a,
        scripted(Array.from({ length: 40 }, (_, k) => 1 + ((i + k) % 20))).ctx,
      );
    }
    expect(refusalCode(() => act(opening({ level: 'advanced' }), { t: 'ibb' }))).toBe(
      'expert-only §EXPERT MANAGERIAL OPTIONS',
    );
  });
});

describe('§EXPERT ADVANCEMENT in play', () => {
  /** To the "on" window's end with dice giving the batter `result`. */
  function swing(s: ShowdownState, result: Parameters<typeof diceFor>[1]) {
    let g = passBoth(s); // substitutions: pitch to him, swing away
    const dice = diceFor(g, result);
    if (!dice) throw new Error(`no row for ${result}`);
    g = passBoth(g, dice); // before the pitch: pitch and swing
    expect(g.ab?.result).toBe(result);
    return passBoth(g); // on the result: carried out
  }
  it('§EXPERT ADVANCEMENT: the Edgar example, sent and thrown at in play', () => {
    let s = swing(at(['h050', 'h044', 'h034'], 2), '1B');
    expect(s.phase).toBe('send');
    expect(s.turn).toBe(1 - s.home);
    expect(off(s).runs).toBe(1);
    const sends = sd.actions(s, s.turn);
    expect(sends).toContainEqual({ t: 'send', b: [1, 2] });
    // The runner on second may not go alone: third is held by a runner who stays.
    expect(sends).not.toContainEqual({ t: 'send', b: [1] });
    s = act(s, { t: 'send', b: [1, 2] });
    expect(s.phase).toBe('throw');
    expect(s.turn).toBe(s.home);
    expect(sd.actions(s, s.turn)).toEqual([
      { t: 'throw', b: 1 },
      { t: 'throw', b: 2 },
    ]);
    expect(refusalCode(() => act(s, PASS))).toBe('choose-a-runner §EXPERT ADVANCEMENT');
    // The outfield throws at Edgar going to third and rolls 20: out, the third out.
    s = act(s, { t: 'throw', b: 1 }, [20]);
    expect(sideOf(s, 0).runs).toBe(2);
    // Step 8: the "after a hit" window opens on the third out too, then the sides change.
    expect(s.phase).toBe('after');
    expect(s.outs).toBe(3);
    s = passBoth(s);
    expect(s.half).toBe(1);
  });
  it('§EXPERT ADVANCEMENT: one runner sent needs no choice; held runners stay', () => {
    let s = swing(at([null, 'h034', null], 0), '1B');
    expect(s.phase).toBe('send');
    // The runner stops at third after the single; sent home, the throw (roll 1) misses.
    s = act(s, { t: 'send', b: [2] }, [1]);
    expect(off(s).runs).toBe(1);
    expect(s.phase).toBe('after');
    let h = swing(at([null, 'h034', null], 0), '1B');
    h = act(h, PASS);
    expect(h.bases[2]?.p).toBe('h034');
    expect(off(h).runs).toBe(0);
  });
  it('§DIFFERENT KINDS OF OUTS: a ground ball with a runner on first is a double-play throw', () => {
    // The infield rolls 20: the batter is out too.
    const s0 = at(['h050', null, null], 0);
    let g = passBoth(s0);
    const dice = diceFor(g, 'GB');
    if (!dice) throw new Error('no GB');
    g = passBoth(g, dice);
    g = passBoth(g, [20]);
    expect(g.outs).toBe(2);
    expect(g.bases).toEqual([null, null, null]);
  });
});

describe('§EXPERT SUBSTITUTIONS and §EMERGENCY PLAYERS in play', () => {
  it('§EXPERT SUBSTITUTIONS: the offense may send a pinch runner for a runner', () => {
    const s = at(['h050', null, null], 0);
    const o = act(s, PASS);
    const runners = sd.actions(o, o.turn).filter((a) => a.t === 'runner');
    expect(runners.length).toBeGreaterThan(0);
    const a = runners[0] as Extract<ShowdownAction, { t: 'runner' }>;
    const g = act(o, a);
    expect(g.bases[0]?.p).toBe(a.p);
    expect(sideOf(g, 0).gone).toContain('h050');
    expect(g.turn).toBe(s.home);
    expect(g.passes).toBe(0);
  });
  it('§INNINGS PITCHED: no pinch runner takes the starter out before the 5th unless he is tired', () => {
    // NL rules (the Kites at home): the Herons' starter bats, and he is on first.
    const s0 = at([null, null, null], 0, { team1: 'kites' });
    const starter = sideOf(s0, 0).pitcher;
    const s = copyState(s0);
    s.bases = [{ p: starter, by: def(s0).pitcher }, null, null];
    const o = act(s as ShowdownState, PASS); // the defense passes; the offense decides
    expect(o.turn).toBe(0);
    const runners = sd.actions(o, 0).filter((a) => a.t === 'runner');
    expect(runners.filter((a) => a.t === 'runner' && a.b === 0)).toEqual([]);
    const p = sd.actions({ ...o, inning: 5 }, 0).find((a) => a.t === 'runner' && a.b === 0);
    if (p?.t !== 'runner') throw new Error('no pinch runner from the 5th');
    expect(refusalCode(() => act(o, p))).toBe('starter-stays §INNINGS PITCHED');
    // From the 5th he may go: the team will need a pitcher when it takes the field.
    const g = act({ ...o, inning: 5 }, p);
    expect(g.bases[0]?.p).toBe(p.p);
    expect(sideOf(g, 0).gone).toContain(starter);
    expect(sideOf(g, 0).needP).toBe(true);
    // A tired starter may go earlier (2 IP, pitched the 1st and 2nd, now the 3rd).
    const tired = withSide({ ...o, inning: 3 }, 0, {
      pitchers: [{ id: starter, inn: 2, last: 2, r: 0, ip: 2 }],
    });
    expect(sd.actions(tired, 0)).toContainEqual(p);
  });
  it('§EXPERT SUBSTITUTIONS: a defensive replacement and an NL double switch are listed and work', () => {
    const s = at([null, null, null], 0, { team1: 'kites' });
    const acts = sd.actions(s, s.turn);
    const rep = acts.find((a) => a.t === 'replace');
    expect(rep).toBeDefined();
    // The Kites (NL at home) field now; their starter may not leave before the 5th.
    expect(acts.some((a) => a.t === 'switch')).toBe(false);
    const late = copyState(s);
    late.inning = 6;
    const sw = sd.actions(late as ShowdownState, s.turn).find((a) => a.t === 'switch');
    if (sw?.t !== 'switch') throw new Error('no double switch listed');
    const g = act(late as ShowdownState, sw);
    const side = def(g);
    expect(side.pitcher).toBe(sw.arm);
    expect(side.order[side.pSlot]).toBe(sw.arm);
    expect(side.order).toContain(sw.p);
    expect(side.field).toContain(sw.p);
  });
  it('§EMERGENCY PLAYERS: emergency relievers only once the bullpen is empty', () => {
    const s = at([null, null, null], 0);
    const late = copyState(s);
    late.inning = 6;
    const arms = () =>
      sd
        .actions(late as ShowdownState, s.turn)
        .filter((a) => a.t === 'pitcher' && isEmergencyArm(a.p));
    expect(arms()).toEqual([]);
    const side = def(late as ShowdownState);
    const empty = withSide(late as ShowdownState, s.home, {
      gone: [...side.gone, ...bullpen(side)],
    });
    const listed = sd.actions(empty, s.turn).filter((a) => a.t === 'pitcher');
    expect(listed.length).toBeGreaterThan(0);
    for (const a of listed) if (a.t === 'pitcher') expect(isEmergencyArm(a.p)).toBe(true);
    const a = listed[0] as Extract<ShowdownAction, { t: 'pitcher' }>;
    const g = act(empty, a);
    expect(def(g).pitchers.at(-1)).toMatchObject({ id: a.p, ip: 0 });
    expect(card(a.p)).toMatchObject({ kind: 'pitcher', control: 0, ip: 0 });
  });
  it('§EMERGENCY PLAYERS: a field that cannot be filled takes emergency fielders at the change of sides', () => {
    // Two outs; the Herons pinch-hit for their catcher with a bench hitter who cannot catch.
    let s = at([null, null, null], 2);
    const herons = sideOf(s, 0);
    const catcher = herons.field[0] as string;
    const slot = herons.order.indexOf(catcher);
    s = withSide(s, 0, { up: slot });
    let g = act(s, PASS);
    const pinch = sd
      .actions(g, g.turn)
      .find((a) => a.t === 'pinch' && !isEmergency(a.p) && !qualifies(a.p, 'C'));
    if (pinch?.t !== 'pinch') throw new Error('no pinch hitter who cannot catch');
    const catchers = herons.roster.filter((e) => e.p !== catcher && qualifies(e.p, 'C'));
    g = withSide(act(g, pinch), 0, {
      gone: [...sideOf(act(g, pinch), 0).gone, ...catchers.map((e) => e.p)],
    });
    g = act(act(g, PASS), PASS); // substitutions closed: pitch to him, swing away
    const dice = diceFor(g, 'SO');
    if (!dice) throw new Error('no SO');
    g = passBoth(passBoth(passBoth(g, dice))); // the third out, then the "after" window
    expect(g.half).toBe(1);
    const field = sideOf(g, 0).field;
    expect(isEmergency(field[0] as string)).toBe(true);
    const order = sideOf(g, 0).order;
    expect(order).toContain(field[0]);
    expect(sideOf(g, 0).gone.length).toBeGreaterThan(herons.gone.length + catchers.length);
    expect(sd.invariants?.(g)).toEqual([]);
  });
  it('§EMERGENCY PLAYERS: an emergency fielder at the plate gets no pitch', () => {
    let s = at([null, null, null], 0);
    s = withSide(s, 0, { order: sideOf(s, 0).order.map((p, i) => (i === 0 ? 'emergency-1' : p)) });
    s = passBoth(s);
    expect(s.phase).toBe('before');
    s = passBoth(s, [1]);
    expect(s.ab?.pitch).toBeNull();
    expect(s.ab?.adv).toBe('pitcher');
  });
  it('§EMERGENCY PLAYERS: an emergency fielder does not come in for an emergency fielder', () => {
    const s = at(['emergency-1', null, null], 0);
    const herons = sideOf(s, 0);
    const t = withSide(s, 0, { order: herons.order.map((p, i) => (i === 0 ? 'emergency-1' : p)) });
    const o = act(t, PASS);
    const runners = sd.actions(o, o.turn).filter((a) => a.t === 'runner');
    expect(runners.every((a) => a.t === 'runner' && !isEmergency(a.p))).toBe(true);
  });
});

describe('the line score in the expert game', () => {
  it('a hit counts once, whatever extra bases follow', () => {
    const s = at([null, 'h034', null], 0);
    let g = passBoth(s);
    const dice = diceFor(g, '1B');
    if (!dice) throw new Error('no 1B');
    g = passBoth(passBoth(g, dice));
    expect(g.phase).toBe('send');
    g = act(g, { t: 'send', b: [2] }, [1]);
    expect(off(g).hits).toBe(1);
  });
});

describe('expert decisions (docs/games/showdown.md, Expert decisions)', () => {
  it('§EXPERT MANAGERIAL OPTIONS: a bunt called before a runner reached third still moves him home', () => {
    const s = act(act(at(['h050', null, null], 0), PASS), { t: 'bunt' });
    // A steal card before the pitch put a runner on third: the bunt is carried out as called.
    const g = copyState(s);
    g.bases = [null, null, { p: 'h034', by: def(s).pitcher }];
    const after = passBoth(g as ShowdownState, []);
    expect(off(after).runs).toBe(1);
    expect(after.outs).toBe(1);
  });
  it('§EXPERT MANAGERIAL OPTIONS: a bunt with the bases empty is allowed', () => {
    const s = act(at([null, null, null], 0), PASS);
    expect(s.phase).toBe('subs');
    expect(sd.actions(s, s.turn)).toContainEqual({ t: 'bunt' });
    expect(act(s, { t: 'bunt' }).ab?.call).toBe('bunt');
  });
  it('§EMERGENCY PLAYERS: an emergency fielder replaces a fielder only when no bench hitter may', () => {
    const s = at([null, null, null], 0);
    const late = copyState(s);
    late.inning = 7;
    const ins = (x: ShowdownState) =>
      sd
        .actions(x, x.turn)
        .flatMap((a) => (a.t === 'replace' ? [a.p] : []))
        .filter((p, i, all) => all.indexOf(p) === i);
    expect(ins(late as ShowdownState).some(isEmergency)).toBe(false);
    const side = def(late as ShowdownState);
    const benchGone = side.roster
      .map((e) => e.p)
      .filter((p) => !side.order.includes(p) && card(p).kind === 'hitter');
    const empty = withSide(late as ShowdownState, s.home, { gone: [...side.gone, ...benchGone] });
    expect(ins(empty).length).toBeGreaterThan(0);
    expect(ins(empty).every(isEmergency)).toBe(true);
  });
  it('Glossary DESIGNATED HITTER: the DH is never sent into the field', () => {
    const s = at([null, null, null], 0);
    const late = copyState(s);
    late.inning = 7;
    const side = def(late as ShowdownState);
    const dh = side.order[side.dhSlot];
    expect(side.dhSlot).toBeGreaterThanOrEqual(0);
    const outs = sd
      .actions(late as ShowdownState, s.home)
      .flatMap((a) => (a.t === 'replace' ? [a.out] : []));
    expect(outs.length).toBeGreaterThan(0);
    expect(outs).not.toContain(dh);
  });
  it('Glossary BACKUP: backups take the field only from the 7th inning', () => {
    const s = at([null, null, null], 0);
    const side = def(s);
    const backups = side.roster.filter((e) => e.backup).map((e) => e.p);
    expect(backups.length).toBeGreaterThan(0);
    const ins = (inning: number, half: 0 | 1) => {
      const g = copyState(s);
      g.inning = inning;
      g.half = half;
      g.turn = s.home;
      return sd
        .actions(g as ShowdownState, s.home)
        .flatMap((a) => (a.t === 'replace' ? [a.p] : []));
    };
    for (const b of backups) {
      expect(ins(6, 0)).not.toContain(b);
      expect(ins(7, 0)).toContain(b);
    }
  });
});
