/**
 * App settings: typed, with defaults, one row per key. Every setting is a choice among a few
 * words, checked by a plain list (the home screen loads this file, and a schema library would
 * cost it 3 KB gzipped for six lists).
 */
import type { DugoutDb } from './db';
import { StoreError } from './errors';

/** The allowed values of each setting. */
export const RESPONSE_MODES = ['ask-all', 'skip-no-legal'] as const;
export const BOT_SPEEDS = ['step', 'normal', 'fast'] as const;
/** `auto` follows the device's preferred languages (navigator.languages). */
export const LANGUAGES = ['auto', 'en', 'fr'] as const;
export const MOTION_PREFS = ['system', 'on', 'off'] as const;
export const THEMES = ['system', 'light', 'dark'] as const;
export const SOUNDS = ['on', 'off'] as const;

const SETTING_CHOICES = {
  /** Response windows: ask every player every time (no tell), or skip those with no legal response. */
  responseMode: RESPONSE_MODES,
  botSpeed: BOT_SPEEDS,
  language: LANGUAGES,
  /** Reduced motion: follow the system, or force it on or off. */
  reducedMotion: MOTION_PREFS,
  theme: THEMES,
  /** Sound and vibration on rolls, your turn and a win. */
  sound: SOUNDS,
};

/** The name of a setting. */
export type SettingKey = keyof typeof SETTING_CHOICES;
/** Every setting, typed. */
export type Settings = { [K in SettingKey]: (typeof SETTING_CHOICES)[K][number] };

/** Whether `value` is one of the allowed values of `key`. */
function allowed(key: SettingKey, value: unknown): boolean {
  return (SETTING_CHOICES[key] as readonly unknown[]).includes(value);
}

/** What a fresh install uses. */
export const DEFAULT_SETTINGS: Readonly<Settings> = {
  responseMode: 'ask-all',
  botSpeed: 'normal',
  language: 'auto',
  reducedMotion: 'system',
  theme: 'system',
  sound: 'on',
};

const KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/**
 * Marks a `language` row written by an app that offers a choice of language. Before French,
 * the app offered English only and saved `language: 'en'` with every settings change, so an
 * unmarked 'en' was never a choice: it reads as 'auto' (follow the device).
 */
const LANGUAGE_CHOSEN = 'languageChosen';

/** The settings functions. */
export interface SettingsStore {
  /** Every setting; a missing or unreadable value (say, from a newer app) reads as its default. */
  getSettings(): Promise<Settings>;
  /** Changes some settings in one transaction and returns them all; throws on a bad value. */
  updateSettings(patch: Partial<Settings>): Promise<Settings>;
}

function readSettings(rows: readonly { key: string; value: unknown }[]): Settings {
  const out: Settings = { ...DEFAULT_SETTINGS };
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  for (const key of KEYS) {
    const value = byKey.get(key);
    // Each key has its own list; the assignment is checked per key by `allowed`.
    if (allowed(key, value)) (out as Record<SettingKey, unknown>)[key] = value;
  }
  if (out.language === 'en' && byKey.get(LANGUAGE_CHOSEN) !== true) out.language = 'auto';
  return out;
}

/** The settings functions over one database. */
export function createSettingsStore(db: DugoutDb): SettingsStore {
  return {
    async getSettings() {
      return readSettings(await db.settings.toArray());
    },

    async updateSettings(patch) {
      const rows: { key: string; value: unknown }[] = [];
      for (const key of KEYS) {
        if (!(key in patch)) continue;
        const value: unknown = patch[key];
        if (!allowed(key, value)) {
          throw new StoreError('invalid-input', `${String(value)} is not a valid ${key}.`);
        }
        rows.push({ key, value });
        if (key === 'language') rows.push({ key: LANGUAGE_CHOSEN, value: true });
      }
      return db.transaction('rw', db.settings, async () => {
        await db.settings.bulkPut(rows);
        return readSettings(await db.settings.toArray());
      });
    },
  };
}
