/**
 * What the screens may ask of the app: games, profiles, settings, bots and storage status.
 * Built once in the composition root (root.ts) and passed down by context, so components
 * never reach storage themselves.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Signal } from '@preact/signals';
import type { MsgRef, Options, Outcome, Seat } from '../engine/types';
import type { Session, MoveRecord, GameInit } from '../engine/session';
import type { AnyModule, GameEntry } from '../games/registry';
import type { SavedTeamView } from '../ui/teams';
import type { BotRunner, BotSpeed, ResponseMode, Saver } from './models/play-model';
import type { ResultFacts } from './result-words';

/** A saved game as the shelf and history list it. */
export interface GameSummary {
  id: string;
  gameType: string;
  title: string;
  status: 'active' | 'finished';
  seats: readonly Seat[];
  updatedAt: number;
  moveCount: number;
  /** Seats that must decide now (empty once over). */
  waitingOn: readonly number[];
  ranks: readonly number[] | null;
  /** Final scores, by seat, once over. */
  scores: readonly number[] | null;
  /** What the headline of a finished game reads (unit, final, solo rivals), once over. */
  result: ResultFacts | null;
  /**
   * Where an active game stands: the game's message, worded in the active language when
   * shown; or, for a game last saved by an older app (which stored it worded), its text by
   * language (`{ en: '…', fr: '…' }`).
   */
  progress: { ref: MsgRef } | { text: Readonly<Record<string, string>> } | null;
}

/** A finished game as results show it: its stored outcome, with what a rematch needs. */
export interface FinishedGame {
  entry: GameEntry;
  seats: readonly Seat[];
  options: Options;
  outcome: Outcome;
}

/** An opened game, ready for the table. */
export interface LoadedGame {
  id: string;
  entry: GameEntry;
  module: AnyModule;
  session: Session<unknown, unknown>;
  saver: Saver;
  /** Seat colours, 1-6. */
  colors: readonly number[];
  /** Per-seat PINs from saved profiles (undefined: none). */
  pins: readonly (string | undefined)[];
}

export interface NewGame {
  gameType: string;
  seats: readonly Seat[];
  options: Options;
  /** A fixed seed (a guided first game); a fresh one otherwise. */
  seed?: string;
}

/** `copy`: the file's game was already saved here, so it was added beside it as a copy. */
export type ImportResult = { ok: true; id: string; copy: boolean } | { ok: false; message: string };

export interface ProfileView {
  id: string;
  name: string;
  color: number;
  pin?: string;
  records: Readonly<Record<string, { played: number; won: number }>>;
}

export interface SettingsModel {
  responseMode: Signal<ResponseMode>;
  botSpeed: Signal<BotSpeed>;
  motion: Signal<'system' | 'on' | 'off'>;
  theme: Signal<'system' | 'light' | 'dark'>;
  /** Sound and vibration (rolls, your turn, a win). */
  sound: Signal<'on' | 'off'>;
  /** 'auto' follows the device's preferred languages. */
  language: Signal<'auto' | 'en' | 'fr'>;
  /** Writes a changed setting to storage. */
  save(): Promise<void>;
}

export interface AppServices {
  games: {
    list(status: 'active' | 'finished'): Promise<GameSummary[]>;
    create(game: NewGame): Promise<string>;
    open(id: string): Promise<LoadedGame | null>;
    /** Records a finished game in the profiles' win records (once). */
    finished(id: string): Promise<void>;
    remove(id: string): Promise<void>;
    /** Saves the game as a .json file on the device. */
    download(
      id: string,
      fromMemory?: { title: string; session: Session<unknown, unknown> },
    ): Promise<void>;
    importText(text: string): Promise<ImportResult>;
    /**
     * A finished game's result as stored with its last move ('not-over' while it goes on,
     * null if it is not saved here).
     */
    result(id: string): Promise<FinishedGame | 'not-over' | null>;
    /** The whole move list, for the history replay. */
    record(id: string): Promise<{
      entry: GameEntry;
      module: AnyModule;
      init: GameInit;
      moves: readonly MoveRecord<unknown>[];
    } | null>;
  };
  profiles: {
    list(): Promise<ProfileView[]>;
    save(profile: Omit<ProfileView, 'records' | 'id'> & { id?: string }): Promise<void>;
    remove(id: string): Promise<void>;
  };
  /** Teams built in a game's team builder (drafts included). */
  teams: {
    list(gameId: string): Promise<SavedTeamView[]>;
    get(id: string): Promise<SavedTeamView | null>;
    /** Creates (no id) or replaces a team; returns its id. */
    save(team: { id?: string; gameId: string; name: string; data: string }): Promise<string>;
    remove(id: string): Promise<void>;
  };
  settings: SettingsModel;
  runBot: BotRunner;
  storage: {
    status(): Promise<{ persisted: boolean | null; usage: number | null; quota: number | null }>;
    /** Asks the browser to keep saved games (once a game has started). */
    persist(): Promise<void>;
  };
  /** Writes every pending move now (before an update reloads the page). */
  flush(): Promise<void>;
  /** Set when the app must be reloaded (a newer version opened the database). */
  fatal: Signal<string | null>;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('useServices outside ServicesContext');
  return s;
}
