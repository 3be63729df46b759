/** Fantasy Fantasy Baseball: the game's vocabulary and its card content types. */

/** Hitting stats (black icons), in card order. */
export const HITTING = ['AVG', 'R', 'HR', 'RBI', 'SB'] as const;
/** Pitching stats (white icons), in card order. */
export const PITCHING = ['ERA', 'IP', 'W', 'K', 'SV'] as const;
/** All ten stats; a stat line is an array of ten numbers in this order (0 = blank). */
export const STATS = [...HITTING, ...PITCHING] as const;
export type Stat = (typeof STATS)[number];

/** Character classes, weakest first (the colour of the card's striping). */
export const TIERS = ['rookie', 'pro', 'specialist', 'allStar', 'hallOfFame'] as const;
export type Tier = (typeof TIERS)[number];

/** Good (blue sky) or Evil (red sky). */
export const SIDES = ['good', 'evil'] as const;
export type Side = (typeof SIDES)[number];

/** The four games of a month, in the order they are played. */
export const BASES = ['first', 'second', 'third', 'home'] as const;
export type Base = (typeof BASES)[number];

/** The five coloured rows of the Stat Track Board. */
export const TRACKS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
export type Track = (typeof TRACKS)[number];

/** The 21 character magic abilities (rulebook, "Explanations of Character Magic Abilities"). */
export const ABILITIES = [
  'abduct',
  'axe',
  'berzerk',
  'blessing',
  'bruteForce',
  'dig',
  'flames',
  'focus',
  'helper',
  'hibernate',
  'justice',
  'meow',
  'morph',
  'pileOn',
  'powerJuice',
  'recruit',
  'revive',
  'shapeshift',
  'summon',
  'teleport',
  'translucent',
] as const;
export type Ability = (typeof ABILITIES)[number];

/** The five Team Cards a manager may be given (colour of pegs, tokens and Wizard mini). */
export const TEAMS = ['emberfall', 'tidewater', 'thornwood', 'sunspire', 'gloomhollow'] as const;
export type TeamId = (typeof TEAMS)[number];

/** Where the game stands; automatic steps (prepare, reveal, battle, cleanup) run between. */
export const PHASES = [
  'draft',
  'discard',
  'fa',
  'set',
  'robot',
  'magic',
  'wc',
  'csAway',
  'csHome',
  'over',
] as const;
export type Phase = (typeof PHASES)[number];

/** What a manager is: a seat at the table, or one of the solo rules' two automata. */
export const MANAGER_KINDS = ['seat', 'robot', 'deck'] as const;
export type ManagerKind = (typeof MANAGER_KINDS)[number];

/** Per-seat data, indexed by seat id (and by manager index: managers 0..seats-1 are seats). */
export type BySeat<T> = readonly T[];

export type CharId = string;
export type WinId = string;
export type EventId = string;

/** A character card, as printed. `stats` lists only the stats the card has (1-10). */
export interface CharacterCard {
  id: CharId;
  name: string;
  team: string;
  /** Card number: position and jersey number ("SS-7"). */
  pos: string;
  num: number;
  tier: Tier;
  side: Side;
  ability: Ability;
  stats: Partial<Record<Stat, number>>;
}

/** A cracked colour banner under "STAT TRACK": a matching stat moves `steps` on `track`. */
export interface Banner {
  stat: Stat;
  track: Track;
  steps: number;
}

/** A Win card: the stats added up in the battle and the consolation banners. */
export interface WinCard {
  id: WinId;
  name: string;
  req: readonly Stat[];
  banners: readonly Banner[];
}

/**
 * An Event card, active for a whole month (and the whole playoffs). Every field is one
 * precise effect; see content/events.ts and docs/games/fantasy.md.
 */
export interface EventCard {
  id: EventId;
  name: string;
  text: string;
  /** +n to each stat a character of this side has. */
  sidePlus?: { side: Side; n: number };
  /** +n to each hitting or pitching stat a character has. */
  kindPlus?: { kind: 'hitting' | 'pitching'; n: number };
  /** +n to these stats when a character has them. */
  statPlus?: { stats: readonly Stat[]; n: number };
  /** These stats are blank this month (no total, no Stat Track). */
  blank?: readonly Stat[];
  /** These stats count double in Win card totals. */
  double?: readonly Stat[];
  /** Flat change to the total of a character of this tier that matches at least one stat. */
  tierBonus?: { tier: Tier; n: number };
  /** Flat bonus to the total of the manager(s) with the fewest Wins. */
  underdog?: number;
  /** No bench magic this month. */
  noMagic?: true;
  /** Stat Track moves are multiplied. */
  trackMult?: number;
  /** The battle's winner also takes the Stat Track consolation. */
  winnerTracks?: true;
  /** Alignment tie-break: 'evil' = Evil beats Good; 'none' = no alignment tie-break. */
  tie?: 'evil' | 'none';
  /** Extra Free Agents flipped. */
  faExtra?: number;
}
