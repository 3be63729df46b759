/**
 * Setting the lineups before each game (§FULL GAME SETUP: "Now that you know who the home
 * team is and where you are in your rotations, both of you can change your starting
 * lineups. Tell your opponent what your starting lineup is."). Phase `lineup`: the
 * visitors' manager, then the home manager, edits the written lineup one change at a time
 * and says "Play ball" (a pass) when it suits him; nobody who keeps the written lineup
 * makes more than that one decision. The changes:
 * - `order`: two batting spots trade places (the DH's or the pitcher's spot moves along);
 * - `field`: two fielders trade positions, each where his card lets him play (§PLAYER
 *   POSITIONS; expert: anyone but a pitcher at first base, with the out-of-position
 *   Fielding of §EMERGENCY PLAYERS);
 * - `start`: a regular bench hitter starts instead of a fielder (at the fielder's position,
 *   where he must qualify) or the DH (backups never start: Glossary BACKUP).
 */
import type { RulesCtx, SeatId } from '../../../engine/types';
import { must, RulesError } from '../../../engine/types';
import { card, maskOf } from '../content';
import type { ShowdownAction, ShowdownState, Side } from '../state';
import type { PlayerId } from '../types';
import type { Mutable } from '../../../engine/copy';
import { copySide, copyState, withSide } from './copy';
import { drawBoth } from './cards';
import { expertMask } from './emergency';
import { startAtBat } from './flow';
import { sideOf } from './lineup';

const SETUP = '§FULL GAME SETUP';

type LineupAction = Extract<ShowdownAction, { t: 'order' | 'field' | 'start' }>;

/** The lineup decisions open: the visitors' manager first. */
export function openLineups(g: Mutable<ShowdownState>): void {
  g.phase = 'lineup';
  g.turn = 1 - g.home;
  g.passes = 0;
}

/** Where a player may be placed before the game (a bit per position). */
const maskFor = (s: ShowdownState) => (s.level === 'expert' ? expertMask : maskOf);

/** Regular hitters on the roster who are not in the lineup. */
function reserves(side: Side): PlayerId[] {
  return side.roster
    .filter((e) => !e.backup && card(e.p).kind === 'hitter' && !side.order.includes(e.p))
    .map((e) => e.p);
}

/**
 * Two fielders who may trade positions (each where he may play: his card, and in the
 * expert game first base for anyone but a pitcher). Before the game, and in the defense's
 * substitution window (rules/positions.ts).
 */
export function fieldSwaps(s: ShowdownState, side: Side): ShowdownAction[] {
  const out: ShowdownAction[] = [];
  const mask = maskFor(s);
  for (let i = 0; i < 8; i++)
    for (let j = i + 1; j < 8; j++) {
      const a = side.field[i] as PlayerId;
      const b = side.field[j] as PlayerId;
      if ((mask(a) >> j) & 1 && (mask(b) >> i) & 1) out.push({ t: 'field', i, j });
    }
  return out;
}

/** `side` with the fielders at positions i and j traded. */
export function swapField(side: Side, i: number, j: number): Mutable<Side> {
  const next = copySide(side);
  const field = side.field.slice();
  field[i] = side.field[j] as PlayerId;
  field[j] = side.field[i] as PlayerId;
  next.field = field;
  return next;
}

/** Every change this manager may make to his lineup now ("Play ball" is the pass). */
export function lineupActions(s: ShowdownState, seat: SeatId): ShowdownAction[] {
  const side = sideOf(s, seat);
  const out: ShowdownAction[] = [];
  const n = side.order.length;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push({ t: 'order', i, j });
  out.push(...fieldSwaps(s, side));
  const mask = maskFor(s);
  const bench = reserves(side);
  side.order.forEach((o, slot) => {
    if (slot === side.pSlot) return;
    const pos = side.field.indexOf(o);
    for (const p of bench) if (pos < 0 || (mask(p) >> pos) & 1) out.push({ t: 'start', out: o, p });
  });
  return out;
}

