/** Content lookups: player cards and Team/Manager cards by id, and the skill die. */
import type { PlayerCard, Skill, TeamManagerCard } from '../types';
import { SKILLS } from '../types';
import { PLAYERS } from './players';
import { TEAM_CARDS } from './teams';

export { PLAYERS } from './players';
export { TEAM_CARDS } from './teams';

/** The faces of every skill die (D3): each skill once. */
export const DIE_FACES: readonly Skill[] = SKILLS;

const SKILL_NAMES: Readonly<Record<Skill, string>> = {
  hit: 'Hit',
  power: 'Power',
  speed: 'Speed',
  defense: 'Defense',
  eye: 'Strike Zone',
  arm: 'Arm',
};

/** A die face's name as the rulebook prints it. */
export const skillName = (face: string): string => SKILL_NAMES[face as Skill] ?? face;

const PLAYER_BY_ID: ReadonlyMap<string, PlayerCard> = new Map(PLAYERS.map((p) => [p.id, p]));
const TEAM_BY_ID: ReadonlyMap<string, TeamManagerCard> = new Map(TEAM_CARDS.map((t) => [t.id, t]));

/** Every player card id, one copy each: the player deck and the determinization universe. */
export const PLAYER_IDS: readonly string[] = PLAYERS.map((p) => p.id);

/** A player card by id (ids come only from the deck, so a miss is a bug). */
export function player(id: string): PlayerCard {
  const p = PLAYER_BY_ID.get(id);
  if (!p) throw new Error(`unknown player card ${id}`);
  return p;
}

/** A Team/Manager card by id. */
export function teamCard(id: string): TeamManagerCard {
  const t = TEAM_BY_ID.get(id);
  if (!t) throw new Error(`unknown Team/Manager card ${id}`);
  return t;
}
