/**
 * Lineups: who can fill the positions (§PLAYER POSITIONS), the bench and the bullpen
 * (§SUBSTITUTIONS), fatigue (§INNINGS PITCHED) and who may be taken out.
 */
import type { SeatId } from '../../../engine/types';
import { card, maskOf, pitcher } from '../content';
import type { PitcherLine, ShowdownState, ShowdownView, Side } from '../state';
import type { PlayerId, RosterEntry } from '../types';

export const battingSeat = (s: ShowdownView): SeatId => (s.half === 0 ? 1 - s.home : s.home);
export const fieldingSeat = (s: ShowdownView): SeatId => (s.half === 0 ? s.home : 1 - s.home);

/** A side as any reader has it (the state's sides hold no cards, so a view's are the same). */
export const sideOf = (s: ShowdownView, seat: SeatId): Side => s.sides[seat] as Side;

/** The batting-order players who must fill the 8 positions: everyone but the DH and pitcher. */
export function fielders(side: Side): PlayerId[] {
  const out: PlayerId[] = [];
  for (let i = 0; i < side.order.length; i++) {
    const p = side.order[i] as PlayerId;
    if (i !== side.dhSlot && i !== side.pSlot) out.push(p);
  }
  return out;
}

/**
 * One augmenting-path step of matching players to the 8 field positions (Kuhn): place
 * player i at a free position its mask allows, moving others along when they can go
 * elsewhere. `at[pos]` is the player index there or -1; updated in place.
 */
export function placeAt(
  masks: readonly number[],
  at: number[],
  i: number,
  seen: boolean[],
): boolean {
  for (let pos = 0; pos < 8; pos++) {
    if (!(((masks[i] as number) >> pos) & 1) || seen[pos]) continue;
    seen[pos] = true;
    const other = at[pos] as number;
    if (other < 0 || placeAt(masks, at, other, seen)) {
      at[pos] = i;
      return true;
    }
  }
  return false;
}

/**
 * A perfect assignment of players to POSITIONS (Kuhn's augmenting paths over 8 masks),
 * starting from `keep` (the current field) so nobody moves without need; null if none.
 * `mask` gives where each player qualifies (the expert rules widen it: rules/emergency.ts).
 */
export function assignField(
  players: readonly PlayerId[],
  keep: readonly PlayerId[] = [],
  mask: (p: PlayerId) => number = maskOf,
): PlayerId[] | null {
  if (players.length !== 8) return null;
  const at: (number | -1)[] = Array<number>(8).fill(-1);
  const masks = players.map(mask);
  keep.forEach((p, pos) => {
    const i = players.indexOf(p);
    if (i >= 0 && ((masks[i] as number) >> pos) & 1) at[pos] = i;
  });
  for (let i = 0; i < 8; i++) {
    if (!at.includes(i) && !placeAt(masks, at, i, Array<boolean>(8).fill(false))) return null;
  }
  return at.map((i) => players[i] as PlayerId);
}

/** Whether these 8 players can fill every position at once. */
export function canFill(players: readonly PlayerId[]): boolean {
  return assignField(players) !== null;
}

/**
 * The positions any one of whom these 7 players can leave open while filling the other 7
 * (a bit mask; 0 if they cannot fill 7): a newcomer completes the field exactly when he
 * qualifies at one of them. One matching, then the positions its men could move away from
 * along alternating paths to the open one (the Dulmage-Mendelsohn argument), instead of a
 * full matching per newcomer.
 */
export function openable(seven: readonly PlayerId[]): number {
  if (seven.length !== 7) return 0;
  const masks = seven.map(maskOf);
  // at[pos]: the man there (-1: nobody); Kuhn's augmenting paths with a bit set of seen.
  const at = [-1, -1, -1, -1, -1, -1, -1, -1];
  for (let i = 0; i < 7; i++) if (!augment(masks, at, i, { seen: 0 })) return 0;
  let open = 1 << at.indexOf(-1);
  for (let grew = true; grew;) {
    grew = false;
    for (let pos = 0; pos < 8; pos++) {
      const i = at[pos] as number;
      if ((open >> pos) & 1 || !((masks[i] as number) & open)) continue;
      open |= 1 << pos;
      grew = true;
    }
  }
  return open;
}

/** placeAt with the seen positions as bits. */
function augment(masks: readonly number[], at: number[], i: number, v: { seen: number }): boolean {
  const free = (masks[i] as number) & ~v.seen;
  for (let pos = 0; pos < 8; pos++) {
    if (!((free >> pos) & 1) || (v.seen >> pos) & 1) continue;
    v.seen |= 1 << pos;
    const other = at[pos] as number;
    if (other < 0 || augment(masks, at, other, v)) {
      at[pos] = i;
      return true;
    }
  }
  return false;
}

