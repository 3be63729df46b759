/** Compares a translated catalog with its English one: the same keys, the same placeholders. */
import { expect } from 'vitest';
import { formatMessage, templateArgs } from '../../src/engine/messages';
import type { MsgArgs } from '../../src/engine/types';

/** The arguments a template names (plural blocks' too), each once, sorted. */
const placeholders = (s: string): string[] => templateArgs(s).sort();

/**
 * Keys of a game's metadata texts (option labels, helps and choices, the credit line): the
 * English is the module's meta, so only translations hold them; test/app/meta-texts.test.ts
 * checks them against the meta, both ways.
 */
export const META_KEY = /^\w+\.(option|credit)\./;

export function expectSameShape(
  en: Readonly<Record<string, string>>,
  other: Readonly<Record<string, string>>,
): void {
  const own = Object.keys(other).filter((k) => !META_KEY.test(k) || k in en);
  expect(own.sort()).toEqual(Object.keys(en).sort());
  for (const [key, text] of Object.entries(en)) {
    expect({ key, placeholders: placeholders(other[key] ?? '') }).toEqual({
      key,
      placeholders: placeholders(text),
    });
    // A translation is never left blank, nor left in English by mistake on a sentence.
    expect(other[key]?.trim(), key).not.toBe('');
  }
}

/**
 * A board's `say` in a translation: the English catalog with the translation over it, as the
 * app merges them; plural forms by `locale`'s rules (the translations are French).
 */
export function sayIn(
  en: Readonly<Record<string, string>>,
  other: Readonly<Record<string, string>>,
  names: readonly string[],
  locale = 'fr',
): (key: string, args?: MsgArgs) => string {
  const merged = { ...en, ...other };
  return (key, args) =>
    formatMessage(
      merged[key],
      key,
      args,
      (m) => names[m] ?? `#${m + 1}`,
      (k) => merged[k],
      locale,
    );
}
