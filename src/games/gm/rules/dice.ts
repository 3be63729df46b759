/**
 * §2 Roll Team Dice, §3 League Dice Draft, and the Manager's held dice: every die is assigned
 * while a slot is open; dice move from the Manager to players, never back (Manager Cards).
 */
import { must, type RulesCtx } from '../../../engine/types';
import { ref } from '../../../engine/messages';
import { DIE_FACES, player } from '../content';
import type { Gm, GmState } from '../state';
import type { Skill } from '../types';
import {
  copyGm,
  diceOf,
  edit,
  gm,
  hasOpenPlayerSlot,
  hasOpenSlot,
  isSpot,
  playerSpots,
  putDie,
  rosterOf,
  setGm,
  withoutOne,
} from './helpers';

const TEAM = '§2 Roll Team Dice';
const LEAGUE = '§3 League Dice Draft';
const MANAGER = 'Manager Cards';

function roll(n: number, ctx: RulesCtx): Skill[] {
  return Array.from({ length: n }, () => ctx.rng.rollFaces(DIE_FACES));
}

/** A GM whose slots are all filled discards the dice it still holds (§2 Assign 2). */
function discardExtras(g: Gm, m: number, ctx: RulesCtx): Partial<Gm> {
  if (g.pool.length === 0 || hasOpenSlot(g)) return {};
  ctx.log('gm.log.extras', { seat: m, n: g.pool.length });
  return { pool: [] };
}

/** §2 1: every GM rolls one die per Team Dice icon on its Active Roster. */
export function startTeam(s: GmState, ctx: RulesCtx): GmState {
  const gms = s.gms.map((g0, m) => {
    const g = copyGm(g0);
    g.pool = roll(diceOf(g0, 'team'), ctx);
    ctx.log('gm.log.teamRoll', {
      seat: m,
      dice: g.pool.length ? g.pool.map(skillRef) : ref('gm.w.none'),
    });
    return Object.assign(g, discardExtras(g, m, ctx));
  });
  return edit(s, { phase: 'team', gms, done: s.gms.map(() => false) });
}

/** Whether every team die has been assigned (or discarded). */
export const teamOver = (s: GmState): boolean =>
  s.phase === 'team' && s.gms.every((g) => g.pool.length === 0);

/** §2 2: GM `m` assigns one of its team dice to a slot. */
/** Log arguments for a die: the skill's printed name and the player card's name. */
/** A die face as a message of the catalog (its name in the reader's language). */
const skillRef = (face: string) => ref(`gm.w.skill.${face}`);

function dieLog(g: Gm, m: number, face: Skill, card: number) {
  const c = card < 0 ? undefined : g.roster.cards[card];
  return { seat: m, face: skillRef(face), card: c ? player(c.id).name : '' };
}

export function placeTeamDie(
  s: GmState,
  m: number,
  face: Skill,
  card: number,
  slot: number,
  ctx: RulesCtx,
): GmState {
  must(s.phase === 'team', 'not-team-dice', TEAM);
  const g = gm(s, m);
  must(g.pool.includes(face), 'no-such-die', TEAM, 'you rolled no die showing that face');
  must(isSpot(g, face, card, slot), 'bad-slot', `${TEAM} 2`, 'that slot is not open for this die');
  const next = copyGm(g);
  Object.assign(next, putDie(g, face, card, slot));
  next.pool = withoutOne(g.pool, face);
  Object.assign(next, discardExtras(next, m, ctx));
  ctx.log(card < 0 ? 'gm.log.hold' : 'gm.log.place', dieLog(g, m, face, card));
  return setGm(s, m, next);
}

/**
 * §3 1-2: everyone puts League Dice in the Stadium; the top contributor (tie: most uncommitted
 * money, then a roll-off, D6) rolls them all and picks first.
 */
export function startLeague(s: GmState, ctx: RulesCtx): GmState {
  const given = s.gms.map((g) => diceOf(g, 'league'));
  const total = given.reduce((a, b) => a + b, 0);
  const most = Math.max(...given);
  const top = given.flatMap((n, m) => (n === most ? [m] : []));
  const rich = Math.max(...top.map((m) => gm(s, m).cash));
  const richest = top.filter((m) => gm(s, m).cash === rich);
  const roller = richest.length === 1 ? (richest[0] as number) : ctx.rng.pick(richest);
  const tray = roll(total, ctx);
  if (total > 0) ctx.log('gm.log.leagueRoll', { seat: roller, n: total, dice: tray.map(skillRef) });
  return edit(s, { phase: 'league', tray, roller, picker: roller });
}