// bench() and bullpen() run at every at-bat of a search playout. A roster's hitters and
// relievers are sorted out once, and the last few answers are kept with the arrays they
// came from: states are immutable and share a side's roster, order and gone lists until
// a substitution. Entries are compared by identity, never hashed.
interface Squads {
  roster: readonly RosterEntry[];
  hitters: readonly RosterEntry[];
  /** Relievers and closers (starters never relieve: §SUBSTITUTIONS). */
  relievers: readonly PlayerId[];
}
interface Answer {
  roster: readonly RosterEntry[];
  list: readonly PlayerId[];
  by: readonly PlayerId[];
  gone: readonly PlayerId[];
  key: PlayerId | boolean;
}
const RECENT = 4;
const SQUADS: Squads[] = [];
const BENCHES: Answer[] = [];
const BULLPENS: Answer[] = [];

function squads(roster: readonly RosterEntry[]): Squads {
  for (const q of SQUADS) if (q.roster === roster) return q;
  const q: Squads = {
    roster,
    hitters: roster.filter((e) => card(e.p).kind === 'hitter'),
    relievers: roster.flatMap((e) =>
      (pitcher(e.p)?.role ?? 'starter') === 'starter' ? [] : [e.p],
    ),
  };
  keep(SQUADS, q);
  return q;
}

function keep<T>(recent: T[], item: T): void {
  recent.unshift(item);
  if (recent.length > RECENT) recent.pop();
}

function recall(
  recent: readonly Answer[],
  side: Side,
  by: readonly PlayerId[],
  key: PlayerId | boolean,
): PlayerId[] | null {
  for (const a of recent) {
    if (a.by === by && a.roster === side.roster && a.gone === side.gone && a.key === key)
      return a.list.slice();
  }
  return null;
}

/**
 * Hitters on the bench (not in the game, not taken out), backups included: a backup who
 * comes in before the bottom of the 6th is replaced when his team takes the field (R1,
 * rules/backups.ts).
 */
export function bench(_s: ShowdownState, side: Side): PlayerId[] {
  const known = recall(BENCHES, side, side.order, true);
  if (known) return known;
  const list: PlayerId[] = [];
  for (const e of squads(side.roster).hitters) {
    if (side.order.includes(e.p) || side.gone.includes(e.p)) continue;
    list.push(e.p);
  }
  const a = { roster: side.roster, list, by: side.order, gone: side.gone, key: true };
  keep(BENCHES, a);
  return list.slice();
}

/** Relievers and closers who have not pitched (starters never relieve: §SUBSTITUTIONS). */
export function bullpen(side: Side): PlayerId[] {
  const known = recall(BULLPENS, side, side.gone, side.pitcher);
  if (known) return known;
  const list: PlayerId[] = [];
  for (const p of squads(side.roster).relievers)
    if (!side.gone.includes(p) && p !== side.pitcher) list.push(p);
  const a = { roster: side.roster, list, by: side.gone, gone: side.gone, key: side.pitcher };
  keep(BULLPENS, a);
  return list.slice();
}

/** The current pitcher's line. */
export function currentLine(side: Side): PitcherLine {
  return side.pitchers[side.pitchers.length - 1] as PitcherLine;
}

/**
 * Fatigue (§INNINGS PITCHED, Glossary IP): −1 per inning pitched beyond IP, counting the
 * inning `inning` if he has not pitched in it yet; an IP below 0 counts as 0.
 */
export function fatigue(line: PitcherLine, inning: number): number {
  const inn = line.inn + (line.last === inning ? 0 : 1);
  return Math.max(0, inn - Math.max(line.ip, 0));
}

/** The inning in which this seat's pitcher pitches next. */
export function pitchingInning(s: ShowdownState, seat: SeatId): number {
  if (seat === fieldingSeat(s)) return s.inning;
  return s.half === 0 ? s.inning : s.inning + 1;
}

/**
 * Whether the pitcher may be taken out (pitching change or pinch hitter): not the starter
 * before the 5th inning unless he is tired (§INNINGS PITCHED; R9: pinch-hitting too).
 */
export function pitcherRemovable(s: ShowdownState, seat: SeatId): boolean {
  const side = sideOf(s, seat);
  if (side.pitchers.length > 1 || s.inning >= 5) return true;
  return fatigue(currentLine(side), pitchingInning(s, seat)) > 0;
}
