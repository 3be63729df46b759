/**
 * The language the app shows now, as a signal every layer with screens can read: the shell
 * sets it (src/app/i18n), boards and rules references read it through `localized`, so a
 * change of setting re-renders them in the new language without a reload.
 */
import { signal } from '@preact/signals';

/** The languages the app is written in; `en` is complete and the fallback for a missing key. */
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The active language (its catalogs are loaded before it is set). */
export const activeLanguage = signal<Language>('en');

/**
 * The language for a setting: `auto` takes the first of the device's preferences (most
 * preferred first, as navigator.languages lists them) that the app supports, by primary
 * subtag (`fr-CA` is French), and English when none is.
 */
export function resolveLanguage(
  setting: 'auto' | Language,
  preferences: readonly string[] | undefined,
): Language {
  if (setting !== 'auto') return setting;
  for (const tag of preferences ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    const found = SUPPORTED_LANGUAGES.find((l) => l === primary);
    if (found) return found;
  }
  return 'en';
}

/**
 * An object of words (a board's TXT, a rules reference) in the active language: each
 * property read picks the active language's version, so a component that reads it during
 * render re-renders on a change of language. `fr` may leave keys out: they read in English.
 */
export function localized<T extends object>(
  by: { en: T } & Partial<Record<Language, Partial<Words<T>>>>,
): T {
  return new Proxy(by.en, {
    get(en, key, receiver) {
      const other = by[activeLanguage.value];
      if (other && key in other) return Reflect.get(other, key);
      return Reflect.get(en, key, receiver) as unknown;
    },
  });
}

/** The active language's version of a value (a rules reference's section list, say). */
export function inLanguage<T>(by: { en: T } & Partial<Record<Language, T>>): T {
  return by[activeLanguage.value] ?? by.en;
}

/**
 * The shape a translation of a words object must have: the same keys, strings where the
 * English has strings (of any text), functions with the same parameters, nested alike.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer P) => string
    ? (...args: P) => string
    : { readonly [K in keyof T]: Words<T[K]> };
