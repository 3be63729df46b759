/** Built teams: what a player made in a game's team builder, kept as that game's JSON. */
import type { DugoutDb, TeamRow } from './db';
import { StoreError } from './errors';

/** A saved team. */
export type SavedTeam = TeamRow;

/** What the builder saves: an id to overwrite, or none for a new team. */
export interface TeamInput {
  id?: string;
  gameId: string;
  name: string;
  data: string;
}

/** The team functions. */
export interface TeamStore {
  /** A game's teams, most recently changed first. */
  listTeams(gameId: string): Promise<SavedTeam[]>;
  getTeam(id: string): Promise<SavedTeam | undefined>;
  /** Creates or replaces a team; returns it as stored. */
  saveTeam(input: TeamInput): Promise<SavedTeam>;
  deleteTeam(id: string): Promise<void>;
}

const NAME_MAX = 40;
/** Far above any real team (a Showdown team is about 3 KB); stops a runaway write. */
const DATA_MAX = 100_000;

function clean(input: TeamInput): { name: string; data: string } {
  const name = input.name.trim();
  if (!name || name.length > NAME_MAX)
    throw new StoreError('invalid-input', `A team name has 1 to ${NAME_MAX} characters.`);
  if (input.data.length > DATA_MAX) throw new StoreError('invalid-input', 'That team is too big.');
  return { name, data: input.data };
}

/** The team functions over one database. */
export function createTeamStore(
  db: DugoutDb,
  opts: { now?: () => number; newId?: () => string } = {},
): TeamStore {
  const now = opts.now ?? Date.now;
  const newId = opts.newId ?? (() => crypto.randomUUID());
  return {
    async listTeams(gameId) {
      const rows = await db.teams.where('gameId').equals(gameId).toArray();
      return rows.sort((a, b) => b.updatedAt - a.updatedAt);
    },
    getTeam: (id) => db.teams.get(id),
    async saveTeam(input) {
      const row: TeamRow = {
        id: input.id ?? newId(),
        gameId: input.gameId,
        ...clean(input),
        updatedAt: now(),
      };
      await db.teams.put(row);
      return row;
    },
    deleteTeam: (id) => db.teams.delete(id),
  };
}
