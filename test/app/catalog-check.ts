/** Compares a translated catalog with its English one: the same keys, the same placeholders. */
import { expect } from 'vitest';

const placeholders = (s: string): string[] =>
  [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

export function expectSameShape(
  en: Readonly<Record<string, string>>,
  other: Readonly<Record<string, string>>,
): void {
  expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
  for (const [key, text] of Object.entries(en)) {
    expect({ key, placeholders: placeholders(other[key] ?? '') }).toEqual({
      key,
      placeholders: placeholders(text),
    });
    // A translation is never left blank, nor left in English by mistake on a sentence.
    expect(other[key]?.trim(), key).not.toBe('');
  }
}
