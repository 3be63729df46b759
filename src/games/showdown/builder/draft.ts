/**
 * The team being built, as the editor holds it: a Team whose 9 batting spots and 4
 * rotation places may be empty (''), and the pure edits on it. `teamOfDraft` drops the
 * empty places, which is what validateTeam judges and what is saved.
 */
import { findCard, maskOf } from '../content';
import { placeAt } from '../rules/lineup';
import { POSITIONS, type League, type PlayerId, type Position, type Team } from '../types';

/** A batting spot being filled in: a player and a position, each possibly not chosen yet. */
export interface SpotDraft {
  readonly p: PlayerId | '';
  readonly pos: Position | 'DH' | '';
}

export interface Draft extends Omit<Team, 'lineup' | 'rotation' | 'deck' | 'sideboard'> {
  readonly lineup: readonly SpotDraft[];
  readonly rotation: readonly (PlayerId | '')[];
  readonly deck: readonly string[];
  readonly sideboard: readonly string[];
}

export type Pile = 'deck' | 'sideboard';

export const LINEUP_SIZE = 9;
export const ROTATION_SIZE = 4;

const pad = <T>(list: readonly T[], n: number, empty: T): T[] => [
  ...list.slice(0, n),
  ...Array<T>(Math.max(0, n - list.length)).fill(empty),
];

/** A saved team (legal or a draft) opened in the editor. */
export function draftOf(team: Team): Draft {
  return {
    ...team,
    lineup: pad<SpotDraft>(team.lineup, LINEUP_SIZE, { p: '', pos: '' }),
    rotation: pad<PlayerId | ''>(team.rotation, ROTATION_SIZE, ''),
    deck: team.deck ?? [],
    sideboard: team.sideboard ?? [],
  };
}

/** The team as judged and saved: empty spots and places left out. */
export function teamOfDraft(d: Draft): Team {
  return {
    ...d,
    lineup: d.lineup.flatMap((s) => (s.p && s.pos ? [{ p: s.p, pos: s.pos }] : [])),
    rotation: d.rotation.filter((p) => p !== ''),
  };
}

/** A new, empty team. */
export function blankTeam(id: string, name: string): Team {
  return { id, name, league: 'AL', roster: [], rotation: [], lineup: [], deck: [], sideboard: [] };
}

export const rename = (d: Draft, name: string): Draft => ({ ...d, name });
export const setLeague = (d: Draft, league: League): Draft => ({ ...d, league });

/** Adds a player (a backup at one fifth, hitters only); a starter takes a free rotation place. */
export function addPlayer(d: Draft, p: PlayerId, backup = false): Draft {
  const c = findCard(p);
  if (!c || d.roster.some((e) => e.p === p)) return d;
  const roster = [
    ...d.roster,
    backup && c.kind === 'hitter' ? { p, backup: true as const } : { p },
  ];
  const free = d.rotation.indexOf('');
  const starter = c.kind === 'pitcher' && c.role === 'starter';
  const rotation =
    starter && free >= 0 ? d.rotation.map((x, i) => (i === free ? p : x)) : d.rotation;
  return { ...d, roster, rotation };
}

/** Removes a player from the team, and from his batting spot and rotation place. */
export function removePlayer(d: Draft, p: PlayerId): Draft {
  return {
    ...d,
    roster: d.roster.filter((e) => e.p !== p),
    rotation: d.rotation.map((x) => (x === p ? '' : x)),
    lineup: d.lineup.map((s) => (s.p === p ? { ...s, p: '' } : s)),
  };
}

/** Makes a hitter a regular or a backup. */
export function setBackup(d: Draft, p: PlayerId, backup: boolean): Draft {
  return {
    ...d,
    roster: d.roster.map((e) => (e.p !== p ? e : backup ? { p, backup: true } : { p })),
  };
}

/** Sets a batting spot's player or position; a player already batting elsewhere leaves it. */
export function setSpot(d: Draft, i: number, patch: Partial<SpotDraft>): Draft {
  const lineup = d.lineup.map((s, j) => {
    if (j === i) return { ...s, ...patch };
    return patch.p && s.p === patch.p ? { ...s, p: '' as const } : s;
  });
  return { ...d, lineup };
}

const swap = <T>(list: readonly T[], i: number, j: number): T[] => {
  const out = [...list];
  if (j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j] as T, out[i] as T];
  return out;
};

/** Moves a batting spot up (-1) or down (+1) the order. */
export const moveSpot = (d: Draft, i: number, by: -1 | 1): Draft => ({
  ...d,
  lineup: swap(d.lineup, i, i + by),
});

/** Puts a starter at a rotation place (leaving the place he had). */
export function setRotation(d: Draft, i: number, p: PlayerId | ''): Draft {
  return {
    ...d,
    rotation: d.rotation.map((x, j) => (j === i ? p : p && x === p ? '' : x)),
  };
}

export const moveRotation = (d: Draft, i: number, by: -1 | 1): Draft => ({
  ...d,
  rotation: swap(d.rotation, i, i + by),
});

/** One more copy of a strategy card in the deck or the sideboard. */
export const addCard = (d: Draft, pile: Pile, name: string): Draft => ({
  ...d,
  [pile]: [...d[pile], name],
});

/** One copy fewer (nothing happens when there is none). */
export function removeCard(d: Draft, pile: Pile, name: string): Draft {
  const i = d[pile].lastIndexOf(name);
  return i < 0 ? d : { ...d, [pile]: d[pile].filter((_, j) => j !== i) };
}

/**
 * The rulebook's quick batting order (§BUILDING YOUR OWN TEAM): regular hitters by point
 * value, each given a position while one is open for him; the first who fits none bats as
 * the DH. Positions are matched (a player already placed may move to another position he
 * plays to make room), so the lineup fills every position whenever the regulars can.
 */
export function quickLineup(d: Draft): Draft {
  const hitters = d.roster
    .filter((e) => !e.backup)
    .flatMap((e) => {
      const c = findCard(e.p);
      return c?.kind === 'hitter' ? [c] : [];
    })
    .sort((a, b) => b.points - a.points);
  const masks = hitters.map((h) => maskOf(h.id));
  const at: number[] = Array<number>(POSITIONS.length).fill(-1);
  let dh = -1;
  const chosen: number[] = [];
  for (let i = 0; i < hitters.length && chosen.length < LINEUP_SIZE; i++) {
    if (placeAt(masks, at, i, Array<boolean>(POSITIONS.length).fill(false))) chosen.push(i);
    else if (dh < 0) {
      dh = i;
      chosen.push(i);
    }
  }
  const spots: SpotDraft[] = chosen.map((i) => {
    const pos = at.indexOf(i);
    return {
      p: (hitters[i] as { id: PlayerId }).id,
      pos: pos < 0 ? 'DH' : (POSITIONS[pos] as Position),
    };
  });
  return { ...d, lineup: pad(spots, LINEUP_SIZE, { p: '', pos: '' }) };
}
