/** You're the GM!: the game's vocabulary and its card content types. */

/**
 * The six faces of a skill die, which are also the icons on die slots. The rulebook names
 * five (Hit, Defense, Speed, Power, Strike Zone); the sixth is our Arm (docs/games/gm.md, D3).
 */
export const SKILLS = ['hit', 'power', 'speed', 'defense', 'eye', 'arm'] as const;
export type Skill = (typeof SKILLS)[number];

/** Player positions. Only pitchers may score more than one at a time (§4 Scoring 1). */
export const POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const;
export type Position = (typeof POSITIONS)[number];

/** The team logos printed on player cards (fictional clubs), referenced by abilities. */
export const LOGOS = ['owls', 'hawks', 'mules', 'kings', 'foxes', 'comets'] as const;
export type Logo = (typeof LOGOS)[number];

/** The phases of a season, plus the setup choice and the end. */
export const PHASES = ['choose', 'draft', 'team', 'league', 'final', 'arb', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** A player card's ability (Component Glossary, "Player Abilities"). */
export type Ability =
  /** +n wins for each die showing `skill` on this card. */
  | { k: 'perSkill'; skill: Skill; n: number }
  /** +n wins for each other All-Star on your Active Roster. */
  | { k: 'perAllStar'; n: number }
  /** +n wins if another player with this logo is on your Active Roster. */
  | { k: 'withLogo'; logo: Logo; n: number }
  /** +n wins if another player at this position is on your Active Roster. */
  | { k: 'withPos'; pos: Position; n: number }
  /** One more die of this kind each season if another player with this logo is active. */
  | { k: 'extraDie'; dice: 'team' | 'league'; logo: Logo }
  /** On signing: pay n less (not below 0) if a player with this logo is already active. */
  | { k: 'signDiscount'; logo: Logo; n: number }
  /** On signing: a die showing `skill` is placed on this card's first open slot for it. */
  | { k: 'signDie'; skill: Skill };
export type AbilityKind = Ability['k'];

export interface PlayerCard {
  id: string;
  name: string;
  pos: Position;
  logo: Logo;
  /** $M placed on the card when signed; 0 for prospects. */
  salary: number;
  /** Blue Team Dice icons: dice rolled for you in phase 2. */
  team: number;
  /** Red League Dice icons: dice put in the Stadium in phase 3. */
  league: number;
  /** The icon of each die slot, left to right. */
  slots: readonly Skill[];
  base: number;
  max: number;
  allStar: boolean;
  prospect: boolean;
  ability: Ability | null;
}

/** A Team card's win bonus: `wins` more when the condition holds at scoring. */
export type Bonus =
  | { k: 'pitchers'; n: number; wins: number }
  | { k: 'allStars'; n: number; wins: number }
  | { k: 'logo'; logo: Logo; n: number; wins: number }
  | { k: 'positions'; n: number; wins: number }
  | { k: 'scorers'; n: number; wins: number }
  | { k: 'maxed'; n: number; wins: number }
  | { k: 'cash'; n: number; wins: number }
  | { k: 'skill'; skill: Skill; n: number; wins: number }
  | { k: 'prospects'; n: number; wins: number };

/** The Manager side's special ability (Component Glossary, "Manager Cards"). */
export const MANAGER_ABILITIES = [
  'extraTeam',
  'extraLeague',
  'tiebreak',
  'freeRaise',
  'prospectWins',
  'pitchWins',
  'allStarWins',
  'maxWins',
  'doubleDuty',
  'holder',
  'discount',
  'fullHouse',
] as const;
export type ManagerAbility = (typeof MANAGER_ABILITIES)[number];

/** One two-sided Team/Manager card. */
export interface TeamManagerCard {
  id: string;
  team: { name: string; budget: number; bonuses: readonly [Bonus, Bonus] };
  manager: { name: string; ability: ManagerAbility; slots: number };
}
