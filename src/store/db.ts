/**
 * The Dexie database: row types, every schema version ever shipped, and the connection's
 * reaction to other tabs (a newer version asking us to close, or an older tab blocking us).
 * Only src/store/ touches IndexedDB; the app uses the functions in games.ts and friends.
 */
import { Dexie, type Table } from 'dexie';
import type { Checkpoint, LogEntry, Table as TableState } from '../engine/session';
import type { MsgRef, Options, Outcome, Seat, SeatId } from '../engine/types';

/** A game is active until its module prompts nobody. */
export type GameStatus = 'active' | 'finished';

/** One game: what it is (type, seats, options, seed) and a summary for lists. */
export interface GameRow {
  id: string;
  /** The game module's id (`lords`, `gm`, ...). */
  gameType: string;
  title: string;
  status: GameStatus;
  seats: Seat[];
  options: Options;
  seed: string;
  /** The module's rules version when the game began; old saves keep their rules. */
  rulesVersion: number;
  createdAt: number;
  updatedAt: number;
  moveCount: number;
  /** Seats holding a prompt now (empty once the game is over). */
  whoseTurn: SeatId[];
  /**
   * Where the game stands (`GameModule.progress`), a message of the game's catalog that
   * screens word in the active language; null once over or if the game has none. Rows
   * saved before the store stopped formatting words hold it as English text (a string)
   * until their next move.
   */
  progress?: MsgRef | string | null;
  /**
   * On those older rows only: the same text in each other language the game had a catalog
   * for (`{ fr: '…' }`); every move saved since removes it.
   */
  progressIn?: Readonly<Record<string, string>> | null;
  outcome: Outcome | null;
  /** Move count at the latest snapshot (0: none), so appendMove needs no extra read. */
  snapshotSeq: number;
  /**
   * Write revision: one more on every saved move or undo. Each write names the revision it
   * was based on, so a tab whose game changed in another tab is refused instead of writing
   * over it. Absent on rows saved before it existed, which reads as 0.
   */
  rev?: number;
}

/** One move of one game; `seq` counts from 1. */
export interface MoveRow {
  gameId: string;
  seq: number;
  seat: SeatId;
  action: unknown;
  checkpoint: Checkpoint | null;
  at: number;
}

/** The table and log after `seq` moves, taken at a checkpoint, to load without a full replay. */
export interface SnapshotRow {
  gameId: string;
  seq: number;
  table: TableState<unknown>;
  log: LogEntry[];
}

/** Wins and games played by one profile in one game type. */
export interface GameRecord {
  played: number;
  won: number;
}

/** A saved player: name, colour and records per game type. */
export interface ProfileRow {
  id: string;
  name: string;
  color: string;
  records: Record<string, GameRecord>;
  createdAt: number;
  /**
   * Optional handoff PIN (digits). Plain text on purpose: it only keeps a glance away at
   * the table; anyone holding the unlocked device can read the database anyway.
   */
  pin?: string;
}

/** One setting; settings.ts gives them types and defaults. */
export interface SettingRow {
  key: string;
  value: unknown;
}

/** Version 1 (first release). Compound keys keep a game's moves together and in order. */
export const SCHEMA_V1 = {
  games: 'id, status, updatedAt',
  moves: '[gameId+seq]',
  snapshots: '[gameId+seq]',
  profiles: 'id',
  settings: 'key',
} as const;

/**
 * Version 2: built teams (the Showdown team builder), listed per game. Nothing older
 * changes, so there is no upgrade function: Dexie only creates the new table. A later
 * version that must change data adds `.upgrade(namedFunction)` with a why-comment.
 */
export const SCHEMA_V2 = { ...SCHEMA_V1, teams: 'id, gameId' } as const;

/** A team (or any design) a player built for a game; `data` is the game's own JSON. */
export interface TeamRow {
  id: string;
  /** The game module's id (`showdown`). */
  gameId: string;
  name: string;
  data: string;
  updatedAt: number;
}

/** How the connection tells the app about other tabs. */
export interface DbEvents {
  /**
   * Another tab wants a newer version (or to delete the database). Save what is pending;
   * this connection closes when the returned promise settles (or after the grace time),
   * then stays closed: the app should ask to reload. `newVersion` is null for a delete.
   */
  onVersionChange?: (info: { newVersion: number | null }) => void | Promise<void>;
  /** Opening is waiting for another tab to close its older connection. */
  onBlocked?: (info: { oldVersion: number; newVersion: number | null }) => void;
  /** Longest wait for onVersionChange before closing anyway (ms, default 3000). */
  versionChangeGraceMs?: number;
}

/** The Dexie version that Dexie stores natively times ten; we report the app's number. */
const appVersion = (native: number | null): number | null =>
  native === null || native === 0 ? null : native / 10;

/** Dugout's IndexedDB database. */
export class DugoutDb extends Dexie {
  declare readonly games: Table<GameRow, string>;
  declare readonly moves: Table<MoveRow, [string, number]>;
  declare readonly snapshots: Table<SnapshotRow, [string, number]>;
  declare readonly profiles: Table<ProfileRow, string>;
  declare readonly settings: Table<SettingRow, string>;
  declare readonly teams: Table<TeamRow, string>;

  /** True once another tab's upgrade or delete made this connection close for good. */
  closedByVersionChange = false;
  private versionChangeSeen = false;

  constructor(name = 'dugout', events: DbEvents = {}) {
    // Strict: since Chrome 121 a committed move may otherwise sit in an OS buffer for
    // seconds, and a power cut there loses it.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2);

    // Returning false stops Dexie's own handler, which closes at once and would later
    // auto-reopen this old code against the newer schema.
    this.on('versionchange', (ev) => {
      this.yieldToNewVersion(ev.newVersion, events).catch((e: unknown) => {
        // Closing failed: the other tab's upgrade waits on `blocked`, which it reports.
        console.warn('could not yield to the new version', e);
      });
      return false;
    });
    this.on('blocked', (ev) => {
      if (!events.onBlocked) return undefined;
      events.onBlocked({ oldVersion: ev.oldVersion / 10, newVersion: appVersion(ev.newVersion) });
      return false;
    });
  }

  /** Drops a broken connection so the next query reopens it (WebKit "connection lost"). */
  recover(): void {
    if (!this.closedByVersionChange) this.close({ disableAutoOpen: false });
  }

  private async yieldToNewVersion(newVersion: number | null, events: DbEvents): Promise<void> {
    // Dexie fires this both from the native event and from a blocked open in this tab.
    if (this.versionChangeSeen) return;
    this.versionChangeSeen = true;
    const grace = events.versionChangeGraceMs ?? 3000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        Promise.resolve(events.onVersionChange?.({ newVersion: appVersion(newVersion) })),
        new Promise((resolve) => (timer = setTimeout(resolve, grace))),
      ]);
    } catch {
      // The app's save failed; the other tab's upgrade must still go ahead.
    } finally {
      clearTimeout(timer);
      this.closedByVersionChange = true;
      this.close();
    }
  }
}
