/**
 * Expert substitutions (§EXPERT SUBSTITUTIONS, Glossary PINCH RUNNER, DEFENSIVE
 * REPLACEMENTS, DOUBLE SWITCH): a pinch runner takes a runner's base and batting spot; a
 * defensive change sends in any number of fielders and at most one pitcher at once, the
 * new players taking the old ones' batting spots in the order the manager gives. The field
 * is re-placed with first base open to all but pitchers, and emergency fielders if needed.
 */
import { must } from '../../../engine/types';
import { card, pitcher } from '../content';
import type { Runner, Side } from '../state';
import type { PlayerId } from '../types';
import type { Bases } from './advance';
import type { Mutable } from '../../../engine/copy';
import { copySide } from './copy';
import { expertField, isEmergency } from './emergency';
import { fielders } from './lineup';

const SECTION = '§EXPERT SUBSTITUTIONS';

/**
 * Whether a player may come in: an emergency fielder, or one of `roster` (the caller passes
 * lineup.ts's `bench` and `bullpen`, so backups wait for the bottom of the 6th: R1) who
 * has never been in the game.
 */
function available(side: Side, p: PlayerId, roster: readonly PlayerId[]): boolean {
  if (side.order.includes(p) || side.gone.includes(p) || p === side.pitcher) return false;
  return isEmergency(p) || roster.includes(p);
}

/**
 * A pinch runner `p` replaces the runner on base `b` (0 first … 2 third): he takes his base
 * and batting spot; the pitcher charged if he scores stays the one who let the runner on.
 */
export function pinchRunner(
  side: Side,
  bases: Bases,
  b: number,
  p: PlayerId,
  roster: readonly PlayerId[],
): { side: Mutable<Side>; bases: (Runner | null)[] } {
  const r = bases[b];
  must(r, 'no-runner', SECTION);
  must(available(side, p, roster), 'not-on-bench', SECTION);
  must(isEmergency(p) || card(p).kind === 'hitter', 'not-a-hitter', SECTION);
  const slot = side.order.indexOf(r.p);
  must(slot >= 0, 'no-runner', SECTION);
  const out = copySide(side);
  const order = side.order.slice();
  order[slot] = p;
  out.order = order;
  out.gone = [...side.gone, r.p];
  if (slot === side.pSlot) out.needP = true;
  const after = bases.slice();
  after[b] = { p, by: r.by };
  return { side: out, bases: after };
}

/**
 * A defensive change (double switch): `ins[i]` replaces `outs[i]`, taking his batting spot;
 * a pitcher among `ins` replaces the pitcher (who must be among `outs`; with a DH a
 * pitcher goes in for the pitcher). `inning` counts against a new pitcher at once.
 */
export function defensiveChange(
  side: Side,
  outs: readonly PlayerId[],
  ins: readonly PlayerId[],
  roster: readonly PlayerId[],
  inning: number,
): Mutable<Side> {
  must(outs.length > 0 && outs.length === ins.length, 'unpaired', SECTION);
  must(new Set(outs).size === outs.length && new Set(ins).size === ins.length, 'twice', SECTION);
  const newPitchers = ins.filter((p) => !isEmergency(p) && card(p).kind === 'pitcher');
  must(newPitchers.length <= 1, 'one-pitcher', SECTION);
  const pitcherOut = outs.includes(side.pitcher);
  must(pitcherOut === (newPitchers.length === 1), 'pitcher-for-pitcher', SECTION);
  const out = copySide(side);
  const order = side.order.slice();
  for (let i = 0; i < outs.length; i++) {
    const o = outs[i] as PlayerId;
    const n = ins[i] as PlayerId;
    must(available(side, n, roster), 'not-available', SECTION);
    const slot = side.order.indexOf(o);
    if (o === side.pitcher && slot < 0) {
      // With a DH the pitcher has no batting spot: only a pitcher may take his place.
      must(n === newPitchers[0], 'pitcher-for-pitcher', SECTION);
      continue;
    }
    must(slot >= 0, 'not-in-game', SECTION);
    must(slot !== side.dhSlot || card(n).kind === 'hitter', 'not-a-hitter', SECTION);
    order[slot] = n;
  }
  const np = newPitchers[0];
  if (np) {
    const pc = pitcher(np);
    must(pc && pc.role !== 'starter', 'not-a-reliever', '§SUBSTITUTIONS');
    out.pitcher = np;
    out.pSlot = side.pSlot < 0 ? -1 : order.indexOf(np);
    out.pitchers = [...side.pitchers, { id: np, inn: 1, last: inning, r: 0, ip: pc.ip }];
    out.needP = false;
  }
  out.order = order;
  out.gone = [...side.gone, ...outs];
  const placed = expertField(fielders(out), side.field);
  must(placed && placed.out.length === 0, 'cannot-field', SECTION);
  out.field = placed.field;
  return out;
}
