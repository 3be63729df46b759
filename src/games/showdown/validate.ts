/**
 * The team construction validator (§TEAM CONSTRUCTION RULES, §STRATEGY DECKS): every broken
 * rule of a team, each with a code and a clear message. An empty list means legal.
 */
import { findCard, maskOf } from './content';
import { LEAGUES, POSITIONS, type Level, type PlayerId, type Team } from './types';

export interface TeamProblem {
  readonly code: string;
  readonly section: string;
  readonly message: string;
}

const BUILD = '§BUILDING YOUR OWN TEAM';
const DECKS = '§STRATEGY DECKS';

/** Σ points with backups at one fifth, times five (compared with 25,000: no rounding, R7). */
export function fivefoldPoints(team: Team): number {
  let total = 0;
  for (const e of team.roster) {
    const c = findCard(e.p);
    if (c) total += e.backup ? c.points : 5 * c.points;
  }
  return total;
}

/** Whether distinct hitters can cover all 8 positions at once (positions matched to hitters). */
function fillsPositions(hitters: readonly PlayerId[]): boolean {
  const masks = hitters.map(maskOf);
  const holder: number[] = Array<number>(hitters.length).fill(-1);
  const place = (pos: number, seen: boolean[]): boolean => {
    for (let i = 0; i < hitters.length; i++) {
      if (!(((masks[i] as number) >> pos) & 1) || seen[i]) continue;
      seen[i] = true;
      const other = holder[i] as number;
      if (other < 0 || place(other, seen)) {
        holder[i] = pos;
        return true;
      }
    }
    return false;
  };
  for (let pos = 0; pos < 8; pos++) {
    if (!place(pos, Array<boolean>(hitters.length).fill(false))) return false;
  }
  return true;
}

function rosterProblems(team: Team): TeamProblem[] {
  const out: TeamProblem[] = [];
  const bad = (code: string, message: string, section = BUILD) =>
    out.push({ code, section, message });
  if (!LEAGUES.includes(team.league))
    bad('no-league', 'Declare AL or NL rules for your home games.');
  if (team.roster.length !== 20)
    bad('roster-size', `A team has exactly 20 players; this one has ${team.roster.length}.`);
  const ids = team.roster.map((e) => e.p);
  const dupes = [...new Set(ids.filter((p, i) => ids.indexOf(p) !== i))];
  for (const p of dupes)
    bad('duplicate-player', `${findCard(p)?.name ?? p} is on the team more than once.`);
  for (const p of ids) if (!findCard(p)) bad('unknown-player', `No player card ${p}.`);
  const cards = ids.map(findCard).filter((c) => c !== undefined);
  const hitters = cards.filter((c) => c.kind === 'hitter');
  const starters = cards.filter((c) => c.kind === 'pitcher' && c.role === 'starter');
  if (hitters.length < 9)
    bad(
      'too-few-hitters',
      `A team needs at least 9 fielders and other hitters; it has ${hitters.length}.`,
    );
  else if (!fillsPositions([...new Set(hitters.map((h) => h.id))]))
    bad('positions-unfilled', 'The hitters cannot fill C, 1B, 2B, 3B, SS, LF, CF and RF at once.');
  if (starters.length !== 4)
    bad('starters', `A team has exactly 4 starters; this one has ${starters.length}.`);
  for (const e of team.roster) {
    if (e.backup && findCard(e.p)?.kind === 'pitcher')
      bad(
        'pitcher-backup',
        `${findCard(e.p)?.name ?? e.p} is a pitcher: only hitters can be backups.`,
      );
  }
  if (team.roster.some((e) => e.backup) && hitters.length <= 9)
    bad('backup-without-extra', 'Backups are only the hitters beyond the first 9.');
  const points = fivefoldPoints(team);
  if (points > 25000)
    bad(
      'points',
      `The players cost ${points / 5} points (backups at one fifth); the limit is 5,000.`,
    );
  return out;
}

