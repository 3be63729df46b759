/** Content lookups: cards by id, compact stat lines, and the id lists for universe(). */
import { HITTING, PITCHING, STATS, type Ability, type CharacterCard, type CharId } from '../types';
import type { EventCard, EventId, Side, Tier, WinCard, WinId } from '../types';
import { CHARACTERS } from './characters';
import { EVENT_CARDS } from './events';
import { WIN_CARDS } from './wins';

export { CHARACTERS, EVENT_CARDS, WIN_CARDS };
export { TEAM_CARDS } from './teams';
export { BONUS_CHART, TRACK_INDEX, TRACK_MAX, TRACK_OF, bonusFor } from './tracks';

/** A character as the rules use it: stats as a line of ten numbers (STATS order, 0 = blank). */
export interface CharInfo {
  card: CharacterCard;
  tier: Tier;
  side: Side;
  ability: Ability;
  line: readonly number[];
  hitter: boolean;
}

/** A Win card as the rules use it: stat indexes. */
export interface WinInfo {
  card: WinCard;
  req: readonly number[];
  banners: readonly { stat: number; track: number; steps: number }[];
}

const charTable: Record<string, CharInfo> = {};
for (const card of CHARACTERS) {
  const line = STATS.map((s) => card.stats[s] ?? 0);
  const hitter = HITTING.some((s) => (card.stats[s] ?? 0) > 0);
  charTable[card.id] = {
    card,
    tier: card.tier,
    side: card.side,
    ability: card.ability,
    line,
    hitter,
  };
}

const winTable: Record<string, WinInfo> = {};
for (const card of WIN_CARDS) {
  winTable[card.id] = {
    card,
    req: card.req.map((s) => STATS.indexOf(s)),
    banners: card.banners.map((b) => ({
      stat: STATS.indexOf(b.stat),
      track: ['red', 'blue', 'green', 'yellow', 'purple'].indexOf(b.track),
      steps: b.steps,
    })),
  };
}

const eventTable: Record<string, EventCard> = {};
for (const card of EVENT_CARDS) eventTable[card.id] = card;

/** The character with this id (content ids come only from these tables). */
export function charInfo(id: CharId): CharInfo {
  return charTable[id] as CharInfo;
}

export function winInfo(id: WinId): WinInfo {
  return winTable[id] as WinInfo;
}

export function eventCard(id: EventId): EventCard {
  return eventTable[id] as EventCard;
}

/** Stat indexes of the hitting and the pitching stats. */
export const HITTING_IX: readonly number[] = HITTING.map((s) => STATS.indexOf(s));
export const PITCHING_IX: readonly number[] = PITCHING.map((s) => STATS.indexOf(s));

/** The two Aliens (Abduct), removable by option. */
export const ALIEN_IDS: readonly CharId[] = CHARACTERS.filter((c) => c.ability === 'abduct').map(
  (c) => c.id,
);

/** Every character id in play, with or without the Aliens. */
export function characterIds(noAliens: boolean): CharId[] {
  return CHARACTERS.filter((c) => !noAliens || c.ability !== 'abduct').map((c) => c.id);
}

export const WIN_IDS: readonly WinId[] = WIN_CARDS.map((w) => w.id);
export const EVENT_IDS: readonly EventId[] = EVENT_CARDS.map((e) => e.id);