/** The same move: the same fields, each present in both, with the same values (any order). */
function sameMove(x: ShowdownAction, a: LineupAction): boolean {
  const xs = x as unknown as Record<string, unknown>;
  const as = a as unknown as Record<string, unknown>;
  const keys = Object.keys(xs);
  return (
    keys.length === Object.keys(as).length &&
    keys.every((k) => Object.hasOwn(as, k) && xs[k] === as[k])
  );
}

/** Carries out one lineup change (refused with a RulesError unless listed). */
export function changeLineup(
  s: ShowdownState,
  seat: SeatId,
  a: LineupAction,
  ctx: RulesCtx,
): ShowdownState {
  must(s.phase === 'lineup', 'not-before-the-game', SETUP);
  const listed = lineupActions(s, seat).some((x) => sameMove(x, a));
  if (!listed) {
    const code = a.t === 'field' ? 'not-qualified' : a.t === 'start' ? 'not-a-starter' : 'no-spot';
    throw new RulesError(code, a.t === 'field' ? '§PLAYER POSITIONS' : SETUP);
  }
  const side = sideOf(s, seat);
  let next = copySide(side);
  if (a.t === 'order') {
    const order = side.order.slice();
    order[a.i] = side.order[a.j] as PlayerId;
    order[a.j] = side.order[a.i] as PlayerId;
    next.order = order;
    const moved = (slot: number) => (slot === a.i ? a.j : slot === a.j ? a.i : slot);
    next.dhSlot = side.dhSlot < 0 ? -1 : moved(side.dhSlot);
    next.pSlot = side.pSlot < 0 ? -1 : moved(side.pSlot);
    ctx.log('showdown.log.lineupOrder', {
      seat,
      player: card(order[a.i] as PlayerId).name,
      i: a.i + 1,
      other: card(order[a.j] as PlayerId).name,
      j: a.j + 1,
    });
  } else if (a.t === 'field') {
    next = swapField(side, a.i, a.j);
    logSwap(ctx, seat, next, a.i, a.j);
  } else {
    const order = side.order.slice();
    order[order.indexOf(a.out)] = a.p;
    next.order = order;
    const pos = side.field.indexOf(a.out);
    if (pos >= 0) {
      const field = side.field.slice();
      field[pos] = a.p;
      next.field = field;
    }
    ctx.log('showdown.log.lineupStart', { seat, player: card(a.p).name, old: card(a.out).name });
  }
  const g = copyState(s);
  withSide(g, seat, next);
  return g;
}

/**
 * "Play ball": this manager keeps his lineup as it stands. After the home manager, the
 * game starts: the visitors come to the plate and each manager draws 1 (§STRATEGY CARDS).
 */
export function playBall(s: ShowdownState, seat: SeatId, ctx: RulesCtx): ShowdownState {
  const g = copyState(s);
  if (seat !== s.home) {
    g.turn = s.home;
    g.passes = 1;
    return g;
  }
  const away = sideOf(g, 1 - g.home);
  ctx.log('showdown.log.top', {
    inning: 1,
    seat: 1 - g.home,
    batter: card(away.order[0] as PlayerId).name,
  });
  drawBoth(g, 1, ctx);
  startAtBat(g);
  return g;
}

/** The log line of two fielders trading positions. */
export function logSwap(ctx: RulesCtx, seat: SeatId, side: Side, i: number, j: number): void {
  ctx.log('showdown.log.lineupField', {
    seat,
    player: card(side.field[i] as PlayerId).name,
    other: card(side.field[j] as PlayerId).name,
  });
}

/**
 * Who plays where, during the game (§EXPERT SUBSTITUTIONS: "You can juggle players between
 * positions"): in its substitution window the defense may have two fielders trade
 * positions. A substitution places its newcomer automatically (the man he replaces keeps
 * his position for him when he can); the manager then moves anyone he likes this way.
 */
export function swapInGame(s: ShowdownState, seat: SeatId, i: number, j: number, ctx: RulesCtx) {
  const side = sideOf(s, seat);
  must(
    fieldSwaps(s, side).some((x) => x.t === 'field' && x.i === i && x.j === j),
    'not-qualified',
    '§PLAYER POSITIONS',
  );
  const g = copyState(s);
  const next = swapField(side, i, j);
  withSide(g, seat, next);
  logSwap(ctx, seat, next, i, j);
  return g;
}
