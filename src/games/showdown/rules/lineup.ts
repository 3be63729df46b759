/**
 * Lineups: who can fill the positions (§PLAYER POSITIONS), the bench and the bullpen
 * (§SUBSTITUTIONS), fatigue (§INNINGS PITCHED) and who may be taken out.
 */
import type { SeatId } from '../../../engine/types';
import { card, maskOf, pitcher } from '../content';
import type { PitcherLine, ShowdownState, ShowdownView, Side } from '../state';
import type { PlayerId } from '../types';

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
  const placed = (i: number) => at.includes(i);
  const tryPlace = (i: number, seen: boolean[]) => placeAt(masks, at, i, seen);
  for (let i = 0; i < 8; i++) {
    if (!placed(i) && !tryPlace(i, Array<boolean>(8).fill(false))) return null;
  }
  return at.map((i) => players[i] as PlayerId);
}

/** Whether these 8 players can fill every position at once. */
export function canFill(players: readonly PlayerId[]): boolean {
  return assignField(players) !== null;
}

/**
 * Hitters on the bench (not in the game, not taken out). A backup is offered only from the
 * bottom of the 6th (docs: backups), so he never has to leave the field again.
 */
export function bench(s: ShowdownState, side: Side): PlayerId[] {
  const lateEnough = s.inning > 6 || (s.inning === 6 && s.half === 1);
  const out: PlayerId[] = [];
  for (const e of side.roster) {
    if (card(e.p).kind !== 'hitter' || side.order.includes(e.p) || side.gone.includes(e.p))
      continue;
    if (e.backup && !lateEnough) continue;
    out.push(e.p);
  }
  return out;
}

/** Relievers and closers who have not pitched (starters never relieve: §SUBSTITUTIONS). */
export function bullpen(side: Side): PlayerId[] {
  const out: PlayerId[] = [];
  for (const e of side.roster) {
    const p = pitcher(e.p);
    if (!p || p.role === 'starter' || side.gone.includes(e.p) || e.p === side.pitcher) continue;
    out.push(e.p);
  }
  return out;
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
