/** The vocabulary of Highlights 2045: hits, speeds, player types, immediate actions. */

/** Hits a Hit Box can hold, weakest first; a walk (BB) comes only from Walk actions. */
export const HITS = ['1B', '2B', '3B', 'HR'] as const;
export type Hit = (typeof HITS)[number];
/** A threatened result: a hit, or a walk (Walk, Quick Eye: 2 Walks). */
export type Result = Hit | 'BB';
/** Bases a hit moves the batter. */
export const HIT_BASES: Record<Hit, number> = { '1B': 1, '2B': 2, '3B': 3, HR: 4 };

/** Runner speeds, by token colour: white slow, blue average, red fast. */
export const SPEEDS = ['slow', 'average', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Player types. */
export const KINDS = ['Natural', 'Robot', 'Cyborg'] as const;
export type Kind = (typeof KINDS)[number];

/** Immediate Action letters: defensive, offensive, special. */
export type IaLetter = 'D' | 'O' | 'S';

/** Every immediate action of the base game and the six expansions (rules/ia.ts). */
export type Ia =
  | { readonly k: 'none' }
  // base game
  | { readonly k: 'clutch'; readonly hit: Hit }
  | { readonly k: 'pitch'; readonly vs: Kind } // Fastball vs Natural, Curve vs Robot, Spit Ball vs Cyborg
  | { readonly k: 'doublePlay' }
  | { readonly k: 'glove' }
  | { readonly k: 'knuckleball' }
  | { readonly k: 'leadoff'; readonly hits: readonly Hit[] }
  | { readonly k: 'pickOff'; readonly n: number }
  | { readonly k: 'quickEye'; readonly hit: Hit }
  | { readonly k: 'stolenBase' }
  | { readonly k: 'walk' }
  // Rally Cap
  | { readonly k: 'rally'; readonly hits: readonly Hit[] }
  | { readonly k: 'rallyNext'; readonly hits: readonly Hit[] }
  | { readonly k: 'teamworkNext'; readonly hit: Hit }
  | { readonly k: 'closer' }
  | { readonly k: 'hold' }
  // Naturals Magna Glove
  | { readonly k: 'magnaGlove' }
  | { readonly k: 'teamworkEach' }
  | { readonly k: 'teamworkAtLeast'; readonly n: number; readonly hit: Hit }
  // Robot Hitters
  | { readonly k: 'cloning' }
  | { readonly k: 'gambler' }
  | { readonly k: 'replace' }
  // Cyborg Pitchers
  | { readonly k: 'slider' }
  | { readonly k: 'pickOffAll' }
  // Error!
  | { readonly k: 'wildPitch' }
  | { readonly k: 'cyborgOut' }
  | { readonly k: 'error' }
  | { readonly k: 'contact' }
  | { readonly k: 'beanBall' }
  | { readonly k: 'gloveCheck' }
  // Big Fly!
  | { readonly k: 'pinchRunner' }
  | { readonly k: 'hitAndRun' }
  | { readonly k: 'quickEyeWalks' }
  | { readonly k: 'clutchLoaded' }
  | { readonly k: 'sinkerball' };
export type IaKind = Ia['k'];

/** The expansions, each an option (their cards join the Free Agent deck). */
export const EXPANSIONS = [
  'rallyCap',
  'magnaGlove',
  'robotHitters',
  'cyborgPitchers',
  'error',
  'bigFly',
] as const;
export type Expansion = (typeof EXPANSIONS)[number];
/** Where a card comes from: a starting team, the base Free Agent deck, or an expansion. */
export type CardSet = 'team' | 'fa' | Expansion;

/** A printed card. */
export interface CardDef {
  readonly id: string;
  /** The number printed on the card (rulebook numbering for the expansions). */
  readonly no: number;
  readonly name: string;
  readonly kind: Kind;
  readonly cost: number;
  readonly revenue: number;
  readonly ia: Ia;
  readonly hits: readonly Hit[];
  readonly speed: Speed;
  /** The PH mark: this card may be discarded to pinch-hit. */
  readonly ph: boolean;
  readonly set: CardSet;
}

/** The four starting teams. */
export const TEAMS = ['gulls', 'foundry', 'comets', 'orchard'] as const;
export type TeamId = (typeof TEAMS)[number];

/** Game modes: solo is one seat, standard/short/long two, Hot Pepper three. */
export const TWO_PLAYER_MODES = ['standard', 'short', 'long'] as const;
export type TwoPlayerMode = (typeof TWO_PLAYER_MODES)[number];