/** Whether every die in the Stadium has been drafted. */
export const leagueOver = (s: GmState): boolean => s.phase === 'league' && s.tray.length === 0;

/** §3 3: the picker takes one die and assigns it (or, with no open slot, discards it). */
export function draftDie(
  s: GmState,
  m: number,
  face: Skill,
  spot: { card: number; slot: number } | null,
  ctx: RulesCtx,
): GmState {
  must(s.phase === 'league', 'not-league-draft', LEAGUE);
  must(s.picker === m, 'not-your-pick', `${LEAGUE} 3`, 'picks go clockwise, one die at a time');
  must(s.tray.includes(face), 'no-such-die', LEAGUE, 'no die in the Stadium shows that face');
  const g = gm(s, m);
  let next: GmState;
  if (spot === null) {
    must(
      !hasOpenSlot(g),
      'must-assign',
      `${LEAGUE} 3`,
      'you must assign it: you have an open slot',
    );
    ctx.log('gm.log.burn', dieLog(g, m, face, -1));
    next = s;
  } else {
    must(hasOpenSlot(g), 'no-open-slot', `${LEAGUE} 3`, 'your slots are full: discard a die');
    must(isSpot(g, face, spot.card, spot.slot), 'bad-slot', `${LEAGUE} 3`);
    ctx.log(spot.card < 0 ? 'gm.log.hold' : 'gm.log.draft', dieLog(g, m, face, spot.card));
    next = setGm(s, m, putDie(g, face, spot.card, spot.slot));
  }
  return edit(next, { tray: withoutOne(s.tray, face), picker: (m + 1) % s.seats });
}

/** Before scoring, GMs holding dice with open player slots may still move them (D4). */
export function startFinal(s: GmState): GmState {
  return edit(s, { phase: 'final', done: s.gms.map((g) => !canMove(g)) });
}

/** Whether a GM holds a die on its Manager and has an open player slot. */
export function canMove(g: Gm): boolean {
  return g.held.some((d) => d !== null) && hasOpenPlayerSlot(g);
}

/** Whether every GM is ready for scoring. */
export const finalOver = (s: GmState): boolean => s.phase === 'final' && s.done.every(Boolean);

/** Manager Cards: a held die moves from the Manager to a player (any time up to scoring). */
export function moveHeld(
  s: GmState,
  m: number,
  from: number,
  card: number,
  slot: number,
  ctx: RulesCtx,
): GmState {
  must(
    s.phase === 'team' || s.phase === 'league' || s.phase === 'final',
    'not-now',
    MANAGER,
    'held dice move during the dice phases, up to scoring',
  );
  must(s.phase !== 'final' || !s.done[m], 'already-ready', MANAGER);
  const g = gm(s, m);
  const face = g.held[from];
  must(face !== undefined && face !== null, 'no-held-die', MANAGER);
  // Held dice showing the same face are the same choice: the first of them is the one moved.
  must(g.held.indexOf(face) === from, 'no-held-die', MANAGER, 'move the first held die of a face');
  must(
    playerSpots(rosterOf(g), face).some((p) => p.card === card && p.slot === slot),
    'bad-slot',
    MANAGER,
    'dice move from the Manager to an open player slot only',
  );
  const held = g.held.slice();
  held[from] = null;
  const next = copyGm(g);
  next.held = held;
  Object.assign(next, putDie(next, face, card, slot));
  ctx.log('gm.log.move', dieLog(g, m, face, card));
  let out = setGm(s, m, next);
  if (s.phase === 'final' && !canMove(next)) {
    const done = out.done.slice();
    done[m] = true;
    out = edit(out, { done });
  }
  return out;
}

/** D4: a GM declares itself ready for scoring, keeping its held dice where they are. */
export function ready(s: GmState, m: number, ctx: RulesCtx): GmState {
  must(s.phase === 'final', 'not-now', '§4 Scoring');
  must(!s.done[m], 'already-ready', '§4 Scoring');
  const done = s.done.slice();
  done[m] = true;
  ctx.log('gm.log.ready', { seat: m });
  return edit(s, { done });
}
