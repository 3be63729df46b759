/**
 * The composition root: the one place where the database, stores, settings, bots and
 * save queues are made and wired into the services the screens use.
 */
import { signal, type Signal } from '@preact/signals';
import { makeSeed } from '../engine/rng';
import { DugoutDb } from '../store/db';
import { createGameStore } from '../store/games';
import type { GameRow } from '../store/db';
import { createProfileStore } from '../store/profiles';
import { createSaveQueue, type SaveQueue, type SaveStatus } from '../store/save-queue';
import { createSettingsStore, DEFAULT_SETTINGS, type Settings } from '../store/settings';
import { requestPersistence, storageStatus } from '../store/persist';
import type { TeamStore } from '../store/teams';
import { describeError } from '../store/errors';
import { findGame } from './games';
import { t } from './i18n';
import { logFailure } from './log-failure';
import type { BotRunner } from './models/play-model';
import type { AppServices, GameSummary, LoadedGame, SettingsModel } from './services';
import { createSavedGames, type AnyModule, type AnySession } from './saved-games';

/** The BroadcastChannel on which tabs say which game they just saved. */
const CHANNEL = 'dugout-games';

const resolve = async (gameType: string): Promise<AnyModule | undefined> =>
  findGame(gameType)?.load();

/** Builds the app's services over a database (named, so tests can use their own). */
export function createServices(opts: { dbName?: string; runBot: BotRunner }): AppServices {
  const fatal = signal<string | null>(null);
  const db = new DugoutDb(opts.dbName ?? 'dugout', {
    // Another tab opened a newer Dugout: everything is saved move by move, so stop and ask to reload.
    onVersionChange: async () => {
      await Promise.all([...queues.values()].map(({ queue }) => queue.flush()));
      fatal.value = t('error.versionChange');
    },
  });
  const games = createSavedGames(createGameStore(db), resolve);
  const profiles = createProfileStore(db);
  const settingsStore = createSettingsStore(db);
  const queues = new Map<string, { queue: SaveQueue; status: Signal<SaveStatus> }>();
  const settings = createSettingsModel(settingsStore);
  // The team store loads with the first screen that asks (the builder), not with home.
  let teamStore: Promise<TeamStore> | undefined;
  const teams = () => (teamStore ??= import('../store/teams').then((m) => m.createTeamStore(db)));

  // Saves go out when the page is hidden: the last event reliably seen on mobile.
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'hidden') return;
      for (const { queue } of queues.values()) {
        // A write that fails here keeps its place in the queue, which retries it.
        queue.flush().catch((e: unknown) => console.warn('save on hide failed', e));
      }
    });
  }

  // Tabs tell each other which game they saved, so a table showing an older version of it
  // says so at once rather than at its next move (the store refuses that move anyway).
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) {
    channel.onmessage = (e: MessageEvent<unknown>) => {
      const msg = e.data as { id?: unknown; rev?: unknown } | null;
      if (typeof msg?.id !== 'string' || typeof msg.rev !== 'number') return;
      queues.get(msg.id)?.queue.changedElsewhere(msg.id, msg.rev);
    };
  }
  const tell = (id: string, rev: number) => channel?.postMessage({ id, rev });

  /**
   * The game's save queue, made once per game for the app's lifetime, with its status as a
   * signal: one subscription per queue, however often the game is opened, released with
   * the queue (`dispose` forgets its listeners).
   */
  function queueFor(id: string) {
    const made = queues.get(id);
    if (made) return made;
    const queue = createSaveQueue(games, {
      onError: (e) => console.warn('save failed', describeError(e)),
      onSaved: tell,
    });
    const status = signal<SaveStatus>(queue.getState().status);
    queue.subscribe((s) => (status.value = s.status));
    const entry = { queue, status };
    queues.set(id, entry);
    return entry;
  }

  function summarize(row: GameRow): GameSummary {
    return {
      id: row.id,
      gameType: row.gameType,
      title: findGame(row.gameType)?.title ?? row.title,
      status: row.status,
      seats: row.seats,
      updatedAt: row.updatedAt,
      moveCount: row.moveCount,
      waitingOn: row.whoseTurn,
      ranks: row.outcome?.rank ?? null,
      scores: row.outcome?.scores ?? null,
      // The headline's facts (result-words.ts words them on the history screen).
      result: row.outcome
        ? {
            rank: row.outcome.rank,
            scores: row.outcome.scores,
            unit: row.outcome.unit,
            final: row.outcome.final,
            rivals: row.outcome.rivals,
          }
        : null,
      progress: progressOf(row),
    };
  }

  /**
   * Saves a game's file on the device. A table passes the game it holds, so the file can
   * still be made when storage cannot give it (site data cleared under the open table).
   */
  async function download(id: string, fromMemory?: { title: string; session: AnySession }) {
    let file: Awaited<ReturnType<typeof games.exportGame>>;
    try {
      file = await games.exportGame(id);
    } catch (e) {
      if (!fromMemory) throw e;
      file = await games.exportSession(id, fromMemory.title, fromMemory.session);
    }
    const blob = new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `dugout-${file.game.gameType}-${id.slice(0, 8)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  }

  return {
    games: {
      list: async (status) => (await games.listGames({ status })).map(summarize),
      create: ({ seed, ...g }) => games.createGame({ ...g, seed: seed ?? makeSeed() }),
      async open(id): Promise<LoadedGame | null> {
        const row = await games.getGame(id);
        const entry = row && findGame(row.gameType);
        if (!row || !entry) return null;
        const { queue: q, status } = queueFor(id);
        // This tab's own unwritten moves first, so the game read below includes them; if
        // they still cannot be written (a full device), the table goes on from them.
        await q.flush();
        const unwritten = q.latest(id);
        const [module, session, profileList] = await Promise.all([
          entry.load(),
          unwritten ??
            games.openGame(id).then(({ session: stored, rev }) => {
              q.open(id, rev);
              return stored;
            }),
          profiles.listProfiles(),
        ]);
        return {
          id,
          entry,
          module,
          session,
          saver: {
            append: (_record, s) => q.append(id, s),
            undo: (s) => q.undo(id, s),
            status,
          },
          colors: row.seats.map((s, i) => Number(s.color ?? i + 1)),
          pins: row.seats.map((s) => profileList.find((p) => p.id === s.profileId)?.pin),
        };
      },
      // Results reach the profiles' records in the same transaction as the last move.
      finished: async (id) => {
        await queues.get(id)?.queue.flush();
      },
      remove: async (id) => {
        await games.deleteGame(id);
        // A table open on it in another tab can never save it again.
        tell(id, Number.MAX_SAFE_INTEGER);
      },
      download,
      async importText(text) {
        // The store checks the size before parsing, then the format, then replays every move.
        const r = await games.importGame(text);
        return r.ok ? { ok: true, id: r.id, copy: r.renamed } : { ok: false, message: r.message };
      },
      async result(id) {
        // The last moves may still be on their way to storage: read after they land.
        await queues.get(id)?.queue.flush();
        const row = await games.getGame(id);
        const entry = row && findGame(row.gameType);
        if (!row || !entry) return null;
        if (row.status !== 'finished' || !row.outcome) return 'not-over';
        return { entry, seats: row.seats, options: row.options, outcome: row.outcome };
      },
      async record(id) {
        const row = await games.getGame(id);
        const entry = row && findGame(row.gameType);
        if (!row || !entry) return null;
        const [module, session] = await Promise.all([entry.load(), games.loadGame(id)]);
        return { entry, module, init: session.init, moves: session.moves };
      },
    },
    profiles: {
      list: async () =>
        (await profiles.listProfiles()).map((p) => ({
          id: p.id,
          name: p.name,
          color: Number(p.color) || 1,
          ...(p.pin && { pin: p.pin }),
          records: p.records,
        })),
      save: async (p) => {
        const input = { name: p.name, color: String(p.color), ...(p.pin && { pin: p.pin }) };
        if (p.id) await profiles.updateProfile(p.id, input);
        else await profiles.createProfile(input);
      },
      remove: (id) => profiles.deleteProfile(id),
    },
    teams: {
      list: async (gameId) => (await teams()).listTeams(gameId),
      get: async (id) => (await (await teams()).getTeam(id)) ?? null,
      save: async (team) => (await (await teams()).saveTeam(team)).id,
      remove: async (id) => (await teams()).deleteTeam(id),
    },
    settings,
    runBot: opts.runBot,
    storage: {
      status: () => storageStatus(),
      persist: async () => {
        await requestPersistence();
      },
    },
    fatal,
    flush: async () => {
      await Promise.all([...queues.values()].map(({ queue }) => queue.flush()));
    },
  };
}

/** Settings as signals, loaded once and written back on save. */
function createSettingsModel(store: ReturnType<typeof createSettingsStore>): SettingsModel {
  const model: SettingsModel = {
    responseMode: signal(DEFAULT_SETTINGS.responseMode),
    botSpeed: signal(DEFAULT_SETTINGS.botSpeed),
    motion: signal(DEFAULT_SETTINGS.reducedMotion),
    theme: signal(DEFAULT_SETTINGS.theme),
    sound: signal(DEFAULT_SETTINGS.sound),
    language: signal(DEFAULT_SETTINGS.language),
    async save() {
      const s: Settings = {
        responseMode: model.responseMode.value,
        botSpeed: model.botSpeed.value,
        reducedMotion: model.motion.value,
        theme: model.theme.value,
        sound: model.sound.value,
        language: model.language.value,
      };
      await store.updateSettings(s);
    },
  };
  // Settings that cannot be read leave the defaults; the screens work on them.
  store.getSettings().then((s) => {
    model.responseMode.value = s.responseMode;
    model.botSpeed.value = s.botSpeed;
    model.motion.value = s.reducedMotion;
    model.theme.value = s.theme;
    model.sound.value = s.sound;
    model.language.value = s.language;
  }, logFailure('reading the settings'));
  return model;
}

/**
 * A row's progress: the game's message; on rows saved before the store stopped wording it,
 * the English text and its translations as they were written.
 */
function progressOf(row: GameRow): GameSummary['progress'] {
  const { progress, progressIn } = row;
  if (!progress) return null;
  if (typeof progress !== 'string') return { ref: progress };
  return { text: { ...progressIn, en: progress } };
}
