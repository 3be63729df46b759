/**
 * Emergency players and first base out of position (§EMERGENCY PLAYERS, Glossary OUT OF
 * POSITION, EMERGENCY FIELDERS, EMERGENCY RELIEVERS; R11, R12). In the expert rules anyone
 * but a pitcher may play first base (Fielding −1, or −2 for a player with no position);
 * an emergency fielder qualifies everywhere with +0, is Speed B (15) and never has the
 * advantage at the plate; an emergency reliever copies the lowest-point pitcher of both
 * rosters with IP 0 and Control 0.
 */
import { card, fieldingAt, maskOf, pitcher } from '../content';
import { emergencyFielder, isEmergency } from '../content/emergency';
import {
  POSITIONS,
  type PitcherCard,
  type PlayerId,
  type Position,
  type RosterEntry,
} from '../types';
import { assignField, placeAt } from './lineup';

export {
  EMERGENCY,
  emergencyFielder,
  emergencyFielderCard,
  isEmergency,
} from '../content/emergency';

const ALL = (1 << POSITIONS.length) - 1;
const FIRST = 1 << POSITIONS.indexOf('1B');

/** A player's name, emergency fielders included. */
export const playerName = (p: PlayerId): string => card(p).name;

/** Where a player may play in the expert rules: his card, plus first base unless a pitcher. */
export function expertMask(p: PlayerId): number {
  if (isEmergency(p)) return ALL;
  return card(p).kind === 'pitcher' ? 0 : maskOf(p) | FIRST;
}

/** Fielding at a position in the expert rules; null where he may not play. */
export function expertFielding(p: PlayerId, pos: Position): number | null {
  if (isEmergency(p)) return 0;
  const printed = fieldingAt(p, pos);
  if (printed !== null || pos !== '1B') return card(p).kind === 'pitcher' ? null : printed;
  const c = card(p);
  if (c.kind === 'pitcher') return null;
  return c.slots.every((s) => s.pos === '-') ? -2 : -1;
}

/** A batter who never has the advantage (no pitch): a pitcher or an emergency fielder. */
export const neverAdvantage = (p: PlayerId): boolean =>
  isEmergency(p) || card(p).kind === 'pitcher';

/**
 * The expert field: the 8 players placed with first base open to everyone but pitchers.
 * When they cannot fill every position, emergency fielders (numbered from `next`) take the
 * open positions and the players left over (`out`) leave the game in their favour; null
 * if a pitcher is among them.
 */
export function expertField(
  players: readonly PlayerId[],
  keep: readonly PlayerId[] = [],
  next = 1,
): { field: PlayerId[]; out: PlayerId[] } | null {
  if (players.some((p) => !isEmergency(p) && card(p).kind === 'pitcher')) return null;
  const field = assignField(players, keep, expertMask);
  if (field) return { field, out: [] };
  const best = maxPlacement(players);
  let n = next;
  return {
    field: best.map((p) => p ?? emergencyFielder(n++)),
    out: players.filter((p) => !best.includes(p)),
  };
}

/** The largest placement of players on POSITIONS (expert masks); open positions are null. */
function maxPlacement(players: readonly PlayerId[]): (PlayerId | null)[] {
  const at: number[] = Array<number>(8).fill(-1);
  const masks = players.map(expertMask);
  for (let i = 0; i < players.length; i++) placeAt(masks, at, i, Array<boolean>(8).fill(false));
  return at.map((i) => (i < 0 ? null : (players[i] as PlayerId)));
}

/**
 * The pitchers an emergency reliever may copy: the lowest point value on both rosters
 * (starters included); the manager chooses among ties.
 */
export function emergencyModels(rosters: readonly (readonly RosterEntry[])[]): PitcherCard[] {
  const all: PitcherCard[] = [];
  for (const r of rosters)
    for (const e of r) {
      const p = pitcher(e.p);
      if (p) all.push(p);
    }
  const low = Math.min(...all.map((p) => p.points));
  return all.filter((p) => p.points === low);
}
