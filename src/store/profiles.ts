/** Saved players: names, colours and their record in each game type. */
import type { DugoutDb, GameRecord, ProfileRow } from './db';
import { StoreError } from './errors';

/** A saved player. */
export type Profile = ProfileRow;

/** What the player types when making or editing a profile. */
export interface ProfileInput {
  name: string;
  color: string;
  /** 4 to 8 digits; '' removes it. */
  pin?: string;
}

/** The profile functions. */
export interface ProfileStore {
  /** Every profile, by name. */
  listProfiles(): Promise<Profile[]>;
  getProfile(id: string): Promise<Profile | undefined>;
  createProfile(input: ProfileInput): Promise<Profile>;
  /** Renames or recolours a profile; throws StoreError 'not-found'. */
  updateProfile(id: string, patch: Partial<ProfileInput>): Promise<Profile>;
  deleteProfile(id: string): Promise<void>;
  /**
   * Adds one finished game to the records of the seats' profiles (`rank[i]` is seat i's
   * place). appendMove already does this in the move that ends a game; call it only for
   * results that did not come through appendMove.
   */
  recordResult(
    gameType: string,
    seatProfileIds: readonly (string | undefined)[],
    rank: readonly number[],
  ): Promise<void>;
}

const NAME_MAX = 40;
const COLOR_MAX = 40;

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > NAME_MAX) {
    throw new StoreError('invalid-input', `A name has 1 to ${NAME_MAX} characters.`);
  }
  return trimmed;
}

const PIN = /^\d{4,8}$/;

function checkPin(pin: string): void {
  if (pin !== '' && !PIN.test(pin))
    throw new StoreError('invalid-input', 'A PIN has 4 to 8 digits.');
}

function cleanColor(color: string): string {
  if (color.length > COLOR_MAX) throw new StoreError('invalid-input', 'That colour is not valid.');
  return color;
}

/**
 * Adds a result to profile records. Must run inside a transaction that includes
 * db.profiles, so that the result is counted exactly once with the move that ended the game.
 */
export async function addResult(
  db: DugoutDb,
  gameType: string,
  seatProfileIds: readonly (string | undefined)[],
  rank: readonly number[],
): Promise<void> {
  // One person may sit in two seats (hot seat): count the game once, as a win if either won.
  const won = new Map<string, boolean>();
  seatProfileIds.forEach((id, seat) => {
    if (id) won.set(id, (won.get(id) ?? false) || rank[seat] === 1);
  });
  for (const [id, didWin] of won) {
    const profile = await db.profiles.get(id);
    // A seat may name a profile deleted since, or one from another device (imports).
    if (!profile) continue;
    const old: GameRecord = profile.records[gameType] ?? { played: 0, won: 0 };
    const records = {
      ...profile.records,
      [gameType]: { played: old.played + 1, won: old.won + (didWin ? 1 : 0) },
    };
    await db.profiles.update(id, { records });
  }
}

/** The profile functions over one database. */
export function createProfileStore(
  db: DugoutDb,
  opts: { now?: () => number; newId?: () => string } = {},
): ProfileStore {
  const now = opts.now ?? Date.now;
  const newId = opts.newId ?? (() => crypto.randomUUID());

  return {
    async listProfiles() {
      const all = await db.profiles.toArray();
      return all.sort((a, b) => a.name.localeCompare(b.name));
    },

    getProfile: (id) => db.profiles.get(id),

    async createProfile(input) {
      if (input.pin) checkPin(input.pin);
      const profile: Profile = {
        id: newId(),
        name: cleanName(input.name),
        color: cleanColor(input.color),
        records: {},
        createdAt: now(),
        ...(input.pin && { pin: input.pin }),
      };
      await db.profiles.add(profile);
      return profile;
    },

    async updateProfile(id, patch) {
      const changes: Partial<ProfileInput> = {};
      if (patch.name !== undefined) changes.name = cleanName(patch.name);
      if (patch.color !== undefined) changes.color = cleanColor(patch.color);
      if (patch.pin !== undefined) checkPin(patch.pin);
      return db.transaction('rw', db.profiles, async () => {
        const profile = await db.profiles.get(id);
        if (!profile) throw new StoreError('not-found', 'That profile no longer exists.');
        const { pin: _old, ...rest } = profile;
        const pin = patch.pin === undefined ? profile.pin : patch.pin;
        const next: Profile = { ...rest, ...changes, ...(pin && { pin }) };
        await db.profiles.put(next);
        return next;
      });
    },

    deleteProfile: (id) => db.profiles.delete(id),

    recordResult(gameType, seatProfileIds, rank) {
      return db.transaction('rw', db.profiles, () => addResult(db, gameType, seatProfileIds, rank));
    },
  };
}
