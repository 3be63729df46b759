/** Card lookups: the printed cards parsed once from their rows, teams and the decks. */
import {
  HITS,
  TEAMS,
  type CardDef,
  type Expansion,
  type Hit,
  type Ia,
  type Kind,
  type Speed,
  type TeamId,
} from '../types';
import { CARD_ROWS } from './cards';

const KIND: Record<'N' | 'R' | 'C', Kind> = { N: 'Natural', R: 'Robot', C: 'Cyborg' };
const SPEED: Record<'S' | 'A' | 'F', Speed> = { S: 'slow', A: 'average', F: 'fast' };

const hitOf = (s: string): Hit => {
  const h = HITS.find((x) => x === s);
  if (!h) throw new Error(`content: bad hit "${s}"`);
  return h;
};
const hitsOf = (s: string, sep: string): Hit[] =>
  s === '-' || s === '' ? [] : s.split(sep).map(hitOf);

const PLAIN: Record<string, Ia> = {
  '-': { k: 'none' },
  glove: { k: 'glove' },
  dp: { k: 'doublePlay' },
  knuckle: { k: 'knuckleball' },
  walk: { k: 'walk' },
  sb: { k: 'stolenBase' },
  fastball: { k: 'pitch', vs: 'Natural' },
  curve: { k: 'pitch', vs: 'Robot' },
  spitball: { k: 'pitch', vs: 'Cyborg' },
  closer: { k: 'closer' },
  hold: { k: 'hold' },
  magna: { k: 'magnaGlove' },
  twEach: { k: 'teamworkEach' },
  cloning: { k: 'cloning' },
  gambler: { k: 'gambler' },
  replace: { k: 'replace' },
  slider: { k: 'slider' },
  pickAll: { k: 'pickOffAll' },
  wildPitch: { k: 'wildPitch' },
  cyborgOut: { k: 'cyborgOut' },
  error: { k: 'error' },
  contact: { k: 'contact' },
  beanBall: { k: 'beanBall' },
  gloveCheck: { k: 'gloveCheck' },
  pinchRunner: { k: 'pinchRunner' },
  hitAndRun: { k: 'hitAndRun' },
  qeWalks: { k: 'quickEyeWalks' },
  clutchLoaded: { k: 'clutchLoaded' },
  sinker: { k: 'sinkerball' },
};

/** Reads an immediate-action code of cards.ts ("lead:1B,1B", "pick1", "twMin:3:HR"). */
export function parseIa(code: string): Ia {
  const plain = PLAIN[code];
  if (plain) return plain;
  const [head = '', a = '', b = ''] = code.split(':');
  if (head === 'pick1' || head === 'pick2') return { k: 'pickOff', n: head === 'pick1' ? 1 : 2 };
  if (head === 'lead') return { k: 'leadoff', hits: hitsOf(a, ',') };
  if (head === 'clutch') return { k: 'clutch', hit: hitOf(a) };
  if (head === 'qe') return { k: 'quickEye', hit: hitOf(a) };
  if (head === 'rally') return { k: 'rally', hits: hitsOf(a, ',') };
  if (head === 'rallyNext') return { k: 'rallyNext', hits: hitsOf(a, ',') };
  if (head === 'tw') return { k: 'teamworkNext', hit: hitOf(a) };
  if (head === 'twMin') return { k: 'teamworkAtLeast', n: Number(a), hit: hitOf(b) };
  throw new Error(`content: unknown immediate action "${code}"`);
}

const isTeam = (s: string): s is TeamId => (TEAMS as readonly string[]).includes(s);

/** Every card, by id (the printed number, three digits). */
export const CARDS: Readonly<Record<string, CardDef>> = Object.fromEntries(
  CARD_ROWS.map(([no, name, kind, cost, revenue, ia, hits, speed, ph, set]) => [
    no,
    {
      id: no,
      no: Number(no),
      name,
      kind: KIND[kind],
      cost,
      revenue,
      ia: parseIa(ia),
      hits: hitsOf(hits, ' '),
      speed: SPEED[speed],
      ph: ph === 1,
      set: isTeam(set) ? 'team' : set,
    } satisfies CardDef,
  ]),
);

/** A card by id; throws on an unknown id (a content or state bug, never a player's move). */
export function card(id: string): CardDef {
  const c = CARDS[id];
  if (!c) throw new Error(`no card ${id}`);
  return c;
}

/** The starting teams' names, as shown in the app. */
export const TEAM_NAMES: Record<TeamId, string> = {
  gulls: 'Harbor Gulls',
  foundry: 'Foundry Ironclads',
  comets: 'Orbit Comets',
  orchard: 'Orchard Hollow Pickers',
};

const idsOf = (set: string) => CARD_ROWS.filter((r) => r[9] === set).map((r) => r[0]);

/** The 15 cards of each starting team. */
export const TEAM_CARDS = {
  gulls: idsOf('gulls'),
  foundry: idsOf('foundry'),
  comets: idsOf('comets'),
  orchard: idsOf('orchard'),
} satisfies Record<TeamId, readonly string[]>;

/** The base Free Agent deck (60 cards). */
export const FA_BASE: readonly string[] = idsOf('fa');
/** Each expansion's cards. */
export const EXPANSION_CARDS = {
  rallyCap: idsOf('rallyCap'),
  magnaGlove: idsOf('magnaGlove'),
  robotHitters: idsOf('robotHitters'),
  cyborgPitchers: idsOf('cyborgPitchers'),
  error: idsOf('error'),
  bigFly: idsOf('bigFly'),
} satisfies Record<Expansion, readonly string[]>;

/** The Free Agent deck for a set of expansions: the base 60 plus each chosen expansion. */
export function freeAgentIds(expansions: readonly Expansion[]): string[] {
  return [...FA_BASE, ...expansions.flatMap((e) => EXPANSION_CARDS[e])];
}

/** Whether an id is a Free Agent card (base or expansion), as opposed to a starting team's. */
export const isFreeAgent = (id: string): boolean => card(id).set !== 'team';
