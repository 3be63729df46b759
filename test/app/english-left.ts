/**
 * Finds a board's English words left on screen in another language: every text node and
 * accessible label is compared with the English words objects (strings, and functions
 * called with sample arguments are skipped), keeping only words the translation changes.
 */
import type { RefSection } from '../../src/ui/components/RulesDoc';

const MIN_LENGTH = 3;

/** The English strings of a words object (nested objects and arrays included). */
export function englishStrings(words: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof words === 'string') {
    if (words.trim().length >= MIN_LENGTH) out.add(words.trim());
  } else if (words && typeof words === 'object') {
    for (const v of Object.values(words)) englishStrings(v, out);
  }
  return out;
}

/** Texts and labels in `root` equal to one of `english` but absent from `translated`. */
export function englishLeft(
  root: Element,
  english: Iterable<string>,
  translated: Iterable<string>,
): string[] {
  const same = new Set(translated);
  const wanted = new Set([...english].filter((w) => !same.has(w)));
  const seen: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent?.trim() ?? '';
    if (wanted.has(text)) seen.push(text);
  }
  for (const el of root.querySelectorAll('[aria-label], [title]')) {
    for (const attr of ['aria-label', 'title']) {
      const text = el.getAttribute(attr)?.trim() ?? '';
      if (wanted.has(text)) seen.push(`${attr}: ${text}`);
    }
  }
  return seen;
}

/** Message keys shown raw (a key missing from the catalog shows itself). */
export function rawKeys(root: Element, prefix: string): string[] {
  return [...(root.textContent ?? '').matchAll(new RegExp(`${prefix}\\.[\\w.+]+`, 'g'))].map(
    (m) => m[0],
  );
}

/**
 * A rules reference's outline: each section's id and how many steps, points and paragraphs
 * it has, so a translation is checked to have the same sections cut the same way.
 */
export const sectionShape = (sections: readonly RefSection[]) =>
  sections.map((x) => [x.id, x.steps?.length, x.points?.length, x.body?.length]);