function lineupProblems(team: Team): TeamProblem[] {
  const out: TeamProblem[] = [];
  const bad = (code: string, message: string, section = BUILD) =>
    out.push({ code, section, message });
  const rosterIds = team.roster.map((e) => e.p);
  const starters = rosterIds.filter((p) => {
    const c = findCard(p);
    return c?.kind === 'pitcher' && c.role === 'starter';
  });
  const rotationOk =
    team.rotation.length === 4 &&
    new Set(team.rotation).size === 4 &&
    team.rotation.every((p) => starters.includes(p));
  if (!rotationOk)
    bad('rotation', 'The rotation must list the 4 starters, each once.', '§FULL GAME SETUP');
  const spots = team.lineup;
  const wanted = [...POSITIONS, 'DH'];
  if (spots.length !== 9 || !wanted.every((pos) => spots.some((l) => l.pos === pos)))
    bad('lineup-positions', 'The written lineup has one player at each position and a DH.');
  if (new Set(spots.map((l) => l.p)).size !== spots.length)
    bad('lineup-duplicate', 'A player appears twice in the written lineup.');
  for (const l of spots) {
    const c = findCard(l.p);
    const entry = team.roster.find((e) => e.p === l.p);
    const name = c?.name ?? l.p;
    if (!entry) bad('lineup-not-on-roster', `${name} is in the lineup but not on the team.`);
    else if (entry.backup) bad('lineup-backup', `${name} is a backup: backups cannot start.`);
    if (c?.kind !== 'hitter') bad('lineup-not-hitter', `${name} is not a hitter.`);
    else if (l.pos !== 'DH' && !qualifiesAt(c.slots, l.pos))
      bad('lineup-position', `${name} does not qualify at ${l.pos}.`, '§PLAYER POSITIONS');
  }
  return out;
}

const qualifiesAt = (slots: readonly { pos: string }[], pos: string) =>
  slots.some((s) => s.pos === pos || (s.pos === 'OF' && ['LF', 'CF', 'RF'].includes(pos)));

function deckProblems(team: Team): TeamProblem[] {
  if (team.deck === undefined && team.sideboard === undefined) return [];
  const out: TeamProblem[] = [];
  const deck = team.deck ?? [];
  const side = team.sideboard ?? [];
  if (deck.length !== 60)
    out.push({
      code: 'deck-size',
      section: DECKS,
      message: `The strategy deck has exactly 60 cards; this one has ${deck.length}.`,
    });
  if (side.length !== 15)
    out.push({
      code: 'sideboard-size',
      section: DECKS,
      message: `The sideboard has exactly 15 cards; this one has ${side.length}.`,
    });
  const copies = new Map<string, number>();
  for (const n of [...deck, ...side]) copies.set(n, (copies.get(n) ?? 0) + 1);
  for (const [n, k] of copies) {
    if (k > 4)
      out.push({
        code: 'copies',
        section: DECKS,
        message: `${k} copies of ${n} in deck and sideboard; at most 4.`,
      });
  }
  return out;
}

/** Every rule the team breaks (empty: legal). */
export function validateTeam(team: Team): TeamProblem[] {
  return [...rosterProblems(team), ...lineupProblems(team), ...deckProblems(team)];
}

/**
 * What keeps a legal team out of a game at this level: the advanced and expert games are
 * played with strategy cards, so a team built without a 60-card deck and a 15-card
 * sideboard is refused for them (§STRATEGY DECKS: "When you build your team, build a
 * strategy deck and a sideboard to go with it"). A team with cards was checked already.
 */
export function levelProblems(team: Team, level: Level): TeamProblem[] {
  if (level === 'basic' || team.deck !== undefined || team.sideboard !== undefined) return [];
  return [
    {
      code: 'no-deck',
      section: DECKS,
      message:
        'The advanced and expert games need a 60-card strategy deck and a 15-card sideboard; this team has neither.',
    },
  ];
}
