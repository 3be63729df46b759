/**
 * A built team as it travels in a game's options (`custom0` / `custom1`): JSON checked once
 * where it enters, shape first, then every rule of §TEAM CONSTRUCTION RULES (validateTeam).
 */
import {
  LEAGUES,
  POSITIONS,
  type Level,
  type LineupSpot,
  type RosterEntry,
  type Team,
} from './types';
import { levelProblems, validateTeam } from './validate';

export type TeamParse = { ok: true; team: Team } | { ok: false; problems: string[] };

const LINEUP_POS: readonly string[] = [...POSITIONS, 'DH'];
const NAME_MAX = 40;

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const strings = (x: unknown): x is string[] =>
  Array.isArray(x) && x.every((s) => typeof s === 'string');

function rosterEntry(x: unknown): RosterEntry | null {
  if (!isObject(x) || typeof x.p !== 'string') return null;
  if (x.backup === true) return { p: x.p, backup: true };
  return x.backup === undefined || x.backup === false ? { p: x.p } : null;
}

function lineupSpot(x: unknown): LineupSpot | null {
  if (!isObject(x) || typeof x.p !== 'string' || typeof x.pos !== 'string') return null;
  return LINEUP_POS.includes(x.pos) ? { p: x.p, pos: x.pos as LineupSpot['pos'] } : null;
}

/** The team's shape (types only); the rules come after, from validateTeam. */
function shapeOf(x: unknown): Team | string {
  if (!isObject(x)) return 'A team is an object.';
  const { id, name, league, roster, rotation, lineup, deck, sideboard } = x;
  if (typeof id !== 'string' || id === '' || id.length > 80) return 'The team has no id.';
  if (typeof name !== 'string' || !name.trim() || name.length > NAME_MAX)
    return `A team name has 1 to ${NAME_MAX} characters.`;
  if (!LEAGUES.includes(league as Team['league'])) return 'Declare AL or NL rules.';
  if (!Array.isArray(roster) || !Array.isArray(lineup) || !strings(rotation))
    return 'The team needs a roster, a rotation and a lineup.';
  const entries = roster.map(rosterEntry);
  const spots = lineup.map(lineupSpot);
  if (entries.some((e) => e === null)) return 'A roster entry is not a player.';
  if (spots.some((s) => s === null)) return 'A lineup spot is not a player and a position.';
  if ((deck !== undefined && !strings(deck)) || (sideboard !== undefined && !strings(sideboard)))
    return 'The deck and sideboard are lists of card names.';
  return {
    id,
    name: name.trim(),
    league: league as Team['league'],
    roster: entries as RosterEntry[],
    rotation,
    lineup: spots as LineupSpot[],
    ...(deck !== undefined && { deck }),
    ...(sideboard !== undefined && { sideboard }),
  };
}

/** A team from its JSON with the right shape, legal or not (a builder's draft). */
export function parseDraft(json: string): TeamParse {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, problems: ['The team is not valid JSON.'] };
  }
  const team = shapeOf(raw);
  return typeof team === 'string' ? { ok: false, problems: [team] } : { ok: true, team };
}

/** A built team from its JSON: the team, or every problem (shape, then construction rules). */
export function parseTeam(json: string): TeamParse {
  const draft = parseDraft(json);
  if (!draft.ok) return draft;
  const problems = validateTeam(draft.team).map((p) => p.message);
  return problems.length ? { ok: false, problems } : draft;
}

/** A team as the JSON that parseTeam reads. */
export function makeTeam(team: Team): string {
  return JSON.stringify(team);
}

const CACHE_SIZE = 8;
const cache = new Map<string, TeamParse>();

/** parseTeam, remembering recent answers (setup and every determinization ask again). */
export function parseTeamCached(json: string): TeamParse {
  let parsed = cache.get(json);
  if (!parsed) {
    if (cache.size >= CACHE_SIZE) cache.clear();
    parsed = parseTeam(json);
    cache.set(json, parsed);
  }
  return parsed;
}

/**
 * The problem with a seat's built-team option (null: none), for the option's validate: the
 * construction rules, then what the chosen rules level needs (levelProblems).
 */
export function customTeamProblem(json: string, level: Level = 'basic'): string | null {
  if (json === '') return 'Choose one of your teams: none was given.';
  const parsed = parseTeamCached(json);
  if (!parsed.ok) return parsed.problems.join(' ');
  const problems = levelProblems(parsed.team, level);
  return problems.length ? problems.map((p) => p.message).join(' ') : null;
}
