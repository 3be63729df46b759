/** Content lookups: cards by id, parsed charts, position masks and the ready-made teams. */
import {
  CHART_CODES,
  POSITIONS,
  type HitterCard,
  type PitcherCard,
  type PlayerCard,
  type PlayerId,
  type Position,
  type Result,
  type Slot,
  type SpeedLetter,
  type Team,
  type TeamId,
} from '../types';
import { armModel, emergencyArmCard, emergencyFielderCard, isEmergency } from './emergency';
import { HITTERS, PITCHERS } from './players';
import { readyDeck } from './strategy';
import { TEAMS as ROSTERS } from './teams';

export { HITTERS, PITCHERS };
export { STRATEGY, cardText, strat } from './strategy';

/** The ready-made teams (generated rosters) with their strategy decks and sideboards. */
export const TEAMS: readonly Team[] = ROSTERS.map((t, i) => ({ ...t, ...readyDeck(i) }));

// A Map: card() runs on every move of a search playout, and a Map lookup of some 200 ids
// is faster than a dictionary-mode object's.
const PRINTED: ReadonlyMap<PlayerId, PlayerCard> = new Map(
  [...HITTERS, ...PITCHERS].map((c) => [c.id, c]),
);

/** Emergency players' cards, made on first use (content/emergency.ts). */
const EXTRA = new Map<PlayerId, PlayerCard | null>();

function emergencyCard(id: PlayerId): PlayerCard | undefined {
  let c = EXTRA.get(id);
  if (c === undefined) {
    const model = armModel(id);
    const m = model ? PRINTED.get(model) : undefined;
    c = isEmergency(id)
      ? emergencyFielderCard(id)
      : m?.kind === 'pitcher'
        ? emergencyArmCard(id, m)
        : null;
    EXTRA.set(id, c);
  }
  return c ?? undefined;
}

/** A card by id: a printed one, or an emergency player (§EMERGENCY PLAYERS). */
const lookup = (id: PlayerId): PlayerCard | undefined => PRINTED.get(id) ?? emergencyCard(id);

/** The card with this id, or undefined. */
export function findCard(id: PlayerId): PlayerCard | undefined {
  return lookup(id);
}

/** The card with this id (content ids only: a missing one is a content bug). */
export function card(id: PlayerId): PlayerCard {
  const c = lookup(id);
  if (!c) throw new Error(`showdown: no player card ${id}`);
  return c;
}

export function hitter(id: PlayerId): HitterCard | undefined {
  const c = lookup(id);
  return c?.kind === 'hitter' ? c : undefined;
}

export function pitcher(id: PlayerId): PitcherCard | undefined {
  const c = lookup(id);
  return c?.kind === 'pitcher' ? c : undefined;
}

/** A 20-row chart as results, row 1 first. */
export function parseChart(chart: string): Result[] {
  return Array.from(chart, (c) => {
    const r = CHART_CODES[c];
    if (!r) throw new Error(`showdown: bad chart code ${c}`);
    return r;
  });
}

/** Parsed charts by their text: the card's own chart is read, parsed once per text. */
const PARSED = new Map<string, readonly Result[]>();

/** The result on a player's chart for a swing; swings above 20 read 20, below 1 read 1. */
export function chartResult(id: PlayerId, swing: number): Result {
  const chart = lookup(id)?.chart;
  if (chart === undefined) throw new Error(`showdown: no chart for ${id}`);
  let rows = PARSED.get(chart);
  if (!rows) {
    rows = parseChart(chart);
    PARSED.set(chart, rows);
  }
  return rows[Math.min(20, Math.max(1, swing)) - 1] as Result;
}

const ALL_POSITIONS = (1 << POSITIONS.length) - 1;

const OF_MASK = (1 << 5) | (1 << 6) | (1 << 7);

/** Bit i set when the hitter qualifies at POSITIONS[i] (OF counts at LF, CF and RF). */
export function positionMask(h: HitterCard): number {
  let m = 0;
  for (const s of h.slots) {
    if (s.pos === 'OF') m |= OF_MASK;
    else if (s.pos !== '-') m |= 1 << POSITIONS.indexOf(s.pos);
  }
  return m;
}

const MASKS: ReadonlyMap<PlayerId, number> = new Map(HITTERS.map((h) => [h.id, positionMask(h)]));

/** Position mask of a player (0 for pitchers and "-" hitters). */
export function maskOf(id: PlayerId): number {
  return MASKS.get(id) ?? (isEmergency(id) ? ALL_POSITIONS : 0);
}

/** Whether a hitter qualifies at a position. */
export function qualifies(id: PlayerId, pos: Position): boolean {
  return (maskOf(id) & (1 << POSITIONS.indexOf(pos))) !== 0;
}

/**
 * Fielding at a position (§FIELDING AND ARM): the number after the position that covers it
 * (for C, the Arm); pitchers have +0; null when the player does not qualify there.
 */
export function fieldingAt(id: PlayerId, pos: Position): number | null {
  const c = lookup(id);
  if (!c) return null;
  if (c.kind === 'pitcher') return 0;
  return fieldingIn(c.slots, pos);
}

/** The Fielding (or Arm) printed for a position among a card's slots; null if none. */
export function fieldingIn(slots: readonly Slot[], pos: Position): number | null {
  const outfield = pos === 'LF' || pos === 'CF' || pos === 'RF';
  const s = slots.find((x) => x.pos === pos || (outfield && x.pos === 'OF'));
  return s ? s.fld : null;
}

/** The Speed letter a number belongs to (A 20, B 15, C 10 groups). */
export function speedLetter(speed: number): SpeedLetter {
  return speed >= 18 ? 'A' : speed >= 13 ? 'B' : 'C';
}

/** A player's Speed: pitchers are always C (10) (§SPEED). */
export function speedOf(id: PlayerId): number {
  const c = lookup(id);
  return c?.kind === 'hitter' ? c.speed : 10;
}

/** Speed in the expert rules: emergency fielders are Speed B (15) (§EMERGENCY PLAYERS). */
export const expertSpeed = (p: PlayerId): number => (isEmergency(p) ? 15 : speedOf(p));

/** How a batter bats against a pitcher: switch hitters bat opposite the pitcher's hand. */
export function batsAgainst(batter: PlayerId, pitcherId: PlayerId): 'L' | 'R' {
  const b = lookup(batter);
  const p = lookup(pitcherId);
  const throws = p?.kind === 'pitcher' ? p.throws : 'R';
  if (b?.kind === 'pitcher') return b.throws;
  const bats = b?.kind === 'hitter' ? b.bats : 'R';
  if (bats === 'S') return throws === 'R' ? 'L' : 'R';
  return bats;
}

const TEAM_BY_ID: Readonly<Record<TeamId, Team>> = Object.fromEntries(TEAMS.map((t) => [t.id, t]));

export function teamById(id: TeamId): Team {
  const t = TEAM_BY_ID[id];
  if (!t) throw new Error(`showdown: no team ${id}`);
  return t;
}
